import {
  type ListPromotionMeetsQuery,
  type ListPromotionUsersQuery,
  MEET_METHOD_LABELS,
  MEET_STATUS_LABELS,
  MEET_TYPE_LABELS,
  PROMOTION_POSITION_LABELS,
  PROMOTION_USER_STATUS_LABELS,
  type PromotionPosition,
  type PromotionUserStatus,
  todayInSeoul,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { seoulTimeCell, sheetBytes } from "../../platform/excel-sheet";
import { meetOf } from "../meetings/meet-lookup";
import {
  listPromotionMeetRows,
  listPromotionUserRows,
  type PromotionMeetRow,
  type PromotionUserListRow,
} from "./promotion.repository";

type Column<R> = { header: string; width: number; value: (row: R, no: number) => string | number };

const MEET_COLUMNS: Column<PromotionMeetRow>[] = [
  { header: "번호", width: 8, value: (_r, no) => no },
  { header: "총회 일시", width: 18, value: (r) => seoulTimeCell(r.meetAt) },
  { header: "유형", width: 8, value: (r) => MEET_TYPE_LABELS[r.meetType] },
  { header: "총회명", width: 36, value: (r) => r.name },
  { header: "투표 방식", width: 14, value: (r) => MEET_METHOD_LABELS[r.meetMethod] },
  { header: "선거인 수", width: 10, value: (r) => r.participantCount },
  { header: "홍보 팀장 수", width: 12, value: (r) => r.promotionHeadCount },
  { header: "홍보 담당자 수", width: 12, value: (r) => r.promotionManagerCount },
  { header: "진행 상태", width: 10, value: (r) => MEET_STATUS_LABELS[r.meetStatus] },
];

/** 홍보관리_{yyyyMMdd}.xlsx, sheet 홍보 관리: the list's meetings with the list's filters, newest first. */
export async function exportPromotionMeets(opts: {
  db: Db;
  unionSeq: number;
  query: Omit<ListPromotionMeetsQuery, "page" | "pageSize">;
}) {
  const { rows, total } = await listPromotionMeetRows(opts.db, opts.unionSeq, opts.query, { isPaged: false });
  const bytes = await sheetBytes("홍보 관리", MEET_COLUMNS, (sheet) => {
    rows.forEach((row, i) => {
      sheet.add(MEET_COLUMNS.map((c) => c.value(row, total - i)));
    });
  });
  return { fileName: `홍보관리_${todayInSeoul().replaceAll("-", "")}.xlsx`, bytes };
}

const USER_COLUMNS: Column<PromotionUserListRow>[] = [
  { header: "번호", width: 8, value: (_r, no) => no },
  { header: "구분", width: 12, value: (r) => PROMOTION_POSITION_LABELS[r.position as PromotionPosition] },
  { header: "이름", width: 12, value: (r) => r.name },
  { header: "아이디", width: 14, value: (r) => r.loginId },
  { header: "전화번호", width: 16, value: (r) => r.phoneNo },
  { header: "담당 선거인 수", width: 14, value: (r) => r.assignedParticipantCount },
  { header: "계정 상태", width: 10, value: (r) => PROMOTION_USER_STATUS_LABELS[r.userStatus as PromotionUserStatus] },
  { header: "계정 발송일", width: 18, value: (r) => seoulTimeCell(r.accountSentAt) },
  { header: "메모", width: 30, value: (r) => r.memo },
  { header: "등록일", width: 18, value: (r) => seoulTimeCell(r.createdAt) },
];

/** 홍보팀장_{yyyyMMdd}.xlsx (or 홍보담당자_...): the meeting's heads or managers with the tab's filters. */
export async function exportPromotionUsers(opts: {
  db: Db;
  unionSeq: number;
  meetSeq: number;
  query: Omit<ListPromotionUsersQuery, "page" | "pageSize">;
}) {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const { rows, total } = await listPromotionUserRows(opts.db, opts.meetSeq, opts.query, { isPaged: false });
  const label = PROMOTION_POSITION_LABELS[opts.query.position];
  const bytes = await sheetBytes(label, USER_COLUMNS, (sheet) => {
    rows.forEach((row, i) => {
      sheet.add(USER_COLUMNS.map((c) => c.value(row, total - i)));
    });
  });
  return { fileName: `${label.replace(" ", "")}_${todayInSeoul().replaceAll("-", "")}.xlsx`, bytes };
}
