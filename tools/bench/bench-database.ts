import type { DbHandle } from "../../apps/server/src/db/client";

const SCHEMAS = ["public", "drizzle", "pgboss"];

/**
 * A benchmark's PostgreSQL database must be empty, or the user must say `--reset` to have this one emptied:
 * a benchmark never drops what it did not create. PGlite runs in a temporary folder of its own.
 */
export async function prepareBenchDatabase(handle: DbHandle, argv = process.argv) {
  if (handle.kind !== "postgres") return;
  const { rows } = await handle.executeSql(
    "select count(*)::int as n from pg_tables where schemaname = any($1::text[])",
    [SCHEMAS],
  );
  const tables = (rows[0] as { n: number }).n;
  if (tables === 0) return;
  if (!argv.includes("--reset")) {
    throw new Error(
      `DATABASE_URL names a database with ${tables} tables: a benchmark needs an empty database, or --reset to empty this one (it drops the schemas ${SCHEMAS.join(", ")}).`,
    );
  }
  console.log(`--reset: dropping the schemas ${SCHEMAS.join(", ")} of the DATABASE_URL database (${tables} tables)`);
  await handle.executeSql(
    "drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public;",
    [],
  );
}
