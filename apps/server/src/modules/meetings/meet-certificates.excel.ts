import {
  CERTIFICATE_MEETS_SHEET_NAME,
  type CertificateMeet,
  certificateMeetsFileName,
  type ListCertificateMeetsParams,
  MEET_METHOD_LABELS,
  MEET_STATUS_LABELS,
  MEET_TYPE_LABELS,
  OPEN_TYPE_LABELS,
  todayInSeoul,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { seoulTimeCell, sheetBytes } from "../../platform/excel-sheet";
import { listCertificateMeets } from "./meet-certificates.service";

type Column = { header: string; width: number; value: (row: CertificateMeet) => string | number };
const dateCell = (iso: string | null) => (iso ? seoulTimeCell(new Date(iso)) : "");

const COLUMNS: Column[] = [
  { header: "번호", width: 8, value: (r) => r.no },
  { header: "구분", width: 10, value: (r) => OPEN_TYPE_LABELS[r.openType] },
  { header: "유형", width: 8, value: (r) => MEET_TYPE_LABELS[r.meetType] },
  { header: "총회명", width: 36, value: (r) => r.name },
  { header: "투표 방식", width: 14, value: (r) => MEET_METHOD_LABELS[r.meetMethod] },
  { header: "총회 일시", width: 18, value: (r) => dateCell(r.meetAt) },
  { header: "선거인 수", width: 10, value: (r) => r.participantCount },
  { header: "진행 상태", width: 10, value: (r) => MEET_STATUS_LABELS[r.meetStatus] },
  { header: "종료 일시", width: 18, value: (r) => dateCell(r.completedAt) },
  { header: "문서 보관 종료일", width: 18, value: (r) => dateCell(r.documentStorageEndAt) },
];

/** The certificate list's Excel (spec 03 §2.8): the list's filters, every row, 증명서 발급_{today}.xlsx. */
export async function exportCertificateMeets(opts: {
  db: Db;
  unionSeq: number;
  query: Omit<ListCertificateMeetsParams, "page" | "pageSize">;
}) {
  const { items } = await listCertificateMeets({ ...opts, isPaged: false });
  const bytes = await sheetBytes(CERTIFICATE_MEETS_SHEET_NAME, COLUMNS, (sheet) => {
    for (const row of items) sheet.add(COLUMNS.map((c) => c.value(row)));
  });
  return { fileName: certificateMeetsFileName(todayInSeoul().replaceAll("-", "")), bytes };
}
