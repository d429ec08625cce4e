import {
  AGAINST_CHOICE_LABELS,
  type MeetMethod,
  RESOLUTION_DECISION_LABELS,
  type ResultAgenda,
  sortTallyCandidates,
  type TallySort,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { formatNumber, formatPercent } from "../../../../lib/format";
import { RESULTS_TEXTS as T } from "../results-labels";
import { channelsOf, type Decisions, decisionText, voteRuleLabel } from "../results-view";

function QuorumLine({ agenda }: { agenda: ResultAgenda }) {
  const q = agenda.quorum;
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", mt: 1 }} aria-label={T.quorumTitle}>
      <Chip size="small" variant="outlined" label={q.kindLabel} />
      <Typography variant="body2" color="text.secondary">
        {`조합원 ${formatNumber(q.memberCount)}명 · 출석 ${formatNumber(q.presentCount)}명 · 직접 출석 ${formatNumber(q.inPersonCount)}명`}
      </Typography>
      {q.checks.map((check) => (
        <Tooltip key={check.requirement} title={check.article}>
          <Chip
            size="small"
            color={check.isMet ? "success" : "error"}
            variant="outlined"
            label={`${check.label} ${formatNumber(check.count)}/${formatNumber(check.required)} ${check.isMet ? "충족" : "미달"}`}
          />
        </Tooltip>
      ))}
      <Tooltip title={q.resolution.article}>
        <Chip
          size="small"
          variant="outlined"
          label={`${q.resolution.label} ${formatNumber(q.resolution.required)}명`}
        />
      </Tooltip>
    </Box>
  );
}

/**
 * One agenda's results (spec 03 §4, §7): per candidate the totals (찬성/반대/기권 or 득표) with the votes per
 * channel, the vote rate, the quorum engine's decision, and the result: 가결/부결 to choose in the result form
 * (COUNTING) or as decided. Sorted by candidate number or by rate.
 */
export function AgendaResultTable(props: {
  agenda: ResultAgenda;
  method: MeetMethod;
  sort: TallySort;
  decisions: Decisions;
  isEditable: boolean;
  onDecide: (candidateSeq: number, isPassed: boolean) => void;
}) {
  const { agenda } = props;
  const isAgainst = agenda.voteForm === "AGAINST";
  const channels = channelsOf(props.method);
  const title = `제${agenda.order}호 안건`;
  const candidates = sortTallyCandidates(agenda.candidates, props.sort);
  return (
    <Paper variant="outlined" component="section" aria-label={`${title} 결과`} sx={{ p: 2, borderRadius: 2 }}>
      <Box sx={{ display: "flex", alignItems: "baseline", gap: 1, flexWrap: "wrap" }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>{`${title} ${agenda.name}`}</Typography>
        <Typography variant="body2" color="text.secondary">
          {`${voteRuleLabel(agenda)} · 투표 ${formatNumber(agenda.votedCounts.total)}명`}
        </Typography>
      </Box>
      <QuorumLine agenda={agenda} />
      <Table size="small" aria-label={`${title} 집계 결과`} sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>{T.candidate}</TableCell>
            {isAgainst ? (
              (["YES", "NO", "ABSTAIN"] as const).map((c) => (
                <TableCell key={c} align="right">
                  {AGAINST_CHOICE_LABELS[c]}
                </TableCell>
              ))
            ) : (
              <TableCell align="right">득표</TableCell>
            )}
            <TableCell>{isAgainst ? "채널별 찬성" : "채널별 득표"}</TableCell>
            <TableCell align="right">득표율</TableCell>
            <TableCell>{T.suggestion}</TableCell>
            <TableCell>{T.decision}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {candidates.map((c) => {
            const decision = props.decisions[c.candidateSeq] ?? null;
            const channelText = channels
              .map(({ key, label }) => `${label} ${formatNumber(isAgainst ? c[key].yesCount : c[key].selectedCount)}`)
              .join(" · ");
            return (
              <TableRow key={c.candidateSeq}>
                <TableCell>{`${c.no}. ${c.name}`}</TableCell>
                {isAgainst ? (
                  <>
                    <TableCell align="right">{formatNumber(c.total.yesCount)}</TableCell>
                    <TableCell align="right">{formatNumber(c.total.noCount)}</TableCell>
                    <TableCell align="right">{formatNumber(c.total.abstentionCount)}</TableCell>
                  </>
                ) : (
                  <TableCell align="right">{formatNumber(c.total.selectedCount)}</TableCell>
                )}
                <TableCell sx={{ color: "text.secondary", fontSize: 13 }}>{channelText}</TableCell>
                <TableCell align="right">{formatPercent(c.rate)}</TableCell>
                <TableCell>
                  <Tooltip title={`필요 ${formatNumber(c.suggested.required)}표 · ${c.suggested.article}`}>
                    <span>{RESOLUTION_DECISION_LABELS[c.suggested.decision]}</span>
                  </Tooltip>
                </TableCell>
                <TableCell>
                  {props.isEditable ? (
                    <RadioGroup
                      row
                      aria-label={`${title} ${c.no}번 ${c.name} 결과`}
                      value={decision === null ? "" : decision ? "PASSED" : "REJECTED"}
                      onChange={(event) => props.onDecide(c.candidateSeq, event.target.value === "PASSED")}
                    >
                      <FormControlLabel value="PASSED" control={<Radio size="small" />} label={T.passed} />
                      <FormControlLabel value="REJECTED" control={<Radio size="small" />} label={T.rejected} />
                    </RadioGroup>
                  ) : (
                    <Chip
                      size="small"
                      color={decision === null ? "default" : decision ? "primary" : "error"}
                      variant={decision === null ? "outlined" : "filled"}
                      label={decisionText(decision)}
                    />
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
