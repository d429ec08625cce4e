/** Query keys of the posts feature (one factory; mutations invalidate through it). */
export const postsKeys = {
  all: (unionSeq: number) => ["posts", unionSeq] as const,
  candidates: (unionSeq: number, search: string) => ["posts", unionSeq, "candidates", search] as const,
  groups: (unionSeq: number) => ["posts", unionSeq, "groups"] as const,
  forms: (unionSeq: number) => ["posts", unionSeq, "forms"] as const,
  records: (unionSeq: number) => ["posts", unionSeq, "records"] as const,
  recordList: (unionSeq: number, page: number) => ["posts", unionSeq, "records", "list", page] as const,
  record: (unionSeq: number, postSeq: number) => ["posts", unionSeq, "records", postSeq] as const,
  recipients: (unionSeq: number, postSeq: number, page: number, pageSize: number) =>
    ["posts", unionSeq, "records", postSeq, "recipients", page, pageSize] as const,
};
