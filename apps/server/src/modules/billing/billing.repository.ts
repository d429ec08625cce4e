import type { TransactionsQuery } from "@johap/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { depositCharges } from "./billing.table";

/** Raw SQL rows; both drivers (PGlite, node-postgres) answer `{rows}`. */
async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

export type DepositChargeRow = typeof depositCharges.$inferSelect;
export type DepositChargeInsert = typeof depositCharges.$inferInsert;

/** Inserts unless the union already has a charge with this idempotency key (then returns null). */
export async function insertChargeOnce(db: Db, values: DepositChargeInsert): Promise<DepositChargeRow | null> {
  const [row] = await db.insert(depositCharges).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findChargeByKey(db: Db, unionSeq: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(depositCharges)
    .where(and(eq(depositCharges.unionSeq, unionSeq), eq(depositCharges.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** One charge of the union; `lock` holds the row until the transaction ends. */
export async function findCharge(db: Db, unionSeq: number | null, seq: number, lock = false) {
  const query = db
    .select()
    .from(depositCharges)
    .where(and(eq(depositCharges.seq, seq), unionSeq === null ? undefined : eq(depositCharges.unionSeq, unionSeq)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function updateCharge(db: Db, seq: number, patch: Partial<DepositChargeInsert>) {
  const [row] = await db.update(depositCharges).set(patch).where(eq(depositCharges.seq, seq)).returning();
  if (!row) throw new Error(`deposit charge ${seq} vanished`);
  return row;
}

export type TransactionRecord = {
  transactionSeq: number | null;
  kind: "CHARGE" | "USAGE" | "REFUND";
  serviceType: string;
  creditType: "DEPOSIT" | "POINT";
  amount: number;
  description: string;
  requestedAt: Date;
  completedAt: Date | null;
  balance: number | null;
  depositChargeSeq: number | null;
  status: "REQUEST" | "COMPLETE" | "CANCEL";
  taxInvoiceStatus: "NONE" | "REQUEST" | "ISSUED" | null;
  total: number;
};

/** Seoul calendar days: the period filter is inclusive of both days. */
function periodFilter(query: Pick<TransactionsQuery, "startDate" | "endDate" | "kind">) {
  const parts = [sql`true`];
  if (query.startDate) parts.push(sql`requested_at >= (${query.startDate}::date)::timestamp at time zone 'Asia/Seoul'`);
  if (query.endDate) parts.push(sql`requested_at < (${query.endDate}::date + 1)::timestamp at time zone 'Asia/Seoul'`);
  if (query.kind) parts.push(sql`kind = ${query.kind}`);
  return sql.join(parts, sql` and `);
}

/**
 * The charge and usage list: every ledger entry of the union (with the running balance, deposit plus
 * point, after it) and the deposit charges not credited (pending or cancelled), newest request first.
 * `limit` null reads every row (the Excel download).
 */
export async function listTransactionRecords(
  db: Db,
  unionSeq: number,
  query: Pick<TransactionsQuery, "startDate" | "endDate" | "kind">,
  page: { limit: number | null; offset: number },
): Promise<TransactionRecord[]> {
  const limit = page.limit === null ? sql`all` : sql`${page.limit}`;
  const result = await rowsOf(
    db,
    sql`
    with ledger as (
      select le.transaction_seq, le.kind, le.service_type, le.credit_type, le.amount, le.description, le.created_at,
             sum(le.amount) over (order by le.created_at, le.transaction_seq) as balance
      from ledger_entries le
      where le.union_seq = ${unionSeq}
    ), rows as (
      select l.transaction_seq, l.kind, l.service_type, l.credit_type, l.amount::float8 as amount, l.description,
             coalesce(dc.requested_at, l.created_at) as requested_at, l.created_at as completed_at,
             l.balance::float8 as balance, dc.seq as deposit_charge_seq,
             coalesce(dc.status, 'COMPLETE') as status, dc.tax_invoice_status
      from ledger l
      left join deposit_charges dc on dc.union_seq = ${unionSeq} and dc.transaction_seq = l.transaction_seq
      union all
      select null::integer, 'CHARGE', 'DEPOSIT_CHARGE', 'DEPOSIT', dc.request_amount::float8, '예치금 충전 요청',
             dc.requested_at, null::timestamptz, null::float8, dc.seq, dc.status, dc.tax_invoice_status
      from deposit_charges dc
      where dc.union_seq = ${unionSeq} and dc.status <> 'COMPLETE'
    )
    select transaction_seq as "transactionSeq", kind, service_type as "serviceType", credit_type as "creditType",
           amount, description, requested_at as "requestedAt", completed_at as "completedAt", balance,
           deposit_charge_seq as "depositChargeSeq", status, tax_invoice_status as "taxInvoiceStatus",
           (count(*) over ())::int as total
    from rows
    where ${periodFilter(query)}
    order by requested_at desc, transaction_seq desc nulls first
    limit ${limit} offset ${page.offset}
  `,
  );
  return result.map((r) => ({
    ...(r as unknown as TransactionRecord),
    amount: Number(r.amount),
    balance: r.balance === null ? null : Number(r.balance),
    requestedAt: new Date(r.requestedAt as string | Date),
    completedAt: r.completedAt === null ? null : new Date(r.completedAt as string | Date),
    total: Number(r.total),
  }));
}

export async function countTransactionRecords(
  db: Db,
  unionSeq: number,
  query: Pick<TransactionsQuery, "startDate" | "endDate" | "kind">,
): Promise<number> {
  const result = await rowsOf(
    db,
    sql`
    select count(*)::int as total from (
      select coalesce(dc.requested_at, le.created_at) as requested_at, le.kind
      from ledger_entries le
      left join deposit_charges dc on dc.union_seq = ${unionSeq} and dc.transaction_seq = le.transaction_seq
      where le.union_seq = ${unionSeq}
      union all
      select dc.requested_at, 'CHARGE' from deposit_charges dc where dc.union_seq = ${unionSeq} and dc.status <> 'COMPLETE'
    ) rows
    where ${periodFilter(query)}
  `,
  );
  return Number(result[0]?.total ?? 0);
}
