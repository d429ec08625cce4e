import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { unionManagers, unions } from "./union-users.table";

/** What the guard and others need of a member's place in a union. */
const membershipColumns = {
  serviceManagerId: unionManagers.serviceManagerId,
  label: unionManagers.label,
  status: unionManagers.status,
  managerGroupId: unionManagers.managerGroupId,
  serviceEndAt: unions.serviceEndAt,
  isActivated: unions.isActivated,
};

export async function findMembership(db: Db, unionSeq: number, serviceMemberId: number) {
  const [row] = await db
    .select(membershipColumns)
    .from(unionManagers)
    .innerJoin(unions, eq(unions.unionSeq, unionManagers.unionSeq))
    .where(and(eq(unionManagers.unionSeq, unionSeq), eq(unionManagers.serviceMemberId, serviceMemberId)));
  return row ?? null;
}

export async function findManagerById(db: Db, serviceManagerId: number) {
  const [row] = await db.select().from(unionManagers).where(eq(unionManagers.serviceManagerId, serviceManagerId));
  return row ?? null;
}

/** Active memberships of a service member, in union order. */
export function listActiveUnionsOf(db: Db, serviceMemberId: number) {
  return db
    .select({
      unionId: unions.unionSeq,
      unionName: unions.name,
      label: unionManagers.label,
      serviceManagerId: unionManagers.serviceManagerId,
      targetServiceId: unions.targetServiceId,
    })
    .from(unionManagers)
    .innerJoin(unions, eq(unions.unionSeq, unionManagers.unionSeq))
    .where(and(eq(unionManagers.serviceMemberId, serviceMemberId), eq(unionManagers.status, "ACTIVE")))
    .orderBy(asc(unions.unionSeq));
}

export async function findUnion(db: Db, unionSeq: number) {
  const [row] = await db.select().from(unions).where(eq(unions.unionSeq, unionSeq));
  return row ?? null;
}

/**
 * Makes the member an active USER of the union: a new row, or the revoked row brought back (label
 * USER, no permission group: the supervisor assigns one). An active membership is left as it is.
 */
export async function activateManager(db: Db, input: { unionSeq: number; serviceMemberId: number }) {
  await db
    .insert(unionManagers)
    .values({ unionSeq: input.unionSeq, serviceMemberId: input.serviceMemberId, label: "USER" })
    .onConflictDoUpdate({
      target: [unionManagers.unionSeq, unionManagers.serviceMemberId],
      set: { status: "ACTIVE", label: "USER", managerGroupId: null, acceptanceAt: new Date(), revokedAt: null },
      setWhere: eq(unionManagers.status, "REVOKED"),
    });
}

/** Whether the member actively manages the union. */
export async function isActiveManager(db: Db, unionSeq: number, serviceMemberId: number): Promise<boolean> {
  const membership = await findMembership(db, unionSeq, serviceMemberId);
  return membership?.status === "ACTIVE";
}
