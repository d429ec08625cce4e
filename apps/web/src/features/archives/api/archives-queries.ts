import type { Archive, ArchiveCategory, ArchiveListItem } from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged, http } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";
import { archivesKeys } from "./archives-keys";

/** The list's filters and page as the page keeps them in its URL. */
export type ArchiveListParams = {
  title?: string | undefined;
  category?: ArchiveCategory | undefined;
  page: number;
  pageSize: number;
};

export const archivesBase = (unionSeq: number) => `/v1/unions/${unionSeq}/archives`;
export const archivePath = (unionSeq: number, archiveSeq: number) => `${archivesBase(unionSeq)}/${archiveSeq}`;
export const archiveFilePath = (unionSeq: number, archiveSeq: number, fileSeq: number) =>
  `${archivePath(unionSeq, archiveSeq)}/files/${fileSeq}`;

/** GET /archives (title, category, page, pageSize): newest first. */
export const archiveListQuery = (unionSeq: number, params: ArchiveListParams) =>
  queryOptions({
    queryKey: archivesKeys.list(unionSeq, params),
    queryFn: ({ signal }) => getPaged<ArchiveListItem>(`${archivesBase(unionSeq)}${queryString(params)}`, signal),
    placeholderData: keepPreviousData,
  });

export const archiveDetailQuery = (unionSeq: number, archiveSeq: number) =>
  queryOptions({
    queryKey: archivesKeys.detail(unionSeq, archiveSeq),
    queryFn: ({ signal }) => http.get<Archive>(archivePath(unionSeq, archiveSeq), { signal }),
  });
