import {
  formatSerial,
  type ListParticipantsQuery,
  MEET_VOTERS_SHEET_NAME,
  meetVotersFileName,
  OWNER_LABELS,
  todayInSeoul,
  VOTER_LABELS,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { seoulTimeCell, sheetBytes } from "../../platform/excel-sheet";
import { meetOf } from "./meet-lookup";
import { type ParticipantRow, participantRows } from "./meet-participants.repository";

/** yyyy-MM-dd HH:mm:ss in Seoul (spec 03 §9), or empty. */
const seoulTime = (at: Date | null) => seoulTimeCell(at, { withSeconds: true });
const label = <T extends Record<string, string>>(labels: T, code: string | null) =>
  code ? (labels[code as keyof T] ?? code) : "";

type Column = { header: string; width: number; value: (row: ParticipantRow) => string | number };

/** The columns of 내역 다운: who the voter is and how far they got, never what they chose. */
const COLUMNS: Column[] = [
  { header: "연번", width: 10, value: (r) => formatSerial(r.unionRegisterNoMain, r.unionRegisterNoSub) },
  { header: "이름", width: 16, value: (r) => r.name },
  { header: "구분", width: 10, value: (r) => r.nameClass },
  { header: "소유자 유형", width: 10, value: (r) => label(OWNER_LABELS.ownerType, r.ownerType) },
  { header: "생년월일", width: 12, value: (r) => r.birth },
  { header: "전화번호", width: 14, value: (r) => r.phoneNo },
  { header: "대리인", width: 12, value: (r) => r.agent?.name ?? "" },
  { header: "대리인 전화번호", width: 14, value: (r) => r.agent?.phoneNo ?? "" },
  { header: "성향", width: 8, value: (r) => label(VOTER_LABELS.tendency, r.tendency) },
  { header: "전자투표 상태", width: 12, value: (r) => label(VOTER_LABELS.progressStatus, r.evoteProgressStatus) },
  { header: "발송일시", width: 20, value: (r) => seoulTime(r.sentAt) },
  { header: "수신일시", width: 20, value: (r) => seoulTime(r.receivedAt) },
  { header: "열람일시", width: 20, value: (r) => seoulTime(r.openedAt) },
  { header: "투표일시", width: 20, value: (r) => seoulTime(r.votedAt) },
  { header: "재발송 횟수", width: 10, value: (r) => r.resendCount },
  {
    header: "서면 제출",
    width: 10,
    value: (r) => (r.writtenWithdrawalAt ? "" : label(VOTER_LABELS.writtenSubmissionType, r.writtenSubmissionType)),
  },
  {
    header: "서면 제출자",
    width: 10,
    value: (r) => (r.writtenWithdrawalAt ? "" : label(VOTER_LABELS.writtenSubmissionStatus, r.writtenSubmissionStatus)),
  },
  { header: "서면 제출일시", width: 20, value: (r) => seoulTime(r.writtenSubmissionAt) },
  { header: "참석 예정", width: 10, value: (r) => label(VOTER_LABELS.attendExpectedType, r.attendExpectedType) },
  { header: "참석 구분", width: 10, value: (r) => label(VOTER_LABELS.attendanceCategory, r.attendanceCategory) },
  { header: "투표 구분", width: 12, value: (r) => label(VOTER_LABELS.voteCategory, r.voteCategory) },
];

/**
 * 내역 다운 (spec 03 §2.3-2.4): every voter matching the list's search, in register-number order, as the sheet
 * 선거인 목록 of a workbook named with the meeting and today's date (Seoul), through the platform's streamed sheet
 * (text a spreadsheet would evaluate gets an apostrophe).
 */
export async function exportParticipants(opts: {
  db: Db;
  unionSeq: number;
  meetSeq: number;
  query: Partial<ListParticipantsQuery>;
}): Promise<{ fileName: string; bytes: Buffer }> {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const bytes = await sheetBytes(MEET_VOTERS_SHEET_NAME, COLUMNS, async (sheet) => {
    const rows = await participantRows(opts.db, meet.meetSeq, opts.query);
    for (const row of rows) sheet.add(COLUMNS.map((c) => c.value(row)));
  });
  const safeName = meet.name.replace(/[\\/:*?"<>|]/g, "_");
  return { fileName: meetVotersFileName(safeName, todayInSeoul().replaceAll("-", "")), bytes };
}
