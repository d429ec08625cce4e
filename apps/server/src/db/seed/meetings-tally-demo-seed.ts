import { randomBytes } from "node:crypto";
import type { AgainstChoice, AgendaKind, MeetMethod, MeetStatus, OpenType, VoteCategory } from "@johap/contracts";
import { hash } from "@node-rs/argon2";
import { and, eq, inArray } from "drizzle-orm";
import { members } from "../../modules/account/account.table";
import { evotePhoneOf } from "../../modules/meetings/evote/evote-sends";
import { meetTallyCounts, meetTallyEntries } from "../../modules/meetings/meet-results.table";
import { registerSeqsOf, votersFromRegister } from "../../modules/meetings/meet-voters.mapper";
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
import { type EvidenceInput, sha256 } from "../../platform/evidence/evidence-chain";
import { bulkInsert } from "../bulk-insert";
import type { Db } from "../client";
import { inTransaction } from "../transaction";
import { appendDemoEvidence } from "./demo-evidence";
import { between, prng, type Rand } from "./korean-names";
import { DEMO_MEET_PASSWORD } from "./meetings-demo-seed";
import {
  ballotEvidenceOf,
  type DemoAgenda,
  demoChoices,
  type StoredAgenda,
  writtenEvidenceOf,
} from "./meetings-demo-votes";

/** The 집계 결과 tab's demo meetings (issue 16): their names, for the journeys that open them. */
export const TALLY_DEMO_MIXED_NAME = "2026년 제2차 임시총회";
export const TALLY_DEMO_ELECTRONIC_NAME = "제6차 대의원회";
export const TALLY_DEMO_MOCK_NAME = "현장 모의 총회";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type TallyDemoMeet = {
  name: string;
  openType: OpenType;
  method: MeetMethod;
  status: MeetStatus;
  isMock?: boolean;
  /** How long ago the meeting took place. */
  meetAgoMs: number;
  voters: number;
  agendas: (DemoAgenda & { kind: AgendaKind })[];
  /** Shares of the voters: voted electronically; of the others, a standing written resolution; then on site. */
  evoteShare: number;
  writtenShare: number;
  onsiteShare: number;
};

const TALLY_MEETINGS: TallyDemoMeet[] = [
  {
    // The e-vote ended yesterday and the meeting is under way: 개표 결과 입력하기 is enabled (no duplicate votes).
    name: TALLY_DEMO_MIXED_NAME,
    openType: "GENERAL",
    method: "ONSITE_ELECTRONIC",
    status: "PROCESS",
    meetAgoMs: HOUR,
    voters: 60,
    agendas: [
      {
        name: "2026년도 예산(안) 승인의 건",
        kind: "PROJECT_COST",
        voteForm: "AGAINST",
        voteType: "MONO",
        candidates: ["2026년도 예산(안)"],
      },
      {
        name: "감사 선출의 건",
        kind: "GENERAL",
        voteForm: "SELECT",
        voteType: "MONO",
        candidates: ["최민준", "정하은"],
        weights: [0.6, 0.4],
      },
    ],
    evoteShare: 0.45,
    writtenShare: 0.3,
    onsiteShare: 0.5,
  },
  {
    // Electronic only, the e-vote over: COUNTING, waiting for 의결선택 완료 및 총회 종료.
    name: TALLY_DEMO_ELECTRONIC_NAME,
    openType: "DELEGATE",
    method: "ELECTRONIC",
    status: "COUNTING",
    meetAgoMs: DAY,
    voters: 24,
    agendas: [
      {
        name: "2026년도 사업계획 변경의 건",
        kind: "GENERAL",
        voteForm: "AGAINST",
        voteType: "MONO",
        candidates: ["2026년도 사업계획 변경(안)"],
      },
    ],
    evoteShare: 0.75,
    writtenShare: 0,
    onsiteShare: 0,
  },
  {
    // A completed mock of an on-site meeting: 정식 총회로 전환 opens the formal one from its settings.
    name: TALLY_DEMO_MOCK_NAME,
    openType: "GENERAL",
    method: "ONSITE",
    status: "COMPLETE",
    isMock: true,
    meetAgoMs: 3 * DAY,
    voters: 8,
    agendas: [
      {
        name: "모의 안건: 조합 사무실 이전의 건",
        kind: "GENERAL",
        voteForm: "AGAINST",
        voteType: "MONO",
        candidates: ["사무실 이전(안)"],
      },
    ],
    evoteShare: 0,
    writtenShare: 0.4,
    onsiteShare: 0.6,
  },
];

/**
 * The meetings the 집계 결과 tab needs to look alive beside the main demo (union 1): a mixed meeting whose e-vote
 * has ended and whose on-site meeting is under way (electronic ballots with choices, standing written resolutions,
 * voters checked in on site, no duplicate votes), ready for 개표 결과 입력하기; an electronic-only delegate
 * meeting in COUNTING; and a completed on-site mock meeting for 정식 총회로 전환. Evidence of the ballots and written submissions as the services write it. Once per union.
 */
export function seedTallyDemoMeetings(db: Db, unionSeq: number, loginId: string, seed = 20261616) {
  return inTransaction(db, async (tx) => {
    const names = TALLY_MEETINGS.map((m) => m.name);
    const [existing] = await tx
      .select({ meetSeq: meets.meetSeq })
      .from(meets)
      .where(and(eq(meets.unionSeq, unionSeq), inArray(meets.name, names)));
    if (existing) return false;
    const owners = (await votersFromRegister(tx, 0, unionSeq, await registerSeqsOf(tx, unionSeq, 100_000))).filter(
      (o) => o.ownerType !== "PUBLIC" && evotePhoneOf(o) !== "",
    );
    if (owners.length === 0) return false;
    const [member] = await tx.select().from(members).where(eq(members.loginId, loginId));
    const passwordHash = await hash(DEMO_MEET_PASSWORD);
    const events: EvidenceInput[] = [];
    for (const [i, demo] of TALLY_MEETINGS.entries()) {
      const r = prng(seed + i * 104_729);
      // Different voters per meeting, from the end of the register (the main demo's voters come first).
      const voters = owners.slice(owners.length - (i + 1) * 100).slice(0, demo.voters);
      events.push(
        ...(await seedTallyMeeting(tx, { unionSeq, demo, voters, passwordHash, memberSeq: member?.memberSeq, r })),
      );
    }
    events.sort((a, b) => a.occurredAt!.getTime() - b.occurredAt!.getTime());
    await appendDemoEvidence(tx, events);
    return true;
  });
}

type Owner = Awaited<ReturnType<typeof votersFromRegister>>[number];

async function seedTallyMeeting(
  db: Db,
  opts: {
    unionSeq: number;
    demo: TallyDemoMeet;
    voters: Owner[];
    passwordHash: string;
    memberSeq: number | undefined;
    r: Rand;
  },
): Promise<EvidenceInput[]> {
  const { demo, r } = opts;
  const now = Math.floor(Date.now() / MINUTE) * MINUTE;
  const hasOnsite = demo.method !== "ELECTRONIC";
  const hasEvote = demo.method !== "ONSITE";
  const isComplete = demo.status === "COMPLETE";
  const meetAt = new Date(now - demo.meetAgoMs);
  const voteStart = new Date(now - 6 * DAY);
  const voteEnd = new Date(Math.min(now - DAY, meetAt.getTime()));
  const submissionStart = new Date(now - 12 * DAY);
  const submissionEnd = new Date(meetAt.getTime() - 5 * HOUR);
  const [meet] = await db
    .insert(meets)
    .values({
      unionSeq: opts.unionSeq,
      name: demo.name,
      moverName: "김조합",
      openType: demo.openType,
      meetType: "SPECIAL",
      meetMethod: demo.method,
      meetStatus: demo.status,
      meetAt,
      isMock: demo.isMock ?? false,
      passwordHash: opts.passwordHash,
      linkCode: randomBytes(6).toString("base64url"),
      createdBy: opts.memberSeq ?? null,
      createdAt: new Date(now - 20 * DAY),
      ...(isComplete
        ? { completedAt: new Date(meetAt.getTime() + 2 * HOUR), documentStorageEndAt: new Date(now + 365 * DAY) }
        : {}),
    })
    .returning();
  const meetSeq = meet!.meetSeq;
  if (hasEvote) {
    await db.insert(meetElectronicVotes).values({
      meetSeq,
      senderName: "한빛1구역 조합",
      contactNo: "0212345678",
      description: "조합원 여러분의 소중한 한 표를 부탁드립니다.",
      voteStartAt: voteStart,
      voteEndAt: voteEnd,
    });
  }
  if (hasOnsite) {
    await db.insert(meetOnsiteVotes).values({
      meetSeq,
      meetAt,
      submissionStartAt: submissionStart,
      submissionEndAt: submissionEnd,
      zipNo: "04524",
      jibunAddress: "서울특별시 중구 태평로1가 31",
      roadAddress: "서울특별시 중구 세종대로 110",
      detailAddress: "한빛구민회관 대강당",
      contactNo: "0212345678",
    });
  }
  const agendas: StoredAgenda[] = [];
  for (const [i, a] of demo.agendas.entries()) {
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
        agendaKind: a.kind,
      })
      .returning();
    const candidates = await db
      .insert(meetCandidates)
      .values(
        a.candidates.map((name, c) => ({
          agendaSeq: agenda!.agendaSeq,
          meetSeq,
          no: c + 1,
          name,
          isPassed: isComplete ? true : null,
        })),
      )
      .returning();
    agendas.push({ demo: a, agendaSeq: agenda!.agendaSeq, candidateSeqs: candidates.map((c) => c.candidateSeq) });
  }

  const rows = opts.voters.map((owner) => {
    const isEvoted = r() < demo.evoteShare;
    const isWritten = hasOnsite && !isEvoted && r() < demo.writtenShare;
    const isOnsite = hasOnsite && !isEvoted && !isWritten && r() < demo.onsiteShare;
    const sentAt = hasEvote ? new Date(voteStart.getTime() + between(r, 1, 5) * MINUTE) : null;
    const receivedAt = sentAt ? new Date(sentAt.getTime() + between(r, 2, 30) * 1000) : null;
    const openedAt =
      isEvoted && receivedAt ? new Date(receivedAt.getTime() + between(r, 10, 3 * 24 * 60) * MINUTE) : null;
    const votedAt = openedAt ? new Date(openedAt.getTime() + between(r, 1, 12) * MINUTE) : null;
    const writtenAt = isWritten
      ? new Date(submissionStart.getTime() + (submissionEnd.getTime() - submissionStart.getTime()) * r())
      : null;
    const voteCategory: VoteCategory = isEvoted
      ? "PRE_ELECTRONIC_VOTED"
      : isWritten
        ? "PRE_WRITTEN_VOTED"
        : isOnsite
          ? "ONSITE_VOTED"
          : "NOT_VOTED";
    return {
      ...owner,
      meetSeq,
      participantId: randomBytes(12).toString("base64url"),
      evoteProgressStatus: isEvoted ? ("VOTED" as const) : hasEvote ? ("RECEIVED" as const) : ("NONE" as const),
      sentAt,
      receivedAt,
      openedAt,
      votedAt,
      writtenSubmissionType: isWritten ? ("DIRECT" as const) : null,
      writtenSubmissionStatus: isWritten ? ("MYSELF" as const) : null,
      writtenSubmissionAt: writtenAt,
      attendExpectedType: hasOnsite ? (isOnsite ? ("EXPECTED" as const) : ("NONE" as const)) : ("NONE" as const),
      attendanceCategory: isOnsite ? ("ONSITE" as const) : ("NOT_ATTEND" as const),
      attendAt: isOnsite ? new Date(meetAt.getTime() - between(r, 5, 50) * MINUTE) : null,
      voteCategory,
      createdAt: meet!.createdAt,
      updatedAt: meet!.createdAt,
    };
  });
  const seqs = (await bulkInsert(db, meetParticipants, rows, "meetParticipantSeq")) as number[];
  if (isComplete && hasOnsite) {
    // The completed mock's hand counts: every paper ballot 찬성 (its candidates were passed).
    const finalCounts = {
      WRITTEN: rows.filter((row) => row.writtenSubmissionAt).length,
      ONSITE: rows.filter((row) => row.voteCategory === "ONSITE_VOTED").length,
    };
    for (const [entryType, finalCount] of Object.entries(finalCounts) as ["WRITTEN" | "ONSITE", number][]) {
      await db.insert(meetTallyEntries).values({ meetSeq, entryType, finalCount, enteredBy: opts.memberSeq ?? null });
      await db.insert(meetTallyCounts).values(
        agendas.flatMap((agenda) =>
          agenda.candidateSeqs.map((candidateSeq, c) => ({
            meetSeq,
            entryType,
            agendaSeq: agenda.agendaSeq,
            candidateSeq,
            yesCount: agenda.demo.voteForm === "AGAINST" ? finalCount : 0,
            selectedCount: agenda.demo.voteForm === "SELECT" && c === 0 ? finalCount : 0,
          })),
        ),
      );
    }
  }

  const events: EvidenceInput[] = [];
  const ballots = rows.flatMap((row, i) =>
    row.votedAt
      ? [
          {
            seq: seqs[i]!,
            votedAt: row.votedAt,
            receiptCode: randomBytes(10).toString("hex"),
            choices: demoChoices(r, agendas),
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
    const choices = ballots.flatMap((b) => b.choices).sort(() => r() - 0.5);
    await bulkInsert(
      db,
      meetBallotChoices,
      choices.map((c) => ({
        meetSeq,
        ...c,
        choice: c.choice as AgainstChoice | "SELECTED",
        channel: "ELECTRONIC" as const,
      })),
      "choiceId",
    );
  }
  for (const b of ballots) events.push(ballotEvidenceOf(opts.unionSeq, meetSeq, b));
  for (const [i, row] of rows.entries()) {
    if (row.writtenSubmissionAt) {
      events.push(writtenEvidenceOf(opts.unionSeq, meetSeq, opts.memberSeq ?? null, row, seqs[i]!));
    }
  }
  return events;
}
