import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { formatNumber } from "../../../lib/format";
import { formatPercent, submissionPercent } from "../consent-rules";
import { CONSENT_TEXTS } from "../consents-labels";

const SIZE = 180;
const STROKE = 22;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

type SubmissionDonutProps = { submitted: number; total: number };

/** The submission donut (spec 02 §2.2): submitted of all recipients, the percent rounded up to 2 decimals. */
export function SubmissionDonut({ submitted, total }: SubmissionDonutProps) {
  const theme = useTheme();
  const percent = submissionPercent({ submitted, total });
  const filled = (Math.min(percent, 100) / 100) * CIRCUMFERENCE;
  const label = `${CONSENT_TEXTS.submission} ${formatPercent(percent)} (${formatNumber(submitted)}/${formatNumber(total)}명)`;
  return (
    <Box role="img" aria-label={label} sx={{ position: "relative", width: SIZE, height: SIZE, flexShrink: 0 }}>
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden>
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          stroke={theme.palette.grey[200]}
          strokeWidth={STROKE}
        />
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          stroke={theme.palette.primary.main}
          strokeWidth={STROKE}
          strokeDasharray={`${filled} ${CIRCUMFERENCE - filled}`}
          transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
        />
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
        <Typography variant="h5" component="span" sx={{ fontWeight: 700 }}>
          {formatPercent(percent)}
        </Typography>
        <Typography variant="body2" component="span" color="text.secondary">
          {formatNumber(submitted)} / {formatNumber(total)}명
        </Typography>
      </Box>
    </Box>
  );
}
