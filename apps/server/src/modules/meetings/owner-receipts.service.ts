import {
  RECEIPT_MESSAGES as M,
  type MeetStatus,
  type OwnerReceipts,
  RECEIPTS_PAGE_SIZE,
  type ReceiptCheck,
  type ReceiptsPhase,
  receiptPageOf,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../platform/errors";
import { receiptHashOf } from "./meet-ballots.service";
import { type LinkedMeet, meetOfLinkCode, receiptOf, receiptsPage } from "./owner-receipts.repository";

const TALLIED: MeetStatus[] = ["COUNTING", "COMPLETE"];

/**
 * When the list is published: once voting is closed for the whole meeting. An electronic-only meeting closes at
 * the e-vote's end (or when staff move it on); a meeting with an on-site part votes on the day, so its list waits
 * for the tally (COUNTING or COMPLETE). Before that no count is shown (turnout is not published early).
 */
export function receiptsPhaseOf(
  meet: Pick<LinkedMeet, "meetMethod" | "meetStatus" | "meetAt" | "voteEndAt">,
  now: Date,
): { phase: ReceiptsPhase; closesAt: Date } {
  const isElectronicOnly = meet.meetMethod === "ELECTRONIC";
  const closesAt = isElectronicOnly && meet.voteEndAt ? meet.voteEndAt : meet.meetAt;
  const isClosed =
    TALLIED.includes(meet.meetStatus) ||
    (isElectronicOnly && meet.meetStatus === "PROCESS" && now.getTime() >= closesAt.getTime());
  return { phase: isClosed ? "PUBLISHED" : "NOT_CLOSED", closesAt };
}

async function linkedMeet(db: Db, linkCode: string) {
  const meet = await meetOfLinkCode(db, linkCode);
  if (!meet) throw notFound(M.meetNotFound);
  return meet;
}

/**
 * The public receipts page (`/m/r/{linkCode}`): the meeting's public facts, and once published the number of
 * counted ballots that carry a receipt code and a page of their fingerprints (SHA-256 of the code) in ascending
 * order (not the casting order, no names), with the evidence chain's head once the results are confirmed.
 */
export async function ownerReceipts(opts: {
  db: Db;
  linkCode: string;
  query: { page: number; pageSize: number; prefix?: string };
  now?: Date;
}): Promise<OwnerReceipts> {
  const meet = await linkedMeet(opts.db, opts.linkCode);
  const { phase, closesAt } = receiptsPhaseOf(meet, opts.now ?? new Date());
  const { page, pageSize, prefix } = opts.query;
  const list =
    phase === "PUBLISHED"
      ? await receiptsPage(opts.db, meet.meetSeq, { page, pageSize, prefix })
      : { totalCount: null, matchedCount: null, receipts: [] };
  return {
    unionName: meet.unionName,
    name: meet.name,
    meetMethod: meet.meetMethod,
    meetStatus: meet.meetStatus,
    meetAt: meet.meetAt.toISOString(),
    closesAt: closesAt.toISOString(),
    phase,
    ...list,
    page,
    pageSize,
    chain:
      meet.chainIndex !== null && meet.chainHeadHash !== null && meet.confirmedAt !== null
        ? {
            chainIndex: meet.chainIndex,
            chainHeadHash: meet.chainHeadHash,
            confirmedAt: meet.confirmedAt.toISOString(),
          }
        : null,
  };
}

/**
 * A voter checks their receipt code: its fingerprint is looked up among the meeting's counted ballots. Answers
 * whether it is counted, and if so how and when it was cast and the page of the public list it is on. Only once
 * the list is published (400 before).
 */
export async function checkReceipt(opts: {
  db: Db;
  linkCode: string;
  receiptCode: string;
  now?: Date;
}): Promise<ReceiptCheck> {
  const meet = await linkedMeet(opts.db, opts.linkCode);
  if (receiptsPhaseOf(meet, opts.now ?? new Date()).phase !== "PUBLISHED") throw badRequest(M.notClosed);
  const receiptHash = receiptHashOf(opts.receiptCode);
  const found = await receiptOf(opts.db, meet.meetSeq, receiptHash);
  const pageSize = RECEIPTS_PAGE_SIZE;
  return found
    ? {
        receiptHash,
        isCounted: true,
        channel: found.channel,
        castAt: found.castAt.toISOString(),
        page: receiptPageOf(found.before, pageSize),
        pageSize,
        message: M.counted,
      }
    : { receiptHash, isCounted: false, channel: null, castAt: null, page: null, pageSize, message: M.notCounted };
}
