import dayjs from "dayjs";

/**
 * Spec 01 §4: choosing an acquisition date computes the holding period, 'N년 M개월' in whole months
 * up to `today`. Null for an empty, invalid or future date.
 */
export function acquisitionPeriodOf(
  acquiredAt: string | null | undefined,
  today: dayjs.Dayjs = dayjs(),
): string | null {
  if (!acquiredAt || !/^\d{4}-\d{2}-\d{2}$/.test(acquiredAt)) return null;
  const acquired = dayjs(acquiredAt);
  if (!acquired.isValid() || acquired.format("YYYY-MM-DD") !== acquiredAt) return null;
  const start = today.startOf("day");
  if (acquired.isAfter(start)) return null;
  const months = start.diff(acquired, "month");
  return `${Math.floor(months / 12)}년 ${months % 12}개월`;
}

/** Today as yyyy-MM-dd in the browser's time zone (the latest date a picker allows). */
export const todayIso = () => dayjs().format("YYYY-MM-DD");
