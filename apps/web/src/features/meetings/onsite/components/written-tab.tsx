import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { formatNumber } from "../../../../lib/format";
import type { MeetDetailTabProps } from "../../detail/meet-detail-tabs";
import { VoterCountCards } from "../../voters";
import { onsiteVoteCountQuery, voteAggregatesQuery } from "../api/onsite-queries";
import { ONSITE_TEXTS as T } from "../onsite-labels";
import { OnsiteVoterTable } from "./onsite-voter-table";
import { WrittenSeriesChart } from "./written-series-chart";

function Card({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, textAlign: "center" }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" sx={{ fontWeight: 700 }}>{`${formatNumber(value)}명`}</Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * 서면투표 관리 (spec 03 §2.2 and §2.3): the duplicate-vote warning, the onsite count cards of the voters part
 * (제출 by method, 참석 예정, 제출자), this part's totals (서면 제출, 철회, 현장 출석, 중복 투표), the written trend, and the voters with 서면 제출 등록 and 철회, 참석 예정 변경 and 현장 출석. Counts refresh every 60 s.
 */
export function WrittenTab({ unionSeq, meet }: MeetDetailTabProps) {
  const counts = useQuery(onsiteVoteCountQuery(unionSeq, meet.meetSeq));
  const aggregates = useQuery(voteAggregatesQuery(unionSeq, meet.meetSeq));
  if (counts.error) throw counts.error;
  const c = counts.data;
  const duplicates = aggregates.data?.duplicateVoteCount ?? 0;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      {duplicates > 0 && (
        <Alert severity="error" variant="outlined">
          {T.duplicateWarning(duplicates)}
        </Alert>
      )}
      <VoterCountCards unionSeq={unionSeq} meetSeq={meet.meetSeq} kind="onsite" />
      <Box
        aria-label="서면투표 현황"
        component="section"
        sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))", gap: 1.5 }}
      >
        <Card
          label="서면 제출"
          value={c?.writtenVoteCount ?? 0}
          detail={`직접 ${formatNumber(c?.direct ?? 0)} · 등기 ${formatNumber(c?.registered ?? 0)} · 담당자 ${formatNumber(c?.manager ?? 0)}`}
        />
        <Card label="서면 철회" value={c?.writtenWithdrawalCount ?? 0} />
        <Card label="현장 출석" value={c?.onsiteAttendanceCount ?? 0} />
        <Card label="중복 투표" value={duplicates} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
        <WrittenSeriesChart unionSeq={unionSeq} meetSeq={meet.meetSeq} />
      </Paper>
      <OnsiteVoterTable unionSeq={unionSeq} meet={meet} mode="written" />
    </Box>
  );
}
