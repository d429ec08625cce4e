import { boolean, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Maintenance switch per external system (DATA_ORDER, SMS_SEND, POST_SEND), set by the ops CLI. */
export const externalSystemMaintenance = pgTable("external_system_maintenance", {
  type: text("type").primaryKey(),
  isUnderMaintenance: boolean("is_under_maintenance").notNull().default(false),
  message: text("message"),
  startAt: timestamp("start_at", { withTimezone: true }),
  endAt: timestamp("end_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
