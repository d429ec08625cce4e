import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { unions } from "../union-users/union-users.table";

/**
 * A deposit charge request (예치금 충전 요청): REQUEST until the operator sees the transfer and confirms
 * it (one CHARGE ledger entry, `transactionSeq`), or CANCEL. Balances never live here: the ledger has them.
 */
export const depositCharges = pgTable(
  "deposit_charges",
  {
    seq: serial("seq").primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    requestAmount: bigint("request_amount", { mode: "number" }).notNull(),
    /** Amount plus VAT, what the union transfers. */
    depositAmount: bigint("deposit_amount", { mode: "number" }).notNull(),
    depositorName: text("depositor_name").notNull(),
    depositorPhoneNo: text("depositor_phone_no").notNull(),
    requesterMemberSeq: integer("requester_member_seq"),
    requesterName: text("requester_name").notNull().default(""),
    status: text("status", { enum: ["REQUEST", "COMPLETE", "CANCEL"] })
      .notNull()
      .default("REQUEST"),
    taxInvoiceType: text("tax_invoice_type", { enum: ["APPLY", "NOT_APPLY"] })
      .notNull()
      .default("APPLY"),
    taxInvoiceStatus: text("tax_invoice_status", { enum: ["NONE", "REQUEST", "ISSUED"] })
      .notNull()
      .default("NONE"),
    taxInvoiceEmail: text("tax_invoice_email"),
    taxInvoiceManagerName: text("tax_invoice_manager_name"),
    taxInvoiceManagerPhoneNo: text("tax_invoice_manager_phone_no"),
    /** yyyy-MM-dd as the user picked them. */
    taxInvoiceDepositAt: text("tax_invoice_deposit_at"),
    taxInvoiceIssueRequestAt: text("tax_invoice_issue_request_at"),
    taxInvoiceRequestAt: timestamp("tax_invoice_request_at", { withTimezone: true }),
    /** The CHARGE ledger entry written on confirmation. */
    transactionSeq: integer("transaction_seq"),
    idempotencyKey: text("idempotency_key"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("deposit_charges_union_idx").on(t.unionSeq, t.requestedAt),
    uniqueIndex("deposit_charges_idem_uq").on(t.unionSeq, t.idempotencyKey),
  ],
);
