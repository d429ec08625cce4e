/**
 * Recent-time labels of opinions and speeches (spec 03 §4): up to 3 minutes 방금전; 4 and 5 minutes 4분전 and
 * 5분전; otherwise HH:mm (Seoul time). Minutes are whole minutes elapsed (3분 59초 is still 방금전).
 */
export function recentTimeLabel(at: string | Date, now: Date = new Date()): string {
  const date = typeof at === "string" ? new Date(at) : at;
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes <= 3) return "방금전";
  if (minutes <= 5) return `${minutes}분전`;
  return HH_MM.format(date);
}

const HH_MM = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Seoul",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** 진행 시간 HH:mm:ss from the start to now (the dashboard's running timer). */
export function runningTime(startAt: string | Date | null, now: Date = new Date()): string {
  if (!startAt) return "00:00:00";
  const start = typeof startAt === "string" ? new Date(startAt) : startAt;
  const seconds = Math.max(0, Math.floor((now.getTime() - start.getTime()) / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
