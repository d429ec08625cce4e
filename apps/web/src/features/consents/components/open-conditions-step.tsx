import { CONSENT_LABELS } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useFormContext, useWatch } from "react-hook-form";
import { type ConsentFormValues, disabledFieldsOf, isSignatureLocked, templateOf } from "../consent-form-values";
import { ConsentConditionFields } from "./consent-form-condition-fields";
import { StepGuard, useOpenWizard } from "./open-wizard-context";

/** Step 2, 제출 조건 설정 (/open/side-form, spec 02 §2.4 and §5): what an owner's submission needs. */
export function OpenConditionsStep() {
  return (
    <StepGuard step="side-form">
      <OpenConditionsStepBody />
    </StepGuard>
  );
}

function OpenConditionsStepBody() {
  const { templates, onNext, onBack } = useOpenWizard();
  const { control } = useFormContext<ConsentFormValues>();
  const [templateSeq, isActiveCondition, isWithdrawRequired] = useWatch({
    control,
    name: ["templateSeq", "isActiveCondition", "isWithdrawRequired"],
  });
  const template = templateOf(templates, templateSeq);
  const usage = template?.signatureUsage ?? "OPTIONAL";
  const disabled = disabledFieldsOf("BEFORE", usage, { isActiveCondition, isWithdrawRequired });
  const signatureNote =
    template && isSignatureLocked(usage)
      ? `${template.name} 유형은 서명 사용이 '${CONSENT_LABELS.signatureUsage[usage]}'(으)로 정해져 있습니다.`
      : null;
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, display: "grid", gap: 3, maxWidth: 960 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        제출 조건
      </Typography>
      <ConsentConditionFields disabled={disabled} signatureNote={signatureNote} />
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
        <Button variant="outlined" color="inherit" size="large" onClick={onBack}>
          이전
        </Button>
        <Button variant="contained" size="large" onClick={onNext}>
          다음
        </Button>
      </Box>
    </Paper>
  );
}
