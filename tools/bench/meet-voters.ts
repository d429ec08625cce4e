/**
 * The voter list (선거인 목록, issue 15 item 4) with 10,000 voters on one meeting, on PGlite or, with DATABASE_URL,
 * on PostgreSQL (an empty database, or --reset):
 * - GET /v1/meets/{meetSeq}/participants, 10 a page, pages spread over the whole list, deep pages, and the list's
 *   filters (name, e-vote status, 연번 n and n-m, resent, tendency, written submission, combined): one request at a
 *   time (the service time), then open loop at RATE a second: p95 (target <= 100 ms);
 * - the count cards (send-status-count, written-submission-count) one at a time;
 * - the yardstick in the same run: GET /v2/electronic-consent-templates (the same guard and header union, a trivial
 *   query) at the same rate, and the ratio of the two p95s;
 * - 내역 다운: GET .../participants/excel of the 10,000 voters (target <= 5 s).
 * The server runs in this process (as `npm start` does); the load comes from a child process (this file with
 * --load) so the client does not share the server's event loop.
 *
 *   npm run bench:meet-voters
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/bench npm run bench:meet-voters -- --reset
 *   RATE=30 SECONDS=20 npm run bench:meet-voters
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";

const TSX = path.join(import.meta.dirname, "../../node_modules/.bin/tsx");
const PORT = Number(process.env.PORT_BENCH ?? 8297);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const UNION = 2;
const VOTERS = Number(process.env.VOTERS ?? 10_000);
const RATE = Number(process.env.RATE ?? 10);
const SECONDS = Number(process.env.SECONDS ?? 15);
const PAGE_TARGET_MS = 100;
const EXPORT_TARGET_MS = 5000;

type LoadResult = { latencies: number[]; errors: number; non2xx: number };
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;

/**
 * --load <rate> <seconds> <authorization> <union> <url>...: GET the urls in turn, open loop, evenly spaced,
 * with the Union-Seq header the /v2 calls need; one JSON line of response times on stdout.
 */
async function loadMode(args: string[]) {
  const [rate = "30", seconds = "10", authorization = "", union = "1", ...urls] = args;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const headers = { "accept-encoding": "gzip, deflate, br", authorization, "union-seq": union };
  const result: LoadResult = { latencies: [], errors: 0, non2xx: 0 };
  const once = (url: string) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        response.on("data", () => {});
        response.on("end", () => {
          result.latencies.push(performance.now() - started);
          if ((response.statusCode ?? 0) >= 300) result.non2xx++;
          resolve();
        });
      });
      request.on("error", () => {
        result.errors++;
        resolve();
      });
    });
  const total = Math.round(Number(rate) * Number(seconds));
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / Number(rate) - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(once(urls[i % urls.length] ?? ""));
  }
  await Promise.all(pending);
  agent.destroy();
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

function runLoad(urls: string[], authorization: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    execFile(
      TSX,
      [import.meta.filename, "--load", String(RATE), String(SECONDS), authorization, String(UNION), ...urls],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}"))),
    );
  });
}

const SURNAMES = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임"];
const GIVEN = ["민준", "서연", "도윤", "하은", "시우", "지우", "예준", "수아", "주원", "지호"];
const PROGRESS = ["NONE", "WAIT", "SENT", "RECEIVED", "FAILED", "OPENED", "VOTED", "VOTED", "VOTED"] as const;
const TENDENCIES = ["POSITIVE", "NEUTRAL", "NEGATIVE", "UNDETERMINED", "NONE", "NONE"] as const;
const WRITTEN = ["DIRECT", "REGISTERED", "MANAGER"] as const;

/**
 * A union of VOTERS owners (every 10th main number has two co-owners), one located property each, and an
 * ONSITE_ELECTRONIC meeting in PROCESS with all of them as voters, e-vote progress, tendencies, resends and written
 * submissions mixed.
 */
async function seedVoters(db: import("../../apps/server/src/db/client").Db) {
  const { registerFileStatus, registerLocalAddresses, unionRegisters } = await import(
    "../../apps/server/src/modules/register/register.table"
  );
  const { meetParticipants } = await import("../../apps/server/src/modules/meetings/meetings.table");
  const { insertMeet } = await import("../../apps/server/src/modules/meetings/meetings-test-support");
  const { votersFromRegister } = await import("../../apps/server/src/modules/meetings/meet-voters.mapper");
  await db
    .insert(registerFileStatus)
    .values({ unionSeq: UNION, status: "CONFIRM", confirmedAt: new Date() })
    .onConflictDoNothing({ target: registerFileStatus.unionSeq });
  const CHUNK = 1000;
  let main = 1;
  let sub = 0;
  const seqs: number[] = [];
  for (let from = 0; from < VOTERS; from += CHUNK) {
    const owners = [];
    for (let i = from; i < Math.min(VOTERS, from + CHUNK); i++) {
      const isShared = main % 10 === 0;
      if (isShared) sub = sub === 0 ? 1 : 2;
      owners.push({
        unionSeq: UNION,
        unionRegisterNoMain: main,
        unionRegisterNoSub: isShared ? sub : 0,
        name: `${SURNAMES[i % 10]}${GIVEN[Math.floor(i / 10) % 10]}${i}`,
        birth: `19${50 + (i % 40)}0${1 + (i % 9)}1${i % 10}`,
        gender: i % 2 ? "M" : "F",
        shareType: isShared ? "SHARE" : "SINGLE",
        isRepresentative: isShared && sub === 1,
        mainPhone: { phoneNo: `010${String(10_000_000 + i)}`, isContactAllowed: true },
        mainPhoneNo: `010${String(10_000_000 + i)}`,
        realAddress: {
          city: "서울특별시",
          gu: "성북구",
          dong: "장위동",
          jibun: `${i}`,
          address: "",
          detailAddress: "",
        },
        postAddress: { address: "서울특별시 성북구 장위로 1", detailAddress: "", zipNo: "02700" },
      });
      if (!isShared || sub === 2) {
        main++;
        sub = 0;
      }
    }
    const rows = await db.insert(unionRegisters).values(owners).returning({ seq: unionRegisters.unionRegisterSeq });
    await db.insert(registerLocalAddresses).values(
      rows.map((r, k) => ({
        unionRegisterSeq: r.seq,
        unionSeq: UNION,
        city: "서울특별시",
        gu: "성북구",
        dong: "장위동",
        jibun: `${from + k}`,
      })),
    );
    seqs.push(...rows.map((r) => r.seq));
  }
  // The meeting first, then its voters a thousand at a time (one insert of 10,000 rows is too many parameters).
  const { meet } = await insertMeet(db, { unionSeq: UNION, unionRegisterSeqs: [], name: "벤치마크 총회" });
  for (let from = 0; from < seqs.length; from += CHUNK) {
    const voters = await votersFromRegister(db, meet.meetSeq, UNION, seqs.slice(from, from + CHUNK));
    await db.insert(meetParticipants).values(voters);
  }
  const at = new Date(Date.now() - 3600_000);
  // Mixed facts by the voter's number (one UPDATE per kind: PGlite takes one statement at a time).
  for (const [k, progress] of PROGRESS.entries()) {
    await db.execute(sql`update ${meetParticipants} set evote_progress_status = ${progress},
      sent_at = ${progress === "NONE" || progress === "WAIT" ? null : at},
      voted_at = ${progress === "VOTED" ? at : null},
      vote_category = ${progress === "VOTED" ? "PRE_ELECTRONIC_VOTED" : "NOT_VOTED"}
      where meet_seq = ${meet.meetSeq} and meet_participant_seq % ${PROGRESS.length} = ${k}`);
  }
  for (const [k, tendency] of TENDENCIES.entries()) {
    await db.execute(sql`update ${meetParticipants} set tendency = ${tendency}
      where meet_seq = ${meet.meetSeq} and meet_participant_seq % ${TENDENCIES.length} = ${k}`);
  }
  for (const [k, type] of WRITTEN.entries()) {
    await db.execute(sql`update ${meetParticipants} set written_submission_type = ${type},
      written_submission_status = 'MYSELF', written_submission_at = ${at}
      where meet_seq = ${meet.meetSeq} and meet_participant_seq % 11 = ${k}`);
  }
  await db.execute(sql`update ${meetParticipants} set is_resent = true, resend_count = 1
    where meet_seq = ${meet.meetSeq} and meet_participant_seq % 7 = 0`);
  for (const table of ["union_registers", "meet_participants"]) await db.execute(sql.raw(`analyze ${table}`));
  return meet.meetSeq;
}

async function main() {
  const { assemble } = await import("../../apps/server/src/assemble");
  const { ensureConsoleClient } = await import("../../apps/server/src/auth-server/console-client");
  const { loadServerSecrets } = await import("../../apps/server/src/auth-server/server-secrets");
  const { loadConfig } = await import("../../apps/server/src/config");
  const { openDatabase } = await import("../../apps/server/src/db/client");
  const { seedDemo } = await import("../../apps/server/src/db/seed/demo-seed");
  const { localFileStore } = await import("../../apps/server/src/platform/file-store");
  const { startJobs } = await import("../../apps/server/src/platform/jobs");
  const { prepareBenchDatabase } = await import("./bench-database");
  const { signIn } = await import("./sign-in");

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "johap-bench-meet-voters-"));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: String(PORT), RATE_LIMIT_MAX: "1000000" });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await prepareBenchDatabase(handle);
  await handle.migrate();
  await ensureConsoleClient(handle.db, [`http://localhost:${PORT}`, ORIGIN]);
  await seedDemo(handle.db);
  const seeding = performance.now();
  const meetSeq = await seedVoters(handle.db);
  console.log(
    `[${handle.kind}] seeded ${VOTERS.toLocaleString()} voters on meeting ${meetSeq} of union ${UNION} in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const secrets = await loadServerSecrets(handle.db);
  const jobs = await startJobs(handle, pino({ level: "silent" }));
  const store = localFileStore(path.join(dataDir, "files"), secrets.fileUrlSecret);
  const { app } = await assemble({ config, handle, secrets, jobs, store, role: "all", feeds: false });
  if (!app) throw new Error("role all serves HTTP");
  await app.listen({ port: PORT, host: "127.0.0.1" });
  try {
    const token = await signIn(`http://localhost:${PORT}`);
    const authorization = `Bearer ${token}`;
    const headers = { authorization, "union-seq": String(UNION) };
    const base = `${ORIGIN}/v1/meets/${meetSeq}/participants`;
    const check = await fetch(`${base}?pageSize=10`, { headers });
    const first = (await check.json()) as { totalCount?: number; message?: string };
    if (first.totalCount !== VOTERS) throw new Error(`the list answered ${JSON.stringify(first).slice(0, 300)}`);

    const pages = Math.ceil(VOTERS / 10);
    const urls = [
      ...Array.from({ length: 16 }, (_, i) => `${base}?page=${Math.floor((i * pages) / 16)}&pageSize=10`),
      `${base}?page=${pages - 1}&pageSize=10`,
      `${base}?page=0&pageSize=10&name=${encodeURIComponent("김민준")}`,
      `${base}?page=0&pageSize=10&name=${encodeURIComponent("서연1")}`,
      `${base}?page=5&pageSize=10&electronicStatus=VOTED`,
      `${base}?page=200&pageSize=10&electronicStatus=VOTED`,
      `${base}?page=0&pageSize=10&unionRegisterNo=500`,
      `${base}?page=0&pageSize=10&unionRegisterNo=90-2`,
      `${base}?page=3&pageSize=10&isResent=true&tendency=POSITIVE`,
      `${base}?page=2&pageSize=10&writtenSubmissionType=DIRECT`,
      `${base}?page=80&pageSize=10&electronicStatus=RECEIVED&isResent=false`,
    ];
    const countUrls = [
      `${ORIGIN}/v1/meets/${meetSeq}/electronic-vote/send-status-count`,
      `${ORIGIN}/v1/meets/${meetSeq}/onsite-vote/written-submission-count`,
    ];
    const yardstickUrl = `${ORIGIN}/v2/electronic-consent-templates`;
    for (const url of [...urls, ...countUrls, yardstickUrl]) await fetch(url, { headers });
    const sequential = async (list: string[], n: number) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const started = performance.now();
        const response = await fetch(list[i % list.length] ?? "", { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${list[i % list.length]}: ${response.status}`);
        times.push(performance.now() - started);
      }
      return times;
    };
    const ySeq = await sequential([yardstickUrl], 100);
    const lSeq = await sequential(urls, 150);
    const cSeq = await sequential(countUrls, 40);
    console.log(
      `[${handle.kind}] one at a time: list (150 over ${urls.length} pages and filters) p50 ${quantile(lSeq, 0.5).toFixed(1)} ms, p95 ${quantile(lSeq, 0.95).toFixed(1)} ms (target <= ${PAGE_TARGET_MS} ms) ${quantile(lSeq, 0.95) <= PAGE_TARGET_MS ? "OK" : "OVER"}; count cards p95 ${quantile(cSeq, 0.95).toFixed(1)} ms; yardstick p50 ${quantile(ySeq, 0.5).toFixed(1)} ms, p95 ${quantile(ySeq, 0.95).toFixed(1)} ms; p95 ratio ${(quantile(lSeq, 0.95) / quantile(ySeq, 0.95)).toFixed(2)}; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
    );
    const yardstick = await runLoad([yardstickUrl], authorization);
    const list = await runLoad(urls, authorization);
    for (const [name, result] of [
      ["yardstick", yardstick],
      ["list", list],
    ] as const) {
      if (result.errors || result.non2xx) throw new Error(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx`);
    }
    const yP95 = quantile(yardstick.latencies, 0.95);
    const lP95 = quantile(list.latencies, 0.95);
    console.log(
      `[${handle.kind}] GET participants (10 a page, pages over all ${VOTERS.toLocaleString()}, deep pages, filters) at ${RATE}/s for ${SECONDS} s: p50 ${quantile(list.latencies, 0.5).toFixed(1)} ms, p95 ${lP95.toFixed(1)} ms (target <= ${PAGE_TARGET_MS} ms) ${lP95 <= PAGE_TARGET_MS ? "OK" : "OVER"}`,
    );
    console.log(
      `[${handle.kind}] yardstick GET electronic-consent-templates (same guard): p50 ${quantile(yardstick.latencies, 0.5).toFixed(1)} ms, p95 ${yP95.toFixed(1)} ms; list/yardstick p95 ratio ${(lP95 / yP95).toFixed(2)}`,
    );
    const started = performance.now();
    const response = await fetch(`${base}/excel`, { headers });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`export: ${response.status} ${bytes.toString()}`);
    const exportMs = performance.now() - started;
    console.log(
      `[${handle.kind}] 내역 다운 of ${VOTERS.toLocaleString()} voters: ${(exportMs / 1000).toFixed(2)} s (${(bytes.length / 1024).toFixed(0)} KB; target <= ${EXPORT_TARGET_MS / 1000} s) ${exportMs <= EXPORT_TARGET_MS ? "OK" : "OVER"}`,
    );
  } finally {
    await app.close();
    await jobs.stop();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === "--load") await loadMode(process.argv.slice(3));
else await main();
