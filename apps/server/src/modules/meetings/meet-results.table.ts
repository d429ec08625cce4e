import type { TallyEntryType, UnionQuorumOverrides } from "@johap/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { files } from "../files/files.table";
import { unions } from "../union-users/union-users.table";
import { meetAgendas, meetCandidates, meetParticipants, meets } from "./meetings.table";

/**
 * A hand count entered in the tally dialog chain (spec 03 §4, §5): the written resolutions (WRITTEN) or the
 * on-site ballots (ONSITE) of a meeting, with the final count of that kind. One per meeting and type; a
 * re-entry of results (back to PROCESS) deletes them.
 */
export const meetTallyEntries = pgTable(
  "meet_tally_entries",
  {
    tallyEntrySeq: serial("tally_entry_seq").primaryKey(),
    meetSeq: integer("meet_seq")
      .notNull()
      .references(() => meets.meetSeq, { onDelete: "cascade" }),
    entryType: text("entry_type").$type<TallyEntryType>().notNull(),
    finalCount: integer("final_count").notNull(),
    enteredBy: integer("entered_by"),
    enteredAt: timestamp("entered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("meet_tally_entries_type_uq").on(t.meetSeq, t.entryType),
    check("meet_tally_entries_final_count", sql`${t.finalCount} >= 0`),
  ],
);

/**
 * One candidate's hand-counted votes of an entry: 찬성/반대/기권 for against-type agendas, the selections
 * (`selectedCount`) for select-type ones; counts only, never a voter.
 */
export const meetTallyCounts = pgTable(
  "meet_tally_counts",
  {
    tallyCountSeq: serial("tally_count_seq").primaryKey(),
    meetSeq: integer("meet_seq")
      .notNull()
      .references(() => meets.meetSeq, { onDelete: "cascade" }),
    entryType: text("entry_type").$type<TallyEntryType>().notNull(),
    agendaSeq: integer("agenda_seq")
      .notNull()
      .references(() => meetAgendas.agendaSeq, { onDelete: "cascade" }),
    candidateSeq: integer("candidate_seq")
      .notNull()
      .references(() => meetCandidates.candidateSeq, { onDelete: "cascade" }),
    yesCount: integer("yes_count").notNull().default(0),
    noCount: integer("no_count").notNull().default(0),
    abstentionCount: integer("abstention_count").notNull().default(0),
    selectedCount: integer("selected_count").notNull().default(0),
  },
  (t) => [
    uniqueIndex("meet_tally_counts_candidate_uq").on(t.meetSeq, t.entryType, t.candidateSeq),
    check(
      "meet_tally_counts_non_negative",
      sql`${t.yesCount} >= 0 and ${t.noCount} >= 0 and ${t.abstentionCount} >= 0 and ${t.selectedCount} >= 0`,
    ),
  ],
);

/**
 * A meeting's confirmed result (COMPLETE): when and by whom, the per-agenda quorum evaluation and decision
 * applied, the counts per channel, and the head of the union's evidence chain at that moment (the result
 * certificate carries it). Deleted by a re-entry before completion; written once at completion.
 */
export const meetResults = pgTable("meet_results", {
  meetSeq: integer("meet_seq")
    .primaryKey()
    .references(() => meets.meetSeq, { onDelete: "cascade" }),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull().defaultNow(),
  confirmedBy: integer("confirmed_by"),
  chainIndex: integer("chain_index").notNull(),
  chainHeadHash: text("chain_head_hash").notNull(),
  /** Per agenda: kind, counts per channel, quorum checks with their articles, the decision. */
  summary: jsonb("summary").$type<Record<string, unknown>>().notNull(),
  resultFileSeq: integer("result_file_seq").references(() => files.fileSeq),
});

/** 연명부 (attendee register) request: BEFORE → PROCESSING → COMPLETED (public and private PDFs) or FAILED. */
export const meetJointBooks = pgTable("meet_joint_books", {
  meetSeq: integer("meet_seq")
    .primaryKey()
    .references(() => meets.meetSeq, { onDelete: "cascade" }),
  status: text("status").$type<"BEFORE" | "PROCESSING" | "COMPLETED" | "FAILED">().notNull().default("BEFORE"),
  publicFileSeq: integer("public_file_seq").references(() => files.fileSeq),
  privateFileSeq: integer("private_file_seq").references(() => files.fileSeq),
  isNotificationAllowed: boolean("is_notification_allowed").notNull().default(false),
  requestedBy: integer("requested_by"),
  name: text("name").notNull().default(""),
  phoneNo: text("phone_no").notNull().default(""),
  requestedAt: timestamp("requested_at", { withTimezone: true }),
  completedAt: timestamp("completed_at", { withTimezone: true }),
  failReason: text("fail_reason"),
});

/**
 * A voter's certificate of a meeting (spec 03 §2.8): 유통 증명서 DIST_CERT, 투표내역 증명서 VOTE_CERT,
 * 전자문서 증명서 ELEC_CERT (ABLE → REQUESTED → COMPLETE with its file, downloads counted), and the online vote
 * record ONLINE (UNAVAILABLE, APPLYING, AVAILABLE, DOWNLOADABLE, DOWNLOADED). One per voter and type.
 */
export const meetCertificates = pgTable(
  "meet_certificates",
  {
    certificateSeq: serial("certificate_seq").primaryKey(),
    meetSeq: integer("meet_seq")
      .notNull()
      .references(() => meets.meetSeq, { onDelete: "cascade" }),
    meetParticipantSeq: integer("meet_participant_seq")
      .notNull()
      .references(() => meetParticipants.meetParticipantSeq, { onDelete: "cascade" }),
    certificateType: text("certificate_type").notNull(),
    status: text("status").notNull(),
    fileSeq: integer("file_seq").references(() => files.fileSeq),
    cost: integer("cost").notNull().default(0),
    requestedBy: integer("requested_by"),
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }),
    downloadCount: integer("download_count").notNull().default(0),
    failReason: text("fail_reason"),
  },
  (t) => [
    uniqueIndex("meet_certificates_voter_type_uq").on(t.meetParticipantSeq, t.certificateType),
    index("meet_certificates_meet_idx").on(t.meetSeq, t.certificateType, t.status),
  ],
);

/** A paid extension of a meeting's document storage (POST /v1/meets/{id}/certificate-extensions). */
export const meetStorageExtensions = pgTable("meet_storage_extensions", {
  extensionSeq: serial("extension_seq").primaryKey(),
  meetSeq: integer("meet_seq")
    .notNull()
    .references(() => meets.meetSeq, { onDelete: "cascade" }),
  phoneNo: text("phone_no").notNull(),
  cost: integer("cost").notNull(),
  extendedFrom: timestamp("extended_from", { withTimezone: true }),
  extendedUntil: timestamp("extended_until", { withTimezone: true }).notNull(),
  requestedBy: integer("requested_by"),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A union's own quorum articles (정관): thresholds raised above the law's (contracts `UnionQuorumOverrides`). */
export const unionQuorumRules = pgTable("union_quorum_rules", {
  unionSeq: integer("union_seq")
    .primaryKey()
    .references(() => unions.unionSeq),
  overrides: jsonb("overrides").$type<UnionQuorumOverrides>().notNull(),
  updatedBy: integer("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
