import { randomBytes } from "node:crypto";
import type { EvoteSendKind } from "@johap/contracts";
import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { bulkInsert } from "../../../db/bulk-insert";
import type { Db } from "../../../db/client";
import { inTransaction } from "../../../db/transaction";
import { meetEvoteSends, meetParticipants } from "../meetings.table";

/** A random token naming one delivered ballot link (`/m/v/{linkToken}`): 24 URL-safe characters. */
export const newLinkToken = () => randomBytes(18).toString("base64url");

/** The owners' page a ballot link opens. */
export const ballotLinkOf = (publicBaseUrl: string, linkToken: string) => `${publicBaseUrl}/m/v/${linkToken}`;

/** Delivery states a later send replaces: the link is still usable until cancelled. */
export const OPEN_SEND_STATUSES = ["WAIT", "SENT", "RECEIVED"] as const;
/** Voters whose progress a new send leaves alone: the ballot is cast (VOTED) or withdrawn (WITH). */
const SETTLED_PROGRESS = ["VOTED", "WITH"] as const;

/**
 * The number a voter's ballot link goes to: the agent's phone when the voter has an agent with one (the agent
 * votes for the owner, as consent links go to the agent), else the voter's own phone; digits only, "" for none.
 */
export function evotePhoneOf(voter: { phoneNo?: string | null; agent?: { phoneNo: string } | null }) {
  const digits = (phone: string) => phone.replace(/\D/g, "");
  return digits(voter.agent?.phoneNo ?? "") || digits(voter.phoneNo ?? "");
}

/**
 * Requests ballot-link deliveries for voters of a meeting (the first send, a resend, an encouragement):
 * - cancels each voter's earlier open links (WAIT, SENT, RECEIVED → CANCELLED with `cancelledAt`): only the
 *   newest link opens the ballot;
 * - inserts one WAIT row per voter with a fresh random `linkToken` and the number it goes to (a voter without
 *   a number still gets a row, which the port reports FAILED: 미발송 is for voters never sent to);
 * - sets the voters' `evoteProgressStatus` to WAIT with `sentAt`/`receivedAt` cleared, except voters who voted
 *   or withdrew (VOTED, WITH); a RESEND or ENCOURAGE also adds one to `resendCount` and sets `isResent`.
 * The WAIT rows are the delivery queue: the e-vote outbox job (`evote-delivery.ts`) hands them to the e-vote
 * port within seconds, so this works inside the caller's transaction and commits with it. Voters of another
 * meeting or union and deleted voters are ignored. Charging for resends is the caller's part.
 */
export async function requestEvoteSends(
  db: Db,
  args: {
    unionSeq: number;
    meetSeq: number;
    meetParticipantSeqs: number[];
    kind: EvoteSendKind;
    /** What each link was charged (a paid resend), given back should its delivery fail. */
    unitCost?: number;
  },
): Promise<{ requested: number }> {
  const seqs = [...new Set(args.meetParticipantSeqs)];
  if (seqs.length === 0) return { requested: 0 };
  return inTransaction(db, async (tx) => {
    const voters = await tx
      .select({
        meetParticipantSeq: meetParticipants.meetParticipantSeq,
        phoneNo: meetParticipants.phoneNo,
        agent: meetParticipants.agent,
      })
      .from(meetParticipants)
      .where(
        and(
          eq(meetParticipants.meetSeq, args.meetSeq),
          eq(meetParticipants.unionSeq, args.unionSeq),
          inArray(meetParticipants.meetParticipantSeq, seqs),
          isNull(meetParticipants.deletedAt),
        ),
      )
      .orderBy(meetParticipants.meetParticipantSeq)
      .for("update");
    if (voters.length === 0) return { requested: 0 };
    const now = new Date();
    const voterSeqs = voters.map((v) => v.meetParticipantSeq);
    await tx
      .update(meetEvoteSends)
      .set({ status: "CANCELLED", cancelledAt: now })
      .where(
        and(
          inArray(meetEvoteSends.meetParticipantSeq, voterSeqs),
          inArray(meetEvoteSends.status, [...OPEN_SEND_STATUSES]),
        ),
      );
    await bulkInsert(
      tx,
      meetEvoteSends,
      voters.map((v) => ({
        meetSeq: args.meetSeq,
        meetParticipantSeq: v.meetParticipantSeq,
        kind: args.kind,
        status: "WAIT" as const,
        phoneNo: evotePhoneOf(v),
        linkToken: newLinkToken(),
        cost: args.unitCost ?? 0,
        requestedAt: now,
      })),
      "sendSeq",
    );
    const isRepeat = args.kind !== "SEND";
    await tx
      .update(meetParticipants)
      .set({
        evoteProgressStatus: "WAIT",
        sentAt: null,
        receivedAt: null,
        updatedAt: now,
        ...(isRepeat ? { resendCount: sql`${meetParticipants.resendCount} + 1`, isResent: true } : {}),
      })
      .where(
        and(
          inArray(meetParticipants.meetParticipantSeq, voterSeqs),
          notInArray(meetParticipants.evoteProgressStatus, [...SETTLED_PROGRESS]),
        ),
      );
    return { requested: voters.length };
  });
}
