import {
  CONSENT_CERTIFICATE_MESSAGES as C,
  type CertificateConsent,
  CONSENT_CERTIFICATE_UNIT_COST,
  type ConsentCertificateDownloadBody,
  type ConsentCertificateRequestBody,
  type ConsentCertificateRequestResult,
  type ConsentCertificateRow,
  type ConsentCertificateSummary,
  consentCertificateFileName,
  type ListCertificateConsentsQuery,
  type ListConsentCertificatesQuery,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { badRequest } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { pageWindow } from "../../platform/sql";
import { findFiles } from "../files/files.repository";
import { zipFiles } from "../meetings/meet-certificates.zip";
import {
  type CertificateRecipientRow,
  certificateCountsOf,
  certificateCountsOfConsent,
  certificateRecipientsBySeqs,
  insertPending,
  listCertificateConsentRows,
  listCertificateRecipientRows,
  markDownloaded,
} from "./consent-certificates.repository";
import { seoulTime } from "./consent-certificates-make";
import { consentOf } from "./consent-lookup";
import { memberNameOf } from "./consent-recipients.repository";
import { pendingExtensionsOf } from "./consent-storage-extension";
import { toConsentListItem } from "./consents.mapper";
import { recipientCountsOf } from "./consents.repository";

export const CONSENT_CERTIFICATE_JOB = "consents.certificates";

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** Queues the issuing job of a consent (once per consent while one waits). */
export const queueConsentCertificates = (jobs: Jobs, consentSeq: number) =>
  jobs.send(CONSENT_CERTIFICATE_JOB, { consentSeq }, { singletonKey: `consent-certificates:${consentSeq}` });

/** GET /v2/certificate-electronic-consents (spec 02 §2.5): the union's consents but BEFORE, with their counts. */
export async function listCertificateConsents(opts: {
  db: Db;
  unionSeq: number;
  query: ListCertificateConsentsQuery;
}): Promise<{ items: CertificateConsent[]; total: number }> {
  const { rows, total } = await listCertificateConsentRows(opts.db, opts.unionSeq, opts.query);
  const seqs = rows.map((r) => r.consent.consentSeq);
  const recipientCounts = await recipientCountsOf(opts.db, seqs);
  const counts = await certificateCountsOf(opts.db, seqs);
  const pending = await pendingExtensionsOf(opts.db, seqs);
  const { offset } = pageWindow(opts.query);
  return {
    items: rows.map(({ consent, template }, i) => {
      const item = toConsentListItem(
        consent,
        template,
        recipientCounts.get(consent.consentSeq) ?? { submitted: 0, total: 0 },
      );
      return {
        no: total - offset - i,
        consentSeq: item.consentSeq,
        title: item.title,
        progressStatus: item.progressStatus,
        template: item.template,
        startedAt: item.startedAt,
        endedAt: item.endedAt,
        recipientCount: item.recipientCount,
        certificateCounts: counts.get(consent.consentSeq) ?? {
          availableCount: 0,
          pendingCount: 0,
          unavailableCount: 0,
          downloadCount: 0,
        },
        documentStorageEndAt: iso(consent.documentStorageEndAt),
        documentStorageStatus: consent.documentStorageStatus,
        documentStorageExtensionStatus: consent.documentStorageExtensionStatus,
        pendingExtensionUntil: iso(pending.get(consent.consentSeq)?.extendedUntil),
      };
    }),
    total,
  };
}

/** The union's consent, started (certificates are of submissions; a BEFORE consent has none). */
async function startedConsent(db: Db, unionSeq: number, consentSeq: number, opts: { forUpdate?: boolean } = {}) {
  const found = await consentOf(db, unionSeq, consentSeq, opts);
  if (found.consent.progressStatus === "BEFORE") throw badRequest(C.consentNotStarted);
  return found;
}

/** GET /v2/electronic-consents/certificates/summary: the four counts and the request dialog's facts. */
export async function consentCertificateSummary(opts: {
  db: Db;
  unionSeq: number;
  consentSeq: number;
  memberSeq: number;
}): Promise<ConsentCertificateSummary> {
  const { consent } = await startedConsent(opts.db, opts.unionSeq, opts.consentSeq);
  return {
    consentSeq: consent.consentSeq,
    title: consent.title,
    progressStatus: consent.progressStatus,
    ...(await certificateCountsOfConsent(opts.db, consent.consentSeq)),
    unitCost: CONSENT_CERTIFICATE_UNIT_COST,
    requestorName: await memberNameOf(opts.db, opts.memberSeq),
  };
}

const rowOf = (row: CertificateRecipientRow, no: number): ConsentCertificateRow => ({
  no,
  recipientSeq: row.recipient.recipientSeq,
  unionRegisterNo: row.owner.unionRegisterNoSub
    ? `${row.owner.unionRegisterNoMain}-${row.owner.unionRegisterNoSub}`
    : `${row.owner.unionRegisterNoMain}`,
  name: row.owner.name,
  ownerType: row.owner.ownerType,
  status: row.recipient.status,
  submitType: row.recipient.submitType,
  submittedAt: iso(row.recipient.submittedAt),
  issuedStatus: row.issuedStatus,
  certificateSeq: row.certificate?.certificateSeq ?? null,
  requestorName: row.certificate ? (row.requestorName ?? null) : null,
  requestedAt: iso(row.certificate?.requestedAt),
  issuedAt: iso(row.certificate?.issuedAt),
  downloadedAt: iso(row.certificate?.downloadedAt),
  downloadCount: row.certificate?.downloadCount ?? 0,
  failReason: row.certificate?.status === "FAILED" ? row.certificate.failReason : null,
});

/** GET /v2/electronic-consents/certificates: the consent's recipients with their issue status, 10 a page. */
export async function listConsentCertificates(opts: { db: Db; unionSeq: number; query: ListConsentCertificatesQuery }) {
  const { consent } = await startedConsent(opts.db, opts.unionSeq, opts.query.consentSeq);
  const { rows, total } = await listCertificateRecipientRows(opts.db, consent.consentSeq, opts.query);
  const { offset } = pageWindow(opts.query);
  return { items: rows.map((row, i) => rowOf(row, offset + i + 1)), total };
}

/**
 * The named recipients of the consent, each with the wanted status, else 400 with the §8 alert (one unsuitable
 * recipient refuses the whole selection, as the console's check does).
 */
async function recipientsIn(db: Db, consentSeq: number, seqs: number[], wanted: string, message: string) {
  const unique = [...new Set(seqs)];
  const rows = await certificateRecipientsBySeqs(db, consentSeq, unique);
  if (rows.length !== unique.length || rows.some((r) => r.issuedStatus !== wanted)) throw badRequest(message);
  return rows;
}

/**
 * POST /v2/electronic-consents/certificates (발급 신청, spec 02 §4, §9): AVAILABLE recipients only, 0 won (nothing
 * to charge; the Idempotency-Key still answers a repeat with the first answer), PENDING rows in one transaction
 * under the consent's lock, then the issuing job.
 */
export async function requestConsentCertificates(opts: {
  db: Db;
  jobs: Jobs;
  unionSeq: number;
  memberSeq: number;
  body: ConsentCertificateRequestBody;
  onCommit?: (tx: Db, result: ConsentCertificateRequestResult) => Promise<void>;
}): Promise<ConsentCertificateRequestResult> {
  const result = await inTransaction(opts.db, async (tx) => {
    const { consent } = await startedConsent(tx, opts.unionSeq, opts.body.consentSeq, { forUpdate: true });
    const rows = await recipientsIn(tx, consent.consentSeq, opts.body.recipientSeqs, "AVAILABLE", C.requestImpossible);
    const failed = rows.flatMap((r) => (r.certificate?.status === "FAILED" ? [r.certificate.certificateSeq] : []));
    await insertPending(
      tx,
      rows
        .filter((r) => !r.certificate)
        .map((r) => ({
          unionSeq: consent.unionSeq,
          consentSeq: consent.consentSeq,
          recipientSeq: r.recipient.recipientSeq,
          requestedBy: opts.memberSeq,
        })),
      failed,
    );
    const made = { requested: rows.length, totalCost: rows.length * CONSENT_CERTIFICATE_UNIT_COST };
    await opts.onCommit?.(tx, made);
    return made;
  });
  await queueConsentCertificates(opts.jobs, opts.body.consentSeq);
  return result;
}

/** The selected recipients of a started consent, all with a certificate to download (else the §8 alert). */
async function downloadableRows(db: Db, unionSeq: number, body: ConsentCertificateDownloadBody) {
  const { consent } = await startedConsent(db, unionSeq, body.consentSeq);
  return recipientsIn(db, consent.consentSeq, body.recipientSeqs, "DOWNLOAD", C.downloadImpossible);
}

/** POST .../certificates/download-status: each DOWNLOAD recipient's download counted. */
export async function markConsentCertificateDownloads(opts: {
  db: Db;
  unionSeq: number;
  body: ConsentCertificateDownloadBody;
}) {
  const rows = await downloadableRows(opts.db, opts.unionSeq, opts.body);
  await markDownloaded(
    opts.db,
    rows.map((r) => r.certificate!.certificateSeq),
  );
  return { downloaded: rows.length };
}

/** `yyyyMMddHHmmss` in Seoul time. */
export const seoulStamp = (date: Date) => seoulTime(date).replace(/\D/g, "");

/**
 * POST .../certificates/download: one recipient's certificate as `전자 문서 증명서_{yyyyMMddHHmmss}.pdf`, several
 * as one zip of that name (spec 02 §9); DOWNLOAD recipients only. The console marks the download after
 * (download-status), as the spec's calls do.
 */
export async function downloadConsentCertificates(opts: {
  db: Db;
  store: FileStore;
  unionSeq: number;
  body: ConsentCertificateDownloadBody;
}) {
  const rows = await downloadableRows(opts.db, opts.unionSeq, opts.body);
  const now = new Date();
  const stamp = seoulStamp(now);
  const entries: { name: string; data: Buffer }[] = [];
  const found = await findFiles(
    opts.db,
    rows.map((row) => row.certificate!.fileSeq!),
  );
  for (const row of rows) {
    const file = found.get(row.certificate!.fileSeq!);
    if (!file) throw badRequest(C.downloadImpossible);
    const registerNo = row.owner.unionRegisterNoSub
      ? `${row.owner.unionRegisterNoMain}-${row.owner.unionRegisterNoSub}`
      : `${row.owner.unionRegisterNoMain}`;
    entries.push({
      name: `${registerNo}_${row.owner.name}_전자 문서 증명서_${stamp}.pdf`,
      data: await opts.store.get(file.storageKey),
    });
  }
  if (entries.length === 1) {
    return {
      fileName: consentCertificateFileName(stamp, false),
      contentType: "application/pdf",
      bytes: entries[0]!.data,
    };
  }
  return {
    fileName: consentCertificateFileName(stamp, true),
    contentType: "application/zip",
    bytes: zipFiles(entries, now),
  };
}
