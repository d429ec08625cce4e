import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contains, containsCased, type PageQuery, pageWindow } from "../../platform/sql";
import { members, serviceMembers } from "../account/account.table";
import { managerGroups } from "../permissions/permissions.table";
import { unionManagerInvitations, unionManagers, unions } from "./union-users.table";

export type ManagerFilters = { name: string; phone: string; page: number; pageSize: number };

/** Active managers of a union with their person and group, filtered by name and phone (contains). */
export async function listManagers(db: Db, unionSeq: number, filters: ManagerFilters) {
  const where: SQL[] = [eq(unionManagers.unionSeq, unionSeq), eq(unionManagers.status, "ACTIVE")];
  if (filters.name) where.push(contains(members.name, filters.name));
  if (filters.phone) where.push(containsCased(members.phoneNo, filters.phone));
  const condition = and(...where);
  const { limit, offset } = pageWindow(filters);
  const base = () =>
    db
      .select({
        unionManagerId: unionManagers.serviceManagerId,
        name: members.name,
        birth: members.birth,
        phone: members.phoneNo,
        groupName: managerGroups.name,
        label: unionManagers.label,
        acceptanceAt: unionManagers.acceptanceAt,
      })
      .from(unionManagers)
      .innerJoin(serviceMembers, eq(serviceMembers.serviceMemberId, unionManagers.serviceMemberId))
      .innerJoin(members, eq(members.memberSeq, serviceMembers.memberSeq))
      .leftJoin(managerGroups, eq(managerGroups.managerGroupId, unionManagers.managerGroupId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(condition)
      // SUPERVISOR sorts before USER.
      .orderBy(asc(unionManagers.label), unionManagers.acceptanceAt, unionManagers.serviceManagerId)
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(unionManagers)
      .innerJoin(serviceMembers, eq(serviceMembers.serviceMemberId, unionManagers.serviceMemberId))
      .innerJoin(members, eq(members.memberSeq, serviceMembers.memberSeq))
      .where(condition),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Revokes an active USER of the union; returns whether a row changed. */
export async function revokeManager(db: Db, unionSeq: number, serviceManagerId: number): Promise<boolean> {
  const changed = await db
    .update(unionManagers)
    .set({ status: "REVOKED", revokedAt: new Date() })
    .where(
      and(
        eq(unionManagers.unionSeq, unionSeq),
        eq(unionManagers.serviceManagerId, serviceManagerId),
        eq(unionManagers.status, "ACTIVE"),
        eq(unionManagers.label, "USER"),
      ),
    )
    .returning({ id: unionManagers.serviceManagerId });
  return changed.length > 0;
}

export async function findUnionManager(db: Db, unionSeq: number, serviceManagerId: number) {
  const [row] = await db
    .select()
    .from(unionManagers)
    .where(and(eq(unionManagers.unionSeq, unionSeq), eq(unionManagers.serviceManagerId, serviceManagerId)));
  return row ?? null;
}

/** Invitations of a union the supervisor still sees: pending (수락전) and rejected, newest first. */
export async function listUnionInvitations(db: Db, unionSeq: number, paging: PageQuery) {
  const { limit, offset } = pageWindow(paging);
  const condition = and(
    eq(unionManagerInvitations.unionSeq, unionSeq),
    inArray(unionManagerInvitations.status, ["PENDING", "REJECTED"]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        unionManagerInvitationId: unionManagerInvitations.unionManagerInvitationId,
        name: members.name,
        birth: members.birth,
        phone: members.phoneNo,
        status: unionManagerInvitations.status,
        invitationAt: unionManagerInvitations.invitationAt,
      })
      .from(unionManagerInvitations)
      .innerJoin(serviceMembers, eq(serviceMembers.serviceMemberId, unionManagerInvitations.serviceMemberId))
      .innerJoin(members, eq(members.memberSeq, serviceMembers.memberSeq))
      .where(condition)
      .orderBy(desc(unionManagerInvitations.invitationAt), desc(unionManagerInvitations.unionManagerInvitationId))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(unionManagerInvitations).where(condition),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findInvitation(db: Db, unionSeq: number, invitationId: number) {
  const [row] = await db
    .select()
    .from(unionManagerInvitations)
    .where(
      and(
        eq(unionManagerInvitations.unionSeq, unionSeq),
        eq(unionManagerInvitations.unionManagerInvitationId, invitationId),
      ),
    );
  return row ?? null;
}

/** Moves a pending invitation to its answer; false when it was no longer pending. */
export async function settleInvitation(
  db: Db,
  invitationId: number,
  status: "ACCEPTED" | "REJECTED" | "CANCELED",
): Promise<boolean> {
  const changed = await db
    .update(unionManagerInvitations)
    .set({ status, respondedAt: new Date() })
    .where(
      and(
        eq(unionManagerInvitations.unionManagerInvitationId, invitationId),
        eq(unionManagerInvitations.status, "PENDING"),
      ),
    )
    .returning({ id: unionManagerInvitations.unionManagerInvitationId });
  return changed.length > 0;
}

export async function insertInvitation(
  db: Db,
  input: { unionSeq: number; serviceMemberId: number; invitedBy: number },
): Promise<number | null> {
  const [row] = await db
    .insert(unionManagerInvitations)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: unionManagerInvitations.unionManagerInvitationId });
  return row?.id ?? null;
}

/** OMS members whose phone is exactly `phone`, with whether they are invited to or manage the union. */
export async function findInvitableMembers(db: Db, unionSeq: number, phone: string, limit: number) {
  const found = await db
    .select({ serviceMemberId: serviceMembers.serviceMemberId, name: members.name, phone: members.phoneNo })
    .from(serviceMembers)
    .innerJoin(members, eq(members.memberSeq, serviceMembers.memberSeq))
    .where(and(eq(members.phoneNo, phone), eq(serviceMembers.serviceType, "OMS")))
    .orderBy(serviceMembers.serviceMemberId)
    .limit(limit);
  if (found.length === 0) return [];
  const ids = found.map((f) => f.serviceMemberId);
  const [managers, invited] = await Promise.all([
    db
      .select({ id: unionManagers.serviceMemberId })
      .from(unionManagers)
      .where(
        and(
          eq(unionManagers.unionSeq, unionSeq),
          eq(unionManagers.status, "ACTIVE"),
          inArray(unionManagers.serviceMemberId, ids),
        ),
      ),
    db
      .select({ id: unionManagerInvitations.serviceMemberId })
      .from(unionManagerInvitations)
      .where(
        and(
          eq(unionManagerInvitations.unionSeq, unionSeq),
          eq(unionManagerInvitations.status, "PENDING"),
          inArray(unionManagerInvitations.serviceMemberId, ids),
        ),
      ),
  ]);
  const managerIds = new Set(managers.map((m) => m.id));
  const invitedIds = new Set(invited.map((i) => i.id));
  return found.map((f) => ({
    ...f,
    isManager: managerIds.has(f.serviceMemberId),
    isInvited: invitedIds.has(f.serviceMemberId) || managerIds.has(f.serviceMemberId),
  }));
}

/** The person behind a service member (name and phone for texts and messages). */
export async function findPersonOf(db: Db, serviceMemberId: number) {
  const [row] = await db
    .select({ serviceMemberId: serviceMembers.serviceMemberId, name: members.name, phoneNo: members.phoneNo })
    .from(serviceMembers)
    .innerJoin(members, eq(members.memberSeq, serviceMembers.memberSeq))
    .where(eq(serviceMembers.serviceMemberId, serviceMemberId));
  return row ?? null;
}

/** Invitations to a member across unions (my page), newest first; cancelled ones left out. */
export function listInvitationsOf(db: Db, serviceMemberId: number) {
  return db
    .select({
      unionManagerInvitationId: unionManagerInvitations.unionManagerInvitationId,
      unionId: unionManagerInvitations.unionSeq,
      unionName: unions.name,
      status: unionManagerInvitations.status,
      invitationAt: unionManagerInvitations.invitationAt,
      respondedAt: unionManagerInvitations.respondedAt,
    })
    .from(unionManagerInvitations)
    .innerJoin(unions, eq(unions.unionSeq, unionManagerInvitations.unionSeq))
    .where(
      and(
        eq(unionManagerInvitations.serviceMemberId, serviceMemberId),
        inArray(unionManagerInvitations.status, ["PENDING", "ACCEPTED", "REJECTED"]),
      ),
    )
    .orderBy(desc(unionManagerInvitations.invitationAt), desc(unionManagerInvitations.unionManagerInvitationId));
}
