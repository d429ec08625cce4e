import { CERTIFICATE_UNIT_COST } from "@johap/contracts";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { members } from "../../modules/account/account.table";
import { meetCertificates } from "../../modules/meetings/meet-results.table";
import { meetBallots, meetParticipants, meets } from "../../modules/meetings/meetings.table";
import type { Db } from "../client";
import { inTransaction } from "../transaction";

/** The demo meeting whose certificates the seed requests (last year's electronic meeting). */
export const CERTIFICATES_DEMO_MEET_NAME = "2025년 정기총회";

/**
 * The 증명서 발급 screens at first start: last year's electronic meeting gets 유통 증명서 requested for its first
 * 8 voters sent a link and 투표내역 증명서 for its first 5 electronic voters (REQUESTED; the certificate sweep makes
 * them within a minute of the worker's start), and every completed meeting its documents' storage end (5 years
 * after completion). Once per union (skipped when the meeting already has certificates).
 */
export function seedCertificatesDemoMeetings(db: Db, unionSeq: number, loginId: string) {
  return inTransaction(db, async (tx) => {
    const [member] = await tx.select().from(members).where(eq(members.loginId, loginId));
    const completed = await tx
      .select()
      .from(meets)
      .where(and(eq(meets.unionSeq, unionSeq), eq(meets.meetStatus, "COMPLETE")));
    for (const meet of completed) {
      const completedAt = meet.completedAt ?? new Date(meet.meetAt.getTime() + 3 * 3600_000);
      const end = new Date(completedAt);
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      await tx
        .update(meets)
        .set({ completedAt, documentStorageEndAt: meet.documentStorageEndAt ?? end })
        .where(eq(meets.meetSeq, meet.meetSeq));
    }
    const demo = completed.find((m) => m.name === CERTIFICATES_DEMO_MEET_NAME);
    if (!demo) return false;
    const [existing] = await tx
      .select()
      .from(meetCertificates)
      .where(eq(meetCertificates.meetSeq, demo.meetSeq))
      .limit(1);
    if (existing) return false;
    const live = and(eq(meetParticipants.meetSeq, demo.meetSeq), isNull(meetParticipants.deletedAt));
    const sent = await tx
      .select({ seq: meetParticipants.meetParticipantSeq })
      .from(meetParticipants)
      .where(and(live, isNotNull(meetParticipants.sentAt)))
      .orderBy(asc(meetParticipants.unionRegisterNoMain), asc(meetParticipants.unionRegisterNoSub))
      .limit(8);
    const voted = await tx
      .select({ seq: meetParticipants.meetParticipantSeq })
      .from(meetParticipants)
      .innerJoin(meetBallots, eq(meetBallots.meetParticipantSeq, meetParticipants.meetParticipantSeq))
      .where(and(live, eq(meetBallots.channel, "ELECTRONIC")))
      .orderBy(asc(meetParticipants.unionRegisterNoMain), asc(meetParticipants.unionRegisterNoSub))
      .limit(5);
    const requestedAt = new Date(Date.now() - 10 * 60_000);
    const rows = [
      ...sent.map((v) => ({ seq: v.seq, type: "DIST_CERT" })),
      ...voted.map((v) => ({ seq: v.seq, type: "VOTE_CERT" })),
    ].map((r) => ({
      meetSeq: demo.meetSeq,
      meetParticipantSeq: r.seq,
      certificateType: r.type,
      status: "REQUESTED",
      cost: CERTIFICATE_UNIT_COST,
      requestedBy: member?.memberSeq ?? null,
      requestedAt,
    }));
    if (rows.length) await tx.insert(meetCertificates).values(rows);
    return rows.length > 0;
  });
}
