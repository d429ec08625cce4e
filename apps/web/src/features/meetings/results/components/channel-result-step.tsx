import { AGAINST_CHOICE_LABELS, type ChannelResult } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { formatNumber, formatPercent } from "../../../../lib/format";
import { PageLoading } from "../../../../ui/page-loading";
import { channelResultQuery } from "../api/results-queries";
import { RESULTS_TEXTS as T } from "../results-labels";

type ChannelAgenda = ChannelResult["agendas"][number];

function ChannelAgendaTable({ agenda, label }: { agenda: ChannelAgenda; label: string }) {
  const isAgainst = agenda.voteForm === "AGAINST";
  const title = `제${agenda.order}호 안건`;
  return (
    <Paper variant="outlined" component="section" aria-label={`${title} ${label}`} sx={{ p: 2 }}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>{`${title} ${agenda.name}`}</Typography>
      <Table size="small" aria-label={`${title} ${label}`}>
        <TableHead>
          <TableRow>
            <TableCell>{T.candidate}</TableCell>
            {isAgainst ? (
              (["YES", "NO", "ABSTAIN"] as const).map((choice) => (
                <TableCell key={choice} align="right">
                  {AGAINST_CHOICE_LABELS[choice]}
                </TableCell>
              ))
            ) : (
              <TableCell align="right">득표</TableCell>
            )}
            <TableCell align="right">득표율</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {agenda.candidates.map((c) => (
            <TableRow key={c.candidateSeq}>
              <TableCell>{`${c.no}. ${c.name}`}</TableCell>
              {isAgainst ? (
                <>
                  <TableCell align="right">{formatNumber(c.counts.yesCount)}</TableCell>
                  <TableCell align="right">{formatNumber(c.counts.noCount)}</TableCell>
                  <TableCell align="right">{formatNumber(c.counts.abstentionCount)}</TableCell>
                </>
              ) : (
                <TableCell align="right">{formatNumber(c.counts.selectedCount)}</TableCell>
              )}
              <TableCell align="right">{formatPercent(c.rate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/**
 * The read-only first dialogs of the tally chain (spec 03 §4): the electronic result (mixed meetings) and the
 * online result, counted by the system from the ballots; staff check them and move on.
 */
export function ChannelResultStep(props: {
  unionSeq: number;
  meetSeq: number;
  channel: ChannelResult["channel"];
  label: string;
}) {
  const result = useQuery(channelResultQuery(props.unionSeq, props.meetSeq, props.channel));
  if (result.error) throw result.error;
  if (!result.data) return <PageLoading />;
  const data = result.data;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Alert severity="info">
        {props.channel === "ONLINE" && data.votedCount === 0 && data.unsubmittedCount === 0
          ? T.noOnlineMeeting
          : `${T.readOnlyResult} (투표자 ${formatNumber(data.votedCount)}명)`}
      </Alert>
      {data.unsubmittedCount > 0 && <Alert severity="warning">{T.onlineUnsubmitted(data.unsubmittedCount)}</Alert>}
      {data.agendas.map((agenda) => (
        <ChannelAgendaTable key={agenda.agendaSeq} agenda={agenda} label={props.label} />
      ))}
    </Box>
  );
}
