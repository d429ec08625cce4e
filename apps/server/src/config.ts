import path from "node:path";
import { z } from "zod";

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  /** Origins whose /auth/callback the console client may use, comma separated. */
  CONSOLE_ORIGINS: z.string().optional(),
  /** The site's public address, for links texted to owners (`/m/c/{linkCode}`); default http://localhost:PORT. */
  PUBLIC_BASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z.string().default("info"),
  /** Unset: on with the demo data (DEMO_SEED=1), off without it, so a real deployment never auto-approves. */
  DEMO_AUTO_APPROVE: z.enum(["0", "1", "true", "false", ""]).optional(),
  DEMO_SEED: z.enum(["0", "1"]).default("1"),
  RATE_LIMIT_MAX: z.coerce.number().int().default(6000),
  /** Failed sign-ins from one address within LOGIN_WINDOW_MINUTES before it must wait. */
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  /** Failed sign-ins of one account within LOGIN_WINDOW_MINUTES before it must wait. */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .default(12 * 60 * 60),
  WEB_DIST: z.string().optional(),
  REGISTRY_FEED_SECONDS: z.coerce.number().int().min(1).default(30),
  REGISTRY_CHANGE_ONE_IN: z.coerce.number().int().min(1).default(2000),
  REGISTRY_ISSUE_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
  /** The vendor's system administrator, told of every supervisor delegation (spec 01 §4). */
  SYSTEM_ADMIN_PHONE: z
    .string()
    .regex(/^\d{9,11}$/)
    .default("0221234567"),
  /** Seconds until DEMO_AUTO_APPROVE confirms a requested deposit. */
  DEMO_DEPOSIT_CONFIRM_SECONDS: z.coerce.number().int().min(0).default(120),
  /** An OpenAI-compatible endpoint for the AI text helper; without both, the built-in engine writes. */
  AI_BASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default("gpt-4o-mini"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  /** The opt-out number the built-in engine puts under promotional texts. */
  AI_OPT_OUT_NO: z.string().default("080-000-0000"),
  /** An e-vote relay service for ballot links; without both, the built-in simulator texts them through the SMS port. */
  EVOTE_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  EVOTE_API_KEY: z.string().optional(),
  /** The simulator: about one delivered ballot link in this many never reaches its phone (0: none). */
  EVOTE_FAIL_ONE_IN: z.coerce.number().int().min(0).default(40),
  /** The simulator: a delivered link reaches its phone within this many seconds. */
  EVOTE_RECEIVE_SECONDS: z.coerce.number().min(0).default(20),
  /** The simulator: about one link in this many finds its phone off and arrives within EVOTE_LATE_HOURS (0: none). */
  EVOTE_LATE_ONE_IN: z.coerce.number().int().min(0).default(25),
  EVOTE_LATE_HOURS: z.coerce.number().min(0).default(8),
  /** The e-document simulator (전자 등기): simulated time runs this many times faster (3600: an hour a second). */
  EDOC_CLOCK_SCALE: z.coerce.number().positive().default(1),
  /** The postal simulator: seconds each stage takes (인쇄 → 발송 → 배달), and about one letter in this many returned (0: none). */
  POST_STEP_SECONDS: z.coerce.number().min(0.2).default(1800),
  POST_RETURN_ONE_IN: z.coerce.number().int().min(0).default(15),
  /** all: HTTP and workers in one process (the embedded default); api: HTTP only; worker: jobs and feeds only. */
  /**
   * Proxies whose X-Forwarded-For is believed (Fastify's trustProxy): addresses or CIDRs, comma separated,
   * or a hop count. Unset: none, so a client can never choose the address its limits are counted on.
   */
  TRUST_PROXY: z.string().optional(),
  ROLE: z.enum(["all", "api", "worker"]).default("all"),
  /** S3-compatible object storage for files; without S3_BUCKET files stay on local disk under DATA_DIR/files. */
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_FORCE_PATH_STYLE: z.enum(["0", "1", "true", "false"]).optional(),
});

export type AiConfig = {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  optOutNumber: string;
};

export type EvoteConfig = {
  apiUrl: string | undefined;
  apiKey: string | undefined;
  failOneIn: number;
  receiveDelayMs: number;
  lateOneIn: number;
  lateDelayMs: number;
};

export type Role = "all" | "api" | "worker";

export type S3Config = {
  endpoint: string | undefined;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  region: string;
  forcePathStyle: boolean;
};

export type Config = {
  /** Which part of the product this process runs (ROLE). */
  role: Role;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: boolean | number | string[];
  /** S3-compatible storage for files, when S3_BUCKET is set; local disk otherwise. */
  s3: S3Config | undefined;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  consoleOrigins: string[];
  /** The public origin owners' links start with (no trailing slash). */
  publicBaseUrl: string;
  logLevel: string;
  demoAutoApprove: boolean;
  demoSeed: boolean;
  rateLimitMax: number;
  signInLimits: { perAccount: number; perAddress: number; windowMinutes: number };
  accessTokenTtlSeconds: number;
  webDist: string;
  /** Registry simulator: seconds between feed polls, and about one change per this many registrations a poll. */
  registryFeedSeconds: number;
  registryChangeOneIn: number;
  /** Registry simulator: seconds from a document order until the office issues (or refuses) it. */
  registryIssueSeconds: number;
  systemAdminPhone: string;
  depositConfirmSeconds: number;
  ai: AiConfig;
  evote: EvoteConfig;
  /** E-document simulator: how many times faster than real time its recipients act (EDOC_CLOCK_SCALE). */
  edocClockScale: number;
  /** The postal simulator's timing and return share (POST_STEP_SECONDS, POST_RETURN_ONE_IN). */
  post: { stepSeconds: number; returnOneIn: number };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = ConfigSchema.parse(env);
  if (e.ROLE !== "all" && !e.DATABASE_URL) throw new Error(`ROLE=${e.ROLE} needs DATABASE_URL: PGlite is one process`);
  const defaultOrigins = [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`, "http://localhost:5173"];
  return {
    role: e.ROLE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT || undefined,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          region: e.S3_REGION,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === "1" || e.S3_FORCE_PATH_STYLE === "true",
        }
      : undefined,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    consoleOrigins: e.CONSOLE_ORIGINS ? e.CONSOLE_ORIGINS.split(",").map((s) => s.trim()) : defaultOrigins,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    logLevel: e.LOG_LEVEL,
    demoAutoApprove:
      e.DEMO_AUTO_APPROVE === undefined
        ? e.DEMO_SEED === "1"
        : e.DEMO_AUTO_APPROVE === "1" || e.DEMO_AUTO_APPROVE === "true",
    demoSeed: e.DEMO_SEED === "1",
    rateLimitMax: e.RATE_LIMIT_MAX,
    signInLimits: {
      perAccount: e.LOGIN_FAILURES_PER_ACCOUNT,
      perAddress: e.LOGIN_RATE_LIMIT_MAX,
      windowMinutes: e.LOGIN_WINDOW_MINUTES,
    },
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    registryFeedSeconds: e.REGISTRY_FEED_SECONDS,
    registryChangeOneIn: e.REGISTRY_CHANGE_ONE_IN,
    registryIssueSeconds: e.REGISTRY_ISSUE_SECONDS,
    systemAdminPhone: e.SYSTEM_ADMIN_PHONE,
    depositConfirmSeconds: e.DEMO_DEPOSIT_CONFIRM_SECONDS,
    edocClockScale: e.EDOC_CLOCK_SCALE,
    evote: {
      apiUrl: e.EVOTE_API_URL,
      apiKey: e.EVOTE_API_KEY,
      failOneIn: e.EVOTE_FAIL_ONE_IN,
      receiveDelayMs: e.EVOTE_RECEIVE_SECONDS * 1000,
      lateOneIn: e.EVOTE_LATE_ONE_IN,
      lateDelayMs: e.EVOTE_LATE_HOURS * 3600 * 1000,
    },
    post: { stepSeconds: e.POST_STEP_SECONDS, returnOneIn: e.POST_RETURN_ONE_IN },
    ai: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      optOutNumber: e.AI_OPT_OUT_NO,
    },
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, "../../web/dist")),
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim();
  if (!text || text === "0" || text === "false") return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
