import { z } from "zod";

export const MemberSchema = z.object({
  memberSeq: z.number().int(),
  name: z.string(),
  birth: z.string(),
  phoneNo: z.string(),
  nickname: z.string(),
});
export type Member = z.infer<typeof MemberSchema>;

/** `GET /v2/service-members/{id}/unions`: the zones the member manages. */
export const ServiceMemberUnionSchema = z.object({
  unionId: z.number().int(),
  unionName: z.string(),
  /** SUPERVISOR (관리자) or USER (사용자). */
  label: z.enum(["SUPERVISOR", "USER"]),
  /** The membership id used by `/v2/service-managers/{id}/...`. */
  serviceManagerId: z.number().int(),
  targetServiceId: z.number().int(),
});
export type ServiceMemberUnion = z.infer<typeof ServiceMemberUnionSchema>;

export const SubMenuSchema = z.object({
  menuId: z.number().int(),
  name: z.string(),
  code: z.string(),
  isChecked: z.boolean(),
  isRestricted: z.boolean(),
});
export const MenuPermissionSchema = z.object({
  name: z.string(),
  description: z.string(),
  code: z.string(),
  groupCode: z.string(),
  groupName: z.string(),
  path: z.string(),
  subMenus: z.array(SubMenuSchema),
});
export type MenuPermission = z.infer<typeof MenuPermissionSchema>;

export const TokenResponseSchema = z.object({
  accessToken: z.string(),
  idToken: z.string(),
  tokenType: z.literal("Bearer"),
  expiresIn: z.number().int(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** Claims of the id token the console reads. */
export type IdTokenClaims = { memberSeq: number; serviceMemberId: number; name: string; nickname: string };

export const TokenRequestSchema = z.object({
  grant_type: z.literal("authorization_code"),
  client_id: z.string().min(1),
  code: z.string().min(1),
  code_verifier: z.string().min(43).max(128),
  redirect_uri: z.string().min(1),
});

export const LogoutBodySchema = z.object({
  clientId: z.string().min(1),
  redirectUri: z.string().min(1),
});

export const PasswordVerifyBodySchema = z.object({
  password: z.string().min(1, "비밀번호를 입력해 주세요."),
});
export const PasswordVerifySchema = z.object({ isVerified: z.boolean() });

export const MemberSeqParamsSchema = z.object({ memberSeq: z.coerce.number().int().positive() });
export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The console's OAuth client. */
export const CONSOLE_CLIENT_ID = "johap-oms-console";
export const CODE_VERIFIER_LENGTH = 64;

/** `GET /v1/unions/{unionSeq}`: what Home shows (ours; docs/decisions.md). */
export const UnionHomeSchema = z.object({
  unionSeq: z.number().int(),
  name: z.string(),
  homepageUrl: z.string().nullable(),
  assemblyUrl: z.string().nullable(),
});
export type UnionHome = z.infer<typeof UnionHomeSchema>;
