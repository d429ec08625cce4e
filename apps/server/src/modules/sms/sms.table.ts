import type {
  CallerFileField,
  CallerStatus,
  RecipientSendStatus,
  SendResult,
  SendStatus,
  SendType,
  SmsRecipientInput,
  SmsType,
} from "@johap/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { unions } from "../union-users/union-users.table";

/** Unit prices in won per recipient; a missing row falls back to DEFAULT_SMS_PRICES. */
export const smsPrices = pgTable("sms_prices", {
  smsType: text("sms_type").$type<SmsType>().primaryKey(),
  unitPrice: integer("unit_price").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Caller numbers (발신번호) of a union; only status C may send. */
export const smsCallers = pgTable(
  "sms_callers",
  {
    smsCallerSeq: serial("sms_caller_seq").primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    outgoingPhoneNo: text("outgoing_phone_no").notNull(),
    name: text("name").notNull(),
    emergencyPhoneNo: text("emergency_phone_no").notNull(),
    status: text("status").$type<CallerStatus>().notNull().default("W"),
    files: jsonb("files").$type<Record<CallerFileField, number | null>>().notNull(),
    createdBy: integer("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("sms_callers_number_uq").on(t.unionSeq, t.outgoingPhoneNo).where(sql`deleted_at is null`)],
);

/** A message (문자 발송 한 건) with counters kept by the settle jobs, so lists never aggregate recipients. */
export const smsMessages = pgTable(
  "sms_messages",
  {
    smsId: serial("sms_id").primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    outgoingPhoneNo: text("outgoing_phone_no").notNull(),
    smsType: text("sms_type").$type<SmsType>().notNull(),
    sendType: text("send_type").$type<SendType>().notNull(),
    sendStatus: text("send_status").$type<SendStatus>().notNull(),
    title: text("title").notNull().default(""),
    message: text("message").notNull().default(""),
    fileSeqs: jsonb("file_seqs").$type<number[]>().notNull().default([]),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    recipientCount: integer("recipient_count").notNull(),
    successCount: integer("success_count").notNull().default(0),
    failCount: integer("fail_count").notNull().default(0),
    unitCost: integer("unit_cost").notNull(),
    totalCost: integer("total_cost").notNull(),
    refundedCost: integer("refunded_cost").notNull().default(0),
    requestedBy: integer("requested_by").notNull(),
    /** The message whose failed recipients this one resends. */
    resendOf: integer("resend_of"),
    idempotencyKey: text("idempotency_key").notNull(),
    /**
     * Recipients as accepted, until the expand job has written them as rows (in short batches, so a
     * 10,000-recipient request is accepted at once and never holds the database for long). Null after.
     */
    pendingRecipients: jsonb("pending_recipients").$type<SmsRecipientInput[]>(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("sms_messages_union_idx").on(t.unionSeq, t.smsId),
    uniqueIndex("sms_messages_idempotency_uq").on(t.unionSeq, t.idempotencyKey),
    /** A message's failures are resent once (from the resend, its own failures can go again). */
    uniqueIndex("sms_messages_resend_of_uq").on(t.resendOf).where(sql`${t.resendOf} is not null`),
  ],
);

/** A recipient of a message (messageId ...); inserted in batches, settled in batches. */
export const smsRecipients = pgTable(
  "sms_recipients",
  {
    messageId: serial("message_id").primaryKey(),
    smsId: integer("sms_id")
      .notNull()
      .references(() => smsMessages.smsId, { onDelete: "cascade" }),
    unionRegisterSeq: integer("union_register_seq"),
    name: text("name").notNull().default(""),
    phoneNo: text("phone_no").notNull(),
    isAgent: boolean("is_agent").notNull().default(false),
    sendStatus: text("send_status").$type<RecipientSendStatus>().notNull(),
    sendResult: text("send_result").$type<SendResult>(),
    failReason: text("fail_reason"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("sms_recipients_sms_idx").on(t.smsId, t.messageId)],
);
