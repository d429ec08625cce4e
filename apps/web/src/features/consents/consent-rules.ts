import { type ConsentListItem, ceilPercent } from "@johap/contracts";
import { formatDateTime } from "../../lib/format-date";
import { CONSENT_TEXTS } from "./consents-labels";

/** Submitted of all recipients in percent, rounded up to 2 decimals (spec 02 §2.2 and §9). */
export const submissionPercent = ({ submitted, total }: ConsentListItem["recipientCount"]) =>
  ceilPercent(submitted, total);

/** A percent as the console prints it: up to 2 decimals, no trailing zeros (40%, 40.5%, 0.01%). */
export const formatPercent = (percent: number) => `${Number(percent.toFixed(2))}%`;

/** A card's period: start ~ end, the end 미정 when the consent has none (spec 02 §2.1). */
export const periodText = (startedAt: string, endedAt: string | null) =>
  `${formatDateTime(startedAt)} ~ ${endedAt ? formatDateTime(endedAt) : CONSENT_TEXTS.endUnknown}`;

/**
 * The heat map's colour band of a dong's percent (spec 02 §2.2): 0 (nobody) and 5 (everybody) are the
 * extremes, 1 to 4 the quarters in between (under 25, under 50, under 75, under 100).
 */
export type HeatBand = 0 | 1 | 2 | 3 | 4 | 5;
export function heatBandOf(percent: number): HeatBand {
  if (!(percent > 0)) return 0;
  if (percent >= 100) return 5;
  return (Math.floor(percent / 25) + 1) as HeatBand;
}

/** The heat map's rows: five cells a row (spec 02 §2.2). */
export const HEAT_MAP_COLUMNS = 5;
