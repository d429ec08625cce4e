import { z } from "zod";
import { PagingQuerySchema, UnionSeqParamsSchema } from "../platform/envelope";
import { cleanText, requiredText } from "../platform/text";
import { ListRegistersQuerySchema } from "../register/register.requests";
import {
  POST_MESSAGES as M,
  POST_COLOR_TYPES,
  POST_DEFAULTS,
  POST_FLEX_TYPES,
  POST_LIMITS,
  POST_TYPES,
} from "./posts.constants";
import { isValidRecipientPhone, isValidSenderPhone } from "./posts.rules";

export const PostSenderBodySchema = z.object({
  name: requiredText(M.senderNameRequired).max(POST_LIMITS.senderNameMax, M.senderNameRequired),
  phoneNo: requiredText(M.senderPhoneRequired).refine(isValidSenderPhone, { message: M.senderPhoneRequired }),
  address: requiredText(M.senderAddressRequired),
  detailAddress: cleanText().max(100).default(""),
  zipNo: requiredText(M.senderZipRequired).max(10),
});
export type PostSenderBody = z.input<typeof PostSenderBodySchema>;

/** A letter's address (spec §3 Recipient address {address, detailAddress, zipNo}). */
export const PostAddressBodySchema = z.object({
  address: requiredText(M.recipientAddress).max(200, M.recipientAddress),
  detailAddress: cleanText().max(100).default(""),
  zipNo: requiredText(M.recipientZip).max(10, M.recipientZip),
});

/** One recipient: an owner of the register (unionRegisterSeq) or typed in (null). */
export const PostRecipientBodySchema = z.object({
  unionRegisterSeq: z.number().int().positive().nullable().default(null),
  registerNo: cleanText().max(20).default(""),
  name: requiredText(M.recipientName).max(POST_LIMITS.recipientNameMax, M.recipientName),
  phoneNo: cleanText().default("").refine(isValidRecipientPhone, { message: M.recipientPhone }),
  address: PostAddressBodySchema,
});
export type PostRecipientBody = z.input<typeof PostRecipientBodySchema>;
export type PostRecipientInput = z.output<typeof PostRecipientBodySchema>;

/**
 * `POST posts` and `POST posts/cost/calculate` (spec §7: sender fields, file, recipients, type options). `fileSeqs`
 * are the letter's documents in order: the files of the chosen forms (post-forms) and signed uploads (division
 * POST), png or pdf, names not repeated.
 */
export const SendPostBodySchema = z.object({
  sender: PostSenderBodySchema,
  postType: z.enum(POST_TYPES, { error: M.postTypeRequired }).default(POST_DEFAULTS.postType),
  colorType: z.enum(POST_COLOR_TYPES, { error: M.colorTypeRequired }).default(POST_DEFAULTS.colorType),
  flexType: z.enum(POST_FLEX_TYPES, { error: M.flexTypeRequired }).default(POST_DEFAULTS.flexType),
  fileSeqs: z
    .array(z.number().int().positive(), { error: M.fileRequired })
    .min(1, M.fileRequired)
    .max(POST_LIMITS.maxDocuments, M.tooManyDocuments),
  recipients: z
    .array(PostRecipientBodySchema, { error: M.noRecipients })
    .min(1, M.noRecipients)
    .max(POST_LIMITS.maxRecipients, M.tooManyRecipients),
});
export type SendPostBody = z.input<typeof SendPostBodySchema>;
export type SendPostInput = z.output<typeof SendPostBodySchema>;

export const ListPostsQuerySchema = PagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(POST_LIMITS.pageSize),
});
export const ListPostRecipientsQuerySchema = PagingQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(1000).default(POST_LIMITS.pageSize),
});
export const PostParamsSchema = UnionSeqParamsSchema.extend({ postSeq: z.coerce.number().int().positive() });

/** `POST posts/{postSeq}/resend`: the letters to send again; none named: every one not delivered and not resent. */
export const ResendPostBodySchema = z
  .object({ postRecipientSeqs: z.array(z.number().int().positive()).max(POST_LIMITS.maxRecipients).optional() })
  .default({});

/** `POST post-forms {fileSeq, formName}` (서식저장). */
export const SavePostFormBodySchema = z.object({
  fileSeq: z.number({ error: M.fileRequired }).int().positive(),
  formName: requiredText(M.formNameRequired).max(POST_LIMITS.formNameMax, M.formNameTooLong),
});
export type SavePostFormBody = z.input<typeof SavePostFormBodySchema>;

/** `DELETE post-forms {postFormSeqs}`. */
export const DeletePostFormsBodySchema = z.object({
  postFormSeqs: z
    .array(z.number().int().positive(), { error: M.formsToDeleteRequired })
    .min(1, M.formsToDeleteRequired),
});

/** GET posts/recipients (ours, as sms/recipients under M0405): the register's filters, an address text, paging. */
export const PostRecipientsQuerySchema = ListRegistersQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(POST_LIMITS.maxRecipients).default(10),
  address: z.string().max(100).optional(),
});
export type PostRecipientsQuery = z.infer<typeof PostRecipientsQuerySchema>;
