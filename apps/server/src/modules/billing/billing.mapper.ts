import { type ChargeRow, type DepositCharge, SERVICE_TYPE_LABELS } from "@johap/contracts";
import type { DepositChargeRow, TransactionRecord } from "./billing.repository";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The one place a deposit_charges row becomes the contract's DepositCharge. */
export function toDepositCharge(row: DepositChargeRow): DepositCharge {
  const hasInvoice = row.taxInvoiceStatus !== "NONE";
  return {
    seq: row.seq,
    requestAmount: row.requestAmount,
    depositAmount: row.depositAmount,
    depositorName: row.depositorName,
    depositorPhoneNo: row.depositorPhoneNo,
    requesterName: row.requesterName,
    status: row.status,
    taxInvoiceType: row.taxInvoiceType,
    taxInvoiceStatus: row.taxInvoiceStatus,
    taxInvoiceRequestAt: iso(row.taxInvoiceRequestAt),
    taxInvoice: hasInvoice
      ? {
          email: row.taxInvoiceEmail ?? "",
          managerName: row.taxInvoiceManagerName ?? "",
          managerPhoneNo: row.taxInvoiceManagerPhoneNo ?? "",
          depositAt: row.taxInvoiceDepositAt ?? "",
          requestAt: row.taxInvoiceIssueRequestAt ?? "",
        }
      : null,
    requestedAt: row.requestedAt.toISOString(),
    completedAt: iso(row.completedAt),
    cancelledAt: iso(row.cancelledAt),
  };
}

/** A list record (ledger entry or uncredited charge) as the spec's Charge row; `no` counts down. */
export function toChargeRow(record: TransactionRecord, no: number): ChargeRow {
  const amount = Math.abs(record.amount);
  return {
    no,
    serviceType: record.serviceType,
    serviceName: SERVICE_TYPE_LABELS[record.serviceType] ?? (record.description || record.serviceType),
    transactionSeq: record.transactionSeq,
    kind: record.kind,
    requestedAt: record.requestedAt.toISOString(),
    completedAt: iso(record.completedAt),
    creditType: record.creditType,
    totalChargeAmount: record.kind === "CHARGE" ? amount : 0,
    totalUsageAmount: record.kind === "USAGE" ? amount : 0,
    totalRefundAmount: record.kind === "REFUND" ? amount : 0,
    totalBalance: record.balance,
    description: record.description,
    depositChargeSeq: record.depositChargeSeq,
    status: record.status,
    taxInvoiceStatus: record.taxInvoiceStatus,
  };
}
