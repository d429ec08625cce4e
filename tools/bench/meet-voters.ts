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
 * The server runs in this process (as `npm start` does); the load comes from a child process (load.ts) so the
 * client does not share the server's event loop.
 *
 *   npm run bench:meet-voters
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/bench npm run bench:meet-voters -- --reset
 *   RATE=30 SECONDS=20 npm run bench:meet-voters
 */
import os from "node:os";
import { sql } from "drizzle-orm";
import type { Db } from "../../apps/server/src/db/client";
import { votersFromRegister } from "../../apps/server/src/modules/meetings/meet-voters.mapper";
import { meetParticipants } from "../../apps/server/src/modules/meetings/meetings.table";
import { insertMeet } from "../../apps/server/src/modules/meetings/meetings-test-support";
import { seedBenchOwners, startBenchServer } from "./bench-database";
import { loadBesideYardstick, quantile, sequentialTimes } from "./run-load";

const PORT = Number(process.env.PORT_BENCH ?? 8297);
const UNION = 2;
const VOTERS = Number(process.env.VOTERS ?? 10_000);
const RATE = Number(process.env.RATE ?? 10);
const SECONDS = Number(process.env.SECONDS ?? 15);
const PAGE_TARGET_MS = 100;
const EXPORT_TARGET_MS = 5000;

const PROGRESS = ["NONE", "WAIT", "SENT", "RECEIVED", "FAILED", "OPENED", "VOTED", "VOTED", "VOTED"] as const;
const TENDENCIES = ["POSITIVE", "NEUTRAL", "NEGATIVE", "UNDETERMINED", "NONE", "NONE"] as const;
const WRITTEN = ["DIRECT", "REGISTERED", "MANAGER"] as const;

/**
 * A union of VOTERS owners (every 10th main number has two co-owners), one located property each, and an
 * ONSITE_ELECTRONIC meeting in PROCESS with all of them as voters, e-vote progress, tendencies, resends and written
 * submissions mixed.
 */
async function seedVoters(db: Db) {
  const CHUNK = 1000;
  const seqs = await seedBenchOwners(db, {
    unionSeq: UNION,
    count: VOTERS,
    owner: (i) => ({ gender: i % 2 ? "M" : "F" }),
  });
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
  const server = await startBenchServer({ port: PORT, name: "meet-voters", seed: seedVoters });
  const { kind, origin, seeded: meetSeq, authorization } = server;
  console.log(
    `[${kind}] seeded ${VOTERS.toLocaleString()} voters on meeting ${meetSeq} of union ${UNION} in ${server.seedSeconds.toFixed(1)} s`,
  );
  try {
    const headers = { authorization, "union-seq": String(UNION) };
    const base = `${origin}/v1/meets/${meetSeq}/participants`;
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
      `${origin}/v1/meets/${meetSeq}/electronic-vote/send-status-count`,
      `${origin}/v1/meets/${meetSeq}/onsite-vote/written-submission-count`,
    ];
    const yardstickUrl = `${origin}/v2/electronic-consent-templates`;
    for (const url of [...urls, ...countUrls, yardstickUrl]) await fetch(url, { headers });
    const ySeq = await sequentialTimes([yardstickUrl], 100, headers);
    const lSeq = await sequentialTimes(urls, 150, headers);
    const cSeq = await sequentialTimes(countUrls, 40, headers);
    console.log(
      `[${kind}] one at a time: list (150 over ${urls.length} pages and filters) p50 ${quantile(lSeq, 0.5).toFixed(1)} ms, p95 ${quantile(lSeq, 0.95).toFixed(1)} ms (target <= ${PAGE_TARGET_MS} ms) ${quantile(lSeq, 0.95) <= PAGE_TARGET_MS ? "OK" : "OVER"}; count cards p95 ${quantile(cSeq, 0.95).toFixed(1)} ms; yardstick p50 ${quantile(ySeq, 0.5).toFixed(1)} ms, p95 ${quantile(ySeq, 0.95).toFixed(1)} ms; p95 ratio ${(quantile(lSeq, 0.95) / quantile(ySeq, 0.95)).toFixed(2)}; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
    );
    await loadBesideYardstick({
      kind,
      what: `GET participants (10 a page, pages over all ${VOTERS.toLocaleString()}, deep pages, filters)`,
      urls,
      yardstickUrl,
      rate: RATE,
      seconds: SECONDS,
      targetMs: PAGE_TARGET_MS,
      authorization,
      unionSeq: UNION,
    });
    const started = performance.now();
    const response = await fetch(`${base}/excel`, { headers });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`export: ${response.status} ${bytes.toString()}`);
    const exportMs = performance.now() - started;
    console.log(
      `[${kind}] 내역 다운 of ${VOTERS.toLocaleString()} voters: ${(exportMs / 1000).toFixed(2)} s (${(bytes.length / 1024).toFixed(0)} KB; target <= ${EXPORT_TARGET_MS / 1000} s) ${exportMs <= EXPORT_TARGET_MS ? "OK" : "OVER"}`,
    );
  } finally {
    await server.close();
  }
}

await main();
