import {
  type Attendee,
  type MeetAgenda,
  ONLINE_POLL_MS,
  type OnlineMeeting,
  type OnlineMeetingPanel,
  type OnlineNotice,
  type OnlineParticipantsQuery,
  type Opinion,
  type Speech,
  type ViewerDetail,
} from "@johap/contracts";
import { queryOptions } from "@tanstack/react-query";
import { getPaged, http } from "../../../lib/http";
import { onlineKeys } from "./online-keys";

export const unionHeader = (unionSeq: number) => ({ "Union-Seq": String(unionSeq) });
export const onlinePath = (id: number) => `/v2/online-general-meetings/${id}`;
const qs = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : "";
};

/** The panel's application status (PENDING, APPLYING, CONFIRMED, CREATED); polled while waiting for the operator. */
export const onlinePanelQuery = (unionSeq: number, meetSeq: number) =>
  queryOptions({
    queryKey: onlineKeys.panel(unionSeq, meetSeq),
    queryFn: ({ signal }) =>
      http.get<OnlineMeetingPanel>(`/v2/general-meetings/${meetSeq}/online-general-meetings`, {
        signal,
        headers: unionHeader(unionSeq),
      }),
    refetchInterval: (query) =>
      query.state.data?.serviceStatus === "APPLYING" || query.state.data?.serviceStatus === "CONFIRMED"
        ? ONLINE_POLL_MS
        : false,
  });

/** The live dashboard: stream info and latest notice every 10 s (spec 03 §7, §9). */
export const onlineMeetingQuery = (unionSeq: number, id: number) =>
  queryOptions({
    queryKey: onlineKeys.meeting(unionSeq, id),
    queryFn: ({ signal }) => http.get<OnlineMeeting>(onlinePath(id), { signal, headers: unionHeader(unionSeq) }),
    refetchInterval: ONLINE_POLL_MS,
  });

export const noticesQuery = (unionSeq: number, id: number, page: number) =>
  queryOptions({
    queryKey: onlineKeys.notices(unionSeq, id, page),
    queryFn: ({ signal }) =>
      getPaged<OnlineNotice>(`${onlinePath(id)}/notices${qs({ page, pageSize: 10 })}`, signal, unionHeader(unionSeq)),
    refetchInterval: ONLINE_POLL_MS,
  });

export const opinionsQuery = (unionSeq: number, id: number, page: number) =>
  queryOptions({
    queryKey: onlineKeys.opinions(unionSeq, id, page),
    queryFn: ({ signal }) =>
      getPaged<Opinion>(`${onlinePath(id)}/opinions${qs({ page, pageSize: 10 })}`, signal, unionHeader(unionSeq)),
    refetchInterval: ONLINE_POLL_MS,
  });

export const opinionQuery = (unionSeq: number, id: number, opinionSeq: number) =>
  queryOptions({
    queryKey: onlineKeys.opinion(unionSeq, id, opinionSeq),
    queryFn: ({ signal }) =>
      http.get<Opinion>(`${onlinePath(id)}/opinions/${opinionSeq}`, { signal, headers: unionHeader(unionSeq) }),
  });

export const speechesQuery = (unionSeq: number, id: number, page: number) =>
  queryOptions({
    queryKey: onlineKeys.speeches(unionSeq, id, page),
    queryFn: ({ signal }) =>
      getPaged<Speech>(`${onlinePath(id)}/speeches${qs({ page, pageSize: 10 })}`, signal, unionHeader(unionSeq)),
    refetchInterval: ONLINE_POLL_MS,
  });

export const participantsQuery = (unionSeq: number, id: number, params: OnlineParticipantsQuery) =>
  queryOptions({
    queryKey: onlineKeys.participants(unionSeq, id, params),
    queryFn: ({ signal }) =>
      getPaged<Attendee>(
        `${onlinePath(id)}/participants${qs(params as Record<string, string | number | undefined>)}`,
        signal,
        unionHeader(unionSeq),
      ),
    refetchInterval: ONLINE_POLL_MS,
  });

export const viewerQuery = (unionSeq: number, id: number, viewerSeq: number) =>
  queryOptions({
    queryKey: onlineKeys.viewer(unionSeq, id, viewerSeq),
    queryFn: ({ signal }) =>
      http.get<ViewerDetail>(`${onlinePath(id)}/viewers/${viewerSeq}`, { signal, headers: unionHeader(unionSeq) }),
  });

/** 안건 목록: the meeting's agendas (GET /v1/meets/{meetSeq}/agendas). */
export const agendasQuery = (unionSeq: number, meetSeq: number) =>
  queryOptions({
    queryKey: onlineKeys.agendas(unionSeq, meetSeq),
    queryFn: ({ signal }) =>
      http.get<MeetAgenda[]>(`/v1/meets/${meetSeq}/agendas`, { signal, headers: unionHeader(unionSeq) }),
  });

export const participantsExcelPath = (id: number, attendanceCategory?: string) =>
  `${onlinePath(id)}/participants/excel${qs({ attendanceCategory })}`;
