import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/transaction";
import { createTestApp, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { auditEventQueue, auditEvents } from "./evidence.table";
import { appendEvidence, sha256, verifyEvidenceChain } from "./evidence-chain";
import { drainEvidenceQueue, queuedEvidenceCount, queueEvidence } from "./evidence-queue";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ballot = (unionSeq: number, n: number) => ({
  unionSeq,
  kind: "BALLOT_CAST",
  subject: `meet:1/participant:${n}`,
  payload: { receiptHash: sha256(`receipt ${n}`), n },
  ip: "198.51.100.4",
  userAgent: "VoterPhone/1.0",
  occurredAt: new Date(Date.UTC(2026, 10, 27, 9, 0, n % 60)),
});

const chainOf = (unionSeq: number) =>
  t.handle.db.select().from(auditEvents).where(eq(auditEvents.unionSeq, unionSeq)).orderBy(asc(auditEvents.chainIndex));

describe("the evidence queue", () => {
  it("keeps a queued event out of the chain until the drain appends it, in queue order, after direct appends", async () => {
    await appendEvidence(t.handle.db, ballot(UNION_1, 1));
    await queueEvidence(t.handle.db, ballot(UNION_1, 2));
    await queueEvidence(t.handle.db, ballot(UNION_2, 3));
    await queueEvidence(t.handle.db, ballot(UNION_1, 4));
    expect((await chainOf(UNION_1)).map((e) => e.subject)).toEqual(["meet:1/participant:1"]);
    expect(await queuedEvidenceCount(t.handle.db)).toBe(3);

    expect(await drainEvidenceQueue(t.handle.db)).toBe(3);
    expect(await queuedEvidenceCount(t.handle.db)).toBe(0);
    const chain = await chainOf(UNION_1);
    expect(chain.map((e) => [e.chainIndex, e.subject])).toEqual([
      [1, "meet:1/participant:1"],
      [2, "meet:1/participant:2"],
      [3, "meet:1/participant:4"],
    ]);
    // The queued facts are what is chained: time, origin and payload as the act wrote them.
    expect(chain[1]).toMatchObject({
      occurredAt: ballot(UNION_1, 2).occurredAt,
      ip: "198.51.100.4",
      userAgent: "VoterPhone/1.0",
      payload: ballot(UNION_1, 2).payload,
    });
    expect((await chainOf(UNION_2)).map((e) => e.subject)).toEqual(["meet:1/participant:3"]);
    expect(await verifyEvidenceChain(t.handle.db, UNION_1)).toMatchObject({ ok: true, length: 3 });
    expect(await verifyEvidenceChain(t.handle.db, UNION_2)).toMatchObject({ ok: true, length: 1 });
    expect(await drainEvidenceQueue(t.handle.db)).toBe(0);
  });

  it("queues nothing when the act's transaction rolls back", async () => {
    await expect(
      inTransaction(t.handle.db, async (tx) => {
        await queueEvidence(tx, ballot(UNION_1, 50));
        throw new Error("the act failed");
      }),
    ).rejects.toThrow("the act failed");
    expect(await queuedEvidenceCount(t.handle.db, UNION_1)).toBe(0);
  });

  it("chains each of 1,200 queued events exactly once when two drains run at once (batches of 500)", async () => {
    const before = (await chainOf(UNION_1)).length;
    await t.handle.db.insert(auditEventQueue).values(
      Array.from({ length: 1_200 }, (_, i) => {
        const { occurredAt, ...rest } = ballot(UNION_1, 1_000 + i);
        return { ...rest, occurredAt };
      }),
    );
    const [a, b] = await Promise.all([drainEvidenceQueue(t.handle.db), drainEvidenceQueue(t.handle.db)]);
    expect(a + b).toBe(1_200);
    const chain = await chainOf(UNION_1);
    expect(chain).toHaveLength(before + 1_200);
    expect(new Set(chain.map((e) => e.subject)).size).toBe(chain.length);
    // Queue order is chain order.
    expect(chain.slice(before).map((e) => (e.payload as { n: number }).n)).toEqual(
      Array.from({ length: 1_200 }, (_, i) => 1_000 + i),
    );
    expect(await verifyEvidenceChain(t.handle.db, UNION_1)).toMatchObject({ ok: true, length: before + 1_200 });
    expect(await queuedEvidenceCount(t.handle.db)).toBe(0);
  });
});
