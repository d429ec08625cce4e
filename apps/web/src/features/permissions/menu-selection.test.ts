import type { GroupMenu } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { checkedMenuIdsOf, isMenuSelectionChanged, toggleSubMenu } from "./menu-selection";

const menu = (code: string, base: number, checked: [boolean, boolean], isRestricted = false): GroupMenu => ({
  name: code,
  description: "",
  code,
  groupCode: code.slice(0, 3),
  groupName: "",
  path: "",
  subMenus: [
    { menuId: base + 1, name: "조회", code: `${code}01`, isChecked: checked[0], isRestricted },
    { menuId: base + 2, name: "관리", code: `${code}02`, isChecked: checked[1], isRestricted },
  ],
});

describe("menu selection", () => {
  const post = menu("M0405", 40, [false, false]);
  const groups = menu("M1101", 150, [false, false], true);

  it("reads the checked sub-menus of a group", () => {
    expect([...checkedMenuIdsOf([menu("M0401", 10, [true, false]), post])]).toEqual([11]);
  });

  it("ticks 조회 with 관리, and clears 관리 with 조회", () => {
    expect([...toggleSubMenu(new Set(), post, 42, true)].sort()).toEqual([41, 42]);
    expect([...toggleSubMenu(new Set([41, 42]), post, 41, false)]).toEqual([]);
    expect([...toggleSubMenu(new Set([41, 42]), post, 42, false)]).toEqual([41]);
    expect([...toggleSubMenu(new Set(), post, 41, true)]).toEqual([41]);
  });

  it("never changes a restricted sub-menu", () => {
    expect([...toggleSubMenu(new Set(), groups, 151, true)]).toEqual([]);
  });

  it("tells whether the selection differs from the stored menus", () => {
    const stored = [menu("M0401", 10, [true, false])];
    expect(isMenuSelectionChanged(stored, new Set([11]))).toBe(false);
    expect(isMenuSelectionChanged(stored, new Set([11, 12]))).toBe(true);
    expect(isMenuSelectionChanged(stored, new Set([12]))).toBe(true);
  });
});
