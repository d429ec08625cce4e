import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { formatNumber } from "../../../../lib/format";

const SIZE = 160;
const STROKE = 20;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export type DonutSegment = { label: string; value: number; color: string };

/** count of total in percent, 2 decimals (0 for nobody). */
export const percentOf = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 10_000) / 100 : 0);
export const formatPercent = (percent: number) => `${percent.toLocaleString("ko-KR", { maximumFractionDigits: 2 })}%`;

type OnsiteDonutProps = {
  title: string;
  /** The donut's rings, in order; what is left of `total` stays grey. */
  segments: DonutSegment[];
  /** The count and total of the centre: 'N명 / M명' under the percentage. */
  count: number;
  total: number;
};

/** A donut with a percentage and 'N명 / M명' in its centre (spec 03 §2.2 and §2.6), one or more coloured parts. */
export function OnsiteDonut({ title, segments, count, total }: OnsiteDonutProps) {
  const theme = useTheme();
  const percent = percentOf(count, total);
  const label = `${title} ${formatPercent(percent)} (${formatNumber(count)}명 / ${formatNumber(total)}명)`;
  let offset = 0;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 1 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box role="img" aria-label={label} sx={{ position: "relative", width: SIZE, height: SIZE }}>
        <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden>
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            stroke={theme.palette.grey[200]}
            strokeWidth={STROKE}
          />
          {segments.map((segment) => {
            const length = total > 0 ? (Math.min(segment.value, total) / total) * CIRCUMFERENCE : 0;
            const dash = `${length} ${CIRCUMFERENCE - length}`;
            const circle = (
              <circle
                key={segment.label}
                cx={SIZE / 2}
                cy={SIZE / 2}
                r={RADIUS}
                fill="none"
                stroke={segment.color}
                strokeWidth={STROKE}
                strokeDasharray={dash}
                strokeDashoffset={-offset}
                transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
              />
            );
            offset += length;
            return circle;
          })}
        </svg>
        <Box
          aria-hidden
          sx={{
            position: "absolute",
            inset: 0,
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            justifyContent: "center",
          }}
        >
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
            {formatPercent(percent)}
          </Typography>
          <Typography variant="caption" component="span" color="text.secondary">
            {formatNumber(count)}명 / {formatNumber(total)}명
          </Typography>
        </Box>
      </Box>
      {segments.length > 1 && (
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "flex", gap: 1.5, flexWrap: "wrap" }}>
          {segments.map((segment) => (
            <Box component="li" key={segment.label} sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
              <Box sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: segment.color }} />
              <Typography variant="caption">
                {segment.label} {formatNumber(segment.value)}명
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
