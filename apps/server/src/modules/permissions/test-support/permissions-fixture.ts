import { and, eq } from "drizzle-orm";
import type { Session, TestApp } from "../../../test/test-app";
import { members, serviceMembers } from "../../account/account.table";
import { unionManagers, unions } from "../../union-users/union-users.table";

export async function targetServiceOf(t: TestApp, unionSeq: number): Promise<number> {
  const [row] = await t.handle.db.select().from(unions).where(eq(unions.unionSeq, unionSeq));
  return row!.targetServiceId;
}

/** The service manager id of a signed-in member in a union. */
export async function managerIdOf(t: TestApp, session: Session, unionSeq: number): Promise<number> {
  const [row] = await t.handle.db
    .select()
    .from(unionManagers)
    .where(and(eq(unionManagers.unionSeq, unionSeq), eq(unionManagers.serviceMemberId, session.serviceMemberId)));
  return row!.serviceManagerId;
}

export async function managerRow(t: TestApp, serviceManagerId: number) {
  const [row] = await t.handle.db
    .select()
    .from(unionManagers)
    .where(eq(unionManagers.serviceManagerId, serviceManagerId));
  return row!;
}

let serial = 0;
/** A further union manager (who never signs in), optionally in a group. */
export async function addManager(
  t: TestApp,
  unionSeq: number,
  input: { name: string; phoneNo: string; managerGroupId?: number | null },
): Promise<number> {
  serial += 1;
  const db = t.handle.db;
  const [member] = await db
    .insert(members)
    .values({
      loginId: `fixture-${Date.now()}-${serial}`,
      passwordHash: "x",
      name: input.name,
      phoneNo: input.phoneNo,
      nickname: input.name,
    })
    .returning();
  const [serviceMember] = await db.insert(serviceMembers).values({ memberSeq: member!.memberSeq }).returning();
  const [manager] = await db
    .insert(unionManagers)
    .values({ unionSeq, serviceMemberId: serviceMember!.serviceMemberId, managerGroupId: input.managerGroupId ?? null })
    .returning();
  return manager!.serviceManagerId;
}
