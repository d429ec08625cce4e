import dayjs from "dayjs";

/**
 * Every date and time the console shows or sends, in the browser's calendar, through dayjs. Apart from
 * format.ts to keep dayjs out of the shell.
 */

/** An ISO instant as local "YYYY-MM-DD HH:mm" (spec 01 §9); empty for null; unreadable text unchanged. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "";
  const date = dayjs(value);
  return date.isValid() ? date.format("YYYY-MM-DD HH:mm") : value;
}

/** A day as "YYYY-MM-DD" (date inputs and date-range queries); today when no day is given. */
export const formatDate = (value: Date | string = new Date()): string => dayjs(value).format("YYYY-MM-DD");

/** "19680315" (a birth or receipt day as 8 digits) as "1968-03-15"; anything else unchanged. */
export function formatDateDigits(value: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : value;
}

/** The local "YYYY-MM-DDTHH:mm" of a date-time input (its value and `min`). */
export const dateTimeInputValue = (value: Date): string => dayjs(value).format("YYYY-MM-DDTHH:mm");

/** A date-time input's local "YYYY-MM-DDTHH:mm" as an ISO instant; null when empty or unreadable. */
export function instantOfInput(value: string): string | null {
  if (!value) return null;
  const date = dayjs(value);
  return date.isValid() ? date.toISOString() : null;
}
