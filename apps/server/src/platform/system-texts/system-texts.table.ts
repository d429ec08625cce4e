import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Text messages the service itself sends (zone approval, supervisor delegation ...), free of
 * charge and from the system caller number. The SMS gateway port delivers them like union messages.
 */
export const systemTexts = pgTable(
  "system_texts",
  {
    systemTextSeq: serial("system_text_seq").primaryKey(),
    phoneNo: text("phone_no").notNull(),
    text: text("text").notNull(),
    /** Why it was sent, e.g. `UNION_APPLICATION_APPROVED`, `SUPERVISOR_DELEGATED`. */
    reason: text("reason").notNull(),
    status: text("status", { enum: ["QUEUED", "SENDING", "SUCCESS", "FAIL"] })
      .notNull()
      .default("QUEUED"),
    failReason: text("fail_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [index("system_texts_phone_idx").on(t.phoneNo, t.createdAt)],
);
