import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unionManagers, unions } from "../modules/union-users/union-users.table";
import { createTestApp, type Session, signInSupervisor, type TestApp, UNION_1 } from "../test/test-app";
import type { RouteInfo } from "./access";

/**
 * Every route that declares a path, query or body schema, sent bad input as the supervisor of union 1:
 * wrong types, strings too long, NUL and lone surrogates, negative, fractional and huge numbers, arrays for
 * strings, objects, an empty body. Each field is spoiled on its own in an otherwise well-formed request
 * (made from the route's OpenAPI schema), so a value that gets past validation reaches the service and the
 * database. No answer may be a 500, and every 4xx carries a Korean message.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
};
type Parameter = { in: "path" | "query" | "header"; name: string; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
type Case = { label: string; path: Record<string, string>; query: string; body?: unknown };

const HANGUL = /[가-힣]/;
const INT4_OVERFLOW = 2_147_483_648;

let t: TestApp;
let supervisor: Session;
let ids: { targetServiceId: number; serviceManagerId: number };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: "1000000" });
  supervisor = await signInSupervisor(t.app);
  const db = t.handle.db;
  const [union] = await db.select().from(unions).where(eq(unions.unionSeq, UNION_1));
  const [manager] = await db
    .select()
    .from(unionManagers)
    .where(and(eq(unionManagers.unionSeq, UNION_1), eq(unionManagers.serviceMemberId, supervisor.serviceMemberId)));
  ids = { targetServiceId: union!.targetServiceId, serviceManagerId: manager!.serviceManagerId };
});
afterAll(() => t.close());

/** A path parameter's well-formed value: the supervisor's union, member and manager, or 1. */
function goodParam(url: string, name: string): string {
  if (name === "unionSeq" || name === "unionId") return String(UNION_1);
  if (name === "memberSeq") return String(supervisor.memberSeq);
  if (name === "id" && url.startsWith("/v2/target-services/")) return String(ids.targetServiceId);
  if (name === "id" && url.startsWith("/v2/service-managers/")) return String(ids.serviceManagerId);
  if (name === "id" && url.startsWith("/v2/service-members/")) return String(supervisor.serviceMemberId);
  return "1";
}

const STRING_CANDIDATES = ["가나", "1", "01012345678", "0212345678", "20000101", "2000-01-01", "attribute1", "a@b.kr"];

/** A value the schema is likely to accept (the first candidate its pattern and length allow). */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return sample(union.find((s) => s.type !== "null") ?? union[0], depth + 1);
  if (schema.allOf) return sample(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== "null") : schema.type;
  switch (type) {
    case "string": {
      if (schema.format === "date-time") return new Date(Date.now() + 86_400_000).toISOString();
      if (schema.format === "email") return "a@b.kr";
      const pattern = schema.pattern ? new RegExp(schema.pattern, "u") : null;
      const fits = (v: string) =>
        (!pattern || pattern.test(v)) && v.length >= (schema.minLength ?? 0) && v.length <= (schema.maxLength ?? 1e9);
      return STRING_CANDIDATES.find(fits) ?? "가나";
    }
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    case "boolean":
      return true;
    case "array":
      return schema.minItems ? [sample(schema.items, depth + 1)] : [];
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key)) out[key] = sample(value, depth + 1);
      }
      return out;
    }
    default:
      return undefined;
  }
}

/** Bad values for one field of a JSON body. */
const BAD_BODY_VALUES: unknown[] = [
  "a\u0000b",
  "\uD800",
  "x".repeat(100_000),
  "",
  -1,
  1.5,
  INT4_OVERFLOW,
  1e308,
  "9999-99-99",
  ["x"],
  {},
  true,
  null,
];
/** Bad values for a path parameter or a query field, as they appear in the URL. */
const BAD_URL_VALUES = [
  "%00",
  "%ED%A0%80",
  "x".repeat(5000),
  "-1",
  "1.5",
  String(INT4_OVERFLOW),
  "1e400",
  "9999-99-99",
  "abc",
  "",
];

/**
 * The union in the path (`unionSeq`, `unionId`, or the `id` of a target service or service manager) is read
 * by the guard, the same way on every route: it is spoiled on the first few routes that name it.
 */
const UNION_PARAM_ROUTES = 6;
let unionParamRoutes = 0;
const namesUnion = (url: string, name: string) =>
  name === "unionSeq" ||
  name === "unionId" ||
  (name === "id" && /^\/v2\/(target-services|service-managers)\//.test(url));

function casesOf(url: string, operation: Operation | undefined): Case[] {
  const pathNames = [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const path = Object.fromEntries(pathNames.map((name) => [name, goodParam(url, name)]));
  const queryNames = (operation?.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
  const bodySchema = operation?.requestBody?.content?.["application/json"]?.schema;
  const cases: Case[] = [];
  const base = bodySchema ? sample(bodySchema) : undefined;
  const spoilsUnion = pathNames.some((name) => namesUnion(url, name)) && unionParamRoutes++ < UNION_PARAM_ROUTES;
  for (const name of pathNames.filter((n) => spoilsUnion || !namesUnion(url, n))) {
    for (const value of BAD_URL_VALUES)
      cases.push({
        label: `path ${name}=${value.slice(0, 12)}`,
        path: { ...path, [name]: value },
        query: "",
        body: base,
      });
  }
  for (const name of queryNames) {
    for (const value of BAD_URL_VALUES)
      cases.push({ label: `query ${name}=${value.slice(0, 12)}`, path, query: `${name}=${value}`, body: base });
    cases.push({ label: `query ${name} twice`, path, query: `${name}=1&${name}=2`, body: base });
  }
  if (bodySchema) {
    for (const whole of [{}, [], "text", 7, null])
      cases.push({ label: `body ${JSON.stringify(whole)}`, path, query: "", body: whole });
    const fields = Object.keys(bodySchema.properties ?? {});
    for (const field of fields) {
      for (const value of BAD_BODY_VALUES) {
        const body = { ...(base as object), [field]: value };
        cases.push({ label: `body ${field}=${JSON.stringify(value)?.slice(0, 12)}`, path, query: "", body });
      }
    }
  }
  return cases;
}

const isSwept = (route: RouteInfo) =>
  route.method !== "HEAD" && route.method !== "OPTIONS" && !route.url.includes("*") && !route.url.startsWith("/docs");

/** Routes with a path, query or body schema, and how many answers a well-formed part let through (floors). */
const FLOORS = { routes: 90, requests: 3000, accepted: 200 };

function send(route: RouteInfo, c: Case) {
  const url = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => c.path[name] ?? "1");
  const hasBody = c.body !== undefined && route.method !== "GET";
  return t.app
    .inject({
      method: route.method as "POST",
      url: c.query ? `${url}?${c.query}` : url,
      headers: {
        ...supervisor.auth,
        "union-seq": String(UNION_1),
        "x-ops-token": t.secrets.opsToken,
        ...(hasBody ? { "content-type": "application/json" } : {}),
      },
      ...(hasBody ? { payload: JSON.stringify(c.body) } : {}),
    })
    .catch((error: Error) => error);
}

/** Whether the supervisor's session still reads its own member (a sign-out ends it). */
const stillSignedIn = async () =>
  (await t.app.inject({ method: "GET", url: `/v3/members/${supervisor.memberSeq}`, headers: supervisor.auth }))
    .statusCode !== 401;

describe("validation fuzz", () => {
  it("answers every bad input with a Korean message and never with a 500", async () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    const failures: string[] = [];
    const counts = { routes: 0, requests: 0, accepted: 0 };
    for (const route of t.app.routeTable.filter(isSwept)) {
      const operation = paths[route.url.replace(/:([A-Za-z]+)/g, "{$1}")]?.[route.method.toLowerCase()];
      const hasSchema =
        route.url.includes(":") ||
        operation?.parameters?.some((p) => p.in === "query") ||
        operation?.requestBody !== undefined;
      if (!hasSchema) continue;
      counts.routes++;
      for (const c of casesOf(route.url, operation)) {
        const response = await send(route, c);
        counts.requests++;
        const where = `${route.method} ${route.url} ${c.label}`;
        if (response instanceof Error) {
          // A download cut off after its headers were sent.
          failures.push(`${where}: ${response.message}`);
          continue;
        }
        const { statusCode } = response;
        if (statusCode < 300) counts.accepted++;
        if (statusCode >= 500) failures.push(`${where} → ${statusCode} ${response.body.slice(0, 120)}`);
        else if (statusCode >= 400) {
          // The authorization server's sign-in and error pages answer a browser with HTML.
          const isHtml = String(response.headers["content-type"]).startsWith("text/html");
          const message = isHtml ? response.body : String(response.json().message ?? "");
          if (!HANGUL.test(message)) failures.push(`${where} → ${statusCode} ${message.slice(0, 120)}`);
        }
        // A spoiled sign-out body may still sign the supervisor out: sign in again for the next request. Only
        // then: the owner pages' routes answer a staff token 401 on every case, and sign-ins are rate-limited.
        if (statusCode === 401 && !(await stillSignedIn())) supervisor = await signInSupervisor(t.app);
      }
    }
    expect(failures).toEqual([]);
    expect(counts.routes).toBeGreaterThanOrEqual(FLOORS.routes);
    expect(counts.requests).toBeGreaterThanOrEqual(FLOORS.requests);
    expect(counts.accepted).toBeGreaterThanOrEqual(FLOORS.accepted);
  }, 120_000);
});
