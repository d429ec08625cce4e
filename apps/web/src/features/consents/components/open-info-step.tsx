import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useFormContext, useWatch } from "react-hook-form";
import { type ConsentFormValues, disabledFieldsOf, templateOf } from "../consent-form-values";
import { ConsentGuideFields } from "./consent-form-guide-fields";
import { ConsentInfoFields } from "./consent-form-info-fields";
import { ConsentFormPreview } from "./consent-form-preview";
import { useOpenWizard } from "./open-wizard-context";

/** Step 1, 동의서 정보 입력 (spec 02 §2.4): the info and guide fields beside the live preview. */
export function OpenInfoStep() {
  const { unionSeq, templates, onNext, onBack, onAlert } = useOpenWizard();
  const { control } = useFormContext<ConsentFormValues>();
  const [templateSeq, isActiveCondition, isWithdrawRequired] = useWatch({
    control,
    name: ["templateSeq", "isActiveCondition", "isWithdrawRequired"],
  });
  const usage = templateOf(templates, templateSeq)?.signatureUsage ?? "OPTIONAL";
  const disabled = disabledFieldsOf("BEFORE", usage, { isActiveCondition, isWithdrawRequired });
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) 380px" }, gap: 3 }}>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2, display: "grid", gap: 3 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          동의서 정보
        </Typography>
        <ConsentInfoFields templates={templates} disabled={disabled} isStartFromNow />
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          안내자료
        </Typography>
        <ConsentGuideFields unionSeq={unionSeq} disabled={disabled} onAlert={onAlert} />
        <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
          <Button variant="outlined" color="inherit" size="large" onClick={onBack}>
            취소
          </Button>
          <Button variant="contained" size="large" onClick={onNext}>
            다음
          </Button>
        </Box>
      </Paper>
      <ConsentFormPreview templates={templates} />
    </Box>
  );
}
