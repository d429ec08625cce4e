import { ERROR_CODES, MENU_CODES } from "@johap/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Session, signInMember, signInSupervisor, type TestApp, UNION_2 } from "../test/test-app";
import { ANY_MENU } from "./access";

let t: TestApp;
let member: Session;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
  supervisor = await signInSupervisor(t.app);
});
afterAll(() => t.close());

const fillPath = (url: string, unionSeq: number) =>
  url
    .replace(/:unionSeq|:unionId/g, String(unionSeq))
    .replace(/:[A-Za-z]+/g, "1")
    .replace("/*", "/x");

describe("route table", () => {
  it("every route declares its access, and every union route a menu code", () => {
    expect(t.app.routeTable.length).toBeGreaterThan(10);
    for (const route of t.app.routeTable) {
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
      if (/:unionSeq|:unionId/.test(route.url)) {
        expect(route.access.kind, `${route.method} ${route.url}`).toBe("union");
        if (route.access.kind === "union") {
          expect([...MENU_CODES, ANY_MENU]).toContain(route.access.menu);
        }
      }
    }
  });

  const unionRoutes = () =>
    t.app.routeTable.filter((r) => r.access.kind === "union" && r.method !== "HEAD" && r.method !== "OPTIONS");

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
    for (const route of t.app.routeTable.filter((r) => r.access.kind === "union" || r.access.kind === "member")) {
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
