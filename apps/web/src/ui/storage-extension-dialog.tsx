import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { AgreementCheck } from "./agreement-check";
import { AmountText } from "./amount-text";

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
  const titleId = useId();
  const [phoneNo, setPhoneNo] = useState("");
  const [isChecked, setIsChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = props.problemOf({ phoneNo, isChecked });
    setError(problem);
    if (!problem) props.onSubmit(phoneNo);
  };

  return (
    <Dialog
      open
      onClose={props.isPending ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 1.5 }}>
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
          <AgreementCheck
            isChecked={isChecked}
            error={error}
            onChange={(checked) => {
              setIsChecked(checked);
              setError(null);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={props.onClose} disabled={props.isPending}>
            취소
          </Button>
          <Button type="submit" variant="contained" disabled={props.isPending}>
            연장 신청
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
