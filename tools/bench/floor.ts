/**
 * The API's floor: what an authorized request costs above the work it asks for, on PGlite or, with
 * DATABASE_URL, on PostgreSQL (a database of its own on that server, dropped at the end):
 * - GET .../service-info (one small row and a balance) and GET .../sms (a page of 10) at 200 requests/s,
 *   median and p99, and their ratio to a bare Fastify route (`GET /bare`, a small JSON) measured at the
 *   same rate in the same run (target: median ratio <= 3 for service-info);
 * - the same SQL run directly on the same database (the guard's statement, the handlers' queries). The
 *   guard answers a repeated session from memory and service-info is kept per union until its ledger
 *   moves (platform/change-cache.ts), so what is left is HTTP, hooks, serialization and the list's SQL.
 * The app runs in this process (as `npm start` does, with its logger at LOG_LEVEL writing to /dev/null);
 * autocannon runs in a child process so that the client does not share the servers' event loop. One
 * connection per load keeps requests from queueing behind each other: this is the cost of a request,
 * not of a burst. The targets are measured in alternating rounds, so a slower spell of this shared
 * machine weighs on all of them alike.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import pino from "pino";
import { assemble } from "../../apps/server/src/assemble";
import { ensureConsoleClient } from "../../apps/server/src/auth-server/console-client";
import { loadServerSecrets } from "../../apps/server/src/auth-server/server-secrets";
import { verifyAccessToken } from "../../apps/server/src/auth-server/tokens";
import { loadConfig } from "../../apps/server/src/config";
import { openDatabase } from "../../apps/server/src/db/client";
import { DEMO_MEMBER_LOGIN, seedDemo } from "../../apps/server/src/db/seed/demo-seed";
import { getServiceInfo } from "../../apps/server/src/modules/billing/billing.service";
import { listMessageRows } from "../../apps/server/src/modules/sms/sms.repository";
import { localFileStore } from "../../apps/server/src/platform/file-store";
import { menuGrantsOf, SESSION_MEMBERSHIP, statementRunner } from "../../apps/server/src/platform/guard";
import { startJobs } from "../../apps/server/src/platform/jobs";
import { freshDatabase } from "../roles/processes";
import { signIn } from "./sign-in";

const PORT = 8294;
const BARE_PORT = 8295;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const UNION = 1;
const RATE = 200;
const SECONDS = 10;
const ROUNDS = 2;

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const quantile = (xs: number[], q: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;
const median = (xs: number[]) => quantile(xs, 0.5);

/** autocannon in its own node process: every response time (ms) and the count of non-2xx answers. */
const LOAD_SCRIPT = `
const [autocannonPath, url, rate, seconds, authorization] = process.argv.slice(1);
const autocannon = require(autocannonPath);
const latencies = [];
let non2xx = 0;
const instance = autocannon({
  url,
  connections: 1,
  overallRate: Number(rate),
  duration: Number(seconds),
  headers: { "accept-encoding": "gzip, deflate, br", ...(authorization ? { authorization } : {}) },
}, (error, result) => {
  if (error) throw error;
  process.stdout.write(JSON.stringify({ latencies, non2xx, errors: result.errors + result.timeouts }) + "\\n");
});
instance.on("response", (_client, status, _bytes, time) => {
  latencies.push(time);
  if (status < 200 || status >= 300) non2xx++;
});
`;
const AUTOCANNON = createRequire(import.meta.url).resolve("autocannon");

type Load = { latencies: number[]; non2xx: number; errors: number };

function load(url: string, seconds: number, authorization = ""): Promise<Load> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["-e", LOAD_SCRIPT, AUTOCANNON, url, String(RATE), String(seconds), authorization],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}"))),
    );
  });
}

/** Runs `once` at RATE per second, evenly spaced, `count` times: each run's time (ms). */
async function paced(count: number, once: () => Promise<unknown>) {
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t0 = performance.now();
    await once();
    times.push(performance.now() - t0);
  }
  return times;
}

export async function benchFloor() {
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await freshDatabase(serverUrl) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "johap-bench-floor-"));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: database?.url ?? "",
    DATA_DIR: dataDir,
    PORT: String(PORT),
    RATE_LIMIT_MAX: "1000000",
  });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  // Both servers log as main.ts does (LOG_LEVEL), to /dev/null.
  const logger = () => ({ level: config.logLevel, stream: pino.destination({ dest: "/dev/null", sync: true }) });
  const bare = Fastify({ logger: logger() });
  let app: Awaited<ReturnType<typeof assemble>>["app"];
  let jobs: Awaited<ReturnType<typeof startJobs>> | undefined;
  try {
    await handle.migrate();
    await ensureConsoleClient(handle.db, [ORIGIN]);
    await seedDemo(handle.db);
    const secrets = await loadServerSecrets(handle.db);
    jobs = await startJobs(handle, pino({ level: "silent" }));
    const store = localFileStore(path.join(dataDir, "files"), secrets.fileUrlSecret);
    ({ app } = await assemble({
      config,
      handle,
      secrets,
      jobs,
      store,
      role: "all",
      feeds: false,
      logger: logger(),
    }));
    if (!app) throw new Error("role all serves HTTP");
    await app.listen({ port: PORT, host: "127.0.0.1" });
    bare.get("/bare", async () => ({ status: 200, data: { ok: true, name: "bare" } }));
    await bare.listen({ port: BARE_PORT, host: "127.0.0.1" });

    const supervisor = await signIn(ORIGIN);
    const member = await signIn(ORIGIN, DEMO_MEMBER_LOGIN);
    const targets = [
      { name: "bare Fastify GET /bare", url: `http://127.0.0.1:${BARE_PORT}/bare`, token: "" },
      { name: "GET service-info (supervisor)", url: `${ORIGIN}/v1/unions/${UNION}/service-info`, token: supervisor },
      {
        name: "GET sms list (supervisor)",
        url: `${ORIGIN}/v1/unions/${UNION}/sms?page=0&pageSize=10`,
        token: supervisor,
      },
      {
        name: "GET sms list (member, group menus)",
        url: `${ORIGIN}/v1/unions/${UNION}/sms?page=0&pageSize=10`,
        token: member,
      },
    ];
    const results = targets.map(() => ({ latencies: [] as number[], non2xx: 0, errors: 0 }));
    // A short warm-up of each, so no figure includes first-call compilation.
    for (const target of targets) await load(target.url, 1, target.token && `Bearer ${target.token}`);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, target] of targets.entries()) {
        const result = await load(target.url, SECONDS / ROUNDS, target.token && `Bearer ${target.token}`);
        results[i]!.latencies.push(...result.latencies);
        results[i]!.non2xx += result.non2xx;
        results[i]!.errors += result.errors;
      }
    }

    const claims = await verifyAccessToken(secrets, member);
    if (!claims.ok) throw new Error("the member's token does not verify");
    const run = statementRunner(handle.db, handle.executeSql);
    const smsMenus = menuGrantsOf("M0403", false).groupMenuIds;
    const { sessionId, serviceMemberId } = claims.claims;
    const direct = [
      {
        name: "guard statement (as the guard runs it)",
        once: () => run(SESSION_MEMBERSHIP, [sessionId, UNION, serviceMemberId, new Date(), smsMenus]),
      },
      { name: "service-info handler (getServiceInfo)", once: () => getServiceInfo({ db: handle.db, unionSeq: UNION }) },
      { name: "sms list (listMessageRows, 10 rows)", once: () => listMessageRows(handle.db, UNION, 0, 10) },
    ];
    const directTimes = direct.map(() => [] as number[]);
    for (const d of direct) await paced(50, d.once);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, d] of direct.entries()) directTimes[i]!.push(...(await paced(RATE, d.once)));
    }

    const floor = median(results[0]!.latencies);
    const fmt = (x: number) => x.toFixed(2).padStart(6);
    console.log(`[${handle.kind}] ${RATE} req/s, ${SECONDS} s each over ${ROUNDS} alternating rounds, one connection:`);
    for (const [i, target] of targets.entries()) {
      const { latencies, non2xx, errors } = results[i]!;
      const med = median(latencies);
      console.log(
        `  ${target.name.padEnd(38)} median ${fmt(med)} ms  p99 ${fmt(quantile(latencies, 0.99))} ms  ratio ${(med / Math.max(floor, 0.01)).toFixed(2)}  (${latencies.length} requests, non-2xx ${non2xx}, errors ${errors})`,
      );
    }
    console.log(`[${handle.kind}] the same SQL run directly, ${RATE}/s:`);
    for (const [i, d] of direct.entries()) {
      const times = directTimes[i]!;
      console.log(`  ${d.name.padEnd(38)} median ${fmt(median(times))} ms  p99 ${fmt(quantile(times, 0.99))} ms`);
    }
    // The guard answers a repeated session from memory (platform/change-cache.ts), and service-info a
    // union whose ledger did not move: what is left of a request is HTTP, hooks and serialization, plus
    // the list's own SQL for the SMS list. The direct guard figure is what a first call of a session pays.
    const serviceInfo = median(results[1]!.latencies);
    const smsList = median(results[2]!.latencies);
    console.log(
      `[${handle.kind}] service-info median ratio to bare Fastify: ${(serviceInfo / Math.max(floor, 0.01)).toFixed(2)} (target <= 3); beyond bare: ${fmt(serviceInfo - floor)} ms (guard and answer from memory)`,
    );
    console.log(
      `[${handle.kind}] sms list median ratio to bare Fastify: ${(smsList / Math.max(floor, 0.01)).toFixed(2)}; beyond bare + list SQL: ${fmt(smsList - floor - median(directTimes[2]!))} ms (guard from memory)`,
    );
  } finally {
    await bare.close();
    await app?.close();
    await jobs?.stop();
    await handle.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFloor();
