/**
 * The two-process figure, on a PostgreSQL server (DATABASE_URL: a database of its own is made for each
 * set-up and dropped after): the register page (GET .../registers, 100 rows) at 50 requests/s while a
 * 10,000-owner upload to another union is converted, p95 and median, and the conversion's time, in two
 * set-ups measured in the same run:
 *   (a) an API process (ROLE=api) and a worker process (ROLE=worker) that converts;
 *   (b) one process (ROLE=all) that serves and converts.
 * Both processes run `apps/server/src/main.ts` as a deployment does. The page is also read for a few
 * seconds before the upload (idle), for comparison. The load is open loop (evenly spaced requests that
 * leave on schedule whether or not earlier ones have answered) and asks for compressed answers, as the
 * console does.
 *
 *   DATABASE_URL=postgres://... npm run bench:roles
 */
import fs from "node:fs";
import http from "node:http";
import pg from "pg";
import { generateOwners } from "../../apps/server/src/modules/register/excel/register-excel.fixtures";
import { fillTemplate, rowsOf } from "../../apps/server/src/modules/register/excel/register-excel-sheet.fixtures";
import { CONVERT_JOB } from "../../apps/server/src/modules/register/register-file.service";
import { freshDatabase, type RoleProcess, startRole, tempDir, waitFor } from "../roles/processes";
import { signIn } from "./sign-in";

const READ_UNION = 1;
const UPLOAD_UNION = 2;
const OWNERS = 10_000;
const RATE = 50;
const IDLE_SECONDS = 5;
const SETTLE_SECONDS = 3;

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;

/** GET `url` at RATE requests/s, evenly spaced, until `stop()`: response times (ms) and non-2xx count. */
function openLoop(url: string, authorization: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const headers = { authorization, "accept-encoding": "gzip, deflate, br" };
  const latencies: number[] = [];
  let failed = 0;
  let running = true;
  const pending: Promise<void>[] = [];
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        response.on("data", () => {});
        response.on("end", () => {
          latencies.push(performance.now() - started);
          if ((response.statusCode ?? 0) >= 300) failed++;
          resolve();
        });
      });
      request.on("error", () => {
        failed++;
        resolve();
      });
    });
  const loop = (async () => {
    const start = performance.now();
    for (let i = 0; running; i++) {
      const wait = start + (i * 1000) / RATE - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (running) pending.push(once());
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      await Promise.all(pending);
      agent.destroy();
      return { latencies, failed };
    },
  };
}

type Figures = {
  setup: string;
  idle: { p95: number; median: number; count: number };
  busy: { p95: number; median: number; count: number; failed: number };
  toConveySeconds: number;
  jobSeconds: number;
};

async function measure(setup: string, roles: ("api" | "worker" | "all")[], workbook: Buffer): Promise<Figures> {
  const serverUrl = process.env.DATABASE_URL ?? "";
  const database = await freshDatabase(serverUrl);
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: tempDir("johap-bench-roles-"),
    CONSOLE_ORIGINS: origin,
    DEMO_SEED: "1",
    RATE_LIMIT_MAX: "1000000",
  };
  const processes: RoleProcess[] = [];
  const jobs = new pg.Client({ connectionString: database.url });
  try {
    // One at a time, as the roles check does: the first migrates and seeds.
    for (const role of roles) processes.push(await startRole(role, env));
    await jobs.connect();
    const authorization = `Bearer ${await signIn(origin)}`;
    const page = `${origin}/v1/unions/${READ_UNION}/registers?page=0&pageSize=100`;
    const status = async () => {
      const response = await fetch(`${origin}/v1/unions/${UPLOAD_UNION}/registers/file-status`, {
        headers: { authorization },
      });
      return ((await response.json()) as { data: { status: string } }).data.status;
    };
    const converting = async () =>
      Number(
        (
          await jobs.query(
            "select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')",
            [CONVERT_JOB],
          )
        ).rows[0]?.n ?? 0,
      );
    // Let the start's own work (queues, the first feed polls) pass, warm the page once, then read it
    // while nothing else happens.
    await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000));
    await fetch(page, { headers: { authorization } }).then((r) => r.arrayBuffer());
    const idleLoad = openLoop(page, authorization);
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    const idle = await idleLoad.stop();

    const busyLoad = openLoop(page, authorization);
    const started = performance.now();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(workbook)]), "명부.xlsx");
    const upload = await fetch(`${origin}/v1/unions/${UPLOAD_UNION}/registers/files`, {
      method: "POST",
      headers: { authorization },
      body: form,
    });
    if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
    const final = await waitFor("conversion", status, (s) => s === "CONVEY" || s === "CANCEL", 300);
    if (final !== "CONVEY") throw new Error(`the upload was not converted: ${final}`);
    const toConvey = performance.now() - started;
    // The job goes on after CONVEY (VACUUM ANALYZE of the union's rows): the load runs until it is done.
    await waitFor("conversion job", converting, (n) => n === 0, 300);
    const jobDone = performance.now() - started;
    const busy = await busyLoad.stop();
    return {
      setup,
      idle: {
        p95: quantile(idle.latencies, 0.95),
        median: quantile(idle.latencies, 0.5),
        count: idle.latencies.length,
      },
      busy: {
        p95: quantile(busy.latencies, 0.95),
        median: quantile(busy.latencies, 0.5),
        count: busy.latencies.length,
        failed: busy.failed,
      },
      toConveySeconds: toConvey / 1000,
      jobSeconds: jobDone / 1000,
    };
  } catch (error) {
    for (const p of processes) console.error(p.output());
    throw error;
  } finally {
    await jobs.end().catch(() => undefined);
    for (const p of processes.reverse()) await p.stop();
    await database.drop();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}

export async function benchRoles() {
  if (!process.env.DATABASE_URL) {
    throw new Error(
      "DATABASE_URL (a PostgreSQL server where databases may be created) is needed: ROLE=api and ROLE=worker share it",
    );
  }
  const workbook = await fillTemplate(rowsOf(generateOwners(OWNERS)));
  const results = [
    await measure("(a) ROLE=api + ROLE=worker", ["api", "worker"], workbook),
    await measure("(b) one process, ROLE=all", ["all"], workbook),
  ];
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  for (const r of results) {
    console.log(
      `[postgres] ${r.setup}: GET registers (100 rows) at ${RATE} req/s while ${OWNERS.toLocaleString()} owners are converted: p95 ${ms(r.busy.p95)}, median ${ms(r.busy.median)} over ${r.busy.count} requests (${r.busy.failed} failed); idle before: p95 ${ms(r.idle.p95)}, median ${ms(r.idle.median)} over ${r.idle.count}; upload to CONVEY ${r.toConveySeconds.toFixed(1)} s, conversion job done ${r.jobSeconds.toFixed(1)} s`,
    );
  }
  const [split, single] = results as [Figures, Figures];
  console.log(
    `[postgres] p95 while converting: one process / two processes = ${(single.busy.p95 / Math.max(split.busy.p95, 0.1)).toFixed(1)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRoles();
