import crypto from "node:crypto";
import type { MenuCode, OwnerScopeType } from "@johap/contracts";
import { ALL_SUB_MENU_IDS, ERROR_CODES, ERROR_MESSAGES, OWNER_MESSAGES, SUB_MENUS } from "@johap/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import pg from "pg";
import type { ServerSecrets } from "../auth-server/server-secrets";
import { verifyAccessToken } from "../auth-server/tokens";
import type { ChangeFeed } from "../db/change-feed";
import type { Db, ExecuteSql } from "../db/client";
import { verifyOwnerToken } from "../modules/owner/owner-token";
import { allowsMenu, grantedMenuIds, isRestrictedSubMenu } from "../modules/permissions/menu-access";
import {
  findUnionSeqOfServiceManager,
  findUnionSeqOfTargetService,
} from "../modules/permissions/permissions.repository";
import { verifiedPromotion } from "../modules/promotion/promotion-token";
import { type Actor, ANY_MENU, type RouteAccess, type RouteInfo, type UnionSource } from "./access";
import { type ChangeCache, changeCache } from "./change-cache";
import { AppError } from "./errors";

const unauthorized = (code: string, message: string) => new AppError(401, code, message);

const bearerOf = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? "";
  return header.startsWith("Bearer ") ? header.slice(7).trim() : "";
};

/**
 * An owner route's caller: an owner token (audience `owner`) of the route's scope. A staff token, or an
 * owner token of another scope type, is refused as no owner session (401).
 */
async function verifiedOwner(request: FastifyRequest, secrets: ServerSecrets, scope: OwnerScopeType) {
  const token = bearerOf(request);
  if (!token) throw unauthorized(ERROR_CODES.SESSION_MISSING, OWNER_MESSAGES.sessionMissing);
  const verified = await verifyOwnerToken(secrets, token);
  if (!verified.ok) {
    throw verified.reason === "expired"
      ? unauthorized(ERROR_CODES.SESSION_EXPIRED, OWNER_MESSAGES.sessionExpired)
      : unauthorized(ERROR_CODES.SESSION_MISSING, OWNER_MESSAGES.sessionMissing);
  }
  if (verified.claims.scopeType !== scope) {
    throw unauthorized(ERROR_CODES.SESSION_MISSING, OWNER_MESSAGES.sessionMissing);
  }
  return verified.claims;
}

/** The caller's access token, verified (signature and expiry); the session itself is checked in the database. */
async function verifiedActor(request: FastifyRequest, secrets: ServerSecrets) {
  const token = bearerOf(request);
  if (!token) throw unauthorized(ERROR_CODES.SESSION_MISSING, ERROR_MESSAGES.SESSION_MISSING);
  const verified = await verifyAccessToken(secrets, token);
  if (!verified.ok) {
    throw verified.reason === "expired"
      ? unauthorized(ERROR_CODES.SESSION_EXPIRED, ERROR_MESSAGES.SESSION_EXPIRED)
      : unauthorized(ERROR_CODES.SESSION_MISSING, ERROR_MESSAGES.SESSION_MISSING);
  }
  return verified.claims;
}

/** A statement the guard runs on every guarded call: its SQL and the name it is prepared under. */
export type GuardStatement = { name: string; text: string };

/** Runs a guard statement and answers its rows. */
export type RunStatement = (statement: GuardStatement, values: unknown[]) => Promise<unknown[]>;

/**
 * The guard's statements run on the driver. On PostgreSQL as named prepared statements (node-postgres
 * prepares one once per pooled connection): planning the session and membership statement took 0.3 ms
 * of its 0.4 ms, prepared it takes 0.1 ms. PGlite has no named statements; there the plain statement
 * through `executeSql` is the fastest (Drizzle's queries pass PGlite per-call type parsers, which it
 * merges into its table of 318 on every call: about 0.2 ms more).
 */
export function statementRunner(db: Db, executeSql: ExecuteSql): RunStatement {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    return async ({ name, text }, values) => (await client.query({ name, text, values })).rows;
  }
  return async ({ text }, values) => (await executeSql(text, values)).rows;
}

/** The live session $1 (not revoked, not expired at $2) and when it expires. */
export const LIVE_SESSION: GuardStatement = {
  name: "guard_live_session",
  text: `select expires_at as "expiresAt" from auth_sessions
    where session_id = $1 and revoked_at is null and expires_at > $2`,
};

/** The tables the guard's statements read: a committed change to any of them clears what it remembers. */
export const GUARD_TABLES = ["auth_sessions", "union_managers", "unions", "manager_group_menus"] as const;

/**
 * What the guard remembers of its statements' answers, per process, until a change to one of
 * `GUARD_TABLES` commits (heard through the database's change feed): a repeated call by the same
 * session costs no round trip. The answer is a row (with the session's expiry, checked on every use)
 * or null (no live session), never the decision, so the time-dependent checks run every call.
 */
type GuardCaches = {
  run: RunStatement;
  sessions: ChangeCache<{ expiresAt: Date } | null>;
  memberships: ChangeCache<SessionMembershipRow | null>;
};

const isLive = (row: { expiresAt: Date } | null | undefined) => row != null && row.expiresAt > new Date();

const sessionRevoked = () => unauthorized(ERROR_CODES.SESSION_REVOKED, ERROR_MESSAGES.SESSION_REVOKED);

async function checkSession(guard: GuardCaches, actor: Actor) {
  const row = await guard.sessions.get(actor.sessionId, async () => {
    const rows = await guard.run(LIVE_SESSION, [actor.sessionId, new Date()]);
    return (rows[0] as { expiresAt: Date } | undefined) ?? null;
  });
  if (!isLive(row)) throw sessionRevoked();
}

function positiveIntOf(raw: unknown): number {
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new AppError(400, ERROR_CODES.VALIDATION, "사업구역 정보를 확인해 주세요.");
  }
  return value;
}

/** The union named by the path or a header; null when it must be looked up (target service, service manager). */
function unionSeqGiven(request: FastifyRequest, from: UnionSource): number | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  if (from === "path") return positiveIntOf(params.unionSeq ?? params.unionId);
  if (from === "header") return positiveIntOf(request.headers["union-seq"]);
  return null;
}

/** The union of a target service or service manager; an unknown one reads as another union's. */
async function unionSeqLookedUp(request: FastifyRequest, db: Db, from: "targetService" | "serviceManager") {
  const id = positiveIntOf(((request.params ?? {}) as Record<string, unknown>).id);
  const unionSeq =
    from === "targetService" ? await findUnionSeqOfTargetService(db, id) : await findUnionSeqOfServiceManager(db, id);
  if (unionSeq == null) throw new AppError(403, ERROR_CODES.UNION_FORBIDDEN, ERROR_MESSAGES.UNION_FORBIDDEN);
  return unionSeq;
}

type SessionMembershipRow = {
  sessionId: string;
  expiresAt: Date;
  serviceManagerId: number | null;
  label: "SUPERVISOR" | "USER" | null;
  status: "ACTIVE" | "REVOKED" | null;
  managerGroupId: number | null;
  serviceEndAt: Date | null;
  isActivated: boolean | null;
  groupGrants: boolean;
};

/**
 * The live session ($1, not revoked, not expired at $4), the caller's ($3) membership of the union ($2)
 * (null columns when not a member), and whether the caller's permission group holds one of the sub-menus
 * $5 (an `int[]` text, `{11,12}`): the guard's one round trip to the database before every union call.
 * Folding the group's menus in took a member's check from two statements (1.8 ms on PGlite) to one
 * (0.75 ms); a supervisor's, which needs no menus, went from 0.6 to 0.75 ms there (the subquery is
 * planned on every call; prepared on PostgreSQL it is not). `guard.test.ts` holds it to the tables' columns.
 */
export const SESSION_MEMBERSHIP: GuardStatement = {
  name: "guard_session_membership",
  text: `select s.session_id as "sessionId", s.expires_at as "expiresAt", m.service_manager_id as "serviceManagerId",
    m.label, m.status, m.manager_group_id as "managerGroupId", u.service_end_at as "serviceEndAt",
    u.is_activated as "isActivated",
    exists (select 1 from manager_group_menus g
      where g.manager_group_id = m.manager_group_id and g.menu_id = any($5::int[])) as "groupGrants"
  from auth_sessions s
  left join union_managers m on m.union_seq = $2 and m.service_member_id = $3
  left join unions u on u.union_seq = m.union_seq
  where s.session_id = $1 and s.revoked_at is null and s.expires_at > $4`,
};

/** Who passes a route's menu check: the supervisor or not, and the sub-menus that let a USER's group through. */
export type MenuGrants = { supervisor: boolean; groupMenuIds: string };

/**
 * A route's menu check, worked out once per route with `allowsMenu` (what `assertMembershipAllows` asks
 * of the granted sub-menus): whether the supervisor, who holds every sub-menu, passes, and the sub-menus
 * of which any one held by a USER's group lets it through (never a supervisor-only one), as the
 * statement's `int[]` text.
 */
export function menuGrantsOf(menu: MenuCode | typeof ANY_MENU, isWrite: boolean): MenuGrants {
  if (menu === ANY_MENU) return { supervisor: true, groupMenuIds: "{}" };
  const ids = SUB_MENUS.filter((s) => !isRestrictedSubMenu(s.menuId) && allowsMenu(new Set([s.menuId]), menu, isWrite));
  return {
    supervisor: allowsMenu(new Set(ALL_SUB_MENU_IDS), menu, isWrite),
    groupMenuIds: `{${ids.map((s) => s.menuId).join(",")}}`,
  };
}

/**
 * A union route's caller: the live session, the membership and the menu permission in one round trip
 * (this runs before every union call). A bad union id still answers 401 first when the session is not
 * live. The refusals and their order are `assertMembershipAllows`'s.
 */
async function authorizeUnion(
  request: FastifyRequest,
  deps: { db: Db; guard: GuardCaches },
  actor: Actor,
  access: Extract<RouteAccess, { kind: "union" }>,
  grants: { read: MenuGrants; write: MenuGrants },
) {
  const from = access.unionFrom ?? "path";
  let unionSeq: number;
  try {
    unionSeq =
      unionSeqGiven(request, from) ??
      (await unionSeqLookedUp(request, deps.db, from as "targetService" | "serviceManager"));
  } catch (error) {
    // A dead session answers 401 before a bad or unknown union id.
    await checkSession(deps.guard, actor);
    throw error;
  }
  const isWrite = request.method !== "GET" && !access.isRead;
  const menuGrants = isWrite ? grants.write : grants.read;
  const key = `${actor.sessionId}:${unionSeq}:${actor.serviceMemberId}:${menuGrants.groupMenuIds}`;
  const row = await deps.guard.memberships.get(key, async () => {
    const rows = await deps.guard.run(SESSION_MEMBERSHIP, [
      actor.sessionId,
      unionSeq,
      actor.serviceMemberId,
      new Date(),
      menuGrants.groupMenuIds,
    ]);
    return (rows[0] as SessionMembershipRow | undefined) ?? null;
  });
  if (!row || !isLive(row)) throw sessionRevoked();
  const { serviceManagerId, label } = row;
  if (serviceManagerId == null || label == null) {
    throw new AppError(403, ERROR_CODES.UNION_FORBIDDEN, ERROR_MESSAGES.UNION_FORBIDDEN);
  }
  assertMembershipInService(row);
  if (access.menu !== ANY_MENU && !(label === "SUPERVISOR" ? menuGrants.supervisor : row.groupGrants)) {
    throw permissionDenied();
  }
  request.unionContext = { unionSeq, serviceManagerId, label };
}

export type Membership = {
  label: "SUPERVISOR" | "USER";
  status: "ACTIVE" | "REVOKED" | null;
  managerGroupId: number | null;
  serviceEndAt: Date | null;
  isActivated: boolean | null;
};

/**
 * Refuses a membership that is revoked, of a union switched off or whose service has ended, or without
 * one of `menus` (a read needs any checked sub-menu of it, a change its 관리 sub-menu). The guard runs it
 * for every union route; services run it for what a route cannot name up front (a file's division).
 */
export async function assertMembershipAllows(
  db: Db,
  membership: Membership,
  menus: readonly MenuCode[] | typeof ANY_MENU,
  isWrite: boolean,
) {
  assertMembershipInService(membership);
  if (menus === ANY_MENU) return;
  const granted = await grantedMenuIds(db, membership);
  if (!menus.some((menu) => allowsMenu(granted, menu, isWrite))) throw permissionDenied();
}

/** Refuses a membership that is revoked, or of a union switched off or whose service has ended. */
function assertMembershipInService(membership: Pick<Membership, "status" | "serviceEndAt" | "isActivated">) {
  if (membership.status === "REVOKED") {
    throw new AppError(403, ERROR_CODES.MEMBER_REVOKED, ERROR_MESSAGES.MEMBER_REVOKED);
  }
  if (!membership.isActivated || (membership.serviceEndAt && membership.serviceEndAt < new Date())) {
    throw new AppError(403, ERROR_CODES.UNION_SERVICE_ENDED, ERROR_MESSAGES.UNION_SERVICE_ENDED);
  }
}

const permissionDenied = () => new AppError(403, ERROR_CODES.PERMISSION_DENIED, ERROR_MESSAGES.PERMISSION_DENIED);

/** Routes registered by plugins we do not own: the OpenAPI UI and the built console's and owner pages' files. */
const isPluginPublicRoute = (url: string, method: string | string[]) =>
  url.startsWith("/docs") ||
  ((url === "/*" || url === "/m/*") && [method].flat().every((m) => m === "GET" || m === "HEAD"));

/** Adds the guard to every route according to its declared access; refuses undeclared routes. */
export function registerGuard(
  app: FastifyInstance,
  deps: { db: Db; executeSql: ExecuteSql; changes: ChangeFeed; secrets: ServerSecrets; opsToken: string },
): RouteInfo[] {
  const routeTable: RouteInfo[] = [];
  const guardCaches: GuardCaches = {
    run: statementRunner(deps.db, deps.executeSql),
    sessions: changeCache(deps.changes, { tables: GUARD_TABLES }),
    memberships: changeCache(deps.changes, { tables: GUARD_TABLES }),
  };
  app.decorateRequest("actor", null);
  app.decorateRequest("unionContext", null);
  app.decorateRequest("owner", null);
  app.decorateRequest("promotion", null);
  app.addHook("onRoute", (route) => {
    const url = route.url;
    if (!route.config?.access && isPluginPublicRoute(url, route.method)) {
      route.config = { ...(route.config ?? {}), access: { kind: "public" } };
    }
    const access = route.config?.access;
    if (!access) throw new Error(`route ${route.method} ${url} declares no access (config.access)`);
    for (const method of [route.method].flat()) routeTable.push({ method, url, access });
    if (access.kind === "public") return;
    if (access.kind === "ops") {
      const opsGuard = async (request: FastifyRequest) => {
        const given = Buffer.from(String(request.headers["x-ops-token"] ?? ""));
        const expected = Buffer.from(deps.opsToken);
        if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
          throw new AppError(403, ERROR_CODES.PERMISSION_DENIED, "운영자 토큰이 올바르지 않습니다.");
        }
      };
      route.onRequest = [opsGuard];
      return;
    }
    if (access.kind === "promotion") {
      const promotionGuard = async (request: FastifyRequest) => {
        request.promotion = await verifiedPromotion(deps.db, deps.secrets, request);
      };
      const existing = route.onRequest;
      route.onRequest = existing
        ? [promotionGuard, ...(Array.isArray(existing) ? existing : [existing])]
        : [promotionGuard];
      return;
    }
    if (access.kind === "owner") {
      const ownerGuard = async (request: FastifyRequest) => {
        request.owner = await verifiedOwner(request, deps.secrets, access.scope);
      };
      const existing = route.onRequest;
      route.onRequest = existing ? [ownerGuard, ...(Array.isArray(existing) ? existing : [existing])] : [ownerGuard];
      return;
    }
    const grants =
      access.kind === "union"
        ? { read: menuGrantsOf(access.menu, false), write: menuGrantsOf(access.menu, true) }
        : undefined;
    const guard = async (request: FastifyRequest) => {
      const actor = await verifiedActor(request, deps.secrets);
      request.actor = actor;
      if (access.kind === "union" && grants) {
        await authorizeUnion(request, { db: deps.db, guard: guardCaches }, actor, access, grants);
      } else await checkSession(guardCaches, actor);
    };
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });
  return routeTable;
}
