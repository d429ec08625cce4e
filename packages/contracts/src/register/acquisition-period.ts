const SEOUL_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Dates in the spec are the union's (Korea) calendar dates: today there as yyyy-MM-dd. */
export const todayInSeoul = (now: Date = new Date()) => SEOUL_DATE.format(now);

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The parts of a real yyyy-MM-dd date, or null (wrong shape or no such day). */
function partsOf(date: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (m < 1 || m > 12 || d < 1 || d > daysIn(y, m)) return null;
  return [y, m, d];
}

/**
 * Spec 01 §4: choosing an acquisition date computes the holding period, 'N년 M개월' in whole months
 * up to `today` (a month ending on the last day of a shorter month counts as complete). Null for an
 * empty, invalid or future date. Shared by the rights form, the rights API and the Excel import.
 */
export function acquisitionPeriodOf(acquiredAt: string | null | undefined, today: string = todayInSeoul()) {
  const from = acquiredAt ? partsOf(acquiredAt) : null;
  const to = partsOf(today);
  if (!from || !to || acquiredAt! > today) return null;
  const [ay, am, ad] = from;
  const [ty, tm, td] = to;
  let months = (ty - ay) * 12 + (tm - am);
  if (td < Math.min(ad, daysIn(ty, tm))) months -= 1;
  return `${Math.floor(months / 12)}년 ${months % 12}개월`;
}
