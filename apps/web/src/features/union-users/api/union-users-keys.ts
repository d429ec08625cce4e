export const unionUsersKeys = {
  all: ["union-users"] as const,
  union: (unionSeq: number) => [...unionUsersKeys.all, "union", unionSeq] as const,
};
