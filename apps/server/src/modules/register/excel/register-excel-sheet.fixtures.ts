import { PassThrough } from "node:stream";
import zlib from "node:zlib";
import { commonCodeLabels, OWNER_LABELS } from "@johap/contracts";
import ExcelJS, { type CellValue } from "exceljs";
import type { ParsedOwner } from "./register-import";
import { buildRegisterTemplate, REGISTER_TEMPLATE_SHEET_NAME } from "./register-template";

/** Test helpers that write register rows by Korean header, independently of the column table. */
export type SheetValues = Record<string, CellValue>;

const REGISTRATION = { LAND: "토지", BUILDING: "건물", LAND_BUILDING: "토지+건물", AGGREGATE_BUILDING: "집합건물" };
const RELATION = { SPOUSE: "배우자", PARENT: "부모", CHILD: "자녀", SIBLING: "형제자매", ETC: "기타" };
/** A code as its common code label (the sheet holds labels). */
const labelOf = (groupCode: string, code: string | null | undefined) =>
  code ? (commonCodeLabels(groupCode)[code] ?? code) : null;
const yn = (value: boolean) => (value ? "Y" : "N");
const blankAsNull = (value: string | number | null | undefined) => (value === "" || value == null ? null : value);

function ownerCells({ owner, agent }: ParsedOwner, i: number): SheetValues {
  const cells: SheetValues = {
    소유자구분: i % 10 === 5 ? owner.ownerType : OWNER_LABELS.ownerType[owner.ownerType],
    성명: owner.name.name,
    이름구분: blankAsNull(owner.name.nameClass),
    생년월일: i % 3 === 1 && owner.birth ? Number(owner.birth) : blankAsNull(owner.birth),
    사업자등록번호: blankAsNull(owner.companyNo),
    공유구분: OWNER_LABELS.shareType[owner.shareType],
    대표자: owner.shareType === "SHARE" ? yn(owner.isRepresentative) : null,
    직책: OWNER_LABELS.position[owner.position],
    직책상세: owner.position === "EXECUTIVE" ? owner.positionDescription : null,
    성별: OWNER_LABELS.gender[owner.gender],
    의결권: yn(owner.hasVotingRight),
    분양권: yn(owner.hasSalesRight),
    분양권개수: owner.hasSalesRight ? owner.salesCount : null,
    연락처: i % 10 === 3 ? Number(owner.mainPhone.phoneNo) : owner.mainPhone.phoneNo,
    "연락처 수신동의": yn(owner.mainPhone.isContactAllowed),
    "실거주지 주소": blankAsNull(owner.realAddress.address),
    "실거주지 상세주소": blankAsNull(owner.realAddress.detailAddress),
    "우편물 주소": blankAsNull(owner.postAddress.address),
    "우편물 상세주소": blankAsNull(owner.postAddress.detailAddress),
    우편번호: owner.postAddress.zipNo,
    기타주소: blankAsNull(owner.etcAddress),
    메모: blankAsNull(owner.memo),
  };
  owner.subPhones.forEach((phone, k) => {
    cells[`추가연락처${k + 1}`] = phone.phoneNo;
  });
  if (agent) {
    Object.assign(cells, {
      "대리인 성명": agent.name.name,
      "대리인 관계": RELATION[agent.relationType],
      "대리인 관계 직접입력": blankAsNull(agent.relationDescription),
      "대리인 생년월일": agent.birth,
      "대리인 성별": OWNER_LABELS.gender[agent.gender],
      "대리인 연락처": agent.phoneNo,
    });
  }
  return cells;
}

function propertyCells({ owner, rights }: ParsedOwner, k: number, i: number): SheetValues {
  const local = owner.localAddresses[k];
  const land = rights[k]?.landOwnership;
  const building = rights[k]?.buildingOwnership;
  const registration = local?.registrationAddresses[0];
  const date = (value: string | null | undefined) =>
    value && i % 2 === 0 ? new Date(`${value}T00:00:00Z`) : blankAsNull(value);
  return {
    "소재지 시/도": local?.city ?? null,
    "소재지 구/군": blankAsNull(local?.gu),
    "소재지 동": local?.dong ?? null,
    "소재지 지번": local?.jibun ?? null,
    "소재지 건물명": blankAsNull(local?.building),
    "아파트 동": blankAsNull(local?.apartmentDong),
    "아파트 층": blankAsNull(local?.apartmentFloor),
    "아파트 호": blankAsNull(local?.apartmentHosu),
    등기유형: local ? REGISTRATION[local.registrationType] : null,
    "등기부 주소": registration?.registrationAddress ?? null,
    "등기 고유번호": blankAsNull(registration?.registrationNo),
    "토지 지목": labelOf("LAND_CATEGORY", land?.landCategory),
    "토지 총면적": blankAsNull(land?.totalArea),
    "토지 편입면적": blankAsNull(land?.incorporatedArea),
    "토지 소유면적": blankAsNull(land?.ownedArea),
    "토지 지분": blankAsNull(land?.portion),
    "토지 취득일": date(land?.acquiredAt),
    "건물 허가여부": building ? (building.isPermitted ? "허가" : "무허가") : null,
    "무허가 건물번호": blankAsNull(building?.unPermittedBuildingNo),
    "건물 용도": labelOf("BUILDING_USAGE", building?.buildingUsage),
    "건물 구조": labelOf("BUILDING_STRUCTURE", building?.buildingStructure),
    "건물 층": blankAsNull(building?.floor),
    "건물명(권리)": blankAsNull(building?.buildingName),
    "건물 총면적": blankAsNull(building?.totalArea),
    "건물 소유면적": blankAsNull(building?.ownedArea),
    "건물 지분": blankAsNull(building?.portion),
    "건물 취득일": date(building?.acquiredAt),
    "건물 사용승인일": blankAsNull(building?.useApprovedAt),
  };
}

/**
 * Sheet rows of the owners: the first row of each owner carries the owner and agent cells (odd owners repeat
 * them on later rows); every seventh owner's later properties go to the end of the sheet (non-adjacent rows).
 */
export function rowsOf(owners: ParsedOwner[]): SheetValues[] {
  const rows: SheetValues[] = [];
  const later: SheetValues[] = [];
  owners.forEach((parsed, i) => {
    const serial = {
      본번: parsed.owner.unionRegisterNoMain,
      부번: parsed.owner.unionRegisterNoSub ? parsed.owner.unionRegisterNoSub : null,
    };
    const owner = ownerCells(parsed, i);
    parsed.owner.localAddresses.forEach((_, k) => {
      const row = { ...serial, ...(k === 0 || i % 2 ? owner : {}), ...propertyCells(parsed, k, i) };
      (k > 0 && i % 7 === 0 ? later : rows).push(row);
    });
  });
  return [...rows, ...later];
}

/** Writes rows (by header) into a sheet whose first row holds the headers, from `startRow` on. */
export function writeRows(sheet: ExcelJS.Worksheet, rows: SheetValues[], startRow = 2): void {
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    columns.set(String(cell.value), column);
  });
  rows.forEach((values, index) => {
    const row = sheet.getRow(startRow + index);
    for (const [header, value] of Object.entries(values)) {
      const column = columns.get(header);
      if (column === undefined) throw new Error(`unknown header ${header}`);
      if (value !== null) row.getCell(column).value = value;
    }
  });
}

/** Loads a whole workbook (ExcelJS's typings want its own Buffer type; a Node Buffer is what it reads). */
export async function loadWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return workbook;
}

/** The downloaded template with its example rows deleted and the given rows written in. */
export async function fillTemplate(rows: SheetValues[]): Promise<Buffer> {
  const workbook = await loadWorkbook(await buildRegisterTemplate());
  const sheet = workbook.getWorksheet(REGISTER_TEMPLATE_SHEET_NAME);
  if (!sheet) throw new Error("template sheet missing");
  for (let row = 2; row <= sheet.rowCount; row++) {
    sheet.getRow(row).eachCell((cell) => {
      cell.value = null;
    });
  }
  writeRows(sheet, rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip written by hand (for refusal tests only): each entry deflated, with the sizes the caller claims. */
export function zipOf(entries: { name: string; data: Buffer; claimedSize?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, claimedSize } of entries) {
    const packed = zlib.deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(8, 8);
    head.writeUInt32LE(zlib.crc32(data), 14);
    head.writeUInt32LE(packed.length, 18);
    head.writeUInt32LE(claimedSize ?? data.length, 22);
    head.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    head.copy(central, 8, 6, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(head, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += head.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Collects what is written to a fresh PassThrough while `write` runs. */
export async function collect(write: (out: PassThrough) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on("end", resolve));
  await write(out);
  await ended;
  return Buffer.concat(chunks);
}
