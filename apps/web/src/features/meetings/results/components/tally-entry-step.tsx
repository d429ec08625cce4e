import {
  AGAINST_CHOICE_LABELS,
  type BallotChoiceValue,
  TALLY_ENTRY_TYPE_LABELS,
  type TallyEntryCheck,
  type TallyEntryType,
  type TallyRowInput,
  tallyChoicesOf,
  tallyDigits,
  tallyRowSum,
} from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { formatNumber } from "../../../../lib/format";
import { RESULTS_TEXTS as T } from "../results-labels";
import type { EntryAgenda, TallyDraft } from "../tally-draft";

const CHOICE_LABELS: Record<BallotChoiceValue, string> = { ...AGAINST_CHOICE_LABELS, SELECTED: "득표" };

function CountField(props: { label: string; value: string; onChange: (value: string) => void; isError?: boolean }) {
  return (
    <TextField
      size="small"
      value={props.value}
      placeholder="0"
      error={props.isError}
      onChange={(event) => props.onChange(tallyDigits(event.target.value))}
      slotProps={{ htmlInput: { inputMode: "numeric", "aria-label": props.label, style: { textAlign: "right" } } }}
      sx={{ width: 96 }}
    />
  );
}

function AgendaEntry(props: {
  agenda: EntryAgenda;
  rows: Record<number, TallyRowInput | undefined>;
  check: TallyEntryCheck;
  onRowChange: (candidateSeq: number, choice: BallotChoiceValue, value: string) => void;
}) {
  const { agenda, check } = props;
  const choices = tallyChoicesOf(agenda.voteForm);
  const total = check.totals.find((t) => t.agendaSeq === agenda.agendaSeq);
  const overRows = new Set(
    check.problems.filter((p) => p.agendaSeq === agenda.agendaSeq && p.candidateSeq).map((p) => p.candidateSeq),
  );
  const label = `제${agenda.order}호 안건`;
  return (
    <Paper variant="outlined" component="section" aria-label={`${label} 입력`} sx={{ p: 2 }}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>{`${label} ${agenda.name}`}</Typography>
      <Table size="small" aria-label={`${label} 개표 입력`}>
        <TableHead>
          <TableRow>
            <TableCell>{T.candidate}</TableCell>
            {choices.map((choice) => (
              <TableCell key={choice} align="right">
                {CHOICE_LABELS[choice]}
              </TableCell>
            ))}
            <TableCell align="right">합계</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {agenda.candidates.map((candidate) => {
            const row = check.rows[agenda.agendaSeq]?.[candidate.candidateSeq] ?? {};
            return (
              <TableRow key={candidate.candidateSeq}>
                <TableCell>{`${candidate.no}. ${candidate.name}`}</TableCell>
                {choices.map((choice) => (
                  <TableCell key={choice} align="right">
                    <CountField
                      label={`${label} ${candidate.no}번 ${candidate.name} ${CHOICE_LABELS[choice]}`}
                      value={String(props.rows[candidate.candidateSeq]?.[choice] ?? "")}
                      isError={overRows.has(candidate.candidateSeq)}
                      onChange={(value) => props.onRowChange(candidate.candidateSeq, choice, value)}
                    />
                  </TableCell>
                ))}
                <TableCell align="right">{formatNumber(tallyRowSum(row))}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {total && (
        <Typography
          variant="body2"
          sx={{ mt: 1, textAlign: "right" }}
          color={total.isInRange ? "text.secondary" : "error"}
          role={total.isInRange ? undefined : "status"}
        >
          {`${T.total} ${formatNumber(total.total)}`}
          {total.message ? ` · ${total.message}` : ""}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * One hand-count step of the tally chain (서면결의서 or 현장 투표자, spec 03 §5): the final count (at most the
 * registered count), then per agenda and candidate the counts of each choice, digits only, empty as 0. Every bound
 * comes from `checkTallyEntry` (the caller holds the check); agendas whose total is outside its range say so.
 */
export function TallyEntryStep(props: {
  type: TallyEntryType;
  registeredCount: number;
  agendas: EntryAgenda[];
  draft: TallyDraft;
  check: TallyEntryCheck;
  onChange: (draft: TallyDraft) => void;
  onFinalCountBlur: () => void;
}) {
  const typeLabel = TALLY_ENTRY_TYPE_LABELS[props.type];
  const handleRow = (agendaSeq: number, candidateSeq: number, choice: BallotChoiceValue, value: string) => {
    const agendaRows = props.draft.rows[agendaSeq] ?? {};
    const row = agendaRows[candidateSeq] ?? {};
    props.onChange({
      ...props.draft,
      rows: { ...props.draft.rows, [agendaSeq]: { ...agendaRows, [candidateSeq]: { ...row, [choice]: value } } },
    });
  };
  const finalOver = props.check.problems.some((p) => p.code === "FINAL_COUNT_OVER_REGISTERED");
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
        <TextField
          size="small"
          label={T.finalCount(typeLabel)}
          value={props.draft.finalCount}
          error={finalOver}
          onChange={(event) => props.onChange({ ...props.draft, finalCount: tallyDigits(event.target.value) })}
          onBlur={props.onFinalCountBlur}
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
          sx={{ width: 200 }}
        />
        <Typography variant="body2" color="text.secondary">
          {T.registeredCount(typeLabel, props.registeredCount)}
        </Typography>
      </Box>
      {props.agendas.length === 0 && <Alert severity="info">{T.noResult}</Alert>}
      {props.agendas.map((agenda) => (
        <AgendaEntry
          key={agenda.agendaSeq}
          agenda={agenda}
          rows={props.draft.rows[agenda.agendaSeq] ?? {}}
          check={props.check}
          onRowChange={(candidateSeq, choice, value) => handleRow(agenda.agendaSeq, candidateSeq, choice, value)}
        />
      ))}
    </Box>
  );
}
