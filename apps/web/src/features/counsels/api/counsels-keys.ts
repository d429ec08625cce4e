import type { CounselRegistersParams, ListCounselsParams } from "@johap/contracts";

export const counselsKeys = {
  all: ["counsels"] as const,
  union: (unionSeq: number) => [...counselsKeys.all, unionSeq] as const,
  lists: (unionSeq: number) => [...counselsKeys.union(unionSeq), "list"] as const,
  list: (unionSeq: number, params: ListCounselsParams) => [...counselsKeys.lists(unionSeq), params] as const,
  detail: (unionSeq: number, counselSeq: number) => [...counselsKeys.union(unionSeq), "detail", counselSeq] as const,
  registers: (unionSeq: number, params: CounselRegistersParams) =>
    [...counselsKeys.union(unionSeq), "registers", params] as const,
  history: (unionSeq: number, unionRegisterSeq: number) =>
    [...counselsKeys.union(unionSeq), "history", unionRegisterSeq] as const,
};
