import { z } from "zod";
import { PagingQuerySchema, UnionIdParamsSchema } from "../platform/envelope";
import { optionalText } from "../platform/text";
import { UNION_USERS_MESSAGES as M, USER_NAME_FILTER_MAX, USER_PHONE_FILTER_MAX } from "./union-users.constants";

/** Spec 01 §3 "Union manager (user)". */
export const UnionManagerSchema = z.object({
  unionManagerId: z.number().int(),
  name: z.string(),
  birth: z.string(),
  phone: z.string(),
  groupName: z.string().nullable(),
  /** SUPERVISOR (관리자) or USER (사용자); the supervisor cannot be revoked. */
  label: z.enum(["SUPERVISOR", "USER"]),
  acceptanceAt: z.string(),
});
export type UnionManager = z.infer<typeof UnionManagerSchema>;

const phoneFilter = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{0,${USER_PHONE_FILTER_MAX}}$`), M.phoneDigits)
  .default("");

export const UnionManagersQuerySchema = PagingQuerySchema.extend({
  name: optionalText(USER_NAME_FILTER_MAX, M.nameMax),
  phone: phoneFilter,
});
export type UnionManagersQuery = z.input<typeof UnionManagersQuerySchema>;

export const UnionManagerParamsSchema = UnionIdParamsSchema.extend({
  unionManagerId: z.coerce.number().int().positive(),
});

/** Spec 01 §3 "Invitation" (status added: 수락전 or 거절). */
export const UnionInvitationSchema = z.object({
  unionManagerInvitationId: z.number().int(),
  name: z.string(),
  birth: z.string(),
  phone: z.string(),
  status: z.enum(["PENDING", "ACCEPTED", "REJECTED"]),
  invitationAt: z.string(),
});
export type UnionInvitation = z.infer<typeof UnionInvitationSchema>;

export const InvitationsQuerySchema = PagingQuerySchema;
export const InvitationParamsSchema = UnionIdParamsSchema.extend({ id: z.coerce.number().int().positive() });

/** Spec 01 §3 "Invitable member"; `isInvited` is also true for members who already manage the union. */
export const InvitableMemberSchema = z.object({
  serviceMemberId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  isInvited: z.boolean(),
  isManager: z.boolean(),
});
export type InvitableMember = z.infer<typeof InvitableMemberSchema>;

export const InvitableQuerySchema = z.object({
  phone: z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, M.phoneRequired)
    .regex(new RegExp(`^\\d{1,${USER_PHONE_FILTER_MAX}}$`), M.phoneDigits),
});

export const InviteParamsSchema = UnionIdParamsSchema.extend({ serviceMemberId: z.coerce.number().int().positive() });
export const InviteResultSchema = z.object({ unionManagerInvitationId: z.number().int() });
