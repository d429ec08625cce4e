import type { DocumentIssuanceOptions } from "@johap/contracts";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "../account/account.table";
import { files } from "../files/files.table";
import { unionRegisters } from "../register/register.table";
import { unions } from "../union-users/union-users.table";

/**
 * An order of official documents (자료 발급; spec 04 §2.4, §3 Document issuance) for registration addresses of
 * owners: REQUEST → PROCESSING → COMPLETE. The documents' condition drawer choices are `options`; the
 * cost was charged in full through the ledger when ordered (reference `document-issuance:{seq}`), the
 * failed documents are refunded when the order completes (`refundedCost`).
 */
export const documentIssuances = pgTable(
  "document_issuances",
  {
    documentIssuanceSeq: serial("document_issuance_seq").primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    requestedBy: integer("requested_by").references(() => members.memberSeq),
    requestDocumentCodes: text("request_document_codes").array().notNull(),
    options: jsonb("options").$type<DocumentIssuanceOptions>().notNull(),
    totalRequestCount: integer("total_request_count").notNull(),
    addressCount: integer("address_count").notNull(),
    issuedCount: integer("issued_count").notNull().default(0),
    failCount: integer("fail_count").notNull().default(0),
    totalCost: integer("total_cost").notNull(),
    refundedCost: integer("refunded_cost").notNull().default(0),
    requestStatus: text("request_status").notNull().default("REQUEST"),
    idempotencyKey: text("idempotency_key").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("document_issuances_union_idx").on(t.unionSeq, t.requestedAt.desc(), t.documentIssuanceSeq.desc()),
    uniqueIndex("document_issuances_idem_uq").on(t.unionSeq, t.idempotencyKey),
  ],
);

/**
 * One ordered document (detail row): a document code for one registration address of one owner. The
 * owner, address and registration are copied at order time (the register may change later). The
 * registry port's order number and the time it promised the document (`readyAt`) let the collecting
 * job fetch it: issuanceStatus W (waiting) → C (completed, `fileSeq`) or F (failed, `failReason`).
 */
export const documentIssuanceDocuments = pgTable(
  "document_issuance_documents",
  {
    documentSeq: serial("document_seq").primaryKey(),
    documentIssuanceSeq: integer("document_issuance_seq")
      .notNull()
      .references(() => documentIssuances.documentIssuanceSeq, { onDelete: "cascade" }),
    unionSeq: integer("union_seq").notNull(),
    unionRegisterSeq: integer("union_register_seq").references(() => unionRegisters.unionRegisterSeq, {
      onDelete: "set null",
    }),
    registrationAddressSeq: integer("registration_address_seq"),
    unionRegisterNo: text("union_register_no").notNull(),
    name: text("name").notNull(),
    registrationAddress: text("registration_address").notNull(),
    registrationNo: text("registration_no").notNull().default(""),
    registrationType: text("registration_type").notNull(),
    documentCode: text("document_code").notNull(),
    unitCost: integer("unit_cost").notNull(),
    issuanceStatus: text("issuance_status").notNull().default("W"),
    registryOrderNo: text("registry_order_no"),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    failReason: text("fail_reason"),
    fileSeq: integer("file_seq").references(() => files.fileSeq),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("document_issuance_documents_order_idx").on(t.documentIssuanceSeq, t.documentCode, t.documentSeq),
    index("document_issuance_documents_waiting_idx").on(t.issuanceStatus, t.readyAt),
  ],
);
