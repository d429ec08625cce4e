import { EPOST_LABELS, type EpostRecipientStatus, type EpostStatus } from "@johap/contracts";
import Chip from "@mui/material/Chip";

type Color = "default" | "primary" | "success" | "warning" | "error" | "info";
const POST_COLORS: Record<EpostStatus, Color> = {
  TEMP: "default",
  READY: "info",
  SCHEDULED: "warning",
  SENDING: "primary",
  SENT: "primary",
  COMPLETED: "success",
};
const RECIPIENT_COLORS: Record<EpostRecipientStatus, Color> = {
  WAIT: "default",
  SENT: "info",
  RECEIVED: "info",
  OPENED: "primary",
  COMPLETED: "success",
  EXPIRED: "warning",
  FAILED: "error",
};

export function PostStatusChip({ status }: { status: EpostStatus }) {
  return <Chip size="small" color={POST_COLORS[status]} label={EPOST_LABELS.documentStatus[status]} />;
}

export function RecipientStatusChip({ status }: { status: EpostRecipientStatus }) {
  return <Chip size="small" color={RECIPIENT_COLORS[status]} label={EPOST_LABELS.recipientStatus[status]} />;
}
