const DATE_TIME = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});
const DATE = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "long",
  day: "numeric",
});

export const dateTime = (iso: string | null) => (iso ? DATE_TIME.format(new Date(iso)) : "미정");
/** A Korean calendar day written yyyy-MM-dd, shown as 2026년 12월 4일. */
export const day = (ymd: string) => DATE.format(new Date(`${ymd}T12:00:00+09:00`));
export const period = (start: string, end: string | null) => `${dateTime(start)} ~ ${dateTime(end)}`;
export const bytes = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)}MB` : `${Math.ceil(n / 1024)}KB`;
/** Seconds as m:ss. */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.max(0, seconds) % 60).padStart(2, "0")}`;
