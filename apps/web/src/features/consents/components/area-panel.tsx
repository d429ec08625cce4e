import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { formatNumber } from "../../../lib/format";
import { areaStatisticsQuery } from "../api/consents-queries";
import { formatPercent } from "../consent-rules";
import { CONSENT_TEXTS } from "../consents-labels";

type AreaPanelProps = { unionSeq: number; consentSeq: number };

/** m² with up to 2 decimals, as the register shows areas. */
const formatArea = (area: number) => `${formatNumber(Number(area.toFixed(2)))}㎡`;

/** 면적 기준 동의율 (spec 02 §2.2): the percent and consented m² of all m² of the recipients' rights. */
export function AreaPanel({ unionSeq, consentSeq }: AreaPanelProps) {
  const area = useQuery(areaStatisticsQuery(unionSeq, consentSeq));
  if (area.error) throw area.error;
  if (!area.data) return <LinearProgress aria-label="불러오는 중" />;
  const { percent, consentedArea, totalArea } = area.data;
  return (
    <Box role="region" aria-label={CONSENT_TEXTS.areaToggle}>
      <Box sx={{ display: "flex", alignItems: "baseline", gap: 2, mb: 1 }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {formatPercent(percent)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatArea(consentedArea)} / {formatArea(totalArea)}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={Math.min(percent, 100)} sx={{ height: 10, borderRadius: 5 }} />
    </Box>
  );
}
