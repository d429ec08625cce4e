import type {
  CreatePromotionUserBody,
  ListPromotionHistoriesParams,
  ListPromotionMeetsParams,
  ListPromotionUsersParams,
  PromotionConnectionHistory,
  PromotionExecutionHistory,
  PromotionMeet,
  PromotionUser,
  SendPromotionAccountsBody,
  UpdatePromotionUserBody,
} from "@johap/contracts";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getPaged, http } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";

/** Query keys of 홍보 관리: every read of a meeting's promotion sits under `meet(u, m)`. */
export const promotionKeys = {
  all: ["promotion"] as const,
  union: (u: number) => [...promotionKeys.all, u] as const,
  meets: (u: number, params: ListPromotionMeetsParams) => [...promotionKeys.union(u), "meets", params] as const,
  meet: (u: number, m: number) => [...promotionKeys.union(u), "meet", m] as const,
  users: (u: number, m: number, params: ListPromotionUsersParams) =>
    [...promotionKeys.meet(u, m), "users", params] as const,
  user: (u: number, m: number, id: number) => [...promotionKeys.meet(u, m), "user", id] as const,
  counts: (u: number, m: number) => [...promotionKeys.meet(u, m), "counts"] as const,
  histories: (u: number, m: number, kind: HistoryKind, params: ListPromotionHistoriesParams) =>
    [...promotionKeys.meet(u, m), kind, params] as const,
};

export type HistoryKind = "connection-histories" | "execution-histories";
export const unionHeader = (unionSeq: number) => ({ "Union-Seq": String(unionSeq) });
export const promotionMeetsBase = "/v1/promotion-meets";
export const promotionUsersPath = (meetSeq: number) => `/v1/meets/${meetSeq}/promotion-users`;

export const promotionMeetsQuery = (unionSeq: number, params: ListPromotionMeetsParams) =>
  queryOptions({
    queryKey: promotionKeys.meets(unionSeq, params),
    queryFn: ({ signal }) =>
      getPaged<PromotionMeet>(`${promotionMeetsBase}${queryString({ ...params })}`, signal, unionHeader(unionSeq)),
    placeholderData: keepPreviousData,
  });

export const promotionUsersQuery = (unionSeq: number, meetSeq: number, params: ListPromotionUsersParams) =>
  queryOptions({
    queryKey: promotionKeys.users(unionSeq, meetSeq, params),
    queryFn: ({ signal }) =>
      getPaged<PromotionUser>(
        `${promotionUsersPath(meetSeq)}${queryString({ ...params })}`,
        signal,
        unionHeader(unionSeq),
      ),
    placeholderData: keepPreviousData,
  });

export const promotionCountsQuery = (unionSeq: number, meetSeq: number) =>
  queryOptions({
    queryKey: promotionKeys.counts(unionSeq, meetSeq),
    queryFn: ({ signal }) =>
      http.get<{ headCount: number; managerCount: number; useCount: number }>(`${promotionUsersPath(meetSeq)}/counts`, {
        signal,
        headers: unionHeader(unionSeq),
      }),
  });

type HistoryRow<K extends HistoryKind> = K extends "connection-histories"
  ? PromotionConnectionHistory
  : PromotionExecutionHistory;

export const promotionHistoriesQuery = <K extends HistoryKind>(
  unionSeq: number,
  meetSeq: number,
  kind: K,
  params: ListPromotionHistoriesParams,
) =>
  queryOptions({
    queryKey: promotionKeys.histories(unionSeq, meetSeq, kind, params),
    queryFn: ({ signal }) =>
      getPaged<HistoryRow<K>>(
        `/v1/meets/${meetSeq}/${kind}${queryString({ ...params })}`,
        signal,
        unionHeader(unionSeq),
      ),
    placeholderData: keepPreviousData,
  });

/** The mutations of a meeting's promotion staff; each refreshes the meeting's promotion reads and the list's counts. */
export function usePromotionMutations(unionSeq: number, meetSeq: number) {
  const queryClient = useQueryClient();
  const options = { headers: unionHeader(unionSeq) };
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: promotionKeys.union(unionSeq) });
  return {
    /** 등록: its failure (E03206 among them) is shown by the dialog, not the global snackbar. */
    create: useMutation({
      mutationFn: (body: CreatePromotionUserBody) =>
        http.post<{ promotionUserSeq: number; isChangedToHead: boolean }>(promotionUsersPath(meetSeq), body, options),
      onSuccess,
      meta: { isErrorHandled: true },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdatePromotionUserBody }) =>
        http.patch<PromotionUser>(`${promotionUsersPath(meetSeq)}/${id}`, body, options),
      onSuccess,
    }),
    sendAccounts: useMutation({
      mutationFn: (body: SendPromotionAccountsBody) =>
        http.post<{ sentCount: number }>(`${promotionUsersPath(meetSeq)}/account/send`, body, options),
      onSuccess,
    }),
  };
}
