import type { ArchiveListParams } from "./archives-queries";

export const archivesKeys = {
  all: ["archives"] as const,
  union: (unionSeq: number) => [...archivesKeys.all, unionSeq] as const,
  list: (unionSeq: number, params: ArchiveListParams) => [...archivesKeys.union(unionSeq), "list", params] as const,
  detail: (unionSeq: number, archiveSeq: number) => [...archivesKeys.union(unionSeq), "detail", archiveSeq] as const,
};
