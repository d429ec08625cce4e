import type { ListMeetsParams } from "@johap/contracts";

/**
 * Query keys of the meetings (spec 03): the history list and one meeting. Every read about a meeting sits under
 * `meetsKeys.meet(unionSeq, meetSeq)`, so invalidating it refreshes the detail and its tabs together; a tab adds
 * its own suffix (for example `[...meetsKeys.meet(u, m), "participants", params]`).
 */
export const meetsKeys = {
  all: ["meets"] as const,
  union: (unionSeq: number) => [...meetsKeys.all, unionSeq] as const,
  lists: (unionSeq: number) => [...meetsKeys.union(unionSeq), "list"] as const,
  list: (unionSeq: number, params: ListMeetsParams) => [...meetsKeys.lists(unionSeq), params] as const,
  meet: (unionSeq: number, meetSeq: number) => [...meetsKeys.union(unionSeq), meetSeq] as const,
  detail: (unionSeq: number, meetSeq: number) => [...meetsKeys.meet(unionSeq, meetSeq), "detail"] as const,
  agendas: (unionSeq: number, meetSeq: number) => [...meetsKeys.meet(unionSeq, meetSeq), "agendas"] as const,
};
