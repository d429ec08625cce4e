import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { serviceMembers } from "../account/account.table";

/** A project zone (사업구역) run by a union. */
export const unions = pgTable("unions", {
  unionSeq: serial("union_seq").primaryKey(),
  name: text("name").notNull(),
  homepageUrl: text("homepage_url"),
  assemblyUrl: text("assembly_url"),
  serviceDivisionCode: text("service_division_code").notNull().default("BASIC"),
  serviceStartAt: timestamp("service_start_at", { withTimezone: true }),
  serviceEndAt: timestamp("service_end_at", { withTimezone: true }),
  /** `/v2/target-services/{id}`: the union's OMS service. */
  targetServiceId: integer("target_service_id").notNull(),
  isActivated: boolean("is_activated").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A member's management membership of a union (`serviceManagerId`, `unionManagerId`). */
export const unionManagers = pgTable(
  "union_managers",
  {
    serviceManagerId: serial("service_manager_id").primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    serviceMemberId: integer("service_member_id")
      .notNull()
      .references(() => serviceMembers.serviceMemberId),
    label: text("label", { enum: ["SUPERVISOR", "USER"] })
      .notNull()
      .default("USER"),
    status: text("status", { enum: ["ACTIVE", "REVOKED"] })
      .notNull()
      .default("ACTIVE"),
    managerGroupId: integer("manager_group_id"),
    acceptanceAt: timestamp("acceptance_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("union_managers_union_member_uq").on(t.unionSeq, t.serviceMemberId),
    index("union_managers_member_idx").on(t.serviceMemberId),
  ],
);

/**
 * An invitation of a service member to manage a union (초대). PENDING (수락전) until the invitee accepts
 * or rejects it on their my page; the union's supervisor may cancel it while pending.
 */
export const unionManagerInvitations = pgTable(
  "union_manager_invitations",
  {
    unionManagerInvitationId: serial("union_manager_invitation_id").primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    serviceMemberId: integer("service_member_id")
      .notNull()
      .references(() => serviceMembers.serviceMemberId),
    invitedBy: integer("invited_by").notNull(),
    status: text("status", { enum: ["PENDING", "ACCEPTED", "REJECTED", "CANCELED"] })
      .notNull()
      .default("PENDING"),
    invitationAt: timestamp("invitation_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("union_manager_invitations_pending_uq")
      .on(t.unionSeq, t.serviceMemberId)
      .where(sql`status = 'PENDING'`),
    index("union_manager_invitations_member_idx").on(t.serviceMemberId),
  ],
);
