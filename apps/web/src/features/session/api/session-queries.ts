import type { Member, MenuPermission, ServiceMemberUnion } from "@johap/contracts";
import { queryOptions } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { sessionKeys } from "./session-keys";

/** Session reads change rarely while the console is open. */
const SESSION_STALE_MS = 60_000;

/** GET /v3/members/{memberSeq}. */
export const memberQuery = (memberSeq: number) =>
  queryOptions({
    queryKey: sessionKeys.member(memberSeq),
    queryFn: ({ signal }) => http.get<Member>(`/v3/members/${memberSeq}`, { signal }),
    staleTime: SESSION_STALE_MS,
  });

/** GET /v2/service-members/{serviceMemberId}/unions: the zones the member manages. */
export const myUnionsQuery = (serviceMemberId: number) =>
  queryOptions({
    queryKey: sessionKeys.unions(serviceMemberId),
    queryFn: ({ signal }) =>
      http.get<ServiceMemberUnion[]>(`/v2/service-members/${serviceMemberId}/unions`, { signal }),
    staleTime: SESSION_STALE_MS,
  });

/** GET /v2/service-managers/{serviceManagerId}/menus: every menu with its sub-menus checked as granted. */
export const availableMenusQuery = (serviceManagerId: number) =>
  queryOptions({
    queryKey: sessionKeys.menus(serviceManagerId),
    queryFn: ({ signal }) => http.get<MenuPermission[]>(`/v2/service-managers/${serviceManagerId}/menus`, { signal }),
    staleTime: SESSION_STALE_MS,
  });
