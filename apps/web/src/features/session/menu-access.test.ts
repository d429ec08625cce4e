import { MENU_GROUPS, type MenuPermission } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { menuAccessOf, menuCodeOfPath, pathBelowUnion } from "./menu-access";

const menu = (code: string, read: boolean, write: boolean): MenuPermission => ({
  name: code,
  description: "",
  code,
  groupCode: code.slice(0, 3),
  groupName: "",
  path: "",
  subMenus: [
    { menuId: 1, name: "조회", code: `${code}01`, isChecked: read, isRestricted: false },
    { menuId: 2, name: "관리", code: `${code}02`, isChecked: write, isRestricted: false },
  ],
});

describe("menuAccessOf", () => {
  const menus = [menu("M0401", true, true), menu("M1103", true, false), menu("M1102", false, false)];

  it("answers write with 관리 checked, read with 조회 only, none with nothing checked or no such menu", () => {
    expect(menuAccessOf(menus, "M0401")).toBe("write");
    expect(menuAccessOf(menus, "M1103")).toBe("read");
    expect(menuAccessOf(menus, "M1102")).toBe("none");
    expect(menuAccessOf(menus, "M0403")).toBe("none");
  });

  it("counts 관리 alone as write (it can only be ticked with 조회 in the console)", () => {
    expect(menuAccessOf([menu("M0403", false, true)], "M0403")).toBe("write");
  });
});

describe("menuCodeOfPath", () => {
  it("names the menu of every catalog path and of the pages below it", () => {
    for (const entry of MENU_GROUPS.flatMap((group) => group.menus)) {
      expect(menuCodeOfPath(entry.path)).toBe(entry.code);
      expect(menuCodeOfPath(`${entry.path}/12/modify`)).toBe(entry.code);
    }
    expect(menuCodeOfPath("etc-management/charges")).toBe("M1103");
    expect(menuCodeOfPath("union-management/registers/histories")).toBe("M0401");
    expect(menuCodeOfPath("union-management/messages/callers")).toBe("M0403");
    expect(menuCodeOfPath("etc-management/members/invited")).toBe("M1104");
  });

  it("prefers the longest menu path: consent-management/certification is M1202, not M1201", () => {
    expect(menuCodeOfPath("consent-management")).toBe("M1201");
    expect(menuCodeOfPath("consent-management/12")).toBe("M1201");
    expect(menuCodeOfPath("consent-management/certification")).toBe("M1202");
  });

  it("names no menu for Home, unknown pages and look-alike prefixes", () => {
    expect(menuCodeOfPath("")).toBeNull();
    expect(menuCodeOfPath("unknown/page")).toBeNull();
    expect(menuCodeOfPath("union-management/registers-old")).toBeNull();
  });
});

describe("pathBelowUnion", () => {
  it("drops /unions/{unionSeq}/ from a console path", () => {
    expect(pathBelowUnion("/unions/1/etc-management/charges")).toBe("etc-management/charges");
    expect(pathBelowUnion("/unions/1")).toBe("");
    expect(pathBelowUnion("/unions/1/")).toBe("");
  });
});
