import { RECEIPT_CHANNELS } from "@johap/contracts";
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { unions } from "../union-users/union-users.table";
import { meetResults } from "./meet-results.table";
import { meetBallots, meetElectronicVotes, meets } from "./meetings.table";

const b = meetBallots;
const counted = (meetSeq: number) => and(eq(b.meetSeq, meetSeq), inArray(b.channel, [...RECEIPT_CHANNELS]));

/** The meeting a public link code names, with its union's name, e-vote end and confirmed result's chain head. */
export async function meetOfLinkCode(db: Db, linkCode: string) {
  const [row] = await db
    .select({
      meetSeq: meets.meetSeq,
      unionSeq: meets.unionSeq,
      unionName: unions.name,
      name: meets.name,
      meetMethod: meets.meetMethod,
      meetStatus: meets.meetStatus,
      meetAt: meets.meetAt,
      voteEndAt: meetElectronicVotes.voteEndAt,
      chainIndex: meetResults.chainIndex,
      chainHeadHash: meetResults.chainHeadHash,
      confirmedAt: meetResults.confirmedAt,
    })
    .from(meets)
    .innerJoin(unions, eq(unions.unionSeq, meets.unionSeq))
    .leftJoin(meetElectronicVotes, eq(meetElectronicVotes.meetSeq, meets.meetSeq))
    .leftJoin(meetResults, eq(meetResults.meetSeq, meets.meetSeq))
    .where(eq(meets.linkCode, linkCode));
  return row ?? null;
}
export type LinkedMeet = NonNullable<Awaited<ReturnType<typeof meetOfLinkCode>>>;

/** Fingerprints starting with a lowercase hex prefix (a meeting has at most some 10,000: no index needed). */
const startsWith = (prefix: string): SQL => sql`left(${b.receiptHash}, ${prefix.length}) = ${prefix}`;
/** Byte order, so the list's order and "sorts before" agree whatever the database's collation. */
const byHash = sql`${b.receiptHash} collate "C"`;

/** The counted ballots with a receipt: how many, how many match `prefix`, and a page of fingerprints ascending. */
export async function receiptsPage(db: Db, meetSeq: number, opts: { page: number; pageSize: number; prefix?: string }) {
  const [total] = await db.select({ value: count() }).from(b).where(counted(meetSeq));
  const where = opts.prefix ? and(counted(meetSeq), startsWith(opts.prefix)) : counted(meetSeq);
  const [matched] = opts.prefix ? await db.select({ value: count() }).from(b).where(where) : [total];
  const rows = await db
    .select({ receiptHash: b.receiptHash })
    .from(b)
    .where(where)
    .orderBy(byHash, asc(b.ballotSeq))
    .limit(opts.pageSize)
    .offset(opts.page * opts.pageSize);
  return {
    totalCount: Number(total?.value ?? 0),
    matchedCount: Number(matched?.value ?? 0),
    receipts: rows.map((r) => r.receiptHash),
  };
}

/** The counted ballot carrying a fingerprint (channel and time only), and how many fingerprints sort before it. */
export async function receiptOf(db: Db, meetSeq: number, receiptHash: string) {
  const [row] = await db
    .select({ channel: b.channel, castAt: b.castAt })
    .from(b)
    .where(and(counted(meetSeq), eq(b.receiptHash, receiptHash)))
    .limit(1);
  if (!row) return null;
  const [before] = await db
    .select({ value: count() })
    .from(b)
    .where(and(counted(meetSeq), sql`${byHash} < ${receiptHash} collate "C"`));
  return { ...row, before: Number(before?.value ?? 0) };
}
