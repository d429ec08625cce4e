import type { UnionHome } from "@johap/contracts";
import { queryOptions } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { unionUsersKeys } from "./union-users-keys";

export type { UnionHome } from "@johap/contracts";

/** `GET /v1/unions/{unionSeq}` (the Home page's union). */
export const unionQuery = (unionSeq: number) =>
  queryOptions({
    queryKey: unionUsersKeys.union(unionSeq),
    queryFn: ({ signal }) => http.get<UnionHome>(`/v1/unions/${unionSeq}`, { signal }),
    staleTime: 5 * 60_000,
  });
