import {
  FILE_DIVISIONS,
  type MaintenanceStatus,
  maintenanceMessage,
  POST_MESSAGES,
  type PostCost,
  type SendPostBody,
  type SendPostResult,
} from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorEnvelopeOf } from "../../../lib/envelope";
import { http } from "../../../lib/http";
import { HttpError } from "../../../lib/http-error";
import { notifySuccess } from "../../../lib/notify";
import { billingKeys } from "../../billing";
import { postsKeys } from "./posts-keys";
import { postsBase } from "./posts-queries";

type SignedUrl = { fileSeq: number; fileName: string; url: string; method: "PUT"; expiresAt: string };

export const POST_FILE_MAX_BYTES = FILE_DIVISIONS.POST.maxBytes;
const UPLOAD_FAILED = "파일을 올리지 못했습니다. 다시 시도해 주세요.";

/** A document through a signed URL (division POST): the URL, then the PUT of the bytes. Answers the fileSeq. */
export async function uploadPostDocument(unionSeq: number, file: File): Promise<number> {
  const contentType = file.type || (file.name.toLowerCase().endsWith(".png") ? "image/png" : "application/pdf");
  const [signed] = await http.post<SignedUrl[]>(
    "/v2/generate/upload-signed-urls",
    { divisionCode: "POST", files: [{ fileName: file.name, contentType, size: file.size }] },
    { headers: { "Union-Seq": String(unionSeq) } },
  );
  if (!signed) throw new HttpError({ status: 0, code: null, message: UPLOAD_FAILED, isNotified: false });
  const response = await fetch(signed.url, {
    method: signed.method,
    headers: { "Content-Type": contentType },
    body: file,
  });
  if (!response.ok) {
    const envelope = errorEnvelopeOf(await response.json().catch(() => null));
    throw new HttpError({
      status: response.status,
      code: envelope?.code ?? null,
      message: envelope?.message || UPLOAD_FAILED,
      isNotified: false,
    });
  }
  return signed.fileSeq;
}

/** POST /v1/check/external-system-maintenance (POST_SEND): the message to show when in maintenance, else null. */
export async function postMaintenanceMessage(): Promise<string | null> {
  const status = await http.post<MaintenanceStatus>("/v1/check/external-system-maintenance", { type: "POST_SEND" });
  return status.isUnderMaintenance ? status.message || maintenanceMessage("POST_SEND") : null;
}

export function usePostCostMutation(unionSeq: number) {
  return useMutation({
    mutationFn: (body: SendPostBody) => http.post<PostCost>(`${postsBase(unionSeq)}/posts/cost/calculate`, body),
  });
}

function useAfterCharge(unionSeq: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingKeys.serviceInfo(unionSeq) }),
      queryClient.invalidateQueries({ queryKey: postsKeys.records(unionSeq) }),
    ]);
}

/** POST posts with the wizard's Idempotency-Key (charged once); then the balance and records refresh. */
export function useSendPostMutation(unionSeq: number) {
  const afterCharge = useAfterCharge(unionSeq);
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SendPostBody; idempotencyKey: string }) =>
      http.post<SendPostResult>(`${postsBase(unionSeq)}/posts`, body, {
        headers: { "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: async () => {
      notifySuccess(POST_MESSAGES.requested);
      await afterCharge();
    },
  });
}

/** POST posts/{postSeq}/resend: the letters not delivered again, charged again. */
export function useResendPostMutation(unionSeq: number, postSeq: number) {
  const afterCharge = useAfterCharge(unionSeq);
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      http.post<SendPostResult>(
        `${postsBase(unionSeq)}/posts/${postSeq}/resend`,
        {},
        {
          headers: { "Idempotency-Key": idempotencyKey },
        },
      ),
    onSuccess: async () => {
      notifySuccess(POST_MESSAGES.approved);
      await afterCharge();
    },
  });
}

/** POST post-forms {fileSeq, formName} (서식저장); the list refreshes. */
export function useSaveFormMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { fileSeq: number; formName: string }) =>
      http.post<{ postFormSeq: number }>(`${postsBase(unionSeq)}/post-forms`, body),
    onSuccess: async () => {
      notifySuccess(POST_MESSAGES.formSaved);
      await queryClient.invalidateQueries({ queryKey: postsKeys.forms(unionSeq) });
    },
  });
}

/** DELETE post-forms {postFormSeqs}. */
export function useDeleteFormsMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postFormSeqs: number[]) =>
      http.delete<{ deletedCount: number }>(`${postsBase(unionSeq)}/post-forms`, { postFormSeqs }),
    onSuccess: async () => {
      notifySuccess(POST_MESSAGES.formDeleted);
      await queryClient.invalidateQueries({ queryKey: postsKeys.forms(unionSeq) });
    },
  });
}
