import { SMS_LABELS } from "@johap/contracts";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { formatNumber, formatPhone } from "../../../lib/format";
import { formatDateTime } from "../../../lib/format-date";
import { useUnionSeq } from "../../../lib/use-union-seq";
import { AmountText } from "../../../ui/amount-text";
import { billingKeys } from "../../billing";
import { smsKeys } from "../api/sms-keys";
import { recordQuery } from "../api/sms-queries";
import { RecordActions } from "../components/records/record-actions";
import { SendStatusChip } from "../components/records/record-columns";
import { RecordRecipientsTable } from "../components/records/record-recipients-table";
import { isSettling } from "../record-polling";
import { recordsPath } from "../sms-paths";

/**
 * Once the message settles: the header balance refreshes (failed recipients are refunded as the carrier
 * reports), and so do the recipient pages, whose last poll may predate the last reports (a page of only
 * 성공 or 실패 has no pending row to keep it polling).
 */
function useRefreshWhenSettled(unionSeq: number, smsId: number, isSending: boolean) {
  const queryClient = useQueryClient();
  const wasSending = useRef(isSending);
  useEffect(() => {
    if (wasSending.current && !isSending) {
      void queryClient.invalidateQueries({ queryKey: billingKeys.serviceInfo(unionSeq) });
      void queryClient.invalidateQueries({ queryKey: smsKeys.recordRecipientPages(unionSeq, smsId) });
    }
    wasSending.current = isSending;
  }, [isSending, queryClient, unionSeq, smsId]);
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 600 }}>
        {children || "-"}
      </Typography>
    </Box>
  );
}

/** records/{smsId}: the message, its counts (polled while sending) and its recipients. */
export function RecordPage() {
  const unionSeq = useUnionSeq();
  const smsId = Number(useParams().smsId);
  const { data: record } = useSuspenseQuery(recordQuery(unionSeq, smsId));
  const isSending = isSettling(record);
  useRefreshWhenSettled(unionSeq, smsId, isSending);
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
        <Button component={RouterLink} to={recordsPath(unionSeq)} startIcon={<ArrowBack />} color="inherit">
          목록
        </Button>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          발송 상세
        </Typography>
        <SendStatusChip status={record.sendStatus} />
        <Box sx={{ flexGrow: 1 }} />
        <RecordActions unionSeq={unionSeq} record={record} />
      </Box>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2 }} component="section" aria-label="발송 정보">
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))", gap: 2, mb: 3 }}>
          <Field label="메시지 유형">{record.smsType}</Field>
          <Field label="발송방식">{SMS_LABELS.sendType[record.sendType]}</Field>
          <Field label="발신번호">{formatPhone(record.outgoingPhoneNo)}</Field>
          <Field label="요청일시">{formatDateTime(record.requestedAt)}</Field>
          {record.sendType === "SCHEDULE" && <Field label="예약일시">{formatDateTime(record.scheduledAt)}</Field>}
          <Field label="발송일시">{formatDateTime(record.sentAt)}</Field>
          <Field label="완료일시">{formatDateTime(record.completedAt)}</Field>
          <Field label="수신자">{`${formatNumber(record.recipientCount)}명`}</Field>
          <Field label="성공">
            <Box component="span" aria-label="성공 건수" sx={{ color: "success.main" }}>
              {formatNumber(record.successCount)}
            </Box>
          </Field>
          <Field label="실패">
            <Box
              component="span"
              aria-label="실패 건수"
              sx={{ color: record.failCount > 0 ? "error.main" : undefined }}
            >
              {formatNumber(record.failCount)}
            </Box>
          </Field>
          <Field label="차감 비용">
            <AmountText amount={record.totalCost} />
          </Field>
          <Field label="환불 비용">
            <AmountText amount={record.refundedCost} />
          </Field>
        </Box>
        {record.title && (
          <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {record.title}
          </Typography>
        )}
        <Typography
          component="div"
          aria-label="메시지 내용"
          sx={{ whiteSpace: "pre-line", bgcolor: "grey.50", p: 2, borderRadius: 1 }}
        >
          {record.message || "(내용 없음)"}
        </Typography>
        {record.files.length > 0 && (
          <Box sx={{ display: "flex", gap: 1, mt: 2, flexWrap: "wrap" }}>
            {record.files.map((file) => (
              <Chip key={file.fileSeq} label={file.originName} variant="outlined" />
            ))}
          </Box>
        )}
      </Paper>
      <Box component="section" aria-label="수신자">
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
          수신자
        </Typography>
        <RecordRecipientsTable unionSeq={unionSeq} record={record} />
      </Box>
    </Box>
  );
}
