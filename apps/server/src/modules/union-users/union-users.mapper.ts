import type { InvitableMember, MyInvitation, UnionInvitation, UnionManager } from "@johap/contracts";

/** The one place union-user rows become contract DTOs. */
export const toUnionManager = (row: {
  unionManagerId: number;
  name: string;
  birth: string;
  phone: string;
  groupName: string | null;
  label: "SUPERVISOR" | "USER";
  acceptanceAt: Date;
}): UnionManager => ({ ...row, acceptanceAt: row.acceptanceAt.toISOString() });

export const toUnionInvitation = (row: {
  unionManagerInvitationId: number;
  name: string;
  birth: string;
  phone: string;
  status: string;
  invitationAt: Date;
}): UnionInvitation => ({
  ...row,
  status: row.status as UnionInvitation["status"],
  invitationAt: row.invitationAt.toISOString(),
});

export const toInvitableMember = (row: InvitableMember): InvitableMember => ({
  serviceMemberId: row.serviceMemberId,
  name: row.name,
  phone: row.phone,
  isInvited: row.isInvited,
  isManager: row.isManager,
});

export const toMyInvitation = (row: {
  unionManagerInvitationId: number;
  unionId: number;
  unionName: string;
  status: string;
  invitationAt: Date;
  respondedAt: Date | null;
}): MyInvitation => ({
  ...row,
  status: row.status as MyInvitation["status"],
  invitationAt: row.invitationAt.toISOString(),
  respondedAt: row.respondedAt?.toISOString() ?? null,
});
