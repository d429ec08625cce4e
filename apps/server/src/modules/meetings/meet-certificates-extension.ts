import { randomUUID } from "node:crypto";
import {
  MEET_CERTIFICATE_MESSAGES as C,
  STORAGE_EXTENSION_COST,
  STORAGE_EXTENSION_YEARS,
  type StorageExtensionResult,
} from "@johap/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { badRequest } from "../../platform/errors";
import { debitUsage } from "../../platform/ledger";
import { meetOf } from "./meet-lookup";
import { meetStorageExtensions } from "./meet-results.table";
import { meets } from "./meetings.table";

export const RETENTION_SERVICE_TYPE = "RETENTION";

const plusYears = (date: Date, years: number) => {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
};

/**
 * Until when a meeting's documents are kept: the stored end, else 5 years from its completion (the first step
 * comes with the meeting).
 */
export const storageEndOf = (meet: { documentStorageEndAt: Date | null; completedAt: Date | null; meetAt: Date }) =>
  meet.documentStorageEndAt ?? plusYears(meet.completedAt ?? meet.meetAt, STORAGE_EXTENSION_YEARS);

/**
 * POST /v1/meets/{id}/certificate-extensions (문서 보관 기간 연장, spec 03 §5, §9): an ended meeting's documents
 * kept 5 more years from the later of their current end and now; charged once per Idempotency-Key (보관 기간
 * 연장, not cancellable or refundable), the contact kept with the extension.
 */
export function extendStorage(opts: {
  db: Db;
  unionSeq: number;
  meetSeq: number;
  memberSeq: number;
  phoneNo: string;
  idempotencyKey: string | null;
  onCommit?: (tx: Db, result: StorageExtensionResult) => Promise<void>;
}): Promise<StorageExtensionResult> {
  return inTransaction(opts.db, async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    if (meet.meetStatus !== "COMPLETE") throw badRequest(C.certificateMeetNotComplete);
    const now = new Date();
    const currentEnd = storageEndOf(meet);
    const from = currentEnd > now ? currentEnd : now;
    const until = plusYears(from, STORAGE_EXTENSION_YEARS);
    await debitUsage(tx, {
      unionSeq: meet.unionSeq,
      amount: STORAGE_EXTENSION_COST,
      serviceType: RETENTION_SERVICE_TYPE,
      description: `문서 보관 기간 연장 (${meet.name}, ${STORAGE_EXTENSION_YEARS}년)`,
      reference: `meet:${meet.meetSeq}:retention`,
      idempotencyKey: `meet-retention:${opts.idempotencyKey ?? randomUUID()}`,
    });
    await tx.insert(meetStorageExtensions).values({
      meetSeq: meet.meetSeq,
      phoneNo: opts.phoneNo,
      cost: STORAGE_EXTENSION_COST,
      extendedFrom: currentEnd,
      extendedUntil: until,
      requestedBy: opts.memberSeq,
    });
    await tx
      .update(meets)
      .set({
        documentStorageEndAt: until,
        documentStorageStatus: "STORING",
        documentStorageExtensionStatus: "EXTENDED",
        updatedAt: now,
      })
      .where(eq(meets.meetSeq, meet.meetSeq));
    const result = {
      documentStorageEndAt: until.toISOString(),
      documentStorageExtensionStatus: "EXTENDED",
      totalCost: STORAGE_EXTENSION_COST,
    };
    await opts.onCommit?.(tx, result);
    return result;
  });
}
