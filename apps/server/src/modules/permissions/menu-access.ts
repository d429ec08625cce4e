import { ALL_SUB_MENU_IDS, RESTRICTED_MENU_CODES, SUB_MENUS } from "@johap/contracts";
import type { Db } from "../../db/client";
import { listGroupMenuIds } from "./permissions.repository";

const RESTRICTED_SUB_MENU_IDS = new Set(
  SUB_MENUS.filter((s) => RESTRICTED_MENU_CODES.includes(s.menuCode)).map((s) => s.menuId),
);

/** Whether a sub-menu belongs to a menu only the supervisor may hold (M1101, M1104). */
export const isRestrictedSubMenu = (menuId: number) => RESTRICTED_SUB_MENU_IDS.has(menuId);

/**
 * The sub-menu ids a manager holds, read from the database on every call (a change applies at once):
 * every one for the supervisor, else those of the group without the supervisor-only menus.
 */
export async function grantedMenuIds(
  db: Db,
  manager: { label: "SUPERVISOR" | "USER"; managerGroupId: number | null },
): Promise<Set<number>> {
  if (manager.label === "SUPERVISOR") return new Set(ALL_SUB_MENU_IDS);
  if (manager.managerGroupId == null) return new Set();
  return new Set((await listGroupMenuIds(db, manager.managerGroupId)).filter((id) => !isRestrictedSubMenu(id)));
}

/** A read needs any checked sub-menu of the menu; a change needs its 관리 sub-menu. */
export function allowsMenu(granted: Set<number>, menuCode: string, isWrite: boolean): boolean {
  return SUB_MENUS.some((s) => s.menuCode === menuCode && granted.has(s.menuId) && (!isWrite || s.isWrite));
}
