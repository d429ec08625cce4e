import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { AgreementCheck, useAgreement } from "./agreement-check";
import { AmountText } from "./amount-text";
import { RequestDialog } from "./request-dialog";

export type StorageExtensionDialogProps = {
  title: string;
  /** What is extended, for how long, and that it cannot be cancelled. */
  description: ReactNode;
  cost: number;
  isPending: boolean;
  /** The contact as the field shows it while typing (digits only, or with hyphens). */
  formatPhone: (typed: string) => string;
  phoneMaxLength: number;
  /** The first problem of the form (contact, then agreement), or null to send. */
  problemOf: (form: { phoneNo: string; isChecked: boolean }) => string | null;
  onSubmit: (phoneNo: string) => void;
  onClose: () => void;
};

/**
 * 문서 보관 기간 연장 (spec 02 §5, spec 03 §5): the contact, the fee, the agreement box; the meeting's and the
 * consent's dialogs differ only in the contact's format and the text.
 */
export function StorageExtensionDialog(props: StorageExtensionDialogProps) {
  const [phoneNo, setPhoneNo] = useState("");
  const agreement = useAgreement();

  const handleSubmit = () => {
    const problem = props.problemOf({ phoneNo, isChecked: agreement.isChecked });
    agreement.setError(problem);
    if (!problem) props.onSubmit(phoneNo);
  };

  return (
    <RequestDialog
      title={props.title}
      submitLabel="연장 신청"
      isPending={props.isPending}
      onSubmit={handleSubmit}
      onClose={props.onClose}
    >
      <Typography variant="body2" color="text.secondary" component="div">
        {props.description}
      </Typography>
      <Box sx={{ display: "flex", gap: 1, alignItems: "baseline" }}>
        <Typography color="text.secondary">연장 비용</Typography>
        <AmountText amount={props.cost} sx={{ fontWeight: 700 }} />
      </Box>
      <TextField
        size="small"
        label="연락처"
        value={phoneNo}
        onChange={(event) => setPhoneNo(props.formatPhone(event.target.value))}
        slotProps={{ htmlInput: { maxLength: props.phoneMaxLength, inputMode: "numeric" } }}
      />
      <AgreementCheck {...agreement.checkProps} />
    </RequestDialog>
  );
}
