import path from "node:path";
import { z } from "zod";

const boolish = z
  .enum(["0", "1", "true", "false", ""])
  .default("1")
  .transform((v) => v === "1" || v === "true");

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  /** Origins whose /auth/callback the console client may use, comma separated. */
  CONSOLE_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.string().default("info"),
  DEMO_AUTO_APPROVE: boolish,
  DEMO_SEED: z.enum(["0", "1"]).default("1"),
  RATE_LIMIT_MAX: z.coerce.number().int().default(6000),
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().default(10),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .default(12 * 60 * 60),
  WEB_DIST: z.string().optional(),
  REGISTRY_FEED_SECONDS: z.coerce.number().int().min(1).default(30),
  REGISTRY_CHANGE_ONE_IN: z.coerce.number().int().min(1).default(2000),
  /** The vendor's system administrator, told of every supervisor delegation (spec 01 §4). */
  SYSTEM_ADMIN_PHONE: z
    .string()
    .regex(/^\d{9,11}$/)
    .default("0221234567"),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  consoleOrigins: string[];
  logLevel: string;
  demoAutoApprove: boolean;
  demoSeed: boolean;
  rateLimitMax: number;
  loginRateLimitMax: number;
  accessTokenTtlSeconds: number;
  webDist: string;
  /** Registry simulator: seconds between feed polls, and about one change per this many registrations a poll. */
  registryFeedSeconds: number;
  registryChangeOneIn: number;
  systemAdminPhone: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = ConfigSchema.parse(env);
  const defaultOrigins = [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`, "http://localhost:5173"];
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    consoleOrigins: e.CONSOLE_ORIGINS ? e.CONSOLE_ORIGINS.split(",").map((s) => s.trim()) : defaultOrigins,
    logLevel: e.LOG_LEVEL,
    demoAutoApprove: e.DEMO_AUTO_APPROVE,
    demoSeed: e.DEMO_SEED === "1",
    rateLimitMax: e.RATE_LIMIT_MAX,
    loginRateLimitMax: e.LOGIN_RATE_LIMIT_MAX,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    registryFeedSeconds: e.REGISTRY_FEED_SECONDS,
    registryChangeOneIn: e.REGISTRY_CHANGE_ONE_IN,
    systemAdminPhone: e.SYSTEM_ADMIN_PHONE,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, "../../web/dist")),
  };
}
