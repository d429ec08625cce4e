import { type CertificateIssuedStatus, type ListCertificateConsentsQuery, SUBMITTED_STATUSES } from "@johap/contracts";
import { and, asc, count, desc, eq, inArray, isNull, max, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contains, pageWindow } from "../../platform/sql";
import { members } from "../account/account.table";
import { unionRegisters } from "../register/register.table";
import { unions } from "../union-users/union-users.table";
import { electronicConsentCertificates as certificates } from "./consent-certificates.table";
import {
  electronicConsents as consents,
  electronicConsentRecipientHistories as histories,
  electronicConsentRecipients as recipients,
  electronicConsentTemplates as templates,
} from "./consents.table";

export type CertificateRow = typeof certificates.$inferSelect;

const submittedList = sql.join(
  SUBMITTED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The screens' status of a recipient's certificate (spec 02 §3): the live row's PENDING, DOWNLOAD once ISSUED;
 * without one (or with a FAILED one, which may be requested again) AVAILABLE when submitted, else UNAVAILABLE.
 */
export const issuedStatusSql = sql<CertificateIssuedStatus>`case
  when ${certificates.status} = 'PENDING' then 'PENDING'
  when ${certificates.status} = 'ISSUED' then 'DOWNLOAD'
  when ${recipients.status} in (${submittedList}) then 'AVAILABLE'
  else 'UNAVAILABLE' end`;

const liveCertificate = and(eq(certificates.recipientSeq, recipients.recipientSeq), isNull(certificates.discardedAt));
const liveRecipients = (consentSeq: number) => and(eq(recipients.consentSeq, consentSeq), isNull(recipients.removedAt));

const countsSelection = {
  availableCount: sql<number>`count(*) filter (where ${issuedStatusSql} = 'AVAILABLE')`.mapWith(Number),
  pendingCount: sql<number>`count(*) filter (where ${issuedStatusSql} = 'PENDING')`.mapWith(Number),
  unavailableCount: sql<number>`count(*) filter (where ${issuedStatusSql} = 'UNAVAILABLE')`.mapWith(Number),
  downloadCount: sql<number>`count(*) filter (where ${issuedStatusSql} = 'DOWNLOAD')`.mapWith(Number),
};
export type CertificateCountsRow = {
  availableCount: number;
  pendingCount: number;
  unavailableCount: number;
  downloadCount: number;
};
const NO_COUNTS: CertificateCountsRow = { availableCount: 0, pendingCount: 0, unavailableCount: 0, downloadCount: 0 };

/** The four counts of each consent (removed recipients not counted). */
export async function certificateCountsOf(db: Db, consentSeqs: number[]) {
  const counts = new Map<number, CertificateCountsRow>();
  if (consentSeqs.length === 0) return counts;
  const rows = await db
    .select({ consentSeq: recipients.consentSeq, ...countsSelection })
    .from(recipients)
    .leftJoin(certificates, liveCertificate)
    .where(and(inArray(recipients.consentSeq, consentSeqs), isNull(recipients.removedAt)))
    .groupBy(recipients.consentSeq);
  for (const { consentSeq, ...c } of rows) counts.set(consentSeq, c);
  return counts;
}

export async function certificateCountsOfConsent(db: Db, consentSeq: number) {
  return (await certificateCountsOf(db, [consentSeq])).get(consentSeq) ?? NO_COUNTS;
}

/** The union's consents but BEFORE, by title, template type and status, newest first. */
export async function listCertificateConsentRows(db: Db, unionSeq: number, query: ListCertificateConsentsQuery) {
  const parts: SQL[] = [eq(consents.unionSeq, unionSeq), ne(consents.progressStatus, "BEFORE")];
  if (query.searchTitle) parts.push(contains(consents.title, query.searchTitle));
  if (query.searchTemplateType) parts.push(eq(templates.templateType, query.searchTemplateType));
  if (query.searchProgressStatus) parts.push(eq(consents.progressStatus, query.searchProgressStatus));
  const where = and(...parts);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ consent: consents, template: templates })
    .from(consents)
    .innerJoin(templates, eq(templates.templateSeq, consents.templateSeq))
    .where(where)
    .orderBy(desc(consents.consentSeq))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(consents)
    .innerJoin(templates, eq(templates.templateSeq, consents.templateSeq))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

const rowSelection = {
  recipient: recipients,
  owner: {
    unionRegisterNoMain: unionRegisters.unionRegisterNoMain,
    unionRegisterNoSub: unionRegisters.unionRegisterNoSub,
    name: unionRegisters.name,
    ownerType: unionRegisters.ownerType,
  },
  certificate: certificates,
  requestorName: members.name,
  issuedStatus: issuedStatusSql,
};

const rowsFrom = (db: Db) =>
  db
    .select(rowSelection)
    .from(recipients)
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, recipients.unionRegisterSeq))
    .leftJoin(certificates, liveCertificate)
    .leftJoin(members, eq(members.memberSeq, certificates.requestedBy));

export type CertificateRecipientRow = Awaited<ReturnType<ReturnType<typeof rowsFrom>["execute"]>>[number];

/** A page of the consent's recipients with their certificates, by register number; and how many match. */
export async function listCertificateRecipientRows(
  db: Db,
  consentSeq: number,
  query: { searchName?: string; searchIssuedStatus?: CertificateIssuedStatus; page?: number; pageSize?: number },
) {
  const parts: SQL[] = [liveRecipients(consentSeq)!];
  if (query.searchName) parts.push(contains(unionRegisters.name, query.searchName));
  if (query.searchIssuedStatus) parts.push(sql`${issuedStatusSql} = ${query.searchIssuedStatus}`);
  const where = and(...parts);
  const { limit, offset } = pageWindow(query);
  const rows = await rowsFrom(db)
    .where(where)
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: count() })
    .from(recipients)
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, recipients.unionRegisterSeq))
    .leftJoin(certificates, liveCertificate)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The named live recipients of the consent with their certificates (the request's and the download's check). */
export function certificateRecipientsBySeqs(db: Db, consentSeq: number, recipientSeqs: number[]) {
  if (recipientSeqs.length === 0) return Promise.resolve([]);
  return rowsFrom(db).where(and(liveRecipients(consentSeq), inArray(recipients.recipientSeq, recipientSeqs)));
}

/** Requested certificates: new PENDING rows, and FAILED ones asked again turned PENDING. */
export async function insertPending(
  db: Db,
  rows: { unionSeq: number; consentSeq: number; recipientSeq: number; requestedBy: number }[],
  failedSeqs: number[],
) {
  const now = new Date();
  if (failedSeqs.length) {
    await db
      .update(certificates)
      .set({ status: "PENDING", failReason: null, requestedAt: now })
      .where(and(inArray(certificates.certificateSeq, failedSeqs), eq(certificates.status, "FAILED")));
  }
  if (rows.length) {
    await db.insert(certificates).values(rows.map((r) => ({ ...r, status: "PENDING", cost: 0, requestedAt: now })));
  }
}

/** Counts downloads of the certificates (download-status). */
export function markDownloaded(db: Db, certificateSeqs: number[]) {
  if (certificateSeqs.length === 0) return Promise.resolve();
  return db
    .update(certificates)
    .set({ downloadedAt: new Date(), downloadCount: sql`${certificates.downloadCount} + 1` })
    .where(inArray(certificates.certificateSeq, certificateSeqs))
    .then(() => undefined);
}

/** A withdrawal (or a cancelled written submission) discards the recipient's live certificate. */
export function discardCertificate(db: Db, recipientSeq: number, at: Date) {
  return db
    .update(certificates)
    .set({ discardedAt: at })
    .where(and(eq(certificates.recipientSeq, recipientSeq), isNull(certificates.discardedAt)));
}

/** The next PENDING certificates of a consent, oldest first. */
export function pendingCertificates(db: Db, consentSeq: number, limit: number) {
  return db
    .select()
    .from(certificates)
    .where(
      and(
        eq(certificates.consentSeq, consentSeq),
        eq(certificates.status, "PENDING"),
        isNull(certificates.discardedAt),
      ),
    )
    .orderBy(asc(certificates.certificateSeq))
    .limit(limit);
}

/** Consents with PENDING certificates requested before `before` (the sweep's work). */
export async function consentsWithPending(db: Db, before: Date, limit = 20) {
  const rows = await db
    .selectDistinct({ consentSeq: certificates.consentSeq })
    .from(certificates)
    .where(
      and(
        eq(certificates.status, "PENDING"),
        isNull(certificates.discardedAt),
        sql`${certificates.requestedAt} < ${before}`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.consentSeq);
}

/** The issued certificates whose PDF hashes to `sha256`, newest first. */
export function certificatesByHash(db: Db, sha256: string) {
  return db
    .select({
      certificate: certificates,
      recipient: recipients,
      ownerName: unionRegisters.name,
      consentTitle: consents.title,
    })
    .from(certificates)
    .innerJoin(recipients, eq(recipients.recipientSeq, certificates.recipientSeq))
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, recipients.unionRegisterSeq))
    .innerJoin(consents, eq(consents.consentSeq, certificates.consentSeq))
    .where(and(eq(certificates.sha256, sha256), eq(certificates.status, "ISSUED")))
    .orderBy(desc(certificates.certificateSeq));
}

/** What the certificates of these recipients are made of (as `formSourceOf`, many at once); removed ones left out. */
export function certificateSources(db: Db, recipientSeqs: number[]) {
  if (recipientSeqs.length === 0) return Promise.resolve([]);
  return db
    .select({
      recipient: recipients,
      owner: unionRegisters,
      consent: consents,
      template: templates,
      unionName: unions.name,
    })
    .from(recipients)
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, recipients.unionRegisterSeq))
    .innerJoin(consents, eq(consents.consentSeq, recipients.consentSeq))
    .innerJoin(templates, eq(templates.templateSeq, consents.templateSeq))
    .innerJoin(unions, eq(unions.unionSeq, consents.unionSeq))
    .where(and(inArray(recipients.recipientSeq, recipientSeqs), isNull(recipients.removedAt)));
}

/** When each recipient's latest submission was registered (its history row), as `latestSubmissionActAt`. */
export async function latestSubmissionActs(db: Db, recipientSeqs: number[]) {
  const acts = new Map<number, Date>();
  if (recipientSeqs.length === 0) return acts;
  const rows = await db
    .select({ recipientSeq: histories.recipientSeq, at: max(histories.occurredAt) })
    .from(histories)
    .where(and(inArray(histories.recipientSeq, recipientSeqs), eq(histories.action, "SUBMITTED")))
    .groupBy(histories.recipientSeq);
  for (const row of rows) if (row.at) acts.set(row.recipientSeq, row.at);
  return acts;
}
