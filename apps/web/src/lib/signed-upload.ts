import type { FileDivisionCode } from "@johap/contracts";
import { errorEnvelopeOf } from "./envelope";
import { http } from "./http";
import { HttpError } from "./http-error";

type SignedUrl = { fileSeq: number; fileName: string; url: string; method: "PUT"; expiresAt: string };

/**
 * One file through a signed URL: POST /v2/generate/upload-signed-urls for its division (the server refuses a
 * size over the division's limit with its Korean message), then the PUT of the bytes, checked by content there.
 * Answers the file's seq. `failMessage` is shown when the store answers without a message.
 */
export async function uploadSigned(opts: {
  unionSeq: number;
  divisionCode: FileDivisionCode;
  file: File;
  contentType: string;
  failMessage: string;
}): Promise<number> {
  const { file } = opts;
  const [signed] = await http.post<SignedUrl[]>(
    "/v2/generate/upload-signed-urls",
    {
      divisionCode: opts.divisionCode,
      files: [{ fileName: file.name, contentType: opts.contentType, size: file.size }],
    },
    { headers: { "Union-Seq": String(opts.unionSeq) } },
  );
  if (!signed) throw new HttpError({ status: 0, code: null, message: opts.failMessage, isNotified: false });
  const response = await fetch(signed.url, {
    method: signed.method,
    headers: { "Content-Type": opts.contentType },
    body: file,
  });
  if (!response.ok) {
    const envelope = errorEnvelopeOf(await response.json().catch(() => null));
    throw new HttpError({
      status: response.status,
      code: envelope?.code ?? null,
      message: envelope?.message || opts.failMessage,
      isNotified: false,
    });
  }
  return signed.fileSeq;
}
