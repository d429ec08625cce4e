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
  "common",
  "files",
  "maintenance",
  "office",
  "permissions",
  "register",
  "sms",
  "users",
];
const INDEX = path.resolve(import.meta.dirname, "../../../../../shared/spec/endpoints.tsv");

function indexRows() {
  const lines = fs.readFileSync(INDEX, "utf8").trim().split("\n").slice(1);
  return lines
    .map((line) => line.split("\t"))
    .filter(([, , area]) => SERVED_AREAS.includes(area ?? ""))
    .map(([method, p]) => ({ method: (method ?? "").toLowerCase(), path: p ?? "" }));
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
    expect(rows.length).toBeGreaterThanOrEqual(9);
    for (const row of rows) {
      expect(paths[row.path]?.[row.method], `${row.method} ${row.path}`).toBeDefined();
      const response = await t.app.inject({ method: row.method.toUpperCase() as "GET", url: row.path });
      expect(response.statusCode, `${row.method} ${row.path} is routed`).not.toBe(404);
    }
  });
});
