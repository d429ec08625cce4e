import { ONLINE_ATTENDANCE_LABELS, todayInSeoul, VIEWER_ATTENDANCE_LABELS } from "@johap/contracts";
import type { Db } from "../../db/client";
import { seoulTimeCell, sheetBytes } from "../../platform/excel-sheet";
import type { AttendeeFilter } from "./online-meetings.repository";
import { getAttendees } from "./online-meetings-live.service";

export const ATTENDEES_SHEET_NAME = "참석자 목록";
type AttendeeItem = Awaited<ReturnType<typeof getAttendees>>["rows"][number];
type Column = { header: string; width: number; value: (row: AttendeeItem, no: number) => string | number };

const COLUMNS: Column[] = [
  { header: "번호", width: 8, value: (_r, no) => no },
  { header: "연번", width: 10, value: (r) => r.unionRegisterNo },
  { header: "이름", width: 14, value: (r) => r.name },
  { header: "연락처", width: 16, value: (r) => r.phoneNo },
  { header: "대리인", width: 14, value: (r) => r.agent?.name ?? "" },
  {
    header: "참석 구분",
    width: 10,
    value: (r) => ONLINE_ATTENDANCE_LABELS[r.attendanceCategory as keyof typeof ONLINE_ATTENDANCE_LABELS] ?? "",
  },
  { header: "참석 일시", width: 18, value: (r) => seoulTimeCell(r.attendanceAt ? new Date(r.attendanceAt) : null) },
  {
    header: "온라인 상태",
    width: 10,
    value: (r) => (r.viewerAttendanceStatus ? VIEWER_ATTENDANCE_LABELS[r.viewerAttendanceStatus] : ""),
  },
  { header: "링크 발송", width: 10, value: (r) => r.linkSentCount },
];

/** 참석자 목록 내려받기: every voter of the meeting with the list's filters, as 온라인총회_참석자_{today}.xlsx. */
export async function exportAttendees(opts: { db: Db; unionSeq: number; id: number; filter: AttendeeFilter }) {
  const { rows } = await getAttendees({ ...opts, paging: null });
  const bytes = await sheetBytes(ATTENDEES_SHEET_NAME, COLUMNS, (sheet) => {
    rows.forEach((row, i) => {
      sheet.add(COLUMNS.map((c) => c.value(row, i + 1)));
    });
  });
  return { fileName: `온라인총회_참석자_${todayInSeoul().replaceAll("-", "")}.xlsx`, bytes };
}
