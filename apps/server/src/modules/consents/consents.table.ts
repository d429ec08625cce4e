import type {
  ConsentDocumentType,
  ProgressStatus,
  RecipientAction,
  RecipientStatus,
  SignatureUsage,
  SubmitType,
  TemplateType,
} from "@johap/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { files } from "../files/files.table";
import { unionRegisters } from "../register/register.table";
import { unions } from "../union-users/union-users.table";

/**
 * Forms a consent is made on (NORMAL, CERTIFIED with a seal certificate's serial number). A template
 * without a union is offered to every union; `fileSeq` is its PDF in the file store, or null.
 */
export const electronicConsentTemplates = pgTable("electronic_consent_templates", {
  templateSeq: serial("template_seq").primaryKey(),
  unionSeq: integer("union_seq").references(() => unions.unionSeq),
  templateType: text("template_type").$type<TemplateType>().notNull(),
  name: text("name").notNull(),
  signatureUsage: text("signature_usage").$type<SignatureUsage>().notNull(),
  originFileName: text("origin_file_name"),
  fileSeq: integer("file_seq").references(() => files.fileSeq),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An electronic consent (전자 동의서) of a union. `progressStatus` moves BEFORE → IN_PROGRESS →
 * COMPLETED by jobs at `startedAt` and `endedAt` (or by hand to COMPLETED); `linkCode` names it in the
 * owners' link (`/m/c/{linkCode}`), unique across unions.
 */
export const electronicConsents = pgTable(
  "electronic_consents",
  {
    consentSeq: serial("consent_seq").primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    templateSeq: integer("template_seq")
      .notNull()
      .references(() => electronicConsentTemplates.templateSeq),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    guideFileTitle: text("guide_file_title").notNull().default(""),
    guideFileContent: text("guide_file_content").notNull().default(""),
    guideFileSeq: integer("guide_file_seq").references(() => files.fileSeq),
    progressStatus: text("progress_status").$type<ProgressStatus>().notNull().default("BEFORE"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    isEndDateUnknown: boolean("is_end_date_unknown").notNull().default(false),
    isSmsRequired: boolean("is_sms_required").notNull().default(true),
    isSignatureRequired: boolean("is_signature_required").notNull().default(true),
    isIdentityRequired: boolean("is_identity_required").notNull().default(true),
    isWithdrawRequired: boolean("is_withdraw_required").notNull().default(true),
    activeWithdrawnDays: integer("active_withdrawn_days").notNull().default(1),
    isActiveCondition: boolean("is_active_condition").notNull().default(true),
    consentCondition: numeric("consent_condition", { precision: 6, scale: 3, mode: "number" }).notNull().default(100),
    isExternalDocumentRequired: boolean("is_external_document_required").notNull().default(true),
    linkCode: text("link_code").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    documentStorageEndAt: timestamp("document_storage_end_at", { withTimezone: true }),
    documentStorageStatus: text("document_storage_status").notNull().default("STORING"),
    documentStorageExtensionStatus: text("document_storage_extension_status").notNull().default("NONE"),
    createdBy: integer("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("electronic_consents_link_code_uq").on(t.linkCode),
    index("electronic_consents_union_idx").on(t.unionSeq, t.consentSeq),
    /** The lifecycle sweep reads the consents not yet completed. */
    index("electronic_consents_open_idx").on(t.progressStatus).where(sql`progress_status <> 'COMPLETED'`),
  ],
);

/**
 * A recipient (대상자): one owner of the union's register per consent (a removed one keeps its row with
 * `removedAt`, and may be added again). Removing the owner from the register removes the recipient.
 */
export const electronicConsentRecipients = pgTable(
  "electronic_consent_recipients",
  {
    recipientSeq: serial("recipient_seq").primaryKey(),
    consentSeq: integer("consent_seq")
      .notNull()
      .references(() => electronicConsents.consentSeq, { onDelete: "cascade" }),
    unionSeq: integer("union_seq").notNull(),
    unionRegisterSeq: integer("union_register_seq")
      .notNull()
      .references(() => unionRegisters.unionRegisterSeq, { onDelete: "cascade" }),
    /** A random id naming the recipient outside the console (owner pages, file names). */
    recipientId: text("recipient_id").notNull(),
    status: text("status").$type<RecipientStatus>().notNull().default("NOT_SUBMITTED"),
    submitType: text("submit_type").$type<SubmitType>(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    certifiedNo: text("certified_no"),
    activeWithdrawnDays: integer("active_withdrawn_days").notNull(),
    activeWithdrawnAt: timestamp("active_withdrawn_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("electronic_consent_recipients_owner_uq")
      .on(t.consentSeq, t.unionRegisterSeq)
      .where(sql`removed_at is null`),
    uniqueIndex("electronic_consent_recipients_id_uq").on(t.recipientId),
    index("electronic_consent_recipients_consent_idx").on(t.consentSeq, t.status),
    index("electronic_consent_recipients_owner_idx").on(t.unionRegisterSeq),
  ],
);

/** 이력 보기: each submission, withdrawal and cancelled written submission, with the staff member who made it. */
export const electronicConsentRecipientHistories = pgTable(
  "electronic_consent_recipient_histories",
  {
    recipientHistorySeq: serial("recipient_history_seq").primaryKey(),
    recipientSeq: integer("recipient_seq")
      .notNull()
      .references(() => electronicConsentRecipients.recipientSeq, { onDelete: "cascade" }),
    consentSeq: integer("consent_seq").notNull(),
    action: text("action").$type<RecipientAction>().notNull(),
    status: text("status").$type<RecipientStatus>().notNull(),
    managerMemberSeq: integer("manager_member_seq"),
    managerName: text("manager_name").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("electronic_consent_recipient_histories_recipient_idx").on(t.recipientSeq, t.occurredAt)],
);

/**
 * The documents of a recipient's submission (downloads tab, spec 02 §2.2): the consent form PDF the
 * worker makes (carrying `sha256` of what it certifies), the drawn signature, and the ID documents the
 * owner uploads. A withdrawal or a new submission supersedes the earlier set (`supersededAt`); the
 * current set is the rows without it, one per type.
 */
export const electronicConsentDocuments = pgTable(
  "electronic_consent_documents",
  {
    documentSeq: serial("document_seq").primaryKey(),
    recipientSeq: integer("recipient_seq")
      .notNull()
      .references(() => electronicConsentRecipients.recipientSeq, { onDelete: "cascade" }),
    consentSeq: integer("consent_seq").notNull(),
    unionSeq: integer("union_seq").notNull(),
    documentType: text("document_type").$type<ConsentDocumentType>().notNull(),
    fileSeq: integer("file_seq").references(() => files.fileSeq),
    /** Hex SHA-256 of the file's bytes (for the consent form: of the submission it certifies). */
    sha256: text("sha256").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("electronic_consent_documents_current_uq")
      .on(t.recipientSeq, t.documentType)
      .where(sql`superseded_at is null`),
    index("electronic_consent_documents_consent_idx").on(t.consentSeq, t.documentType),
  ],
);

/**
 * An owner page's identity check (ARCHITECTURE "Owner pages"): after name and birth date matched a
 * register entry, a 6-digit code is texted; its hash, expiry (3 minutes) and tries (5) live here.
 * `scopeType`/`scopeSeq` name what the owner opens (a consent now, a meeting later).
 */
export const ownerVerifications = pgTable(
  "owner_verifications",
  {
    verificationSeq: serial("verification_seq").primaryKey(),
    verificationId: text("verification_id").notNull(),
    unionSeq: integer("union_seq").notNull(),
    scopeType: text("scope_type").$type<"CONSENT" | "MEETING" | "ONLINE">().notNull(),
    scopeSeq: integer("scope_seq").notNull(),
    unionRegisterSeq: integer("union_register_seq")
      .notNull()
      .references(() => unionRegisters.unionRegisterSeq, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("owner_verifications_id_uq").on(t.verificationId),
    index("owner_verifications_owner_idx").on(t.scopeType, t.scopeSeq, t.unionRegisterSeq, t.createdAt),
  ],
);
