import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INDEX = path.resolve(import.meta.dirname, "../../../../../shared/spec/endpoints.tsv");

function indexRows() {
  const lines = fs.readFileSync(INDEX, "utf8").trim().split("\n").slice(1);
  return lines
    .map((line) => line.split("\t"))
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

  it("lists every endpoint of the spec index, every area", async () => {
    const paths: Record<string, Record<string, unknown>> = (await t.app.inject({ url: "/docs/json" })).json().paths;
    const rows = indexRows();
    // Every row of the spec's index, every area (issue 20: /docs/json holds every call the specs name).
    expect(rows.length).toBeGreaterThanOrEqual(230);
    for (const row of rows) {
      expect(paths[row.path]?.[row.method], `${row.method} ${row.path}`).toBeDefined();
      const response = await t.app.inject({ method: row.method.toUpperCase() as "GET", url: row.path });
      expect(response.statusCode, `${row.method} ${row.path} is routed`).not.toBe(404);
    }
  });

  it("documents every API route the app serves, with the methods it serves", async () => {
    const paths: Record<string, Record<string, unknown>> = (await t.app.inject({ url: "/docs/json" })).json().paths;
    const apiRoutes = t.app.routeTable.filter(
      // Not the API: the console's and the owner pages' files (@fastify/static, when built), and a consent link's
      // page rendered by the server (/m/c/:linkCode, when apps/owner is built).
      (route) =>
        route.method !== "HEAD" &&
        route.url !== "/" &&
        !route.url.startsWith("/docs") &&
        route.url !== "/*" &&
        !route.url.startsWith("/m/"),
    );
    expect(apiRoutes.length).toBeGreaterThanOrEqual(100);
    const undocumented = apiRoutes
      .map((route) => ({ method: route.method.toLowerCase(), path: route.url.replace(/:([A-Za-z]+)/g, "{$1}") }))
      .filter((route) => !paths[route.path]?.[route.method])
      .map((route) => `${route.method} ${route.path}`);
    expect(undocumented).toEqual([]);
  });
});
