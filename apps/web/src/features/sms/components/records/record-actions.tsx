import { SMS_MESSAGES, type SmsDetail, smsCost } from "@johap/contracts";
import Box from "@mui/material/Box";
import { useState } from "react";
import { useNavigate } from "react-router";
import { formatNumber, formatWon } from "../../../../lib/format";
import { needsNewIdempotencyKey, newIdempotencyKey } from "../../../../lib/idempotency-key";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { WriteButton } from "../../../../ui/write-button";
import { useCanWrite } from "../../../session";
import { useCancelSmsMutation, useDeleteSentSmsMutation, useResendMutation } from "../../api/sms-mutations";
import { recordPath, recordsPath, SMS_MENU } from "../../sms-paths";

type Asking = "cancel" | "resend" | "delete" | null;

/** 예약 취소 (WAIT), 실패 재발송 (charged again, cost shown first), 삭제 (the sent-box entry). */
export function RecordActions({ unionSeq, record }: { unionSeq: number; record: SmsDetail }) {
  const navigate = useNavigate();
  const canWrite = useCanWrite(SMS_MENU, unionSeq);
  const [asking, setAsking] = useState<Asking>(null);
  /** One key per resend: a repeated click or a retry after no answer does not charge twice. */
  const [resendKey, setResendKey] = useState(newIdempotencyKey);
  const cancel = useCancelSmsMutation(unionSeq);
  const resend = useResendMutation(unionSeq, record.smsId);
  const remove = useDeleteSentSmsMutation(unionSeq);
  const isPending = cancel.isPending || resend.isPending || remove.isPending;
  const isDeletable = record.sendStatus === "COMPLETE" || record.sendStatus === "CANCEL";
  const resendCost = smsCost(record.unitCost, record.failCount);
  const close = () => setAsking(null);

  return (
    <Box sx={{ display: "flex", gap: 1 }}>
      {record.isCancellable && (
        <WriteButton
          canWrite={canWrite}
          variant="outlined"
          color="warning"
          onClick={() => setAsking("cancel")}
          disabled={isPending}
        >
          예약 취소
        </WriteButton>
      )}
      {record.isResendable && (
        <WriteButton canWrite={canWrite} variant="contained" onClick={() => setAsking("resend")} disabled={isPending}>
          실패 재발송
        </WriteButton>
      )}
      {isDeletable && (
        <WriteButton
          canWrite={canWrite}
          variant="outlined"
          color="error"
          onClick={() => setAsking("delete")}
          disabled={isPending}
        >
          삭제
        </WriteButton>
      )}
      <ConfirmDialog
        isOpen={asking === "cancel"}
        title={SMS_MESSAGES.cancelTitle}
        message={`${SMS_MESSAGES.cancelConfirm}\n환불 금액 ${formatWon(record.totalCost - record.refundedCost)}`}
        confirmLabel="예약 취소"
        cancelLabel="닫기"
        isPending={cancel.isPending}
        onCancel={close}
        onConfirm={() => cancel.mutate(record.smsId, { onSettled: close })}
      />
      <ConfirmDialog
        isOpen={asking === "resend"}
        title="실패 재발송"
        message={`발송에 실패한 ${formatNumber(record.failCount)}건을 다시 발송합니다.\n재발송 비용 ${formatWon(resendCost)}이 다시 차감됩니다. 재발송하시겠습니까?`}
        confirmLabel="재발송"
        isPending={resend.isPending}
        onCancel={close}
        onConfirm={() =>
          resend.mutate(resendKey, {
            onSuccess: (result) => {
              setResendKey(newIdempotencyKey());
              navigate(recordPath(unionSeq, result.smsId));
            },
            onError: (error) => {
              if (needsNewIdempotencyKey(error)) setResendKey(newIdempotencyKey());
            },
            onSettled: close,
          })
        }
      />
      <ConfirmDialog
        isOpen={asking === "delete"}
        title="문자함 삭제"
        message="이 문자를 발송 내역과 보낸 메시지함에서 삭제하시겠습니까?"
        confirmLabel="삭제"
        isPending={remove.isPending}
        onCancel={close}
        onConfirm={() =>
          remove.mutate(record.smsId, { onSuccess: () => navigate(recordsPath(unionSeq)), onSettled: close })
        }
      />
    </Box>
  );
}
