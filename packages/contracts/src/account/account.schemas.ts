import { z } from "zod";
import { optionalText, requiredText } from "../platform/text";
import { ACCOUNT_MESSAGES as M, MAX_ZONES_PER_APPLICATION, NICKNAME_MAX, ZONE_SEARCH_MAX } from "./account.constants";

/** Spec 01 §3 "My zone": a zone found by the zone search, with whether the member may apply for it. */
export const ZoneActivationSchema = z.object({
  unionId: z.number().int(),
  unionName: z.string(),
  /** False when the member already manages it, has applied for it, or holds a pending invitation to it. */
  isApplicable: z.boolean(),
});
export type ZoneActivation = z.infer<typeof ZoneActivationSchema>;

export const ZoneActivationsQuerySchema = z.object({
  name: optionalText(ZONE_SEARCH_MAX, M.zoneSearchMax),
});

/** `GET /v2/service-members/{id}/union-applications`: pending applications (신청중). */
export const UnionApplicationSchema = z.object({
  unionApplicationId: z.number().int(),
  unionId: z.number().int(),
  unionName: z.string(),
  status: z.literal("PENDING"),
  appliedAt: z.string(),
});
export type UnionApplication = z.infer<typeof UnionApplicationSchema>;

export const INVITATION_STATUSES = ["PENDING", "ACCEPTED", "REJECTED"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** `GET /v2/service-members/{id}/union-invitations`: invitations to the member (cancelled ones are gone). */
export const MyInvitationSchema = z.object({
  unionManagerInvitationId: z.number().int(),
  unionId: z.number().int(),
  unionName: z.string(),
  status: z.enum(INVITATION_STATUSES),
  invitationAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type MyInvitation = z.infer<typeof MyInvitationSchema>;

/** `POST /v2/service-members/{id}/unions` (사업구역 추가하기). */
export const ApplyUnionsBodySchema = z.object({
  serviceMemberId: z.number().int().positive(),
  unionIds: z
    .array(z.number().int().positive())
    .min(1, M.zonesRequired)
    .max(MAX_ZONES_PER_APPLICATION, M.zonesMax)
    .refine((ids) => new Set(ids).size === ids.length, M.zoneNotApplicable),
});
export type ApplyUnionsBody = z.infer<typeof ApplyUnionsBodySchema>;
export const ApplyUnionsResultSchema = z.object({ applications: z.array(UnionApplicationSchema) });

/** `PATCH /v3/members/{memberSeq}` (ours): the member changes nickname and phone, password checked again. */
export const UpdateMemberBodySchema = z.object({
  password: z.string().min(1, "비밀번호를 입력해 주세요."),
  nickname: requiredText(M.nicknameRequired).max(NICKNAME_MAX, M.nicknameMax),
  phoneNo: z.string().regex(/^01\d{8,9}$/, M.phoneInvalid),
});
export type UpdateMemberBody = z.infer<typeof UpdateMemberBodySchema>;
