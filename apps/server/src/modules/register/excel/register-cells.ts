import type { CellValue } from "exceljs";
import type { CellKind, RegisterColumn } from "./register-columns";
import { EXCEL_MESSAGES } from "./register-excel-messages";

/** A cell as the parser sees it, after formulas, rich text and hyperlinks are reduced to their value. */
export type RawCell = string | number | boolean | Date | null;
export type CellRead = { ok: true; value: unknown } | { ok: false; message: string };

const DAY_MS = 86_400_000;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function toRawCell(value: CellValue | undefined): RawCell {
  if (value == null) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value;
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("formula" in value || "sharedFormula" in value) return toRawCell(value.result as CellValue);
  if ("text" in value) return toRawCell(value.text as CellValue);
  return null;
}

export const isBlank = (raw: RawCell) => raw == null || (typeof raw === "string" && raw.trim() === "");

const isoDate = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The trimmed text form of a cell, used to compare an owner's rows. */
export function cellText(raw: RawCell): string {
  if (raw == null) return "";
  if (raw instanceof Date) return isoDate(raw);
  if (typeof raw === "boolean") return raw ? "TRUE" : "FALSE";
  return String(raw).trim();
}

function validDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const isSame = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isSame && year >= 1900 ? isoDate(date) : null;
}

/** Excel stores dates as day serials; 1-99,999 covers 1900-01-01 to 2173, anything else is not a date serial. */
const isDateSerial = (n: number) => n >= 1 && n < 100_000;

/** yyyy-MM-dd from a date cell, an Excel serial number, yyyyMMdd or yyyy-MM-dd (also with '.' or '/'). */
export function toIsoDate(raw: RawCell): string | null {
  if (raw instanceof Date) return isoDate(raw);
  if (typeof raw === "number") {
    if (isDateSerial(raw)) return isoDate(new Date(EXCEL_EPOCH_MS + Math.floor(raw) * DAY_MS));
    return Number.isInteger(raw) ? toIsoDate(String(raw)) : null;
  }
  const text = cellText(raw);
  const match = /^(\d{4})(?:(\d{2})(\d{2})|[-./ ]\s*(\d{1,2})[-./ ]\s*(\d{1,2})\.?)$/.exec(text);
  if (!match) return null;
  return validDate(Number(match[1]), Number(match[2] ?? match[4]), Number(match[3] ?? match[5]));
}

const YES = new Set(["Y", "YES", "TRUE", "O", "1", "예"]);
const NO = new Set(["N", "NO", "FALSE", "X", "0", "아니오"]);

function readFlag(kind: { yes: string; no: string }, raw: RawCell): boolean | undefined {
  if (typeof raw === "boolean") return raw;
  const text = cellText(raw).replace(/\s+/g, "").toUpperCase();
  if (text === kind.yes || YES.has(text)) return true;
  if (text === kind.no || NO.has(text)) return false;
  return undefined;
}

const squeeze = (text: string) => text.replace(/\s+/g, "");

/** The code of a label, an alias or a code, compared without spaces ('제1종근린생활시설' reads too). */
function readChoice(
  kind: { labels: Readonly<Record<string, string>>; aliases?: Readonly<Record<string, string>> },
  raw: RawCell,
): string | undefined {
  const text = squeeze(cellText(raw));
  const upper = text.toUpperCase();
  const byLabel = Object.entries(kind.labels).find(([code, label]) => squeeze(label) === text || code === upper)?.[0];
  return byLabel ?? Object.entries(kind.aliases ?? {}).find(([alias]) => squeeze(alias) === text)?.[1];
}

function readNumber(raw: RawCell): number | undefined {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : undefined;
  const text = cellText(raw).replace(/,/g, "");
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

function readDigits(kind: CellKind, raw: RawCell): string {
  if (kind.type === "birth") {
    const text = cellText(raw);
    const isDate = raw instanceof Date || (typeof raw === "number" && isDateSerial(raw)) || /^\d{4}[-./]/.test(text);
    return (isDate ? toIsoDate(raw)?.replace(/-/g, "") : undefined) ?? text.replace(/\s+/g, "");
  }
  if (kind.type === "phone") {
    if (typeof raw === "number") return `0${raw}`;
    return cellText(raw).replace(/[\s\-().]/g, "");
  }
  return typeof raw === "number" ? pad(raw, 5) : cellText(raw);
}

/** Reads a non-blank cell into the model value of its column, or the Korean message of why it cannot. */
export function readCell(column: RegisterColumn, raw: RawCell): CellRead {
  const { kind, header } = column;
  switch (kind.type) {
    case "text":
      return { ok: true, value: cellText(raw) };
    case "birth":
    case "phone":
    case "zip":
      return { ok: true, value: readDigits(kind, raw) };
    case "integer": {
      const value = readNumber(raw);
      return value !== undefined && Number.isInteger(value) && value >= 0
        ? { ok: true, value }
        : { ok: false, message: EXCEL_MESSAGES.integer(header) };
    }
    case "decimal": {
      const value = readNumber(raw);
      return value === undefined ? { ok: false, message: EXCEL_MESSAGES.number(header) } : { ok: true, value };
    }
    case "date": {
      const value = toIsoDate(raw);
      return value ? { ok: true, value } : { ok: false, message: EXCEL_MESSAGES.date(header) };
    }
    case "flag": {
      const value = readFlag(kind, raw);
      return value === undefined
        ? { ok: false, message: EXCEL_MESSAGES.choice(header, [kind.yes, kind.no]) }
        : { ok: true, value };
    }
    case "choice": {
      const value = readChoice(kind, raw);
      return value === undefined
        ? { ok: false, message: EXCEL_MESSAGES.choice(header, Object.values(kind.labels)) }
        : { ok: true, value };
    }
  }
}

/** The cell a model value is written as (labels for codes, Y/N for flags); null leaves the cell empty. */
export function writeCell(column: RegisterColumn, value: unknown): string | number | null {
  if (value == null || value === "") return null;
  const { kind } = column;
  if (kind.type === "flag") return value ? kind.yes : kind.no;
  if (kind.type === "choice") return kind.labels[String(value)] ?? String(value);
  if ((kind.type === "integer" || kind.type === "decimal") && typeof value === "number") return value;
  return String(value);
}
