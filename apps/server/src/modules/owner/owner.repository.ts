import type { OwnerScopeType } from "@johap/contracts";
import { and, count, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ownerVerifications as verifications } from "../consents/consents.table";

export type VerificationRow = typeof verifications.$inferSelect;

export async function insertVerification(db: Db, row: typeof verifications.$inferInsert) {
  const [inserted] = await db.insert(verifications).values(row).returning();
  return inserted!;
}

/** A verification by its id; `forUpdate` locks it (a try is counted under the lock). */
export async function findVerification(db: Db, verificationId: string, opts: { forUpdate?: boolean } = {}) {
  const query = db.select().from(verifications).where(eq(verifications.verificationId, verificationId));
  const [row] = opts.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export function updateVerification(db: Db, verificationSeq: number, patch: Partial<typeof verifications.$inferInsert>) {
  return db.update(verifications).set(patch).where(eq(verifications.verificationSeq, verificationSeq));
}

/** Codes sent to one register entry for one scope since `since`, and the latest one's time. */
export async function recentCodes(
  db: Db,
  scope: { scopeType: OwnerScopeType; scopeSeq: number; unionRegisterSeq: number },
  since: Date,
) {
  const where = and(
    eq(verifications.scopeType, scope.scopeType),
    eq(verifications.scopeSeq, scope.scopeSeq),
    eq(verifications.unionRegisterSeq, scope.unionRegisterSeq),
    gt(verifications.createdAt, since),
  );
  const [total] = await db.select({ n: count() }).from(verifications).where(where);
  const [latest] = await db
    .select({ createdAt: verifications.createdAt })
    .from(verifications)
    .where(where)
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  return { count: total?.n ?? 0, latestAt: latest?.createdAt ?? null };
}
