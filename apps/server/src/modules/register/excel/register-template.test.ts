import { describe, expect, it } from "vitest";
import { REGISTER_COLUMNS } from "./register-columns";
import { generateOwners } from "./register-excel.fixtures";
import { fillTemplate, loadWorkbook, rowsOf } from "./register-excel-sheet.fixtures";
import { parseRegisterWorkbook } from "./register-import";
import { buildRegisterTemplate, REGISTER_GUIDE_SHEET_NAME, REGISTER_TEMPLATE_SHEET_NAME } from "./register-template";

const loadTemplate = async () => loadWorkbook(await buildRegisterTemplate());

describe("register upload template", () => {
  it("has a bold frozen header row with widths and a note on every column", async () => {
    const workbook = await loadTemplate();
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      REGISTER_TEMPLATE_SHEET_NAME,
      REGISTER_GUIDE_SHEET_NAME,
    ]);
    const sheet = workbook.getWorksheet(REGISTER_TEMPLATE_SHEET_NAME);
    expect(sheet?.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    REGISTER_COLUMNS.forEach((column, index) => {
      const cell = sheet?.getRow(1).getCell(index + 1);
      expect(cell?.value).toBe(column.header);
      expect(cell?.font?.bold).toBe(true);
      expect(JSON.stringify(cell?.note)).toContain(column.description);
      expect(sheet?.getColumn(index + 1).width).toBe(column.width);
    });
  });

  it("documents every column in 작성 안내 with its requirement, allowed values and example", async () => {
    const guide = (await loadTemplate()).getWorksheet(REGISTER_GUIDE_SHEET_NAME);
    const rows = new Map<string, unknown[]>();
    guide?.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.set(String(values[0]), values);
    });
    for (const column of REGISTER_COLUMNS) {
      const [, required, allowed, description, example] = rows.get(column.header) ?? [];
      expect(required).toBe(column.required);
      expect(String(allowed).length).toBeGreaterThan(0);
      expect(description).toBe(column.description);
      expect(example).toBe(column.example);
    }
    expect(rows.get("공유구분")?.[2]).toContain("단독, 공유");
  });

  it("parses its own example rows: a single owner and shared owner 3-1 with two properties", async () => {
    const { owners, errors } = await parseRegisterWorkbook(await buildRegisterTemplate());
    expect(errors).toEqual([]);
    expect(owners).toHaveLength(2);
    const [single, shared] = owners;
    expect(single?.owner).toMatchObject({ unionRegisterNoMain: 1, unionRegisterNoSub: 0, shareType: "SINGLE" });
    expect(shared?.owner).toMatchObject({ unionRegisterNoMain: 3, unionRegisterNoSub: 1, isRepresentative: true });
    expect(shared?.owner.localAddresses.map((local) => local.registrationType)).toEqual(["LAND", "AGGREGATE_BUILDING"]);
    expect(shared?.rights[1]?.buildingOwnership?.buildingName).toBe("행당맨션");
    // 지목, 용도 and 구조 of the examples are common code labels and read as their codes.
    expect(single?.rights[0]?.landOwnership?.landCategory).toBe("08");
    expect(single?.rights[0]?.buildingOwnership).toMatchObject({
      buildingUsage: "DETACHED_HOUSE",
      buildingStructure: "BRICK",
    });
    expect(shared?.rights[1]?.buildingOwnership).toMatchObject({
      buildingUsage: "MULTI_UNIT_HOUSE",
      buildingStructure: "REINFORCED_CONCRETE",
    });
    expect(shared?.agent).toMatchObject({ relationType: "SPOUSE", gender: "F", name: { name: "김영희" } });
  });

  it("round-trips 50 generated owners filled into the template", async () => {
    const generated = generateOwners(50);
    expect(generated.some((parsed) => parsed.owner.shareType === "SHARE")).toBe(true);
    expect(generated.some((parsed) => parsed.owner.ownerType === "COMPANY")).toBe(true);
    expect(generated.some((parsed) => parsed.owner.localAddresses.length === 3)).toBe(true);
    expect(generated.some((parsed) => parsed.agent?.relationType === "ETC")).toBe(true);

    const { owners, errors } = await parseRegisterWorkbook(await fillTemplate(rowsOf(generated)));
    expect(errors).toEqual([]);
    expect(owners).toHaveLength(50);
    expect(owners).toEqual(generated);
  });
});
