import { z } from "zod";
import { EPOST_RECIPIENT_STATUSES, EPOST_SEND_METHODS, EPOST_STATUSES } from "./e-posts.constants";

export const EpostStatusSchema = z.enum(EPOST_STATUSES);
export const EpostRecipientStatusSchema = z.enum(EPOST_RECIPIENT_STATUSES);

/** An attached PDF (spec: attachFile {fileSeq, originName}). */
export const EpostAttachFileSchema = z.object({ fileSeq: z.number().int(), originName: z.string() });
export type EpostAttachFile = z.infer<typeof EpostAttachFileSchema>;

/** A row of GET electronic-documents (spec 04 §3 Electronic document). */
export const ElectronicDocumentSchema = z.object({
  electronicDocumentSeq: z.number().int(),
  title: z.string(),
  recipientCount: z.number().int(),
  sentAt: z.string().nullable(),
  documentStatus: EpostStatusSchema,
  isSendable: z.boolean(),
  /** The first document (the list shows one). */
  attachFile: EpostAttachFileSchema.nullable(),
  createdAt: z.string(),
  scheduledAt: z.string().nullable(),
  /** Recipients per status, for the list's progress column. */
  openedCount: z.number().int(),
  completedCount: z.number().int(),
  failCount: z.number().int(),
});
export type ElectronicDocument = z.infer<typeof ElectronicDocumentSchema>;

/** GET electronic-documents/{id}. */
export const ElectronicDocumentDetailSchema = ElectronicDocumentSchema.extend({
  attachFiles: z.array(EpostAttachFileSchema),
  sendMethod: z.enum(EPOST_SEND_METHODS),
  signatureExpireIn: z.number().int(),
  isScheduled: z.boolean(),
  completedAt: z.string().nullable(),
  unitCost: z.number().int(),
  totalCost: z.number().int(),
  refundedCost: z.number().int(),
  counts: z.record(EpostRecipientStatusSchema, z.number().int()),
});
export type ElectronicDocumentDetail = z.infer<typeof ElectronicDocumentDetailSchema>;

/** GET electronic-documents/{id}/recipients (spec 04 §3 Recipient). */
export const ElectronicDocumentRecipientSchema = z.object({
  electronicDocumentRecipientSeq: z.number().int(),
  unionRegisterSeq: z.number().int().nullable(),
  name: z.string(),
  phoneNo: z.string(),
  isAgent: z.boolean(),
  sentAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  status: EpostRecipientStatusSchema,
  failReason: z.string().nullable(),
});
export type ElectronicDocumentRecipient = z.infer<typeof ElectronicDocumentRecipientSchema>;

/** POST electronic-documents: the created post. */
export const CreateElectronicDocumentResultSchema = z.object({
  electronicDocumentSeq: z.number().int(),
  documentStatus: EpostStatusSchema,
  isSendable: z.boolean(),
  recipientCount: z.number().int(),
});
export type CreateElectronicDocumentResult = z.infer<typeof CreateElectronicDocumentResultSchema>;

/** POST electronic-documents/{id}/cost/calculate (spec: data.totalCost). */
export const ElectronicDocumentCostSchema = z.object({
  totalCount: z.number().int(),
  unitCost: z.number().int(),
  totalCost: z.number().int(),
});
export type ElectronicDocumentCost = z.infer<typeof ElectronicDocumentCostSchema>;

/** POST electronic-documents/{id}/send: the charged post. */
export const SendElectronicDocumentResultSchema = z.object({
  electronicDocumentSeq: z.number().int(),
  documentStatus: EpostStatusSchema,
  totalCount: z.number().int(),
  totalCost: z.number().int(),
  scheduledAt: z.string().nullable(),
});
export type SendElectronicDocumentResult = z.infer<typeof SendElectronicDocumentResultSchema>;

/** A register row of the recipient step (spec 04 §3 union register row, the fields the step shows). */
export const EpostCandidateSchema = z.object({
  unionRegisterSeq: z.number().int(),
  unionRegisterNo: z.string(),
  name: z.object({ name: z.string(), nameClass: z.string() }),
  birth: z.string(),
  mainPhone: z.object({ phoneNo: z.string() }),
  agent: z.object({ name: z.string(), phoneNo: z.string(), birth: z.string() }).nullable(),
  /** Name, phone and birth of the owner or the agent: false rows are shown but cannot be selected. */
  isSelectable: z.boolean(),
});
export type EpostCandidate = z.infer<typeof EpostCandidateSchema>;

/**
 * GET electronic-documents/{id}/draft (ours): a TEMP post as the wizard resumes it (이어서 작성): its title, its
 * documents so far and its recipients as the recipient step shows them. PUT electronic-documents/{id} saves it again.
 */
export const ElectronicDocumentDraftSchema = z.object({
  electronicDocumentSeq: z.number().int(),
  title: z.string(),
  attachFiles: z.array(EpostAttachFileSchema),
  recipients: z.array(EpostCandidateSchema),
});
export type ElectronicDocumentDraft = z.infer<typeof ElectronicDocumentDraftSchema>;
