import {
  type CreateElectronicDocumentBody,
  type CreateElectronicDocumentResult,
  type ElectronicDocumentCost,
  EPOST_MESSAGES,
  type SendElectronicDocumentResult,
} from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { notifySuccess } from "../../../lib/notify";
import { uploadSigned } from "../../../lib/signed-upload";
import { epostsKeys } from "./e-posts-keys";
import { epostsBase } from "./e-posts-queries";

const UPLOAD_FAILED = "문서 업로드에 실패했습니다. 다시 시도해 주세요.";

/** The PDFs through signed URLs (division UNION_ELECTRONIC_DOCUMENT), in order; answers their fileSeqs. */
export async function uploadEpostDocuments(unionSeq: number, files: readonly File[]): Promise<number[]> {
  const seqs: number[] = [];
  for (const file of files) {
    seqs.push(
      await uploadSigned({
        unionSeq,
        divisionCode: "UNION_ELECTRONIC_DOCUMENT",
        file,
        contentType: "application/pdf",
        failMessage: UPLOAD_FAILED,
      }),
    );
  }
  return seqs;
}

export type CreateEpostInput = Omit<CreateElectronicDocumentBody, "documents"> & {
  files: readonly File[];
  /** A resumed TEMP draft (saved again with PUT) and the documents it keeps. */
  draftSeq?: number | null;
  keptFileSeqs?: readonly number[];
};

/**
 * Uploads the new documents, then POST electronic-documents (생성 or 임시저장), or PUT electronic-documents/{id}
 * for a resumed draft; the list is stale after it.
 */
export function useCreateEpostMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, draftSeq, keptFileSeqs = [], ...body }: CreateEpostInput) => {
      const documents = [...keptFileSeqs, ...(await uploadEpostDocuments(unionSeq, files))];
      return draftSeq
        ? http.put<CreateElectronicDocumentResult>(`${epostsBase(unionSeq)}/${draftSeq}`, { ...body, documents })
        : http.post<CreateElectronicDocumentResult>(epostsBase(unionSeq), { ...body, documents });
    },
    onSuccess: async (result) => {
      notifySuccess(result.documentStatus === "TEMP" ? EPOST_MESSAGES.tempSaved : EPOST_MESSAGES.created);
      await queryClient.invalidateQueries({ queryKey: epostsKeys.union(unionSeq) });
    },
  });
}

/** POST electronic-documents/{id}/cost/calculate. */
export const fetchEpostCost = (unionSeq: number, id: number) =>
  http.post<ElectronicDocumentCost>(`${epostsBase(unionSeq)}/${id}/cost/calculate`, {});

/** POST electronic-documents/{id}/send (now, or at scheduledAt) with the dialog's Idempotency-Key. */
export function useSendEpostMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scheduledAt, key }: { id: number; scheduledAt: string | null; key: string }) =>
      http.post<SendElectronicDocumentResult>(
        `${epostsBase(unionSeq)}/${id}/send`,
        { scheduledAt },
        { headers: { "Idempotency-Key": key } },
      ),
    onSuccess: async () => {
      notifySuccess(EPOST_MESSAGES.sent);
      await queryClient.invalidateQueries({ queryKey: epostsKeys.union(unionSeq) });
    },
  });
}
