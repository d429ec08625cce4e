import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type ChangeFeed, pgliteChangeFeed, postgresChangeFeed } from "./change-feed";
import { openPgliteThread, type PgliteClient } from "./pglite-thread";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The database or a transaction: repositories take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs raw SQL for pg-boss (`db.executeSql`). */
export type ExecuteSql = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

export type DbHandle = {
  kind: "pglite" | "postgres";
  db: Db;
  executeSql: ExecuteSql;
  /** The connection string for pg-boss on PostgreSQL. */
  connectionString?: string;
  migrate: () => Promise<void>;
  /**
   * Runs `work` while this process holds the advisory lock `key` on a connection of its own (PostgreSQL),
   * so that another process can tell it is alive: the lock goes when the process or its connection dies.
   * Answers null without running `work` when another process holds it. On PGlite (one process) it runs.
   */
  whileLocked: <T>(key: number, work: () => Promise<T>) => Promise<T | null>;
  /** Whether no process holds the advisory lock `key` (PGlite: always; nobody else is there). */
  isLockFree: (key: number) => Promise<boolean>;
  /** Committed changes to the tables the per-process caches read (`platform/change-cache.ts`). */
  changes: ChangeFeed;
  close: () => Promise<void>;
};

/** The advisory lock id that serialises migrations across processes. */
const MIGRATION_LOCK = 73_010_001;

export const MIGRATIONS_DIR = path.join(import.meta.dirname, "migrations");

export function wrapPglite(client: PgliteClient): DbHandle {
  const db = drizzlePglite(client as PGlite, { schema }) as unknown as Db;
  const changes = pgliteChangeFeed(client);
  return {
    kind: "pglite",
    db,
    executeSql: async (text, values) => {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await client.query(text, values as unknown[]);
      return { rows: result.rows };
    },
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    whileLocked: (_key, work) => work(),
    isLockFree: async () => true,
    changes,
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}

/**
 * PGlite's own start parameters plus a 16 MB buffer pool. PostgreSQL's default pool (shared_buffers 128 MB)
 * lives in PGlite's WASM memory, which was 170 MB resident in a server at rest and never shrinks; with 16 MB
 * it is about 50 MB, through a 10,000-owner import and download too (`npm run bench:register-memory`). Pages
 * beyond the pool are read from the data folder's files, which the OS keeps in its page cache.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * The server's PGlite: on this thread, or with `thread: true` on a thread of its own (pglite-thread.ts).
 */
export async function openPglite(dataDir: string | undefined, opts: { thread?: boolean } = {}): Promise<DbHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = opts.thread
    ? await openPgliteThread(dataDir, PGLITE_START_PARAMS)
    : await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS });
  return wrapPglite(client);
}

export function openPostgres(
  connectionString: string,
  max = 10,
  onIdleError: (error: Error) => void = (error) =>
    process.emitWarning(`idle database connection closed: ${error.message}`),
): DbHandle {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client whose connection the server ended (restart, admin command) is dropped by the pool;
  // without a listener node-postgres would crash the process.
  pool.on("error", onIdleError);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const changes = postgresChangeFeed(pool, connectionString);
  return {
    kind: "postgres",
    db,
    connectionString,
    executeSql: async (text, values) => {
      const result = await pool.query(text, values as unknown[]);
      return { rows: result.rows };
    },
    // Under an advisory lock: API replicas and workers that start together migrate one at a time.
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg(client, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    whileLocked: async (key, work) => {
      const client = await pool.connect();
      try {
        const locked = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1) AS ok", [key]);
        if (!locked.rows[0]?.ok) return null;
        try {
          return await work();
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [key]);
        }
      } finally {
        client.release();
      }
    },
    isLockFree: async (key) => {
      const held = await pool.query(
        `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND classid = 0 AND objid = $1 AND objsubid = 1
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [key],
      );
      return held.rowCount === 0;
    },
    changes,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DbHandle> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  // PGLITE_THREAD=1 puts PGlite on a thread of its own; measured slower under owners' writes, so not the
  // default (docs/decisions.md, "PGlite on a thread of its own").
  return openPglite(path.join(opts.dataDir, "pg"), { thread: process.env.PGLITE_THREAD === "1" });
}
