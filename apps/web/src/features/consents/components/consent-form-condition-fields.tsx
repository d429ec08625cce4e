import {
  CONSENT_CONDITION_MAX,
  CONSENT_CONDITION_MIN,
  CONSENT_FIELD_LABELS as L,
  WITHDRAWN_DAYS_MAX,
  WITHDRAWN_DAYS_MIN,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import Typography from "@mui/material/Typography";
import { useFormContext } from "react-hook-form";
import { FormCheckbox } from "../../../ui/form-fields";
import type { ConsentFormValues } from "../consent-form-values";
import { ConsentNumberField, type DisabledFields, FormRow } from "./consent-form-inputs";

type ConditionFieldsProps = {
  disabled: DisabledFields;
  /** Why the signature toggle is locked (the template's usage), shown beside it. */
  signatureNote?: string | null;
};

const Note = ({ children }: { children: string }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

/**
 * 제출 조건 (spec 02 §2.4 step 2, §3): signature, identity capture, withdrawal with its days, the co-owner
 * consent condition with its percent (up to 3 decimals, step 0.1) and external documents. Shared by the
 * wizard's second step and the info page.
 */
export function ConsentConditionFields({ disabled, signatureNote }: ConditionFieldsProps) {
  const { control } = useFormContext<ConsentFormValues>();
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <FormRow label={L.isSignatureRequired}>
        <FormCheckbox
          control={control}
          name="isSignatureRequired"
          label="전자 서명을 받습니다."
          disabled={disabled.has("isSignatureRequired")}
        />
        {signatureNote && <Note>{signatureNote}</Note>}
      </FormRow>
      <FormRow label={L.isIdentityRequired}>
        <FormCheckbox
          control={control}
          name="isIdentityRequired"
          label="신분증 촬영으로 본인을 확인합니다."
          disabled={disabled.has("isIdentityRequired")}
        />
      </FormRow>
      <FormRow label={L.isWithdrawRequired}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
          <FormCheckbox
            control={control}
            name="isWithdrawRequired"
            label="제출 후 철회를 허용합니다."
            disabled={disabled.has("isWithdrawRequired")}
          />
          <ConsentNumberField
            name="activeWithdrawnDays"
            label={L.activeWithdrawnDays}
            min={WITHDRAWN_DAYS_MIN}
            max={WITHDRAWN_DAYS_MAX}
            step={1}
            disabled={disabled.has("activeWithdrawnDays")}
            sx={{ width: 160 }}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">일</InputAdornment> } }}
          />
        </Box>
      </FormRow>
      <FormRow label={L.isActiveCondition}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
          <FormCheckbox
            control={control}
            name="isActiveCondition"
            label="공유자 동의 조건을 사용합니다."
            disabled={disabled.has("isActiveCondition")}
          />
          <ConsentNumberField
            name="consentCondition"
            label={L.consentCondition}
            min={CONSENT_CONDITION_MIN}
            max={CONSENT_CONDITION_MAX}
            step={0.1}
            disabled={disabled.has("consentCondition")}
            sx={{ width: 180 }}
            slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
          />
        </Box>
        <Note>공유 소유자 중 입력한 비율 이상이 동의하면 해당 소유권이 동의한 것으로 봅니다.</Note>
      </FormRow>
      <FormRow label={L.isExternalDocumentRequired}>
        <FormCheckbox
          control={control}
          name="isExternalDocumentRequired"
          label="주민등록초본, 주민등록등본, 가족관계증명서를 제출받습니다."
          disabled={disabled.has("isExternalDocumentRequired")}
        />
      </FormRow>
    </Box>
  );
}
