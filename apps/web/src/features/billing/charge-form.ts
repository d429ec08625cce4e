import {
  BILLING_MESSAGES,
  type DepositChargeBody,
  type DepositChargeInput,
  depositTotalOf,
  isTaxInvoiceForced,
  type TaxInvoiceBody,
  type TaxInvoiceChoice,
  taxInvoiceChoiceOf,
} from "@johap/contracts";
import type { DefaultValues } from "react-hook-form";
import { formatWon } from "../../lib/format";
import { formatDate } from "../../lib/format-date";

/** A new charge form: no amount yet (the amount field stores null while empty), tax invoice applied. */
export const EMPTY_CHARGE: DefaultValues<DepositChargeBody> = {
  depositorName: "",
  depositorPhoneNo: "",
  taxInvoiceType: "APPLY",
};

/** What the dialog shows live under the amount: the total to deposit with VAT, or nothing yet. */
export const depositTotalText = (requestAmount: number | null | undefined): string =>
  requestAmount && requestAmount > 0 ? formatWon(depositTotalOf(requestAmount)) : "0원";

/** The tax invoice radio: forced (disabled, APPLY, with the note) from 100,000 won. */
export function taxInvoiceFieldOf(requestAmount: number | null | undefined, picked: TaxInvoiceChoice | undefined) {
  const isForced = isTaxInvoiceForced(requestAmount);
  return {
    value: taxInvoiceChoiceOf(requestAmount, picked),
    isDisabled: isForced,
    note: isForced ? BILLING_MESSAGES.taxInvoiceForced : null,
  };
}

/** The body sent: the effective tax invoice choice, never a declined one at 100,000 won or more. */
export const chargeBodyOf = (input: DepositChargeInput): DepositChargeInput => ({
  ...input,
  taxInvoiceType: taxInvoiceChoiceOf(input.requestAmount, input.taxInvoiceType),
});

/** A new tax invoice request: both dates today in the browser's calendar. */
export const emptyTaxInvoice = (today = formatDate()): TaxInvoiceBody => ({
  email: "",
  managerName: "",
  managerPhoneNo: "",
  depositAt: today,
  requestAt: today,
});
