import { MEET_MESSAGES as M } from "@johap/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../platform/errors";
import { meetParticipants, meets } from "./meetings.table";

export type Meet = typeof meets.$inferSelect;
export type MeetParticipant = typeof meetParticipants.$inferSelect;

/** The union's meeting, else 404 (another union's meeting included). `forUpdate` locks its row. */
export async function meetOf(db: Db, unionSeq: number, meetSeq: number, opts: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(meets)
    .where(and(eq(meets.meetSeq, meetSeq), eq(meets.unionSeq, unionSeq)));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound(M.meetNotFound);
  return row;
}

/** A voter of the meeting who is not deleted, else 404 (a voter of another meeting included). */
export async function participantOf(db: Db, meetSeq: number, meetParticipantSeq: number) {
  const [row] = await db
    .select()
    .from(meetParticipants)
    .where(
      and(
        eq(meetParticipants.meetParticipantSeq, meetParticipantSeq),
        eq(meetParticipants.meetSeq, meetSeq),
        isNull(meetParticipants.deletedAt),
      ),
    );
  if (!row) throw notFound(M.participantNotFound);
  return row;
}
