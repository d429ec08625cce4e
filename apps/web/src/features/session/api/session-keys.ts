export const sessionKeys = {
  all: ["session"] as const,
  member: (memberSeq: number) => [...sessionKeys.all, "member", memberSeq] as const,
  unions: (serviceMemberId: number) => [...sessionKeys.all, "unions", serviceMemberId] as const,
  menus: (serviceManagerId: number) => [...sessionKeys.all, "menus", serviceManagerId] as const,
};
