import { ERROR_CODES, ERROR_MESSAGES } from "@johap/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { inTransaction } from "../db/transaction";
import { AppError } from "./errors";
import { ledgerEntries } from "./ledger.table";

export type Balances = { depositBalance: number; pointBalance: number };
export type CreditType = "DEPOSIT" | "POINT";
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type LedgerEntryInput = typeof ledgerEntries.$inferInsert;

/** Balances are sums of the ledger, never stored elsewhere. */
export async function balancesOf(db: Db, unionSeq: number): Promise<Balances> {
  const rows = await db
    .select({ creditType: ledgerEntries.creditType, total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.unionSeq, unionSeq))
    .groupBy(ledgerEntries.creditType);
  const of = (type: CreditType) => Number(rows.find((r) => r.creditType === type)?.total ?? 0);
  return { depositBalance: of("DEPOSIT"), pointBalance: of("POINT") };
}

/** Appends an entry unless one with the same idempotency key exists; returns the entry. */
export async function appendLedgerEntry(db: Db, entry: LedgerEntryInput) {
  return inTransaction(db, async (tx) => {
    await lockUnion(tx, entry.unionSeq);
    if (entry.idempotencyKey) {
      const [existing] = await tx
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.unionSeq, entry.unionSeq), eq(ledgerEntries.idempotencyKey, entry.idempotencyKey)));
      if (existing) return existing;
    }
    return insertEntry(tx, entry);
  });
}

/**
 * Serialises every balance change of one union: the union row is locked until the caller's
 * transaction ends, so two debits can never both see the same balance. NO KEY UPDATE, not UPDATE: a
 * transaction that first inserted a row referring to the union (its foreign key holds KEY SHARE on the
 * union row, as a new SMS message does) and then charges would otherwise deadlock with one that locked
 * the union first (a refund), each waiting for the other.
 */
async function lockUnion(tx: Db, unionSeq: number) {
  await tx.execute(sql`select union_seq from unions where union_seq = ${unionSeq} for no key update`);
}

async function insertEntry(tx: Db, entry: LedgerEntryInput): Promise<LedgerEntry> {
  const [row] = await tx.insert(ledgerEntries).values(entry).returning();
  if (!row) throw new Error("ledger insert failed");
  return row;
}

const splitKeys = (key: string) => ({ POINT: `${key}#POINT`, DEPOSIT: `${key}#DEPOSIT` });

async function entriesByKeys(tx: Db, unionSeq: number, keys: string[]) {
  return tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.unionSeq, unionSeq), inArray(ledgerEntries.idempotencyKey, keys)));
}

/**
 * The entries a key already wrote, when they are the same kind of entry for the same reference: a
 * key is the one action it was first used for, never another (a reused key must not stand in for a
 * charge or a refund of something else).
 */
function sameEntry(existing: LedgerEntry[], kind: LedgerEntry["kind"], reference: string): LedgerEntry[] {
  if (existing.some((entry) => entry.kind !== kind || entry.reference !== reference)) {
    throw new Error(`ledger key reused for another ${kind === "USAGE" ? "charge" : "refund"}: ${reference}`);
  }
  return existing;
}

export type DebitInput = {
  unionSeq: number;
  /** Won, > 0. */
  amount: number;
  serviceType: string;
  description: string;
  reference: string;
  /** The same key never charges twice; the first charge's entries are returned. */
  idempotencyKey: string;
};

/**
 * Charges a paid action: points first, then deposit, as one or two USAGE entries. Refuses with
 * E00520 when deposit plus point do not cover the amount. Call it inside the action's transaction
 * so the action and its charge commit together.
 */
export async function debitUsage(db: Db, input: DebitInput): Promise<LedgerEntry[]> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error(`invalid debit amount ${input.amount}`);
  return inTransaction(db, async (tx) => {
    await lockUnion(tx, input.unionSeq);
    const keys = splitKeys(input.idempotencyKey);
    const existing = await entriesByKeys(tx, input.unionSeq, [keys.POINT, keys.DEPOSIT]);
    if (existing.length > 0) return sameEntry(existing, "USAGE", input.reference);
    const balances = await balancesOf(tx, input.unionSeq);
    if (balances.depositBalance + balances.pointBalance < input.amount) {
      throw new AppError(400, ERROR_CODES.INSUFFICIENT_BALANCE, ERROR_MESSAGES.INSUFFICIENT_BALANCE);
    }
    const fromPoint = Math.min(Math.max(balances.pointBalance, 0), input.amount);
    const parts: [CreditType, number][] = [
      ["POINT", fromPoint],
      ["DEPOSIT", input.amount - fromPoint],
    ];
    const rows: LedgerEntry[] = [];
    for (const [creditType, amount] of parts) {
      if (amount === 0) continue;
      rows.push(
        await insertEntry(tx, {
          unionSeq: input.unionSeq,
          creditType,
          kind: "USAGE",
          serviceType: input.serviceType,
          amount: -amount,
          description: input.description,
          reference: input.reference,
          idempotencyKey: keys[creditType],
        }),
      );
    }
    return rows;
  });
}

/**
 * Gives back part or all of a usage (failed items): to the credit types the usage took, points
 * first, never more than is still unrefunded for that reference. Returns the new entries (none
 * when the key was used before or nothing is left to refund).
 */
export async function refundUsage(db: Db, input: DebitInput): Promise<LedgerEntry[]> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new Error(`invalid refund amount ${input.amount}`);
  return inTransaction(db, async (tx) => {
    await lockUnion(tx, input.unionSeq);
    const keys = splitKeys(input.idempotencyKey);
    const existing = await entriesByKeys(tx, input.unionSeq, [keys.POINT, keys.DEPOSIT]);
    if (existing.length > 0) return sameEntry(existing, "REFUND", input.reference);
    const net = await tx
      .select({ creditType: ledgerEntries.creditType, total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.unionSeq, input.unionSeq),
          eq(ledgerEntries.reference, input.reference),
          inArray(ledgerEntries.kind, ["USAGE", "REFUND"]),
        ),
      )
      .groupBy(ledgerEntries.creditType);
    const owed = (type: CreditType) => Math.max(0, -Number(net.find((r) => r.creditType === type)?.total ?? 0));
    let left = input.amount;
    const rows: LedgerEntry[] = [];
    for (const creditType of ["POINT", "DEPOSIT"] as const) {
      const amount = Math.min(left, owed(creditType));
      if (amount === 0) continue;
      left -= amount;
      rows.push(
        await insertEntry(tx, {
          unionSeq: input.unionSeq,
          creditType,
          kind: "REFUND",
          serviceType: input.serviceType,
          amount,
          description: input.description,
          reference: input.reference,
          idempotencyKey: keys[creditType],
        }),
      );
    }
    return rows;
  });
}
