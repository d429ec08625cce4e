import {
  type ConsentCertificateDownloadBody,
  type ConsentCertificateRequestBody,
  type ConsentCertificateRequestResult,
  type ConsentStorageExtension,
  type ConsentStorageExtensionBody,
  consentCertificateFileName,
} from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { http, postDownload } from "../../../../lib/http";
import { saveResponse } from "../../../../lib/save-blob";
import { billingKeys } from "../../../billing";
import { unionHeader } from "../../api/consents-queries";
import { consentCertificatesKeys } from "./consent-certificates-keys";
import { CERTIFICATES_PATH } from "./consent-certificates-queries";

// Spec 02 §8: a failed write shows the server's message as a red snackbar (the query client's mutation cache).

/** POST .../certificates (0 won; Idempotency-Key so a retry never requests twice). */
export function useRequestConsentCertificates(unionSeq: number, consentSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ConsentCertificateRequestBody; idempotencyKey: string }) =>
      http.post<ConsentCertificateRequestResult>(CERTIFICATES_PATH, body, {
        headers: { ...unionHeader(unionSeq), "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consentCertificatesKeys.consent(unionSeq, consentSeq) }),
        queryClient.invalidateQueries({ queryKey: consentCertificatesKeys.lists(unionSeq) }),
      ]),
  });
}

/**
 * 증명서 다운로드: one PDF (or a zip of several) saved under the server's name (전자 문서 증명서_{yyyyMMddHHmmss}),
 * then the downloads recorded (download-status), as the spec's calls do.
 */
export function useDownloadConsentCertificates(unionSeq: number, consentSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ConsentCertificateDownloadBody) => {
      const response = await postDownload(`${CERTIFICATES_PATH}/download`, unionHeader(unionSeq), body);
      const stamp = dayjs().format("YYYYMMDDHHmmss");
      await saveResponse(response, consentCertificateFileName(stamp, body.recipientSeqs.length > 1));
      await http.post(`${CERTIFICATES_PATH}/download-status`, body, { headers: unionHeader(unionSeq) });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentCertificatesKeys.consent(unionSeq, consentSeq) }),
  });
}

/** POST /v2/electronic-consents/{consentSeq}/certificate-extensions (charged; Idempotency-Key). */
export function useExtendConsentStorage(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      consentSeq,
      body,
      idempotencyKey,
    }: {
      consentSeq: number;
      body: ConsentStorageExtensionBody;
      idempotencyKey: string;
    }) =>
      http.post<ConsentStorageExtension>(`/v2/electronic-consents/${consentSeq}/certificate-extensions`, body, {
        headers: { ...unionHeader(unionSeq), "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consentCertificatesKeys.lists(unionSeq) }),
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
      ]),
  });
}
