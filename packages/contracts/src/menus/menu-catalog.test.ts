import { describe, expect, it } from "vitest";
import { MENU_CODES, MENU_GROUPS, RESTRICTED_MENU_CODES, SUB_MENUS } from "./menu-catalog";

/** Menu codes named in spec 01 section 6 and documents 02-04. */
const SPEC_MENU_CODES = [
  "M0401",
  "M0402",
  "M0403",
  "M0405",
  "M0407",
  "M0409",
  "M0410",
  "M0411",
  "M0413",
  "M1003",
  "M1004",
  "M1005",
  "M1006",
  "M1101",
  "M1102",
  "M1103",
  "M1104",
  "M1201",
  "M1202",
  "M0901",
  "M0902",
];
const SPEC_GROUP_CODES = ["M04", "M10", "M11", "M12", "M09"];

describe("menu catalog", () => {
  it("holds every menu and group code of the spec, once", () => {
    expect([...MENU_CODES].sort()).toEqual([...SPEC_MENU_CODES].sort());
    expect(MENU_GROUPS.map((g) => g.code).sort()).toEqual([...SPEC_GROUP_CODES].sort());
  });

  it("nests each menu under the group its code starts with", () => {
    for (const group of MENU_GROUPS)
      for (const menu of group.menus) expect(menu.code.startsWith(group.code)).toBe(true);
  });

  it("gives each menu a 조회 and a 관리 sub-menu with distinct ids", () => {
    for (const code of MENU_CODES) {
      const subs = SUB_MENUS.filter((s) => s.menuCode === code);
      expect(subs.map((s) => s.name)).toEqual(["조회", "관리"]);
    }
    expect(new Set(SUB_MENUS.map((s) => s.menuId)).size).toBe(SUB_MENUS.length);
    for (const code of RESTRICTED_MENU_CODES) expect(MENU_CODES).toContain(code);
  });
});
