/**
 * The tally of a meeting (issue 16, "Measured"): BALLOTS counted ballots (electronic, and online for one in ten)
 * over five agendas (찬반 단일, 찬반 복수 of 3, 선택 1 of 4, 선택 2 of 5, 찬반 단일: 8 choices a ballot), plus
 * HAND voters with written resolutions or on-site attendance for the hand counts, on PGlite or PostgreSQL.
 * Measured in this process, through the services the routes call (no HTTP):
 * - GET /vote/result (`loadVoteResult`: choice counts, hand counts, the quorum facts, the engine): first and
 *   median of RUNS, target <= 1 s;
 * - POST /vote/result (`enterTally`: the bounds checked and the hand counts stored);
 * - POST /complete (`completeMeet`: the evidence queue drained, the quorum applied, the chain head stored),
 *   target <= 1 s.
 * The results are checked against the counts the seed put in (nothing lost or doubled).
 *
 *   npm run bench:meet-tally                                   PGlite in a temporary folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres npm run bench:meet-tally   a fresh database there
 *   BALLOTS=2000 npm run bench:meet-tally
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type CompletedAgenda, checkTallyEntry, type MeetVoteResult, tallyEntryBodyOf } from "@johap/contracts";
import { inArray } from "drizzle-orm";
import { bulkInsert } from "../../apps/server/src/db/bulk-insert";
import { type Db, openDatabase } from "../../apps/server/src/db/client";
import { seedDemo } from "../../apps/server/src/db/seed/demo-seed";
import { meetOf } from "../../apps/server/src/modules/meetings/meet-lookup";
import {
  ballotCounts,
  choiceCounts,
  quorumFacts,
  resultAgendas,
  tallyEntriesOf,
} from "../../apps/server/src/modules/meetings/meet-results.repository";
import {
  enterTally,
  loadVoteResult,
  registeredCounts,
  tallyAgendasOf,
} from "../../apps/server/src/modules/meetings/meet-results.service";
import { completeMeet } from "../../apps/server/src/modules/meetings/meet-status.service";
import { votersFromRegister } from "../../apps/server/src/modules/meetings/meet-voters.mapper";
import {
  meetBallotChoices,
  meetBallots,
  meetParticipants,
} from "../../apps/server/src/modules/meetings/meetings.table";
import { insertMeet, MEET_PASSWORD } from "../../apps/server/src/modules/meetings/meetings-test-support";
import { freshDatabase } from "../roles/processes";
import { seedBenchOwners } from "./bench-database";

const BALLOTS = Number(process.env.BALLOTS ?? 10_000);
const HAND = Number(process.env.HAND ?? 2_000);
const RUNS = Number(process.env.RUNS ?? 5);
const UNION = 2;
const TARGET_MS = 1000;

const AGENDAS = [
  { name: "정관 변경의 건", voteForm: "AGAINST", voteType: "MONO", candidates: ["정관 변경안"] },
  { name: "이사 선임의 건", voteForm: "AGAINST", voteType: "MULTI", candidates: ["김이사", "이이사", "박이사"] },
  { name: "조합장 선출의 건", voteForm: "SELECT", voteType: "MONO", candidates: ["가", "나", "다", "라"] },
  {
    name: "감사 선출의 건",
    voteForm: "SELECT",
    voteType: "MULTI",
    selectCount: 2,
    candidates: ["갑", "을", "병", "정", "무"],
  },
  { name: "예산안 승인의 건", voteForm: "AGAINST", voteType: "MONO", candidates: ["2026년 예산안"] },
] as const;

const AGAINST = ["YES", "NO", "ABSTAIN"] as const;

async function seed(db: Db) {
  const total = BALLOTS + HAND;
  const seqs = await seedBenchOwners(db, { unionSeq: UNION, count: total });
  const { meet } = await insertMeet(db, {
    unionSeq: UNION,
    method: "ONSITE_ELECTRONIC",
    status: "COUNTING",
    unionRegisterSeqs: [],
    name: "집계 벤치마크 총회",
    agendas: AGENDAS.map((a) => ({ ...a, candidates: [...a.candidates] })),
  });
  const participantSeqs: number[] = [];
  for (let from = 0; from < seqs.length; from += 1000) {
    const voters = await votersFromRegister(db, meet.meetSeq, UNION, seqs.slice(from, from + 1000));
    const rows = await db
      .insert(meetParticipants)
      .values(voters)
      .returning({ seq: meetParticipants.meetParticipantSeq });
    participantSeqs.push(...rows.map((r) => r.seq));
  }
  const result = await loadVoteResult(db, meet);
  const agendas = result.agendas;
  // Expected counts per candidate (what the tally must find).
  const expected = new Map<number, { YES: number; NO: number; ABSTAIN: number; SELECTED: number }>();
  const bump = (candidateSeq: number, choice: "YES" | "NO" | "ABSTAIN" | "SELECTED") => {
    const e = expected.get(candidateSeq) ?? { YES: 0, NO: 0, ABSTAIN: 0, SELECTED: 0 };
    e[choice] += 1;
    expected.set(candidateSeq, e);
  };
  const CHUNK = 2000;
  for (let from = 0; from < BALLOTS; from += CHUNK) {
    const ballots = [];
    const choices = [];
    for (let i = from; i < Math.min(BALLOTS, from + CHUNK); i++) {
      const channel = i % 10 === 9 ? ("ONLINE" as const) : ("ELECTRONIC" as const);
      ballots.push({
        meetSeq: meet.meetSeq,
        meetParticipantSeq: participantSeqs[i]!,
        channel,
        receiptHash: `bench-${i}`,
      });
      for (const [k, agenda] of agendas.entries()) {
        const cands = agenda.candidates.map((c) => c.candidateSeq);
        if (agenda.voteForm === "AGAINST") {
          for (const [j, candidateSeq] of cands.entries()) {
            const choice = AGAINST[(i + j + k) % 3]!;
            choices.push({ meetSeq: meet.meetSeq, agendaSeq: agenda.agendaSeq, candidateSeq, choice, channel });
            bump(candidateSeq, choice);
          }
        } else {
          const picks = agenda.voteType === "MONO" ? [i % cands.length] : [i % cands.length, (i + 1) % cands.length];
          for (const p of picks) {
            choices.push({
              meetSeq: meet.meetSeq,
              agendaSeq: agenda.agendaSeq,
              candidateSeq: cands[p]!,
              choice: "SELECTED" as const,
              channel,
            });
            bump(cands[p]!, "SELECTED");
          }
        }
      }
    }
    await bulkInsert(db, meetBallots, ballots, "ballotSeq");
    await bulkInsert(db, meetBallotChoices, choices, "choiceId");
  }
  const hand = participantSeqs.slice(BALLOTS);
  const written = hand.filter((_, i) => i % 5 < 3);
  const onsite = hand.filter((_, i) => i % 5 >= 3);
  const now = new Date();
  const update = async (seqList: number[], values: Partial<typeof meetParticipants.$inferInsert>) => {
    for (let from = 0; from < seqList.length; from += 1000) {
      await db
        .update(meetParticipants)
        .set(values)
        .where(inArray(meetParticipants.meetParticipantSeq, seqList.slice(from, from + 1000)));
    }
  };
  await update(participantSeqs.slice(0, BALLOTS), {
    voteCategory: "PRE_ELECTRONIC_VOTED",
    evoteProgressStatus: "VOTED",
  });
  await update(written, {
    writtenSubmissionType: "DIRECT",
    writtenSubmissionStatus: "MYSELF",
    writtenSubmissionAt: now,
    voteCategory: "PRE_WRITTEN_VOTED",
  });
  await update(onsite, { attendanceCategory: "ONSITE", attendAt: now, voteCategory: "ONSITE_VOTED" });
  return { meetSeq: meet.meetSeq, expected, written: written.length, onsite: onsite.length };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Every against ballot's 찬성 on candidate c of agenda k; the written entry marks all YES, on site all NO. */
function handEntries(result: MeetVoteResult, written: number, onsite: number) {
  const agendas = tallyAgendasOf(result.agendas);
  const entry = (type: "WRITTEN" | "ONSITE", count: number, choice: "YES" | "NO") => {
    const rows: Record<number, Record<number, Record<string, number>>> = {};
    for (const agenda of agendas) {
      rows[agenda.agendaSeq] = {};
      for (const [j, c] of agenda.candidates.entries()) {
        rows[agenda.agendaSeq]![c.candidateSeq] =
          agenda.voteForm === "AGAINST" ? { [choice]: count } : { SELECTED: j === 0 ? count : 0 };
      }
    }
    const check = checkTallyEntry({ type, registeredCount: count, finalCount: count, agendas, rows });
    if (!check.canSubmit) throw new Error(`bench entry refused: ${JSON.stringify(check.problems[0] ?? check.totals)}`);
    return tallyEntryBodyOf(type, check);
  };
  return [entry("WRITTEN", written, "YES"), entry("ONSITE", onsite, "NO")];
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "johap-bench-tally-"));
  const server = process.env.DATABASE_URL;
  const fresh = server ? await freshDatabase(server) : null;
  const handle = await openDatabase({ databaseUrl: fresh?.url, dataDir });
  try {
    await handle.migrate();
    await seedDemo(handle.db);
    const db = handle.db;
    const seeding = performance.now();
    const seeded = await seed(db);
    console.log(
      `[${handle.kind}] seeded ${BALLOTS.toLocaleString()} ballots (${(BALLOTS * 8).toLocaleString()} choices) and ${HAND.toLocaleString()} hand-counted voters on 5 agendas in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const meet = await meetOf(db, UNION, seeded.meetSeq);
    const times: number[] = [];
    let result: MeetVoteResult | null = null;
    for (let r = 0; r < RUNS; r++) {
      const t0 = performance.now();
      result = await loadVoteResult(db, meet);
      times.push(performance.now() - t0);
    }
    // Nothing lost or doubled: every candidate's electronic + online counts are the seeded ones.
    for (const agenda of result!.agendas) {
      for (const c of agenda.candidates) {
        const e = seeded.expected.get(c.candidateSeq) ?? { YES: 0, NO: 0, ABSTAIN: 0, SELECTED: 0 };
        const got = {
          YES: c.electronic.yesCount + c.online.yesCount,
          NO: c.electronic.noCount + c.online.noCount,
          ABSTAIN: c.electronic.abstentionCount + c.online.abstentionCount,
          SELECTED: c.electronic.selectedCount + c.online.selectedCount,
        };
        if (JSON.stringify(got) !== JSON.stringify(e))
          throw new Error(`candidate ${c.candidateSeq}: ${JSON.stringify(got)} != ${JSON.stringify(e)}`);
      }
    }
    if (result!.agendas[0]!.votedCounts.electronic + result!.agendas[0]!.votedCounts.online !== BALLOTS) {
      throw new Error("ballot count differs");
    }
    // Where the time goes: each read of loadVoteResult alone.
    const parts: [string, () => Promise<unknown>][] = [
      ["agendas", () => resultAgendas(db, seeded.meetSeq)],
      ["ballots", () => ballotCounts(db, seeded.meetSeq)],
      ["choices", () => choiceCounts(db, seeded.meetSeq, ["ELECTRONIC", "ONLINE"])],
      ["hand counts", () => tallyEntriesOf(db, seeded.meetSeq)],
      ["quorum facts", () => quorumFacts(db, seeded.meetSeq)],
      ["registered", () => registeredCounts(db, seeded.meetSeq)],
    ];
    const breakdown: string[] = [];
    for (const [name, read] of parts) {
      const t = performance.now();
      await read();
      breakdown.push(`${name} ${(performance.now() - t).toFixed(0)} ms`);
    }
    console.log(`[${handle.kind}] reads: ${breakdown.join(", ")}`);
    const first = times[0]!;
    const med = median(times);
    console.log(
      `[${handle.kind}] GET /vote/result (${BALLOTS.toLocaleString()} ballots, 5 agendas, quorum of ${result!.totalParticipantCount.toLocaleString()} voters): first ${first.toFixed(0)} ms, median of ${RUNS} ${med.toFixed(0)} ms (target <= ${TARGET_MS} ms) ${Math.max(first, med) <= TARGET_MS ? "OK" : "OVER"}; counts checked`,
    );
    const actor = { memberSeq: 1, serviceMemberId: 1, sessionId: "bench" };
    const origin = { ip: null, userAgent: "bench" };
    const call = { db, unionSeq: UNION, meetSeq: seeded.meetSeq, actor, origin };
    const t1 = performance.now();
    const entered = await enterTally({
      ...call,
      body: { entries: handEntries(result!, seeded.written, seeded.onsite) },
    });
    const tallyMs = performance.now() - t1;
    if (!entered.isTallyEntered) throw new Error("hand counts not entered");
    const decisions = entered.agendas.flatMap((a) =>
      a.candidates.map((c) => ({ candidateSeq: c.candidateSeq, isPassed: c.suggested.isPassed })),
    );
    const t2 = performance.now();
    const completed = await completeMeet({ ...call, body: { password: MEET_PASSWORD, isAgreed: true, decisions } });
    const completeMs = performance.now() - t2;
    const passed = completed.agendas.flatMap((a: CompletedAgenda) => a.candidates.filter((c) => c.isPassed)).length;
    console.log(
      `[${handle.kind}] POST /vote/result (hand counts checked and stored): ${tallyMs.toFixed(0)} ms; POST /complete (drain, quorum, chain head ${completed.confirmed?.chainIndex}): ${completeMs.toFixed(0)} ms (target <= ${TARGET_MS} ms) ${completeMs <= TARGET_MS ? "OK" : "OVER"} (argon2 password check included); ${passed} candidates 가결; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
    );
    if ((await meetOf(db, UNION, seeded.meetSeq)).meetStatus !== "COMPLETE") throw new Error("meeting not COMPLETE");
  } finally {
    await handle.close();
    await fresh?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
