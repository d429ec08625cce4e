export type ManagersParams = { name: string; phone: string; page: number; pageSize: number };
export type InvitationsParams = { page: number; pageSize: number };

export const unionUsersKeys = {
  all: ["union-users"] as const,
  union: (unionSeq: number) => [...unionUsersKeys.all, "union", unionSeq] as const,
  managers: (unionSeq: number) => [...unionUsersKeys.union(unionSeq), "managers"] as const,
  managerList: (unionSeq: number, params: ManagersParams) => [...unionUsersKeys.managers(unionSeq), params] as const,
  invitations: (unionSeq: number) => [...unionUsersKeys.union(unionSeq), "invitations"] as const,
  invitationList: (unionSeq: number, params: InvitationsParams) =>
    [...unionUsersKeys.invitations(unionSeq), params] as const,
  invitable: (unionSeq: number, phone: string) => [...unionUsersKeys.union(unionSeq), "invitable", phone] as const,
};
