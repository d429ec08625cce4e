import { ERROR_CODES, MENU_CODES } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unionManagers, unions } from "../modules/union-users/union-users.table";
import { createTestApp, type Session, signInMember, signInSupervisor, type TestApp, UNION_2 } from "../test/test-app";
import { ANY_MENU, MEMBER, type RouteInfo } from "./access";
import { registerGuard } from "./guard";

let t: TestApp;
let member: Session;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
  supervisor = await signInSupervisor(t.app);
  const db = t.handle.db;
  const [union] = await db.select().from(unions).where(eq(unions.unionSeq, UNION_2));
  const [manager] = await db
    .select()
    .from(unionManagers)
    .where(and(eq(unionManagers.unionSeq, UNION_2), eq(unionManagers.label, "SUPERVISOR")));
  unionIdsOf.set(UNION_2, { targetServiceId: union!.targetServiceId, serviceManagerId: manager!.serviceManagerId });
});
afterAll(() => t.close());

/** Ids that name a union through another id: its target service, and a manager of it (its supervisor). */
const unionIdsOf = new Map<number, { targetServiceId: number; serviceManagerId: number }>();
const UNION_BY_ID = /^\/v2\/(target-services|service-managers)\/:id\//;

const fillPath = (url: string, unionSeq: number) =>
  url
    .replace(/:unionSeq|:unionId/g, String(unionSeq))
    .replace("/v2/target-services/:id/", `/v2/target-services/${unionIdsOf.get(unionSeq)?.targetServiceId}/`)
    .replace("/v2/service-managers/:id/", `/v2/service-managers/${unionIdsOf.get(unionSeq)?.serviceManagerId}/`)
    .replace(/:[A-Za-z]+/g, "1")
    .replace("/*", "/x");

/**
 * Floors under the sweeps below (routes per access kind, HEAD not counted; `all` counts every route): a
 * sweep that matched no route, or lost a module's routes, would pass without them. Raise them as routes
 * are added.
 */
const FLOORS = { union: 70, member: 12, invitee: 2, ops: 8, owner: 4, all: 150 };
/** The routes anyone may call: sign-in, token, keys, the API docs, common codes and signed file URLs. */
const PUBLIC_URLS = [
  /^\/docs(\/|$)/,
  /^\/oauth\/(authorize|token|jwks)$/,
  /^\/v1\/common-codes$/,
  /^\/v2\/files\/(upload|download)\/:fileSeq$/,
  // The check printed on consent forms (and later certificates): what a hash certifies, names masked.
  /^\/v1\/verify\/consent-forms\/:hash$/,
  // The check of an uploaded 전자 문서 증명서 PDF (the owner app's /m/verify): issued or not, names masked.
  /^\/v1\/verify\/consent-certificates$/,
  /^\/$/,
  // The built console's files (@fastify/static), registered when apps/web/dist exists.
  /^\/\*$/,
  // The owner pages' files (apps/owner/dist) and, before an owner is identified, a consent link's public
  // facts, the identity check and the code that makes an owner session.
  /^\/m\/\*$/,
  // A consent link's page, rendered by the server with those public facts (registered when apps/owner is built).
  /^\/m\/c\/:linkCode$/,
  /^\/v1\/owner\/consents\/:linkCode(\/identity)?$/,
  // A ballot link's public facts, its opening (열람, counted before identity) and the identity check.
  /^\/v1\/owner\/meetings\/:linkToken(\/opened|\/identity)?$/,
  /^\/v1\/owner\/verifications\/:verificationId\/confirm$/,
  // An online meeting's viewer link: its public facts and the identity check (the rest needs the owner token).
  /^\/v1\/owner\/online-meetings\/:accessCode(\/identity)?$/,
  // A promotion account's sign-in with the id and temporary password texted to it (spec 03 §2.11).
  /^\/v1\/promotion\/sign-in$/,
  // A meeting's published receipts (fingerprints of counted ballots' codes, no names) and a voter's check of a code.
  /^\/v1\/owner\/meet-receipts\/:linkCode(\/check)?$/,
  // A registered-mail number's tracking page (the link in a post's delivery table), as a carrier's page is public.
  /^\/post-tracking\/:trackingNo$/,
  // The streaming simulator's playback (an online meeting's playUrl), public as a streaming service's playback is.
  /^\/v1\/streaming\/channels\/:channelId\/live\.webm$/,
];

const notHead = (route: RouteInfo) => route.method !== "HEAD" && route.method !== "OPTIONS";
const ofKind = (kind: RouteInfo["access"]["kind"]) =>
  t.app.routeTable.filter((route) => route.access.kind === kind && notHead(route));

describe("route table", () => {
  it("an app with a route that declares no access does not start", async () => {
    const deps = {
      db: t.handle.db,
      executeSql: t.handle.executeSql,
      changes: t.handle.changes,
      secrets: t.secrets,
      opsToken: "ops",
    };
    const refused = Fastify();
    registerGuard(refused, deps);
    // As a module of app.ts would: buildApp awaits each module, so it rejects and the server never listens.
    refused.register(async (scope) => {
      scope.get("/v1/declared", { config: { access: MEMBER } }, async () => ({}));
      scope.get("/v1/undeclared", async () => ({}));
    });
    await expect(refused.ready()).rejects.toThrow("route GET /v1/undeclared declares no access (config.access)");
    await refused.close().catch(() => undefined);

    const started = Fastify();
    const table = registerGuard(started, deps);
    await started.register(async (scope) => {
      scope.get("/v1/declared", { config: { access: MEMBER } }, async () => ({}));
    });
    await started.ready();
    expect(table).toEqual([
      { method: "GET", url: "/v1/declared", access: MEMBER },
      { method: "HEAD", url: "/v1/declared", access: MEMBER },
    ]);
    await started.close();
  });

  it("lists every route of the app, union routes with a menu code, and only the intended ones public", () => {
    const table = t.app.routeTable;
    expect(table.length).toBeGreaterThanOrEqual(FLOORS.all);
    for (const route of table.filter((r) => /:unionSeq|:unionId/.test(r.url))) {
      // An invitee answers an invitation to a union they do not manage yet; the service checks it is theirs.
      expect(["union", "invitee"], `${route.method} ${route.url}`).toContain(route.access.kind);
    }
    for (const route of table) {
      if (route.access.kind !== "union") continue;
      expect([...MENU_CODES, ANY_MENU], `${route.method} ${route.url}`).toContain(route.access.menu);
    }
    const publicRoutes = table.filter((route) => route.access.kind === "public");
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const route of publicRoutes) {
      expect(
        PUBLIC_URLS.some((url) => url.test(route.url)),
        `${route.method} ${route.url} is public`,
      ).toBe(true);
    }
  });

  it("routes naming the union by target service or service manager id resolve it from that id", () => {
    const byId = t.app.routeTable.filter(
      (r) => r.access.kind === "union" && ["targetService", "serviceManager"].includes(r.access.unionFrom ?? ""),
    );
    expect(byId.length).toBeGreaterThan(0);
    for (const route of byId) expect(route.url, `${route.method} ${route.url}`).toMatch(UNION_BY_ID);
    for (const route of t.app.routeTable.filter((r) => r.url.startsWith("/v2/target-services/"))) {
      expect(route.access, `${route.method} ${route.url}`).toMatchObject({ kind: "union", unionFrom: "targetService" });
    }
  });

  it("a manager of another union gets 403 and no data on every union route", async () => {
    const routes = [...ofKind("union"), ...ofKind("invitee")];
    expect(routes.length).toBeGreaterThanOrEqual(FLOORS.union + FLOORS.invitee);
    for (const route of routes) {
      const isHeader = route.access.kind === "union" && route.access.unionFrom === "header";
      const response = await t.app.inject({
        method: route.method as "GET",
        url: fillPath(route.url, UNION_2),
        headers: { ...member.auth, ...(isHeader ? { "union-seq": String(UNION_2) } : {}) },
        payload: route.method === "GET" ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      const body = response.json();
      expect(body.code).toBe(ERROR_CODES.UNION_FORBIDDEN);
      expect(body.data).toBeUndefined();
    }
  });

  it("a member gets 403 and no data on every member read that names another member", async () => {
    const namesMember = /:memberSeq|\/service-members\/:id\/|\/service-managers\/:id\//;
    const routes = ofKind("member").filter((route) => route.method === "GET" && namesMember.test(route.url));
    expect(routes.length).toBeGreaterThanOrEqual(5);
    for (const route of routes) {
      const url = route.url
        .replace(":memberSeq", String(supervisor.memberSeq))
        .replace("/service-members/:id/", `/service-members/${supervisor.serviceMemberId}/`)
        .replace("/service-managers/:id/", `/service-managers/${unionIdsOf.get(UNION_2)?.serviceManagerId}/`);
      expect(url, route.url).not.toContain(":");
      const response = await t.app.inject({ url, headers: member.auth });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().data).toBeUndefined();
      const own = await t.app.inject({ url, headers: supervisor.auth });
      expect(own.statusCode, `${route.method} ${route.url} for its own member`).toBe(200);
    }
  });

  it("an anonymous caller gets 401 on every non-public route", async () => {
    const routes = [...ofKind("union"), ...ofKind("member"), ...ofKind("invitee")];
    expect(routes.length).toBeGreaterThanOrEqual(FLOORS.union + FLOORS.member + FLOORS.invitee);
    for (const route of routes) {
      const response = await t.app.inject({ method: route.method as "GET", url: fillPath(route.url, UNION_2) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().code, `${route.method} ${route.url}`).toBe(ERROR_CODES.SESSION_MISSING);
      expect(response.json().data).toBeUndefined();
    }
  });

  it("the owner routes refuse an anonymous caller and a staff session with 401 and no data", async () => {
    const routes = ofKind("owner");
    expect(routes.length).toBeGreaterThanOrEqual(FLOORS.owner);
    for (const route of routes) {
      for (const headers of [{}, supervisor.auth]) {
        const response = await t.app.inject({
          method: route.method as "GET",
          url: route.url.replace(":linkCode", "ABCDEF").replace(":documentType", "ID_CARD"),
          headers,
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json().code).toBe(ERROR_CODES.SESSION_MISSING);
        expect(response.json().data).toBeUndefined();
      }
    }
  });

  it("the operator routes refuse a caller without the ops token, even a signed-in supervisor", async () => {
    const routes = ofKind("ops");
    expect(routes.length).toBeGreaterThanOrEqual(FLOORS.ops);
    for (const route of routes) {
      for (const headers of [supervisor.auth, { ...supervisor.auth, "x-ops-token": "wrong" }]) {
        const response = await t.app.inject({
          method: route.method as "PUT",
          url: route.url.replace(":type", "SMS_SEND"),
          headers,
          payload: { isUnderMaintenance: true },
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json().code).toBe(ERROR_CODES.PERMISSION_DENIED);
        expect(response.json().data).toBeUndefined();
      }
    }
  });
});
