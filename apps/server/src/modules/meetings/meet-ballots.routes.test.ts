import { BALLOT_MESSAGES as B, BALLOT_EVIDENCE_KIND, type BallotChoiceInput } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEventQueue, auditEvents } from "../../platform/evidence/evidence.table";
import { verifyEvidenceChain } from "../../platform/evidence/evidence-chain";
import { drainEvidenceQueue, queuedEvidenceCount } from "../../platform/evidence/evidence-queue";
import { createTestApp, type TestApp, UNION_1 } from "../../test/test-app";
import { OWNER_PHONE } from "../consents/owner-consents-test-support";
import { ballotHashOf, receiptHashOf } from "./meet-ballots.service";
import { meetBallotChoices, meetBallots, meetElectronicVotes, meetParticipants } from "./meetings.table";
import { type AgendaFixture, insertMeet } from "./meetings-test-support";
import { addVoterOwners, insertBallotLinks, voterCall, voterSession } from "./owner-meetings-test-support";

let t: TestApp;
let owners: number[];
const PEOPLE = [
  { name: "홍길동", birth: "19600101" },
  { name: "김영희", birth: "19700202" },
  { name: "이철수", birth: "19800303" },
];

/** One agenda of each vote form and type. */
const FOUR_AGENDAS: AgendaFixture[] = [
  { name: "정관 변경의 건", voteForm: "AGAINST", voteType: "MONO", candidates: ["정관 변경안"] },
  { name: "예산 승인의 건", voteForm: "AGAINST", voteType: "MULTI", candidates: ["운영비", "용역비", "예비비"] },
  { name: "조합장 선출의 건", voteForm: "SELECT", voteType: "MONO", candidates: ["김철수", "이영희", "박민수"] },
  {
    name: "이사 선출의 건",
    voteForm: "SELECT",
    voteType: "MULTI",
    selectCount: 2,
    candidates: ["가이사", "나이사", "다이사", "라이사"],
  },
];

type Ballot = {
  agendas: { agendaSeq: number; voteForm: string; candidates: { candidateSeq: number }[] }[];
};
type Choice = { agendaSeq: number; candidateSeq: number; choice: string };

beforeAll(async () => {
  t = await createTestApp();
  owners = await addVoterOwners(t.handle.db, UNION_1, PEOPLE, 8300);
});
afterAll(() => t.close());

async function votingVoter(opts: { status?: "BEFORE" | "PROCESS" | "COMPLETE"; voter?: number } = {}) {
  const { meet, participants } = await insertMeet(t.handle.db, {
    unionSeq: UNION_1,
    unionRegisterSeqs: owners,
    agendas: FOUR_AGENDAS,
    status: opts.status ?? "PROCESS",
  });
  const tokens = await insertBallotLinks(t.handle.db, participants);
  const index = opts.voter ?? 0;
  const token = tokens[index]!;
  const auth = await voterSession(t, token, PEOPLE[index]!, OWNER_PHONE);
  const ballot = (await voterCall(t, auth, "GET", `/v1/owner/meetings/${token}/me`)).json().data as Ballot;
  return { meet, participants, token, auth, ballot, voter: participants[index]! };
}

/** A valid ballot: YES on the against votes, the first candidate (and the second for MULTI) on the select votes. */
function validChoices(ballot: Ballot): Choice[] {
  const [mono, multi, one, many] = ballot.agendas;
  return [
    { agendaSeq: mono!.agendaSeq, candidateSeq: mono!.candidates[0]!.candidateSeq, choice: "YES" },
    ...multi!.candidates.map((c, i) => ({
      agendaSeq: multi!.agendaSeq,
      candidateSeq: c.candidateSeq,
      choice: ["YES", "NO", "ABSTAIN"][i]!,
    })),
    { agendaSeq: one!.agendaSeq, candidateSeq: one!.candidates[1]!.candidateSeq, choice: "SELECTED" },
    { agendaSeq: many!.agendaSeq, candidateSeq: many!.candidates[0]!.candidateSeq, choice: "SELECTED" },
    { agendaSeq: many!.agendaSeq, candidateSeq: many!.candidates[3]!.candidateSeq, choice: "SELECTED" },
  ];
}

const cast = (v: { auth: { authorization: string }; token: string }, choices: Choice[]) =>
  voterCall(t, v.auth, "POST", `/v1/owner/meetings/${v.token}/ballot`, { choices });

describe("POST /v1/owner/meetings/{linkToken}/ballot: rules per vote form and type", () => {
  it("refuses each broken ballot with the agenda's Korean message and stores nothing", async () => {
    const v = await votingVoter();
    const good = validChoices(v.ballot);
    const [mono, multi, one, many] = v.ballot.agendas;
    const without = (agendaSeq: number) => good.filter((c) => c.agendaSeq !== agendaSeq);
    const cases: [Choice[], string][] = [
      [without(mono!.agendaSeq), B.agendaMissing(1)],
      [[...without(mono!.agendaSeq), { ...good[0]!, choice: "SELECTED" }], B.againstOne(1)],
      [
        without(multi!.agendaSeq).concat(good.filter((c) => c.agendaSeq === multi!.agendaSeq).slice(0, 2)),
        B.againstEach(2),
      ],
      [
        without(one!.agendaSeq).concat(
          one!.candidates
            .slice(0, 2)
            .map((c) => ({ agendaSeq: one!.agendaSeq, candidateSeq: c.candidateSeq, choice: "SELECTED" })),
        ),
        B.selectOne(3),
      ],
      [
        without(one!.agendaSeq).concat({
          agendaSeq: one!.agendaSeq,
          candidateSeq: one!.candidates[0]!.candidateSeq,
          choice: "YES",
        }),
        B.selectOne(3),
      ],
      [
        without(many!.agendaSeq).concat(
          many!.candidates
            .slice(0, 3)
            .map((c) => ({ agendaSeq: many!.agendaSeq, candidateSeq: c.candidateSeq, choice: "SELECTED" })),
        ),
        B.selectMany(4, 2),
      ],
      [
        without(many!.agendaSeq).concat(
          [0, 0].map((i) => ({
            agendaSeq: many!.agendaSeq,
            candidateSeq: many!.candidates[i]!.candidateSeq,
            choice: "SELECTED",
          })),
        ),
        B.selectMany(4, 2),
      ],
      [[...good, { agendaSeq: 999_999, candidateSeq: 1, choice: "YES" }], B.agendaUnknown],
      [
        [
          ...without(one!.agendaSeq),
          { agendaSeq: one!.agendaSeq, candidateSeq: many!.candidates[0]!.candidateSeq, choice: "SELECTED" },
        ],
        B.agendaUnknown,
      ],
    ];
    for (const [choices, message] of cases) {
      const response = await cast(v, choices);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const ballots = await t.handle.db.select().from(meetBallots).where(eq(meetBallots.meetSeq, v.meet.meetSeq));
    expect(ballots).toHaveLength(0);
  });

  it("accepts one of a MULTI select's candidates, and a ballot answering every agenda", async () => {
    const v = await votingVoter();
    const choices = validChoices(v.ballot).slice(0, -1);
    const response = await cast(v, choices);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.receiptCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  });
});

describe("casting a ballot", () => {
  it("stores one ballot with the receipt's hash, choices without the voter, the voter VOTED, and evidence that verifies", async () => {
    const v = await votingVoter();
    const choices = validChoices(v.ballot);
    const response = await cast(v, choices);
    expect(response.statusCode, response.body).toBe(200);
    const { receiptCode, votedAt } = response.json().data;

    const [ballot] = await t.handle.db.select().from(meetBallots).where(eq(meetBallots.meetSeq, v.meet.meetSeq));
    expect(ballot).toMatchObject({ meetParticipantSeq: v.voter.meetParticipantSeq, channel: "ELECTRONIC" });
    expect(ballot!.receiptHash).toBe(receiptHashOf(receiptCode));
    expect(ballot!.receiptHash).not.toContain(receiptCode);

    const stored = await t.handle.db
      .select()
      .from(meetBallotChoices)
      .where(eq(meetBallotChoices.meetSeq, v.meet.meetSeq));
    expect(stored).toHaveLength(choices.length);
    expect(Object.keys(stored[0]!).sort()).toEqual(
      ["agendaSeq", "candidateSeq", "channel", "choice", "choiceId", "meetSeq"].sort(),
    );

    const [voter] = await t.handle.db
      .select()
      .from(meetParticipants)
      .where(eq(meetParticipants.meetParticipantSeq, v.voter.meetParticipantSeq));
    expect(voter).toMatchObject({ evoteProgressStatus: "VOTED", voteCategory: "PRE_ELECTRONIC_VOTED" });
    expect(voter!.votedAt?.toISOString()).toBe(votedAt);

    // The event waits in the evidence queue (committed with the ballot) until the drain job chains it.
    const subject = `meet:${v.meet.meetSeq}/participant:${v.voter.meetParticipantSeq}`;
    const queued = await t.handle.db.select().from(auditEventQueue).where(eq(auditEventQueue.subject, subject));
    expect(queued).toHaveLength(1);
    expect(await drainEvidenceQueue(t.handle.db)).toBeGreaterThanOrEqual(1);
    expect(await queuedEvidenceCount(t.handle.db, UNION_1)).toBe(0);

    const [event] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.kind, BALLOT_EVIDENCE_KIND), eq(auditEvents.subject, subject)));
    expect(event).toMatchObject({ ip: "192.0.2.88", userAgent: "VoterPhone/1.0" });
    expect(event!.payload).toMatchObject({
      ballotHash: ballotHashOf(receiptCode, choices as BallotChoiceInput[]),
      receiptHash: ballot!.receiptHash,
    });
    // The chain shows that a ballot was cast, never what: no candidate or choice in the stored payload.
    expect(JSON.stringify(event!.payload)).not.toMatch(/YES|NO|ABSTAIN|SELECTED|candidate/);
    expect((await verifyEvidenceChain(t.handle.db, UNION_1)).ok).toBe(true);

    const me = (await voterCall(t, v.auth, "GET", `/v1/owner/meetings/${v.token}/me`)).json().data;
    expect(me.voter).toMatchObject({ progressStatus: "VOTED", votedAt, channel: "ELECTRONIC", isVotable: false });
    expect(JSON.stringify(me)).not.toContain(receiptCode);
  });

  it("refuses a second ballot with 409 이미 투표하셨습니다", async () => {
    const v = await votingVoter({ voter: 1 });
    expect((await cast(v, validChoices(v.ballot))).statusCode).toBe(200);
    const again = await cast(v, validChoices(v.ballot));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(B.alreadyVoted);
  });

  it("lets exactly one of 20 concurrent casts land", async () => {
    const v = await votingVoter({ voter: 2 });
    const choices = validChoices(v.ballot);
    const responses = await Promise.all(Array.from({ length: 20 }, () => cast(v, choices)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const ballots = await t.handle.db.select().from(meetBallots).where(eq(meetBallots.meetSeq, v.meet.meetSeq));
    expect(ballots).toHaveLength(1);
    const stored = await t.handle.db
      .select()
      .from(meetBallotChoices)
      .where(eq(meetBallotChoices.meetSeq, v.meet.meetSeq));
    expect(stored).toHaveLength(choices.length);
    await drainEvidenceQueue(t.handle.db);
    const events = await t.handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `meet:${v.meet.meetSeq}/participant:${v.voter.meetParticipantSeq}`));
    expect(events).toHaveLength(1);
  });

  it("refuses a cast outside the vote period: before the start, after the end, and once the meeting is counted", async () => {
    const before = await votingVoter({ status: "BEFORE" });
    const early = await cast(before, validChoices(before.ballot));
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(B.beforeStart);

    const ended = await votingVoter();
    await t.handle.db
      .update(meetElectronicVotes)
      .set({ voteEndAt: new Date(Date.now() - 1000) })
      .where(eq(meetElectronicVotes.meetSeq, ended.meet.meetSeq));
    const late = await cast(ended, validChoices(ended.ballot));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(B.notOpen);

    const counted = await votingVoter({ status: "COMPLETE" });
    expect((await cast(counted, validChoices(counted.ballot))).statusCode).toBe(400);
  });

  it("refuses a voter whose written or on-site ballot is already stored (one ballot across channels)", async () => {
    const v = await votingVoter();
    await t.handle.db.insert(meetBallots).values({
      meetSeq: v.meet.meetSeq,
      meetParticipantSeq: v.voter.meetParticipantSeq,
      channel: "WRITTEN",
      receiptHash: "written",
    });
    const response = await cast(v, validChoices(v.ballot));
    expect(response.statusCode).toBe(409);
    const me = (await voterCall(t, v.auth, "GET", `/v1/owner/meetings/${v.token}/me`)).json().data;
    expect(me.voter).toMatchObject({ channel: "WRITTEN", isVotable: false });
  });
});
