import { z } from "zod";
import { requiredText } from "../platform/text";
import {
  CHARGE_PHONE_MAX_DIGITS,
  DEPOSITOR_NAME_MAX,
  BILLING_MESSAGES as M,
  MAX_CHARGE_AMOUNT,
  TAX_INVOICE_CHOICES,
  TAX_MANAGER_NAME_MAX,
  TRANSACTION_KINDS,
} from "./billing.constants";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const digitsField = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).regex(/^\d*$/, invalid).max(CHARGE_PHONE_MAX_DIGITS, invalid);

/** Charge request (spec 01 §5): amount 1 to 50,000,000, depositor name up to 30, phone digits up to 11. */
export const DepositChargeBodySchema = z.object({
  requestAmount: z
    .number({ error: M.amountRequired })
    .int(M.amountRequired)
    .min(1, M.amountRequired)
    .max(MAX_CHARGE_AMOUNT, M.amountMax),
  depositorName: requiredText(M.depositorNameRequired).max(DEPOSITOR_NAME_MAX, M.depositorNameMax),
  depositorPhoneNo: digitsField(M.depositorPhoneRequired, M.depositorPhoneInvalid),
  /** Ours: the tax invoice choice (forced to APPLY from 100,000 won); the spec's body has only the three fields. */
  taxInvoiceType: z.enum(TAX_INVOICE_CHOICES).default("APPLY"),
});
export type DepositChargeBody = z.input<typeof DepositChargeBodySchema>;
export type DepositChargeInput = z.output<typeof DepositChargeBodySchema>;

/** Tax invoice request (spec 01 §5). Dates are yyyy-MM-dd. */
export const TaxInvoiceBodySchema = z.object({
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .max(100, M.emailInvalid)
    .regex(EMAIL, M.emailInvalid),
  managerName: requiredText(M.managerNameRequired).max(TAX_MANAGER_NAME_MAX, M.managerNameMax),
  managerPhoneNo: digitsField(M.managerPhoneRequired, M.managerPhoneInvalid),
  depositAt: z.string({ error: M.depositAtRequired }).min(1, M.depositAtRequired).regex(DATE, M.depositAtRequired),
  requestAt: z.string({ error: M.requestAtRequired }).min(1, M.requestAtRequired).regex(DATE, M.requestAtRequired),
});
export type TaxInvoiceBody = z.input<typeof TaxInvoiceBodySchema>;

/** PATCH .../status: the spec shows only CANCEL. */
export const DepositChargeStatusBodySchema = z.object({ status: z.literal("CANCEL", { error: M.cancelOnlyPending }) });

/** GET transactions: paging plus period (yyyy-MM-dd, inclusive) and kind. */
export const TransactionsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
    startDate: z.string().regex(DATE, M.periodInvalid).optional(),
    endDate: z.string().regex(DATE, M.periodInvalid).optional(),
    kind: z.enum(TRANSACTION_KINDS).optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, { message: M.periodInvalid });
export type TransactionsQuery = z.output<typeof TransactionsQuerySchema>;
