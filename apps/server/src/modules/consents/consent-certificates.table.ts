import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { files } from "../files/files.table";
import { electronicConsentRecipients, electronicConsents } from "./consents.table";

/**
 * An electronic document certificate (전자 문서 증명서) of a recipient's submission (spec 02 §2.5, §3): requested
 * by staff (PENDING), made by the issuing job into a PDF holding the submission's evidence (DOWNLOAD once made).
 * A recipient without a live certificate is AVAILABLE when submitted, UNAVAILABLE otherwise (derived, no row).
 * A withdrawal discards the certificate (`discardedAt`); a later submission may be certified again.
 */
export const electronicConsentCertificates = pgTable(
  "electronic_consent_certificates",
  {
    certificateSeq: serial("certificate_seq").primaryKey(),
    unionSeq: integer("union_seq").notNull(),
    consentSeq: integer("consent_seq")
      .notNull()
      .references(() => electronicConsents.consentSeq, { onDelete: "cascade" }),
    recipientSeq: integer("recipient_seq")
      .notNull()
      .references(() => electronicConsentRecipients.recipientSeq, { onDelete: "cascade" }),
    /** PENDING (requested, the job has not made it yet), ISSUED (its PDF is made), FAILED. */
    status: text("status").notNull(),
    fileSeq: integer("file_seq").references(() => files.fileSeq),
    /** Hex SHA-256 of the issued PDF: what the public verify page looks a presented PDF up by. */
    sha256: text("sha256"),
    /** The union's evidence chain head the certificate was issued against. */
    chainIndex: integer("chain_index"),
    chainHeadHash: text("chain_head_hash"),
    cost: integer("cost").notNull().default(0),
    requestedBy: integer("requested_by"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }),
    downloadCount: integer("download_count").notNull().default(0),
    discardedAt: timestamp("discarded_at", { withTimezone: true }),
    failReason: text("fail_reason"),
  },
  (t) => [
    uniqueIndex("electronic_consent_certificates_live_uq").on(t.recipientSeq).where(sql`${t.discardedAt} is null`),
    index("electronic_consent_certificates_consent_idx").on(t.consentSeq, t.status),
    index("electronic_consent_certificates_sha_idx").on(t.sha256),
  ],
);

/**
 * A paid extension of a consent's document retention (문서보관 기간 연장; spec 02 §9: 5-year steps, at least 3
 * days of processing, no cancel or refund). REQUESTED until the processing job extends the consent's
 * `documentStorageEndAt` (COMPLETED).
 */
export const electronicConsentStorageExtensions = pgTable(
  "electronic_consent_storage_extensions",
  {
    extensionSeq: serial("extension_seq").primaryKey(),
    unionSeq: integer("union_seq").notNull(),
    consentSeq: integer("consent_seq")
      .notNull()
      .references(() => electronicConsents.consentSeq, { onDelete: "cascade" }),
    phoneNo: text("phone_no").notNull(),
    years: integer("years").notNull(),
    cost: integer("cost").notNull(),
    status: text("status").notNull(),
    extendedFrom: timestamp("extended_from", { withTimezone: true }),
    extendedUntil: timestamp("extended_until", { withTimezone: true }),
    requestedBy: integer("requested_by"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("electronic_consent_storage_extensions_consent_idx").on(t.consentSeq)],
);
