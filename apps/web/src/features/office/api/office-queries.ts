import type { Office, OfficeManager } from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged, http } from "../../../lib/http";
import { officeKeys } from "./office-keys";

export const officeBase = (unionSeq: number) => `/v1/unions/${unionSeq}`;

/** GET office: the union's office, null when none is registered. */
export const officeQuery = (unionSeq: number) =>
  queryOptions({
    queryKey: officeKeys.office(unionSeq),
    queryFn: ({ signal }) => http.get<Office | null>(`${officeBase(unionSeq)}/office`, { signal }),
  });

export type ManagerPaging = { page: number; pageSize: number };

/** GET managers (paged): the office's contact persons. */
export const officeManagersQuery = (unionSeq: number, paging: ManagerPaging) =>
  queryOptions({
    queryKey: officeKeys.managers(unionSeq, paging),
    queryFn: ({ signal }) =>
      getPaged<OfficeManager>(
        `${officeBase(unionSeq)}/managers?page=${paging.page}&pageSize=${paging.pageSize}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
