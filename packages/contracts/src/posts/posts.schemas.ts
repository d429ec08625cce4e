import { z } from "zod";
import {
  POST_COLOR_TYPES,
  POST_DELIVERY_STATUSES,
  POST_FLEX_TYPES,
  POST_LETTERS_STATUSES,
  POST_STATUSES,
  POST_TYPES,
} from "./posts.constants";

export const PostSenderSchema = z.object({
  name: z.string(),
  phoneNo: z.string(),
  address: z.string(),
  detailAddress: z.string(),
  zipNo: z.string(),
});

/** A row of the records list (spec §2.2): postType, colorType, flexType, sendQuantity, requestCount, dates, postStatus. */
export const PostSchema = z.object({
  postSeq: z.number().int(),
  postType: z.enum(POST_TYPES),
  colorType: z.enum(POST_COLOR_TYPES),
  flexType: z.enum(POST_FLEX_TYPES),
  /** Letters handed to the carrier so far. */
  sendQuantity: z.number().int(),
  /** Letters requested (recipients). */
  requestCount: z.number().int(),
  deliveredCount: z.number().int(),
  notDeliveredCount: z.number().int(),
  requestedAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  postStatus: z.enum(POST_STATUSES),
  totalCost: z.number().int(),
  refundedCost: z.number().int(),
  resendOf: z.number().int().nullable(),
});
export type Post = z.infer<typeof PostSchema>;

export const PostDocumentSchema = z.object({
  fileSeq: z.number().int(),
  originName: z.string(),
  pageCount: z.number().int(),
  postFormSeq: z.number().int().nullable(),
});

/** GET posts/{postSeq}: the record with sender, documents, costs and the letters PDF. */
export const PostDetailSchema = PostSchema.extend({
  sender: PostSenderSchema,
  documents: z.array(PostDocumentSchema),
  /** The spec's `file (fileSeq)`: the first document. */
  file: z.object({ fileSeq: z.number().int() }).nullable(),
  sentPageCount: z.number().int(),
  sheetCount: z.number().int(),
  productionCost: z.number().int(),
  shippingCost: z.number().int(),
  lettersStatus: z.enum(POST_LETTERS_STATUSES),
  /** The merged letters PDF (download with POST /v2/files/download), once made. */
  lettersFileSeq: z.number().int().nullable(),
  resendableCount: z.number().int(),
});
export type PostDetail = z.infer<typeof PostDetailSchema>;

/** A recipient row with its delivery (spec §2.2: postRecipientSeq, name, registerNo, deliveryStatus). */
export const PostRecipientSchema = z.object({
  postRecipientSeq: z.number().int(),
  unionRegisterSeq: z.number().int().nullable(),
  name: z.string(),
  phoneNo: z.string(),
  registerNo: z.string(),
  address: z.object({ address: z.string(), detailAddress: z.string(), zipNo: z.string() }),
  deliveryStatus: z.enum(POST_DELIVERY_STATUSES),
  /** The registered-mail (tracking) number, once the carrier accepted the letter. */
  trackingNo: z.string().nullable(),
  /** Our tracking page for `trackingNo` (/post-tracking/{trackingNo}). */
  trackingUrl: z.string().nullable(),
  failReason: z.string().nullable(),
  statusAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  refundedCost: z.number().int(),
  resentInPostSeq: z.number().int().nullable(),
  isResendable: z.boolean(),
});
export type PostRecipient = z.infer<typeof PostRecipientSchema>;

/** POST posts/cost/calculate (spec: sentPageCount, productionCost, shippingCost, totalCost; the rest ours). */
export const PostCostSchema = z.object({
  sentPageCount: z.number().int(),
  sheetCount: z.number().int(),
  recipientCount: z.number().int(),
  unitProductionCost: z.number().int(),
  unitShippingCost: z.number().int(),
  productionCost: z.number().int(),
  shippingCost: z.number().int(),
  totalCost: z.number().int(),
});
export type PostCost = z.infer<typeof PostCostSchema>;

export const SendPostResultSchema = z.object({
  postSeq: z.number().int(),
  postStatus: z.enum(POST_STATUSES),
  requestCount: z.number().int(),
  totalCost: z.number().int(),
});
export type SendPostResult = z.infer<typeof SendPostResultSchema>;

/** A saved form (spec §3 Post form template). */
export const PostFormSchema = z.object({
  postFormSeq: z.number().int(),
  formName: z.string(),
  file: z.object({ fileSeq: z.number().int(), originName: z.string(), createdAt: z.string() }),
  pageCount: z.number().int().nullable(),
});
export type PostForm = z.infer<typeof PostFormSchema>;

/** The public tracking page's data (/post-tracking/{trackingNo}). */
export const PostTrackingSchema = z.object({
  trackingNo: z.string(),
  deliveryStatus: z.enum(POST_DELIVERY_STATUSES),
  events: z.array(z.object({ stage: z.enum(POST_DELIVERY_STATUSES), at: z.string(), place: z.string() })),
});
export type PostTracking = z.infer<typeof PostTrackingSchema>;

/** A register owner for the recipient picker: the post address the letter goes to (spec §3 union register row). */
export const PostRecipientCandidateSchema = z.object({
  unionRegisterSeq: z.number().int(),
  unionRegisterNo: z.string(),
  name: z.object({ name: z.string(), nameClass: z.string() }),
  phoneNo: z.string(),
  postAddress: z.object({ address: z.string(), detailAddress: z.string(), zipNo: z.string() }),
});
export type PostRecipientCandidate = z.infer<typeof PostRecipientCandidateSchema>;
