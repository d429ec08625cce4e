import { randomUUID } from "node:crypto";
import {
  CONSENT_CERTIFICATE_MESSAGES as C,
  CONSENT_STORAGE_EXTENSION_COST,
  CONSENT_STORAGE_EXTENSION_PROCESSING_DAYS,
  CONSENT_STORAGE_EXTENSION_YEARS,
  type ConsentStorageExtension,
} from "@johap/contracts";
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { badRequest } from "../../platform/errors";
import { debitUsage } from "../../platform/ledger";
import { electronicConsentStorageExtensions as extensions } from "./consent-certificates.table";
import { consentOf } from "./consent-lookup";
import type { ConsentRow } from "./consents.repository";
import { electronicConsents as consents } from "./consents.table";

export const RETENTION_SERVICE_TYPE = "RETENTION";
const DAY_MS = 24 * 3600 * 1000;

/**
 * How long an extension takes to process: at least 3 days (spec 02 §9). `CONSENT_EXTENSION_PROCESSING_SECONDS`
 * shortens it for a demo or a test run (read once, when the jobs start).
 */
export function extensionProcessingMs(env: NodeJS.ProcessEnv = process.env) {
  const seconds = Number(env.CONSENT_EXTENSION_PROCESSING_SECONDS);
  return Number.isFinite(seconds) && seconds >= 0 && env.CONSENT_EXTENSION_PROCESSING_SECONDS !== undefined
    ? seconds * 1000
    : CONSENT_STORAGE_EXTENSION_PROCESSING_DAYS * DAY_MS;
}

const plusYears = (date: Date, years: number) => {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
};

/** Until when a consent's documents are kept: the stored end, else 5 years from its end (or from now while open). */
export const consentStorageEndOf = (consent: ConsentRow, now = new Date()) =>
  consent.documentStorageEndAt ??
  plusYears(consent.completedAt ?? consent.endedAt ?? now, CONSENT_STORAGE_EXTENSION_YEARS);

const toExtension = (row: typeof extensions.$inferSelect, processingMs: number): ConsentStorageExtension => ({
  extensionSeq: row.extensionSeq,
  consentSeq: row.consentSeq,
  status: row.status as ConsentStorageExtension["status"],
  years: row.years,
  cost: row.cost,
  extendedFrom: row.extendedFrom?.toISOString() ?? null,
  extendedUntil: row.extendedUntil?.toISOString() ?? null,
  requestedAt: row.requestedAt.toISOString(),
  dueAt: new Date(row.requestedAt.getTime() + processingMs).toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

/**
 * POST /v2/electronic-consents/{consentSeq}/certificate-extensions (문서보관 기간 연장, spec 02 §5, §9): a started
 * consent's documents kept 5 more years; charged once per Idempotency-Key through the ledger (no cancel or
 * refund); REQUESTED until the processing (at least 3 days) moves `documentStorageEndAt`. One at a time.
 */
export function requestStorageExtension(opts: {
  db: Db;
  unionSeq: number;
  consentSeq: number;
  memberSeq: number;
  phoneNo: string;
  idempotencyKey: string | null;
  processingMs?: number;
  onCommit?: (tx: Db, result: ConsentStorageExtension) => Promise<void>;
}): Promise<ConsentStorageExtension> {
  return inTransaction(opts.db, async (tx) => {
    const { consent } = await consentOf(tx, opts.unionSeq, opts.consentSeq, { forUpdate: true });
    if (consent.progressStatus === "BEFORE") throw badRequest(C.consentNotStarted);
    const [pending] = await tx
      .select({ extensionSeq: extensions.extensionSeq })
      .from(extensions)
      .where(and(eq(extensions.consentSeq, consent.consentSeq), eq(extensions.status, "REQUESTED")));
    if (pending) throw badRequest(C.extensionPending);
    const from = consentStorageEndOf(consent);
    await debitUsage(tx, {
      unionSeq: consent.unionSeq,
      amount: CONSENT_STORAGE_EXTENSION_COST,
      serviceType: RETENTION_SERVICE_TYPE,
      description: `문서보관 기간 연장 (${consent.title}, ${CONSENT_STORAGE_EXTENSION_YEARS}년)`,
      reference: `consent:${consent.consentSeq}:retention`,
      idempotencyKey: `consent-retention:${opts.idempotencyKey ?? randomUUID()}`,
    });
    const [row] = await tx
      .insert(extensions)
      .values({
        unionSeq: consent.unionSeq,
        consentSeq: consent.consentSeq,
        phoneNo: opts.phoneNo,
        years: CONSENT_STORAGE_EXTENSION_YEARS,
        cost: CONSENT_STORAGE_EXTENSION_COST,
        status: "REQUESTED",
        extendedFrom: from,
        extendedUntil: plusYears(from, CONSENT_STORAGE_EXTENSION_YEARS),
        requestedBy: opts.memberSeq,
      })
      .returning();
    await tx
      .update(consents)
      .set({
        documentStorageEndAt: from,
        documentStorageExtensionStatus: "PENDING",
        updatedAt: new Date(),
      })
      .where(eq(consents.consentSeq, consent.consentSeq));
    const result = toExtension(row!, opts.processingMs ?? extensionProcessingMs());
    await opts.onCommit?.(tx, result);
    return result;
  });
}

/** The REQUESTED extension of each consent (the list shows the end it will give). */
export async function pendingExtensionsOf(db: Db, consentSeqs: number[]) {
  const found = new Map<number, typeof extensions.$inferSelect>();
  if (consentSeqs.length === 0) return found;
  const rows = await db
    .select()
    .from(extensions)
    .where(and(inArray(extensions.consentSeq, consentSeqs), eq(extensions.status, "REQUESTED")));
  for (const row of rows) found.set(row.consentSeq, row);
  return found;
}

/**
 * The processing (the sweep's work): each extension requested at least `processingMs` before `now` extends its
 * consent's documents 5 years from their end at that moment, COMPLETED. Answers how many it completed.
 */
export async function completeDueExtensions(db: Db, opts: { now?: Date; processingMs?: number } = {}) {
  const now = opts.now ?? new Date();
  const dueBefore = new Date(now.getTime() - (opts.processingMs ?? extensionProcessingMs()));
  const due = await db
    .select({ extensionSeq: extensions.extensionSeq })
    .from(extensions)
    .where(and(eq(extensions.status, "REQUESTED"), lte(extensions.requestedAt, dueBefore)))
    .orderBy(asc(extensions.extensionSeq))
    .limit(100);
  let completed = 0;
  for (const { extensionSeq } of due) {
    const done = await inTransaction(db, async (tx) => {
      const [row] = await tx.select().from(extensions).where(eq(extensions.extensionSeq, extensionSeq)).for("update");
      if (row?.status !== "REQUESTED") return false;
      const [consent] = await tx.select().from(consents).where(eq(consents.consentSeq, row.consentSeq)).for("update");
      if (!consent) return false;
      const from = consentStorageEndOf(consent, now);
      const until = plusYears(from, row.years);
      await tx
        .update(extensions)
        .set({ status: "COMPLETED", extendedFrom: from, extendedUntil: until, completedAt: now })
        .where(eq(extensions.extensionSeq, extensionSeq));
      await tx
        .update(consents)
        .set({
          documentStorageEndAt: until,
          documentStorageStatus: "STORING",
          documentStorageExtensionStatus: "COMPLETED",
          updatedAt: now,
        })
        .where(eq(consents.consentSeq, consent.consentSeq));
      return true;
    });
    if (done) completed++;
  }
  return completed;
}
