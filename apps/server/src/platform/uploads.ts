import { pipeline, type Readable } from "node:stream";
import { finished } from "node:stream/promises";
import {
  ERROR_CODES,
  ERROR_MESSAGES,
  FILE_DIVISIONS,
  type FileDivisionCode,
  MAX_DIVISION_BYTES,
} from "@johap/contracts";
import type { FastifyRequest } from "fastify";
import { assertCleanText } from "./clean-input";
import { AppError, badRequest } from "./errors";
import { byteLimit, FileTooLargeError } from "./file-store";

/** 413 with the division's own message, naming its limit ("이미지는 300KB 이하만 첨부 가능합니다."). */
export const fileTooLarge = (division: FileDivisionCode) =>
  new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, FILE_DIVISIONS[division].tooLargeMessage);

/**
 * What @fastify/multipart allows a request that reads its parts without this helper: the largest division.
 * Routes read uploads through `readUploads`, which narrows it to their division.
 */
export const MULTIPART_LIMITS = { fileSize: MAX_DIVISION_BYTES, files: 20, fields: 20 };

/** How a route takes multipart uploads: one division (one size limit and file types) per file. */
export type UploadPolicy = {
  /** The files' division: fixed by the route, or named by a field sent before the files. */
  division: FileDivisionCode | ((fields: ReadonlyMap<string, string>) => FileDivisionCode);
  maxFiles: number;
  tooManyFilesMessage?: string;
  maxFields?: number;
  /** Largest text field in bytes (busboy's default is 1 MB). */
  fieldSize?: number;
  /** File parts that carry form data (JSON) rather than an upload: read into `fields`, up to `maxBytes`. */
  dataParts?: { names: readonly string[]; maxBytes: number };
};

export type UploadPart = { fileName: string; mimeType: string; division: FileDivisionCode; stream: Readable };

/** A part's bytes through a hard limit: past `maxBytes` (or busboy's own limit) the stream fails with `tooLarge`. */
function limited(file: Readable, maxBytes: number, tooLarge: () => Error): Readable {
  const limit = byteLimit(maxBytes, tooLarge);
  file.once("limit", () => limit.destroy(tooLarge()));
  // Errors reach the reader through `limit`; busboy stops at a destroyed part.
  pipeline(file, limit, () => {});
  return limit;
}

/** A part read into memory: only for parts whose limit is small enough to hold (SMS images, the register file). */
export async function readBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const payloadTooLarge = () => new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, ERROR_MESSAGES.PAYLOAD_TOO_LARGE);

function refusal(error: unknown, division: FileDivisionCode | undefined, policy: UploadPolicy): unknown {
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE" || error instanceof FileTooLargeError) {
    return division ? fileTooLarge(division) : payloadTooLarge();
  }
  if (code === "FST_FILES_LIMIT") {
    return badRequest(policy.tooManyFilesMessage ?? `파일은 한 번에 ${policy.maxFiles}개까지 업로드할 수 있습니다.`);
  }
  return error;
}

/**
 * Reads a multipart request as it arrives: text fields into `fields`, and each file part handed over as a
 * stream under its division's byte limit (busboy's `fileSize` is that limit when the route fixes the
 * division). A part over the limit fails with 413 and the division's message as soon as the limit is
 * passed, whatever the reader does with the bytes; nothing is held beyond what the reader keeps. A reader
 * must consume or drop each part before asking for the next; a part left unread is read to its end here.
 */
export function readUploads(
  request: FastifyRequest,
  policy: UploadPolicy,
): { fields: Map<string, string>; files: AsyncGenerator<UploadPart> } {
  const fields = new Map<string, string>();
  const fixed = typeof policy.division === "string" ? policy.division : undefined;
  const dataBytes = policy.dataParts?.maxBytes ?? 0;
  const limits = {
    fileSize: Math.max(fixed ? FILE_DIVISIONS[fixed].maxBytes : MAX_DIVISION_BYTES, dataBytes),
    files: policy.maxFiles,
    fields: policy.maxFields ?? 20,
    ...(policy.fieldSize ? { fieldSize: policy.fieldSize } : {}),
  };
  async function* files(): AsyncGenerator<UploadPart> {
    let division = fixed;
    let isComplete = false;
    try {
      for await (const part of request.parts({ limits })) {
        if (part.type === "field") {
          fields.set(part.fieldname, assertCleanText(String(part.value)));
        } else if (policy.dataParts?.names.includes(part.fieldname)) {
          const bytes = await readBytes(limited(part.file, dataBytes, payloadTooLarge));
          fields.set(part.fieldname, assertCleanText(bytes.toString("utf8")));
        } else {
          const current = fixed ?? (policy.division as (f: ReadonlyMap<string, string>) => FileDivisionCode)(fields);
          division = current;
          const stream = limited(part.file, FILE_DIVISIONS[current].maxBytes, () => fileTooLarge(current));
          yield { fileName: assertCleanText(part.filename), mimeType: part.mimetype, division: current, stream };
          if (!stream.readableEnded) await finished(stream.resume());
        }
      }
      isComplete = true;
    } catch (error) {
      throw refusal(error, division, policy);
    } finally {
      // Refused before the end: what is left of the body is read off the connection and dropped.
      if (!isComplete) request.raw.unpipe().resume();
    }
  }
  return { fields, files: files() };
}
