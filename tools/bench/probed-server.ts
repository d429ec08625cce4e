import fs from "node:fs";
import path from "node:path";
import { freshDatabase, type RoleProcess, startRole, tempDir } from "../roles/processes";

/** A main-thread line of `server-probe.mjs`: the longest hold of 100 ms and the memory at their end (bytes). */
export type ProbeSample = {
  t: number;
  holdMs: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** Resident bytes of the anonymous mappings of 128 MB or more (PGlite's WASM memory), every 500 ms. */
  wasmRss: number;
  /** File-backed resident bytes (the node binary and libraries, which the OS can drop), every 500 ms. */
  rssFile: number;
};
/** A worker thread's line (the Excel thread): its own V8 heap. */
export type ThreadSample = { t: number; thread: number; heapUsed: number; heapTotal: number };

const PROBE = path.join(import.meta.dirname, "server-probe.mjs");
const MB = 1024 * 1024;
export const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
export const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;

/**
 * A server process (`main.ts`, ROLE=all, demo data) for a benchmark, with `server-probe.ts` loaded into it:
 * on PGlite in a temporary data folder, or on a fresh database of the DATABASE_URL server (dropped by
 * `stop`). `samples(from, to)` reads what the probe wrote between two `Date.now()` times.
 */
export async function startProbedServer(extraEnv: Record<string, string> = {}) {
  const database = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : null;
  const port = 17_000 + Math.floor(Math.random() * 1000);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = tempDir("johap-bench-probed-");
  const probeFile = path.join(dataDir, "probe.jsonl");
  const env = {
    ...(database ? { DATABASE_URL: database.url } : {}),
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    CONSOLE_ORIGINS: origin,
    DEMO_SEED: "1",
    DEMO_AUTO_APPROVE: "1",
    RATE_LIMIT_MAX: "1000000",
    BENCH_PROBE_FILE: probeFile,
    ...extraEnv,
  };
  let server: RoleProcess;
  try {
    // Started twice: the first start creates the database (PGlite's initdb leaves a few hundred MB in the
    // process that a server reopening its data folder never has), the second is the one measured.
    await (await startRole("all", env)).stop();
    fs.rmSync(probeFile, { force: true });
    server = await startRole("all", env, [PROBE]);
  } catch (error) {
    await database?.drop();
    throw error;
  }
  return {
    kind: database ? "postgres" : "pglite",
    origin,
    server,
    /** The server's DATA_DIR (its ops-token for the operator routes). */
    dataDir,
    samples: (from: number, to = Date.now()): ProbeSample[] =>
      lines(probeFile, from, to).filter((s): s is ProbeSample => !("thread" in s)),
    threadSamples: (from: number, to = Date.now()): ThreadSample[] =>
      lines(probeFile, from, to).filter((s): s is ThreadSample => "thread" in s),
    stop: async () => {
      await server.stop();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const lines = (file: string, from: number, to: number) =>
  fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProbeSample | ThreadSample)
    .filter((s) => s.t >= from && s.t <= to);

/** The longest hold among samples, and when it ended (ms after `from`). */
export function longestHold(samples: ProbeSample[], from: number) {
  const worst = samples.reduce((a, b) => (b.holdMs > a.holdMs ? b : a), { t: from, holdMs: 0 } as ProbeSample);
  return { ms: worst.holdMs, atMs: worst.t - from, over200: samples.filter((s) => s.holdMs > 200).length };
}
