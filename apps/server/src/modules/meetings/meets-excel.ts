import {
  type ListMeetsQuery,
  MEET_METHOD_LABELS,
  MEET_STATUS_LABELS,
  MEET_TYPE_LABELS,
  OPEN_TYPE_LABELS,
  todayInSeoul,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { seoulTimeCell, sheetBytes } from "../../platform/excel-sheet";
import { listMeetRows, type MeetListRow } from "./meets.repository";

export const MEETS_EXPORT_SHEET_NAME = "총회 내역";
/** 총회내역_yyyyMMdd.xlsx (Seoul's day). */
export const meetsExportFileName = (yyyyMMdd: string) => `총회내역_${yyyyMMdd}.xlsx`;

type Column = { header: string; width: number; value: (row: MeetListRow, no: number) => string | number };

const COLUMNS: Column[] = [
  { header: "번호", width: 8, value: (_r, no) => no },
  { header: "구분", width: 10, value: (r) => OPEN_TYPE_LABELS[r.openType] },
  { header: "유형", width: 8, value: (r) => MEET_TYPE_LABELS[r.meetType] },
  { header: "총회명", width: 36, value: (r) => r.name },
  { header: "모의 총회", width: 10, value: (r) => (r.isMock ? "Y" : "") },
  { header: "투표 방식", width: 14, value: (r) => MEET_METHOD_LABELS[r.meetMethod] },
  { header: "총회 일시", width: 18, value: (r) => seoulTimeCell(r.meetAt) },
  { header: "소집권자", width: 14, value: (r) => r.moverName },
  { header: "안건 수", width: 8, value: (r) => r.agendaCount },
  { header: "선거인 수", width: 10, value: (r) => r.realParticipantCount + r.virtualParticipantCount },
  { header: "진행 상태", width: 10, value: (r) => MEET_STATUS_LABELS[r.meetStatus] },
  { header: "개설일", width: 18, value: (r) => seoulTimeCell(r.createdAt) },
];

/**
 * The history list's Excel (spec 03 §2.1): every meeting matching the list's filters, newest first, as the sheet
 * 총회 내역 of 총회내역_{today}.xlsx; text a spreadsheet would evaluate gets an apostrophe.
 */
export async function exportMeets(opts: {
  db: Db;
  unionSeq: number;
  query: Omit<ListMeetsQuery, "page" | "pageSize">;
}): Promise<{ fileName: string; bytes: Buffer }> {
  const { rows, total } = await listMeetRows(opts.db, opts.unionSeq, opts.query, { isPaged: false });
  const bytes = await sheetBytes(MEETS_EXPORT_SHEET_NAME, COLUMNS, (sheet) => {
    rows.forEach((row, i) => {
      sheet.add(COLUMNS.map((c) => c.value(row, total - i)));
    });
  });
  return { fileName: meetsExportFileName(todayInSeoul().replaceAll("-", "")), bytes };
}
