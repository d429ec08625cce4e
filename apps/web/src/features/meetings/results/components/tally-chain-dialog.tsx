import {
  MEET_MESSAGES as M,
  type MeetVoteResult,
  TALLY_ENTRY_TYPE_LABELS,
  type TallyEntryCheck,
  type TallyEntryType,
  type TallyRow,
  tallyEntryBodyOf,
} from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Paper from "@mui/material/Paper";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Suspense, useId, useMemo, useState } from "react";
import { formatNumber } from "../../../../lib/format";
import { errorMessageOf, isNotifiedError } from "../../../../lib/http-error";
import { notifySuccess } from "../../../../lib/notify";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { PageLoading } from "../../../../ui/page-loading";
import { useTallyMutation } from "../api/results-mutations";
import { RESULTS_TEXTS as T } from "../results-labels";
import { TALLY_STEP_LABELS, type TallyStep, tallyStepsOf } from "../results-rules";
import { checkDraft, draftFromResult, type TallyDraft } from "../tally-draft";
import { ChannelResultStep } from "./channel-result-step";
import { TallyEntryStep } from "./tally-entry-step";

const rowText = (row: TallyRow | undefined) =>
  row?.SELECTED !== undefined
    ? `득표 ${formatNumber(row.SELECTED)}`
    : `찬성 ${formatNumber(row?.YES ?? 0)} / 반대 ${formatNumber(row?.NO ?? 0)} / 기권 ${formatNumber(row?.ABSTAIN ?? 0)}`;

/** The chain's last step: each hand count's final count and rows as they will be saved. */
function ConfirmStep(props: { result: MeetVoteResult; checks: Record<TallyEntryType, TallyEntryCheck> }) {
  const types = props.result.tallyEntryTypes;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      <Alert severity="info">
        {types
          .map((type) => `최종 ${TALLY_ENTRY_TYPE_LABELS[type]} 수 ${formatNumber(props.checks[type].finalCount)}명`)
          .join(" · ")}
      </Alert>
      {props.result.agendas.map((agenda) => (
        <Paper key={agenda.agendaSeq} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
            {`제${agenda.order}호 안건 ${agenda.name}`}
          </Typography>
          <Table size="small" aria-label={`제${agenda.order}호 안건 입력 결과`}>
            <TableHead>
              <TableRow>
                <TableCell>{T.candidate}</TableCell>
                {types.map((type) => (
                  <TableCell key={type}>{TALLY_ENTRY_TYPE_LABELS[type]}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {agenda.candidates.map((c) => (
                <TableRow key={c.candidateSeq}>
                  <TableCell>{`${c.no}. ${c.name}`}</TableCell>
                  {types.map((type) => (
                    <TableCell key={type}>
                      {rowText(props.checks[type].rows[agenda.agendaSeq]?.[c.candidateSeq])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * 개표 결과 입력 (spec 03 §4-5): the tally dialog chain, one step at a time: the electronic result (mixed meetings),
 * the online result, the written resolutions' entry, the on-site ballots' entry, then the confirmation that saves
 * both hand counts (POST /vote/result). Every bound is `checkTallyEntry`'s: 다음 stays disabled until each agenda's
 * total lies in its range, a broken bound is alerted (입력 초과), the final count when it leaves its field.
 */
export function TallyChainDialog(props: {
  unionSeq: number;
  meetSeq: number;
  result: MeetVoteResult;
  onClose: () => void;
}) {
  const { result } = props;
  const titleId = useId();
  const steps = tallyStepsOf(result.meetMethod);
  const [index, setIndex] = useState(0);
  const [drafts, setDrafts] = useState<Record<TallyEntryType, TallyDraft>>(() => ({
    WRITTEN: draftFromResult("WRITTEN", result),
    ONSITE: draftFromResult("ONSITE", result),
  }));
  const [alert, setAlert] = useState<string | null>(null);
  const save = useTallyMutation(props.unionSeq, props.meetSeq);
  const checks = useMemo(
    () => ({
      WRITTEN: checkDraft("WRITTEN", result.registered.WRITTEN, result.agendas, drafts.WRITTEN),
      ONSITE: checkDraft("ONSITE", result.registered.ONSITE, result.agendas, drafts.ONSITE),
    }),
    [result, drafts],
  );
  const step: TallyStep = steps[index] ?? "CONFIRM";
  const entryType: TallyEntryType | null = step === "WRITTEN" || step === "ONSITE" ? step : null;
  const check = entryType ? checks[entryType] : null;
  const canGoNext = check ? check.totals.every((t) => t.isInRange) : true;

  const handleNext = () => {
    const problem = check?.problems[0];
    if (problem) return setAlert(problem.message);
    setIndex((i) => Math.min(i + 1, steps.length - 1));
  };
  const handleFinalCountBlur = () => {
    const over = check?.problems.find((p) => p.code === "FINAL_COUNT_OVER_REGISTERED");
    if (over) setAlert(over.message);
  };
  const handleSubmit = () =>
    save.mutate(
      { entries: result.tallyEntryTypes.map((type) => tallyEntryBodyOf(type, checks[type])) },
      {
        onSuccess: () => {
          notifySuccess(M.tallyDone);
          props.onClose();
        },
        onError: (error) => {
          if (!isNotifiedError(error)) setAlert(errorMessageOf(error));
        },
      },
    );

  return (
    <>
      <Dialog
        open
        onClose={save.isPending ? undefined : props.onClose}
        maxWidth="md"
        fullWidth
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{`${T.chainTitle} · ${TALLY_STEP_LABELS[step]}`}</DialogTitle>
        <DialogContent dividers sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          <Stepper activeStep={index} alternativeLabel aria-label="개표 결과 입력 단계">
            {steps.map((s) => (
              <Step key={s}>
                <StepLabel>{TALLY_STEP_LABELS[s]}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Suspense fallback={<PageLoading />}>
            {step === "ELECTRONIC" || step === "ONLINE" ? (
              <ChannelResultStep
                unionSeq={props.unionSeq}
                meetSeq={props.meetSeq}
                channel={step}
                label={TALLY_STEP_LABELS[step]}
              />
            ) : entryType && check ? (
              <TallyEntryStep
                key={entryType}
                type={entryType}
                registeredCount={result.registered[entryType]}
                agendas={result.agendas}
                draft={drafts[entryType]}
                check={check}
                onChange={(draft) => setDrafts((current) => ({ ...current, [entryType]: draft }))}
                onFinalCountBlur={handleFinalCountBlur}
              />
            ) : (
              <ConfirmStep result={result} checks={checks} />
            )}
          </Suspense>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={props.onClose} disabled={save.isPending}>
            {T.cancel}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          {index > 0 && (
            <Button variant="outlined" onClick={() => setIndex((i) => i - 1)} disabled={save.isPending}>
              {T.previous}
            </Button>
          )}
          {step === "CONFIRM" ? (
            <Button variant="contained" onClick={handleSubmit} disabled={save.isPending}>
              {T.submit}
            </Button>
          ) : (
            <Button variant="contained" onClick={handleNext} disabled={!canGoNext}>
              {T.next}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      <AlertDialog isOpen={alert !== null} message={alert ?? ""} onClose={() => setAlert(null)} />
    </>
  );
}
