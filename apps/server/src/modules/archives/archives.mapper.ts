import type { Archive, ArchiveCategory, ArchiveListItem } from "@johap/contracts";
import type { ArchiveListRow, listArchiveFiles } from "./archives.repository";
import type { archiveHistories } from "./archives.table";

export function toArchiveListItem(row: ArchiveListRow): ArchiveListItem {
  const { archive } = row;
  return {
    archiveSeq: archive.archiveSeq,
    category: archive.category as ArchiveCategory,
    title: archive.title,
    isPublic: archive.isPublic,
    fileCount: row.fileCount,
    createdBy: { memberSeq: archive.createdBy, nickname: row.writerNickname },
    createdAt: archive.createdAt.toISOString(),
    modifiedAt: archive.modifiedAt.toISOString(),
  };
}

export function toArchive(
  row: ArchiveListRow,
  fileRows: Awaited<ReturnType<typeof listArchiveFiles>>,
  histories: (typeof archiveHistories.$inferSelect)[],
): Archive {
  return {
    ...toArchiveListItem(row),
    content: row.archive.content,
    files: fileRows,
    fileSeqs: fileRows.map((file) => file.fileSeq),
    histories: histories.map((history) => ({
      archiveHistorySeq: history.archiveHistorySeq,
      action: history.action,
      fileName: history.fileName,
      nickname: history.nickname,
      occurredAt: history.occurredAt.toISOString(),
    })),
  };
}
