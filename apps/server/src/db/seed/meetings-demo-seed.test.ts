import type { CompletedAgenda } from "@johap/contracts";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { collectEvoteReports, sweepFirstSends } from "../../modules/meetings/evote/evote-delivery";
import { evotePortFromConfig } from "../../modules/meetings/evote/evote-port-from-config";
import { EVOTE_TEXT_REASON } from "../../modules/meetings/evote/evote-simulator";
import { meetsWaitingForResultFile } from "../../modules/meetings/meet-certificates-make";
import { registeredCounts } from "../../modules/meetings/meet-results.service";
import { meetResults, meetTallyEntries } from "../../modules/meetings/meet-results.table";
import {
  meetBallotChoices,
  meetBallots,
  meetCandidates,
  meetEvoteSends,
  meetParticipants,
  meets,
} from "../../modules/meetings/meetings.table";
import { auditEvents } from "../../platform/evidence/evidence.table";
import { verifyEvidenceChain } from "../../platform/evidence/evidence-chain";
import { queuedEvidenceCount } from "../../platform/evidence/evidence-queue";
import { systemTexts } from "../../platform/system-texts/system-texts.table";
import { createTestApp, type TestApp, UNION_2 } from "../../test/test-app";
import { DEMO_LOGIN } from "./demo-seed";
import { DEMO_MEET_NAME, seedDemoMeetings } from "./meetings-demo-seed";
import { DEMO_BALLOT_EVIDENCE_KIND, DEMO_WRITTEN_EVIDENCE_KIND } from "./meetings-demo-votes";
import { seedDemoRegister } from "./register-demo-seed";

const OWNERS = 600;
const BASE = "https://demo.example.kr";
let t: TestApp;
let seededIn = 0;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoRegister(t.handle.db, UNION_2, OWNERS);
  const started = Date.now();
  expect(await seedDemoMeetings(t.handle.db, UNION_2, DEMO_LOGIN.loginId, { publicBaseUrl: BASE })).toBe(true);
  seededIn = Date.now() - started;
});
afterAll(() => t.close());

const db = () => t.handle.db;
const meetsOf = () => db().select().from(meets).where(eq(meets.unionSeq, UNION_2)).orderBy(meets.meetSeq);
const votersOf = (meetSeq: number) => db().select().from(meetParticipants).where(eq(meetParticipants.meetSeq, meetSeq));
const countBy = <T>(rows: T[], key: (row: T) => string | null) => {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const k = key(row) ?? "null";
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
};

describe("meetings demo seed", () => {
  it("seeds the five meetings of the history list quickly, once", async () => {
    expect(seededIn).toBeLessThan(15_000);
    const rows = await meetsOf();
    expect(rows.map((m) => [m.name, m.openType, m.meetMethod, m.meetStatus, m.isMock])).toEqual([
      [DEMO_MEET_NAME, "GENERAL", "ONSITE_ELECTRONIC", "PROCESS", false],
      ["2025년 정기총회", "GENERAL", "ELECTRONIC", "COMPLETE", false],
      ["2026년 제1차 임시총회", "GENERAL", "ELECTRONIC", "BEFORE", false],
      ["전자투표 모의 총회", "GENERAL", "ELECTRONIC", "PROCESS", true],
      ["제5차 대의원회", "DELEGATE", "ONSITE", "COMPLETE", false],
    ]);
    expect(await seedDemoMeetings(db(), UNION_2, DEMO_LOGIN.loginId)).toBe(false);
    expect(await meetsOf()).toHaveLength(5);
  });

  it("gives the PROCESS meeting every owner as a voter, about a third voted electronically with one ballot each", async () => {
    const [main] = await meetsOf();
    const voters = await votersOf(main!.meetSeq);
    expect(voters).toHaveLength(OWNERS);
    const voted = voters.filter((v) => v.evoteProgressStatus === "VOTED");
    expect(voted.length / OWNERS).toBeGreaterThan(0.27);
    expect(voted.length / OWNERS).toBeLessThan(0.4);
    expect(voted.every((v) => v.voteCategory === "PRE_ELECTRONIC_VOTED" && v.votedAt && v.openedAt)).toBe(true);
    const ballots = await db().select().from(meetBallots).where(eq(meetBallots.meetSeq, main!.meetSeq));
    expect(ballots).toHaveLength(voted.length);
    expect(new Set(ballots.map((b) => b.meetParticipantSeq))).toEqual(new Set(voted.map((v) => v.meetParticipantSeq)));
    // Votes spread over the days since the e-vote started, none in the future.
    const days = new Set(ballots.map((b) => b.castAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(4);
    expect(ballots.every((b) => b.castAt.getTime() <= Date.now())).toBe(true);
  });

  it("splits the choices plausibly per vote form and type", async () => {
    const [main] = await meetsOf();
    const choices = await db().select().from(meetBallotChoices).where(eq(meetBallotChoices.meetSeq, main!.meetSeq));
    const ballots = (await db().select().from(meetBallots).where(eq(meetBallots.meetSeq, main!.meetSeq))).length;
    const byAgenda = new Map<number, typeof choices>();
    for (const c of choices) byAgenda.set(c.agendaSeq, [...(byAgenda.get(c.agendaSeq) ?? []), c]);
    const [against, chair, auditors, directors] = [...byAgenda.keys()]
      .sort((a, b) => a - b)
      .map((k) => byAgenda.get(k)!);
    expect(against).toHaveLength(ballots);
    const yes = against!.filter((c) => c.choice === "YES").length / ballots;
    expect(yes).toBeGreaterThan(0.6);
    expect(new Set(against!.map((c) => c.choice))).toEqual(new Set(["YES", "NO", "ABSTAIN"]));
    expect(chair).toHaveLength(ballots);
    const chairCounts = Object.values(countBy(chair!, (c) => String(c.candidateSeq))).sort((a, b) => b - a);
    expect(chairCounts).toHaveLength(3);
    expect(chairCounts[0]!).toBeGreaterThan(chairCounts[2]!);
    expect(auditors!.length).toBeGreaterThan(ballots * 1.5);
    expect(auditors!.length).toBeLessThanOrEqual(ballots * 2);
    expect(directors).toHaveLength(ballots * 3);
  });

  it("has deliveries and voters in every state, resends, and the texted links in the outbox", async () => {
    const [main] = await meetsOf();
    const voters = await votersOf(main!.meetSeq);
    const progress = countBy(voters, (v) => v.evoteProgressStatus);
    for (const status of ["NONE", "WAIT", "SENT", "RECEIVED", "FAILED", "OPENED", "VOTED"]) {
      expect(progress[status], status).toBeGreaterThan(0);
    }
    const sends = await db().select().from(meetEvoteSends).where(eq(meetEvoteSends.meetSeq, main!.meetSeq));
    const bySend = countBy(sends, (s) => s.status);
    for (const status of ["WAIT", "SENT", "RECEIVED", "FAILED", "CANCELLED"])
      expect(bySend[status], status).toBeGreaterThan(0);
    expect(countBy(sends, (s) => s.kind)).toMatchObject({
      SEND: expect.any(Number),
      RESEND: expect.any(Number),
      ENCOURAGE: expect.any(Number),
    });
    expect(voters.filter((v) => v.isResent && v.resendCount === 1).length).toBe(
      new Set(sends.filter((s) => s.kind !== "SEND").map((s) => s.meetParticipantSeq)).size,
    );
    // Voters never sent to have no phone; each voter has at most one open link.
    for (const v of voters.filter((v) => v.evoteProgressStatus === "NONE"))
      expect(v.phoneNo + (v.agent?.phoneNo ?? "")).toBe("");
    const open = sends.filter((s) => s.status !== "CANCELLED");
    expect(new Set(open.map((s) => s.meetParticipantSeq)).size).toBe(open.length);
    const handed = sends.find((s) => s.status === "RECEIVED")!;
    const [text] = await db().select().from(systemTexts).where(eq(systemTexts.systemTextSeq, handed.smsRecipientSeq!));
    expect(text).toMatchObject({ reason: EVOTE_TEXT_REASON, status: "SUCCESS", phoneNo: handed.phoneNo });
    expect(text!.text).toContain(`${BASE}/m/v/${handed.linkToken}`);
    expect(sends.filter((s) => s.status === "WAIT").every((s) => s.smsRecipientSeq === null)).toBe(true);
    // The e-vote's first sends are done: the sweep sends nothing more.
    await sweepFirstSends({ db: db() });
    expect(await db().select().from(meetEvoteSends).where(eq(meetEvoteSends.meetSeq, main!.meetSeq))).toHaveLength(
      sends.length,
    );
  });

  it("keeps the 전송완료 links SENT through the simulator's polls (their phones are off for hours)", async () => {
    const [main] = await meetsOf();
    const port = evotePortFromConfig(loadConfig({}).evote);
    await collectEvoteReports({ db: db(), port, now: new Date(Date.now() + 60 * 60_000) });
    const voters = await votersOf(main!.meetSeq);
    expect(voters.filter((v) => v.evoteProgressStatus === "SENT").length).toBeGreaterThan(0);
  });

  it("has written submissions of each type and submitter, withdrawals, duplicates, and attend-expected answers", async () => {
    const [main] = await meetsOf();
    const voters = await votersOf(main!.meetSeq);
    const written = voters.filter((v) => v.writtenSubmissionAt);
    expect(Object.keys(countBy(written, (v) => v.writtenSubmissionType)).sort()).toEqual([
      "DIRECT",
      "MANAGER",
      "REGISTERED",
    ]);
    expect(Object.keys(countBy(written, (v) => v.writtenSubmissionStatus)).sort()).toEqual([
      "AGENT",
      "MYSELF",
      "NON_APPEARANCE",
    ]);
    const standing = written.filter((v) => !v.writtenWithdrawalAt && v.evoteProgressStatus !== "VOTED");
    expect(standing.every((v) => v.voteCategory === "PRE_WRITTEN_VOTED")).toBe(true);
    expect(written.some((v) => v.writtenWithdrawalAt && v.voteCategory === "NOT_VOTED")).toBe(true);
    const [onsite] = await db()
      .execute(
        sql`select submission_start_at, submission_end_at from meet_onsite_votes where meet_seq = ${main!.meetSeq}`,
      )
      .then((r) => (r as unknown as { rows: { submission_start_at: string; submission_end_at: string }[] }).rows);
    expect(written.every((v) => v.writtenSubmissionAt! >= new Date(onsite!.submission_start_at))).toBe(true);
    expect(Object.keys(countBy(voters, (v) => v.attendExpectedType)).sort()).toEqual([
      "EXPECTED",
      "NONE",
      "REFUSAL",
      "UNDEFINED",
    ]);
    expect(voters.every((v) => v.attendanceCategory === "NOT_ATTEND")).toBe(true);
  });

  it("sets results on the COMPLETE meetings, keeps the BEFORE meeting unsent and the mock meeting within 10 voters", async () => {
    const [, complete, before, mock, delegate] = await meetsOf();
    for (const m of [complete!, delegate!]) {
      const candidates = await db().select().from(meetCandidates).where(eq(meetCandidates.meetSeq, m.meetSeq));
      expect(candidates.every((c) => c.isPassed !== null)).toBe(true);
      expect(candidates.some((c) => c.isPassed)).toBe(true);
      expect(m.completedAt).toBeInstanceOf(Date);
    }
    const completeVoters = await votersOf(complete!.meetSeq);
    expect(
      completeVoters.filter((v) => v.evoteProgressStatus === "VOTED").length / completeVoters.length,
    ).toBeGreaterThan(0.45);
    const beforeVoters = await votersOf(before!.meetSeq);
    expect(beforeVoters).toHaveLength(OWNERS);
    expect(beforeVoters.every((v) => v.evoteProgressStatus === "NONE")).toBe(true);
    expect(await db().select().from(meetEvoteSends).where(eq(meetEvoteSends.meetSeq, before!.meetSeq))).toHaveLength(0);
    const mockVoters = await votersOf(mock!.meetSeq);
    expect(mockVoters.length).toBeGreaterThan(0);
    expect(mockVoters.length).toBeLessThanOrEqual(10);
    const delegates = await votersOf(delegate!.meetSeq);
    expect(delegates.length).toBeLessThanOrEqual(60);
    expect(
      delegates.filter((v) => v.attendanceCategory === "ONSITE" && v.voteCategory === "ONSITE_VOTED").length,
    ).toBeGreaterThan(0);
  });

  it("ends the COMPLETE meetings as staff do: hand counts, quorum, a confirmed result on the chain's head", async () => {
    const [, complete, , , delegate] = await meetsOf();
    for (const m of [complete!, delegate!]) {
      const [result] = await db().select().from(meetResults).where(eq(meetResults.meetSeq, m.meetSeq));
      expect(result, m.name).toBeDefined();
      expect(result!.confirmedAt).toEqual(m.completedAt);
      const [head] = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.unionSeq, UNION_2), eq(auditEvents.chainIndex, result!.chainIndex)));
      expect(head).toMatchObject({ kind: "MEET_COMPLETED", subject: `meet:${m.meetSeq}`, hash: result!.chainHeadHash });
      // Every ballot of the meeting is chained before the head that certifies the result.
      const ballotEvents = await db()
        .select({ chainIndex: auditEvents.chainIndex })
        .from(auditEvents)
        .where(and(eq(auditEvents.kind, DEMO_BALLOT_EVIDENCE_KIND), like(auditEvents.subject, `meet:${m.meetSeq}/%`)));
      expect(ballotEvents.every((e) => e.chainIndex < head!.chainIndex)).toBe(true);
      // The decisions are the quorum engine's suggestions, stored on the candidates and in the summary.
      const summary = result!.summary as { agendas: CompletedAgenda[] };
      const decided = summary.agendas.flatMap((a) => a.candidates);
      expect(decided.every((c) => c.isPassed === (c.suggested.decision === "PASSED"))).toBe(true);
      const candidates = await db().select().from(meetCandidates).where(eq(meetCandidates.meetSeq, m.meetSeq));
      expect(new Map(candidates.map((c) => [c.candidateSeq, c.isPassed]))).toEqual(
        new Map(decided.map((c) => [c.candidateSeq, c.isPassed])),
      );
    }
    // The on-site meeting's paper ballots were counted: every registered one, through the tally entry.
    const entries = await db().select().from(meetTallyEntries).where(eq(meetTallyEntries.meetSeq, delegate!.meetSeq));
    expect(Object.fromEntries(entries.map((e) => [e.entryType, e.finalCount]))).toEqual(
      await registeredCounts(db(), delegate!.meetSeq),
    );
    expect(entries.every((e) => e.enteredAt < delegate!.completedAt!)).toBe(true);
    // Nothing is left in the evidence queue, and the result certificates' sweep finds both meetings.
    expect(await queuedEvidenceCount(db(), UNION_2)).toBe(0);
    expect(await meetsWaitingForResultFile(db())).toEqual(
      expect.arrayContaining([complete!.meetSeq, delegate!.meetSeq]),
    );
  });

  it("appends an evidence event per ballot and per written submission to a chain that verifies", async () => {
    const ballots = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(meetBallots)
      .where(
        inArray(
          meetBallots.meetSeq,
          (await meetsOf()).map((m) => m.meetSeq),
        ),
      );
    const [events] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(auditEvents)
      .where(and(eq(auditEvents.unionSeq, UNION_2), eq(auditEvents.kind, DEMO_BALLOT_EVIDENCE_KIND)));
    expect(events!.n).toBe(ballots[0]!.n);
    const [written] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(auditEvents)
      .where(and(eq(auditEvents.unionSeq, UNION_2), eq(auditEvents.kind, DEMO_WRITTEN_EVIDENCE_KIND)));
    expect(written!.n).toBeGreaterThan(0);
    expect(await verifyEvidenceChain(db(), UNION_2)).toMatchObject({ ok: true });
  });
});
