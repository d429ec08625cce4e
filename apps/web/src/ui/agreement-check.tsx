import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Typography from "@mui/material/Typography";
import { useState } from "react";

/** The notice agreement of paid and irreversible requests (certificates, retention extensions). */
export const AGREEMENT_LABEL = "주의사항을 확인하였으며 이에 동의합니다.";

/**
 * The agreement box with its error line under it (주의사항을 확인하시고 내용에 동의해 주세요.); ticking it clears
 * the error. The meeting and the consent certificate dialogs share it.
 */
export function AgreementCheck(props: {
  isChecked: boolean;
  error: string | null;
  onChange: (isChecked: boolean) => void;
}) {
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={props.isChecked} onChange={(event) => props.onChange(event.target.checked)} />}
        label={AGREEMENT_LABEL}
      />
      {props.error && (
        <Typography role="alert" color="error" variant="body2">
          {props.error}
        </Typography>
      )}
    </>
  );
}

/** The state of an `AgreementCheck`: ticked or not, and the error under it (cleared by a tick). */
export function useAgreement() {
  const [isChecked, setIsChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onChange = (checked: boolean) => {
    setIsChecked(checked);
    setError(null);
  };
  return { isChecked, error, setError, checkProps: { isChecked, error, onChange } };
}
