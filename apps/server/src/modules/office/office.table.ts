import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { unions } from "../union-users/union-users.table";

/** A union's office (사무실 정보, spec 01 §3 Office): at most one per union. */
export const offices = pgTable("offices", {
  unionSeq: integer("union_seq")
    .primaryKey()
    .references(() => unions.unionSeq),
  name: text("name").notNull(),
  zipNo: text("zip_no").notNull().default(""),
  address: text("address").notNull().default(""),
  detailAddress: text("detail_address").notNull().default(""),
  phoneNo: text("phone_no").notNull(),
  email: text("email").notNull().default(""),
  faxNo: text("fax_no").notNull().default(""),
  managerName: text("manager_name").notNull().default(""),
  managerPhoneNo: text("manager_phone_no").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A contact person of the union's office (spec 01 §3 Office manager, API `unionManagerSeq`).
 * Not a console user: those are `union_managers`.
 */
export const officeManagers = pgTable(
  "office_managers",
  {
    unionManagerSeq: serial("union_manager_seq").primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    name: text("name").notNull(),
    phoneNo: text("phone_no").notNull(),
    email: text("email").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("office_managers_union_idx").on(t.unionSeq)],
);
