import {
  type CreateMeetBody,
  type CreateMeetResult,
  FILE_DIVISIONS,
  MEET_OPEN_MESSAGES,
  type MeetCost,
  type MeetMethod,
  type MeetRegisterCandidate,
  type OpenType,
} from "@johap/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { errorEnvelopeOf } from "../../../../lib/envelope";
import { getPaged, http } from "../../../../lib/http";
import { HttpError } from "../../../../lib/http-error";
import { notifySuccess } from "../../../../lib/notify";
import { queryString } from "../../../../lib/query-string";

export const unionHeader = (unionSeq: number) => ({ "Union-Seq": String(unionSeq) });

export type CandidatePaging = { page: number; pageSize: number };

export const meetsOpenKeys = {
  all: (unionSeq: number) => ["meetings", unionSeq, "open"] as const,
  candidates: (unionSeq: number, openType: OpenType, name: string, paging: CandidatePaging) =>
    [...meetsOpenKeys.all(unionSeq), "register-candidates", openType, name, paging] as const,
  cost: (unionSeq: number, meetMethod: MeetMethod, seqs: readonly number[]) =>
    [...meetsOpenKeys.all(unionSeq), "cost", meetMethod, seqs] as const,
};

/** GET /v1/meets/register-candidates: a page of the register's owners (대의원회 delegates, 이사회 directors). */
export const meetCandidatesQuery = (unionSeq: number, openType: OpenType, name: string, paging: CandidatePaging) =>
  queryOptions({
    queryKey: meetsOpenKeys.candidates(unionSeq, openType, name, paging),
    queryFn: ({ signal }) =>
      getPaged<MeetRegisterCandidate>(
        `/v1/meets/register-candidates${queryString({ openType, name, ...paging })}`,
        signal,
        unionHeader(unionSeq),
      ),
    placeholderData: keepPreviousData,
  });

/** POST /v1/meets/cost/calculate: what opening costs (step 3). */
export const meetCostQuery = (unionSeq: number, meetMethod: MeetMethod, unionRegisterSeqs: readonly number[]) =>
  queryOptions({
    queryKey: meetsOpenKeys.cost(unionSeq, meetMethod, unionRegisterSeqs),
    queryFn: ({ signal }) =>
      http.post<MeetCost>(
        "/v1/meets/cost/calculate",
        { unionSeq, meetMethod, unionRegisterSeqs },
        { signal, headers: unionHeader(unionSeq) },
      ),
  });

/** POST /v1/meets with its Idempotency-Key (a retry of the same opening answers the first meeting). */
export function useOpenMeetMutation(unionSeq: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateMeetBody; idempotencyKey: string }) =>
      http.post<CreateMeetResult>(
        "/v1/meets",
        { ...body, unionSeq },
        { headers: { ...unionHeader(unionSeq), "Idempotency-Key": idempotencyKey } },
      ),
    onSuccess: async () => {
      notifySuccess(MEET_OPEN_MESSAGES.openDone);
      await queryClient.invalidateQueries({ queryKey: ["meetings", unionSeq] });
    },
  });
}

type SignedUrl = { fileSeq: number; fileName: string; url: string; method: "PUT"; expiresAt: string };
export const MEET_FILE_MAX_BYTES = FILE_DIVISIONS.MEET.maxBytes;
const UPLOAD_FAILED = "파일 업로드에 실패했습니다. 다시 시도해 주세요.";

const contentTypeOf = (file: File) =>
  file.type || (/\.pdf$/i.test(file.name) ? "application/pdf" : /\.png$/i.test(file.name) ? "image/png" : "image/jpeg");

/**
 * A meeting file (notice, written resolution, agenda attachment, candidate image) through a signed URL:
 * POST /v2/generate/upload-signed-urls (division MEET), then the PUT of the bytes. Answers the file's seq.
 */
export async function uploadMeetFile(unionSeq: number, file: File): Promise<number> {
  const contentType = contentTypeOf(file);
  const [signed] = await http.post<SignedUrl[]>(
    "/v2/generate/upload-signed-urls",
    { divisionCode: "MEET", files: [{ fileName: file.name, contentType, size: file.size }] },
    { headers: unionHeader(unionSeq) },
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
