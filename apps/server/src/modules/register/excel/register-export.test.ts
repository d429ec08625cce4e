import { PassThrough } from "node:stream";
import { type Owner, REGISTER_EXPORT_SHEET_NAME } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { escapeFormula } from "../../../platform/excel-sheet";
import { generateOwners, toOwnerDto } from "./register-excel.fixtures";
import { loadWorkbook } from "./register-excel-sheet.fixtures";
import { writeRegisterExport } from "./register-export";

const mappings = [
  { attributeCode: "attribute2", displayName: "동의서 제출", order: 1 },
  { attributeCode: "attribute1", displayName: "활동", order: 0 },
];

async function exportToBuffer(owners: Owner[] | AsyncIterable<Owner[]>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on("end", resolve));
  await writeRegisterExport(owners, mappings, out);
  await ended;
  return Buffer.concat(chunks);
}

async function readBack(buffer: Buffer) {
  const workbook = await loadWorkbook(buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rowOf = (index: number) => {
    const values = (sheet.getRow(index + 2).values as unknown[]).slice(1);
    return new Map(headers.map((header, column) => [header, values[column]]));
  };
  return { sheet, headers, rowOf };
}

describe("register export", () => {
  const generated = generateOwners(5);
  const dto = (index: number): Owner => {
    const parsed = generated[index];
    if (!parsed) throw new Error("fixture missing");
    return toOwnerDto(parsed, index === 0 ? 1 : 2);
  };
  const single = dto(0);
  const shared = dto(4);

  it("writes sheet 조합원 명부 목록 with 일련번호 n-m, the column headers and the custom columns in order", async () => {
    const { sheet, headers, rowOf } = await readBack(await exportToBuffer([single, shared]));
    expect(sheet.name).toBe(REGISTER_EXPORT_SHEET_NAME);
    expect(headers[0]).toBe("일련번호");
    expect(headers).toContain("성명");
    expect(headers).toContain("소재지 지번");
    expect(headers).not.toContain("본번");
    expect(headers.slice(-2)).toEqual(["활동", "동의서 제출"]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(rowOf(0).get("일련번호")).toBe("1");
    expect(rowOf(1).get("일련번호")).toBe(`${shared.unionRegisterNoMain}-${shared.unionRegisterNoSub}`);
    expect(rowOf(1).get("공유구분")).toBe("공유");
    expect(rowOf(0).get("활동")).toBe("활동 1");
    expect(rowOf(0).get("대리인 관계")).toBe("배우자");
  });

  it("puts one line per located property in the property columns", async () => {
    const { sheet, headers, rowOf } = await readBack(await exportToBuffer([shared]));
    expect(shared.localAddresses.length).toBeGreaterThan(1);
    expect(rowOf(0).get("소재지 지번")).toBe(shared.localAddresses.map((local) => local.jibun).join("\n"));
    const jibunColumn = headers.indexOf("소재지 지번") + 1;
    expect(sheet.getRow(2).getCell(jibunColumn).alignment?.wrapText).toBe(true);
  });

  it("writes 지목, 용도 and 구조 as their common code labels, one line per located property", async () => {
    const coded: Owner = {
      ...shared,
      localAddresses: shared.localAddresses.slice(0, 2).map((local, k) => ({
        ...local,
        landOwnership: local.landOwnership && { ...local.landOwnership, landCategory: k ? "05" : "08" },
        buildingOwnership: {
          ...(local.buildingOwnership ?? shared.localAddresses.find((l) => l.buildingOwnership)!.buildingOwnership!),
          isPermitted: true,
          buildingUsage: k ? "NEIGHBORHOOD_FACILITY_1" : "MULTI_UNIT_HOUSE",
          buildingStructure: k ? "BRICK" : "REINFORCED_CONCRETE",
        },
      })),
    };
    const row = (await readBack(await exportToBuffer([coded]))).rowOf(0);
    const lands = coded.localAddresses.map((local, k) => (local.landOwnership ? (k ? "임야" : "대") : ""));
    expect(row.get("토지 지목")).toBe(lands.join("\n"));
    expect(row.get("건물 용도")).toBe("공동주택\n제1종 근린생활시설");
    expect(row.get("건물 구조")).toBe("철근콘크리트구조\n벽돌구조");
  });

  it("prefixes text a spreadsheet would evaluate with an apostrophe", async () => {
    const hostile: Owner = {
      ...single,
      name: { name: "=SUM(1)", nameClass: "+1" },
      memo: "@x",
      positionDescription: "-1",
      etcAddress: "\t=cmd",
      attribute: { attribute1: '=HYPERLINK("http://x")', attribute2: "-2+3" },
    };
    const { rowOf } = await readBack(await exportToBuffer([hostile]));
    const row = rowOf(0);
    expect(row.get("성명")).toBe("'=SUM(1)");
    expect(row.get("이름구분")).toBe("'+1");
    expect(row.get("메모")).toBe("'@x");
    expect(row.get("직책상세")).toBe("'-1");
    expect(row.get("기타주소")).toBe("'\t=cmd");
    expect(row.get("활동")).toBe('\'=HYPERLINK("http://x")');
    expect(row.get("동의서 제출")).toBe("'-2+3");
    expect(escapeFormula("서울 1-2")).toBe("서울 1-2");
  });

  it("takes owners in batches from an async iterable", async () => {
    async function* batches() {
      yield [single];
      yield [shared];
    }
    const { sheet } = await readBack(await exportToBuffer(batches()));
    expect(sheet.actualRowCount).toBe(3);
  });
});
