import { CONSENT_SEND_MESSAGES, type SendConsentResult } from "@johap/contracts";
import { useState } from "react";
import { formatNumber, formatWon } from "../../../lib/format";
import { needsNewIdempotencyKey, newIdempotencyKey } from "../../../lib/idempotency-key";
import { AlertDialog } from "../../../ui/alert-dialog";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { useSendConsentMutation } from "../api/consents-recipients-mutations";

/** The send's confirmation: who is texted, who is left out, and that it is charged as SMS. */
export const sendConfirmMessage = (sendable: number) =>
  `미제출 대상자 ${formatNumber(sendable)}명(국공유지 제외)에게 전자 동의서 주소를 문자로 발송합니다.\n연락 동의하지 않은 소유자와 연락처가 없는 소유자는 제외되며, 발송 비용은 문자 요금으로 차감됩니다.\n발송하시겠습니까?`;

/** The outcome: sent, left out (and why) and the charge. */
export function sendResultMessage(result: SendConsentResult): string {
  const lines = [
    `${CONSENT_SEND_MESSAGES.sent}`,
    `발송 ${formatNumber(result.sentCount)}건, 차감 ${formatWon(result.totalCost)}`,
  ];
  if (result.skippedContactCount > 0) lines.push(`연락 미동의 제외 ${formatNumber(result.skippedContactCount)}명`);
  if (result.skippedNoPhoneCount > 0) lines.push(`연락처 없음 제외 ${formatNumber(result.skippedNoPhoneCount)}명`);
  return lines.join("\n");
}

/** 일괄 발송: one Idempotency-Key per confirmed send, so a retry after no answer never charges twice. */
export function RecipientsSendDialog(props: {
  unionSeq: number;
  consentSeq: number;
  sendable: number;
  onClose: () => void;
}) {
  const [key, setKey] = useState(newIdempotencyKey);
  const [result, setResult] = useState<SendConsentResult | null>(null);
  const send = useSendConsentMutation(props.unionSeq, props.consentSeq);
  if (result) {
    return <AlertDialog isOpen title="발송 결과" message={sendResultMessage(result)} onClose={props.onClose} />;
  }
  return (
    <ConfirmDialog
      isOpen
      title={CONSENT_SEND_MESSAGES.confirmTitle}
      message={sendConfirmMessage(props.sendable)}
      confirmLabel="발송"
      isPending={send.isPending}
      onCancel={props.onClose}
      onConfirm={() =>
        send.mutate(
          { idempotencyKey: key },
          {
            onSuccess: setResult,
            onError: (error) => {
              if (needsNewIdempotencyKey(error)) setKey(newIdempotencyKey());
            },
          },
        )
      }
    />
  );
}
