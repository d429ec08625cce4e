import type { Form, ListFormsParams } from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";

export const formsKeys = {
  all: ["forms"] as const,
  list: (params: ListFormsParams) => [...formsKeys.all, "list", params] as const,
};

/** GET /v1/forms (keyword, formType): the library, the same for every union. */
export const formListQuery = (params: ListFormsParams) =>
  queryOptions({
    queryKey: formsKeys.list(params),
    queryFn: ({ signal }) => http.get<Form[]>(`/v1/forms${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    // The library changes only with a release.
    staleTime: 5 * 60_000,
  });

export const formFilePath = (formSeq: number, fileSeq: number) => `/v1/forms/${formSeq}/files/${fileSeq}`;
