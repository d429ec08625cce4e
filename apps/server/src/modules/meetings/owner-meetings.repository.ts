import type { BallotChannel, EvoteProgressStatus, EvoteSendStatus } from "@johap/contracts";
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { files } from "../files/files.table";
import {
  meetAgendas,
  meetBallots,
  meetCandidates,
  meetEvoteSends,
  meetOnsiteVotes,
  meetParticipants,
} from "./meetings.table";

type VoterAgent = { name: string; birth: string; phoneNo: string };

/** What a ballot link's requests need of its delivery and voter (read on every request: no cache). */
export type BallotLinkRow = {
  send: { sendSeq: number; status: EvoteSendStatus };
  participant: {
    meetParticipantSeq: number;
    meetSeq: number;
    unionRegisterSeq: number | null;
    name: string;
    birth: string;
    phoneNo: string;
    agent: VoterAgent | null;
    evoteProgressStatus: EvoteProgressStatus;
    deletedAt: Date | null;
  };
  /**
 * Marks a delivery opened (first time only) and its voter OPENED with `openedAt` unless the voter has voted
 * already (VOTED stays). Cancelled deliveries are left as they are.
 */
export async function markOpened(db: Db, sendSeq: number, meetParticipantSeq: number, at: Date) {
  await db
    .update(meetEvoteSends)
    .set({ openedAt: at })
    .where(
      and(eq(meetEvoteSends.sendSeq, sendSeq), isNull(meetEvoteSends.openedAt), ne(meetEvoteSends.status, "CANCELLED")),
    );
  await db
    .update(meetParticipants)
    .set({
      evoteProgressStatus: "OPENED",
      openedAt: sql`coalesce(${meetParticipants.openedAt}, ${at.toISOString()}::timestamptz)`,
      updatedAt: at,
    })
    .where(
      and(
        eq(meetParticipants.meetParticipantSeq, meetParticipantSeq),
        ne(meetParticipants.evoteProgressStatus, "VOTED"),
        isNull(meetParticipants.deletedAt),
      ),
    );
}
