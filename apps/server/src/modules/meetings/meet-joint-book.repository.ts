import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { unions } from "../union-users/union-users.table";
import { meetJointBooks } from "./meet-results.table";
import { meetBallots, meetParticipants } from "./meetings.table";

export type JointBookRow = typeof meetJointBooks.$inferSelect;

/** The meeting's roster request, if any; `forUpdate` locks it. */
export async function jointBookOf(db: Db, meetSeq: number, opts: { forUpdate?: boolean } = {}) {
  const query = db.select().from(meetJointBooks).where(eq(meetJointBooks.meetSeq, meetSeq));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** Starts (or restarts after FAILED) the request: PROCESSING, the files of a failed try cleared. */
export async function upsertProcessing(
  db: Db,
  values: {
    meetSeq: number;
    requestedBy: number | null;
    isNotificationAllowed: boolean;
    name: string;
    phoneNo: string;
  },
) {
  const now = new Date();
  const fresh = {
    ...values,
    status: "PROCESSING" as const,
    requestedAt: now,
    completedAt: null,
    failReason: null,
    publicFileSeq: null,
    privateFileSeq: null,
  };
  const [row] = await db
    .insert(meetJointBooks)
    .values(fresh)
    .onConflictDoUpdate({ target: meetJointBooks.meetSeq, set: fresh })
    .returning();
  return row!;
}

export const setJointBook = (db: Db, meetSeq: number, values: Partial<typeof meetJointBooks.$inferInsert>) =>
  db.update(meetJointBooks).set(values).where(eq(meetJointBooks.meetSeq, meetSeq));

/** A re-entry of results (back to PROCESS) deletes the roster (spec 03 §4): its request and its files' links. */
export const deleteJointBook = (db: Db, meetSeq: number) =>
  db.delete(meetJointBooks).where(eq(meetJointBooks.meetSeq, meetSeq));

export const unionNameOf = async (db: Db, unionSeq: number) =>
  (await db.select({ name: unions.name }).from(unions).where(eq(unions.unionSeq, unionSeq)))[0]?.name ?? "";

/** Every voter of the meeting (not deleted) in register-number order, with the ballot they cast if any. */
export function rosterVoters(db: Db, meetSeq: number) {
  return db
    .select({
      unionRegisterNoMain: meetParticipants.unionRegisterNoMain,
      unionRegisterNoSub: meetParticipants.unionRegisterNoSub,
      name: meetParticipants.name,
      birth: meetParticipants.birth,
      companyNo: meetParticipants.companyNo,
      ownerType: meetParticipants.ownerType,
      phoneNo: meetParticipants.phoneNo,
      agent: meetParticipants.agent,
      attendanceCategory: meetParticipants.attendanceCategory,
      voteCategory: meetParticipants.voteCategory,
      writtenSubmissionStatus: meetParticipants.writtenSubmissionStatus,
      attendAt: meetParticipants.attendAt,
      channel: meetBallots.channel,
      castAt: meetBallots.castAt,
    })
    .from(meetParticipants)
    .leftJoin(meetBallots, eq(meetBallots.meetParticipantSeq, meetParticipants.meetParticipantSeq))
    .where(and(eq(meetParticipants.meetSeq, meetSeq), isNull(meetParticipants.deletedAt)))
    .orderBy(
      asc(meetParticipants.unionRegisterNoMain),
      asc(meetParticipants.unionRegisterNoSub),
      asc(meetParticipants.meetParticipantSeq),
    );
}
export type RosterVoter = Awaited<ReturnType<typeof rosterVoters>>[number];
