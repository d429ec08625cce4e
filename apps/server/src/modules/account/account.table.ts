import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** A person who can sign in (the authorization server's user). */
export const members = pgTable(
  "members",
  {
    memberSeq: serial("member_seq").primaryKey(),
    loginId: text("login_id").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull(),
    birth: text("birth").notNull().default(""),
    phoneNo: text("phone_no").notNull().default(""),
    nickname: text("nickname").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("members_login_id_uq").on(t.loginId)],
);

/** The member as a user of this service (OMS); `serviceMemberId` in the spec. */
export const serviceMembers = pgTable(
  "service_members",
  {
    serviceMemberId: serial("service_member_id").primaryKey(),
    memberSeq: integer("member_seq")
      .notNull()
      .references(() => members.memberSeq),
    serviceType: text("service_type").notNull().default("OMS"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("service_members_member_uq").on(t.memberSeq, t.serviceType)],
);
