import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { ledgerEntries } from "./ledger.table";

export type Balances = { depositBalance: number; pointBalance: number };

/** Balances are sums of the ledger, never stored elsewhere. */
export async function balancesOf(db: Db, unionSeq: number): Promise<Balances> {
  const rows = await db
    .select({ creditType: ledgerEntries.creditType, total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.unionSeq, unionSeq))
    .groupBy(ledgerEntries.creditType);
  const of = (type: "DEPOSIT" | "POINT") => Number(rows.find((r) => r.creditType === type)?.total ?? 0);
  return { depositBalance: of("DEPOSIT"), pointBalance: of("POINT") };
}

export type LedgerEntryInput = typeof ledgerEntries.$inferInsert;

/** Appends an entry unless one with the same idempotency key exists; returns the entry. */
export async function appendLedgerEntry(db: Db, entry: LedgerEntryInput) {
  if (entry.idempotencyKey) {
    const [existing] = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.unionSeq, entry.unionSeq), eq(ledgerEntries.idempotencyKey, entry.idempotencyKey)));
    if (existing) return existing;
  }
  const [row] = await db.insert(ledgerEntries).values(entry).returning();
  if (!row) throw new Error("ledger insert failed");
  return row;
}
