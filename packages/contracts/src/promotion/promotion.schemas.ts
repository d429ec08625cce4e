import { z } from "zod";
import { MeetMethodSchema, MeetStatusSchema, MeetTypeSchema } from "../meetings/meet-detail.schemas";
import { MEET_NAME_MAX } from "../meetings/meetings.constants";
import { cleanText } from "../platform/text";
import {
  PROMOTION_MESSAGES as M,
  PROMOTION_CONNECTION_ACTIONS,
  PROMOTION_MEMO_MAX,
  PROMOTION_NAME_MAX,
  PROMOTION_PAGE_SIZE,
  PROMOTION_PHONE_MAX,
  PROMOTION_POSITIONS,
  PROMOTION_SEARCH_ID_MAX,
  PROMOTION_USER_STATUSES,
} from "./promotion.constants";

export const PromotionPositionSchema = z.enum(PROMOTION_POSITIONS);
export const PromotionUserStatusSchema = z.enum(PROMOTION_USER_STATUSES);

// Responses

/** GET /v1/promotion-meets: a meeting with its promotion head and manager counts (spec 03 §2.11 columns). */
export const PromotionMeetSchema = z.object({
  no: z.number().int(),
  meetSeq: z.number().int(),
  name: z.string(),
  meetAt: z.string(),
  meetType: MeetTypeSchema,
  meetMethod: MeetMethodSchema,
  meetStatus: MeetStatusSchema,
  participantCount: z.number().int(),
  promotionHeadCount: z.number().int(),
  promotionManagerCount: z.number().int(),
});
export type PromotionMeet = z.infer<typeof PromotionMeetSchema>;

/** Spec 03 §3 Promotion user (`id` is the account's sign-in id); `accountSentAt` (ours) when an account was last texted. */
export const PromotionUserSchema = z.object({
  promotionUserSeq: z.number().int(),
  id: z.string(),
  name: z.string(),
  phoneNo: z.string(),
  memo: z.string(),
  userStatus: PromotionUserStatusSchema,
  position: PromotionPositionSchema,
  headPromotionUserSeq: z.number().int().nullable(),
  assignedParticipantCount: z.number().int(),
  accountSentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PromotionUser = z.infer<typeof PromotionUserSchema>;

/** The list's counts above the table: 전체 (of the position) and 조회 목록 (the filtered total is the pagination). */
export const PromotionUserCountsSchema = z.object({
  headCount: z.number().int(),
  managerCount: z.number().int(),
  useCount: z.number().int(),
});

const historyUser = {
  promotionUserSeq: z.number().int(),
  id: z.string(),
  name: z.string(),
  position: PromotionPositionSchema,
};

/** Spec 03 §3 Connection history (접속 이력) with the account it names. */
export const PromotionConnectionHistorySchema = z.object({
  connectionHistorySeq: z.number().int(),
  ...historyUser,
  actionType: z.enum(PROMOTION_CONNECTION_ACTIONS),
  actionedAt: z.string(),
});
export type PromotionConnectionHistory = z.infer<typeof PromotionConnectionHistorySchema>;

/** Spec 03 §3 Execution history (사용 이력) with the account it names. */
export const PromotionExecutionHistorySchema = z.object({
  executionHistorySeq: z.number().int(),
  ...historyUser,
  menu: z.string(),
  message: z.string(),
  actionedAt: z.string(),
});
export type PromotionExecutionHistory = z.infer<typeof PromotionExecutionHistorySchema>;

/** POST /promotion-users: the row made (or changed to head) and what happened. */
export const PromotionUserSavedSchema = z.object({
  promotionUserSeq: z.number().int(),
  isChangedToHead: z.boolean(),
});

/** POST /promotion-users/account/send: how many accounts were texted. */
export const PromotionAccountSentSchema = z.object({ sentCount: z.number().int() });
export const PromotionAccountUpdatedSchema = z.object({ updatedCount: z.number().int() });

// Requests

const page = z.coerce.number().int().min(0).default(0);
const pageSize = z.coerce.number().int().min(1).max(100).default(PROMOTION_PAGE_SIZE);
const dateOnly = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "날짜를 확인해 주세요.")
  .optional();

/** GET /v1/promotion-meets: meetName, period (meetAt from/to, days), meetMethod and meetType (전체 = left out). */
export const ListPromotionMeetsQuerySchema = z.object({
  unionSeq: z.coerce.number().int().positive().optional(),
  meetName: z.string().trim().max(MEET_NAME_MAX).optional(),
  startDate: dateOnly,
  endDate: dateOnly,
  meetMethod: MeetMethodSchema.optional(),
  meetType: MeetTypeSchema.optional(),
  page,
  pageSize,
});
export type ListPromotionMeetsQuery = z.infer<typeof ListPromotionMeetsQuerySchema>;
type Paging = { page?: number; pageSize?: number };
export type ListPromotionMeetsParams = Omit<ListPromotionMeetsQuery, "unionSeq" | "page" | "pageSize"> & Paging;
export const ListPromotionMeetsExcelQuerySchema = ListPromotionMeetsQuerySchema.omit({ page: true, pageSize: true });

/** GET /v1/meets/{meetSeq}/promotion-users: position (HEAD by default), name, id, phone, account status. */
export const ListPromotionUsersQuerySchema = z.object({
  position: PromotionPositionSchema.default("HEAD"),
  name: z.string().trim().max(PROMOTION_NAME_MAX, M.nameMax).optional(),
  id: z.string().trim().max(PROMOTION_SEARCH_ID_MAX).optional(),
  phoneNo: z.string().trim().regex(/^\d*$/, M.phoneInvalid).max(PROMOTION_PHONE_MAX, M.phoneInvalid).optional(),
  userStatus: PromotionUserStatusSchema.optional(),
  page,
  pageSize,
});
export type ListPromotionUsersQuery = z.infer<typeof ListPromotionUsersQuerySchema>;
export type ListPromotionUsersParams = Omit<ListPromotionUsersQuery, "page" | "pageSize"> & Paging;
export const ListPromotionUsersExcelQuerySchema = ListPromotionUsersQuerySchema.omit({ page: true, pageSize: true });

const name = cleanText({ error: M.required }).min(1, M.required).max(PROMOTION_NAME_MAX, M.nameMax);
const phoneNo = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .regex(/^\d+$/, M.phoneInvalid)
  .max(PROMOTION_PHONE_MAX, M.phoneInvalid)
  .min(10, M.phoneShort);
const memo = cleanText().max(PROMOTION_MEMO_MAX, M.memoMax).default("");

/** Spec 03 §5 Promotion leader edit: name and phone required (입력되지 않은 값이 있습니다), name ≤ 10, phone digits ≤ 11. */
export const PromotionUserFieldsSchema = z.object({ name, phoneNo, memo });
export type PromotionUserFields = z.input<typeof PromotionUserFieldsSchema>;

/**
 * POST /v1/meets/{meetSeq}/promotion-users (등록). A head by default; a manager (PROM) may name its head. When the
 * phone belongs to a manager of the meeting the call answers 409 E03206; sent again with `isChangeToHead` it
 * changes that manager to head (the spec's change-to-head call, whose path it does not show).
 */
export const CreatePromotionUserBodySchema = PromotionUserFieldsSchema.extend({
  position: PromotionPositionSchema.default("HEAD"),
  headPromotionUserSeq: z.number().int().positive().nullable().optional(),
  isChangeToHead: z.boolean().default(false),
});
export type CreatePromotionUserBody = z.input<typeof CreatePromotionUserBodySchema>;
export type CreatePromotionUserInput = z.output<typeof CreatePromotionUserBodySchema>;

/** PATCH /v1/meets/{meetSeq}/promotion-users/{id} (정보 수정): name, phone, memo, account status. */
export const UpdatePromotionUserBodySchema = PromotionUserFieldsSchema.extend({
  userStatus: PromotionUserStatusSchema.optional(),
});
export type UpdatePromotionUserBody = z.input<typeof UpdatePromotionUserBodySchema>;
export type UpdatePromotionUserInput = z.output<typeof UpdatePromotionUserBodySchema>;

const promotionUserSeqs = z
  .array(z.number().int().positive(), { error: M.noneSelected })
  .min(1, M.noneSelected)
  .max(1000)
  .transform((seqs) => [...new Set(seqs)]);

/** POST /promotion-users/account/send {promotionUserSeqs}: only USE rows (선택된 대상이 없습니다. when none). */
export const SendPromotionAccountsBodySchema = z.object({ promotionUserSeqs });
export type SendPromotionAccountsBody = z.input<typeof SendPromotionAccountsBodySchema>;

/** PATCH /promotion-users/account {promotionUserSeqs, userStatus}: the accounts' status (사용 / 미사용), ours. */
export const UpdatePromotionAccountsBodySchema = z.object({ promotionUserSeqs, userStatus: PromotionUserStatusSchema });
export type UpdatePromotionAccountsBody = z.input<typeof UpdatePromotionAccountsBodySchema>;

export const PromotionUserParamsSchema = z.object({
  meetSeq: z.coerce.number().int().positive().max(2_147_483_647),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** GET /connection-histories and /execution-histories: one account's or every account's, newest first, 10 a page. */
export const ListPromotionHistoriesQuerySchema = z.object({
  promotionUserSeq: z.coerce.number().int().positive().optional(),
  page,
  pageSize,
});
export type ListPromotionHistoriesParams = { promotionUserSeq?: number } & Paging;

// The promotion account's own calls (its sign-in scope: never a ballot).

export const PromotionSignInBodySchema = z.object({
  id: z.string({ error: M.required }).trim().min(1, M.required).max(40),
  password: z.string({ error: M.required }).min(1, M.required).max(100),
});
export const PromotionSessionSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  promotionUserSeq: z.number().int(),
  meetSeq: z.number().int(),
  name: z.string(),
  position: PromotionPositionSchema,
});

/** A voter assigned to the signed-in account: contact details and attendance intent, never a vote. */
export const PromotionAssignedVoterSchema = z.object({
  meetParticipantSeq: z.number().int(),
  unionRegisterNo: z.string(),
  name: z.string(),
  phoneNo: z.string(),
  attendExpectedType: z.string(),
});
