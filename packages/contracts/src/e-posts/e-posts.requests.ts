import { z } from "zod";
import { cleanText } from "../platform/text";
import {
  EPOST_PAGE_SIZE,
  EPOST_SEND_METHODS,
  EPOST_SIGNATURE_EXPIRE_HOURS,
  EPOST_TITLE_MAX,
  EPOST_MESSAGES as M,
  MAX_EPOST_DOCUMENTS,
  MAX_EPOST_RECIPIENTS,
} from "./e-posts.constants";

const futureOrNull = (value: string | null, ctx: z.RefinementCtx, path: string) => {
  if (value === null) return;
  const at = Date.parse(value);
  if (Number.isNaN(at) || at <= Date.now()) ctx.addIssue({ code: "custom", path: [path], message: M.scheduledAtPast });
};

/**
 * POST electronic-documents (spec 04 §7: title, documents, unionRegisterSeqs, scheduledAt, sendMethod,
 * signatureExpireIn, isScheduled). `isTemp` (ours) saves a draft: title and documents may still be empty, and
 * the post is TEMP (not sendable) until created again in full. Without it every rule of §5 applies.
 */
export const CreateElectronicDocumentBodySchema = z
  .object({
    title: cleanText().max(EPOST_TITLE_MAX, M.invalidForm).default(""),
    documents: z
      .array(z.number({ error: M.attachmentRequired }).int().positive(M.attachmentRequired))
      .max(MAX_EPOST_DOCUMENTS, M.invalidForm)
      .default([]),
    unionRegisterSeqs: z
      .array(z.number().int().positive(), { error: M.recipientsRequired })
      .max(MAX_EPOST_RECIPIENTS, M.recipientsMax),
    scheduledAt: z.string().trim().nullable().default(null),
    sendMethod: z.enum(EPOST_SEND_METHODS, { error: M.sendMethod }).default("KAKAO_PAY"),
    signatureExpireIn: z
      .number({ error: M.signatureExpireIn })
      .int(M.signatureExpireIn)
      .min(1, M.signatureExpireIn)
      .max(EPOST_SIGNATURE_EXPIRE_HOURS, M.signatureExpireIn)
      .default(EPOST_SIGNATURE_EXPIRE_HOURS),
    isScheduled: z.boolean().default(false),
    isTemp: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (!body.isTemp) {
      if (body.unionRegisterSeqs.length === 0) {
        ctx.addIssue({ code: "custom", path: ["unionRegisterSeqs"], message: M.recipientsRequired });
      }
      if (body.documents.length === 0)
        ctx.addIssue({ code: "custom", path: ["documents"], message: M.documentsRequired });
      if (!body.title) ctx.addIssue({ code: "custom", path: ["title"], message: M.titleRequired });
    }
    if (body.isScheduled) futureOrNull(body.scheduledAt ?? "", ctx, "scheduledAt");
  });
export type CreateElectronicDocumentBody = z.input<typeof CreateElectronicDocumentBodySchema>;
export type CreateElectronicDocumentInput = z.output<typeof CreateElectronicDocumentBodySchema>;

/** POST electronic-documents/{id}/send: now (no body or scheduledAt null), or later at scheduledAt. */
export const SendElectronicDocumentBodySchema = z
  .object({ scheduledAt: z.string().trim().nullable().default(null) })
  .default({ scheduledAt: null })
  .superRefine((body, ctx) => futureOrNull(body.scheduledAt, ctx, "scheduledAt"));
export type SendElectronicDocumentBody = z.input<typeof SendElectronicDocumentBodySchema>;

export const ListElectronicDocumentsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(EPOST_PAGE_SIZE),
});
export const ListElectronicDocumentRecipientsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(MAX_EPOST_RECIPIENTS).default(EPOST_PAGE_SIZE),
});

export const ElectronicDocumentParamsSchema = z.object({
  unionSeq: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
});

/** GET electronic-documents/registers (ours): the recipient step's register rows, by name or number. */
export const ListEpostCandidatesQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(10_000).default(EPOST_PAGE_SIZE),
  name: z.string().trim().max(30).optional(),
  unionRegisterNo: z
    .string()
    .trim()
    .max(11)
    .regex(/^(\d+(-\d+)?)?$/, "일련번호를 확인해 주세요.")
    .optional(),
  /** Only these owners (a group's members). */
  unionRegisterSeqs: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .transform((v) => v.split(",").map(Number))
    .optional(),
});
export type ListEpostCandidatesQuery = z.infer<typeof ListEpostCandidatesQuerySchema>;
