import { ALL_SUB_MENU_IDS, MENU_CODES, SUB_MENUS } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { allowsMenu } from "./menu-access";

const idOf = (code: string) => SUB_MENUS.find((s) => s.code === code)!.menuId;

describe("menu access", () => {
  it("has unique sub-menu ids, two per menu", () => {
    expect(new Set(ALL_SUB_MENU_IDS).size).toBe(ALL_SUB_MENU_IDS.length);
    expect(ALL_SUB_MENU_IDS).toHaveLength(MENU_CODES.length * 2);
  });

  it("lets a read through with either sub-menu and a change only with 관리", () => {
    const readOnly = new Set([idOf("M040101")]);
    expect(allowsMenu(readOnly, "M0401", false)).toBe(true);
    expect(allowsMenu(readOnly, "M0401", true)).toBe(false);
    const manage = new Set([idOf("M040102")]);
    expect(allowsMenu(manage, "M0401", false)).toBe(true);
    expect(allowsMenu(manage, "M0401", true)).toBe(true);
  });

  it("does not let one menu's sub-menu open another menu", () => {
    expect(allowsMenu(new Set([idOf("M040301"), idOf("M040302")]), "M0401", false)).toBe(false);
    expect(allowsMenu(new Set(), "M0401", false)).toBe(false);
  });
});
