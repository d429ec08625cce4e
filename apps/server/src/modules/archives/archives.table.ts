import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { members } from "../account/account.table";
import { files } from "../files/files.table";
import { unions } from "../union-users/union-users.table";

/**
 * An archive entry (자료실; spec 04 §2.8, §3 Archive) of a union: a category (code group ARCHIVE_CATEGORY),
 * title, content, a public flag and its files. Deleting it removes its files' links and its history.
 */
export const archives = pgTable(
  "archives",
  {
    archiveSeq: serial("archive_seq").primaryKey(),
    unionSeq: integer("union_seq")
      .notNull()
      .references(() => unions.unionSeq),
    category: text("category").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    isPublic: boolean("is_public").notNull().default(false),
    createdBy: integer("created_by")
      .notNull()
      .references(() => members.memberSeq),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("archives_union_created_idx").on(t.unionSeq, t.createdAt.desc(), t.archiveSeq.desc())],
);

/** The files of an archive entry (uploaded through the signed URLs, division UNION_BOARD), in their order. */
export const archiveFiles = pgTable(
  "archive_files",
  {
    archiveSeq: integer("archive_seq")
      .notNull()
      .references(() => archives.archiveSeq, { onDelete: "cascade" }),
    fileSeq: integer("file_seq")
      .notNull()
      .references(() => files.fileSeq),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.archiveSeq, t.fileSeq] }), uniqueIndex("archive_files_file_uq").on(t.fileSeq)],
);

/**
 * What happened to an archive entry's files (UPLOAD, DOWNLOAD, DELETE): the file's name and who did it
 * (member and the nickname at that time), when. Append-only; it goes with the entry.
 */
export const archiveHistories = pgTable(
  "archive_histories",
  {
    archiveHistorySeq: serial("archive_history_seq").primaryKey(),
    archiveSeq: integer("archive_seq")
      .notNull()
      .references(() => archives.archiveSeq, { onDelete: "cascade" }),
    action: text("action", { enum: ["UPLOAD", "DOWNLOAD", "DELETE"] }).notNull(),
    fileSeq: integer("file_seq"),
    fileName: text("file_name").notNull(),
    memberSeq: integer("member_seq")
      .notNull()
      .references(() => members.memberSeq),
    nickname: text("nickname").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("archive_histories_archive_idx").on(t.archiveSeq, t.occurredAt.desc(), t.archiveHistorySeq.desc())],
);
