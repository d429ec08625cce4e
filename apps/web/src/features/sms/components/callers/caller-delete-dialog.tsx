import { DeleteSmsCallersBodySchema, SMS_MESSAGES } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { formatNumber } from "../../../../lib/format";
import { useDeleteCallersMutation } from "../../api/sms-mutations";

export type CallerDeleteDialogProps = {
  unionSeq: number;
  smsCallerSeqs: number[];
  onClose: () => void;
  onDeleted: () => void;
};

/** 발신번호 삭제: the signed-in member's password confirms (spec 04 §5). */
export function CallerDeleteDialog({ unionSeq, smsCallerSeqs, onClose, onDeleted }: CallerDeleteDialogProps) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteCallersMutation(unionSeq);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = DeleteSmsCallersBodySchema.safeParse({ smsCallerSeqs, password });
    if (!body.success) return setError(body.error.issues[0]?.message ?? SMS_MESSAGES.passwordRequired);
    setError(null);
    remove.mutate(body.data, {
      onSuccess: () => {
        onDeleted();
        onClose();
      },
    });
  };

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="caller-delete-title"
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="caller-delete-title">발신번호 삭제</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            선택한 발신번호 {formatNumber(smsCallerSeqs.length)}개를 삭제합니다. 비밀번호를 입력해 주세요.
          </DialogContentText>
          <TextField
            type="password"
            label="비밀번호"
            autoComplete="current-password"
            fullWidth
            autoFocus
            size="small"
            value={password}
            disabled={remove.isPending}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" color="inherit" onClick={onClose} disabled={remove.isPending}>
            취소
          </Button>
          <Button type="submit" variant="contained" color="error" loading={remove.isPending}>
            삭제
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
