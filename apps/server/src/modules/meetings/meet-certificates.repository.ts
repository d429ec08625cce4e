import type { CertificateType } from "@johap/contracts";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contains } from "../../platform/sql";
import { meetCertificates } from "./meet-results.table";
import { meetBallots, meetParticipants } from "./meetings.table";

export type CertificateRow = typeof meetCertificates.$inferSelect;

/**
 * What each type certifies, as a condition on the voter (`p`) and their ballot (`b`), and when it happened:
 * 유통 증명서 the ballot link's delivery, 전자문서 증명서 its opening, 투표내역 증명서 the electronic vote, the
 * online record the online vote. A voter the condition does not hold for has nothing to certify (UNABLE).
 */
const ELIGIBLE: Record<CertificateType, SQL> = {
  DIST_CERT: sql`(${meetParticipants.sentAt} is not null or ${meetParticipants.receivedAt} is not null
    or ${meetParticipants.evoteProgressStatus} in ('SENT', 'RECEIVED', 'OPENED', 'VOTED'))`,
  ELEC_CERT: sql`(${meetParticipants.openedAt} is not null or ${meetParticipants.evoteProgressStatus} in ('OPENED', 'VOTED'))`,
  VOTE_CERT: sql`(${meetBallots.channel} = 'ELECTRONIC')`,
  ONLINE: sql`(${meetBallots.channel} = 'ONLINE')`,
};
const EVENT_AT: Record<CertificateType, SQL<Date | null>> = {
  DIST_CERT: sql`coalesce(${meetParticipants.receivedAt}, ${meetParticipants.sentAt})`,
  ELEC_CERT: sql`coalesce(${meetParticipants.openedAt}, ${meetParticipants.votedAt})`,
  VOTE_CERT: sql`case when ${meetBallots.channel} = 'ELECTRONIC' then ${meetBallots.castAt} end`,
  ONLINE: sql`case when ${meetBallots.channel} = 'ONLINE' then ${meetBallots.castAt} end`,
};

/**
 * The voter's status of a type: the certificate's own, else ABLE/UNABLE. The online record speaks the spec's
 * online words (spec 03 §4): AVAILABLE/UNAVAILABLE, APPLYING while it is made, DOWNLOADABLE once made and
 * DOWNLOADED once fetched (FAILED stays FAILED).
 */
const statusOf = (type: CertificateType) => {
  if (type !== "ONLINE")
    return sql<string>`coalesce(${meetCertificates.status}, case when ${ELIGIBLE[type]} then 'ABLE' else 'UNABLE' end)`;
  return sql<string>`case
    when ${meetCertificates.status} = 'REQUESTED' then 'APPLYING'
    when ${meetCertificates.status} = 'COMPLETE' and ${meetCertificates.downloadCount} > 0 then 'DOWNLOADED'
    when ${meetCertificates.status} = 'COMPLETE' then 'DOWNLOADABLE'
    when ${meetCertificates.status} is not null then ${meetCertificates.status}
    when ${ELIGIBLE[type]} then 'AVAILABLE' else 'UNAVAILABLE' end`;
};

function votersOfType(db: Db, _meetSeq: number, type: CertificateType) {
  return db
    .select({
      meetParticipantSeq: meetParticipants.meetParticipantSeq,
      unionRegisterNoMain: meetParticipants.unionRegisterNoMain,
      unionRegisterNoSub: meetParticipants.unionRegisterNoSub,
      name: meetParticipants.name,
      birth: meetParticipants.birth,
      ownerType: meetParticipants.ownerType,
      companyNo: meetParticipants.companyNo,
      phoneNo: meetParticipants.phoneNo,
      voteCategory: meetParticipants.voteCategory,
      attendanceCategory: meetParticipants.attendanceCategory,
      eventAt: EVENT_AT[type],
      status: statusOf(type),
      certificateSeq: meetCertificates.certificateSeq,
      fileSeq: meetCertificates.fileSeq,
      requestedAt: meetCertificates.requestedAt,
      completedAt: meetCertificates.completedAt,
      downloadedAt: meetCertificates.downloadedAt,
      downloadCount: meetCertificates.downloadCount,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(meetParticipants)
    .leftJoin(meetBallots, eq(meetBallots.meetParticipantSeq, meetParticipants.meetParticipantSeq))
    .leftJoin(
      meetCertificates,
      and(
        eq(meetCertificates.meetParticipantSeq, meetParticipants.meetParticipantSeq),
        eq(meetCertificates.certificateType, type),
      ),
    )
    .$dynamic();
}
export type CertificateVoter = Awaited<ReturnType<typeof listCertificateVoters>>["rows"][number];

/** One type's voters of the meeting (not deleted), filtered by name and status, in register order; a page. */
export async function listCertificateVoters(
  db: Db,
  meetSeq: number,
  type: CertificateType,
  q: { name?: string | undefined; status?: string | undefined; limit: number; offset: number },
) {
  const rows = await votersOfType(db, meetSeq, type)
    .where(
      and(
        eq(meetParticipants.meetSeq, meetSeq),
        isNull(meetParticipants.deletedAt),
        q.name ? contains(meetParticipants.name, q.name) : undefined,
        q.status ? sql`${statusOf(type)} = ${q.status}` : undefined,
      ),
    )
    .orderBy(
      meetParticipants.unionRegisterNoMain,
      meetParticipants.unionRegisterNoSub,
      meetParticipants.meetParticipantSeq,
    )
    .limit(q.limit)
    .offset(q.offset);
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The named voters of the meeting (not deleted) with their status of the type. */
export function certificateVotersBySeqs(db: Db, meetSeq: number, type: CertificateType, seqs: number[]) {
  return votersOfType(db, meetSeq, type).where(
    and(
      eq(meetParticipants.meetSeq, meetSeq),
      isNull(meetParticipants.deletedAt),
      inArray(meetParticipants.meetParticipantSeq, seqs),
    ),
  );
}

/** The counts of a type (spec 03 §3 Certificate counts): eligible and not requested, requested, made, downloaded. */
export async function certificateCounts(db: Db, meetSeq: number, type: CertificateType) {
  const status = statusOf(type);
  const [row] = await db
    .select({
      able: sql<number>`count(*) filter (where ${status} in ('ABLE', 'AVAILABLE'))`.mapWith(Number),
      unable: sql<number>`count(*) filter (where ${status} in ('UNABLE', 'UNAVAILABLE'))`.mapWith(Number),
      requested: sql<number>`count(*) filter (where ${status} in ('REQUESTED', 'APPLYING'))`.mapWith(Number),
      complete: sql<number>`count(*) filter (where ${status} in ('COMPLETE', 'DOWNLOADABLE', 'DOWNLOADED'))`.mapWith(
        Number,
      ),
      downloaded: sql<number>`count(*) filter (where coalesce(${meetCertificates.downloadCount}, 0) > 0)`.mapWith(
        Number,
      ),
    })
    .from(meetParticipants)
    .leftJoin(meetBallots, eq(meetBallots.meetParticipantSeq, meetParticipants.meetParticipantSeq))
    .leftJoin(
      meetCertificates,
      and(
        eq(meetCertificates.meetParticipantSeq, meetParticipants.meetParticipantSeq),
        eq(meetCertificates.certificateType, type),
      ),
    )
    .where(and(eq(meetParticipants.meetSeq, meetSeq), isNull(meetParticipants.deletedAt)));
  return row ?? { able: 0, unable: 0, requested: 0, complete: 0, downloaded: 0 };
}

export function insertRequested(
  db: Db,
  rows: { meetSeq: number; meetParticipantSeq: number; certificateType: string; cost: number; requestedBy: number }[],
) {
  const now = new Date();
  return db
    .insert(meetCertificates)
    .values(rows.map((r) => ({ ...r, status: "REQUESTED", requestedAt: now })))
    .returning({ certificateSeq: meetCertificates.certificateSeq });
}

/** Certificates of the meeting waiting to be made (oldest first), a batch at a time. */
export function requestedCertificates(db: Db, meetSeq: number, limit: number) {
  return db
    .select()
    .from(meetCertificates)
    .where(and(eq(meetCertificates.meetSeq, meetSeq), eq(meetCertificates.status, "REQUESTED")))
    .orderBy(meetCertificates.certificateSeq)
    .limit(limit);
}

/** The made certificates of the meeting and type of the named voters. */
export function completedByParticipants(db: Db, meetSeq: number, type: CertificateType, seqs: number[]) {
  return db
    .select({ certificate: meetCertificates, participant: meetParticipants })
    .from(meetCertificates)
    .innerJoin(meetParticipants, eq(meetParticipants.meetParticipantSeq, meetCertificates.meetParticipantSeq))
    .where(
      and(
        eq(meetCertificates.meetSeq, meetSeq),
        eq(meetCertificates.certificateType, type),
        eq(meetCertificates.status, "COMPLETE"),
        inArray(meetCertificates.meetParticipantSeq, seqs),
      ),
    );
}

/** The made certificates of the meeting and type whose files are named. */
export function completedByFiles(db: Db, meetSeq: number, type: CertificateType, fileSeqs: number[]) {
  return db
    .select({ certificate: meetCertificates, participant: meetParticipants })
    .from(meetCertificates)
    .innerJoin(meetParticipants, eq(meetParticipants.meetParticipantSeq, meetCertificates.meetParticipantSeq))
    .where(
      and(
        eq(meetCertificates.meetSeq, meetSeq),
        eq(meetCertificates.certificateType, type),
        eq(meetCertificates.status, "COMPLETE"),
        inArray(meetCertificates.fileSeq, fileSeqs),
      ),
    );
}

export function markDownloaded(db: Db, certificateSeqs: number[]) {
  return db
    .update(meetCertificates)
    .set({ downloadCount: sql`${meetCertificates.downloadCount} + 1`, downloadedAt: new Date() })
    .where(inArray(meetCertificates.certificateSeq, certificateSeqs));
}
