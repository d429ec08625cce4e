import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { CONSOLE_CLIENT_ID } from "@johap/contracts";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import pino from "pino";
import { inject } from "vitest";
import { assemble } from "../assemble";
import { loadServerSecrets, type ServerSecrets } from "../auth-server/server-secrets";
import { loadConfig } from "../config";
import { type DbHandle, openPostgres, wrapPglite } from "../db/client";
import { DEMO_LOGIN, DEMO_MEMBER_LOGIN } from "../db/seed/demo-seed";
import { type FileStore, localFileStore } from "../platform/file-store";
import { type Jobs, startJobs } from "../platform/jobs";
import { adminUrl, PG_TEMPLATE_DB, TEST_ORIGIN } from "./template-db";

export type TestApp = {
  app: FastifyInstance;
  handle: DbHandle;
  jobs: Jobs;
  secrets: ServerSecrets;
  /** Where the app's file store keeps files (`storageKey` paths under it). */
  filesDir: string;
  close: () => Promise<void>;
};

async function openCopy(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `johap_t_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
    await admin.end();
    const handle = openPostgres(adminUrl(databaseUrl, name), 4);
    return {
      handle,
      drop: async () => {
        const a = new pg.Client({ connectionString: databaseUrl });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const bytes = fs.readFileSync(inject("pgliteTemplatePath"));
  const client = await PGlite.create({ loadDataDir: new Blob([bytes]) });
  return { handle: wrapPglite(client), drop: async () => {} };
}

/** The real app on a fresh copy of the seeded template database. */
/** `store` replaces the local disk store (for example an S3 store on a test server). */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { store?: FileStore } = {},
): Promise<TestApp> {
  const { handle, drop } = await openCopy();
  const secrets = await loadServerSecrets(handle.db);
  const jobs = await startJobs(handle, pino({ level: "silent" }));
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "johap-files-"));
  const config = loadConfig({ DATA_DIR: filesDir, CONSOLE_ORIGINS: TEST_ORIGIN, ...env });
  // Every route, queue and worker, as one process of `npm start`; the recurring feeds are left to the tests.
  const { app } = await assemble({
    config,
    handle,
    secrets,
    jobs,
    store: opts.store ?? localFileStore(filesDir, secrets.fileUrlSecret),
    role: "all",
    feeds: false,
  });
  if (!app) throw new Error("role all serves HTTP");
  await app.ready();
  return {
    app,
    handle,
    jobs,
    secrets,
    filesDir,
    close: async () => {
      await app.close();
      await jobs.stop();
      await handle.close();
      await drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export const REDIRECT_URI = `${TEST_ORIGIN}/auth/callback`;

export function newPkce() {
  const verifier = crypto.randomBytes(48).toString("base64url").slice(0, 64);
  const challenge = crypto.createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge };
}

/** Signs in through the authorization server: returns the code (not yet exchanged). */
export async function authorize(
  app: FastifyInstance,
  login: { loginId: string; password: string },
  challenge: string,
  overrides: Record<string, string> = {},
  from: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  const response = await app.inject({
    method: "POST",
    url: "/oauth/authorize",
    remoteAddress: from.remoteAddress,
    payload: new URLSearchParams({
      response_type: "code",
      client_id: CONSOLE_CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      code_challenge: challenge,
      code_challenge_method: "S256",
      state: "st",
      loginId: login.loginId,
      password: login.password,
      ...overrides,
    }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...from.headers },
  });
  const location = response.headers.location;
  const code = typeof location === "string" ? new URL(location).searchParams.get("code") : null;
  return { response, code };
}

export function exchange(app: FastifyInstance, fields: Record<string, string>) {
  return app.inject({
    method: "POST",
    url: "/oauth/token",
    payload: new URLSearchParams({
      grant_type: "authorization_code",
      client_id: CONSOLE_CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      ...fields,
    }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

export type Session = {
  accessToken: string;
  memberSeq: number;
  serviceMemberId: number;
  /** The session behind the access token (its `sid` claim). */
  sessionId: string;
  auth: { authorization: string };
};

export async function signIn(
  app: FastifyInstance,
  login: { loginId: string; password: string } = DEMO_LOGIN,
): Promise<Session> {
  const { verifier, challenge } = newPkce();
  const { code } = await authorize(app, login, challenge);
  if (!code) throw new Error("sign-in failed");
  const response = await exchange(app, { code, code_verifier: verifier });
  const body = response.json();
  const idPayload = JSON.parse(Buffer.from(body.data.idToken.split(".")[1], "base64url").toString());
  return {
    accessToken: body.data.accessToken,
    memberSeq: idPayload.memberSeq,
    serviceMemberId: idPayload.serviceMemberId,
    sessionId: JSON.parse(Buffer.from(body.data.accessToken.split(".")[1], "base64url").toString()).sid,
    auth: { authorization: `Bearer ${body.data.accessToken}` },
  };
}

export const signInSupervisor = (app: FastifyInstance) => signIn(app, DEMO_LOGIN);
export const signInMember = (app: FastifyInstance) => signIn(app, DEMO_MEMBER_LOGIN);

/** Demo union ids: 1 has both demo users, 2 only the supervisor. */
export const UNION_1 = 1;
export const UNION_2 = 2;

/** Puts a union's register in a status (the upload flow has its own tests). */
export async function setRegisterStatus(t: TestApp, unionSeq: number, status: string) {
  const { upsertFileStatus } = await import("../modules/register/register.repository");
  await upsertFileStatus(t.handle.db, unionSeq, { status });
}
