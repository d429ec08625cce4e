import { MAX_UPLOAD_ROWS } from "@johap/contracts";
import ExcelJS, { type DataValidation, type Worksheet } from "exceljs";
import { type CellKind, REGISTER_COLUMNS, type RegisterColumn } from "./register-columns";
import { TEMPLATE_EXAMPLE_ROWS } from "./register-template-examples";

export const REGISTER_TEMPLATE_SHEET_NAME = "조합원 명부";
export const REGISTER_GUIDE_SHEET_NAME = "작성 안내";

const TEXT_KINDS = new Set<CellKind["type"]>(["text", "birth", "phone", "zip", "date"]);
const HEADER_FILL: ExcelJS.Fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE7EEF7" } };
const REQUIRED_FONT: Partial<ExcelJS.Font> = { bold: true, color: { argb: "FFC00000" } };
const EXAMPLE_FONT: Partial<ExcelJS.Font> = { italic: true, color: { argb: "FF808080" } };
const LAST_ROW = MAX_UPLOAD_ROWS + 1;

const GUIDE_LINES = [
  "조합원 명부 작성 안내",
  "• '조합원 명부' 시트의 첫 행(머리글)은 바꾸지 말고 2행부터 작성해 주세요. 회색 예시 행은 지우고 작성해 주세요.",
  "• 한 행은 소유자 한 명의 소재지 한 곳입니다. 소재지가 여러 곳이면 같은 본번·부번으로 행을 더 추가해 주세요.",
  "• 소유자·대리인 정보는 그 소유자의 첫 행에서 읽습니다. 다음 행에서는 비워 두거나 첫 행과 같게 입력해 주세요.",
  "• 모든 행에 본번을 입력해 주세요. 공유 소유자는 부번(1 이상)도 입력하고, 단독 소유자는 부번을 비워 두세요.",
  "• 건물이 무허가이면 건물 용도·구조·층은 저장되지 않고, 허가이면 무허가 건물번호는 저장되지 않습니다.",
  "• 명부는 20,000행, 파일 크기는 10MB까지 업로드할 수 있습니다.",
];

/** The allowed values of a column, in Korean, for the guide sheet and the header notes. */
export function allowedValues(kind: CellKind): string {
  switch (kind.type) {
    case "text":
      return "글자";
    case "integer":
      return "0 이상의 정수";
    case "decimal":
      return "0 이상의 숫자, 소수점 셋째 자리까지";
    case "birth":
      return "숫자 8자리 (예: 19650312)";
    case "phone":
      return "숫자 9~11자리 ('-'는 빼고 읽습니다)";
    case "zip":
      return "숫자 5자리";
    case "date":
      return "yyyy-MM-dd (예: 2010-05-20)";
    case "flag":
      return `${kind.yes} 또는 ${kind.no}`;
    case "choice": {
      const aliases = Object.keys(kind.aliases ?? {});
      const also = aliases.length > 0 ? `; ${aliases.join(", ")}도 읽습니다` : "";
      return `${Object.values(kind.labels).join(", ")} (코드 ${Object.keys(kind.labels).join(", ")}도 가능${also})`;
    }
  }
}

const noteOf = (column: RegisterColumn) =>
  `${column.description}\n필수 여부: ${column.required}\n입력 값: ${allowedValues(column.kind)}\n예: ${column.example}`;

/** The worksheet's data validations (ExcelJS supports range addresses; its typings omit the property). */
const validationsOf = (sheet: Worksheet) =>
  (sheet as unknown as { dataValidations: { add(range: string, rule: DataValidation): void } }).dataValidations;

function listValidation(kind: CellKind): DataValidation | null {
  const values =
    kind.type === "flag" ? [kind.yes, kind.no] : kind.type === "choice" ? Object.values(kind.labels) : null;
  if (!values) return null;
  return {
    type: "list",
    allowBlank: true,
    formulae: [`"${values.join(",")}"`],
    showErrorMessage: true,
    errorStyle: "warning",
    errorTitle: "입력 값 확인",
    error: `${values.join(", ")} 중에서 선택해 주세요.`,
  };
}

function addRegisterSheet(workbook: ExcelJS.Workbook): void {
  const sheet = workbook.addWorksheet(REGISTER_TEMPLATE_SHEET_NAME, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = REGISTER_COLUMNS.map((column) => ({
    key: column.key,
    width: column.width,
    style: TEXT_KINDS.has(column.kind.type) ? { numFmt: "@" } : {},
  }));
  const header = sheet.getRow(1);
  REGISTER_COLUMNS.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.header;
    cell.font = column.required === "필수" ? REQUIRED_FONT : { bold: true };
    cell.fill = HEADER_FILL;
    cell.alignment = { vertical: "middle", horizontal: "center" };
    cell.note = noteOf(column);
  });
  for (const example of TEMPLATE_EXAMPLE_ROWS) sheet.addRow(example).font = EXAMPLE_FONT;
  REGISTER_COLUMNS.forEach((column, index) => {
    const rule = listValidation(column.kind);
    const letter = sheet.getColumn(index + 1).letter;
    if (rule) validationsOf(sheet).add(`${letter}2:${letter}${LAST_ROW}`, rule);
  });
}

function addGuideSheet(workbook: ExcelJS.Workbook): void {
  const sheet = workbook.addWorksheet(REGISTER_GUIDE_SHEET_NAME);
  sheet.columns = [{ width: 20 }, { width: 18 }, { width: 44 }, { width: 44 }, { width: 30 }];
  for (const line of GUIDE_LINES) sheet.addRow([line]);
  sheet.getRow(1).font = { bold: true, size: 14 };
  sheet.addRow([]);
  const header = sheet.addRow(["열 이름", "필수 여부", "입력 값", "설명", "예시"]);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  for (const column of REGISTER_COLUMNS) {
    sheet.addRow([column.header, column.required, allowedValues(column.kind), column.description, column.example]);
  }
}

/**
 * The register upload template (조합원_명부_양식.xlsx): sheet '조합원 명부' with the bold frozen header row, column
 * widths, a note on each header, list validation on coded columns and three example rows (a single owner and
 * shared owner 3-1 with two properties); sheet '작성 안내' documents every column.
 */
export async function buildRegisterTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Johap OMS";
  addRegisterSheet(workbook);
  addGuideSheet(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
