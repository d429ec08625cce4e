import { z } from "zod";
import { UnionSeqParamsSchema } from "../platform/envelope";
import { cleanText } from "../platform/text";
import {
  ARCHIVE_CATEGORIES,
  ARCHIVE_CONTENT_MAX,
  ARCHIVE_FILES_MAX,
  ARCHIVE_HISTORY_ACTIONS,
  ARCHIVE_TITLE_MAX,
  ARCHIVE_MESSAGES as M,
} from "./archives.constants";

export const ArchiveFileSchema = z.object({
  fileSeq: z.number().int(),
  originName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type ArchiveFile = z.infer<typeof ArchiveFileSchema>;

/** Spec 04 §3 Archive histories: the file's name, who (nickname) and when; the action is ours. */
export const ArchiveHistorySchema = z.object({
  archiveHistorySeq: z.number().int(),
  action: z.enum(ARCHIVE_HISTORY_ACTIONS),
  fileName: z.string(),
  nickname: z.string(),
  occurredAt: z.string(),
});
export type ArchiveHistory = z.infer<typeof ArchiveHistorySchema>;

/** A row of the list (spec 04 §2.8): no content, files or history, with the file count. */
export const ArchiveListItemSchema = z.object({
  archiveSeq: z.number().int(),
  category: z.enum(ARCHIVE_CATEGORIES),
  title: z.string(),
  isPublic: z.boolean(),
  fileCount: z.number().int(),
  createdBy: z.object({ memberSeq: z.number().int(), nickname: z.string() }),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type ArchiveListItem = z.infer<typeof ArchiveListItemSchema>;

/** Spec 04 §3 Archive (detail): category, title, content, public flag, files and the file history. */
export const ArchiveSchema = ArchiveListItemSchema.extend({
  content: z.string(),
  files: z.array(ArchiveFileSchema),
  fileSeqs: z.array(z.number().int()),
  histories: z.array(ArchiveHistorySchema),
});
export type Archive = z.infer<typeof ArchiveSchema>;

const seq = z.number().int().positive().max(2_147_483_647);

/** Spec 04 §5 and §7 POST and PUT {title, content, category, isPublic, fileSeqs}; the form validates with it. */
export const ArchiveBodySchema = z.object({
  category: z.enum(ARCHIVE_CATEGORIES, { error: M.categoryRequired }),
  title: cleanText({ error: M.titleRequired }).min(1, M.titleRequired).max(ARCHIVE_TITLE_MAX, M.titleMax),
  content: cleanText({ error: M.contentRequired }).min(1, M.contentRequired).max(ARCHIVE_CONTENT_MAX, M.contentMax),
  isPublic: z.boolean().default(false),
  fileSeqs: z
    .array(seq)
    .max(ARCHIVE_FILES_MAX, M.filesMax)
    .default([])
    .transform((seqs) => [...new Set(seqs)]),
});
export type ArchiveBody = z.input<typeof ArchiveBodySchema>;
export type ArchiveInput = z.output<typeof ArchiveBodySchema>;

/** Spec 04 §7 GET list (title, pagination); the category filter is ours. */
export const ListArchivesQuerySchema = z.object({
  title: z.string().trim().max(ARCHIVE_TITLE_MAX, M.titleFilterMax).optional(),
  category: z.enum(ARCHIVE_CATEGORIES).optional(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type ListArchivesQuery = z.output<typeof ListArchivesQuerySchema>;
export type ListArchivesParams = z.input<typeof ListArchivesQuerySchema>;

const pathSeq = z.coerce.number().int().positive().max(2_147_483_647);
export const ArchiveParamsSchema = UnionSeqParamsSchema.extend({ archiveSeq: pathSeq });
export const ArchiveFileParamsSchema = ArchiveParamsSchema.extend({ fileSeq: pathSeq });
