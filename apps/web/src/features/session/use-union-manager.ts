import type { ServiceMemberUnion } from "@johap/contracts";
import { useQuery } from "@tanstack/react-query";
import { myUnionsQuery } from "./api/session-queries";
import { useSessionIds } from "./use-session-ids";

/** The signed-in member's management of the union (target service id, service manager id, label). */
export function useUnionManager(unionSeq: number): ServiceMemberUnion | null {
  const ids = useSessionIds();
  const unions = useQuery({ ...myUnionsQuery(ids?.serviceMemberId ?? 0), enabled: ids !== null });
  return unions.data?.find((union) => union.unionId === unionSeq) ?? null;
}
