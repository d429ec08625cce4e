/**
 * What 10,000 attendees polling every 10 s ask of the server (issue 18 "Measured"): GET
 * /v2/online-general-meetings/{id} (the dashboard: stream, counts, latest notice) and GET .../notices, mixed
 * half and half at 1,000 requests/s over 64 connections, on PGlite or, with DATABASE_URL, on PostgreSQL (a fresh
 * database of that server, dropped at the end). Target: p99 <= 250 ms with no failures. The yardstick, at the
 * same rate in the same run: GET /v1/common-codes (public, answered from memory). Meanwhile a console user reads
 * the attendee list (GET .../participants, 2 per second) and its times are reported: the console must stay
 * responsive. Then the same for what the attendees' phones poll themselves (apps/owner's viewer): GET
 * /v1/owner/online-meetings/{accessCode}/watch and .../notices, each request with the owner token of one of up
 * to 1,000 voters (ONLINE scope, minted as the server mints them after the identity check), so the heartbeat
 * writes (at most once a minute per attendee) are part of the load. The app runs in this process as `npm start` runs it (role all); autocannon in a child process.
 * Union 1 carries the demo data (1,000 register owners), whose in-progress meeting has a live online meeting.
 */
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import pino from "pino";
import { assemble } from "../../apps/server/src/assemble";
import { ensureConsoleClient } from "../../apps/server/src/auth-server/console-client";
import { loadServerSecrets } from "../../apps/server/src/auth-server/server-secrets";
import { loadConfig } from "../../apps/server/src/config";
import { openDatabase } from "../../apps/server/src/db/client";
import { seedDemo, seedDemoRegisters } from "../../apps/server/src/db/seed/demo-seed";
import { meetParticipants } from "../../apps/server/src/modules/meetings/meetings.table";
import { onlineGeneralMeetings } from "../../apps/server/src/modules/online-meetings/online-meetings.table";
import { signOwnerToken } from "../../apps/server/src/modules/owner/owner-token";
import { localFileStore } from "../../apps/server/src/platform/file-store";
import { startJobs } from "../../apps/server/src/platform/jobs";
import { freshDatabase } from "../roles/processes";
import { signIn } from "./sign-in";

const PORT = 8296;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const UNION = 1;
const RATE = Number(process.env.ONLINE_POLL_RATE ?? 1000);
const SECONDS = Number(process.env.ONLINE_POLL_SECONDS ?? 20);
const CONNECTIONS = 64;
const P99_TARGET_MS = 250;

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const quantile = (xs: number[], q: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;

/** autocannon in its own node process over the given paths (cycled): every response time and the failures. */
const LOAD_SCRIPT = `
const [autocannonPath, origin, pathsFile, rate, seconds, connections, authorization, unionSeq] = process.argv.slice(1);
const autocannon = require(autocannonPath);
const pathsJson = require("node:fs").readFileSync(pathsFile, "utf8");
const latencies = [];
let non2xx = 0;
const headers = { "accept-encoding": "gzip, deflate, br" };
if (authorization) headers.authorization = authorization;
if (unionSeq) headers["union-seq"] = unionSeq;
const instance = autocannon({
  url: origin,
  connections: Number(connections),
  overallRate: Number(rate),
  duration: Number(seconds),
  headers,
  // A path, or a path with the owner token it is asked with (the attendees' own polls).
  requests: JSON.parse(pathsJson).map((r) =>
    typeof r === "string"
      ? { method: "GET", path: r }
      : { method: "GET", path: r.path, headers: { ...headers, authorization: r.authorization } },
  ),
}, (error, result) => {
  if (error) throw error;
  process.stdout.write(JSON.stringify({ latencies, non2xx, errors: result.errors + result.timeouts, total: result.requests.total }) + "\\n");
});
instance.on("response", (_client, status, _bytes, time) => {
  latencies.push(time);
  if (status < 200 || status >= 300) non2xx++;
});
`;
const AUTOCANNON = createRequire(import.meta.url).resolve("autocannon");
type Load = { latencies: number[]; non2xx: number; errors: number; total: number };

type Polled = string | { path: string; authorization: string };

function load(paths: Polled[], seconds: number, authorization = "", unionSeq = ""): Promise<Load> {
  // The paths go through a file: 2,000 owner tokens are more than a command line holds (E2BIG).
  const pathsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "johap-bench-paths-")), "paths.json");
  fs.writeFileSync(pathsFile, JSON.stringify(paths));
  return new Promise<Load>((resolve, reject) => {
    execFile(
      process.execPath,
      [
        "-e",
        LOAD_SCRIPT,
        AUTOCANNON,
        ORIGIN,
        pathsFile,
        String(RATE),
        String(seconds),
        String(CONNECTIONS),
        authorization,
        unionSeq,
      ],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}"))),
    );
  }).finally(() => fs.rmSync(path.dirname(pathsFile), { recursive: true, force: true }));
}

/** A console user reading while the load runs: `perSecond` GETs until `until`, each one's time (ms). */
async function consoleReads(url: string, token: string, perSecond: number, until: number) {
  const times: number[] = [];
  let failures = 0;
  while (Date.now() < until) {
    const t0 = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, "union-seq": String(UNION) } });
    await response.arrayBuffer();
    if (!response.ok) failures++;
    times.push(performance.now() - t0);
    const wait = 1000 / perSecond - (performance.now() - t0);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  return { times, failures };
}

export async function benchOnlinePoll() {
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await freshDatabase(serverUrl) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "johap-bench-online-"));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: database?.url ?? "",
    DATA_DIR: dataDir,
    PORT: String(PORT),
    RATE_LIMIT_MAX: "100000000",
  });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  let app: Awaited<ReturnType<typeof assemble>>["app"];
  let jobs: Awaited<ReturnType<typeof startJobs>> | undefined;
  let ok = false;
  try {
    await handle.migrate();
    await ensureConsoleClient(handle.db, [ORIGIN]);
    await seedDemo(handle.db);
    const secrets = await loadServerSecrets(handle.db);
    const store = localFileStore(path.join(dataDir, "files"), secrets.fileUrlSecret);
    const seedStart = performance.now();
    await seedDemoRegisters(handle.db, 1000, ORIGIN, store);
    console.log(
      `[${handle.kind}] demo data with 1,000 owners in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const [online] = await handle.db
      .select()
      .from(onlineGeneralMeetings)
      .where(and(eq(onlineGeneralMeetings.unionSeq, UNION), isNull(onlineGeneralMeetings.canceledAt)));
    if (!online) throw new Error("the demo data has no online meeting");
    const id = online.onlineGeneralMeetingSeq;
    jobs = await startJobs(handle, pino({ level: "silent" }));
    const logger = { level: config.logLevel, stream: pino.destination({ dest: "/dev/null", sync: true }) };
    ({ app } = await assemble({ config, handle, secrets, jobs, store, role: "all", feeds: false, logger }));
    if (!app) throw new Error("role all serves HTTP");
    await app.listen({ port: PORT, host: "127.0.0.1" });
    const token = await signIn(ORIGIN);
    const bearer = `Bearer ${token}`;
    const polled = [
      `/v2/online-general-meetings/${id}`,
      `/v2/online-general-meetings/${id}/notices?page=0&pageSize=10`,
    ];

    // The attendees' own polls: up to 1,000 voters of the meeting, each with its owner token (ONLINE scope).
    const voters = await handle.db
      .select({ seq: meetParticipants.meetParticipantSeq, reg: meetParticipants.unionRegisterSeq })
      .from(meetParticipants)
      .where(
        and(
          eq(meetParticipants.meetSeq, online.meetSeq),
          isNull(meetParticipants.deletedAt),
          isNotNull(meetParticipants.unionRegisterSeq),
        ),
      )
      .limit(1000);
    const viewerPolls: Polled[] = [];
    for (const voter of voters) {
      const { accessToken } = await signOwnerToken(secrets, {
        unionSeq: UNION,
        unionRegisterSeq: voter.reg!,
        scopeType: "ONLINE",
        scopeSeq: id,
        recipientSeq: voter.seq,
        signerType: "OWNER",
        verificationId: crypto.randomBytes(18).toString("base64url"),
      });
      const authorization = `Bearer ${accessToken}`;
      const base = `/v1/owner/online-meetings/${online.accessCode}`;
      viewerPolls.push({ path: `${base}/watch`, authorization }, { path: `${base}/notices`, authorization });
    }

    // Warm-up: compilation, the guard's session cache, the read caches.
    await load(polled, 2, bearer, String(UNION));
    await load(viewerPolls, 2);
    await load(["/v1/common-codes"], 2);

    const yardstick = await load(["/v1/common-codes"], SECONDS);
    const participantsUrl = `${ORIGIN}/v2/online-general-meetings/${id}/participants?page=0&pageSize=10`;
    let until = Date.now() + SECONDS * 1000;
    const [polls, consoleSide] = await Promise.all([
      load(polled, SECONDS, bearer, String(UNION)),
      consoleReads(participantsUrl, token, 2, until),
    ]);
    until = Date.now() + SECONDS * 1000;
    const [viewers, consoleBeside] = await Promise.all([
      load(viewerPolls, SECONDS),
      consoleReads(participantsUrl, token, 2, until),
    ]);

    const fmt = (x: number) => x.toFixed(1).padStart(7);
    const line = (name: string, r: Load) =>
      console.log(
        `  ${name.padEnd(44)} ${(r.total / SECONDS).toFixed(0).padStart(5)} req/s  median ${fmt(quantile(r.latencies, 0.5))} ms  p99 ${fmt(quantile(r.latencies, 0.99))} ms  (${r.total} requests, non-2xx ${r.non2xx}, errors ${r.errors})`,
      );
    const consoleLine = (c: Awaited<ReturnType<typeof consoleReads>>) =>
      console.log(
        `  console meanwhile: GET participants x${c.times.length}  median ${fmt(quantile(c.times, 0.5))} ms  p99 ${fmt(quantile(c.times, 0.99))} ms  failures ${c.failures}`,
      );
    console.log(`[${handle.kind}] ${RATE} req/s offered for ${SECONDS} s over ${CONNECTIONS} connections:`);
    line("yardstick GET /v1/common-codes", yardstick);
    line("console dashboard polls (dashboard + notices)", polls);
    consoleLine(consoleSide);
    line(`attendees' polls (watch + notices, ${voters.length})`, viewers);
    consoleLine(consoleBeside);
    const yardP99 = Math.max(quantile(yardstick.latencies, 0.99), 0.1);
    const verdict = (name: string, r: Load) => {
      const p99 = quantile(r.latencies, 0.99);
      const achieved = r.total / SECONDS;
      console.log(
        `[${handle.kind}] ${name} p99 ${p99.toFixed(1)} ms (target <= ${P99_TARGET_MS}), ${achieved.toFixed(0)} req/s achieved (target >= ${(RATE * 0.95).toFixed(0)}), p99 ratio to the yardstick ${(p99 / yardP99).toFixed(2)}`,
      );
      return p99 <= P99_TARGET_MS && achieved >= RATE * 0.95 && r.non2xx === 0 && r.errors === 0;
    };
    const consoleOk = verdict("console polls", polls);
    const viewersOk = verdict("attendees' polls", viewers);
    ok = consoleOk && viewersOk;
    console.log(`[${handle.kind}] verdict: ${ok ? "PASS" : "FAIL"}`);
  } finally {
    await app?.close();
    await jobs?.stop();
    await handle.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await benchOnlinePoll();
  process.exit(ok ? 0 : 1);
}
