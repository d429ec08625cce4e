import { MENU_GROUPS, type MenuPermission } from "@johap/contracts";

/** What a member may do on a menu's screens: nothing, read (조회), or also change (관리). */
export type MenuAccess = "none" | "read" | "write";

/**
 * Spec 01 §1 and §6, docs/decisions.md: a menu is usable when one of its sub-menus is checked; its 관리
 * sub-menu (`{code}02`) allows changes, 조회 (`{code}01`) alone only reading.
 */
export function accessOfMenu(menu: MenuPermission | undefined): MenuAccess {
  const checked = menu?.subMenus.filter((subMenu) => subMenu.isChecked) ?? [];
  if (checked.length === 0) return "none";
  return checked.some((subMenu) => subMenu.code === `${menu?.code}02`) ? "write" : "read";
}

/** The member's access to the menu of that code among their available menus. */
export const menuAccessOf = (menus: readonly MenuPermission[], menuCode: string): MenuAccess =>
  accessOfMenu(menus.find((menu) => menu.code === menuCode));

const MENU_PATHS = MENU_GROUPS.flatMap((group) => group.menus)
  .map((menu) => ({ code: menu.code, path: menu.path }))
  // Longest first, so consent-management/certification is M1202 and not M1201's consent-management.
  .sort((a, b) => b.path.length - a.path.length);

/**
 * The menu whose screens a path below `/unions/{unionSeq}/` belongs to (`etc-management/charges` and
 * `union-management/registers/12/modify` name M1103 and M0401); null for Home and paths of no menu.
 */
export function menuCodeOfPath(path: string): string | null {
  const tail = path.replace(/^\/+|\/+$/g, "");
  return MENU_PATHS.find((menu) => tail === menu.path || tail.startsWith(`${menu.path}/`))?.code ?? null;
}

/** The path below the union of a `/unions/{unionSeq}/...` pathname ("" for the union's Home). */
export const pathBelowUnion = (pathname: string) => pathname.replace(/^\/unions\/[^/]+\/?/, "");
