import { SUB_MENUS } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import type { Session, TestApp } from "../../test/test-app";
import { managerGroupMenus } from "../permissions/permissions.table";
import { unionManagers } from "../union-users/union-users.table";

/**
 * Runs `work` while the permission group of `session`'s membership of `unionSeq` holds `menuCode`'s 조회
 * but not its 관리 (a read-only member), then gives 관리 back if it was held.
 */
export async function withReadOnlyMenu<T>(
  t: TestApp,
  session: Session,
  unionSeq: number,
  menuCode: string,
  work: () => Promise<T>,
): Promise<T> {
  const [manager] = await t.handle.db
    .select({ groupId: unionManagers.managerGroupId })
    .from(unionManagers)
    .where(and(eq(unionManagers.serviceMemberId, session.serviceMemberId), eq(unionManagers.unionSeq, unionSeq)));
  if (manager?.groupId == null) throw new Error("the session has no permission group in that union");
  const write = SUB_MENUS.find((s) => s.menuCode === menuCode && s.isWrite);
  if (!write) throw new Error(`no 관리 sub-menu of ${menuCode}`);
  const held = await t.handle.db
    .delete(managerGroupMenus)
    .where(and(eq(managerGroupMenus.managerGroupId, manager.groupId), eq(managerGroupMenus.menuId, write.menuId)))
    .returning();
  if (held.length === 0) throw new Error(`the group does not hold ${menuCode}'s 관리`);
  try {
    return await work();
  } finally {
    await t.handle.db.insert(managerGroupMenus).values(held);
  }
}
