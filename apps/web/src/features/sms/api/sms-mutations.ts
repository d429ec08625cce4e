import {
  type AiSmsCompletion,
  type CreateSmsCallerBody,
  type DeleteSmsCallersBody,
  type MaintenanceStatus,
  maintenanceMessage,
  type SendSmsInput,
  type SendSmsResult,
  SMS_MESSAGES,
  type SmsCaller,
  type SmsCost,
  type StoredFile,
} from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { notifySuccess } from "../../../lib/notify";
import { billingKeys } from "../../billing";
import { smsFormDataOf } from "../send-request";
import { smsKeys } from "./sms-keys";
import { smsBase } from "./sms-queries";

/** Money moved: the header balance (billing's service-info) and the records are stale. */
function useAfterCharge(unionSeq: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingKeys.serviceInfo(unionSeq) }),
      queryClient.invalidateQueries({ queryKey: smsKeys.records(unionSeq) }),
      queryClient.invalidateQueries({ queryKey: smsKeys.sentBox(unionSeq) }),
    ]);
}

export type SendVariables = { body: SendSmsInput; images: readonly File[] };

/** POST sms/cost/calculate: the same multipart as the send; totalCount and totalCost. */
export function useSmsCostMutation(unionSeq: number) {
  return useMutation({
    mutationFn: ({ body, images }: SendVariables) =>
      http.postMultipart<SmsCost>(`${smsBase(unionSeq)}/sms/cost/calculate`, smsFormDataOf(body, images)),
  });
}

/**
 * POST /v1/check/external-system-maintenance (SMS_SEND): resolves to the message to show when the
 * text gateway is in maintenance, else null.
 */
export async function smsMaintenanceMessage(): Promise<string | null> {
  const status = await http.post<MaintenanceStatus>("/v1/check/external-system-maintenance", { type: "SMS_SEND" });
  return status.isUnderMaintenance ? status.message || maintenanceMessage("SMS_SEND") : null;
}

/** POST sms with the wizard's Idempotency-Key; then the balance refreshes. */
export function useSendSmsMutation(unionSeq: number) {
  const afterCharge = useAfterCharge(unionSeq);
  return useMutation({
    mutationFn: ({ body, images, idempotencyKey }: SendVariables & { idempotencyKey: string }) =>
      http.postMultipart<SendSmsResult>(`${smsBase(unionSeq)}/sms`, smsFormDataOf(body, images), {
        headers: { "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: async () => {
      notifySuccess(SMS_MESSAGES.sent);
      await afterCharge();
    },
  });
}

/** POST sms/{smsId}/resend: the failed recipients again, charged again. */
export function useResendMutation(unionSeq: number, smsId: number) {
  const afterCharge = useAfterCharge(unionSeq);
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      http.post<SendSmsResult>(`${smsBase(unionSeq)}/sms/${smsId}/resend`, undefined, {
        headers: { "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: async () => {
      notifySuccess(SMS_MESSAGES.resent);
      await afterCharge();
    },
  });
}

/** POST sms/cancel {smsId}: a scheduled message still waiting; the charge is refunded. */
export function useCancelSmsMutation(unionSeq: number) {
  const afterCharge = useAfterCharge(unionSeq);
  return useMutation({
    mutationFn: (smsId: number) => http.post(`${smsBase(unionSeq)}/sms/cancel`, { smsId }),
    onSuccess: async () => {
      notifySuccess(SMS_MESSAGES.cancelled);
      await afterCharge();
    },
  });
}

/** DELETE sent-sms/{smsId}: the sent-box entry. */
export function useDeleteSentSmsMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (smsId: number) => http.delete(`${smsBase(unionSeq)}/sent-sms/${smsId}`),
    onSuccess: async () => {
      notifySuccess(SMS_MESSAGES.sentBoxDeleted);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: smsKeys.records(unionSeq) }),
        queryClient.invalidateQueries({ queryKey: smsKeys.sentBox(unionSeq) }),
      ]);
    },
  });
}

/** POST /v1/files (division CALLING_NUMBER): one caller document; the answer carries its fileSeq. */
export async function uploadCallerFile(file: File): Promise<StoredFile> {
  const form = new FormData();
  form.append("divisionCode", "CALLING_NUMBER");
  form.append("files", file, file.name);
  const [stored] = await http.postMultipart<StoredFile[]>("/v1/files", form);
  if (!stored) throw new Error("파일을 업로드하지 못했습니다.");
  return stored;
}

export function useCreateCallerMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSmsCallerBody) => http.post<SmsCaller>(`${smsBase(unionSeq)}/sms-callers`, body),
    onSuccess: async () => {
      notifySuccess(SMS_MESSAGES.callerRegistered);
      await queryClient.invalidateQueries({ queryKey: smsKeys.callers(unionSeq) });
    },
  });
}

export function useDeleteCallersMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteSmsCallersBody) => http.delete(`${smsBase(unionSeq)}/sms-callers`, body),
    onSuccess: async () => {
      notifySuccess(SMS_MESSAGES.callerDeleted);
      await queryClient.invalidateQueries({ queryKey: smsKeys.callers(unionSeq) });
    },
  });
}

/** POST /ai/sms-completions {memberSeq, unionSeq, query}: the draft is `data.content`. */
export function useAiCompletionMutation() {
  return useMutation({
    meta: { isErrorHandled: true },
    mutationFn: (body: { memberSeq: number; unionSeq: number; query: string }) =>
      http.post<AiSmsCompletion>("/ai/sms-completions", body),
  });
}
