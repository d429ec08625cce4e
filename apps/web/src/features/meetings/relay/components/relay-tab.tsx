import { isLiveStreamUrl, liveStreamSmsText, LIVE_STREAM_MESSAGES as M } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { notifySuccess } from "../../../../lib/notify";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { PageLoading } from "../../../../ui/page-loading";
import { WriteButton } from "../../../../ui/write-button";
import { useCanWrite } from "../../../session";
import { SMS_MENU, SmsSendDialog } from "../../../sms";
import type { MeetDetailTabProps } from "../../detail/meet-detail-tabs";
import { HISTORY_MENU } from "../../meetings-paths";
import { liveStreamQuery, useLiveStreamMutation } from "../api/relay-api";
import { RelayPreview } from "./relay-preview";

const OPEN_STATUSES = ["BEFORE", "PROCESS"];

/**
 * 현장중계 (spec 03 §2.10): register, edit or delete the meeting's video link (a video site's https link, else
 * 총회 현장중계 URL주소 형식이 올바르지 않습니다. 다시 확인해주세요.; 저장 disabled while empty), its embedded preview,
 * and 문자발송 opening the SMS send dialog with the link in a prefilled title and message.
 */
export function RelayTab({ unionSeq, meet }: MeetDetailTabProps) {
  const canWrite = useCanWrite(HISTORY_MENU, unionSeq);
  const canSendSms = useCanWrite(SMS_MENU, unionSeq);
  const stream = useQuery(liveStreamQuery(unionSeq, meet.meetSeq));
  const save = useLiveStreamMutation(unionSeq, meet.meetSeq);
  const storedUrl = stream.data?.url ?? null;
  const [draft, setDraft] = useState("");
  const [alert, setAlert] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isSmsOpen, setIsSmsOpen] = useState(false);
  useEffect(() => setDraft(storedUrl ?? ""), [storedUrl]);

  if (stream.isPending) return <PageLoading />;
  const isOpen = OPEN_STATUSES.includes(meet.meetStatus);
  const closedReason = isOpen ? null : M.closed;
  const trimmed = draft.trim();

  const handleSave = () => {
    if (!isLiveStreamUrl(trimmed)) return setAlert(M.urlInvalid);
    save.mutate({ url: trimmed }, { onSuccess: () => notifySuccess(M.registered) });
  };
  const handleDelete = () =>
    save.mutate(null, {
      onSuccess: () => {
        setIsDeleting(false);
        notifySuccess(M.deleted);
      },
      onError: () => setIsDeleting(false),
    });

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          총회 현장중계
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {M.delay} YouTube, 네이버 TV, 카카오 TV, SOOP, Twitch, Vimeo의 영상 링크(https)를 등록할 수 있습니다.
        </Alert>
        <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
          <TextField
            label="현장중계 URL"
            placeholder="https://www.youtube.com/watch?v=..."
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            size="small"
            fullWidth
            disabled={!isOpen || !canWrite || save.isPending}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <WriteButton
            canWrite={canWrite}
            disabledReason={closedReason}
            variant="contained"
            onClick={handleSave}
            disabled={trimmed === "" || trimmed === storedUrl}
            loading={save.isPending && !isDeleting}
            sx={{ flexShrink: 0 }}
          >
            {storedUrl ? "수정" : "등록"}
          </WriteButton>
          {storedUrl && (
            <WriteButton
              canWrite={canWrite}
              disabledReason={closedReason}
              variant="outlined"
              color="error"
              onClick={() => setIsDeleting(true)}
              sx={{ flexShrink: 0 }}
            >
              삭제
            </WriteButton>
          )}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 2 }}>
          <Typography variant="h6" component="h2">
            미리보기
          </Typography>
          <WriteButton
            canWrite={canSendSms}
            variant="outlined"
            disabled={!storedUrl}
            onClick={() => setIsSmsOpen(true)}
          >
            문자발송
          </WriteButton>
        </Box>
        {storedUrl ? (
          <RelayPreview url={storedUrl} />
        ) : (
          <Typography color="text.secondary">등록된 현장중계 URL이 없습니다.</Typography>
        )}
      </Paper>
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
      <ConfirmDialog
        isOpen={isDeleting}
        title="현장중계 삭제"
        message="등록된 현장중계 URL주소를 삭제하시겠습니까?"
        confirmLabel="삭제"
        isPending={save.isPending}
        onConfirm={handleDelete}
        onCancel={() => setIsDeleting(false)}
      />
      {isSmsOpen && storedUrl && (
        <SmsSendDialog
          unionSeq={unionSeq}
          initialMessage={liveStreamSmsText(meet.name, storedUrl)}
          onClose={() => setIsSmsOpen(false)}
        />
      )}
    </Stack>
  );
}
