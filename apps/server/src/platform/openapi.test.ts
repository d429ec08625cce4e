import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Areas whose rows of the spec's endpoint index this codebase serves so far. */
const SERVED_AREAS = [
  "account",
  "ai",
  "auth",
  "billing",
  "certificates",
  "common",
  "consents",
  "counsels",
  "eposts",
  "files",
  "live-relay",
  "maintenance",
  "meet-certificates",
  "meet-results",
  "meetings",
  "office",
  "permissions",
  "posts",
  "promotion",
  "register",
  "sms",
  "users",
];
/** Rows of the served areas that belong to the online meeting (issue 18), not served yet. */
const ONLINE_MEETING_ROWS = new Set([]);
const INDEX = path.resolve(import.meta.dirname, "../../../../../shared/spec/endpoints.tsv");

function indexRows() {
  const lines = fs.readFileSync(INDEX, "utf8").trim().split("\n").slice(1);
  return lines
    .map((line) => line.split("\t"))
    .filter(([, , area]) => SERVED_AREAS.includes(area ?? ""))
    .filter(([method, p]) => !ONLINE_MEETING_ROWS.has(`${method} ${p}`))
    .map(([method, p, area]) => ({ method: (method ?? "").toLowerCase(), path: p ?? "", area: area ?? "" }));
}

describe("OpenAPI document", () => {
  it("is served at /docs/json and the UI at /docs", async () => {
    const doc = await t.app.inject({ url: "/docs/json" });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    const ui = await t.app.inject({ url: "/docs/" });
    expect(ui.statusCode).toBe(200);
  });

  it("lists every endpoint of the served areas of the spec index", async () => {
    const paths: Record<string, Record<string, unknown>> = (await t.app.inject({ url: "/docs/json" })).json().paths;
    const rows = indexRows();
    // Every served area has its rows in the index (a renamed area would silently drop them), 157 in all today.
    for (const area of SERVED_AREAS)
      expect(
        rows.some((row) => row.area === area),
        area,
      ).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    for (const row of rows) {
      expect(paths[row.path]?.[row.method], `${row.method} ${row.path}`).toBeDefined();
      const response = await t.app.inject({ method: row.method.toUpperCase() as "GET", url: row.path });
      expect(response.statusCode, `${row.method} ${row.path} is routed`).not.toBe(404);
    }
  });

  it("documents every API route the app serves, with the methods it serves", async () => {
    const paths: Record<string, Record<string, unknown>> = (await t.app.inject({ url: "/docs/json" })).json().paths;
    const apiRoutes = t.app.routeTable.filter(
      // Not the API: the console's and the owner pages' files (@fastify/static, when built).
      (route) =>
        route.method !== "HEAD" &&
        route.url !== "/" &&
        !route.url.startsWith("/docs") &&
        route.url !== "/*" &&
        route.url !== "/m/*",
    );
    expect(apiRoutes.length).toBeGreaterThanOrEqual(100);
    const undocumented = apiRoutes
      .map((route) => ({ method: route.method.toLowerCase(), path: route.url.replace(/:([A-Za-z]+)/g, "{$1}") }))
      .filter((route) => !paths[route.path]?.[route.method])
      .map((route) => `${route.method} ${route.path}`);
    expect(undocumented).toEqual([]);
  });
});
