import type { AgendaKind, MeetMethod, MeetStatus, OpenType, VoteCategory } from "@johap/contracts";
import { hash } from "@node-rs/argon2";
import { and, eq, inArray } from "drizzle-orm";
import { members } from "../../modules/account/account.table";
import { evotePhoneOf } from "../../modules/meetings/evote/evote-sends";
import { registerSeqsOf, votersFromRegister } from "../../modules/meetings/meet-voters.mapper";
import { meets } from "../../modules/meetings/meetings.table";
import type { EvidenceInput } from "../../platform/evidence/evidence-chain";
import type { Db } from "../client";
import { inTransaction } from "../transaction";
import { between, prng, type Rand } from "./korean-names";
import type { DemoAgenda } from "./meetings-demo-votes";
import {
  appendDemoEvidenceAndComplete,
  DEMO_MEET_PASSWORD,
  type DemoCompletion,
  insertDemoMeeting,
  insertDemoVoters,
  insertDemoVotes,
} from "./meetings-demo-writers";

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
 * meeting in COUNTING; and a completed on-site mock meeting for 정식 총회로 전환 (ended through the console's services:
 * its paper ballots, all 찬성, counted, its result confirmed on the chain's head). Evidence of the ballots and
 * written submissions as the services write it. Once per union.
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
    const completions: DemoCompletion[] = [];
    for (const [i, demo] of TALLY_MEETINGS.entries()) {
      const r = prng(seed + i * 104_729);
      // Different voters per meeting, from the end of the register (the main demo's voters come first).
      const voters = owners.slice(owners.length - (i + 1) * 100).slice(0, demo.voters);
      const seeded = await seedTallyMeeting(tx, {
        unionSeq,
        demo,
        voters,
        passwordHash,
        memberSeq: member?.memberSeq,
        r,
      });
      events.push(...seeded.events);
      if (seeded.completion) completions.push(seeded.completion);
    }
    await appendDemoEvidenceAndComplete(tx, member, events, completions);
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
): Promise<{ events: EvidenceInput[]; completion: DemoCompletion | null }> {
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
  const { meet, agendas } = await insertDemoMeeting(
    db,
    {
      unionSeq: opts.unionSeq,
      name: demo.name,
      openType: demo.openType,
      meetType: "SPECIAL",
      meetMethod: demo.method,
      // A completed meeting is seeded under way and ended by the console's services (seedTallyDemoMeetings).
      meetStatus: isComplete ? "PROCESS" : demo.status,
      meetAt,
      isMock: demo.isMock ?? false,
      passwordHash: opts.passwordHash,
      createdBy: opts.memberSeq ?? null,
      createdAt: new Date(now - 20 * DAY),
      ...(isComplete ? { documentStorageEndAt: new Date(now + 365 * DAY) } : {}),
    },
    {
      evote: hasEvote ? { voteStartAt: voteStart, voteEndAt: voteEnd } : undefined,
      onsite: hasOnsite ? { meetAt, submissionStartAt: submissionStart, submissionEndAt: submissionEnd } : undefined,
      agendas: demo.agendas,
    },
  );
  const meetSeq = meet.meetSeq;

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
    };
  });
  const { voters, seqs } = await insertDemoVoters(db, meet, rows);
  const memberSeq = opts.memberSeq ?? null;
  const events = await insertDemoVotes(db, r, { unionSeq: opts.unionSeq, meetSeq, memberSeq, agendas, voters, seqs });
  // The completed mock: counted an hour after the meeting (every paper ballot 찬성), ended an hour later.
  const completion: DemoCompletion | null = isComplete
    ? {
        unionSeq: opts.unionSeq,
        meetSeq,
        agendas,
        countingAt: new Date(meetAt.getTime() + HOUR),
        completedAt: new Date(meetAt.getTime() + 2 * HOUR),
        paper: "unanimous",
        r,
      }
    : null;
  return { events, completion };
}
