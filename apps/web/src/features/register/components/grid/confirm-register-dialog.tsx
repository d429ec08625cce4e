import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import { useState } from "react";
import { formatNumber } from "../../../../lib/format";
import { useFileStatusMutation } from "../../api/register-mutations";

export type ConfirmRegisterDialogProps = { unionSeq: number; ownerCount: number; onClose: () => void };

/** 조합원 명부 확정 (CONVEY only): confirming needs the box '모든 내용을 확인하였습니다.' ticked. */
export function ConfirmRegisterDialog({ unionSeq, ownerCount, onClose }: ConfirmRegisterDialogProps) {
  const [isChecked, setIsChecked] = useState(false);
  const confirm = useFileStatusMutation(unionSeq);
  return (
    <Dialog
      open
      onClose={confirm.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="confirm-register-title"
    >
      <DialogTitle id="confirm-register-title">조합원 명부 확정</DialogTitle>
      <DialogContent>
        <DialogContentText>
          변환된 조합원 명부({formatNumber(ownerCount)}명)를 확정합니다. 확정하면 올린 명부가 조합의 조합원 명부가 되며,
          업로드를 취소하거나 명부를 다시 올릴 수 없습니다. 이후 소유자 정보는 개별로 고쳐야 합니다.
        </DialogContentText>
        <FormControlLabel
          sx={{ mt: 2 }}
          label="모든 내용을 확인하였습니다."
          control={<Checkbox checked={isChecked} onChange={(event) => setIsChecked(event.target.checked)} />}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" color="inherit" onClick={onClose} disabled={confirm.isPending}>
          취소
        </Button>
        <Button
          variant="contained"
          disabled={!isChecked || confirm.isPending}
          onClick={() => confirm.mutate("CONFIRM", { onSuccess: onClose })}
        >
          확정
        </Button>
      </DialogActions>
    </Dialog>
  );
}
