import type {
  CreateDocumentIssuanceBody,
  DocumentIssuance,
  DocumentIssuanceCost,
  DocumentIssuanceCostBody,
  DocumentIssuanceCreated,
  DocumentIssuanceDetail,
  DocumentIssuanceRegister,
  IssuedDocument,
} from "@johap/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getPaged, http } from "../../../lib/http";
import { errorMessageOf, isNotifiedError } from "../../../lib/http-error";
import { notifyError } from "../../../lib/notify";
import { queryString } from "../../../lib/query-string";

export const issuancesBase = (unionSeq: number) => `/v1/unions/${unionSeq}/document-issuances`;

const compact = (params: object) =>
  Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== "" && value !== undefined && value !== null),
  );

export const issuanceKeys = {
  union: (unionSeq: number) => ["document-issuances", unionSeq] as const,
  registers: (unionSeq: number, params: object) => [...issuanceKeys.union(unionSeq), "registers", params] as const,
  list: (unionSeq: number, params: object) => [...issuanceKeys.union(unionSeq), "list", params] as const,
  detail: (unionSeq: number, seq: number) => [...issuanceKeys.union(unionSeq), "detail", seq] as const,
  documents: (unionSeq: number, seq: number, params: object) =>
    [...issuanceKeys.union(unionSeq), "documents", seq, params] as const,
};

export type RegistersParams = {
  page: number;
  pageSize: number;
  unionRegisterGroupSeq?: number | undefined;
  unionRegisterNo?: string;
  name?: string;
  address?: string;
};

/** GET /document-issuances/registers: the picker's candidates. */
export const issuanceRegistersQuery = (unionSeq: number, params: RegistersParams) =>
  queryOptions({
    queryKey: issuanceKeys.registers(unionSeq, params),
    queryFn: ({ signal }) =>
      getPaged<DocumentIssuanceRegister>(`${issuancesBase(unionSeq)}/registers${queryString(compact(params))}`, signal),
    placeholderData: keepPreviousData,
  });

/** GET /register-groups: the address-book groups for the picker's group select (empty when not served). */
export const registerGroupsQuery = (unionSeq: number) =>
  queryOptions({
    queryKey: [...issuanceKeys.union(unionSeq), "groups"] as const,
    queryFn: async ({ signal }) =>
      (
        await getPaged<{ unionRegisterGroupSeq: number; name: string }>(
          `/v1/unions/${unionSeq}/register-groups${queryString({ pageSize: 100 })}`,
          signal,
        ).catch(() => ({ data: [] }))
      ).data,
    staleTime: 60_000,
  });

export type RecordsParams = {
  page: number;
  pageSize: number;
  requestedFrom?: string;
  requestedTo?: string;
  completedFrom?: string;
  completedTo?: string;
};

export const issuanceListQuery = (unionSeq: number, params: RecordsParams) =>
  queryOptions({
    queryKey: issuanceKeys.list(unionSeq, params),
    queryFn: ({ signal }) =>
      getPaged<DocumentIssuance>(`${issuancesBase(unionSeq)}${queryString(compact(params))}`, signal),
    placeholderData: keepPreviousData,
  });

/** The record, polled every 3 s while the registry is still issuing. */
export const issuanceDetailQuery = (unionSeq: number, seq: number) =>
  queryOptions({
    queryKey: issuanceKeys.detail(unionSeq, seq),
    queryFn: ({ signal }) => http.get<DocumentIssuanceDetail>(`${issuancesBase(unionSeq)}/${seq}`, { signal }),
    refetchInterval: (query) => (query.state.data && query.state.data.requestStatus !== "COMPLETE" ? 3000 : false),
  });

export type DocumentsParams = { documentCode: string; name?: string; address?: string; page: number; pageSize: number };

/**
 * A group's documents, polled with the record while it runs; `progress` (the record's status and the group's
 * counts) is part of the key, so the rows are read again whenever the record's poll sees them change (the last
 * documents settle in the same moment the record completes and its polling stops).
 */
export const issuedDocumentsQuery = (
  unionSeq: number,
  seq: number,
  params: DocumentsParams,
  isRunning: boolean,
  progress: string,
) =>
  queryOptions({
    queryKey: [...issuanceKeys.documents(unionSeq, seq, params), progress] as const,
    queryFn: ({ signal }) =>
      getPaged<IssuedDocument>(`${issuancesBase(unionSeq)}/${seq}/documents${queryString(compact(params))}`, signal),
    placeholderData: keepPreviousData,
    refetchInterval: isRunning ? 3000 : false,
  });

const onError = (error: unknown) => {
  if (!isNotifiedError(error)) notifyError(errorMessageOf(error));
};

export function useIssuanceCostMutation(unionSeq: number) {
  return useMutation({
    onError,
    mutationFn: (body: DocumentIssuanceCostBody) =>
      http.post<DocumentIssuanceCost>(`${issuancesBase(unionSeq)}/cost/calculate`, body),
  });
}

export function useCreateIssuanceMutation(
  unionSeq: number,
  idempotencyKey: string,
  onFailure: (error: unknown) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    onError: (error) => {
      onError(error);
      onFailure(error);
    },
    mutationFn: (body: CreateDocumentIssuanceBody) =>
      http.post<DocumentIssuanceCreated>(issuancesBase(unionSeq), body, {
        headers: { "Idempotency-Key": idempotencyKey },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: issuanceKeys.union(unionSeq) }),
  });
}
