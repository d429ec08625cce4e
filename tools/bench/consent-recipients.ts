/**
 * The recipients tab (대상자 관리, issue 14 item 4) with 10,000 recipients on one consent, on PGlite or, with
 * DATABASE_URL, on PostgreSQL (an empty database, or --reset):
 * - GET /v2/electronic-consents/{consentSeq}/recipients, 10 a page, pages spread over the whole list and
 *   with the tab's searches (name, status, share type): one request at a time (the service time), then
 *   open loop at RATE a second: p95 (target <= 100 ms);
 * - the yardstick in the same run: GET /v2/electronic-consent-templates (the same guard and header union,
 *   a trivial query) at the same rate, and the ratio of the two p95s;
 * - 내려받기: GET .../recipients/excel of the 10,000 recipients (target <= 5 s), beside a bare ExcelJS
 *   streaming write of 10,000 rows of as many cells in this process, and the ratio.
 * The server runs in this process (as `npm start` does); the load comes from a child process (this file
 * with --load) so the client does not share the server's event loop.
 *
 *   npm run bench:consent-recipients
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/bench npm run bench:consent-recipients -- --reset
 *   RATE=30 SECONDS=20 npm run bench:consent-recipients
 */
import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { PassThrough, type Stream } from "node:stream";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import pino from "pino";

const TSX = path.join(import.meta.dirname, "../../node_modules/.bin/tsx");
const PORT = Number(process.env.PORT_BENCH ?? 8293);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const UNION = 2;
const RECIPIENTS = Number(process.env.RECIPIENTS ?? 10_000);
const RATE = Number(process.env.RATE ?? 10);
const SECONDS = Number(process.env.SECONDS ?? 15);
const PAGE_TARGET_MS = 100;
const EXPORT_TARGET_MS = 5000;
const COLUMNS = 16;

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
const STATUSES = ["NOT_SUBMITTED", "ELECTRONIC_SUBMITTED", "WRITTEN_SUBMITTED", "WITHDRAWAL"] as const;

/**
 * A union of RECIPIENTS owners (every 10th main number has two co-owners, the first the representative),
 * one located property each, a consent in progress with all of them as recipients, statuses mixed.
 */
async function seedRecipients(db: import("../../apps/server/src/db/client").Db) {
  const { registerFileStatus, registerLocalAddresses, unionRegisters } = await import(
    "../../apps/server/src/modules/register/register.table"
  );
  const { electronicConsentRecipients, electronicConsents } = await import(
    "../../apps/server/src/modules/consents/consents.table"
  );
  await db
    .insert(registerFileStatus)
    .values({ unionSeq: UNION, status: "CONFIRM", confirmedAt: new Date() })
    .onConflictDoNothing({ target: registerFileStatus.unionSeq });
  const [consent] = await db
    .insert(electronicConsents)
    .values({
      unionSeq: UNION,
      templateSeq: 1,
      title: "벤치마크 동의서",
      progressStatus: "IN_PROGRESS",
      startedAt: new Date(Date.now() - 3 * 86_400_000),
      endedAt: new Date(Date.now() + 30 * 86_400_000),
      linkCode: crypto.randomBytes(4).toString("hex").slice(0, 6).toUpperCase(),
    })
    .returning();
  const CHUNK = 1000;
  let main = 1;
  let sub = 0;
  for (let from = 0; from < RECIPIENTS; from += CHUNK) {
    const owners = [];
    for (let i = from; i < Math.min(RECIPIENTS, from + CHUNK); i++) {
      // Every 10th main number is shared by two co-owners (n-1 the representative, n-2 greyed).
      const isShared = main % 10 === 0;
      if (isShared) sub = sub === 0 ? 1 : 2;
      owners.push({
        unionSeq: UNION,
        unionRegisterNoMain: main,
        unionRegisterNoSub: isShared ? sub : 0,
        name: `${SURNAMES[i % 10]}${GIVEN[Math.floor(i / 10) % 10]}${i}`,
        birth: `19${50 + (i % 40)}0${1 + (i % 9)}1${i % 10}`,
        shareType: isShared ? "SHARE" : "SINGLE",
        isRepresentative: isShared && sub === 1,
        mainPhone: { phoneNo: `010${String(10_000_000 + i)}`, isContactAllowed: i % 25 !== 0 },
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
        apartmentDong: `${101 + ((from + k) % 20)}`,
        apartmentHosu: `${100 + ((from + k) % 400)}`,
      })),
    );
    await db.insert(electronicConsentRecipients).values(
      rows.map((r, k) => {
        const status = STATUSES[(from + k) % STATUSES.length]!;
        const submitted = status !== "NOT_SUBMITTED";
        const at = new Date(Date.now() - 86_400_000);
        return {
          consentSeq: consent!.consentSeq,
          unionSeq: UNION,
          unionRegisterSeq: r.seq,
          recipientId: crypto.randomBytes(12).toString("base64url"),
          status,
          submitType: submitted
            ? status === "WRITTEN_SUBMITTED"
              ? ("WRITTEN" as const)
              : ("ELECTRONIC" as const)
            : null,
          submittedAt: submitted ? at : null,
          activeWithdrawnDays: 1,
          activeWithdrawnAt: submitted ? new Date(at.getTime() + 86_400_000) : null,
          withdrawnAt: status === "WITHDRAWAL" ? new Date() : null,
        };
      }),
    );
  }
  // Fresh statistics for the planner, as the register conversion leaves them (one statement each: PGlite).
  for (const table of ["union_registers", "register_local_addresses", "electronic_consent_recipients"]) {
    await db.execute(sql.raw(`analyze ${table}`));
  }
  return consent!.consentSeq;
}

/** A bare ExcelJS streaming write of `rows` rows of COLUMNS text cells: the export's floor. */
async function bareExcel(rows: number) {
  const started = performance.now();
  const out = new PassThrough();
  let bytes = 0;
  out.on("data", (chunk: Buffer) => {
    bytes += chunk.length;
  });
  const ended = new Promise((r) => out.on("end", r));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out as unknown as Stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet("bare");
  const style: Partial<ExcelJS.Style> = {};
  for (let i = 0; i <= rows; i++) {
    const row = sheet.addRow(Array.from({ length: COLUMNS }, (_, c) => `값${i}-${c}`));
    row.eachCell((cell) => {
      cell.style = style;
    });
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
  await ended;
  return { ms: performance.now() - started, bytes };
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

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "johap-bench-recipients-"));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: String(PORT), RATE_LIMIT_MAX: "1000000" });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await prepareBenchDatabase(handle);
  await handle.migrate();
  await ensureConsoleClient(handle.db, [`http://localhost:${PORT}`, ORIGIN]);
  await seedDemo(handle.db);
  const seeding = performance.now();
  const consentSeq = await seedRecipients(handle.db);
  console.log(
    `[${handle.kind}] seeded ${RECIPIENTS.toLocaleString()} recipients on consent ${consentSeq} of union ${UNION} in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
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
    const base = `${ORIGIN}/v2/electronic-consents/${consentSeq}/recipients`;
    const check = await fetch(`${base}?pageSize=10`, { headers });
    const first = (await check.json()) as { pagination?: { totalElements: number }; message?: string };
    if (first.pagination?.totalElements !== RECIPIENTS) throw new Error(`the list answered ${JSON.stringify(first)}`);

    // Warm both routes (first plans, JIT), then the yardstick and the list at the same rate.
    const pages = Math.ceil(RECIPIENTS / 10);
    const urls = [
      ...Array.from({ length: 20 }, (_, i) => `${base}?page=${Math.floor((i * pages) / 20)}&pageSize=10`),
      `${base}?page=0&pageSize=10&searchRecipientName=${encodeURIComponent("김민준")}`,
      `${base}?page=3&pageSize=10&searchStatus=NOT_SUBMITTED`,
      `${base}?page=1&pageSize=10&searchShareType=SHARE`,
      `${base}?page=${pages - 1}&pageSize=10`,
    ];
    const yardstickUrl = `${ORIGIN}/v2/electronic-consent-templates`;
    for (const url of [...urls, yardstickUrl]) await fetch(url, { headers });
    // Service time first: one request at a time (closed loop), no queue; then the open-loop load.
    const sequential = async (list: string[], n: number) => {
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const started = performance.now();
        const response = await fetch(list[i % list.length] ?? "", { headers });
        await response.arrayBuffer();
        times.push(performance.now() - started);
      }
      return times;
    };
    const ySeq = await sequential([yardstickUrl], 100);
    const lSeq = await sequential(urls, 100);
    console.log(
      `[${handle.kind}] one at a time, 100 each: list p50 ${quantile(lSeq, 0.5).toFixed(1)} ms, p95 ${quantile(lSeq, 0.95).toFixed(1)} ms (target <= ${PAGE_TARGET_MS} ms) ${quantile(lSeq, 0.95) <= PAGE_TARGET_MS ? "OK" : "OVER"}; yardstick p50 ${quantile(ySeq, 0.5).toFixed(1)} ms, p95 ${quantile(ySeq, 0.95).toFixed(1)} ms; p95 ratio ${(quantile(lSeq, 0.95) / quantile(ySeq, 0.95)).toFixed(2)}; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
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
      `[${handle.kind}] GET recipients (10 a page, pages over all ${RECIPIENTS.toLocaleString()}, searches) at ${RATE}/s for ${SECONDS} s: p50 ${quantile(list.latencies, 0.5).toFixed(1)} ms, p95 ${lP95.toFixed(1)} ms (target <= ${PAGE_TARGET_MS} ms) ${lP95 <= PAGE_TARGET_MS ? "OK" : "OVER"}`,
    );
    console.log(
      `[${handle.kind}] yardstick GET electronic-consent-templates (same guard): p50 ${quantile(yardstick.latencies, 0.5).toFixed(1)} ms, p95 ${yP95.toFixed(1)} ms; list/yardstick p95 ratio ${(lP95 / yP95).toFixed(2)}`,
    );

    const exports: number[] = [];
    let size = 0;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const response = await fetch(`${base}/excel`, { headers });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!response.ok) throw new Error(`export: ${response.status} ${bytes.toString()}`);
      exports.push(performance.now() - started);
      size = bytes.length;
    }
    const exportMs = quantile(exports, 0.5);
    const bare = await bareExcel(RECIPIENTS);
    console.log(
      `[${handle.kind}] 내려받기 of ${RECIPIENTS.toLocaleString()} recipients: median of 3 ${(exportMs / 1000).toFixed(2)} s (${(size / 1024).toFixed(0)} KB; target <= ${EXPORT_TARGET_MS / 1000} s) ${exportMs <= EXPORT_TARGET_MS ? "OK" : "OVER"}; bare ExcelJS write of as many rows x ${COLUMNS} cells ${(bare.ms / 1000).toFixed(2)} s; ratio ${(exportMs / bare.ms).toFixed(2)}`,
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
