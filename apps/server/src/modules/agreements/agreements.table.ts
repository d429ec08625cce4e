import { date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "../account/account.table";
import { unionRegisters } from "../register/register.table";

/**
 * The consent status (동의 현황; spec 04 §2.7, §3 Consent status record) the staff recorded for an owner: one row
 * per register entry, codes of UNION_AGREEMENT_RESPONSE_TYPE. An owner without a row is NONE (미확인); NONE
 * keeps no response date. `responseAt` is the response date (local, Asia/Seoul).
 */
export const agreementResponses = pgTable(
  "agreement_responses",
  {
    unionRegisterSeq: integer("union_register_seq")
      .primaryKey()
      .references(() => unionRegisters.unionRegisterSeq, { onDelete: "cascade" }),
    unionSeq: integer("union_seq").notNull(),
    consentStatus: text("consent_status").notNull(),
    responseAt: date("response_at", { mode: "string" }),
    modifiedByMemberSeq: integer("modified_by_member_seq").references(() => members.memberSeq),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("agreement_responses_union_status_idx").on(t.unionSeq, t.consentStatus),
    index("agreement_responses_union_at_idx").on(t.unionSeq, t.responseAt),
  ],
);

/** Every consent-status change, in order: who set which status and date for whom (append-only). */
export const agreementResponseHistories = pgTable(
  "agreement_response_histories",
  {
    agreementResponseHistorySeq: serial("agreement_response_history_seq").primaryKey(),
    unionSeq: integer("union_seq").notNull(),
    unionRegisterSeq: integer("union_register_seq")
      .notNull()
      .references(() => unionRegisters.unionRegisterSeq, { onDelete: "cascade" }),
    consentStatus: text("consent_status").notNull(),
    responseAt: date("response_at", { mode: "string" }),
    memberSeq: integer("member_seq").references(() => members.memberSeq),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("agreement_response_histories_register_idx").on(t.unionRegisterSeq, t.createdAt.desc())],
);
