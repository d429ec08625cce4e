import { AUTO_TAX_INVOICE_AMOUNT, MAX_CHARGE_AMOUNT, type TaxInvoiceChoice, VAT_PERCENT } from "./billing.constants";

/** Total to deposit: the amount plus VAT 10 %, rounded to the won (integer arithmetic, no float drift). */
export const depositTotalOf = (requestAmount: number): number =>
  Math.round((requestAmount * (100 + VAT_PERCENT)) / 100);

/** At 100,000 won or more the tax invoice is issued automatically: the user cannot decline it. */
export const isTaxInvoiceForced = (requestAmount: number | null | undefined): boolean =>
  (requestAmount ?? 0) >= AUTO_TAX_INVOICE_AMOUNT;

/** The effective choice: forced to APPLY from 100,000 won, otherwise what the user picked (default APPLY). */
export const taxInvoiceChoiceOf = (
  requestAmount: number | null | undefined,
  picked: TaxInvoiceChoice | undefined,
): TaxInvoiceChoice => (isTaxInvoiceForced(requestAmount) ? "APPLY" : (picked ?? "APPLY"));

/** An amount a charge request may carry: a whole number of won from 1 to 50,000,000. */
export const isChargeableAmount = (amount: number): boolean =>
  Number.isInteger(amount) && amount >= 1 && amount <= MAX_CHARGE_AMOUNT;

/** Typed text to the digits it holds, capped (inputs that take digits only). */
export const chargeDigits = (value: string, maxDigits: number): string => value.replace(/\D/g, "").slice(0, maxDigits);
