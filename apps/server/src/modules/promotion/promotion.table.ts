import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { members } from "../account/account.table";
import { meets } from "../meetings/meetings.table";
import { unions } from "../union-users/union-users.table";

/**
 * A promotion staff account (홍보 팀장 HEAD or 홍보 담당자 PROM; spec 03 §2.11, §3 Promotion user) of one meeting.
 * Separate from members: `loginId` (the spec's `id`) and the argon2id `passwordHash` are made when staff send the
 * account (`account/send` texts the id and a temporary password); a promotion account signs in to its own
 * scope only and never reaches a ballot. One person (phone number) once per meeting: registering a head with the
 * phone of a manager answers E03206 and may change that row to HEAD. A manager may belong to a head
 * (`headPromotionUserSeq`). Voters are assigned through `meet_participants.promotion_user_seq`.
 */
export const promotionUsers = pgTable(
  "promotion_users",
  {
    promotionUserSeq: serial("promotion_user_seq").primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    meetSeq: integer("meet_seq")
      .notNull()
      .references(() => meets.meetSeq, { onDelete: "cascade" }),
    loginId: text("login_id").notNull(),
    name: text("name").notNull(),
    phoneNo: text("phone_no").notNull(),
    memo: text("memo").notNull().default(""),
    /** Code group PROMOTION_USER_STATUS: USE or UNUSED. Only USE rows may be sent an account or sign in. */
    userStatus: text("user_status").notNull().default("USE"),
    /** Code group PROMOTION_USER_POSITION: HEAD or PROM. */
    position: text("position").notNull(),
    headPromotionUserSeq: integer("head_promotion_user_seq"),
    passwordHash: text("password_hash"),
    accountSentAt: timestamp("account_sent_at", { withTimezone: true }),
    accountSendCount: integer("account_send_count").notNull().default(0),
    createdBy: integer("created_by").references(() => members.memberSeq),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promotion_users_login_id_uq").on(t.loginId),
    uniqueIndex("promotion_users_meet_phone_uq").on(t.meetSeq, t.phoneNo),
    index("promotion_users_meet_position_idx").on(t.meetSeq, t.position, t.promotionUserSeq.desc()),
    index("promotion_users_union_idx").on(t.unionSeq, t.meetSeq),
  ],
);

/**
 * A promotion account's session (audience `promotion`): made at sign-in, revoked at sign-out or when the account
 * is set UNUSED or re-sent. The guard reads it on every promotion call.
 */
export const promotionSessions = pgTable(
  "promotion_sessions",
  {
    sessionId: uuid("session_id").primaryKey(),
    promotionUserSeq: integer("promotion_user_seq")
      .notNull()
      .references(() => promotionUsers.promotionUserSeq, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("promotion_sessions_user_idx").on(t.promotionUserSeq).where(sql`revoked_at is null`)],
);

/** 접속 이력 (spec 03 §3 Connection history): a sign-in (LOGIN), sign-out (LOGOUT) or refused sign-in (LOGIN_FAIL). */
export const promotionConnectionHistories = pgTable(
  "promotion_connection_histories",
  {
    connectionHistorySeq: serial("connection_history_seq").primaryKey(),
    meetSeq: integer("meet_seq")
      .notNull()
      .references(() => meets.meetSeq, { onDelete: "cascade" }),
    promotionUserSeq: integer("promotion_user_seq")
      .notNull()
      .references(() => promotionUsers.promotionUserSeq, { onDelete: "cascade" }),
    actionType: text("action_type").notNull(),
    ipAddress: text("ip_address").notNull().default(""),
    actionedAt: timestamp("actioned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("promotion_connection_histories_meet_idx").on(t.meetSeq, t.actionedAt.desc()),
    index("promotion_connection_histories_user_idx").on(t.promotionUserSeq, t.actionedAt.desc()),
  ],
);

/** 사용 이력 (spec 03 §3 Execution history): what a promotion account did, by menu, with a message. */
export const promotionExecutionHistories = pgTable(
  "promotion_execution_histories",
  {
    executionHistorySeq: serial("execution_history_seq").primaryKey(),
    meetSeq: integer("meet_seq")
      .notNull()
      .references(() => meets.meetSeq, { onDelete: "cascade" }),
    promotionUserSeq: integer("promotion_user_seq")
      .notNull()
      .references(() => promotionUsers.promotionUserSeq, { onDelete: "cascade" }),
    menu: text("menu").notNull(),
    message: text("message").notNull(),
    actionedAt: timestamp("actioned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("promotion_execution_histories_meet_idx").on(t.meetSeq, t.actionedAt.desc()),
    index("promotion_execution_histories_user_idx").on(t.promotionUserSeq, t.actionedAt.desc()),
  ],
);
