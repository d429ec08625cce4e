import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { formatNumber, formatPercent } from "../lib/format";

export type DonutSegment = { label: string; value: number; color: string };

const SIZES = {
  medium: { size: 160, stroke: 20, figure: "h6", caption: "caption" },
  large: { size: 180, stroke: 22, figure: "h5", caption: "body2" },
} as const;

/** `value` of `total` in percent, rounded to 2 decimals (0 for nobody). */
const percentOf = (value: number, total: number) => (total > 0 ? Math.round((value / total) * 10_000) / 100 : 0);

export type DonutChartProps = {
  /** Names the chart: its accessible name starts with it, and `hasHeading` shows it above. */
  label: string;
  hasHeading?: boolean;
  /** The centre's figure: `value` of `total` people ('N명 / M명' under the percentage). */
  value: number;
  total: number;
  /** The centre's percentage when a rule other than rounding applies (a consent's rounds up). */
  percent?: number;
  /** The ring's colour for `value`; the ring is grey for the rest of `total`. */
  color?: string;
  /** The ring in parts instead of `value` alone, in order, with a legend when there is more than one. */
  segments?: DonutSegment[];
  size?: keyof typeof SIZES;
};

/** A donut with a percentage and 'N명 / M명' in its centre, one or more coloured parts. */
export function DonutChart({
  label,
  hasHeading = false,
  value,
  total,
  percent = percentOf(value, total),
  color,
  segments,
  size = "medium",
}: DonutChartProps) {
  const theme = useTheme();
  const { size: width, stroke, figure, caption } = SIZES[size];
  const radius = (width - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const centre = width / 2;
  const parts = segments ?? [{ label, value, color: color ?? theme.palette.primary.main }];
  const people = `${formatNumber(value)}명 / ${formatNumber(total)}명`;
  let offset = 0;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 1, flexShrink: 0 }}>
      {hasHeading && (
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
      )}
      <Box
        role="img"
        aria-label={`${label} ${formatPercent(percent)} (${people})`}
        sx={{ position: "relative", width, height: width }}
      >
        <svg width={width} height={width} viewBox={`0 0 ${width} ${width}`} aria-hidden>
          <circle
            cx={centre}
            cy={centre}
            r={radius}
            fill="none"
            stroke={theme.palette.grey[200]}
            strokeWidth={stroke}
          />
          {parts.map((part) => {
            const length = total > 0 ? (Math.min(part.value, total) / total) * circumference : 0;
            const circle = (
              <circle
                key={part.label}
                cx={centre}
                cy={centre}
                r={radius}
                fill="none"
                stroke={part.color}
                strokeWidth={stroke}
                strokeDasharray={`${length} ${circumference - length}`}
                strokeDashoffset={-offset}
                transform={`rotate(-90 ${centre} ${centre})`}
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
          <Typography variant={figure} component="span" sx={{ fontWeight: 700 }}>
            {formatPercent(percent)}
          </Typography>
          <Typography variant={caption} component="span" color="text.secondary">
            {people}
          </Typography>
        </Box>
      </Box>
      {parts.length > 1 && (
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "flex", gap: 1.5, flexWrap: "wrap" }}>
          {parts.map((part) => (
            <Box component="li" key={part.label} sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
              <Box sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: part.color }} />
              <Typography variant="caption">
                {part.label} {formatNumber(part.value)}명
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
