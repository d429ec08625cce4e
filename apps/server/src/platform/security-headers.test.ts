import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONSOLE_CLIENT_ID } from "@johap/contracts";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN } from "../test/template-db";
import { createTestApp, newPkce, REDIRECT_URI, type TestApp } from "../test/test-app";

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A console build of its own: the API suite runs before `npm run build`.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "johap-web-dist-"));
  fs.mkdirSync(path.join(webDist, "assets"));
  fs.writeFileSync(
    path.join(webDist, "index.html"),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDist, "assets/index.js"), "export {};\n");
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const authorizeQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    response_type: "code",
    client_id: CONSOLE_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    code_challenge: newPkce().challenge,
    code_challenge_method: "S256",
    state: "abc",
    ...overrides,
  }).toString();

/** The policy's directives by name, each with its sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers["content-security-policy"];
  expect(typeof header).toBe("string");
  return new Map(
    String(header)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(response.headers["x-frame-options"]).toBe("DENY");
  expect(policyOf(response).get("frame-ancestors")).toEqual(["'none'"]);
}

/** The console's policy: scripts from this origin only, never inline or eval. */
function expectConsolePolicy(response: LightMyRequestResponse) {
  expectCommonHeaders(response);
  const policy = policyOf(response);
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("script-src")).toEqual(["'self'"]);
  expect(policy.get("script-src-attr")).toEqual(["'none'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("connect-src")).toEqual(["'self'"]);
  expect(policy.has("upgrade-insecure-requests")).toBe(false);
}

const hashSource = (css: string) => `'sha256-${crypto.createHash("sha256").update(css).digest("base64")}'`;
/** The page's inline style sheets, each as the CSP hash source that allows it. */
const styleHashesOf = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => hashSource(css ?? ""));

/** The sign-in and error pages: nothing but their own style sheet, allowed by its hash. */
function expectSignInPolicy(response: LightMyRequestResponse) {
  expectCommonHeaders(response);
  const policy = policyOf(response);
  expect(policy.get("default-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'none'"]);
  expect(policy.has("script-src")).toBe(false);
  expect(response.body).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  const hashes = styleHashesOf(response.body);
  expect(hashes).toHaveLength(1);
  expect(policy.get("style-src")).toContain(hashes[0]);
  expect(policy.get("style-src")).not.toContain("'unsafe-inline'");
  return policy;
}

describe("security headers", () => {
  it("are on API responses, refusals included", async () => {
    const codes = await t.app.inject({ url: "/v1/common-codes" });
    expect(codes.statusCode).toBe(200);
    expectConsolePolicy(codes);

    const refused = await t.app.inject({ url: "/v1/unions/1/service-info" });
    expect(refused.statusCode).toBe(401);
    expectConsolePolicy(refused);

    const missing = await t.app.inject({ url: "/v1/no-such-route" });
    expect(missing.statusCode).toBe(404);
    expectConsolePolicy(missing);
  });

  it("give the sign-in page a policy of its own: its hashed style sheet, posting here and to the client", async () => {
    const page = await t.app.inject({ url: `/oauth/authorize?${authorizeQuery()}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(expectSignInPolicy(page).get("form-action")).toEqual(["'self'", TEST_ORIGIN]);

    const { challenge } = newPkce();
    const failed = await t.app.inject({
      method: "POST",
      url: "/oauth/authorize",
      payload: new URLSearchParams({
        response_type: "code",
        client_id: CONSOLE_CLIENT_ID,
        redirect_uri: REDIRECT_URI,
        code_challenge: challenge,
        code_challenge_method: "S256",
        loginId: "demo",
        password: "wrong-password",
      }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(failed.statusCode).toBe(401);
    expect(failed.body).toContain('class="error"');
    expect(expectSignInPolicy(failed).get("form-action")).toEqual(["'self'", TEST_ORIGIN]);

    const refused = await t.app.inject({ url: `/oauth/authorize?${authorizeQuery({ client_id: "evil" })}` });
    expect(refused.statusCode).toBe(400);
    expect(expectSignInPolicy(refused).get("form-action")).toEqual(["'self'"]);
  });

  it("are on the console's index, its client-side routes and its files", async () => {
    for (const url of ["/", "/unions/1/register"]) {
      const index = await t.app.inject({ url });
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<div id="root">');
      expectConsolePolicy(index);
    }
    const script = await t.app.inject({ url: "/assets/index.js" });
    expect(script.statusCode).toBe(200);
    expectConsolePolicy(script);
  });

  it("are on the OpenAPI UI, whose scripts and style sheets are files under /docs", async () => {
    const ui = await t.app.inject({ url: "/docs/" });
    expect(ui.statusCode).toBe(200);
    expectConsolePolicy(ui);
    expect(ui.body).not.toMatch(/<script>|<script [^>]*>\s*[^<\s]/);
    for (const file of ["/docs/static/swagger-ui-bundle.js", "/docs/static/swagger-ui.css", "/docs/json"]) {
      const response = await t.app.inject({ url: file });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
  });
});
