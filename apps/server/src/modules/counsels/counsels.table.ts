import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../account/account.table";
import { unionRegisters } from "../register/register.table";

/**
 * A counselling record (상담 내역; spec 02 §2.6, §3 Counsel) of an owner of the union. Only its counsellor may
 * change or delete it. Codes: COUNSEL_METHOD_TYPE, COUNSEL_TOPIC_TYPE (topics), TENDENCY_TYPE,
 * VOTING_WRITTEN_TYPE, ATTEND_TYPE. `counselAt` is the local (Asia/Seoul) time the form sent.
 */
export const counsels = pgTable(
  "counsels",
  {
    counselSeq: serial("counsel_seq").primaryKey(),
    unionSeq: integer("union_seq").notNull(),
    unionRegisterSeq: integer("union_register_seq")
      .notNull()
      .references(() => unionRegisters.unionRegisterSeq, { onDelete: "cascade" }),
    counselorMemberSeq: integer("counselor_member_seq")
      .notNull()
      .references(() => members.memberSeq),
    method: text("method").notNull(),
    counselAt: timestamp("counsel_at", { withTimezone: true }).notNull(),
    topics: text("topics").array().notNull(),
    memo: text("memo").notNull(),
    tendency: text("tendency").notNull(),
    votingWrittenType: text("voting_written_type").notNull(),
    meetAttendType: text("meet_attend_type").notNull(),
    serviceType: text("service_type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("counsels_union_at_idx").on(t.unionSeq, t.counselAt.desc(), t.counselSeq.desc()),
    index("counsels_register_idx").on(t.unionRegisterSeq, t.counselAt.desc()),
  ],
);
