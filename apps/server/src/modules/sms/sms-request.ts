import { SendSmsBodySchema, type SendSmsInput } from "@johap/contracts";
import type { FastifyRequest } from "fastify";
import { badRequest } from "../../platform/errors";
import { readBytes, readUploads } from "../../platform/uploads";
import type { SmsUpload } from "./sms.service";

const SCALARS = ["outgoingPhoneNo", "sendType", "scheduledAt", "title", "message"] as const;
const JSON_PARTS = ["recipients", "fileSeqs"] as const;
/** A recipients part for 10,000 numbers is about 1 MB; allow room for names. */
const FIELD_LIMIT = 8 * 1024 * 1024;

function parseJsonPart(name: string, text: string) {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(name === "recipients" ? "수신자 목록 형식을 확인해 주세요." : "입력값을 확인해 주세요.");
  }
}

/**
 * Reads `POST sms` and `POST sms/cost/calculate`: multipart (scalar fields, `recipients` and `fileSeqs`
 * as JSON fields or JSON file parts, images as `files` parts) or the same fields as a JSON body.
 * Validates with the contract schema; a 400 carries the first Korean message.
 */
export async function readSendRequest(request: FastifyRequest): Promise<{ input: SendSmsInput; uploads: SmsUpload[] }> {
  const raw: Record<string, unknown> = {};
  const uploads: SmsUpload[] = [];
  if (request.isMultipart()) {
    // Images stream under SMS_IMAGE's limit (300 KB each); JSON file parts are read as fields.
    const form = readUploads(request, {
      division: "SMS_IMAGE",
      maxFiles: 10,
      fieldSize: FIELD_LIMIT,
      dataParts: { names: JSON_PARTS, maxBytes: FIELD_LIMIT },
    });
    for await (const image of form.files)
      uploads.push({ fileName: image.fileName, bytes: await readBytes(image.stream) });
    for (const [name, value] of form.fields) {
      if ((JSON_PARTS as readonly string[]).includes(name)) raw[name] = parseJsonPart(name, value);
      else if ((SCALARS as readonly string[]).includes(name)) raw[name] = value;
    }
  } else if (request.body && typeof request.body === "object") {
    const body = request.body as Record<string, unknown>;
    for (const key of [...SCALARS, ...JSON_PARTS]) if (key in body) raw[key] = body[key];
  }
  if (raw.scheduledAt === "") raw.scheduledAt = null;
  const fileSeqs = Array.isArray(raw.fileSeqs) ? raw.fileSeqs.length : 0;
  const parsed = SendSmsBodySchema.safeParse({ ...raw, imageCount: uploads.length + fileSeqs });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "입력값을 확인해 주세요.");
  return { input: parsed.data, uploads };
}
