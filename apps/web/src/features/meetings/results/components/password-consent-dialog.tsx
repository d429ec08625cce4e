import { MEET_PASSWORD_MAX } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { errorMessageOf, isNotifiedError } from "../../../../lib/http-error";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { RESULTS_TEXTS as T } from "../results-labels";
import { passwordConsentProblem } from "../results-rules";

export type PasswordConsentDialogProps = {
  title: string;
  warning: string;
  confirmLabel?: string;
  /** Runs the action with the typed password; a rejection's message is alerted (spec 03 §8). */
  onConfirm: (password: string) => Promise<unknown>;
  onClose: () => void;
};

/**
 * The consent-plus-password dialog of the status flow (spec 03 §4-5): the warning, the consent box and the meeting
 * password, both required; a refused password is alerted with the server's message (tally password failure).
 */
export function PasswordConsentDialog({
  title,
  warning,
  confirmLabel,
  onConfirm,
  onClose,
}: PasswordConsentDialogProps) {
  const titleId = useId();
  const [isAgreed, setIsAgreed] = useState(false);
  const [password, setPassword] = useState("");
  const [alert, setAlert] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordConsentProblem({ isAgreed, password });
    if (problem) {
      setAlert(problem);
      return;
    }
    setIsBusy(true);
    try {
      await onConfirm(password);
    } catch (error) {
      if (!isNotifiedError(error)) setAlert(errorMessageOf(error));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <Dialog open onClose={isBusy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
        <form noValidate onSubmit={handleSubmit} aria-labelledby={titleId}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
            <Alert severity="warning" sx={{ whiteSpace: "pre-line" }}>
              {warning}
            </Alert>
            <FormControlLabel
              control={
                <Checkbox
                  checked={isAgreed}
                  onChange={(event) => setIsAgreed(event.target.checked)}
                  disabled={isBusy}
                />
              }
              label={T.agree}
            />
            <TextField
              type="password"
              size="small"
              label={T.password}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="off"
              disabled={isBusy}
              slotProps={{ htmlInput: { maxLength: MEET_PASSWORD_MAX } }}
            />
          </DialogContent>
          <DialogActions>
            <Button color="inherit" onClick={onClose} disabled={isBusy}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={isBusy}>
              {confirmLabel ?? T.confirm}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <AlertDialog isOpen={alert !== null} message={alert ?? ""} onClose={() => setAlert(null)} />
    </>
  );
}
