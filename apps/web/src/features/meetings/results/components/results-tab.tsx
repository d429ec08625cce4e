import {
  type MeetDetail,
  type MeetVoteResult,
  MEET_RESULT_MESSAGES as R,
  TALLY_SORT_LABELS,
  TALLY_SORTS,
  type TallySort,
  type VoteAggregates,
} from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { formatDateTime } from "../../../../lib/format-date";
import { PageLoading } from "../../../../ui/page-loading";
import { useCanWrite } from "../../../session";
import type { MeetDetailTabProps } from "../../detail/meet-detail-tabs";
import { HISTORY_MENU } from "../../meetings-paths";
import { resultsKeys, voteResultQuery, voteSummaryQuery } from "../api/results-queries";
import { RESULTS_TEXTS as T } from "../results-labels";
import { resultsActionsOf } from "../results-rules";
import { type Decisions, decisionsBodyOf, decisionsProblem, storedDecisions, withSuggestions } from "../results-view";
import { AgendaResultTable } from "./agenda-result-table";
import { ResultsActionsBar } from "./results-actions";
import { TallyChainDialog } from "./tally-chain-dialog";
import { VoteSummary } from "./vote-summary";

/** 연명부 (the certificates part's block): request, progress and the two PDFs, on the results tab. */
const JointBookBlock = lazy(async () => ({ default: (await import("../../certificates")).JointBookBlock }));

/**
 * 집계 결과 (spec 03 §2.2, §4, §7): the status buttons with their dialogs, the duplicate-vote warning, the vote
 * summary, and per agenda the results with the quorum, sortable by number or rate; in COUNTING the result form
 * (가결/부결 per candidate) that 총회 종료 sends. Results and summary refetch every 60 s.
 */
export function ResultsTab({ unionSeq, meet }: MeetDetailTabProps) {
  const result = useQuery(voteResultQuery(unionSeq, meet.meetSeq));
  const summary = useQuery(voteSummaryQuery(unionSeq, meet.meetSeq));
  // The chain outlives the view's reload: 개표 결과 입력하기 opens it as the meeting turns COUNTING.
  const [isChainOpen, setIsChainOpen] = useState(false);
  if (result.error) throw result.error;
  if (summary.error) throw summary.error;
  if (!result.data || !summary.data) return <PageLoading />;
  // A status change reloads the form (spec 03 §4: completing, entering results and resetting reload the page).
  return (
    <>
      <ResultsView
        key={`${meet.meetStatus}-${result.data.meetStatus}-${result.data.entries.length}`}
        unionSeq={unionSeq}
        meet={meet}
        result={result.data}
        summary={summary.data}
        onOpenChain={() => setIsChainOpen(true)}
      />
      {isChainOpen && (
        <TallyChainDialog
          unionSeq={unionSeq}
          meetSeq={meet.meetSeq}
          result={result.data}
          onClose={() => setIsChainOpen(false)}
        />
      )}
    </>
  );
}

function ResultsView(props: {
  unionSeq: number;
  meet: MeetDetail;
  result: MeetVoteResult;
  summary: VoteAggregates;
  onOpenChain: () => void;
}) {
  const { unionSeq, meet, result, summary } = props;
  const queryClient = useQueryClient();
  const canWrite = useCanWrite(HISTORY_MENU, unionSeq);
  const [sort, setSort] = useState<TallySort>("NUMBER");
  const [decisions, setDecisions] = useState<Decisions>(() => storedDecisions(result));
  const actions = resultsActionsOf(
    {
      meetMethod: meet.meetMethod,
      meetStatus: meet.meetStatus,
      isMock: meet.isMock,
      voteEndAt: meet.electronicVote?.voteEndAt ?? null,
      duplicateVoteCount: summary.duplicateVoteCount,
      isOnlineVoting: result.online.isVoting,
      isOnlineBroadcasting: result.online.isBroadcasting,
      isTallyEntered: result.isTallyEntered,
    },
    new Date(),
  );
  const isEditable = meet.meetStatus === "COUNTING" && canWrite && result.isTallyEntered;
  const hasDuplicates =
    meet.meetMethod === "ONSITE_ELECTRONIC" &&
    summary.duplicateVoteCount > 0 &&
    (meet.meetStatus === "PROCESS" || meet.meetStatus === "COUNTING");
  const handleRefresh = () => queryClient.invalidateQueries({ queryKey: resultsKeys.all(unionSeq, meet.meetSeq) });

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
      {hasDuplicates && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={handleRefresh}>
              {T.refresh}
            </Button>
          }
        >
          {R.duplicateVotes(summary.duplicateVoteCount)}
        </Alert>
      )}
      <ResultsActionsBar
        unionSeq={unionSeq}
        meet={meet}
        actions={actions}
        canWrite={canWrite}
        decisionsProblem={decisionsProblem(result, decisions)}
        decisionsBody={() => decisionsBodyOf(result, decisions)}
        onOpenChain={props.onOpenChain}
      />
      <VoteSummary method={meet.meetMethod} summary={summary} />
      <Box component="section" aria-label={T.resultTitle} sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {T.resultTitle}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          {isEditable && (
            <Button size="small" variant="outlined" onClick={() => setDecisions(withSuggestions(result, decisions))}>
              {T.applySuggestions}
            </Button>
          )}
          <ToggleButtonGroup
            size="small"
            exclusive
            value={sort}
            aria-label={T.sortLabel}
            onChange={(_, next: TallySort | null) => next && setSort(next)}
          >
            {TALLY_SORTS.map((s) => (
              <ToggleButton key={s} value={s}>
                {TALLY_SORT_LABELS[s]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        {meet.meetMethod !== "ELECTRONIC" && !result.isTallyEntered && meet.meetStatus !== "COMPLETE" && (
          <Alert severity="info">{T.noResult}</Alert>
        )}
        {isEditable && <Alert severity="info">{T.resultFormGuide}</Alert>}
        {result.agendas.map((agenda) => (
          <AgendaResultTable
            key={agenda.agendaSeq}
            agenda={agenda}
            method={meet.meetMethod}
            sort={sort}
            decisions={isEditable ? decisions : storedDecisions(result)}
            isEditable={isEditable}
            onDecide={(candidateSeq, isPassed) => setDecisions((d) => ({ ...d, [candidateSeq]: isPassed }))}
          />
        ))}
      </Box>
      {result.confirmed && (
        <Paper variant="outlined" component="section" aria-label={T.confirmedTitle} sx={{ p: 2, borderRadius: 2 }}>
          <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {T.confirmedTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-all" }}>
            {`${formatDateTime(result.confirmed.confirmedAt)} · 증거 체인 #${result.confirmed.chainIndex} · ${result.confirmed.chainHeadHash}`}
          </Typography>
        </Paper>
      )}
      {meet.meetStatus !== "BEFORE" && (
        <Suspense fallback={null}>
          <JointBookBlock meetSeq={meet.meetSeq} meetStatus={meet.meetStatus} />
        </Suspense>
      )}
    </Box>
  );
}
