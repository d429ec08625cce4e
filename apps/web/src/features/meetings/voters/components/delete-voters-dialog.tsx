import { MEET_MESSAGES as M, type MeetParticipant } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { notifySuccess } from "../../../../lib/notify";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { useDeleteVoterMutation } from "../api/voters-mutations";

/** The first broken rule of the delete form (spec 03 §5), else null. */
export function deleteFormError(form: { isAgreed: boolean; password: string; reason: string }): string | null {
  if (!form.isAgreed) return M.acknowledgeRequired;
  if (form.password.length < 4) return M.passwordMin;
  if (!form.reason.trim()) return M.deleteReasonRequired;
  return null;
}

/**
 * 선거인 삭제 (spec 03 §4-5, PROCESS only): the acknowledgement box, the meeting password (4+) and a reason; the
 * voters are deleted one by one with them (the server checks the password), then 삭제되었습니다.
 */
export function DeleteVotersDialog(props: {
  unionSeq: number;
  meetSeq: number;
  voters: MeetParticipant[];
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteVoterMutation(props.unionSeq, props.meetSeq);
  const [isAgreed, setIsAgreed] = useState(false);
  const [password, setPassword] = useState("");
  const [reason, setReason] = useState("");
  const [alert, setAlert] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const handleDelete = async () => {
    const problem = deleteFormError({ isAgreed, password, reason });
    if (problem) {
      setAlert(problem);
      return;
    }
    setIsBusy(true);
    try {
      for (const voter of props.voters) {
        await remove.mutateAsync({
          seq: voter.meetParticipantSeq,
          body: { meetPassword: password, deleteReason: reason.trim() },
        });
      }
      notifySuccess(M.deleted);
      props.onDeleted();
      props.onClose();
    } catch {
      // The snackbar told the server's message.
    } finally {
      setIsBusy(false);
    }
  };
  const names = props.voters.map((v) => `${v.unionRegisterNo} ${v.name.name}`).join(", ");
  return (
    <>
      <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="delete-voter-title">
        <DialogTitle id="delete-voter-title">선거인 삭제</DialogTitle>
        <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
          <Alert severity="warning">
            {`삭제한 선거인(${names})은 선거인 목록과 집계에서 제외되며, 이미 발송된 전자투표 링크는 사용할 수 없게 됩니다. 삭제 내역은 변동이력에 남습니다.`}
          </Alert>
          <FormControlLabel
            control={<Checkbox checked={isAgreed} onChange={(e) => setIsAgreed(e.target.checked)} />}
            label="주의사항을 확인하였으며 내용에 동의합니다."
          />
          <TextField
            type="password"
            size="small"
            label="총회 비밀번호"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 16 } }}
          />
          <TextField
            size="small"
            label="삭제 사유"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={isBusy}>
            취소
          </Button>
          <Button color="error" variant="contained" onClick={handleDelete} disabled={isBusy}>
            삭제
          </Button>
        </DialogActions>
      </Dialog>
      <AlertDialog isOpen={alert !== null} message={alert ?? ""} onClose={() => setAlert(null)} />
    </>
  );
}
