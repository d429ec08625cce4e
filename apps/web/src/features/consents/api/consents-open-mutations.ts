import {
  CONSENT_MESSAGES,
  CONSENT_OPEN_MESSAGES,
  type CreateConsentBody,
  type ElectronicConsent,
  FILE_DIVISIONS,
  type UpdateConsentBody,
} from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorEnvelopeOf } from "../../../lib/envelope";
import { http } from "../../../lib/http";
import { HttpError } from "../../../lib/http-error";
import { notifySuccess } from "../../../lib/notify";
import { consentsKeys } from "./consents-keys";
import { consentPath, consentsBase, unionHeader } from "./consents-queries";

type SignedUrl = { fileSeq: number; fileName: string; url: string; method: "PUT"; expiresAt: string };

/** The guide PDF's limit (the CONSENT division's), refused before a URL is asked for. */
export const GUIDE_MAX_BYTES = FILE_DIVISIONS.CONSENT.maxBytes;
export const GUIDE_TOO_LARGE = FILE_DIVISIONS.CONSENT.tooLargeMessage;

/**
 * The guide PDF through a signed URL (spec 02 §7): POST /v2/generate/upload-signed-urls (division CONSENT),
 * then the PUT of the bytes to that URL. Answers the file's seq, which the consent names.
 */
export async function uploadGuidePdf(unionSeq: number, file: File): Promise<number> {
  const [signed] = await http.post<SignedUrl[]>(
    "/v2/generate/upload-signed-urls",
    { divisionCode: "CONSENT", files: [{ fileName: file.name, contentType: "application/pdf", size: file.size }] },
    { headers: unionHeader(unionSeq) },
  );
  if (!signed)
    throw new HttpError({ status: 0, code: null, message: CONSENT_OPEN_MESSAGES.guideUploadFailed, isNotified: false });
  const response = await fetch(signed.url, {
    method: signed.method,
    headers: { "Content-Type": "application/pdf" },
    body: file,
  });
  if (!response.ok) {
    const envelope = errorEnvelopeOf(await response.json().catch(() => null));
    throw new HttpError({
      status: response.status,
      code: envelope?.code ?? null,
      message: envelope?.message || CONSENT_OPEN_MESSAGES.guideUploadFailed,
      isNotified: false,
    });
  }
  return signed.fileSeq;
}

/** POST /v2/electronic-consents (생성); the board's columns are stale after it. */
export function useCreateConsentMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateConsentBody) =>
      http.post<ElectronicConsent>(consentsBase, { ...body, unionSeq }, { headers: unionHeader(unionSeq) }),
    onSuccess: async () => {
      notifySuccess(CONSENT_MESSAGES.created);
      await queryClient.invalidateQueries({ queryKey: consentsKeys.lists(unionSeq) });
    },
  });
}

/** Writes the answered consent into its query and refreshes the board. */
function useAfterConsentWrite(unionSeq: number) {
  const queryClient = useQueryClient();
  return async (consent: ElectronicConsent) => {
    queryClient.setQueryData(consentsKeys.consent(unionSeq, consent.consentSeq), consent);
    await queryClient.invalidateQueries({ queryKey: consentsKeys.lists(unionSeq) });
  };
}

/** PUT /v2/electronic-consents/{consentSeq} (확인 of 동의서 정보). */
export function useUpdateConsentMutation(unionSeq: number, consentSeq: number) {
  const afterWrite = useAfterConsentWrite(unionSeq);
  return useMutation({
    mutationFn: (body: UpdateConsentBody) =>
      http.put<ElectronicConsent>(consentPath(consentSeq), { ...body, unionSeq }, { headers: unionHeader(unionSeq) }),
    onSuccess: async (consent) => {
      notifySuccess(CONSENT_MESSAGES.saved);
      await afterWrite(consent);
    },
  });
}

/** POST .../progress-status {COMPLETED} (동의서 종료, irreversible). */
export function useEndConsentMutation(unionSeq: number, consentSeq: number) {
  const afterWrite = useAfterConsentWrite(unionSeq);
  return useMutation({
    mutationFn: () =>
      http.post<ElectronicConsent>(
        `${consentPath(consentSeq)}/progress-status`,
        { progressStatus: "COMPLETED", unionSeq },
        { headers: unionHeader(unionSeq) },
      ),
    onSuccess: async (consent) => {
      notifySuccess(CONSENT_OPEN_MESSAGES.ended);
      await afterWrite(consent);
    },
  });
}
