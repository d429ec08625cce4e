import { SENT_BOX_MONTHS, SENT_BOX_PAGE_SIZE, type SentSms, SMS_MESSAGES } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import Pagination from "@mui/material/Pagination";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatNumber, formatPhone } from "../../../../lib/format";
import { formatDateTime } from "../../../../lib/format-date";
import { sentBoxQuery } from "../../api/sms-queries";

export type SentBoxDialogProps = {
  unionSeq: number;
  onClose: () => void;
  /** Brings the message's title, text and images into the compose step. */
  onPick: (sent: SentSms) => void;
};

function SentItem({ sent, onPick }: { sent: SentSms; onPick: () => void }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, borderRadius: 2, listStyle: "none" }}
      aria-label={sent.title || sent.message.slice(0, 20)}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1 }}>
        <Chip size="small" label={sent.smsType} color={sent.smsType === "SMS" ? "default" : "primary"} />
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(sent.sentAt ?? sent.requestedAt)} · {formatPhone(sent.outgoingPhoneNo)} · 수신{" "}
          {formatNumber(sent.recipientCount)}명{sent.files.length > 0 && ` · 이미지 ${sent.files.length}장`}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" variant="outlined" onClick={onPick}>
          불러오기
        </Button>
      </Box>
      {sent.title && <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{sent.title}</Typography>}
      <Typography
        variant="body2"
        sx={{
          whiteSpace: "pre-line",
          display: "-webkit-box",
          WebkitLineClamp: 3,
          WebkitBoxOrient: "vertical",
          overflow: "hidden",
        }}
      >
        {sent.message}
      </Typography>
    </Paper>
  );
}

/** 보낸 메시지함 (spec 04 §2.1): messages of the last 6 months, 3 per page, reusable as a draft. */
export function SentBoxDialog({ unionSeq, onClose, onPick }: SentBoxDialogProps) {
  const [page, setPage] = useState(0);
  const sent = useQuery(sentBoxQuery(unionSeq, page));
  const items = sent.data?.data ?? [];
  const pageCount = Math.ceil((sent.data?.pagination.totalElements ?? 0) / SENT_BOX_PAGE_SIZE);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="sent-box-title">
      <DialogTitle id="sent-box-title">보낸 메시지함</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          최근 {SENT_BOX_MONTHS}개월 동안 보낸 메시지입니다. 불러오기를 누르면 제목, 내용과 이미지가 작성 중인 메시지에
          채워집니다.
        </Typography>
        <Box sx={{ height: 4 }}>{sent.isFetching && <LinearProgress aria-label="불러오는 중" />}</Box>
        <Box component="ul" aria-label="보낸 메시지" sx={{ p: 0, m: 0, display: "grid", gap: 1.5, minHeight: 200 }}>
          {items.map((item) => (
            <SentItem key={item.smsId} sent={item} onPick={() => onPick(item)} />
          ))}
          {sent.isSuccess && items.length === 0 && (
            <Typography color="text.secondary" sx={{ textAlign: "center", py: 6 }}>
              {SMS_MESSAGES.empty}
            </Typography>
          )}
        </Box>
        {pageCount > 1 && (
          <Pagination
            count={pageCount}
            page={page + 1}
            onChange={(_event, next) => setPage(next - 1)}
            sx={{ display: "flex", justifyContent: "center", mt: 2 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          닫기
        </Button>
      </DialogActions>
    </Dialog>
  );
}
