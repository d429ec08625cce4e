import { ONLINE_MEETING_MESSAGES as M, type OnlineMeeting } from "@johap/contracts";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { notifySuccess } from "../../../lib/notify";
import { AlertDialog } from "../../../ui/alert-dialog";
import { dateTimeText } from "../online-meetings-labels";

function CopyField({ label, value, onCopyFailed }: { label: string; value: string; onCopyFailed: () => void }) {
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notifySuccess(`${label}을(를) 복사했습니다.`);
    } catch {
      onCopyFailed();
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <TextField label={label} value={value} size="small" fullWidth slotProps={{ input: { readOnly: true } }} />
      <Tooltip title={`${label} 복사`}>
        <IconButton aria-label={`${label} 복사`} onClick={handleCopy}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/**
 * 온라인 총회 설정 (spec 03 §2.9): the encoder URL and key (valid 14 days), the admin login id and password, each
 * with a copy button (복사에 실패했습니다. 다시 시도해주세요. on failure), the attendees' link and the admin stage page.
 */
export function SettingsPanel({ online }: { online: OnlineMeeting }) {
  const [isCopyFailed, setIsCopyFailed] = useState(false);
  const meta = online.metadata;
  if (!meta) return <Typography color="text.secondary">영상 송출 정보를 먼저 생성해주세요.</Typography>;
  const fail = () => setIsCopyFailed(true);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Stack spacing={2}>
        <CopyField label="인코더 URL" value={meta.encoderUrl} onCopyFailed={fail} />
        <CopyField label="스트림 키" value={meta.token} onCopyFailed={fail} />
        <Typography variant="body2" color="text.secondary">
          스트림 키 유효기간: {dateTimeText(meta.tokenExpiresAt)}까지 (생성 후 14일)
        </Typography>
        <CopyField label="관리자 아이디" value={meta.id} onCopyFailed={fail} />
        <CopyField label="관리자 비밀번호" value={meta.password} onCopyFailed={fail} />
        {online.accessUrl && <CopyField label="참석 링크" value={online.accessUrl} onCopyFailed={fail} />}
        <Link href={meta.stageUrl} target="_blank" rel="noopener noreferrer">
          관리자 스테이지 페이지 열기
        </Link>
      </Stack>
      <AlertDialog isOpen={isCopyFailed} message={M.copyFailed} onClose={() => setIsCopyFailed(false)} />
    </Box>
  );
}
