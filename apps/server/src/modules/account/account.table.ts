import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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

/**
 * A member's application to manage a zone (사업구역 추가하기). Vendor staff approve or reject it
 * (`npm run ops -- application approve <id>`; automatic with DEMO_AUTO_APPROVE). One pending
 * application per member and zone.
 */
export const unionApplications = pgTable(
  "union_applications",
  {
    unionApplicationId: serial("union_application_id").primaryKey(),
    serviceMemberId: integer("service_member_id")
      .notNull()
      .references(() => serviceMembers.serviceMemberId),
    unionSeq: integer("union_seq").notNull(),
    status: text("status", { enum: ["PENDING", "APPROVED", "REJECTED"] })
      .notNull()
      .default("PENDING"),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("union_applications_pending_uq").on(t.serviceMemberId, t.unionSeq).where(sql`status = 'PENDING'`),
    index("union_applications_status_idx").on(t.status, t.appliedAt),
  ],
);
