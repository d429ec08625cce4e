import { SUB_MENUS } from "@johap/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { managerGroupMenus } from "../modules/permissions/permissions.table";
import { unionManagers } from "../modules/union-users/union-users.table";
import type { Session, TestApp } from "./test-app";

/**
 * Runs `work` while the permission group of `session`'s membership of `unionSeq` holds none of the sub-menus
 * of `menuCode`, then gives the group back exactly the sub-menus it held.
 */
export async function withoutMenu<T>(
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
  const menuIds = SUB_MENUS.filter((s) => s.menuCode === menuCode).map((s) => s.menuId);
  const held = await t.handle.db
    .delete(managerGroupMenus)
    .where(and(eq(managerGroupMenus.managerGroupId, manager.groupId), inArray(managerGroupMenus.menuId, menuIds)))
    .returning();
  try {
    return await work();
  } finally {
    if (held.length > 0) await t.handle.db.insert(managerGroupMenus).values(held);
  }
}
