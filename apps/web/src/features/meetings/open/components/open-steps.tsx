import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";

/** The wizard's three steps (spec 03 §2.7). */
export const OPEN_STEP_LABELS = ["선거인 명부 확인", "안건 및 총회 정보 입력", "총회 개설"] as const;

export function OpenSteps({ active }: { active: 0 | 1 | 2 }) {
  return (
    <Stepper activeStep={active} aria-label="개설 단계" sx={{ mb: 3, maxWidth: 760 }}>
      {OPEN_STEP_LABELS.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
