import { MEET_CERTIFICATE_MESSAGES as C, type MeetStatus } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { formatDateTime } from "../../../../lib/format-date";
import { isNotifiedError } from "../../../../lib/http-error";
import { notifyError, notifySuccess } from "../../../../lib/notify";
import { downloadFile } from "../../../../lib/save-blob";
import { useUnionSeq } from "../../../../lib/use-union-seq";
import { WriteButton } from "../../../../ui/write-button";
import { useCanWrite } from "../../../session";
import { useRequestJointBook } from "../api/certificates-mutations";
import { jointBookQuery } from "../api/certificates-queries";
import { CERTIFICATE_TEXTS as T } from "../certificates-labels";

type Props = { meetSeq: number; meetStatus: MeetStatus };

const HISTORY_MENU = "M1004";

/**
 * 연명부 (attendee register) on the 집계 결과 tab (spec 03 §2.6, §4): BEFORE shows 연명부 신청 (only while the
 * meeting is COUNTING or COMPLETE), PROCESSING a waiting text, COMPLETED the public and private PDFs, FAILED
 * 생성 실패 with a new request.
 */
export function JointBookBlock({ meetSeq, meetStatus }: Props) {
  const unionSeq = useUnionSeq();
  const canWrite = useCanWrite(HISTORY_MENU, unionSeq);
  const jointBook = useQuery(jointBookQuery(unionSeq, meetSeq));
  const [isRequesting, setIsRequesting] = useState(false);
  const status = jointBook.data?.status;
  const canRequest = meetStatus === "COUNTING" || meetStatus === "COMPLETE";

  const handleDownload = (fileSeq: number | null | undefined, label: string) => {
    if (!fileSeq) return;
    downloadFile(`/v1/files?fileSeq=${fileSeq}`, `${label}.pdf`).catch((error: unknown) => {
      if (!isNotifiedError(error)) notifyError(T.downloadFailed);
    });
  };

  return (
    <Paper variant="outlined" component="section" aria-label={T.jointBook} sx={{ p: 2.5, borderRadius: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {T.jointBook}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {T.jointBookGuide}
          </Typography>
        </Box>
        {jointBook.isPending && <CircularProgress size={20} aria-label="불러오는 중" />}
        {(status === "BEFORE" || status === "FAILED") && (
          <>
            {status === "FAILED" && (
              <Typography role="alert" color="error" sx={{ fontWeight: 600 }}>
                {C.jointBookFailed}
              </Typography>
            )}
            <WriteButton
              canWrite={canWrite}
              disabledReason={canRequest ? null : C.jointBookNotAllowed}
              variant="contained"
              onClick={() => setIsRequesting(true)}
            >
              {status === "FAILED" ? T.jointBookRetry : T.jointBookRequest}
            </WriteButton>
          </>
        )}
        {status === "PROCESSING" && (
          <Box role="status" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <CircularProgress size={18} aria-hidden />
            <Typography color="text.secondary">{T.jointBookProcessing}</Typography>
          </Box>
        )}
        {status === "COMPLETED" && (
          <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
            <Typography variant="body2" color="text.secondary">
              {`${T.madeAt} ${formatDateTime(jointBook.data?.completedAt)}`}
            </Typography>
            <Button variant="outlined" onClick={() => handleDownload(jointBook.data?.publicFileSeq, T.publicFile)}>
              {T.downloadPublic}
            </Button>
            <Button variant="outlined" onClick={() => handleDownload(jointBook.data?.privateFileSeq, T.privateFile)}>
              {T.downloadPrivate}
            </Button>
          </Box>
        )}
      </Box>
      {isRequesting && (
        <JointBookRequestDialog unionSeq={unionSeq} meetSeq={meetSeq} onClose={() => setIsRequesting(false)} />
      )}
    </Paper>
  );
}

/** The request: optionally a text to a name and number when the roster is ready. */
function JointBookRequestDialog({
  unionSeq,
  meetSeq,
  onClose,
}: {
  unionSeq: number;
  meetSeq: number;
  onClose: () => void;
}) {
  const titleId = useId();
  const request = useRequestJointBook(unionSeq, meetSeq);
  const [isNotificationAllowed, setIsNotificationAllowed] = useState(false);
  const [name, setName] = useState("");
  const [phoneNo, setPhoneNo] = useState("");
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isNotificationAllowed && !phoneNo) {
      setError(C.phoneRequired);
      return;
    }
    if (isNotificationAllowed && phoneNo.length < 10) {
      setError(C.phoneInvalid);
      return;
    }
    setError(null);
    request.mutate(
      { isNotificationAllowed, name: isNotificationAllowed ? name : "", phoneNo: isNotificationAllowed ? phoneNo : "" },
      {
        onSuccess: () => {
          notifySuccess(C.jointBookRequested);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={request.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{T.jointBookRequest}</DialogTitle>
        <DialogContent>
          <fieldset disabled={request.isPending} style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: 12 }}>
            <Typography variant="body2" color="text.secondary">
              {T.jointBookRequestGuide}
            </Typography>
            <FormControlLabel
              control={
                <Checkbox
                  checked={isNotificationAllowed}
                  onChange={(event) => setIsNotificationAllowed(event.target.checked)}
                />
              }
              label={T.notify}
            />
            {isNotificationAllowed && (
              <>
                <TextField
                  size="small"
                  label="이름"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 30 } }}
                />
                <TextField
                  size="small"
                  label="연락처"
                  value={phoneNo}
                  onChange={(event) => setPhoneNo(event.target.value.replace(/\D/g, ""))}
                  error={error !== null}
                  helperText={error ?? " "}
                  slotProps={{ htmlInput: { maxLength: 11, inputMode: "numeric" } }}
                />
              </>
            )}
          </fieldset>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={request.isPending} color="inherit">
            취소
          </Button>
          <Button type="submit" variant="contained" disabled={request.isPending}>
            신청
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
