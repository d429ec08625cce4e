import { ERROR_CODES } from "@johap/contracts";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelDepositCharge, confirmDeposit, requestDepositCharge } from "../modules/billing/billing.service";
import { unions } from "../modules/union-users/union-users.table";
import { createTestApp, type TestApp } from "../test/test-app";
import { AppError } from "./errors";
import { appendLedgerEntry, balancesOf, debitUsage, type LedgerEntry, refundUsage } from "./ledger";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A usage or refund names its amount as a percentage: of the balance (usage) or of what the picked usage
 * took (refund), so that a run has usages that fit and ones that do not, and refunds in part, in full and
 * over what is left. Picks choose among what the run made so far.
 */
type Op =
  | { type: "request"; amount: number }
  | { type: "confirm"; pick: number }
  | { type: "cancel"; pick: number }
  | { type: "grantPoints"; amount: number }
  | { type: "usage"; percent: number }
  | { type: "refund"; pick: number; percent: number }
  | { type: "replay"; pick: number; amount: number }
  | { type: "reuseKey"; pick: number; as: "USAGE" | "REFUND" };

const amount = (max: number) => fc.integer({ min: 1, max });
const percent = fc.integer({ min: 1, max: 130 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ type: fc.constant("request" as const), amount: amount(1_000_000) }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant("confirm" as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("cancel" as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("grantPoints" as const), amount: amount(200_000) }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant("usage" as const), percent }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant("refund" as const), pick: fc.nat(), percent }) },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant("replay" as const), pick: fc.nat(), amount: amount(600_000) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant("reuseKey" as const),
      pick: fc.nat(),
      as: fc.constantFrom("USAGE" as const, "REFUND" as const),
    }),
  },
);

// ---------------------------------------------------------------------------------------------------------
// The model: the rules ledger.ts documents, applied to plain numbers. It never reads the database.
// ---------------------------------------------------------------------------------------------------------

type Split = { POINT: number; DEPOSIT: number };
/** What an operation did: `change` is the signed change of each balance it made. */
type Outcome =
  | { result: "accepted"; change: Split }
  | { result: "unchanged" }
  | { result: "refused" }
  | { result: "keyReused" };
type KeyUse = { key: string; kind: "USAGE" | "REFUND"; reference: string };

type Model = {
  balance: Split;
  charges: { status: "REQUEST" | "COMPLETE" | "CANCEL"; amount: number }[];
  /** Per usage reference: what its usage took and what refunds gave back so far, per credit type. */
  usages: { reference: string; taken: Split; refunded: Split }[];
  /** Keys that wrote entries: each stands for that one action for good. */
  keys: KeyUse[];
};

const newModel = (): Model => ({ balance: { POINT: 0, DEPOSIT: 0 }, charges: [], usages: [], keys: [] });
/** `+ 0` turns a -0 (nothing taken from a credit type) into 0. */
const accepted = (POINT: number, DEPOSIT: number): Outcome => ({
  result: "accepted",
  change: { POINT: POINT + 0, DEPOSIT: DEPOSIT + 0 },
});
const pickOf = <T>(list: T[], pick: number): T | undefined => list[pick % Math.max(list.length, 1)];

/** A usage: refused unless deposit plus point cover it; points are spent first, then deposit. */
function modelUsage(model: Model, key: string, reference: string, amount: number): Outcome {
  const used = model.keys.find((k) => k.key === key);
  if (used)
    return used.kind === "USAGE" && used.reference === reference ? { result: "unchanged" } : { result: "keyReused" };
  if (model.balance.POINT + model.balance.DEPOSIT < amount) return { result: "refused" };
  const POINT = Math.min(model.balance.POINT, amount);
  const DEPOSIT = amount - POINT;
  model.balance.POINT -= POINT;
  model.balance.DEPOSIT -= DEPOSIT;
  model.usages.push({ reference, taken: { POINT, DEPOSIT }, refunded: { POINT: 0, DEPOSIT: 0 } });
  model.keys.push({ key, kind: "USAGE", reference });
  return accepted(-POINT, -DEPOSIT);
}

/** A refund: back to the credit types the usage took, points first, never more than is still unrefunded. */
function modelRefund(model: Model, key: string, reference: string, amount: number): Outcome {
  const used = model.keys.find((k) => k.key === key);
  if (used)
    return used.kind === "REFUND" && used.reference === reference ? { result: "unchanged" } : { result: "keyReused" };
  const usage = model.usages.find((u) => u.reference === reference);
  if (!usage) return { result: "unchanged" };
  const POINT = Math.min(amount, usage.taken.POINT - usage.refunded.POINT);
  const DEPOSIT = Math.min(amount - POINT, usage.taken.DEPOSIT - usage.refunded.DEPOSIT);
  if (POINT + DEPOSIT === 0) return { result: "unchanged" };
  usage.refunded.POINT += POINT;
  usage.refunded.DEPOSIT += DEPOSIT;
  model.balance.POINT += POINT;
  model.balance.DEPOSIT += DEPOSIT;
  model.keys.push({ key, kind: "REFUND", reference });
  return accepted(POINT, DEPOSIT);
}

/** The key, reference and amount each ledger call of `op` uses (shared by the model and the real run). */
type Call = { kind: "USAGE" | "REFUND"; key: string; reference: string; amount: number };

function callOf(model: Model, op: Op, key: string): Call | null {
  if (op.type === "usage") {
    const amount = Math.max(1, Math.floor(((model.balance.POINT + model.balance.DEPOSIT) * op.percent) / 100));
    return { kind: "USAGE", key, reference: `prop:${key}`, amount };
  }
  if (op.type === "refund") {
    const usage = pickOf(model.usages, op.pick);
    const taken = usage ? usage.taken.POINT + usage.taken.DEPOSIT : 0;
    const amount = Math.max(1, Math.floor((taken * op.percent) / 100));
    return { kind: "REFUND", key, reference: usage?.reference ?? "prop:never-charged", amount };
  }
  if (op.type !== "replay" && op.type !== "reuseKey") return null;
  const used = pickOf(model.keys, op.pick);
  if (!used) return null;
  if (op.type === "replay") return { kind: used.kind, key: used.key, reference: used.reference, amount: op.amount };
  // The same kind for another reference, or the other kind for the same reference.
  const reference = op.as === used.kind ? `${used.reference}:other` : used.reference;
  return { kind: op.as, key: used.key, reference, amount: 1 };
}

function modelApply(model: Model, op: Op, call: Call | null): Outcome | null {
  if (op.type === "request") {
    model.charges.push({ status: "REQUEST", amount: op.amount });
    return accepted(0, 0);
  }
  if (op.type === "confirm" || op.type === "cancel") {
    const charge = pickOf(model.charges, op.pick);
    if (!charge) return null;
    if (charge.status !== "REQUEST") return op.type === "confirm" ? { result: "unchanged" } : { result: "refused" };
    charge.status = op.type === "confirm" ? "COMPLETE" : "CANCEL";
    if (op.type === "cancel") return accepted(0, 0);
    model.balance.DEPOSIT += charge.amount;
    return accepted(0, charge.amount);
  }
  if (op.type === "grantPoints") {
    model.balance.POINT += op.amount;
    return accepted(op.amount, 0);
  }
  if (!call) return null;
  return call.kind === "USAGE"
    ? modelUsage(model, call.key, call.reference, call.amount)
    : modelRefund(model, call.key, call.reference, call.amount);
}

// ---------------------------------------------------------------------------------------------------------
// The real run: the same operation through billing.service and ledger.ts, its outcome read from what they
// answer and throw.
// ---------------------------------------------------------------------------------------------------------

const actor = { memberSeq: 1, serviceMemberId: 1, sessionId: "property" };
let run = 0;

const changeOf = (rows: LedgerEntry[]): Split => ({
  POINT: rows.filter((r) => r.creditType === "POINT").reduce((sum, r) => sum + r.amount, 0),
  DEPOSIT: rows.filter((r) => r.creditType === "DEPOSIT").reduce((sum, r) => sum + r.amount, 0),
});

async function refusedOr(action: () => Promise<Outcome>, refusalCode?: string): Promise<Outcome> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof AppError && error.httpStatus < 500) {
      if (refusalCode) expect(error.code).toBe(refusalCode);
      return { result: "refused" };
    }
    if (error instanceof Error && /ledger key reused/.test(error.message)) return { result: "keyReused" };
    throw error;
  }
}

type RealState = {
  unionSeq: number;
  chargeSeqs: number[];
  /** The entries each key wrote first, to check that a repeated key answers exactly those. */
  entriesOfKey: Map<string, number[]>;
};

async function realApply(state: RealState, op: Op, call: Call | null, key: string): Promise<Outcome | null> {
  const db = t.handle.db;
  const { unionSeq } = state;
  if (op.type === "request") {
    const { seq, created } = await requestDepositCharge({
      db,
      actor,
      unionSeq,
      input: { requestAmount: op.amount, depositorName: "속성", depositorPhoneNo: "0101", taxInvoiceType: "APPLY" },
      idempotencyKey: key,
    });
    expect(created).toBe(true);
    state.chargeSeqs.push(seq);
    return accepted(0, 0);
  }
  if (op.type === "confirm" || op.type === "cancel") {
    const seq = pickOf(state.chargeSeqs, op.pick);
    if (seq === undefined) return null;
    if (op.type === "cancel") {
      return refusedOr(async () => {
        await cancelDepositCharge({ db, unionSeq, depositChargeSeq: seq });
        return accepted(0, 0);
      });
    }
    const before = await balancesOf(db, unionSeq);
    const { changed } = await confirmDeposit({ db, depositChargeSeq: seq });
    const after = await balancesOf(db, unionSeq);
    if (!changed) return { result: "unchanged" };
    return accepted(after.pointBalance - before.pointBalance, after.depositBalance - before.depositBalance);
  }
  if (op.type === "grantPoints") {
    const entry = await appendLedgerEntry(db, {
      unionSeq,
      creditType: "POINT",
      kind: "CHARGE",
      serviceType: "POINT_GRANT",
      amount: op.amount,
      description: "속성 시험 포인트",
      reference: `grant:${key}`,
      idempotencyKey: key,
    });
    return accepted(entry.amount, 0);
  }
  if (!call) return null;
  const input = {
    unionSeq,
    amount: call.amount,
    serviceType: "SMS",
    description: "속성 시험",
    reference: call.reference,
    idempotencyKey: call.key,
  };
  return refusedOr(async () => {
    const rows = call.kind === "USAGE" ? await debitUsage(db, input) : await refundUsage(db, input);
    const seqs = rows.map((r) => r.transactionSeq).sort((a, b) => a - b);
    const first = state.entriesOfKey.get(call.key);
    if (first) {
      // A key already used answers the entries it wrote then, and writes nothing.
      expect(seqs).toEqual(first);
      return { result: "unchanged" };
    }
    if (rows.length === 0) return { result: "unchanged" };
    for (const row of rows) expect(row).toMatchObject({ kind: call.kind, reference: call.reference });
    state.entriesOfKey.set(call.key, seqs);
    const change = changeOf(rows);
    return accepted(change.POINT, change.DEPOSIT);
  }, ERROR_CODES.INSUFFICIENT_BALANCE);
}

/** A union of its own for each run: the model starts from nothing, as the union's ledger does. */
async function newUnion(): Promise<number> {
  const [union] = await t.handle.db
    .insert(unions)
    .values({ name: `속성 조합 ${run}`, targetServiceId: 900_000 + run })
    .returning();
  if (!union) throw new Error("union insert failed");
  return union.unionSeq;
}

describe("ledger properties", () => {
  it("answers every operation and every balance as the model of the ledger's rules does", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 24, size: "max" }), async (ops) => {
        run += 1;
        const model = newModel();
        const state: RealState = { unionSeq: await newUnion(), chargeSeqs: [], entriesOfKey: new Map() };
        for (const [i, op] of ops.entries()) {
          const key = `prop-${run}-${i}`;
          const call = callOf(model, op, key);
          const expected = modelApply(model, op, call);
          const actual = await realApply(state, op, call, key);
          expect(actual, `op ${i} ${JSON.stringify(op)}`).toEqual(expected);
          const balances = await balancesOf(t.handle.db, state.unionSeq);
          expect({ POINT: balances.pointBalance, DEPOSIT: balances.depositBalance }, `after op ${i}`).toEqual(
            model.balance,
          );
          expect(model.balance.POINT).toBeGreaterThanOrEqual(0);
          expect(model.balance.DEPOSIT).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
