import { z } from "zod";
import { normalizeReceiptCode, RECEIPT_CODE_LENGTH } from "./meet-ballots.constants";
import { BALLOT_CHANNELS, MEET_METHODS, MEET_STATUSES } from "./meetings.constants";
import {
  RECEIPT_MESSAGES as M,
  MEET_LINK_CODE_PATTERN,
  RECEIPT_HASH_PREFIX_PATTERN,
  RECEIPTS_PAGE_SIZE,
  RECEIPTS_PAGE_SIZE_MAX,
  RECEIPTS_PHASES,
} from "./owner-receipts.constants";

/** `/v1/owner/meet-receipts/{linkCode}`: the meeting's public link code. */
export const OwnerReceiptsParamsSchema = z.object({
  linkCode: z.string().regex(MEET_LINK_CODE_PATTERN, M.meetNotFound),
});

/** A page of the fingerprints (ascending), optionally those starting with `prefix` (lowercase hex). */
export const OwnerReceiptsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(RECEIPTS_PAGE_SIZE_MAX).default(RECEIPTS_PAGE_SIZE),
  prefix: z
    .string()
    .trim()
    .transform((v) => v.toLowerCase())
    .pipe(z.string().regex(RECEIPT_HASH_PREFIX_PATTERN, M.prefixFormat))
    .optional(),
});
export type OwnerReceiptsQuery = z.input<typeof OwnerReceiptsQuerySchema>;

/** The evidence chain's head when the results were confirmed (meet_results), which the result certificate carries. */
export const ReceiptsChainHeadSchema = z.object({
  chainIndex: z.number().int(),
  chainHeadHash: z.string(),
  confirmedAt: z.string(),
});

/**
 * The public receipts page: public facts of the meeting, whether the list is published (voting closed), and when
 * it is, the number of counted ballots with a receipt and a page of their fingerprints (SHA-256 of the code) in
 * ascending order, never in casting order and never with a name.
 */
export const OwnerReceiptsSchema = z.object({
  unionName: z.string(),
  name: z.string(),
  meetMethod: z.enum(MEET_METHODS),
  meetStatus: z.enum(MEET_STATUSES),
  meetAt: z.string(),
  /** When voting closes (the e-vote's end, else the meeting time). */
  closesAt: z.string(),
  phase: z.enum(RECEIPTS_PHASES),
  /** Counted ballots with a receipt code (null until published). */
  totalCount: z.number().int().nullable(),
  /** Of them, those matching `prefix` (the page's total; equals totalCount without a prefix). */
  matchedCount: z.number().int().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  receipts: z.array(z.string()),
  chain: ReceiptsChainHeadSchema.nullable(),
});
export type OwnerReceipts = z.infer<typeof OwnerReceiptsSchema>;

/** A voter's check of their code: sent as typed (hyphens, case and look-alikes forgiven). */
export const CheckReceiptBodySchema = z.object({
  receiptCode: z
    .string({ error: M.codeRequired })
    .trim()
    .min(1, M.codeRequired)
    .max(64, M.codeFormat)
    .refine((code) => normalizeReceiptCode(code).length === RECEIPT_CODE_LENGTH, M.codeFormat),
});
export type CheckReceiptBody = z.input<typeof CheckReceiptBodySchema>;

/**
 * The check's answer: the code's fingerprint, whether a counted ballot carries it, and if so its channel, when it
 * was cast and the page of the public list it is on.
 */
export const ReceiptCheckSchema = z.object({
  receiptHash: z.string(),
  isCounted: z.boolean(),
  channel: z.enum(BALLOT_CHANNELS).nullable(),
  castAt: z.string().nullable(),
  page: z.number().int().nullable(),
  pageSize: z.number().int(),
  message: z.string(),
});
export type ReceiptCheck = z.infer<typeof ReceiptCheckSchema>;
