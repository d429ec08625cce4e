import type { ServiceMemberUnion } from "@johap/contracts";

/**
 * The zone the shell shows: the one in the path; outside a zone (my page) the remembered one, else
 * the first. Null when the member manages none, or the path's zone is not theirs.
 */
export function currentUnionOf(
  unions: readonly ServiceMemberUnion[],
  pathUnionSeq: string | null,
  rememberedUnionSeq: number | null,
): ServiceMemberUnion | null {
  if (pathUnionSeq !== null) return unions.find((union) => String(union.unionId) === pathUnionSeq) ?? null;
  return unions.find((union) => union.unionId === rememberedUnionSeq) ?? unions[0] ?? null;
}
