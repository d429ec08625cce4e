import { randomBytes } from "node:crypto";
import {
  type AgainstChoice,
  type AgendaKind,
  type TallyBody,
  type TallyEntryType,
  tallyEntryTypesOf,
} from "@johap/contracts";
import { meetOf } from "../../modules/meetings/meet-lookup";
import { enterTally, loadVoteResult, registeredCounts } from "../../modules/meetings/meet-results.service";
import { changeMeetStatus, completeMeet } from "../../modules/meetings/meet-status.service";
import {
  meetAgendas,
  meetBallotChoices,
  meetBallots,
  meetCandidates,
  meetElectronicVotes,
  meetOnsiteVotes,
  meetParticipants,
  meets,
} from "../../modules/meetings/meetings.table";
import type { Actor } from "../../platform/access";
import { type EvidenceInput, sha256 } from "../../platform/evidence/evidence-chain";
import { bulkInsert } from "../bulk-insert";
import type { Db } from "../client";
import { appendDemoEvidence } from "./demo-evidence";
import type { Rand } from "./korean-names";
import {
  ballotEvidenceOf,
  type DemoAgenda,
  type DemoChoice,
  demoChoices,
  type StoredAgenda,
  writtenEvidenceOf,
} from "./meetings-demo-votes";

/**
 * The rows every demo meeting seed writes the same way (the main meetings, the 집계 결과 meetings, the receipts
 * meeting): the meeting, its e-vote and on-site parts, agendas with candidates, voters, electronic ballots with
 * their secret choices and evidence, written submissions' evidence, and the completion of a meeting through the
 * services staff use (개표 결과 입력하기, the hand counts, 총회 종료).
 */

/** The password of every demo meeting's detail (spec 03 §6). */
export const DEMO_MEET_PASSWORD = "meet1234";

/** The demo union's e-vote sender and contact, and the message of its ballot texts. */
export const DEMO_EVOTE = {
  senderName: "한빛1구역 조합",
  contactNo: "0212345678",
  description: "조합원 여러분의 소중한 한 표를 부탁드립니다.",
};

type MeetInsert = typeof meets.$inferInsert;
export type DemoMeetRow = Pick<
  MeetInsert,
  "unionSeq" | "name" | "openType" | "meetType" | "meetMethod" | "meetStatus" | "meetAt" | "passwordHash" | "createdAt"
> &
  Partial<MeetInsert>;

/**
 * A demo meeting with its parts: the row (moved by 김조합, a random link code unless given), its e-vote (the demo
 * union as sender), its on-site part at the district's hall with the written submission period, and its agendas in
 * order, each with its candidates numbered from 1 (its kind GENERAL unless given).
 */
export async function insertDemoMeeting(
  db: Db,
  row: DemoMeetRow,
  parts: {
    evote?: { voteStartAt: Date; voteEndAt: Date; description?: string };
    onsite?: { meetAt: Date; submissionStartAt: Date; submissionEndAt: Date };
    agendas: (DemoAgenda & { kind?: AgendaKind })[];
  },
) {
  const [meet] = await db
    .insert(meets)
    .values({ moverName: "김조합", linkCode: randomBytes(6).toString("base64url"), ...row })
    .returning();
  const meetSeq = meet!.meetSeq;
  if (parts.evote) {
    await db.insert(meetElectronicVotes).values({
      meetSeq,
      senderName: DEMO_EVOTE.senderName,
      contactNo: DEMO_EVOTE.contactNo,
      description: parts.evote.description ?? DEMO_EVOTE.description,
      voteStartAt: parts.evote.voteStartAt,
      voteEndAt: parts.evote.voteEndAt,
    });
  }
  if (parts.onsite) {
    await db.insert(meetOnsiteVotes).values({
      meetSeq,
      ...parts.onsite,
      zipNo: "04524",
      jibunAddress: "서울특별시 중구 태평로1가 31",
      roadAddress: "서울특별시 중구 세종대로 110",
      detailAddress: "한빛구민회관 대강당",
      contactNo: DEMO_EVOTE.contactNo,
    });
  }
  const agendas: StoredAgenda[] = [];
  for (const [i, a] of parts.agendas.entries()) {
    const [agenda] = await db
      .insert(meetAgendas)
      .values({
        meetSeq,
        agendaOrder: i + 1,
        name: a.name,
        description: `${a.name}에 대한 안건 설명입니다.`,
        voteForm: a.voteForm,
        voteType: a.voteType,
        selectCount: a.selectCount ?? 1,
        ...(a.kind ? { agendaKind: a.kind } : {}),
      })
      .returning();
    const candidates = await db
      .insert(meetCandidates)
      .values(a.candidates.map((name, c) => ({ agendaSeq: agenda!.agendaSeq, meetSeq, no: c + 1, name })))
      .returning();
    agendas.push({ demo: a, agendaSeq: agenda!.agendaSeq, candidateSeqs: candidates.map((c) => c.candidateSeq) });
  }
  return { meet: meet!, agendas };
}

type VoterInsert = typeof meetParticipants.$inferInsert;
/** A voter as a seed draws it (a register owner's row): its meeting and a new participant id are set here. */
export type DemoVoterRow = Omit<VoterInsert, "meetSeq" | "participantId"> & Partial<VoterInsert>;

/**
 * The meeting's voters in one statement (each with a random participant id, created with the meeting); answers
 * them as stored and their meetParticipantSeqs, in the order given.
 */
export async function insertDemoVoters(db: Db, meet: { meetSeq: number; createdAt: Date }, rows: DemoVoterRow[]) {
  const voters = rows.map((row) => ({
    createdAt: meet.createdAt,
    updatedAt: meet.createdAt,
    ...row,
    meetSeq: meet.meetSeq,
    participantId: randomBytes(12).toString("base64url"),
  }));
  const seqs = (await bulkInsert(db, meetParticipants, voters, "meetParticipantSeq")) as number[];
  return { voters, seqs };
}

/** Choices per statement (a large meeting has tens of thousands). */
const CHOICES_PER_STATEMENT = 5000;

/** What a stored voter did before the meeting (an e-vote, a written submission). */
type DemoVoterFacts = Pick<
  VoterInsert,
  "participantId" | "votedAt" | "writtenSubmissionType" | "writtenSubmissionStatus" | "writtenSubmissionAt"
>;

type DemoBallot = { seq: number; votedAt: Date; receiptCode: string; choices: DemoChoice[] };

/**
 * What the voters did before the meeting, as the ballot and written-submission services record it: an electronic
 * ballot for each voter with `votedAt` (the receipt code `receiptCodeOf` gives, random otherwise; its choices drawn
 * from `r`), stored with the receipt's hash and its choices (what, without who) in a shuffled order, so their row
 * order does not follow the ballots'. Answers the evidence events of the ballots and of the written submissions.
 */
export async function insertDemoVotes(
  db: Db,
  r: Rand,
  opts: {
    unionSeq: number;
    meetSeq: number;
    memberSeq: number | null;
    agendas: StoredAgenda[];
    voters: DemoVoterFacts[];
    seqs: number[];
    receiptCodeOf?: (index: number) => string;
  },
): Promise<EvidenceInput[]> {
  const { unionSeq, meetSeq } = opts;
  const ballots: DemoBallot[] = opts.voters.flatMap((voter, i) =>
    voter.votedAt
      ? [
          {
            seq: opts.seqs[i]!,
            votedAt: voter.votedAt,
            receiptCode: opts.receiptCodeOf?.(i) ?? randomBytes(10).toString("hex"),
            choices: demoChoices(r, opts.agendas),
          },
        ]
      : [],
  );
  if (ballots.length > 0) {
    await bulkInsert(
      db,
      meetBallots,
      ballots.map((b) => ({
        meetSeq,
        meetParticipantSeq: b.seq,
        channel: "ELECTRONIC" as const,
        receiptHash: sha256(b.receiptCode.toUpperCase()),
        castAt: b.votedAt,
      })),
      "ballotSeq",
    );
  }
  const choices = ballots.flatMap((b) => b.choices).sort(() => r() - 0.5);
  for (let i = 0; i < choices.length; i += CHOICES_PER_STATEMENT) {
    await bulkInsert(
      db,
      meetBallotChoices,
      choices.slice(i, i + CHOICES_PER_STATEMENT).map((c) => ({
        meetSeq,
        ...c,
        choice: c.choice as AgainstChoice | "SELECTED",
        channel: "ELECTRONIC" as const,
      })),
      "choiceId",
    );
  }
  const written = opts.voters.flatMap((voter, i) =>
    voter.writtenSubmissionAt
      ? [
          writtenEvidenceOf(
            unionSeq,
            meetSeq,
            opts.memberSeq,
            {
              participantId: voter.participantId,
              writtenSubmissionType: voter.writtenSubmissionType ?? null,
              writtenSubmissionStatus: voter.writtenSubmissionStatus ?? null,
              writtenSubmissionAt: voter.writtenSubmissionAt,
            },
            opts.seqs[i]!,
          ),
        ]
      : [],
  );
  return [...ballots.map((b) => ballotEvidenceOf(unionSeq, meetSeq, b)), ...written];
}

/** How the paper ballots of a completed demo meeting were marked: drawn like the e-votes, or all for the first. */
export type PaperBallots = "drawn" | "unanimous";

/** A meeting the demo completes (seeded in PROCESS): when its count started and when staff ended it. */
export type DemoCompletion = {
  unionSeq: number;
  meetSeq: number;
  agendas: StoredAgenda[];
  countingAt: Date;
  completedAt: Date;
  paper: PaperBallots;
  r: Rand;
};

/** One paper ballot's marks: drawn with the e-votes' odds, or 찬성 on every item and the first candidate picked. */
function paperChoices(r: Rand, agendas: StoredAgenda[], paper: PaperBallots): DemoChoice[] {
  if (paper === "drawn") return demoChoices(r, agendas);
  return agendas.flatMap(({ demo, agendaSeq, candidateSeqs }): DemoChoice[] =>
    demo.voteForm === "AGAINST"
      ? candidateSeqs.map((candidateSeq) => ({ agendaSeq, candidateSeq, choice: "YES" }))
      : [{ agendaSeq, candidateSeq: candidateSeqs[0]!, choice: "SELECTED" }],
  );
}

/** The hand counts of `count` paper ballots, as staff type them in the tally dialog. */
function handCount(type: TallyEntryType, count: number, c: DemoCompletion): TallyBody["entries"][number] {
  const cells = new Map<number, { agendaSeq: number; YES: number; NO: number; ABSTAIN: number; SELECTED: number }>();
  for (const agenda of c.agendas) {
    for (const candidateSeq of agenda.candidateSeqs) {
      cells.set(candidateSeq, { agendaSeq: agenda.agendaSeq, YES: 0, NO: 0, ABSTAIN: 0, SELECTED: 0 });
    }
  }
  for (let i = 0; i < count; i++) {
    for (const choice of paperChoices(c.r, c.agendas, c.paper)) cells.get(choice.candidateSeq)![choice.choice] += 1;
  }
  return {
    type,
    finalCount: count,
    rows: [...cells].map(([candidateSeq, cell]) => ({
      agendaSeq: cell.agendaSeq,
      candidateSeq,
      yesCount: cell.YES,
      noCount: cell.NO,
      abstentionCount: cell.ABSTAIN,
      selectedCount: cell.SELECTED,
    })),
  };
}

/**
 * Ends a demo meeting as staff do, through the services of the console (so its result is the one a real
 * completion stores: the tallies, the quorum, meet_results with the evidence chain's head, and the result
 * certificate's sweep makes its PDF): a meeting with hand counts moves to COUNTING (개표 결과 입력하기) and gets
 * every registered paper ballot counted; an electronic-only one completes from PROCESS, its e-vote over. The
 * decisions are the quorum engine's suggestions (가결 only where the quorum is met). Dated `countingAt` and
 * `completedAt`.
 */
export async function completeDemoMeet(db: Db, actor: Actor, c: DemoCompletion) {
  const call = { db, unionSeq: c.unionSeq, meetSeq: c.meetSeq, actor, origin: { ip: null, userAgent: null } };
  const meet = await meetOf(db, c.unionSeq, c.meetSeq);
  const types = tallyEntryTypesOf(meet.meetMethod);
  if (types.length > 0) {
    const status = { status: "COUNTING" as const, password: DEMO_MEET_PASSWORD, isAgreed: true as const };
    await changeMeetStatus({ ...call, body: status, now: c.countingAt });
    const registered = await registeredCounts(db, c.meetSeq);
    const entries = types.map((type) => handCount(type, registered[type], c));
    await enterTally({ ...call, body: { entries }, now: new Date(c.countingAt.getTime() + 30 * 60_000) });
  }
  const result = await loadVoteResult(db, await meetOf(db, c.unionSeq, c.meetSeq));
  const decisions = result.agendas.flatMap((a) =>
    a.candidates.map((candidate) => ({
      candidateSeq: candidate.candidateSeq,
      isPassed: candidate.suggested.decision === "PASSED",
    })),
  );
  return completeMeet({
    ...call,
    body: { password: DEMO_MEET_PASSWORD, isAgreed: true, decisions },
    now: c.completedAt,
  });
}

/**
 * Chains the demo's events in time order and completes each meeting of `completions` at its time in between, so
 * a completion's chain head covers every earlier event (its ballots and written submissions included).
 */
export async function appendDemoEvidenceAndComplete(
  db: Db,
  member: { memberSeq: number } | undefined,
  events: EvidenceInput[],
  completions: DemoCompletion[],
) {
  // The staff member as the services' actor (no session: the seed acts for them).
  const actor: Actor | null = member
    ? { memberSeq: member.memberSeq, serviceMemberId: 0, sessionId: "demo-seed" }
    : null;
  const sorted = [...events].sort((a, b) => a.occurredAt!.getTime() - b.occurredAt!.getTime());
  let from = 0;
  for (const completion of [...completions].sort((a, b) => a.countingAt.getTime() - b.countingAt.getTime())) {
    if (!actor) throw new Error("a demo meeting is completed by its union's staff member, who is missing");
    let to = from;
    while (to < sorted.length && sorted[to]!.occurredAt! <= completion.countingAt) to += 1;
    await appendDemoEvidence(db, sorted.slice(from, to));
    from = to;
    await completeDemoMeet(db, actor, completion);
  }
  await appendDemoEvidence(db, sorted.slice(from));
}
