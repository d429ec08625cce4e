import { randomBytes } from "node:crypto";
import type { MeetMethod, MeetStatus, OpenType, VoteForm, VoteType } from "@johap/contracts";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { TestOwner } from "../consents/consents-test-support";
import { registerSeqsOf, votersFromRegister } from "./meet-voters.mapper";
import {
  meetAgendas,
  meetBallots,
  meetCandidates,
  meetElectronicVotes,
  meetOnsiteVotes,
  meetParticipants,
  meets,
} from "./meetings.table";

export const MEET_PASSWORD = "meet1234";
const HOUR = 3600 * 1000;

/** Three register owners, the voters most meeting tests need. */
export const THREE_OWNERS: TestOwner[] = [
  { name: "홍길동", birth: "19600101" },
  { name: "김영희", birth: "19700202" },
  { name: "이철수", birth: "19800303" },
];

export type AgendaFixture = {
  name: string;
  voteForm: VoteForm;
  voteType: VoteType;
  selectCount?: number;
  candidates: string[];
};

/** Two agendas, as most meetings have: an against vote on one item and a select-one of three candidates. */
export const TWO_AGENDAS: AgendaFixture[] = [
  { name: "조합 정관 변경의 건", voteForm: "AGAINST", voteType: "MONO", candidates: ["정관 변경안"] },
  { name: "조합장 선출의 건", voteForm: "SELECT", voteType: "MONO", candidates: ["김철수", "이영희", "박민수"] },
];

/**
 * A meeting stored as the opening wizard stores one, for tests of the parts that come after opening: voters
 * copied from the union's first `voters` register owners (or the given ones), agendas with candidates, the
 * e-vote and on-site parts by method. Times: e-vote from 1 h ago to 2 days ahead, meeting in 3 days.
 * Answers the meeting and its voters, their seqs in order and a voter's seq by name.
 */
export async function insertMeet(
  db: Db,
  opts: {
    unionSeq: number;
    method?: MeetMethod;
    status?: MeetStatus;
    openType?: OpenType;
    isMock?: boolean;
    voters?: number;
    unionRegisterSeqs?: number[];
    agendas?: AgendaFixture[];
    name?: string;
  },
) {
  const method = opts.method ?? "ONSITE_ELECTRONIC";
  const now = Date.now();
  const meetAt = new Date(now + 72 * HOUR);
  const [meet] = await db
    .insert(meets)
    .values({
      unionSeq: opts.unionSeq,
      name: opts.name ?? "2026년 정기총회",
      moverName: "홍길동",
      openType: opts.openType ?? "GENERAL",
      meetType: "REGULAR",
      meetMethod: method,
      meetStatus: opts.status ?? "PROCESS",
      meetAt,
      isMock: opts.isMock ?? false,
      passwordHash: await hash(MEET_PASSWORD),
      linkCode: randomBytes(6).toString("base64url").slice(0, 8),
    })
    .returning();
  const meetSeq = meet!.meetSeq;
  if (method !== "ONSITE") {
    await db.insert(meetElectronicVotes).values({
      meetSeq,
      senderName: "정비조합",
      contactNo: "0212345678",
      description: "전자투표 안내",
      voteStartAt: new Date(now - HOUR),
      voteEndAt: new Date(now + 48 * HOUR),
    });
  }
  if (method !== "ELECTRONIC") {
    await db.insert(meetOnsiteVotes).values({
      meetSeq,
      meetAt,
      submissionStartAt: new Date(now - 24 * HOUR),
      submissionEndAt: new Date(now + 48 * HOUR),
      roadAddress: "서울특별시 중구 세종대로 110",
      detailAddress: "대강당",
    });
  }
  for (const [i, a] of (opts.agendas ?? TWO_AGENDAS).entries()) {
    const [agenda] = await db
      .insert(meetAgendas)
      .values({
        meetSeq,
        agendaOrder: i + 1,
        name: a.name,
        voteForm: a.voteForm,
        voteType: a.voteType,
        selectCount: a.selectCount ?? 1,
      })
      .returning();
    await db
      .insert(meetCandidates)
      .values(a.candidates.map((name, c) => ({ agendaSeq: agenda!.agendaSeq, meetSeq, no: c + 1, name })));
  }
  const seqs = opts.unionRegisterSeqs ?? (await registerSeqsOf(db, opts.unionSeq, opts.voters ?? 10));
  const voters = await votersFromRegister(db, meetSeq, opts.unionSeq, seqs);
  const participants = voters.length ? await db.insert(meetParticipants).values(voters).returning() : [];
  const seqOf = (voterName: string) => participants.find((p) => p.name === voterName)!.meetParticipantSeq;
  return { meet: meet!, meetSeq, participants, seqs: participants.map((p) => p.meetParticipantSeq), seqOf };
}

export type MeetFixture = Parameters<typeof insertMeet>[1];

/** One voter's row as stored. */
export const voterRow = async (db: Db, meetParticipantSeq: number) =>
  (await db.select().from(meetParticipants).where(eq(meetParticipants.meetParticipantSeq, meetParticipantSeq)))[0]!;

export const setVoter = (db: Db, meetParticipantSeq: number, values: Partial<typeof meetParticipants.$inferInsert>) =>
  db.update(meetParticipants).set(values).where(eq(meetParticipants.meetParticipantSeq, meetParticipantSeq));

/** What the ballot helper stores when a voter casts electronically (meet-ballots.*): the ballot and the category. */
export async function castElectronicVote(db: Db, meetSeq: number, meetParticipantSeq: number, castAt = new Date()) {
  await db.insert(meetBallots).values({
    meetSeq,
    meetParticipantSeq,
    channel: "ELECTRONIC",
    receiptHash: randomBytes(8).toString("hex"),
    castAt,
  });
  await setVoter(db, meetParticipantSeq, {
    evoteProgressStatus: "VOTED",
    votedAt: castAt,
    voteCategory: "PRE_ELECTRONIC_VOTED",
  });
}
