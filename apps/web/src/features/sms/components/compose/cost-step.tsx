import { SMS_LABELS, SMS_MESSAGES, type SmsCost } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { formatNumber, formatPhone } from "../../../../lib/format";
import { formatDateTime } from "../../../../lib/format-date";
import { AmountText } from "../../../../ui/amount-text";
import { balanceOf, serviceInfoQuery } from "../../../billing";
import type { QuotedSend } from "../../send-wizard-state";

export type CostStepProps = {
  unionSeq: number;
  quoted: QuotedSend;
  cost: SmsCost;
  isConfirmed: boolean;
  onConfirmChange: (isConfirmed: boolean) => void;
  isDisabled?: boolean;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "contents" }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** 비용 조회: what will be sent, the count and cost in won, and the confirmation checkbox. */
export function CostStep({ unionSeq, quoted, cost, isConfirmed, onConfirmChange, isDisabled }: CostStepProps) {
  const { body, images } = quoted;
  const { data: info } = useQuery(serviceInfoQuery(unionSeq));
  const balance = info ? balanceOf(info) : null;
  const isShort = balance !== null && balance < cost.totalCost;
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { md: "1fr 1fr" }, gap: 3 }}>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2 }} component="section" aria-labelledby="cost-summary-title">
        <Typography id="cost-summary-title" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          발송 비용
        </Typography>
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "120px 1fr", rowGap: 1.5, m: 0 }}>
          <Row label="메시지 유형">{cost.smsType}</Row>
          <Row label="발송 건수">{formatNumber(cost.totalCount)}건</Row>
          <Row label="건당 단가">
            <AmountText amount={cost.unitCost} />
          </Row>
          <Row label="총 비용">
            <AmountText
              amount={cost.totalCost}
              aria-label="총 비용"
              sx={{ color: "primary.main", fontWeight: 700, fontSize: 20 }}
            />
          </Row>
          {balance !== null && (
            <Row label="현재 잔액">
              <AmountText amount={balance} />
            </Row>
          )}
        </Box>
        {isShort && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            잔액이 부족합니다. 충전 후 발송해 주세요.
          </Alert>
        )}
        <FormControlLabel
          sx={{ mt: 2 }}
          disabled={isDisabled}
          control={<Checkbox checked={isConfirmed} onChange={(event) => onConfirmChange(event.target.checked)} />}
          label="발송 건수와 비용을 확인했으며, 발송된 문자는 취소 및 환불이 불가함에 동의합니다."
        />
        {body.sendType === "SCHEDULE" && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {SMS_MESSAGES.scheduleCancelNote}
          </Alert>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 2 }} component="section" aria-labelledby="cost-message-title">
        <Typography id="cost-message-title" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          발송 내용
        </Typography>
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "120px 1fr", rowGap: 1.5, m: 0, mb: 2 }}>
          <Row label="발신번호">{formatPhone(body.outgoingPhoneNo)}</Row>
          <Row label="발송방식">
            {SMS_LABELS.sendType[body.sendType]}
            {body.sendType === "SCHEDULE" && ` (${formatDateTime(body.scheduledAt)})`}
          </Row>
          {body.title && <Row label="제목">{body.title}</Row>}
          {body.imageCount > 0 && (
            <Row label="이미지">{`${body.imageCount}장 ${images.map((image) => image.name).join(", ")}`}</Row>
          )}
        </Box>
        <Typography
          component="div"
          variant="body2"
          sx={{ whiteSpace: "pre-line", bgcolor: "grey.50", p: 2, borderRadius: 1, maxHeight: 280, overflow: "auto" }}
        >
          {body.message || "(내용 없음)"}
        </Typography>
      </Paper>
    </Box>
  );
}
