import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * Where a meeting's online meeting stands for the tally (spec 03 §4: 개표 결과 입력하기 is disabled while an online
 * meeting is in progress or its vote runs): its live (not cancelled) CREATED row VOTING or BROADCASTING. None: both
 * false.
 */
export async function onlineProgressOf(db: Db, meetSeq: number) {
  const result = await db.execute(sql`
    select vote_status, streaming_status from online_general_meetings
    where meet_seq = ${meetSeq} and canceled_at is null and service_status = 'CREATED'`);
  const [row] = (result as unknown as { rows: { vote_status: string; streaming_status: string | null }[] }).rows;
  return { isVoting: row?.vote_status === "VOTING", isBroadcasting: row?.streaming_status === "BROADCASTING" };
}
