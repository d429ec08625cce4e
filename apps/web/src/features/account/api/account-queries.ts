import type { MyInvitation, UnionApplication, ZoneActivation } from "@johap/contracts";
import { queryOptions } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";
import { accountKeys } from "./account-keys";

/** While an application waits for staff approval the page checks again this often. */
export const PENDING_POLL_MS = 3000;

/** GET /v2/service-members/{id}/union-applications: pending applications (신청중). */
export const applicationsQuery = (serviceMemberId: number) =>
  queryOptions({
    queryKey: accountKeys.applications(serviceMemberId),
    queryFn: ({ signal }) =>
      http.get<UnionApplication[]>(`/v2/service-members/${serviceMemberId}/union-applications`, { signal }),
    refetchInterval: (query) => ((query.state.data?.length ?? 0) > 0 ? PENDING_POLL_MS : false),
  });

/** GET /v2/service-members/{id}/union-invitations: invitations to the member. */
export const invitationsQuery = (serviceMemberId: number) =>
  queryOptions({
    queryKey: accountKeys.invitations(serviceMemberId),
    queryFn: ({ signal }) =>
      http.get<MyInvitation[]>(`/v2/service-members/${serviceMemberId}/union-invitations`, { signal }),
  });

/** GET /v2/unions/activations?name=: zones to apply for, with isApplicable. */
export const activationsQuery = (name: string) =>
  queryOptions({
    queryKey: accountKeys.activations(name),
    queryFn: ({ signal }) => http.get<ZoneActivation[]>(`/v2/unions/activations${queryString({ name })}`, { signal }),
  });
