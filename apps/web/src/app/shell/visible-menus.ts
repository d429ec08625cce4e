import type { MenuPermission } from "@johap/contracts";
import { accessOfMenu } from "../../features/session";

export type MenuEntryView = { code: string; name: string; path: string };
export type MenuGroupView = { code: string; name: string; entries: MenuEntryView[] };

/**
 * Spec 01 §1: an entry shows only when at least one of its sub-menus is checked; a group shows only
 * with a visible entry. Groups and entries keep the order the API lists them in.
 */
export function visibleMenuGroups(menus: readonly MenuPermission[]): MenuGroupView[] {
  const groups = new Map<string, MenuGroupView>();
  for (const menu of menus) {
    if (accessOfMenu(menu) === "none") continue;
    let group = groups.get(menu.groupCode);
    if (!group) {
      group = { code: menu.groupCode, name: menu.groupName, entries: [] };
      groups.set(menu.groupCode, group);
    }
    group.entries.push({ code: menu.code, name: menu.name, path: menu.path });
  }
  return [...groups.values()];
}
