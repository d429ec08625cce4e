import {
  type AddRecipientsBody,
  CONSENT_MESSAGES,
  CONSENT_SEND_MESSAGES,
  type ConsentRecipient,
  type SendConsentResult,
} from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { errorMessageOf, isNotifiedError } from "../../../lib/http-error";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { billingKeys } from "../../billing";
import { consentsKeys } from "./consents-keys";
import { consentPath, unionHeader } from "./consents-queries";
import { recipientPath, recipientsBase } from "./consents-recipients-queries";

/** Spec 02 §8: a failed write shows the server's message (else the error's) as a danger snackbar. */
const onError = (error: unknown) => {
  if (!isNotifiedError(error)) notifyError(errorMessageOf(error));
};

/** A recipient changed: the consent (its counts, statistics, every recipient list) and the board are stale. */
function useAfterRecipientChange(unionSeq: number, consentSeq: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: consentsKeys.consent(unionSeq, consentSeq) }),
      queryClient.invalidateQueries({ queryKey: consentsKeys.lists(unionSeq) }),
    ]);
}

/** POST .../recipients {unionRegisterSeqs}: 대상자 추가. */
export function useAddRecipientsMutation(unionSeq: number, consentSeq: number) {
  const after = useAfterRecipientChange(unionSeq, consentSeq);
  return useMutation({
    onError,
    mutationFn: (body: AddRecipientsBody) =>
      http.post<{ addedCount: number }>(recipientsBase(consentSeq), body, { headers: unionHeader(unionSeq) }),
    onSuccess: after,
  });
}

/** DELETE .../recipients/{recipientSeq}: 대상자 제외. */
export function useRemoveRecipientMutation(unionSeq: number, consentSeq: number) {
  const after = useAfterRecipientChange(unionSeq, consentSeq);
  return useMutation({
    onError,
    mutationFn: (recipientSeq: number) =>
      http.delete<{ recipientSeq: number }>(recipientPath(consentSeq, recipientSeq), undefined, {
        headers: unionHeader(unionSeq),
      }),
    onSuccess: after,
  });
}

export type WrittenVariables = { recipientSeq: number; submittedAt: string; certifiedNo: string | null };

/** POST .../submit {submittedAt, certifiedNo, submitType WRITTEN}: 서면 동의 등록. */
export function useWrittenConsentMutation(unionSeq: number, consentSeq: number) {
  const after = useAfterRecipientChange(unionSeq, consentSeq);
  return useMutation({
    onError,
    mutationFn: ({ recipientSeq, submittedAt, certifiedNo }: WrittenVariables) =>
      http.post<ConsentRecipient>(
        `${recipientPath(consentSeq, recipientSeq)}/submit`,
        { submittedAt, certifiedNo, submitType: "WRITTEN" },
        { headers: unionHeader(unionSeq) },
      ),
    onSuccess: async () => {
      notifySuccess(CONSENT_MESSAGES.written);
      await after();
    },
  });
}

/** POST .../withdraw {submittedAt}: 철회하기. */
export function useWithdrawMutation(unionSeq: number, consentSeq: number) {
  const after = useAfterRecipientChange(unionSeq, consentSeq);
  return useMutation({
    onError,
    mutationFn: ({ recipientSeq, submittedAt }: { recipientSeq: number; submittedAt: string }) =>
      http.post<ConsentRecipient>(
        `${recipientPath(consentSeq, recipientSeq)}/withdraw`,
        { submittedAt },
        { headers: unionHeader(unionSeq) },
      ),
    onSuccess: async () => {
      notifySuccess(CONSENT_MESSAGES.withdrawn);
      await after();
    },
  });
}

/** POST .../send with the dialog's Idempotency-Key: 일괄 발송, charged like any SMS; the balance refreshes. */
export function useSendConsentMutation(unionSeq: number, consentSeq: number) {
  const after = useAfterRecipientChange(unionSeq, consentSeq);
  const queryClient = useQueryClient();
  return useMutation({
    onError,
    mutationFn: ({ idempotencyKey }: { idempotencyKey: string }) =>
      http.post<SendConsentResult>(
        `${consentPath(consentSeq)}/send`,
        {},
        { headers: { ...unionHeader(unionSeq), "Idempotency-Key": idempotencyKey } },
      ),
    onSuccess: async () => {
      notifySuccess(CONSENT_SEND_MESSAGES.sent);
      await Promise.all([after(), queryClient.invalidateQueries({ queryKey: billingKeys.serviceInfo(unionSeq) })]);
    },
  });
}
