import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import pino from "pino";
import { ensureConsoleClient } from "../auth-server/console-client";
import { loadServerSecrets } from "../auth-server/server-secrets";
import { openPostgres, wrapPglite } from "../db/client";
import { seedDemo } from "../db/seed/demo-seed";
import { startJobs } from "../platform/jobs";

export const TEST_ORIGIN = "http://localhost:8080";
export const PG_TEMPLATE_DB = "johap_test_template";

/** Migrated, seeded database with the pg-boss schema: what every API test file starts from. */
async function prepare(handle: ReturnType<typeof wrapPglite>) {
  await handle.migrate();
  await ensureConsoleClient(handle.db, [TEST_ORIGIN]);
  await seedDemo(handle.db);
  await loadServerSecrets(handle.db);
  const jobs = await startJobs(handle, pino({ level: "silent" }));
  await jobs.stop();
}

export async function buildPgliteTemplate(): Promise<Buffer> {
  const client = await PGlite.create();
  await prepare(wrapPglite(client));
  const blob = await client.dumpDataDir("none");
  await client.close();
  return Buffer.from(await blob.arrayBuffer());
}

export function adminUrl(databaseUrl: string, database: string) {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function buildPostgresTemplate(databaseUrl: string) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
  await admin.end();
  const handle = openPostgres(adminUrl(databaseUrl, PG_TEMPLATE_DB), 2);
  await prepare(handle as never);
  await handle.close();
}
