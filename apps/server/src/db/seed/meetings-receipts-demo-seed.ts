import { formatReceiptCode, RECEIPT_CODE_ALPHABET, RECEIPT_CODE_LENGTH } from "@johap/contracts";
import { hash } from "@node-rs/argon2";
import { and, eq } from "drizzle-orm";
import { members } from "../../modules/account/account.table";
import { evotePhoneOf } from "../../modules/meetings/evote/evote-sends";
import { registerSeqsOf, votersFromRegister } from "../../modules/meetings/meet-voters.mapper";
import { meets } from "../../modules/meetings/meetings.table";
import { type EvidenceInput, sha256 } from "../../platform/evidence/evidence-chain";
import type { Db } from "../client";
import { inTransaction } from "../transaction";
import { appendDemoEvidence } from "./demo-evidence";
import { between, prng, type Rand } from "./korean-names";
import type { DemoAgenda } from "./meetings-demo-votes";
import { DEMO_MEET_PASSWORD, insertDemoMeeting, insertDemoVoters, insertDemoVotes } from "./meetings-demo-writers";

/** The verifiable receipts' demo meeting (issue 16): an electronic meeting whose e-vote has closed. */
export const RECEIPTS_DEMO_NAME = "2026년 제3차 임시총회";
/** Its public receipts page is `/m/r/{linkCode}` (unique across unions, so the union's number is in it). */
export const receiptsDemoLinkCode = (unionSeq: number) => `receipts${unionSeq}`;
/** Voters of the meeting and how many of them voted electronically. */
const VOTERS = 40;
const VOTED = 31;

/**
 * The receipt code of the demo's `i`-th ballot: 16 Crockford base32 characters from a fixed hash, so the demo (and
 * its journey) can check a code on the public page. Real codes come from the CSPRNG (meet-ballots.service).
 */
export function demoReceiptCode(unionSeq: number, i: number): string {
  const bytes = Buffer.from(sha256(`johap-demo-receipt:${unionSeq}:${i}`), "hex");
  let code = "";
  for (let k = 0; k < RECEIPT_CODE_LENGTH; k++) code += RECEIPT_CODE_ALPHABET[bytes[k]! % 32];
  return formatReceiptCode(code);
}

const AGENDAS: DemoAgenda[] = [
  {
    name: "조합 사무실 이전의 건",
    voteForm: "AGAINST",
    voteType: "MONO",
    candidates: ["조합 사무실 이전(안)"],
  },
  {
    name: "총회 장소 선정의 건",
    voteForm: "SELECT",
    voteType: "MONO",
    candidates: ["한빛구민회관", "한빛초등학교 강당"],
    weights: [0.65, 0.35],
  },
];

type Owner = Awaited<ReturnType<typeof votersFromRegister>>[number];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The receipts page's demo (union `unionSeq`, after the main meetings): an electronic meeting whose e-vote closed
 * two days ago (COUNTING), 40 voters with phones from the middle of the register, 31 electronic ballots with
 * choices and the demo receipt codes, their evidence chained as the ballot service's. Once per union.
 */
export function seedReceiptsDemoMeetings(db: Db, unionSeq: number, loginId: string, seed = 20261630) {
  return inTransaction(db, async (tx) => {
    const [existing] = await tx
      .select({ meetSeq: meets.meetSeq })
      .from(meets)
      .where(and(eq(meets.unionSeq, unionSeq), eq(meets.name, RECEIPTS_DEMO_NAME)));
    if (existing) return false;
    const owners = await votersFromRegister(tx, 0, unionSeq, await registerSeqsOf(tx, unionSeq, 100_000));
    const [member] = await tx.select().from(members).where(eq(members.loginId, loginId));
    const events = await seedReceiptsDemoMeeting(tx, {
      unionSeq,
      owners,
      passwordHash: await hash(DEMO_MEET_PASSWORD),
      memberSeq: member?.memberSeq ?? null,
      now: Date.now(),
      r: prng(seed),
    });
    if (events.length === 0) return false;
    await appendDemoEvidence(tx, events);
    return true;
  });
}

async function seedReceiptsDemoMeeting(
  db: Db,
  opts: { unionSeq: number; owners: Owner[]; passwordHash: string; memberSeq: number | null; now: number; r: Rand },
): Promise<EvidenceInput[]> {
  const { unionSeq, r } = opts;
  const withPhone = opts.owners.filter((o) => o.ownerType !== "PUBLIC" && evotePhoneOf(o) !== "");
  const middle = Math.max(0, Math.floor(withPhone.length / 2) - VOTERS / 2);
  const voters = withPhone.slice(middle, middle + VOTERS);
  if (voters.length === 0) return [];
  const now = Math.floor(opts.now / MINUTE) * MINUTE;
  const voteStart = new Date(now - 9 * DAY);
  const voteEnd = new Date(now - 2 * DAY);
  const { meet, agendas } = await insertDemoMeeting(
    db,
    {
      unionSeq,
      name: RECEIPTS_DEMO_NAME,
      openType: "GENERAL",
      meetType: "SPECIAL",
      meetMethod: "ELECTRONIC",
      meetStatus: "COUNTING",
      meetAt: voteEnd,
      passwordHash: opts.passwordHash,
      linkCode: receiptsDemoLinkCode(unionSeq),
      createdBy: opts.memberSeq,
      createdAt: new Date(now - 15 * DAY),
    },
    {
      evote: {
        voteStartAt: voteStart,
        voteEndAt: voteEnd,
        description: "전자투표 뒤 받은 접수번호로 투표가 집계되었는지 확인할 수 있습니다.",
      },
      agendas: AGENDAS,
    },
  );
  const rows = voters.map((owner, i) => {
    const sentAt = new Date(voteStart.getTime() + between(r, 1, 5) * MINUTE);
    const receivedAt = new Date(sentAt.getTime() + between(r, 2, 30) * 1000);
    const isVoted = i < VOTED;
    const openedAt =
      isVoted || r() < 0.5 ? new Date(receivedAt.getTime() + between(r, 10, 2 * 24 * 60) * MINUTE) : null;
    const votedAt = isVoted && openedAt ? new Date(openedAt.getTime() + between(r, 1, 15) * MINUTE) : null;
    return {
      ...owner,
      evoteProgressStatus: votedAt ? ("VOTED" as const) : openedAt ? ("OPENED" as const) : ("RECEIVED" as const),
      sentAt,
      receivedAt,
      openedAt,
      votedAt,
      voteCategory: votedAt ? ("PRE_ELECTRONIC_VOTED" as const) : ("NOT_VOTED" as const),
    };
  });
  const stored = await insertDemoVoters(db, meet, rows);
  return insertDemoVotes(db, r, {
    unionSeq,
    meetSeq: meet.meetSeq,
    memberSeq: opts.memberSeq,
    agendas,
    ...stored,
    // Normalized (no hyphens): what the evidence and the stored hash are made of.
    receiptCodeOf: (i) => demoReceiptCode(unionSeq, i).replace(/-/g, ""),
  });
}
