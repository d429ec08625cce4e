import type {
  PostColorType,
  PostDeliveryStatus,
  PostDocument,
  PostFlexType,
  PostLettersStatus,
  PostStatus,
  PostType,
} from "@johap/contracts";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { files } from "../files/files.table";
import { unions } from "../union-users/union-users.table";

/**
 * A postal mail request (우편 발송 한 건; spec 04 §2.2, §3 Post). Charged once through the ledger in the
 * transaction that inserts it (reference `post:{postSeq}`); counters are kept by the tracking job so the
 * records list never aggregates recipients. `lettersFileSeq` is the merged letters PDF the job makes.
 */
export const posts = pgTable(
  "posts",
  {
    postSeq: serial("post_seq").primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    senderName: text("sender_name").notNull(),
    senderPhoneNo: text("sender_phone_no").notNull(),
    senderAddress: text("sender_address").notNull(),
    senderDetailAddress: text("sender_detail_address").notNull().default(""),
    senderZipNo: text("sender_zip_no").notNull(),
    postType: text("post_type").$type<PostType>().notNull(),
    colorType: text("color_type").$type<PostColorType>().notNull(),
    flexType: text("flex_type").$type<PostFlexType>().notNull(),
    /** The documents of the letter in order: chosen forms' files and uploads (fileSeq, originName, pageCount). */
    documents: jsonb("documents").$type<PostDocument[]>().notNull(),
    /** Pages of one letter (documents' pages, the address page included) and sheets after the flex type. */
    pageCount: integer("page_count").notNull(),
    sheetCount: integer("sheet_count").notNull(),
    postStatus: text("post_status").$type<PostStatus>().notNull(),
    requestCount: integer("request_count").notNull(),
    sendQuantity: integer("send_quantity").notNull().default(0),
    deliveredCount: integer("delivered_count").notNull().default(0),
    returnedCount: integer("returned_count").notNull().default(0),
    failedCount: integer("failed_count").notNull().default(0),
    productionCost: integer("production_cost").notNull(),
    shippingCost: integer("shipping_cost").notNull(),
    totalCost: integer("total_cost").notNull(),
    refundedCost: integer("refunded_cost").notNull().default(0),
    lettersStatus: text("letters_status").$type<PostLettersStatus>().notNull().default("WAIT"),
    lettersFileSeq: integer("letters_file_seq").references(() => files.fileSeq),
    lettersMadeAt: timestamp("letters_made_at", { withTimezone: true }),
    requestedBy: integer("requested_by").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The post whose undelivered recipients this one resends. */
    resendOf: integer("resend_of"),
    idempotencyKey: text("idempotency_key").notNull(),
  },
  (t) => [
    index("posts_union_idx").on(t.unionSeq, t.postSeq),
    uniqueIndex("posts_idempotency_uq").on(t.unionSeq, t.idempotencyKey),
    index("posts_letters_idx").on(t.lettersStatus).where(sql`${t.lettersStatus} <> 'DONE'`),
  ],
);

/** A recipient (one letter) of a post with its delivery status and registered-mail (tracking) number. */
export const postRecipients = pgTable(
  "post_recipients",
  {
    postRecipientSeq: serial("post_recipient_seq").primaryKey(),
    postSeq: integer("post_seq")
      .notNull()
      .references(() => posts.postSeq, { onDelete: "cascade" }),
    unionRegisterSeq: integer("union_register_seq"),
    registerNo: text("register_no").notNull().default(""),
    name: text("name").notNull(),
    phoneNo: text("phone_no").notNull().default(""),
    address: text("address").notNull(),
    detailAddress: text("detail_address").notNull().default(""),
    zipNo: text("zip_no").notNull(),
    deliveryStatus: text("delivery_status").$type<PostDeliveryStatus>().notNull(),
    trackingNo: text("tracking_no"),
    failReason: text("fail_reason"),
    /** Won refunded for this letter (returned or failed), 0 otherwise. */
    refundedCost: integer("refunded_cost").notNull().default(0),
    statusAt: timestamp("status_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The resend post that took this undelivered letter again. */
    resentInPostSeq: integer("resent_in_post_seq"),
  },
  (t) => [
    index("post_recipients_post_idx").on(t.postSeq, t.postRecipientSeq),
    uniqueIndex("post_recipients_tracking_uq").on(t.trackingNo).where(sql`${t.trackingNo} is not null`),
  ],
);

/** Saved letter forms (서식저장) of a union; the console selects up to 6 of them for a letter. */
export const postForms = pgTable(
  "post_forms",
  {
    postFormSeq: serial("post_form_seq").primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    fileSeq: integer("file_seq")
      .notNull()
      .references(() => files.fileSeq),
    formName: text("form_name").notNull(),
    createdBy: integer("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("post_forms_union_idx").on(t.unionSeq, t.postFormSeq)],
);

/**
 * The postal simulator's own items (providers/post/simulator.ts): what the carrier holds for each tracking
 * number, its stage and when it moves next. A real carrier keeps this on its side; the simulator keeps it here
 * so stages survive restarts and move by a recurring job.
 */
export const postCarrierItems = pgTable(
  "post_carrier_items",
  {
    trackingNo: text("tracking_no").primaryKey(),
    /** Our reference (postRecipientSeq) reported back with each event. */
    reference: integer("reference").notNull(),
    zipNo: text("zip_no").notNull(),
    address: text("address").notNull(),
    stage: text("stage").$type<PostDeliveryStatus>().notNull(),
    /** The outcome planned at acceptance: DELIVERED, RETURNED or FAILED with its reason. */
    outcome: text("outcome").$type<PostDeliveryStatus>().notNull(),
    outcomeReason: text("outcome_reason"),
    events: jsonb("events").$type<{ stage: PostDeliveryStatus; at: string; place: string }[]>().notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
    nextStepAt: timestamp("next_step_at", { withTimezone: true }),
    /** Set once our side has read the latest stage (the tracking job reads unreported moves only). */
    reportedStage: text("reported_stage").$type<PostDeliveryStatus>(),
  },
  (t) => [
    index("post_carrier_items_next_idx").on(t.nextStepAt).where(sql`${t.nextStepAt} is not null`),
    index("post_carrier_items_unreported_idx")
      .on(t.reference)
      .where(sql`${t.reportedStage} is distinct from ${t.stage}`),
  ],
);
