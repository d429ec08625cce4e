import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Registry change alert switch per union (ACTIVATING, ACTIVATED, DEACTIVATING, DEACTIVATED). */
export const registrationTrace = pgTable("registration_trace", {
  unionSeq: integer("union_seq").primaryKey(),
  status: text("status").notNull().default("DEACTIVATED"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A registry change of a traced registration (AUTO from the registry feed, MANUAL from staff). */
export const registrationChanges = pgTable(
  "registration_changes",
  {
    changeHistorySeq: serial("change_history_seq").primaryKey(),
    unionSeq: integer("union_seq").notNull(),
    unionRegisterSeq: integer("union_register_seq").notNull(),
    registrationAddressSeq: integer("registration_address_seq").notNull(),
    registrationNo: text("registration_no").notNull(),
    registrationPurpose: text("registration_purpose").notNull(),
    receivedAt: text("received_at").notNull(),
    receiptStep: text("receipt_step").notNull(),
    registrationAddress: text("registration_address").notNull(),
    kind: text("kind", { enum: ["AUTO", "MANUAL"] })
      .notNull()
      .default("AUTO"),
    isRead: boolean("is_read").notNull().default(false),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("registration_changes_union_idx").on(t.unionSeq, t.modifiedAt),
    index("registration_changes_owner_idx").on(t.unionRegisterSeq),
  ],
);
