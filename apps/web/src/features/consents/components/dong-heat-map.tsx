import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { dongStatisticsQuery } from "../api/consents-queries";
import { formatPercent, HEAT_MAP_COLUMNS, type HeatBand, heatBandOf } from "../consent-rules";
import { CONSENT_TEXTS } from "../consents-labels";

/** Background and text of each band: grey for nobody, blues darkening with the share, deepest for all. */
const BAND_COLOURS: Record<HeatBand, { bg: string; fg: string }> = {
  0: { bg: "#f1f3f5", fg: "#495057" },
  1: { bg: "#e3edff", fg: "#1c2b4a" },
  2: { bg: "#b7d0ff", fg: "#1c2b4a" },
  3: { bg: "#7aa7f7", fg: "#0d1b36" },
  4: { bg: "#3b73e0", fg: "#ffffff" },
  5: { bg: "#1a47a8", fg: "#ffffff" },
};

type DongHeatMapProps = { unionSeq: number; consentSeq: number };

/** 동별 동의 현황 (spec 02 §2.2): five cells a row, coloured by band, the building's name in a tooltip. */
export function DongHeatMap({ unionSeq, consentSeq }: DongHeatMapProps) {
  const dongs = useQuery(dongStatisticsQuery(unionSeq, consentSeq));
  if (dongs.error) throw dongs.error;
  if (!dongs.data) return <LinearProgress aria-label="불러오는 중" />;
  if (dongs.data.length === 0) return <Typography color="text.secondary">{CONSENT_TEXTS.noDong}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={CONSENT_TEXTS.dongToggle}
      sx={{ m: 0, p: 0, display: "grid", gridTemplateColumns: `repeat(${HEAT_MAP_COLUMNS}, minmax(0, 1fr))`, gap: 1 }}
    >
      {dongs.data.map((dong) => {
        const band = heatBandOf(dong.percent);
        const colours = BAND_COLOURS[band];
        return (
          <Tooltip key={dong.dong} title={dong.buildingName || dong.dong} arrow>
            <Box
              component="li"
              tabIndex={0}
              data-band={band}
              aria-label={`${dong.dong} ${formatPercent(dong.percent)} ${dong.consentedCount}/${dong.totalCount}명`}
              sx={{
                listStyle: "none",
                bgcolor: colours.bg,
                color: colours.fg,
                borderRadius: 1.5,
                p: 1.5,
                textAlign: "center",
                outlineOffset: 2,
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {dong.dong}
              </Typography>
              <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                {formatPercent(dong.percent)}
              </Typography>
              <Typography variant="caption">
                {dong.consentedCount}/{dong.totalCount} 명
              </Typography>
            </Box>
          </Tooltip>
        );
      })}
    </Box>
  );
}
