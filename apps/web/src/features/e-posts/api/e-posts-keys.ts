type Paging = { page: number; pageSize: number };
export type CandidateFilters = { name: string; unionRegisterNo: string; unionRegisterGroupSeq: number | null };

export const epostsKeys = {
  all: ["e-posts"] as const,
  union: (unionSeq: number) => [...epostsKeys.all, unionSeq] as const,
  list: (unionSeq: number, paging: Paging) => [...epostsKeys.union(unionSeq), "list", paging] as const,
  detail: (unionSeq: number, id: number) => [...epostsKeys.union(unionSeq), "detail", id] as const,
  draft: (unionSeq: number, id: number) => [...epostsKeys.union(unionSeq), "draft", id] as const,
  recipients: (unionSeq: number, id: number, paging: Paging) =>
    [...epostsKeys.detail(unionSeq, id), "recipients", paging] as const,
  candidates: (unionSeq: number, filters: CandidateFilters, seqs: readonly number[] | null, paging: Paging) =>
    [...epostsKeys.union(unionSeq), "candidates", filters, seqs, paging] as const,
  groups: (unionSeq: number) => [...epostsKeys.union(unionSeq), "groups"] as const,
  groupMembers: (unionSeq: number, groupSeq: number) => [...epostsKeys.groups(unionSeq), groupSeq] as const,
};
