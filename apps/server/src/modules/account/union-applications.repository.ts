import { and, asc, eq, inArray, notExists } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contains } from "../../platform/sql";
import { unionManagerInvitations, unionManagers, unions } from "../union-users/union-users.table";
import { members, serviceMembers, unionApplications } from "./account.table";

/** Unions the member may not apply for: managed now, applied for, or invited to (pending). */
export async function unavailableUnionIds(db: Db, serviceMemberId: number): Promise<Set<number>> {
  const [managed, applied, invited] = await Promise.all([
    db
      .select({ id: unionManagers.unionSeq })
      .from(unionManagers)
      .where(and(eq(unionManagers.serviceMemberId, serviceMemberId), eq(unionManagers.status, "ACTIVE"))),
    db
      .select({ id: unionApplications.unionSeq })
      .from(unionApplications)
      .where(and(eq(unionApplications.serviceMemberId, serviceMemberId), eq(unionApplications.status, "PENDING"))),
    db
      .select({ id: unionManagerInvitations.unionSeq })
      .from(unionManagerInvitations)
      .where(
        and(
          eq(unionManagerInvitations.serviceMemberId, serviceMemberId),
          eq(unionManagerInvitations.status, "PENDING"),
        ),
      ),
  ]);
  return new Set([...managed, ...applied, ...invited].map((r) => r.id));
}

/** Activated unions whose name contains `name`, in name order. */
export function searchActivatedUnions(db: Db, name: string, limit: number) {
  const where = [eq(unions.isActivated, true)];
  if (name) where.push(contains(unions.name, name));
  return db
    .select({ unionId: unions.unionSeq, unionName: unions.name })
    .from(unions)
    .where(and(...where))
    .orderBy(asc(unions.name), asc(unions.unionSeq))
    .limit(limit);
}

export function findActivatedUnions(db: Db, unionIds: number[]) {
  return db
    .select({ unionId: unions.unionSeq, unionName: unions.name })
    .from(unions)
    .where(and(inArray(unions.unionSeq, unionIds), eq(unions.isActivated, true)));
}

export function insertApplications(db: Db, serviceMemberId: number, unionIds: number[]) {
  return db
    .insert(unionApplications)
    .values(unionIds.map((unionSeq) => ({ serviceMemberId, unionSeq })))
    .returning();
}

const applicationColumns = {
  unionApplicationId: unionApplications.unionApplicationId,
  serviceMemberId: unionApplications.serviceMemberId,
  unionId: unionApplications.unionSeq,
  unionName: unions.name,
  status: unionApplications.status,
  appliedAt: unionApplications.appliedAt,
};

/**
 * Pending applications (신청중) of a member, oldest first; a zone the member has meanwhile joined (an
 * invitation accepted while the application waited) is listed once, among the managed zones, not here.
 */
export function listPendingApplicationsOf(db: Db, serviceMemberId: number) {
  const membership = db
    .select({ id: unionManagers.unionSeq })
    .from(unionManagers)
    .where(
      and(
        eq(unionManagers.unionSeq, unionApplications.unionSeq),
        eq(unionManagers.serviceMemberId, serviceMemberId),
        eq(unionManagers.status, "ACTIVE"),
      ),
    );
  return db
    .select(applicationColumns)
    .from(unionApplications)
    .innerJoin(unions, eq(unions.unionSeq, unionApplications.unionSeq))
    .where(
      and(
        eq(unionApplications.serviceMemberId, serviceMemberId),
        eq(unionApplications.status, "PENDING"),
        notExists(membership),
      ),
    )
    .orderBy(asc(unionApplications.appliedAt), asc(unionApplications.unionApplicationId));
}

/** Every pending application with the applicant, for the operator. */
export function listPendingApplications(db: Db) {
  return db
    .select({ ...applicationColumns, name: members.name, phoneNo: members.phoneNo })
    .from(unionApplications)
    .innerJoin(unions, eq(unions.unionSeq, unionApplications.unionSeq))
    .innerJoin(serviceMembers, eq(serviceMembers.serviceMemberId, unionApplications.serviceMemberId))
    .innerJoin(members, eq(members.memberSeq, serviceMembers.memberSeq))
    .where(eq(unionApplications.status, "PENDING"))
    .orderBy(asc(unionApplications.appliedAt), asc(unionApplications.unionApplicationId));
}

/** Settles a pending application; the row (with union and applicant) when it was pending, else null. */
export async function settleApplication(db: Db, unionApplicationId: number, status: "APPROVED" | "REJECTED") {
  const [changed] = await db
    .update(unionApplications)
    .set({ status, decidedAt: new Date() })
    .where(and(eq(unionApplications.unionApplicationId, unionApplicationId), eq(unionApplications.status, "PENDING")))
    .returning();
  if (!changed) return null;
  const [detail] = await db
    .select({ unionName: unions.name, phoneNo: members.phoneNo })
    .from(unions)
    .innerJoin(serviceMembers, eq(serviceMembers.serviceMemberId, changed.serviceMemberId))
    .innerJoin(members, eq(members.memberSeq, serviceMembers.memberSeq))
    .where(eq(unions.unionSeq, changed.unionSeq));
  return { ...changed, unionName: detail?.unionName ?? "", phoneNo: detail?.phoneNo ?? "" };
}

export async function findApplication(db: Db, unionApplicationId: number) {
  const [row] = await db
    .select()
    .from(unionApplications)
    .where(eq(unionApplications.unionApplicationId, unionApplicationId));
  return row ?? null;
}
