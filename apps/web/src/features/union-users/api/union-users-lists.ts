import type { InvitableMember, UnionInvitation, UnionManager } from "@johap/contracts";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getPaged, http } from "../../../lib/http";
import { queryString } from "../../../lib/query-string";
import { type InvitationsParams, type ManagersParams, unionUsersKeys } from "./union-users-keys";

// The user management pages' reads (loaded with those pages, not with the shell).

/** `GET /v2/unions/{unionId}/union-managers` (name, phone, paging). */
export const managersQuery = (unionSeq: number, params: ManagersParams) =>
  queryOptions({
    queryKey: unionUsersKeys.managerList(unionSeq, params),
    queryFn: ({ signal }) =>
      getPaged<UnionManager>(`/v2/unions/${unionSeq}/union-managers${queryString(params)}`, signal),
    placeholderData: keepPreviousData,
  });

/** `GET /v2/unions/{unionId}/union-manager-invitations` (paging). */
export const unionInvitationsQuery = (unionSeq: number, params: InvitationsParams) =>
  queryOptions({
    queryKey: unionUsersKeys.invitationList(unionSeq, params),
    queryFn: ({ signal }) =>
      getPaged<UnionInvitation>(`/v2/unions/${unionSeq}/union-manager-invitations${queryString(params)}`, signal),
    placeholderData: keepPreviousData,
  });

/** `GET /v2/unions/{unionId}/service-members/invitable?phone=`. */
export const invitableQuery = (unionSeq: number, phone: string) =>
  queryOptions({
    queryKey: unionUsersKeys.invitable(unionSeq, phone),
    queryFn: ({ signal }) =>
      http.get<InvitableMember[]>(`/v2/unions/${unionSeq}/service-members/invitable${queryString({ phone })}`, {
        signal,
      }),
    staleTime: 0,
  });
