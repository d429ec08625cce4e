import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { DonutChart } from "../../../../ui/donut-chart";
import type { MeetDetailTabProps } from "../../detail/meet-detail-tabs";
import { onsiteVoteCountQuery } from "../api/onsite-queries";
import { ONSITE_TEXTS as T, WRITTEN_TYPE_LABELS } from "../onsite-labels";

/**
 * HOME's on-site overview, 서면 제출 현황 (spec 03 §2.2): written submission rate (standing submissions of all
 * voters), written submission method (직접, 등기, 담당자 of the submissions; the centre shows 직접), and expected
 * attendance rate (예정 of all voters); each with its percentage and 'N명 / M명'. Refreshed every 60 s.
 */
export function OnsiteHomeBlock({ unionSeq, meet }: MeetDetailTabProps) {
  const theme = useTheme();
  const counts = useQuery(onsiteVoteCountQuery(unionSeq, meet.meetSeq));
  if (counts.error) throw counts.error;
  const c = counts.data;
  const total = c?.totalParticipantCount ?? 0;
  const written = c?.writtenVoteCount ?? 0;
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 2 }} aria-label={T.writtenOverview} component="section">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
        {T.writtenOverview}
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 3 }}>
        <DonutChart label={T.writtenRate} hasHeading value={written} total={total} color={theme.palette.primary.main} />
        <DonutChart
          label={T.writtenMethod}
          hasHeading
          segments={[
            { label: WRITTEN_TYPE_LABELS.DIRECT, value: c?.direct ?? 0, color: theme.palette.primary.main },
            { label: WRITTEN_TYPE_LABELS.REGISTERED, value: c?.registered ?? 0, color: theme.palette.secondary.main },
            { label: WRITTEN_TYPE_LABELS.MANAGER, value: c?.manager ?? 0, color: theme.palette.warning.main },
          ]}
          value={c?.direct ?? 0}
          total={written}
        />
        <DonutChart
          label={T.expectedRate}
          hasHeading
          value={c?.attendExpectedCount ?? 0}
          total={total}
          color={theme.palette.success.main}
        />
      </Box>
    </Paper>
  );
}
