import { type Archive, type ArchiveBody, ARCHIVE_MESSAGES as M } from "@johap/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorEnvelopeOf } from "../../../lib/envelope";
import { http } from "../../../lib/http";
import { HttpError, isNotifiedError } from "../../../lib/http-error";
import { notifyError, notifySuccess } from "../../../lib/notify";
import { downloadFile } from "../../../lib/save-blob";
import { ARCHIVES_TEXTS as T } from "../archives-labels";
import { archivesKeys } from "./archives-keys";
import { archiveFilePath, archivePath, archivesBase } from "./archives-queries";

type SignedUrl = { fileSeq: number; fileName: string; url: string; method: "PUT"; expiresAt: string };

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  mp4: "video/mp4",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  hwp: "application/x-hwp",
};
const contentTypeOf = (file: File) =>
  file.type || CONTENT_TYPES[file.name.split(".").pop()?.toLowerCase() ?? ""] || "application/octet-stream";

/**
 * The chosen files through signed URLs (spec 04 §7: division UNION_BOARD): one call for the URLs, then a PUT
 * of each file's bytes. Answers their fileSeqs in the order chosen.
 */
export async function uploadArchiveFiles(unionSeq: number, files: readonly File[]): Promise<number[]> {
  if (files.length === 0) return [];
  const signed = await http.post<SignedUrl[]>(
    "/v2/generate/upload-signed-urls",
    {
      divisionCode: "UNION_BOARD",
      files: files.map((file) => ({ fileName: file.name, contentType: contentTypeOf(file), size: file.size })),
    },
    { headers: { "Union-Seq": String(unionSeq) } },
  );
  for (const [index, file] of files.entries()) {
    const target = signed[index];
    if (!target) throw new HttpError({ status: 0, code: null, message: T.uploadFailed, isNotified: false });
    const response = await fetch(target.url, {
      method: target.method,
      headers: { "Content-Type": contentTypeOf(file) },
      body: file,
    });
    if (!response.ok) {
      const envelope = errorEnvelopeOf(await response.json().catch(() => null));
      throw new HttpError({
        status: response.status,
        code: envelope?.code ?? null,
        message: envelope?.message || T.uploadFailed,
        isNotified: false,
      });
    }
  }
  return signed.map((target) => target.fileSeq);
}

/** Spec 04 §8: a failed save or delete says 등록 실패했습니다. unless the server told why. */
const onError = (error: unknown) => {
  if (isNotifiedError(error)) return;
  notifyError(error instanceof HttpError && error.message ? error.message : M.saveFailed);
};

export type ArchiveSave = { body: ArchiveBody; newFiles: readonly File[] };

export function useCreateArchiveMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    onError,
    mutationFn: async ({ body, newFiles }: ArchiveSave) => {
      const uploaded = await uploadArchiveFiles(unionSeq, newFiles);
      return http.post<Archive>(archivesBase(unionSeq), { ...body, fileSeqs: [...(body.fileSeqs ?? []), ...uploaded] });
    },
    onSuccess: async () => {
      notifySuccess(M.registered);
      await queryClient.invalidateQueries({ queryKey: archivesKeys.union(unionSeq) });
    },
  });
}

export function useModifyArchiveMutation(unionSeq: number, archiveSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    onError,
    mutationFn: async ({ body, newFiles }: ArchiveSave) => {
      const uploaded = await uploadArchiveFiles(unionSeq, newFiles);
      return http.put<Archive>(archivePath(unionSeq, archiveSeq), {
        ...body,
        fileSeqs: [...(body.fileSeqs ?? []), ...uploaded],
      });
    },
    onSuccess: async (saved) => {
      notifySuccess(M.modified);
      queryClient.setQueryData(archivesKeys.detail(unionSeq, archiveSeq), saved);
      await queryClient.invalidateQueries({ queryKey: archivesKeys.union(unionSeq) });
    },
  });
}

export function useDeleteArchiveMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    onError,
    mutationFn: (archiveSeq: number) => http.delete<{ archiveSeq: number }>(archivePath(unionSeq, archiveSeq)),
    onSuccess: async (_data, archiveSeq) => {
      notifySuccess(M.deleted);
      queryClient.removeQueries({ queryKey: archivesKeys.detail(unionSeq, archiveSeq) });
      await queryClient.invalidateQueries({ queryKey: archivesKeys.union(unionSeq) });
    },
  });
}

/** Downloads an entry's file (the server logs it), then refreshes the entry so its history shows it. */
export function useDownloadArchiveFileMutation(unionSeq: number, archiveSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileSeq, originName }: { fileSeq: number; originName: string }) =>
      downloadFile(archiveFilePath(unionSeq, archiveSeq, fileSeq), originName),
    onError: (error) => {
      if (!isNotifiedError(error)) notifyError(M.downloadFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: archivesKeys.detail(unionSeq, archiveSeq) }),
  });
}
