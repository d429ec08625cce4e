import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { unions } from "../modules/union-users/union-users.table";

/**
 * The one ledger: every change of a union's deposit or point balance is a row here; balances are
 * sums of it. `amount` is signed (charge +, usage -, refund +).
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    transactionSeq: serial("transaction_seq").primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    creditType: text("credit_type", { enum: ["DEPOSIT", "POINT"] }).notNull(),
    kind: text("kind", { enum: ["CHARGE", "USAGE", "REFUND"] }).notNull(),
    serviceType: text("service_type").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    description: text("description").notNull().default(""),
    /** What the entry is for, e.g. `deposit-charge:12` or `sms:40`; refunds find their usage by it. */
    reference: text("reference"),
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_union_idx").on(t.unionSeq, t.createdAt),
    index("ledger_entries_reference_idx").on(t.unionSeq, t.reference),
    uniqueIndex("ledger_entries_idem_uq").on(t.unionSeq, t.idempotencyKey),
  ],
);
