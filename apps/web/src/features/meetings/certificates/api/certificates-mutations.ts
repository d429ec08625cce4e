import {
  type CertificateCost,
  type CertificateDownloadBody,
  type CertificateRequestBody,
  type CertificateRequestResult,
  certificateZipName,
  type JointBook,
  type JointBookRequestBody,
  type OnlineCertificatePatchBody,
  type StorageExtensionBody,
  type StorageExtensionResult,
} from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { http, patchDownload, postDownload } from "../../../../lib/http";
import { saveResponse } from "../../../../lib/save-blob";
import { billingKeys } from "../../../billing";
import { meetsKeys } from "../../detail/api/meet-keys";
import { meetPath, unionHeader } from "../../detail/api/meet-queries";
import { certificatesKeys } from "./certificates-keys";
import { certificateMeetsBase, certificatesPath, jointBookPath, onlineCertificatesPath } from "./certificates-queries";

// Spec 03 §8: a failed write shows the server's message as a red snackbar (the query client's mutation cache).

/** POST /v1/meets/{meetSeq}/joint-book: 연명부 신청 (the roster is made by a job). */
export function useRequestJointBook(unionSeq: number, meetSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JointBookRequestBody) =>
      http.post<JointBook>(jointBookPath(meetSeq), body, { headers: unionHeader(unionSeq) }),
    onSuccess: (jointBook) => queryClient.setQueryData(certificatesKeys.jointBook(unionSeq, meetSeq), jointBook),
  });
}

/** POST /v1/certificate-meets/{meetSeq}/password/verify: the list's password prompt (M1005). */
export function useVerifyCertificateMeetPassword(unionSeq: number) {
  return useMutation({
    mutationFn: ({ meetSeq, password }: { meetSeq: number; password: string }) =>
      http.post<{ verified: true }>(
        `${certificateMeetsBase}/${meetSeq}/password/verify`,
        { password },
        { headers: unionHeader(unionSeq) },
      ),
    // The prompt shows the message under its field.
    meta: { isErrorHandled: true },
  });
}

/** POST .../certificates/cost/calculate: what issuing to the voters costs (no charge). */
export function useCertificateCost(unionSeq: number, meetSeq: number) {
  return useMutation({
    mutationFn: (body: CertificateRequestBody) =>
      http.post<CertificateCost>(`${certificatesPath(meetSeq)}/cost/calculate`, body, {
        headers: unionHeader(unionSeq),
      }),
  });
}

/** A charged request: the meeting's certificate reads and the balance are stale. */
function useAfterCharge(unionSeq: number, meetSeq: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: meetsKeys.meet(unionSeq, meetSeq) }),
      queryClient.invalidateQueries({ queryKey: certificatesKeys.lists(unionSeq) }),
      queryClient.invalidateQueries({ queryKey: billingKeys.all }),
    ]);
}

/** POST .../certificates (Idempotency-Key: a retry never charges twice). */
export function useRequestCertificates(unionSeq: number, meetSeq: number) {
  const after = useAfterCharge(unionSeq, meetSeq);
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CertificateRequestBody; idempotencyKey: string }) =>
      http.post<CertificateRequestResult>(certificatesPath(meetSeq), body, {
        headers: { ...unionHeader(unionSeq), "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: after,
  });
}

/** POST .../certificate-extensions (Idempotency-Key): 5 more years of storage, charged. */
export function useExtendStorage(unionSeq: number, meetSeq: number) {
  const after = useAfterCharge(unionSeq, meetSeq);
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: StorageExtensionBody; idempotencyKey: string }) =>
      http.post<StorageExtensionResult>(`${meetPath(meetSeq)}/certificate-extensions`, body, {
        headers: { ...unionHeader(unionSeq), "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: after,
  });
}

/** POST .../certificates/download: the chosen files as one zip, saved under the server's name. */
export function useDownloadCertificates(unionSeq: number, meetSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CertificateDownloadBody) => {
      const response = await postDownload(`${certificatesPath(meetSeq)}/download`, unionHeader(unionSeq), body);
      await saveResponse(response, certificateZipName(body.certificateType, dayjs().format("YYYYMMDDHHmmss")));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificatesKeys.certificates(unionSeq, meetSeq) }),
  });
}

/** PATCH …/participants/certificates/online status APPLY (Idempotency-Key: a retry never charges twice). */
export function useApplyOnlineCertificates(unionSeq: number, meetSeq: number) {
  const after = useAfterCharge(unionSeq, meetSeq);
  return useMutation({
    mutationFn: ({ certificateIds, idempotencyKey }: { certificateIds: number[]; idempotencyKey: string }) =>
      http.patch<CertificateRequestResult>(
        onlineCertificatesPath(meetSeq),
        { certificateIds, status: "APPLY" } satisfies OnlineCertificatePatchBody,
        { headers: { ...unionHeader(unionSeq), "Idempotency-Key": idempotencyKey } },
      ),
    onSuccess: after,
  });
}

/** PATCH …/participants/certificates/online status DOWNLOAD: the made ones as one zip (marked DOWNLOADED). */
export function useDownloadOnlineCertificates(unionSeq: number, meetSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (certificateIds: number[]) => {
      const body: OnlineCertificatePatchBody = { certificateIds, status: "DOWNLOAD" };
      const response = await patchDownload(onlineCertificatesPath(meetSeq), unionHeader(unionSeq), body);
      await saveResponse(response, certificateZipName("ONLINE", dayjs().format("YYYYMMDDHHmmss")));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificatesKeys.certificates(unionSeq, meetSeq) }),
  });
}
