import { type ElectronicDocument, EPOST_LABELS, EPOST_MESSAGES } from "@johap/contracts";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatNumber, formatWon } from "../../../lib/format";
import { dateTimeInputValue, instantOfInput } from "../../../lib/format-date";
import { notifyError } from "../../../lib/notify";
import { useIdempotencyKey } from "../../../lib/use-idempotency-key";
import { PaidRequestDialog } from "../../../ui/paid-request-dialog";
import { fetchEpostCost, useSendEpostMutation } from "../api/e-posts-mutations";

const NOTICES = [
  "발송한 전자 등기는 취소하거나 환불할 수 없습니다.",
  "카카오페이로 발송되며, 수신자는 168시간 안에 열람하고 확인해야 합니다.",
  "발송에 실패한 수신자의 비용은 환불됩니다.",
] as const;

/** 발송 of a sendable post from the list: its cost (cost/calculate), now or later, the agreement, then send. */
export function SendDialog(props: { unionSeq: number; post: ElectronicDocument; onClose: () => void }) {
  const { unionSeq, post } = props;
  const cost = useQuery({
    queryKey: ["e-posts", unionSeq, "cost", post.electronicDocumentSeq],
    queryFn: () => fetchEpostCost(unionSeq, post.electronicDocumentSeq),
    gcTime: 0,
  });
  const send = useSendEpostMutation(unionSeq);
  const idempotency = useIdempotencyKey();
  const [isLater, setIsLater] = useState(false);
  const [later, setLater] = useState(() => dateTimeInputValue(new Date(Date.now() + 3_600_000)));

  const handleSubmit = () => {
    const scheduledAt = isLater ? instantOfInput(later) : null;
    if (isLater && (!scheduledAt || Date.parse(scheduledAt) <= Date.now())) {
      notifyError(EPOST_MESSAGES.scheduledAtPast);
      return;
    }
    send.mutate(
      { id: post.electronicDocumentSeq, scheduledAt, key: idempotency.key },
      { onSuccess: props.onClose, onError: idempotency.renewAfter },
    );
  };

  return (
    <PaidRequestDialog
      title="전자 등기 발송"
      submitLabel="발송"
      facts={[
        { label: "제목", value: <Typography>{post.title}</Typography> },
        { label: "발송 방식", value: <Typography>{EPOST_LABELS.sendMethod.KAKAO_PAY}</Typography> },
        {
          label: "수신자 수",
          value: <Typography>{cost.data ? `${formatNumber(cost.data.totalCount)}명` : "-"}</Typography>,
        },
        {
          label: "건당 비용",
          value: <Typography>{cost.data ? formatWon(cost.data.unitCost) : "-"}</Typography>,
        },
        {
          label: "총 비용",
          value: (
            <Typography sx={{ fontWeight: 700, color: "primary.main" }} aria-label="총 비용">
              {cost.data ? formatWon(cost.data.totalCost) : "계산 중"}
            </Typography>
          ),
        },
        {
          label: "발송 시점",
          value: (
            <RadioGroup row value={isLater ? "later" : "now"} onChange={(e) => setIsLater(e.target.value === "later")}>
              <FormControlLabel value="now" control={<Radio size="small" />} label="즉시 발송" />
              <FormControlLabel value="later" control={<Radio size="small" />} label="예약 발송" />
              {isLater && (
                <TextField
                  size="small"
                  type="datetime-local"
                  label="발송 일시"
                  value={later}
                  onChange={(e) => setLater(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dateTimeInputValue(new Date()) } }}
                />
              )}
            </RadioGroup>
          ),
        },
      ]}
      notices={NOTICES}
      agreementRequired={EPOST_MESSAGES.agreementRequired}
      isPending={send.isPending}
      isReady={cost.isSuccess}
      onSubmit={handleSubmit}
      onClose={props.onClose}
    />
  );
}
