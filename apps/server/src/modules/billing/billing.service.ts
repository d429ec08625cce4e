import {
  type DepositChargeInput,
  depositChargeReference,
  depositTotalOf,
  BILLING_MESSAGES as M,
  SERVICE_DIVISION_LABELS,
  type TaxInvoiceBodySchema,
  type TransactionsQuery,
  taxInvoiceChoiceOf,
} from "@johap/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { conflict, notFound } from "../../platform/errors";
import { appendLedgerEntry, balancesOf } from "../../platform/ledger";
import { pageWindow } from "../../platform/sql";
import { memberDisplayName } from "../account/account.repository";
import { findUnion } from "../union-users/union-users.repository";
import { toChargeRow, toDepositCharge } from "./billing.mapper";
import {
  countTransactionRecords,
  findCharge,
  findChargeByKey,
  insertChargeOnce,
  listTransactionRecords,
  updateCharge,
} from "./billing.repository";

export async function getServiceInfo(opts: { db: Db; unionSeq: number }) {
  const union = await findUnion(opts.db, opts.unionSeq);
  if (!union) throw notFound();
  const balances = await balancesOf(opts.db, opts.unionSeq);
  return {
    serviceDivisionCode: union.serviceDivisionCode,
    serviceDivisionName: SERVICE_DIVISION_LABELS[union.serviceDivisionCode] ?? union.serviceDivisionCode,
    serviceStartAt: union.serviceStartAt?.toISOString() ?? null,
    serviceEndAt: union.serviceEndAt?.toISOString() ?? null,
    ...balances,
  };
}

/**
 * Registers a deposit charge request (REQUEST). `idempotencyKey` is the action key from `idempotent`
 * (one charge per Idempotency-Key record, unique per union): a second run of the same record answers
 * the first charge's seq and creates nothing. `onCommit` stores the answer in the charge's transaction.
 * `created` tells the caller whether this call made the charge.
 */
export async function requestDepositCharge(opts: {
  db: Db;
  actor: Actor;
  unionSeq: number;
  input: DepositChargeInput;
  idempotencyKey: string | null;
  onCommit?: (tx: Db, answer: { seq: number }) => Promise<void>;
}): Promise<{ seq: number; created: boolean }> {
  const { input } = opts;
  const requesterName = await memberDisplayName(opts.db, opts.actor.memberSeq);
  return inTransaction(opts.db, async (tx) => {
    const row = await insertChargeOnce(tx, {
      unionSeq: opts.unionSeq,
      requestAmount: input.requestAmount,
      depositAmount: depositTotalOf(input.requestAmount),
      depositorName: input.depositorName,
      depositorPhoneNo: input.depositorPhoneNo,
      requesterMemberSeq: opts.actor.memberSeq,
      requesterName,
      taxInvoiceType: taxInvoiceChoiceOf(input.requestAmount, input.taxInvoiceType),
      idempotencyKey: opts.idempotencyKey,
    });
    const charge = row ?? (opts.idempotencyKey ? await findChargeByKey(tx, opts.unionSeq, opts.idempotencyKey) : null);
    if (!charge) throw new Error("deposit charge insert failed");
    await opts.onCommit?.(tx, { seq: charge.seq });
    return { seq: charge.seq, created: row !== null };
  });
}

async function chargeOf(db: Db, unionSeq: number, seq: number, lock = false) {
  const row = await findCharge(db, unionSeq, seq, lock);
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function getDepositCharge(opts: { db: Db; unionSeq: number; depositChargeSeq: number }) {
  return toDepositCharge(await chargeOf(opts.db, opts.unionSeq, opts.depositChargeSeq));
}

/** PATCH status CANCEL: only while the deposit is awaited (REQUEST). */
export async function cancelDepositCharge(opts: { db: Db; unionSeq: number; depositChargeSeq: number }) {
  const row = await inTransaction(opts.db, async (tx) => {
    const charge = await chargeOf(tx, opts.unionSeq, opts.depositChargeSeq, true);
    if (charge.status !== "REQUEST") throw conflict(M.cancelOnlyPending);
    return updateCharge(tx, charge.seq, { status: "CANCEL", cancelledAt: new Date() });
  });
  return toDepositCharge(row);
}

/**
 * Tax invoice info for a charge whose taxInvoiceStatus is NONE (not for a cancelled one). A charge
 * already credited is issued at once (ISSUED); a pending one is issued when its deposit is confirmed.
 */
export async function requestTaxInvoice(opts: {
  db: Db;
  unionSeq: number;
  depositChargeSeq: number;
  body: z.output<typeof TaxInvoiceBodySchema>;
}) {
  const row = await inTransaction(opts.db, async (tx) => {
    const charge = await chargeOf(tx, opts.unionSeq, opts.depositChargeSeq, true);
    if (charge.status === "CANCEL") throw conflict(M.taxInvoiceCancelled);
    if (charge.taxInvoiceStatus !== "NONE") throw conflict(M.taxInvoiceOnlyNone);
    return updateCharge(tx, charge.seq, {
      taxInvoiceStatus: charge.status === "COMPLETE" ? "ISSUED" : "REQUEST",
      taxInvoiceEmail: opts.body.email,
      taxInvoiceManagerName: opts.body.managerName,
      taxInvoiceManagerPhoneNo: opts.body.managerPhoneNo,
      taxInvoiceDepositAt: opts.body.depositAt,
      taxInvoiceIssueRequestAt: opts.body.requestAt,
      taxInvoiceRequestAt: new Date(),
    });
  });
  return toDepositCharge(row);
}

/**
 * The operator saw the transfer: REQUEST -> COMPLETE with exactly one CHARGE ledger entry of the
 * requested amount (VAT is not credit), in one transaction under the charge's row lock. A charge that
 * is not pending (confirmed before, cancelled) changes nothing: `changed` is false.
 */
export async function confirmDeposit(opts: { db: Db; depositChargeSeq: number; at?: Date }) {
  return inTransaction(opts.db, async (tx) => {
    const charge = await findCharge(tx, null, opts.depositChargeSeq, true);
    if (!charge) throw notFound(M.notFound);
    if (charge.status !== "REQUEST") return { changed: false, charge: toDepositCharge(charge) };
    const reference = depositChargeReference(charge.seq);
    const entry = await appendLedgerEntry(tx, {
      unionSeq: charge.unionSeq,
      creditType: "DEPOSIT",
      kind: "CHARGE",
      serviceType: "DEPOSIT_CHARGE",
      amount: charge.requestAmount,
      description: "예치금 충전",
      reference,
      idempotencyKey: reference,
      ...(opts.at ? { createdAt: opts.at } : {}),
    });
    const row = await updateCharge(tx, charge.seq, {
      status: "COMPLETE",
      completedAt: entry.createdAt,
      transactionSeq: entry.transactionSeq,
      ...(charge.taxInvoiceStatus === "REQUEST" ? { taxInvoiceStatus: "ISSUED" as const } : {}),
    });
    return { changed: true, charge: toDepositCharge(row) };
  });
}

export async function listTransactions(opts: { db: Db; unionSeq: number; query: TransactionsQuery }) {
  const { limit, offset } = pageWindow(opts.query);
  const records = await listTransactionRecords(opts.db, opts.unionSeq, opts.query, { limit, offset });
  const total = records[0]?.total ?? (await countTransactionRecords(opts.db, opts.unionSeq, opts.query));
  return { rows: records.map((r, i) => toChargeRow(r, total - offset - i)), total };
}

/** Every row of the filters (no paging) for the Excel download. */
export async function allTransactions(opts: { db: Db; unionSeq: number; query: TransactionsQuery }) {
  const records = await listTransactionRecords(opts.db, opts.unionSeq, opts.query, { limit: null, offset: 0 });
  return records.map((r, i) => toChargeRow(r, records.length - i));
}
