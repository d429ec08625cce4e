/**
 * 연명부 of a meeting of VOTERS voters (issue 16, "Measured": 10,000 voters <= 30 s and <= 300 MB extra memory), on
 * PGlite or PostgreSQL. Measured in this process through the job's own function (`makeJointBook`: the voters
 * read, the public and private PDFs rendered on the roster thread, both stored, the request COMPLETED):
 * - the wall time of the whole job, target <= 30 s;
 * - the process's resident memory above what it held before the job (sampled every 20 ms; the roster thread
 *   lives in this process), target <= 300 MB.
 * Checked: both files stored, PDFs, with a page count that fits the voters.
 *
 *   npm run bench:meet-roster                                   PGlite in a temporary folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:meet-roster   a fresh database there
 *   VOTERS=2000 npm run bench:meet-roster
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { type Db, openDatabase } from "../../apps/server/src/db/client";
import { seedDemo } from "../../apps/server/src/db/seed/demo-seed";
import { findFile } from "../../apps/server/src/modules/files/files.repository";
import { jointBookOf, upsertProcessing } from "../../apps/server/src/modules/meetings/meet-joint-book.repository";
import { makeJointBook } from "../../apps/server/src/modules/meetings/meet-joint-book.service";
import { stopRosterThread } from "../../apps/server/src/modules/meetings/meet-joint-book-thread";
import { votersFromRegister } from "../../apps/server/src/modules/meetings/meet-voters.mapper";
import { meetParticipants } from "../../apps/server/src/modules/meetings/meetings.table";
import { insertMeet } from "../../apps/server/src/modules/meetings/meetings-test-support";
import { localFileStore } from "../../apps/server/src/platform/file-store";
import { freshDatabase } from "../roles/processes";
import { seedBenchOwners } from "./bench-database";

const VOTERS = Number(process.env.VOTERS ?? 10_000);
const UNION = 2;
const TIME_TARGET_MS = 30_000;
const MEMORY_TARGET_MB = 300;

/** A COMPLETE meeting of VOTERS voters: 4 in 10 voted electronically, 2 in 10 on site, 1 in 10 in writing by agent. */
async function seed(db: Db) {
  const seqs = await seedBenchOwners(db, { unionSeq: UNION, count: VOTERS });
  const { meetSeq } = await insertMeet(db, {
    unionSeq: UNION,
    method: "ONSITE_ELECTRONIC",
    status: "COMPLETE",
    unionRegisterSeqs: [],
    name: "연명부 벤치마크 총회",
  });
  for (let from = 0; from < seqs.length; from += 1000) {
    await db
      .insert(meetParticipants)
      .values(await votersFromRegister(db, meetSeq, UNION, seqs.slice(from, from + 1000)));
  }
  await db.execute(sql`
    with numbered as (
      select meet_participant_seq as seq, row_number() over (order by meet_participant_seq) % 10 as k
      from meet_participants where meet_seq = ${meetSeq})
    update meet_participants p set
      vote_category = case when n.k < 4 then 'PRE_ELECTRONIC_VOTED' when n.k < 6 then 'ONSITE_VOTED'
        when n.k = 6 then 'PRE_WRITTEN_VOTED' else 'NOT_VOTED' end,
      attendance_category = case when n.k between 4 and 5 then 'ONSITE' else 'NOT_ATTEND' end,
      attend_at = case when n.k between 4 and 5 then now() - interval '2 hours' end,
      written_submission_status = case when n.k = 6 then 'AGENT' end,
      agent = case when n.k = 6 then '{"name":"대리인","nameClass":"","birth":"19700101","gender":"M","phoneNo":"01099998888"}'::jsonb else p.agent end
    from numbered n where p.meet_participant_seq = n.seq`);
  await db.execute(sql`
    insert into meet_ballots (meet_seq, meet_participant_seq, channel, receipt_hash, cast_at)
    select meet_seq, meet_participant_seq, 'ELECTRONIC', md5(meet_participant_seq::text), now() - interval '1 day'
    from meet_participants where meet_seq = ${meetSeq} and vote_category = 'PRE_ELECTRONIC_VOTED'`);
  return meetSeq;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "johap-bench-roster-"));
  const server = process.env.DATABASE_URL;
  const fresh = server ? await freshDatabase(server) : null;
  const handle = await openDatabase({ databaseUrl: fresh?.url, dataDir });
  try {
    await handle.migrate();
    await seedDemo(handle.db);
    const db = handle.db;
    const seeding = performance.now();
    const meetSeq = await seed(db);
    console.log(
      `[${handle.kind}] seeded a COMPLETE meeting of ${VOTERS.toLocaleString()} voters in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const store = localFileStore(path.join(dataDir, "files"), crypto.randomBytes(32));
    await upsertProcessing(db, { meetSeq, requestedBy: null, isNotificationAllowed: false, name: "", phoneNo: "" });

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const t0 = performance.now();
    await makeJointBook({ db, store }, meetSeq);
    const ms = performance.now() - t0;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    console.log(
      `[${handle.kind}] makeJointBook: ${(ms / 1000).toFixed(1)} s, peak extra RSS ${((peak - baseline) / 1024 / 1024).toFixed(0)} MB`,
    );
    const book = await jointBookOf(db, meetSeq);
    if (book?.status !== "COMPLETED") throw new Error(`roster ${book?.status}: ${book?.failReason}`);
    const sizes: string[] = [];
    for (const [label, fileSeq] of [
      ["public", book.publicFileSeq],
      ["private", book.privateFileSeq],
    ] as const) {
      const file = await findFile(db, fileSeq!);
      const pdf = await PDFDocument.load(await store.get(file!.storageKey));
      const pages = pdf.getPageCount();
      if (pages < VOTERS / 50) throw new Error(`${label}: only ${pages} pages for ${VOTERS} voters`);
      sizes.push(`${label} ${pages} pages ${(file!.size / 1024 / 1024).toFixed(1)} MB`);
    }
    const extraMb = (peak - baseline) / 1024 / 1024;
    console.log(
      `[${handle.kind}] 연명부 of ${VOTERS.toLocaleString()} voters (${sizes.join(", ")}): ${(ms / 1000).toFixed(1)} s (target <= ${TIME_TARGET_MS / 1000} s) ${ms <= TIME_TARGET_MS ? "OK" : "OVER"}; extra memory ${extraMb.toFixed(0)} MB (target <= ${MEMORY_TARGET_MB} MB) ${extraMb <= MEMORY_TARGET_MB ? "OK" : "OVER"}; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
    );
  } finally {
    await stopRosterThread();
    await handle.close();
    await fresh?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
