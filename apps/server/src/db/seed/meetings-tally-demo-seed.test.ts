import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meetsWaitingForResultFile } from "../../modules/meetings/meet-certificates-make";
import { meetResults, meetTallyEntries } from "../../modules/meetings/meet-results.table";
import {
  meetAgendas,
  meetBallotChoices,
  meetBallots,
  meetCandidates,
  meetElectronicVotes,
  meetParticipants,
  meets,
} from "../../modules/meetings/meetings.table";
import { auditEvents } from "../../platform/evidence/evidence.table";
import { verifyEvidenceChain } from "../../platform/evidence/evidence-chain";
import { createTestApp, type TestApp, UNION_2 } from "../../test/test-app";
import { DEMO_LOGIN } from "./demo-seed";
import { seedDemoMeetings } from "./meetings-demo-seed";
import {
  seedTallyDemoMeetings,
  TALLY_DEMO_ELECTRONIC_NAME,
  TALLY_DEMO_MIXED_NAME,
  TALLY_DEMO_MOCK_NAME,
} from "./meetings-tally-demo-seed";
import { seedDemoRegister } from "./register-demo-seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoRegister(t.handle.db, UNION_2, 600);
  await seedDemoMeetings(t.handle.db, UNION_2, DEMO_LOGIN.loginId);
  expect(await seedTallyDemoMeetings(t.handle.db, UNION_2, DEMO_LOGIN.loginId)).toBe(true);
});
afterAll(() => t.close());

const db = () => t.handle.db;
const meetNamed = async (name: string) =>
  (
    await db()
      .select()
      .from(meets)
      .where(and(eq(meets.unionSeq, UNION_2), eq(meets.name, name)))
  )[0]!;

describe("the 집계 결과 demo meetings", () => {
  it("adds a mixed meeting in PROCESS whose e-vote has ended, with every channel and no duplicate votes", async () => {
    const meet = await meetNamed(TALLY_DEMO_MIXED_NAME);
    expect(meet).toMatchObject({ meetMethod: "ONSITE_ELECTRONIC", meetStatus: "PROCESS" });
    const [evote] = await db().select().from(meetElectronicVotes).where(eq(meetElectronicVotes.meetSeq, meet.meetSeq));
    expect(evote!.voteEndAt.getTime()).toBeLessThan(Date.now());
    expect(evote!.voteEndAt.getTime()).toBeLessThanOrEqual(meet.meetAt.getTime());
    const voters = await db().select().from(meetParticipants).where(eq(meetParticipants.meetSeq, meet.meetSeq));
    expect(voters).toHaveLength(60);
    const by = (category: string) => voters.filter((v) => v.voteCategory === category);
    for (const category of ["PRE_ELECTRONIC_VOTED", "PRE_WRITTEN_VOTED", "ONSITE_VOTED", "NOT_VOTED"]) {
      expect(by(category).length, category).toBeGreaterThan(0);
    }
    // No voter both voted electronically and handed in paper (duplicates would block 개표 결과 입력하기).
    expect(voters.some((v) => v.evoteProgressStatus === "VOTED" && v.writtenSubmissionAt)).toBe(false);
    expect(by("ONSITE_VOTED").every((v) => v.attendanceCategory === "ONSITE" && v.attendAt)).toBe(true);
    const ballots = await db().select().from(meetBallots).where(eq(meetBallots.meetSeq, meet.meetSeq));
    expect(ballots).toHaveLength(by("PRE_ELECTRONIC_VOTED").length);
    const choices = await db().select().from(meetBallotChoices).where(eq(meetBallotChoices.meetSeq, meet.meetSeq));
    // One against candidate and one pick of two per ballot.
    expect(choices).toHaveLength(ballots.length * 2);
    const kinds = await db().select().from(meetAgendas).where(eq(meetAgendas.meetSeq, meet.meetSeq));
    expect(kinds.map((a) => a.agendaKind).sort()).toEqual(["GENERAL", "PROJECT_COST"]);
  });

  it("adds a completed on-site mock meeting with its decisions and no electronic vote", async () => {
    const meet = await meetNamed(TALLY_DEMO_MOCK_NAME);
    expect(meet).toMatchObject({ meetMethod: "ONSITE", meetStatus: "COMPLETE", isMock: true });
    expect(meet.completedAt).not.toBeNull();
    expect(await db().select().from(meetElectronicVotes).where(eq(meetElectronicVotes.meetSeq, meet.meetSeq))).toEqual(
      [],
    );
    const candidates = await db().select().from(meetCandidates).where(eq(meetCandidates.meetSeq, meet.meetSeq));
    expect(candidates.map((c) => c.isPassed)).toEqual([true]);
    const voters = await db().select().from(meetParticipants).where(eq(meetParticipants.meetSeq, meet.meetSeq));
    expect(voters).toHaveLength(8);
    expect(voters.every((v) => v.evoteProgressStatus === "NONE" && v.sentAt === null)).toBe(true);
    const entries = await db().select().from(meetTallyEntries).where(eq(meetTallyEntries.meetSeq, meet.meetSeq));
    expect(Object.fromEntries(entries.map((e) => [e.entryType, e.finalCount]))).toEqual({
      WRITTEN: voters.filter((v) => v.writtenSubmissionAt).length,
      ONSITE: voters.filter((v) => v.voteCategory === "ONSITE_VOTED").length,
    });
    // Ended as staff end a meeting: its result confirmed on the evidence chain's head, waiting for its PDF.
    const [result] = await db().select().from(meetResults).where(eq(meetResults.meetSeq, meet.meetSeq));
    expect(result).toMatchObject({ confirmedAt: meet.completedAt, resultFileSeq: null });
    const [head] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.unionSeq, UNION_2), eq(auditEvents.chainIndex, result!.chainIndex)));
    expect(head).toMatchObject({ kind: "MEET_COMPLETED", hash: result!.chainHeadHash });
    expect(await meetsWaitingForResultFile(db())).toContain(meet.meetSeq);
  });

  it("adds an electronic-only delegate meeting in COUNTING, once, and keeps the evidence chain whole", async () => {
    const meet = await meetNamed(TALLY_DEMO_ELECTRONIC_NAME);
    expect(meet).toMatchObject({ meetMethod: "ELECTRONIC", meetStatus: "COUNTING", openType: "DELEGATE" });
    const ballots = await db().select().from(meetBallots).where(eq(meetBallots.meetSeq, meet.meetSeq));
    expect(ballots.length).toBeGreaterThan(10);
    expect(await seedTallyDemoMeetings(db(), UNION_2, DEMO_LOGIN.loginId)).toBe(false);
    expect(await verifyEvidenceChain(db(), UNION_2)).toMatchObject({ ok: true });
  });
});
