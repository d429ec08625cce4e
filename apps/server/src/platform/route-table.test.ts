import { ERROR_CODES, MENU_CODES } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unionManagers, unions } from "../modules/union-users/union-users.table";
import { createTestApp, type Session, signInMember, signInSupervisor, type TestApp, UNION_2 } from "../test/test-app";
import { ANY_MENU } from "./access";

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

describe("route table", () => {
  it("every route declares its access, and every union route a menu code", () => {
    expect(t.app.routeTable.length).toBeGreaterThan(10);
    for (const route of t.app.routeTable) {
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
      if (/:unionSeq|:unionId/.test(route.url)) {
        // An invitee answers an invitation to a union they do not manage yet; the service checks it is theirs.
        expect(["union", "invitee"], `${route.method} ${route.url}`).toContain(route.access.kind);
        if (route.access.kind === "union") {
          expect([...MENU_CODES, ANY_MENU]).toContain(route.access.menu);
        }
      }
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

  const unionRoutes = () =>
    t.app.routeTable.filter(
      (r) =>
        (r.access.kind === "union" || r.access.kind === "invitee") && r.method !== "HEAD" && r.method !== "OPTIONS",
    );

  it("a manager of another union gets 403 and no data on every union route", async () => {
    const routes = unionRoutes();
    expect(routes.length).toBeGreaterThan(0);
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

  it("an anonymous caller gets 401 on every non-public route", async () => {
    const guarded = ["union", "member", "invitee"];
    for (const route of t.app.routeTable.filter((r) => guarded.includes(r.access.kind))) {
      if (route.method === "HEAD") continue;
      const response = await t.app.inject({ method: route.method as "GET", url: fillPath(route.url, UNION_2) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().data).toBeUndefined();
    }
  });

  it("the operator routes refuse a caller without the ops token", async () => {
    for (const route of t.app.routeTable.filter((r) => r.access.kind === "ops")) {
      const response = await t.app.inject({
        method: route.method as "PUT",
        url: route.url.replace(":type", "SMS_SEND"),
        headers: { ...supervisor.auth, "x-ops-token": "wrong" },
        payload: { isUnderMaintenance: true },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
