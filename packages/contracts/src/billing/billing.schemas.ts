import { z } from "zod";
import {
  CREDIT_TYPES,
  DEPOSIT_CHARGE_STATUSES,
  TAX_INVOICE_CHOICES,
  TAX_INVOICE_STATUSES,
  TRANSACTION_KINDS,
} from "./billing.constants";

export const ServiceInfoSchema = z.object({
  serviceDivisionCode: z.string(),
  serviceDivisionName: z.string(),
  serviceStartAt: z.string().nullable(),
  serviceEndAt: z.string().nullable(),
  depositBalance: z.number().int(),
  pointBalance: z.number().int(),
});
export type ServiceInfo = z.infer<typeof ServiceInfoSchema>;

export const SERVICE_DIVISION_LABELS: Record<string, string> = {
  BASIC: "기본형",
  PREMIUM: "프리미엄",
  TRIAL: "체험판",
};

/** Answer of POST deposit-charges: the new charge's seq (spec 01 §4). */
export const DepositChargeCreatedSchema = z.object({ seq: z.number().int() });

/** Deposit charge (spec 01 §3) plus what the detail dialog shows. */
export const DepositChargeSchema = z.object({
  seq: z.number().int(),
  requestAmount: z.number().int(),
  /** Amount plus VAT, what the union transfers. */
  depositAmount: z.number().int(),
  depositorName: z.string(),
  depositorPhoneNo: z.string(),
  requesterName: z.string(),
  status: z.enum(DEPOSIT_CHARGE_STATUSES),
  taxInvoiceType: z.enum(TAX_INVOICE_CHOICES),
  taxInvoiceStatus: z.enum(TAX_INVOICE_STATUSES),
  taxInvoiceRequestAt: z.string().nullable(),
  taxInvoice: z
    .object({
      email: z.string(),
      managerName: z.string(),
      managerPhoneNo: z.string(),
      depositAt: z.string(),
      requestAt: z.string(),
    })
    .nullable(),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type DepositCharge = z.infer<typeof DepositChargeSchema>;

/**
 * Charge row (spec 01 §3): one ledger entry, or a deposit charge not credited yet (pending or
 * cancelled: no transactionSeq, no balance). Exactly one of the three totals is non-zero.
 */
export const ChargeRowSchema = z.object({
  no: z.number().int(),
  serviceType: z.string(),
  serviceName: z.string(),
  transactionSeq: z.number().int().nullable(),
  kind: z.enum(TRANSACTION_KINDS),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
  creditType: z.enum(CREDIT_TYPES),
  totalChargeAmount: z.number().int(),
  totalUsageAmount: z.number().int(),
  totalRefundAmount: z.number().int(),
  /** Deposit plus point after this entry; null for a charge not credited. */
  totalBalance: z.number().int().nullable(),
  description: z.string(),
  depositChargeSeq: z.number().int().nullable(),
  status: z.enum(DEPOSIT_CHARGE_STATUSES),
  taxInvoiceStatus: z.enum(TAX_INVOICE_STATUSES).nullable(),
});
export type ChargeRow = z.infer<typeof ChargeRowSchema>;
