import { ERROR_CODES } from "@johap/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, UNION_2 } from "../test/test-app";
import { AppError } from "./errors";
import { balancesOf, debitUsage, refundUsage } from "./ledger";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const usage = (key: string, amount: number) => ({
  unionSeq: UNION_2,
  amount,
  serviceType: "SMS",
  description: "문자 발송",
  reference: `test:${key}`,
  idempotencyKey: key,
});

describe("ledger debits and refunds", () => {
  it("takes points first, then deposit, and charges a key once", async () => {
    const before = await balancesOf(t.handle.db, UNION_2);
    const rows = await debitUsage(t.handle.db, usage("a", 1000));
    const again = await debitUsage(t.handle.db, usage("a", 1000));
    expect(again.map((r) => r.transactionSeq).sort()).toEqual(rows.map((r) => r.transactionSeq).sort());
    const after = await balancesOf(t.handle.db, UNION_2);
    expect(before.depositBalance + before.pointBalance - 1000).toBe(after.depositBalance + after.pointBalance);
    const pointTaken = Math.min(before.pointBalance, 1000);
    expect(after.pointBalance).toBe(before.pointBalance - pointTaken);
  });

  it("refunds no more than the usage, back to where it came from", async () => {
    const before = await balancesOf(t.handle.db, UNION_2);
    await debitUsage(t.handle.db, usage("b", 300));
    await refundUsage(t.handle.db, { ...usage("b-r1", 200), reference: "test:b" });
    await refundUsage(t.handle.db, { ...usage("b-r2", 500), reference: "test:b" });
    await refundUsage(t.handle.db, { ...usage("b-r2", 500), reference: "test:b" });
    expect(await balancesOf(t.handle.db, UNION_2)).toEqual(before);
  });

  it("never lets a key stand for another entry: a reused key for another reference or kind throws", async () => {
    await debitUsage(t.handle.db, usage("k", 100));
    const before = await balancesOf(t.handle.db, UNION_2);
    await expect(debitUsage(t.handle.db, { ...usage("k", 100), reference: "test:other" })).rejects.toThrow(
      /ledger key reused/,
    );
    await expect(refundUsage(t.handle.db, usage("k", 100))).rejects.toThrow(/ledger key reused/);
    await refundUsage(t.handle.db, { ...usage("k-r", 100), reference: "test:k" });
    await expect(debitUsage(t.handle.db, { ...usage("k-r", 100), reference: "test:k" })).rejects.toThrow(
      /ledger key reused/,
    );
    const after = await balancesOf(t.handle.db, UNION_2);
    expect(after.depositBalance + after.pointBalance).toBe(before.depositBalance + before.pointBalance + 100);
  });

  it("refuses a debit over the balance with E00520 and writes nothing", async () => {
    const before = await balancesOf(t.handle.db, UNION_2);
    const total = before.depositBalance + before.pointBalance;
    const error = await debitUsage(t.handle.db, usage("c", total + 1)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(ERROR_CODES.INSUFFICIENT_BALANCE);
    expect(await balancesOf(t.handle.db, UNION_2)).toEqual(before);
  });

  it("never lets parallel debits overdraw", async () => {
    const before = await balancesOf(t.handle.db, UNION_2);
    const total = before.depositBalance + before.pointBalance;
    const each = Math.floor(total / 3) + 1;
    const results = await Promise.allSettled([1, 2, 3, 4].map((i) => debitUsage(t.handle.db, usage(`p${i}`, each))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    const after = await balancesOf(t.handle.db, UNION_2);
    expect(after.depositBalance + after.pointBalance).toBe(total - 2 * each);
    expect(after.depositBalance + after.pointBalance).toBeGreaterThanOrEqual(0);
  });
});
