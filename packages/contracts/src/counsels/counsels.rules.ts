import { COUNSEL_YEAR_MAX, COUNSEL_YEAR_MIN } from "./counsels.constants";

/** Korea keeps no daylight saving time: Asia/Seoul is UTC+9 all year. */
const SEOUL_OFFSET_MS = 9 * 3600 * 1000;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isCalendarDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * Spec 02 §5: counselAt arrives as an ISO local date-time ("2026-11-27T14:30" or with seconds), read as
 * Asia/Seoul time. The instant it names, or null when it is no real time of a year 1900-2100.
 */
export function seoulInstantOf(local: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  if (year! < COUNSEL_YEAR_MIN || year! > COUNSEL_YEAR_MAX) return null;
  if (!isCalendarDay(year!, month!, day!) || hour! > 23 || minute! > 59 || second! > 59) return null;
  return new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!) - SEOUL_OFFSET_MS);
}

/** The Asia/Seoul local date-time of an instant, "YYYY-MM-DDTHH:mm:ss" (what the API answers for counselAt). */
export function seoulLocalOf(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 19);
}

/** "YYYY-MM-DDTHH:mm" of the Seoul minute now: the latest value of the form's date-time input. */
export const seoulMinuteNow = (now: Date = new Date()) => seoulLocalOf(now).slice(0, 16);

/** A counsel time as the screens show it: "YYYY-MM-DD HH:mm". */
export const formatCounselAt = (local: string) => local.slice(0, 16).replace("T", " ");

/** A searched day "YYYY-MM-DD": "incomplete" when not all of year, month and day are there, "year" out of range. */
export function searchDayProblem(value: string): "incomplete" | "year" | null {
  const match = LOCAL_DATE.exec(value);
  if (!match) return "incomplete";
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  if (year < COUNSEL_YEAR_MIN || year > COUNSEL_YEAR_MAX) return "year";
  return isCalendarDay(year, month, day) ? null : "incomplete";
}

/** The first instant of a Seoul day "YYYY-MM-DD" (a search range's start; the day after bounds its end). */
export function seoulDayStart(day: string, plusDays = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + plusDays) - SEOUL_OFFSET_MS);
}
