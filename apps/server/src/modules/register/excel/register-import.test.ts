import fs from "node:fs";
import { PassThrough, type Stream } from "node:stream";
import { commonCodeLabels, MAX_UPLOAD_ROWS } from "@johap/contracts";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../platform/errors";
import { fillTemplate, type SheetValues } from "./register-excel-sheet.fixtures";
import { parseRegisterRowsInChunks, parseRegisterWorkbook } from "./register-import";
import { readRegisterRows } from "./register-sheet-reader";

const KOREAN = "가나다라마바사아자차카타파하";
const property: SheetValues = {
  "소재지 시/도": "서울특별시",
  "소재지 동": "행당동",
  "소재지 지번": "1-1",
  "등기부 주소": "서울특별시 성동구 행당동 1-1",
};
const agent: SheetValues = {
  "대리인 성명": "김대리",
  "대리인 관계": "배우자",
  "대리인 생년월일": "19700101",
  "대리인 성별": "여",
  "대리인 연락처": "01011112222",
};
const ownerRow = (main: number, values: SheetValues = {}): SheetValues => ({
  본번: main,
  성명: `소유자${main}`,
  ...property,
  ...values,
});

/** Rows with long Korean text, written by ExcelJS's streaming writer (inline or shared strings). */
async function koreanRows(count: number, useSharedStrings: boolean): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on("end", resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out as unknown as Stream, useSharedStrings });
  const sheet = workbook.addWorksheet("조합원 명부");
  sheet.addRow(["본번", "부번", "성명", "소재지 시/도", "소재지 동", "소재지 지번", "등기부 주소"]).commit();
  for (let i = 1; i <= count; i++) {
    sheet.addRow([i, null, `${KOREAN}${i}`, "서울특별시", "행당동", `${i}`, `서울특별시 성동구 행당동 ${i}`]).commit();
  }
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}

async function rowsUnder(header: string[], count: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("조합원 명부");
  sheet.addRow(header);
  for (let i = 1; i <= count; i++) sheet.addRow([i, null, `소유자${i}`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe("register upload row errors", () => {
  it("reports each bad cell with its sheet row, column header and the contract's Korean message", async () => {
    const buffer = await fillTemplate([
      ownerRow(1, { 생년월일: "1980011" }),
      ownerRow(2, { "소재지 시/도": null, "소재지 동": null, "소재지 지번": null, "등기부 주소": null }),
      ownerRow(3, { 공유구분: "공유" }),
      ownerRow(4, { "토지 총면적": "넓음", "토지 취득일": "2999-01-01" }),
      ownerRow(5, { "대리인 성명": "김대리", "대리인 관계": "배우자", "대리인 생년월일": "19700101" }),
      ownerRow(6, { ...agent, "대리인 관계": "기타" }),
      ownerRow(7, agent),
    ]);
    const { owners, errors } = await parseRegisterWorkbook(buffer);
    expect(owners.map((parsed) => parsed.owner.unionRegisterNoMain)).toEqual([7]);
    expect(errors).toEqual([
      { row: 2, column: "생년월일", message: "생년월일을 확인해 주세요." },
      { row: 3, column: "소재지 시/도", message: "소재지 정보를 입력해주세요." },
      { row: 3, column: "소재지 동", message: "소재지 정보를 입력해주세요." },
      { row: 3, column: "소재지 지번", message: "소재지 정보를 입력해주세요." },
      { row: 3, column: "등기부 주소", message: "소재지 정보를 입력해주세요." },
      { row: 4, column: "부번", message: "부번을 입력해주세요." },
      { row: 5, column: "토지 총면적", message: "토지 총면적에는 숫자를 입력해 주세요." },
      { row: 5, column: "토지 취득일", message: "취득일은 오늘 이후일 수 없습니다." },
      { row: 6, column: "대리인 성별", message: "성별을 선택해 주세요." },
      { row: 6, column: "대리인 연락처", message: "연락처를 입력해 주세요." },
      { row: 7, column: "대리인 관계 직접입력", message: "관계 직접입력을 확인해 주세요." },
    ]);
  });

  it("refuses codes it does not know, listing the allowed labels", async () => {
    const { errors } = await parseRegisterWorkbook(await fillTemplate([ownerRow(1, { 소유자구분: "외국인" })]));
    expect(errors).toEqual([
      { row: 2, column: "소유자구분", message: "소유자구분 값을 확인해 주세요. (개인, 법인, 국공유지, 미지정)" },
    ]);
  });

  it("reads 지목, 용도 and 구조 as common codes (labels with or without spaces, codes, registry spellings)", async () => {
    const buffer = await fillTemplate([
      ownerRow(1, { "토지 지목": "대", "건물 용도": "제1종 근린생활시설", "건물 구조": "철근콘크리트구조" }),
      ownerRow(2, { "토지 지목": "대지", "건물 용도": "제1종근린생활시설", "건물 구조": "벽돌조" }),
      ownerRow(3, { "토지 지목": "05", "건물 용도": "아파트", "건물 구조": "BRICK" }),
    ]);
    const { owners, errors } = await parseRegisterWorkbook(buffer);
    expect(errors).toEqual([]);
    const codes = owners.map(({ rights }) => [
      rights[0]?.landOwnership?.landCategory,
      rights[0]?.buildingOwnership?.buildingUsage,
      rights[0]?.buildingOwnership?.buildingStructure,
    ]);
    expect(codes).toEqual([
      ["08", "NEIGHBORHOOD_FACILITY_1", "REINFORCED_CONCRETE"],
      ["08", "NEIGHBORHOOD_FACILITY_1", "BRICK"],
      ["05", "MULTI_UNIT_HOUSE", "BRICK"],
    ]);
  });

  it("refuses 지목, 용도 and 구조 texts that are no common code with a row message listing the labels", async () => {
    const buffer = await fillTemplate([
      ownerRow(1, { "토지 지목": "논밭", "건물 용도": "주택", "건물 구조": "흙벽" }),
      ownerRow(2),
    ]);
    const { owners, errors } = await parseRegisterWorkbook(buffer);
    expect(owners.map((parsed) => parsed.owner.unionRegisterNoMain)).toEqual([2]);
    const labels = (groupCode: string) => Object.values(commonCodeLabels(groupCode)).join(", ");
    expect(errors).toEqual([
      { row: 2, column: "토지 지목", message: `토지 지목 값을 확인해 주세요. (${labels("LAND_CATEGORY")})` },
      { row: 2, column: "건물 용도", message: `건물 용도 값을 확인해 주세요. (${labels("BUILDING_USAGE")})` },
      { row: 2, column: "건물 구조", message: `건물 구조 값을 확인해 주세요. (${labels("BUILDING_STRUCTURE")})` },
    ]);
    expect(errors[0]?.message).toContain("전, 답, 과수원");
  });

  it("reads an owner's cells from its first row and reports a later row that contradicts it", async () => {
    const buffer = await fillTemplate([
      ownerRow(7, { 부번: 1, 공유구분: "공유", 연락처: "010-1234-5678" }),
      ownerRow(8),
      { 본번: 7, 부번: 1, ...property, "소재지 지번": "1-2" },
      { 본번: 7, 부번: 1, 성명: "다른이름", ...property, "소재지 지번": "1-3" },
    ]);
    const { owners, errors } = await parseRegisterWorkbook(buffer);
    expect(errors).toEqual([{ row: 5, column: "성명", message: "같은 일련번호의 첫 행과 성명 값이 다릅니다." }]);
    expect(owners.map((parsed) => parsed.owner.unionRegisterNoMain)).toEqual([8]);
  });

  it("groups non-adjacent rows of one serial and skips empty rows", async () => {
    const buffer = await fillTemplate([
      ownerRow(7, { 부번: 1, 공유구분: "공유", 연락처: "010-1234-5678" }),
      {},
      ownerRow(8),
      { 본번: 7, 부번: 1, ...property, "소재지 지번": "1-2" },
    ]);
    const { owners, errors } = await parseRegisterWorkbook(buffer);
    expect(errors).toEqual([]);
    const [shared] = owners;
    expect(shared?.owner.mainPhone.phoneNo).toBe("01012345678");
    expect(shared?.owner.localAddresses.map((local) => local.jibun)).toEqual(["1-1", "1-2"]);
  });

  it("reports serials that collide once 단독 resets 부번, a second 대표자 and a missing 본번", async () => {
    const buffer = await fillTemplate([
      ownerRow(5, { 부번: 1 }),
      ownerRow(5, { 부번: 2, 성명: "소유자5" }),
      ownerRow(9, { 부번: 1, 공유구분: "공유", 대표자: "Y" }),
      ownerRow(9, { 부번: 2, 공유구분: "공유", 대표자: "Y" }),
      { 성명: "번호없음", ...property },
    ]);
    const { owners, errors } = await parseRegisterWorkbook(buffer);
    expect(errors).toEqual([
      { row: 3, column: "본번", message: "일련번호 5이(가) 다른 소유자와 중복됩니다." },
      { row: 5, column: "대표자", message: "같은 본번에 이미 대표자가 있습니다." },
      { row: 6, column: "본번", message: "본번을 입력해주세요." },
    ]);
    expect(owners).toHaveLength(2);
  });
});

describe("register upload in chunks", () => {
  it("hands out valid owners in sheet order, flags the chunks after a row in error, and returns every error", async () => {
    const rows = await readRegisterRows(
      await fillTemplate([1, 2, 3, 4, 5].map((main) => ownerRow(main, main === 4 ? { 생년월일: "1980011" } : {}))),
    );
    const chunks = parseRegisterRowsInChunks(rows, 2);
    const seen: { mains: (number | null)[]; failed: boolean }[] = [];
    for (;;) {
      const next = chunks.next();
      if (next.done) {
        expect(next.value).toEqual([expect.objectContaining({ row: 5, column: "생년월일" })]);
        break;
      }
      seen.push({ mains: next.value.owners.map((o) => o.owner.unionRegisterNoMain), failed: next.value.failed });
    }
    expect(seen).toEqual([
      { mains: [1, 2], failed: false },
      { mains: [3, 5], failed: true },
    ]);
  });
});

describe("register upload reading", () => {
  it.each([false, true])("keeps Korean text whole across the reader's chunks (shared strings: %s)", async (shared) => {
    const { owners, errors } = await parseRegisterWorkbook(await koreanRows(3_000, shared));
    expect(errors).toEqual([]);
    expect(owners.every((parsed, i) => parsed.owner.name.name === `${KOREAN}${i + 1}`)).toBe(true);
  });

  it.skipIf(!fs.existsSync("/proc/self/fd"))("closes every sheet file it opens, also after a refusal", async () => {
    const openFiles = () => fs.readdirSync("/proc/self/fd").length;
    const tooMany = await rowsUnder(["본번", "부번", "성명"], MAX_UPLOAD_ROWS + 1);
    const template = await fillTemplate([ownerRow(1)]);
    const parseBoth = async () => {
      await parseRegisterWorkbook(template);
      await parseRegisterWorkbook(tooMany).catch(() => undefined);
    };
    const before = openFiles();
    // Files are closed on the next turns of the event loop, not always by the time the reader returns.
    await parseBoth();
    await expect.poll(openFiles, { timeout: 5_000, interval: 50 }).toBe(before);
    for (let i = 0; i < 3; i++) await parseBoth();
    await expect.poll(openFiles, { timeout: 5_000, interval: 50 }).toBe(before);
  });
});

describe("register upload refusals", () => {
  const refusal = async (buffer: Buffer) => {
    const error = await parseRegisterWorkbook(buffer).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    const { httpStatus, code, message } = error as AppError;
    return { httpStatus, code, message };
  };
  const notXlsx = { httpStatus: 415, code: "E00415", message: "엑셀(xlsx) 파일만 업로드할 수 있습니다." };
  const unpacked = {
    httpStatus: 413,
    code: "E00413",
    message: "압축 해제 크기가 100MB를 넘는 파일은 업로드할 수 없습니다.",
  };

  it("refuses content that is not an xlsx with 415", async () => {
    expect(await refusal(Buffer.from("%PDF-1.7 not a spreadsheet"))).toEqual(notXlsx);
    expect(await refusal(Buffer.from("PK\u0003\u0004 truncated zip"))).toEqual(notXlsx);
    const { zipOf } = await import("./register-excel-sheet.fixtures");
    expect(await refusal(zipOf([{ name: "readme.txt", data: Buffer.from("hello") }]))).toEqual(notXlsx);
  });

  it("refuses a file over 10 MB with 413", async () => {
    expect(await refusal(Buffer.alloc(10 * 1024 * 1024 + 1))).toEqual({
      httpStatus: 413,
      code: "E00413",
      message: "명부 파일은 10MB 이하만 업로드할 수 있습니다.",
    });
  });

  it("refuses a zip whose central directory declares more than 100 MB unpacked", async () => {
    const { zipOf } = await import("./register-excel-sheet.fixtures");
    const bomb = zipOf([{ name: "xl/worksheets/sheet1.xml", data: Buffer.from("<x/>"), claimedSize: 0xfffffff0 }]);
    expect(await refusal(bomb)).toEqual(unpacked);
  });

  it("refuses a zip bomb whose directory understates the size, by inflating with a budget", async () => {
    const { zipOf } = await import("./register-excel-sheet.fixtures");
    const data = Buffer.alloc(101 * 1024 * 1024, 0x20);
    expect(await refusal(zipOf([{ name: "xl/sharedStrings.xml", data, claimedSize: 1000 }]))).toEqual(unpacked);
  });

  it("refuses more than 20,000 data rows with 400", async () => {
    const buffer = await rowsUnder(["본번", "부번", "성명"], MAX_UPLOAD_ROWS + 1);
    expect(await refusal(buffer)).toEqual({
      httpStatus: 400,
      code: "E00400",
      message: "명부는 20,000행까지 업로드할 수 있습니다.",
    });
  });

  it("refuses a workbook without the register header row with 400", async () => {
    const { message, httpStatus } = await refusal(await rowsUnder(["번호", "이름"], 3));
    expect(httpStatus).toBe(400);
    expect(message).toContain("머리글");
  });
});
