import { useState } from "react";
import { ChargeRequestDialog } from "./charge-request-dialog";
import { TaxInvoiceDialog } from "./tax-invoice-dialog";

/**
 * Spec 01 §4: the charge request dialog; after success the tax invoice dialog for the new charge when
 * a tax invoice was chosen; `onDone` once the flow ends (the caller refreshes the service info).
 */
export function ChargeFlow({ unionSeq, onDone }: { unionSeq: number; onDone: () => void }) {
  const [invoiceSeq, setInvoiceSeq] = useState<number | null>(null);
  if (invoiceSeq !== null) return <TaxInvoiceDialog unionSeq={unionSeq} seq={invoiceSeq} onClose={onDone} />;
  return (
    <ChargeRequestDialog
      unionSeq={unionSeq}
      onClose={onDone}
      onRequested={(seq, wantsTaxInvoice) => (wantsTaxInvoice ? setInvoiceSeq(seq) : onDone())}
    />
  );
}
