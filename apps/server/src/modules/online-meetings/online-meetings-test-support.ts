import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appendLedgerEntry, balancesOf } from "../../platform/ledger";
import { meetParticipants, meets } from "../meetings/meetings.table";
import { onlineMeetingOpinions, onlineMeetingSpeeches, onlineMeetingViewers } from "./online-meetings.table";

/** Tops the union's deposit up to at least `won` (the demo union's balance varies with other tests' charges). */
export async function ensureBalance(db: Db, unionSeq: number, won: number) {
  const { depositBalance, pointBalance } = await balancesOf(db, unionSeq);
  const short = won - depositBalance - pointBalance;
  if (short <= 0) return;
  await appendLedgerEntry(db, {
    unionSeq,
    creditType: "DEPOSIT",
    kind: "CHARGE",
    serviceType: "DEPOSIT_CHARGE",
    amount: short,
    description: "테스트 충전",
    reference: `test-charge:${Date.now()}:${Math.random()}`,
    idempotencyKey: `test-charge:${Date.now()}:${Math.random()}`,
  });
}

/** What the attendees' side writes (the viewer's owner API): a viewer joining, an opinion, a speech request. */
export async function joinViewer(db: Db, onlineGeneralMeetingSeq: number, meetParticipantSeq: number, isAgent = 0) {
  const [voter] = await db
    .select()
    .from(meetParticipants)
    .where(eq(meetParticipants.meetParticipantSeq, meetParticipantSeq));
  const [viewer] = await db
    .insert(onlineMeetingViewers)
    .values({
      onlineGeneralMeetingSeq,
      meetParticipantSeq,
      name: voter!.name,
      phone: voter!.phoneNo,
      isAgent,
    })
    .returning();
  await db
    .update(meetParticipants)
    .set({ attendanceCategory: "ONLINE", attendAt: new Date() })
    .where(eq(meetParticipants.meetParticipantSeq, meetParticipantSeq));
  return viewer!;
}

export async function addOpinion(db: Db, onlineGeneralMeetingSeq: number, viewerSeq: number, comment: string) {
  const [row] = await db
    .insert(onlineMeetingOpinions)
    .values({ onlineGeneralMeetingSeq, viewerSeq, comment })
    .returning();
  return row!;
}

export async function addSpeech(
  db: Db,
  onlineGeneralMeetingSeq: number,
  viewerSeq: number,
  speechCategory: "VOICE" | "PHONE" = "VOICE",
) {
  const [row] = await db
    .insert(onlineMeetingSpeeches)
    .values({ onlineGeneralMeetingSeq, viewerSeq, speechCategory })
    .returning();
  return row!;
}

export const setMeet = (db: Db, meetSeq: number, values: Partial<typeof meets.$inferInsert>) =>
  db.update(meets).set(values).where(eq(meets.meetSeq, meetSeq));
