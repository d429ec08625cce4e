import type { MeetMethod, VoteAggregates } from "@johap/contracts";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { formatNumber, formatPercent } from "../../../../lib/format";
import { RESULTS_TEXTS as T } from "../results-labels";

/** Attendance rate (spec 03 §9): total voted / total participants, a percentage with 2 decimals. */
export const turnoutOf = (s: Pick<VoteAggregates, "totalVotedCount" | "totalParticipantCount">) =>
  s.totalParticipantCount > 0 ? Math.round((s.totalVotedCount / s.totalParticipantCount) * 10_000) / 100 : 0;

type Card = { label: string; value: number; hint?: string; isWarning?: boolean };

/** The cards of the vote summary a method shows (a channel the meeting lacks is left out). */
export function summaryCardsOf(method: MeetMethod, s: VoteAggregates): Card[] {
  const cards: Card[] = [
    { label: "전체 선거인", value: s.totalParticipantCount },
    { label: "투표 완료", value: s.totalVotedCount, hint: `투표율 ${formatPercent(turnoutOf(s))}` },
  ];
  if (method !== "ONSITE") cards.push({ label: "전자투표", value: s.electronicVoteCount });
  if (method !== "ELECTRONIC") {
    cards.push({ label: "서면투표", value: s.writtenVoteCount }, { label: "현장투표", value: s.onsiteVoteCount });
    cards.push({ label: "온라인투표", value: s.onlineVoteCount });
  }
  if (method === "ONSITE_ELECTRONIC") {
    cards.push({ label: "중복 투표", value: s.duplicateVoteCount, isWarning: s.duplicateVoteCount > 0 });
  }
  cards.push({ label: "미투표", value: s.notVotedCount });
  return cards;
}

/** 투표 현황 (spec 03 §3 Vote summary): voters, voted with the rate, per channel, duplicate votes, not voted. */
export function VoteSummary({ method, summary }: { method: MeetMethod; summary: VoteAggregates }) {
  return (
    <Box component="section" aria-label={T.summaryTitle}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {T.summaryTitle}
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))", gap: 1.5 }}>
        {summaryCardsOf(method, summary).map((card) => (
          <Paper
            key={card.label}
            variant="outlined"
            sx={{
              p: 1.5,
              borderRadius: 2,
              ...(card.isWarning ? { borderColor: "error.main", bgcolor: "error.50" } : {}),
            }}
          >
            <Typography variant="body2" color={card.isWarning ? "error" : "text.secondary"}>
              {card.label}
            </Typography>
            <Typography variant="h6" sx={{ fontWeight: 700 }} color={card.isWarning ? "error" : undefined}>
              {`${formatNumber(card.value)}${card.label === "중복 투표" ? "건" : "명"}`}
            </Typography>
            {card.hint && (
              <Typography variant="caption" color="text.secondary">
                {card.hint}
              </Typography>
            )}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
