import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "../account/account.table";
import { unionRegisters } from "../register/register.table";
import { unions } from "../union-users/union-users.table";

/**
 * An electronic registered post (전자 등기; spec 04 §2.3, §3 Electronic document). documentStatus:
 * TEMP (임시저장, not sendable) | READY (발송대기, sendable) | SCHEDULED (예약, charged, waits for scheduledAt) |
 * SENDING (handed to the e-document service) | SENT (발송완료, recipients still open) | COMPLETED (every recipient
 * final). Costs are charged once through the ledger at send (sendIdempotencyKey); failed recipients are refunded.
 */
export const electronicDocuments = pgTable(
  "electronic_documents",
  {
    electronicDocumentSeq: serial("electronic_document_seq").primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    title: text("title").notNull().default(""),
    documentStatus: text("document_status").notNull(),
    /** The PDF documents (fileSeqs of division UNION_ELECTRONIC_DOCUMENT), in order. */
    fileSeqs: jsonb("file_seqs").$type<number[]>().notNull().default([]),
    sendMethod: text("send_method").notNull().default("KAKAO_PAY"),
    signatureExpireIn: integer("signature_expire_in").notNull().default(168),
    isScheduled: boolean("is_scheduled").notNull().default(false),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    recipientCount: integer("recipient_count").notNull().default(0),
    unitCost: integer("unit_cost").notNull().default(0),
    totalCost: integer("total_cost").notNull().default(0),
    refundedCost: integer("refunded_cost").notNull().default(0),
    sendIdempotencyKey: text("send_idempotency_key"),
    sendRequestedAt: timestamp("send_requested_at", { withTimezone: true }),
    sendRequestedBy: integer("send_requested_by").references(() => members.memberSeq),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdBy: integer("created_by")
      .notNull()
      .references(() => members.memberSeq),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("electronic_documents_union_idx").on(t.unionSeq, t.electronicDocumentSeq.desc()),
    index("electronic_documents_status_idx").on(t.documentStatus, t.scheduledAt),
    uniqueIndex("electronic_documents_send_key_uq")
      .on(t.unionSeq, t.sendIdempotencyKey)
      .where(sql`${t.sendIdempotencyKey} is not null`),
  ],
);

/**
 * A recipient of an electronic post, its contact data copied from the register when the post was created.
 * status: WAIT | SENT | RECEIVED | OPENED | COMPLETED | EXPIRED | FAILED. providerDocumentId is the
 * e-document service's id of this recipient's document.
 */
export const electronicDocumentRecipients = pgTable(
  "electronic_document_recipients",
  {
    electronicDocumentRecipientSeq: serial("electronic_document_recipient_seq").primaryKey(),
    electronicDocumentSeq: integer("electronic_document_seq")
      .notNull()
      .references(() => electronicDocuments.electronicDocumentSeq, { onDelete: "cascade" }),
    unionRegisterSeq: integer("union_register_seq").references(() => unionRegisters.unionRegisterSeq, {
      onDelete: "set null",
    }),
    name: text("name").notNull(),
    phoneNo: text("phone_no").notNull(),
    birth: text("birth").notNull().default(""),
    isAgent: boolean("is_agent").notNull().default(false),
    status: text("status").notNull().default("WAIT"),
    providerDocumentId: text("provider_document_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    failReason: text("fail_reason"),
    refunded: boolean("refunded").notNull().default(false),
  },
  (t) => [
    index("electronic_document_recipients_doc_idx").on(t.electronicDocumentSeq, t.electronicDocumentRecipientSeq),
    /** The sync job's work list: recipients handed over and not yet final. */
    index("electronic_document_recipients_open_idx")
      .on(t.status)
      .where(sql`${t.status} in ('SENT', 'RECEIVED', 'OPENED')`),
  ],
);

/**
 * The built-in e-document service's own state (providers/edoc/simulator.ts), as a vendor would keep it:
 * one row per delivered document, its planned open and sign times fixed at submission (simulated hours,
 * scaled by EDOC_CLOCK_SCALE), its status moved by the poll. accessCode opens the recipient's page.
 */
export const edocSimDocuments = pgTable(
  "edoc_sim_documents",
  {
    edocDocumentId: serial("edoc_document_id").primaryKey(),
    externalId: text("external_id").notNull(),
    unionSeq: integer("union_seq").notNull(),
    title: text("title").notNull(),
    name: text("name").notNull(),
    phoneNo: text("phone_no").notNull(),
    fileSeqs: jsonb("file_seqs").$type<number[]>().notNull(),
    sendMethod: text("send_method").notNull(),
    status: text("status").notNull(),
    accessCode: text("access_code").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    plannedOpenAt: timestamp("planned_open_at", { withTimezone: true }),
    plannedCompleteAt: timestamp("planned_complete_at", { withTimezone: true }),
    failReason: text("fail_reason"),
  },
  (t) => [
    uniqueIndex("edoc_sim_documents_external_uq").on(t.externalId),
    uniqueIndex("edoc_sim_documents_access_uq").on(t.accessCode),
  ],
);
