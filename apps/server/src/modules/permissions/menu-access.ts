import { ALL_SUB_MENU_IDS, SUB_MENUS } from "@johap/contracts";
import type { Db } from "../../db/client";
import { listGroupMenuIds } from "./permissions.repository";

/** The sub-menu ids a manager holds: every one for the supervisor, else those of the group. */
export async function grantedMenuIds(
  db: Db,
  manager: { label: "SUPERVISOR" | "USER"; managerGroupId: number | null },
): Promise<Set<number>> {
  if (manager.label === "SUPERVISOR") return new Set(ALL_SUB_MENU_IDS);
  if (manager.managerGroupId == null) return new Set();
  return new Set(await listGroupMenuIds(db, manager.managerGroupId));
}

/** A read needs any checked sub-menu of the menu; a change needs its 관리 sub-menu. */
export function allowsMenu(granted: Set<number>, menuCode: string, isWrite: boolean): boolean {
  return SUB_MENUS.some((s) => s.menuCode === menuCode && granted.has(s.menuId) && (!isWrite || s.isWrite));
}
