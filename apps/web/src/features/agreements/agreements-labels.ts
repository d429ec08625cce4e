import { type AgreementStatus, commonCodeLabels } from "@johap/contracts";

/** UNION_AGREEMENT_RESPONSE_TYPE labels: 동의, 반대, 미확인. */
export const AGREEMENT_STATUS_LABELS = commonCodeLabels("UNION_AGREEMENT_RESPONSE_TYPE") as Record<
  AgreementStatus,
  string
>;
export const STATUS_COLORS: Record<AgreementStatus, "success" | "error" | "default"> = {
  AGREE: "success",
  DISAGREE: "error",
  NONE: "default",
};
