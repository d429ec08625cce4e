import type { ListMeetsParams, MeetAgenda, MeetDetail, MeetListItem } from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged, http } from "../../../../lib/http";
import { queryString } from "../../../../lib/query-string";
import { meetsKeys } from "./meet-keys";

/** The /v1/meets calls carry the union in the Union-Seq header, on reads too (the client sends it on writes). */
export const unionHeader = (unionSeq: number) => ({ "Union-Seq": String(unionSeq) });

/** Spec 03 §7 and §9: meeting status, agendas and summaries refetch every 60 s. */
export const MEET_POLL_MS = 60_000;

export const meetsBase = "/v1/meets";
export const meetPath = (meetSeq: number) => `${meetsBase}/${meetSeq}`;

/** GET /v1/meets (filters, page): the history list, newest first. */
export const meetListQuery = (unionSeq: number, params: ListMeetsParams) =>
  queryOptions({
    queryKey: meetsKeys.list(unionSeq, params),
    queryFn: ({ signal }) =>
      getPaged<MeetListItem>(`${meetsBase}${queryString({ ...params })}`, signal, unionHeader(unionSeq)),
    placeholderData: keepPreviousData,
  });

/** GET /v1/meets/{meetSeq}: the meeting with its parts; its status refetches every 60 s. */
export const meetQuery = (unionSeq: number, meetSeq: number) =>
  queryOptions({
    queryKey: meetsKeys.detail(unionSeq, meetSeq),
    queryFn: ({ signal }) => http.get<MeetDetail>(meetPath(meetSeq), { signal, headers: unionHeader(unionSeq) }),
    refetchInterval: MEET_POLL_MS,
  });

/** GET /v1/meets/{meetSeq}/agendas: agendas with candidates and attachments (60 s). */
export const meetAgendasQuery = (unionSeq: number, meetSeq: number) =>
  queryOptions({
    queryKey: meetsKeys.agendas(unionSeq, meetSeq),
    queryFn: ({ signal }) =>
      http.get<MeetAgenda[]>(`${meetPath(meetSeq)}/agendas`, { signal, headers: unionHeader(unionSeq) }),
    refetchInterval: MEET_POLL_MS,
  });
