import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelDepositCharge, confirmDeposit, requestDepositCharge } from "../modules/billing/billing.service";
import { createTestApp, type TestApp, UNION_2 } from "../test/test-app";
import { AppError } from "./errors";
import { balancesOf, debitUsage, refundUsage } from "./ledger";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Op =
  | { type: "request"; amount: number }
  | { type: "confirm"; pick: number }
  | { type: "cancel"; pick: number }
  | { type: "usage"; amount: number }
  | { type: "refund"; pick: number; amount: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ type: fc.constant("request" as const), amount: fc.integer({ min: 1, max: 2_000_000 }) }),
  fc.record({ type: fc.constant("confirm" as const), pick: fc.nat() }),
  fc.record({ type: fc.constant("cancel" as const), pick: fc.nat() }),
  fc.record({ type: fc.constant("usage" as const), amount: fc.integer({ min: 1, max: 1_500_000 }) }),
  fc.record({ type: fc.constant("refund" as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 1_500_000 }) }),
);

const actor = { memberSeq: 1, serviceMemberId: 1, sessionId: "property" };
let run = 0;

async function ledgerSum(unionSeq: number) {
  const result = (await t.handle.db.execute(
    sql`select coalesce(sum(amount), 0)::float8 as total from ledger_entries where union_seq = ${unionSeq}`,
  )) as unknown as { rows: { total: number }[] };
  return Number(result.rows[0]?.total ?? 0);
}

const isRefusal = (error: unknown) => error instanceof AppError && error.httpStatus < 500;

describe("ledger properties", () => {
  it("keeps the balance equal to the ledger's sum and never negative, whatever the sequence", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        run += 1;
        const db = t.handle.db;
        const charges: number[] = [];
        const usages: string[] = [];
        const start = await balancesOf(db, UNION_2);
        let expected = start.depositBalance + start.pointBalance;
        for (const [i, op] of ops.entries()) {
          const key = `prop-${run}-${i}`;
          if (op.type === "request") {
            const { seq } = await requestDepositCharge({
              db,
              actor,
              unionSeq: UNION_2,
              input: {
                requestAmount: op.amount,
                depositorName: "속성",
                depositorPhoneNo: "0101",
                taxInvoiceType: "APPLY",
              },
              idempotencyKey: key,
            });
            charges.push(seq);
          } else if (op.type === "confirm" && charges.length > 0) {
            const seq = charges[op.pick % charges.length]!;
            const { changed, charge } = await confirmDeposit({ db, depositChargeSeq: seq });
            if (changed) expected += charge.requestAmount;
          } else if (op.type === "cancel" && charges.length > 0) {
            const seq = charges[op.pick % charges.length]!;
            await cancelDepositCharge({ db, unionSeq: UNION_2, depositChargeSeq: seq }).catch((e: unknown) => {
              if (!isRefusal(e)) throw e;
            });
          } else if (op.type === "usage") {
            const reference = `prop:${key}`;
            const total = expected;
            try {
              await debitUsage(db, {
                unionSeq: UNION_2,
                amount: op.amount,
                serviceType: "SMS",
                description: "속성 시험",
                reference,
                idempotencyKey: key,
              });
              expected -= op.amount;
              usages.push(reference);
            } catch (e) {
              if (!isRefusal(e)) throw e;
              expect(op.amount).toBeGreaterThan(total);
            }
          } else if (op.type === "refund" && usages.length > 0) {
            const reference = usages[op.pick % usages.length]!;
            const rows = await refundUsage(db, {
              unionSeq: UNION_2,
              amount: op.amount,
              serviceType: "SMS",
              description: "속성 시험 환불",
              reference,
              idempotencyKey: key,
            });
            expected += rows.reduce((sum, r) => sum + r.amount, 0);
          }
          const balances = await balancesOf(db, UNION_2);
          expect(balances.depositBalance).toBeGreaterThanOrEqual(0);
          expect(balances.pointBalance).toBeGreaterThanOrEqual(0);
          expect(balances.depositBalance + balances.pointBalance).toBe(await ledgerSum(UNION_2));
          expect(balances.depositBalance + balances.pointBalance).toBe(expected);
        }
      }),
      { numRuns: 25 },
    );
  });
});
