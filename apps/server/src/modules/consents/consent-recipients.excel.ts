import {
  CONSENT_LABELS,
  formatSerial,
  type ListRecipientsQuery,
  OWNER_LABELS,
  RECIPIENTS_EXPORT_SHEET_NAME,
  recipientsExportFileName,
  todayInSeoul,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { PLAIN_STYLE, seoulTimeCell, sheetBytes, WRAP_STYLE } from "../../platform/excel-sheet";
import { assertSameUnion, consentOf } from "./consent-lookup";
import { type ExportLocal, type ExportRow, exportLocals, exportRows } from "./consent-recipients.repository";

/** A located property as one line: 동 지번 건물 아파트동 층 호. */
const addressLine = (l: ExportLocal) =>
  [
    l.city,
    l.gu,
    l.dong,
    l.jibun,
    l.building,
    l.apartmentDong && `${l.apartmentDong}동`,
    l.apartmentFloor && `${l.apartmentFloor}층`,
    l.apartmentHosu && `${l.apartmentHosu}호`,
  ]
    .filter(Boolean)
    .join(" ");

type Cell = string | number;
type Column = { header: string; width: number; value: (row: ExportRow, locals: ExportLocal[]) => Cell };

const COLUMNS: Column[] = [
  {
    header: "일련번호",
    width: 10,
    value: (r) => formatSerial(r.unionRegisterNoMain, r.unionRegisterNoSub),
  },
  { header: "이름", width: 16, value: (r) => r.name },
  { header: "구분", width: 10, value: (r) => r.nameClass },
  {
    header: "소유구분",
    width: 10,
    value: (r) => OWNER_LABELS.shareType[r.shareType as keyof typeof OWNER_LABELS.shareType] ?? "",
  },
  {
    header: "소유자 유형",
    width: 10,
    value: (r) => OWNER_LABELS.ownerType[r.ownerType as keyof typeof OWNER_LABELS.ownerType] ?? "",
  },
  { header: "대표자", width: 8, value: (r) => (r.isRepresentative ? "Y" : "") },
  { header: "생년월일", width: 12, value: (r) => r.birth },
  { header: "사업자등록번호", width: 14, value: (r) => r.companyNo },
  { header: "연락처", width: 14, value: (r) => r.phoneNo },
  { header: "소재지", width: 40, value: (_row, locals) => locals.map(addressLine).join("\n") },
  { header: "제출 상태", width: 10, value: (r) => CONSENT_LABELS.recipientStatus[r.status] },
  {
    header: "제출 방식",
    width: 10,
    value: (r) => (r.submitType ? CONSENT_LABELS.submitType[r.submitType] : ""),
  },
  { header: "제출일시", width: 18, value: (r) => seoulTimeCell(r.submittedAt) },
  { header: "인감 일련번호", width: 14, value: (r) => r.certifiedNo ?? "" },
  { header: "철회 기한", width: 18, value: (r) => seoulTimeCell(r.activeWithdrawnAt) },
  { header: "철회일시", width: 18, value: (r) => seoulTimeCell(r.withdrawnAt) },
];

const ADDRESS_COLUMN = COLUMNS.findIndex((c) => c.header === "소재지") + 1;

/**
 * 내려받기 (spec 02 §2.2): every recipient matching the tab's search, in register number order, as the
 * sheet 전자 동의서 대상자 관리 내역 of a workbook named with today's date (Seoul). Two narrow reads (the rows
 * with only the columns written, and the address parts of their properties), then the platform's streamed
 * sheet (text a spreadsheet would evaluate gets an apostrophe).
 */
export async function exportRecipients(opts: {
  db: Db;
  unionSeq: number;
  consentSeq: number;
  query: ListRecipientsQuery;
}): Promise<{ fileName: string; bytes: Buffer }> {
  assertSameUnion(opts.query.searchUnionSeq, opts.unionSeq);
  const { consent } = await consentOf(opts.db, opts.unionSeq, opts.consentSeq);
  const bytes = await sheetBytes(RECIPIENTS_EXPORT_SHEET_NAME, COLUMNS, async (sheet) => {
    const [rows, localRows] = await Promise.all([
      exportRows(opts.db, consent.consentSeq, opts.query),
      exportLocals(opts.db, consent.consentSeq),
    ]);
    const locals = new Map<number, ExportLocal[]>();
    for (const l of localRows) {
      const list = locals.get(l.unionRegisterSeq);
      if (list) list.push(l);
      else locals.set(l.unionRegisterSeq, [l]);
    }
    const wrapAddress = (columnNumber: number) => (columnNumber === ADDRESS_COLUMN ? WRAP_STYLE : PLAIN_STYLE);
    for (const row of rows) {
      const own = locals.get(row.unionRegisterSeq) ?? [];
      sheet.add(
        COLUMNS.map((c) => c.value(row, own)),
        own.length > 1 ? wrapAddress : PLAIN_STYLE,
      );
    }
  });
  return { fileName: recipientsExportFileName(todayInSeoul().replaceAll("-", "")), bytes };
}
