import {
  CHARGES_EXPORT_SHEET_NAME,
  type ChargeRow,
  CREDIT_TYPE_LABELS,
  DEPOSIT_CHARGE_STATUS_LABELS,
  TRANSACTION_KIND_LABELS,
} from "@johap/contracts";
import ExcelJS from "exceljs";

/** Seoul wall-clock time yyyy-MM-dd HH:mm:ss (spec 01 §9 date format). */
export function seoulDateTime(isoText: string | null): string {
  if (!isoText) return "";
  const parts = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Asia/Seoul",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: false,
  }).format(new Date(isoText));
  return parts.replace("T", " ");
}

type Column = { header: string; width: number; value: (row: ChargeRow) => string | number | null };

const COLUMNS: Column[] = [
  { header: "번호", width: 8, value: (r) => r.no },
  { header: "구분", width: 8, value: (r) => TRANSACTION_KIND_LABELS[r.kind] },
  { header: "서비스", width: 16, value: (r) => r.serviceName },
  { header: "거래번호", width: 10, value: (r) => r.transactionSeq },
  { header: "요청일시", width: 20, value: (r) => seoulDateTime(r.requestedAt) },
  { header: "완료일시", width: 20, value: (r) => seoulDateTime(r.completedAt) },
  { header: "결제수단", width: 10, value: (r) => CREDIT_TYPE_LABELS[r.creditType] },
  { header: "충전금액", width: 14, value: (r) => r.totalChargeAmount },
  { header: "사용금액", width: 14, value: (r) => r.totalUsageAmount },
  { header: "환불금액", width: 14, value: (r) => r.totalRefundAmount },
  { header: "잔액", width: 14, value: (r) => r.totalBalance },
  { header: "상태", width: 10, value: (r) => DEPOSIT_CHARGE_STATUS_LABELS[r.status] },
  { header: "내용", width: 30, value: (r) => r.description.replace(/^[=+\-@\t\r]/, "'$&") },
];

/** The charge and usage list as an xlsx workbook (sheet 충전 및 사용 내역), amounts with separators. */
export async function chargesWorkbook(rows: ChargeRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(CHARGES_EXPORT_SHEET_NAME);
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(COLUMNS.map((c) => c.value(row)));
  for (const index of [8, 9, 10, 11]) sheet.getColumn(index).numFmt = "#,##0";
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
