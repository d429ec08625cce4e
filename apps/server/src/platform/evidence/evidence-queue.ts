import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { auditEventQueue } from "./evidence.table";
import { appendEvidenceBatch, type EvidenceInput } from "./evidence-chain";

/** Queued events appended to a union's chain in one transaction. */
const DRAIN_BATCH = 500;

/**
 * Queues an event for the union's chain in the caller's transaction (the act and its evidence commit
 * together), without waiting for the chain: `drainEvidenceQueue` appends it a moment later. For acts that
 * come in bursts; an act that needs its chained event at once uses `appendEvidence`.
 */
export async function queueEvidence(db: Db, input: EvidenceInput) {
  await db.insert(auditEventQueue).values({
    unionSeq: input.unionSeq,
    kind: input.kind,
    subject: input.subject,
    payload: input.payload,
    occurredAt: new Date(Math.floor((input.occurredAt ?? new Date()).getTime())),
    ip: input.ip ?? null,
    userAgent: input.userAgent ?? null,
  });
}

/**
 * Appends the queued events of every union (or of `unionSeq`) to their chains, in queue order, a batch
 * per transaction under the union's chain lock, and deletes them from the queue in the same transaction:
 * an event is chained once and never lost. Answers how many were appended.
 */
export async function drainEvidenceQueue(db: Db, opts: { unionSeq?: number } = {}): Promise<number> {
  const unions = opts.unionSeq
    ? [opts.unionSeq]
    : (await db.selectDistinct({ unionSeq: auditEventQueue.unionSeq }).from(auditEventQueue)).map((r) => r.unionSeq);
  let appended = 0;
  for (const unionSeq of unions) {
    for (;;) {
      const n = await inTransaction(db, async (tx) => {
        // The chain lock first: another drain of this union waits here, then finds the rows gone.
        const rows = await appendEvidenceBatch(tx, unionSeq, () =>
          tx
            .select()
            .from(auditEventQueue)
            .where(eq(auditEventQueue.unionSeq, unionSeq))
            .orderBy(asc(auditEventQueue.queueSeq))
            .limit(DRAIN_BATCH),
        );
        if (rows.length > 0) {
          await tx.delete(auditEventQueue).where(
            inArray(
              auditEventQueue.queueSeq,
              rows.map((r) => r.queueSeq),
            ),
          );
        }
        return rows.length;
      });
      appended += n;
      if (n < DRAIN_BATCH) break;
    }
  }
  return appended;
}

/** How many events wait in the queue (of one union, or of all). */
export async function queuedEvidenceCount(db: Db, unionSeq?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEventQueue)
    .where(unionSeq ? eq(auditEventQueue.unionSeq, unionSeq) : undefined);
  return row?.n ?? 0;
}
