import { type LiveStream, LIVE_STREAM_MESSAGES as M } from "@johap/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { badRequest } from "../../platform/errors";
import { meetOf } from "./meet-lookup";
import { meets } from "./meetings.table";

/** The relay link of the union's meeting (spec 03 §2.10, §3 Live-stream link): null until registered. */
export async function getLiveStream(opts: { db: Db; unionSeq: number; meetSeq: number }): Promise<LiveStream> {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  return { url: meet.liveStreamUrl };
}

/**
 * Registers or replaces (PUT) or removes (url null) the relay link. Only a mixed meeting (ONSITE_ELECTRONIC, the
 * one showing 현장중계) before its tally, while BEFORE or PROCESS: COUNTING makes the system read-only.
 */
export async function setLiveStream(opts: {
  db: Db;
  unionSeq: number;
  meetSeq: number;
  url: string | null;
}): Promise<LiveStream> {
  return opts.db.transaction(async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    if (meet.meetMethod !== "ONSITE_ELECTRONIC") throw badRequest(M.notRelayMethod);
    if (meet.meetStatus !== "BEFORE" && meet.meetStatus !== "PROCESS") throw badRequest(M.closed);
    await tx
      .update(meets)
      .set({ liveStreamUrl: opts.url, updatedAt: new Date() })
      .where(eq(meets.meetSeq, meet.meetSeq));
    return { url: opts.url };
  });
}
