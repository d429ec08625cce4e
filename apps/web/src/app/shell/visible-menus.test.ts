import type { MenuPermission } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { visibleMenuGroups } from "./visible-menus";

const menu = (code: string, groupCode: string, checked: boolean[]): MenuPermission => ({
  name: `menu ${code}`,
  description: "",
  code,
  groupCode,
  groupName: `group ${groupCode}`,
  path: `path/${code}`,
  subMenus: checked.map((isChecked, i) => ({
    menuId: i,
    name: i === 0 ? "조회" : "관리",
    code: `${code}0${i + 1}`,
    isChecked,
    isRestricted: false,
  })),
});

describe("visibleMenuGroups", () => {
  it("shows an entry when at least one sub-menu is checked", () => {
    const groups = visibleMenuGroups([menu("M0401", "M04", [true, false]), menu("M0402", "M04", [false, true])]);
    expect(groups).toEqual([
      {
        code: "M04",
        name: "group M04",
        entries: [
          { code: "M0401", name: "menu M0401", path: "path/M0401" },
          { code: "M0402", name: "menu M0402", path: "path/M0402" },
        ],
      },
    ]);
  });

  it("hides entries without a checked sub-menu and groups without a visible entry", () => {
    const groups = visibleMenuGroups([
      menu("M0401", "M04", [true, true]),
      menu("M0402", "M04", [false, false]),
      menu("M1101", "M11", [false, false]),
      menu("M1102", "M11", []),
    ]);
    expect(groups.map((g) => g.code)).toEqual(["M04"]);
    expect(groups[0]?.entries.map((e) => e.code)).toEqual(["M0401"]);
  });

  it("keeps the order of the API", () => {
    const groups = visibleMenuGroups([menu("M1201", "M12", [true]), menu("M0401", "M04", [true])]);
    expect(groups.map((g) => g.code)).toEqual(["M12", "M04"]);
  });

  it("shows nothing for no menus", () => {
    expect(visibleMenuGroups([])).toEqual([]);
  });
});
