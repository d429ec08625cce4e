import type { MenuCode, OwnerScopeType } from "@johap/contracts";
import type { OwnerClaims } from "../modules/owner/owner-token";
import type { PromotionClaims } from "../modules/promotion/promotion-token";

/**
 * What a route declares in `config.access`; the route-table test refuses a route without it.
 * - public: anyone (sign-in page, token, JWKS, signed upload URL).
 * - ops: the operator CLI on this machine.
 * - member: a signed-in member; the service checks ownership of ids in the path.
 * - union: a manager of the union in the path (`unionSeq` or `unionId`) or in the Union-Seq header,
 *   holding `menu` (or any member of the union for ANY_MENU). `targetService` and `serviceManager`
 *   resolve the union from the path's `id`: a target service id (`/v2/target-services/{id}`, the
 *   union's `targetServiceId`) or a service manager id (`/v2/service-managers/{id}`).
 * - invitee: a signed-in member answering an invitation to the union in the path, which they do not
 *   manage yet; the service refuses (403 E00502) unless the invitation in the path is theirs.
 * - owner: an owner (or agent) identified on the owner pages (/v1/owner/...): an owner token of audience
 *   `owner` for `scope` (a consent or a meeting); the service checks the path names that scope. Staff
 *   tokens never pass it, nor owner tokens a staff route.
 * - promotion: a promotion account (spec 03 §2.11) signed in with the id and password texted to it: a token of
 *   audience `promotion` with a live session; it opens no staff, owner or ballot route.
 */
export const ANY_MENU = "ANY" as const;
export type RouteAccess =
  | { kind: "public" }
  | { kind: "ops" }
  | { kind: "member" }
  | { kind: "invitee" }
  | { kind: "owner"; scope: OwnerScopeType }
  | { kind: "promotion" }
  | {
      kind: "union";
      menu: MenuCode | typeof ANY_MENU;
      unionFrom?: UnionSource;
      /** A POST that only reads (a password check): the menu's read grant admits it, as for a GET. */
      isRead?: boolean;
    };

export type UnionSource = "path" | "header" | "targetService" | "serviceManager";

export const PUBLIC: RouteAccess = { kind: "public" };
export const MEMBER: RouteAccess = { kind: "member" };
export const INVITEE: RouteAccess = { kind: "invitee" };
/** An identified owner of a consent (the owner pages). */
export const OWNER_CONSENT: RouteAccess = { kind: "owner", scope: "CONSENT" };
/** An identified voter of a meeting (the owner's ballot). */
export const OWNER_MEETING: RouteAccess = { kind: "owner", scope: "MEETING" };
/** An identified attendee of an online meeting (the owner's viewer). */
export const OWNER_ONLINE: RouteAccess = { kind: "owner", scope: "ONLINE" };
/** A signed-in promotion account (홍보 팀장, 담당자): a token of audience `promotion`; never a staff or owner route. */
export const PROMOTION: RouteAccess = { kind: "promotion" };
/** Operator commands (`npm run ops`): the X-Ops-Token header must hold the data folder's ops token. */
export const OPS: RouteAccess = { kind: "ops" };

export type RouteInfo = { method: string; url: string; access: RouteAccess };
export const unionMenu = (menu: MenuCode | typeof ANY_MENU, unionFrom: UnionSource = "path"): RouteAccess => ({
  kind: "union",
  menu,
  unionFrom,
});
/** `unionMenu` for a non-GET call that changes nothing: the menu's read grant is enough. */
export const unionMenuRead = (menu: MenuCode, unionFrom: UnionSource = "path"): RouteAccess => ({
  kind: "union",
  menu,
  unionFrom,
  isRead: true,
});

export type Actor = { memberSeq: number; serviceMemberId: number; sessionId: string };
export type UnionContext = {
  unionSeq: number;
  serviceManagerId: number;
  label: "SUPERVISOR" | "USER";
};

declare module "fastify" {
  // biome-ignore lint/style/useConsistentTypeDefinitions: declaration merging needs an interface
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  // biome-ignore lint/style/useConsistentTypeDefinitions: declaration merging needs an interface
  interface FastifyRequest {
    actor: Actor | null;
    unionContext: UnionContext | null;
    /** The owner session of an `owner` route. */
    owner: OwnerClaims | null;
    /** The promotion account of a `promotion` route. */
    promotion: PromotionClaims | null;
  }
}
