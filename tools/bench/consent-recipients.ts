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
 * The server runs in this process (as `npm start` does); the load comes from a child process (load.ts) so
 * the client does not share the server's event loop.
 *
 *   npm run bench:consent-recipients
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/bench npm run bench:consent-recipients -- --reset
 *   RATE=30 SECONDS=20 npm run bench:consent-recipients
 */
import crypto from "node:crypto";
import os from "node:os";
import { PassThrough, type Stream } from "node:stream";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { Db } from "../../apps/server/src/db/client";
import { electronicConsentRecipients, electronicConsents } from "../../apps/server/src/modules/consents/consents.table";
import { seedBenchOwners, startBenchServer } from "./bench-database";
import { loadBesideYardstick, quantile, sequentialTimes } from "./run-load";

const PORT = Number(process.env.PORT_BENCH ?? 8293);
const UNION = 2;
const RECIPIENTS = Number(process.env.RECIPIENTS ?? 10_000);
const RATE = Number(process.env.RATE ?? 10);
const SECONDS = Number(process.env.SECONDS ?? 15);
const PAGE_TARGET_MS = 100;
const EXPORT_TARGET_MS = 5000;
const COLUMNS = 16;

const STATUSES = ["NOT_SUBMITTED", "ELECTRONIC_SUBMITTED", "WRITTEN_SUBMITTED", "WITHDRAWAL"] as const;

/**
 * A union of RECIPIENTS owners (every 10th main number has two co-owners, the first the representative),
 * one located property each, a consent in progress with all of them as recipients, statuses mixed.
 */
async function seedRecipients(db: Db) {
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
  const seqs = await seedBenchOwners(db, {
    unionSeq: UNION,
    count: RECIPIENTS,
    owner: (i) => ({ mainPhone: { phoneNo: `010${String(10_000_000 + i)}`, isContactAllowed: i % 25 !== 0 } }),
    local: (i) => ({ apartmentDong: `${101 + (i % 20)}`, apartmentHosu: `${100 + (i % 400)}` }),
  });
  const CHUNK = 1000;
  for (let from = 0; from < seqs.length; from += CHUNK) {
    const chunk = seqs.slice(from, from + CHUNK);
    await db.insert(electronicConsentRecipients).values(
      chunk.map((seq, k) => {
        const status = STATUSES[(from + k) % STATUSES.length]!;
        const submitted = status !== "NOT_SUBMITTED";
        const at = new Date(Date.now() - 86_400_000);
        return {
          consentSeq: consent!.consentSeq,
          unionSeq: UNION,
          unionRegisterSeq: seq,
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
  const server = await startBenchServer({ port: PORT, name: "recipients", seed: seedRecipients });
  const { kind, origin, seeded: consentSeq, authorization } = server;
  console.log(
    `[${kind}] seeded ${RECIPIENTS.toLocaleString()} recipients on consent ${consentSeq} of union ${UNION} in ${server.seedSeconds.toFixed(1)} s`,
  );
  try {
    const headers = { authorization, "union-seq": String(UNION) };
    const base = `${origin}/v2/electronic-consents/${consentSeq}/recipients`;
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
    const yardstickUrl = `${origin}/v2/electronic-consent-templates`;
    for (const url of [...urls, yardstickUrl]) await fetch(url, { headers });
    // Service time first: one request at a time (closed loop), no queue; then the open-loop load.
    const ySeq = await sequentialTimes([yardstickUrl], 100, headers);
    const lSeq = await sequentialTimes(urls, 100, headers);
    console.log(
      `[${kind}] one at a time, 100 each: list p50 ${quantile(lSeq, 0.5).toFixed(1)} ms, p95 ${quantile(lSeq, 0.95).toFixed(1)} ms (target <= ${PAGE_TARGET_MS} ms) ${quantile(lSeq, 0.95) <= PAGE_TARGET_MS ? "OK" : "OVER"}; yardstick p50 ${quantile(ySeq, 0.5).toFixed(1)} ms, p95 ${quantile(ySeq, 0.95).toFixed(1)} ms; p95 ratio ${(quantile(lSeq, 0.95) / quantile(ySeq, 0.95)).toFixed(2)}; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
    );
    await loadBesideYardstick({
      kind,
      what: `GET recipients (10 a page, pages over all ${RECIPIENTS.toLocaleString()}, searches)`,
      urls,
      yardstickUrl,
      rate: RATE,
      seconds: SECONDS,
      targetMs: PAGE_TARGET_MS,
      authorization,
      unionSeq: UNION,
    });

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
      `[${kind}] 내려받기 of ${RECIPIENTS.toLocaleString()} recipients: median of 3 ${(exportMs / 1000).toFixed(2)} s (${(size / 1024).toFixed(0)} KB; target <= ${EXPORT_TARGET_MS / 1000} s) ${exportMs <= EXPORT_TARGET_MS ? "OK" : "OVER"}; bare ExcelJS write of as many rows x ${COLUMNS} cells ${(bare.ms / 1000).toFixed(2)} s; ratio ${(exportMs / bare.ms).toFixed(2)}`,
    );
  } finally {
    await server.close();
  }
}

await main();
