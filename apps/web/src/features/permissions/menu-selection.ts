import type { GroupMenu } from "@johap/contracts";

/** The checked sub-menu ids of a group's menu permission list. */
export const checkedMenuIdsOf = (menus: readonly GroupMenu[]): Set<number> =>
  new Set(menus.flatMap((menu) => menu.subMenus.filter((sub) => sub.isChecked).map((sub) => sub.menuId)));

/**
 * Ticks or clears one sub-menu. 관리 (`{code}02`) includes reading, so ticking it ticks 조회 too, and
 * clearing 조회 clears 관리. Restricted sub-menus never change.
 */
export function toggleSubMenu(
  selected: ReadonlySet<number>,
  menu: GroupMenu,
  menuId: number,
  isChecked: boolean,
): Set<number> {
  const next = new Set(selected);
  const sub = menu.subMenus.find((s) => s.menuId === menuId);
  if (!sub || sub.isRestricted) return next;
  const read = menu.subMenus.find((s) => s.code.endsWith("01"));
  const write = menu.subMenus.find((s) => s.code.endsWith("02"));
  if (isChecked) {
    next.add(menuId);
    if (sub === write && read) next.add(read.menuId);
  } else {
    next.delete(menuId);
    if (sub === read && write) next.delete(write.menuId);
  }
  return next;
}

/** Whether the selection differs from what the group holds. */
export const isMenuSelectionChanged = (menus: readonly GroupMenu[], selected: ReadonlySet<number>) => {
  const stored = checkedMenuIdsOf(menus);
  return stored.size !== selected.size || [...selected].some((id) => !stored.has(id));
};
