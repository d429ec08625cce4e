import { type MeetDetail, MEET_RESULT_MESSAGES as R } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { errorMessageOf, isNotifiedError } from "../../../../lib/http-error";
import { notifySuccess } from "../../../../lib/notify";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { WriteButton } from "../../../../ui/write-button";
import { meetOpenAgendaPath } from "../../meetings-paths";
import { useCompleteMutation, useMeetStatusMutation } from "../api/results-mutations";
import { formalDraftQuery } from "../api/results-queries";
import { RESULTS_TEXTS as T } from "../results-labels";
import type { ResultsActions as Actions } from "../results-rules";
import { PasswordConsentDialog } from "./password-consent-dialog";

type OpenDialog = "start" | "reenter" | "complete" | "convert" | null;

/**
 * The status buttons of the 집계 결과 tab (spec 03 §4) and their dialogs: 개표 결과 입력하기 (password and consent,
 * COUNTING, then the tally chain), 개표 결과 입력 again in COUNTING, 결과 재입력 (back to PROCESS), 총회 종료 or
 * 의결선택 완료 및 총회 종료 (the result form first: 제 N호 안건 결과 미입력, then password and consent), and
 * 정식 총회로 전환 of a completed mock meeting (the voter roll re-confirmed, then the opening wizard).
 */
export function ResultsActionsBar(props: {
  unionSeq: number;
  meet: MeetDetail;
  actions: Actions;
  canWrite: boolean;
  /** The result form's problem (제 N호 안건 결과 미입력) or null, and its decisions for POST /complete. */
  decisionsProblem: string | null;
  decisionsBody: () => { candidateSeq: number; isPassed: boolean }[];
  onOpenChain: () => void;
}) {
  const { unionSeq, meet, actions } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useMeetStatusMutation(unionSeq, meet.meetSeq);
  const complete = useCompleteMutation(unionSeq, meet.meetSeq);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [isConverting, setIsConverting] = useState(false);
  const close = () => setDialog(null);

  const handleStart = async (password: string) => {
    await status.mutateAsync({ status: "COUNTING", password, isAgreed: true });
    notifySuccess(R.countingDone);
    close();
    props.onOpenChain();
  };
  const handleReenter = async (password: string) => {
    await status.mutateAsync({ status: "PROCESS", password, isAgreed: true });
    notifySuccess(R.resetDone);
    close();
  };
  const handleComplete = async (password: string) => {
    await complete.mutateAsync({ password, isAgreed: true, decisions: props.decisionsBody() });
    notifySuccess(R.completeDone);
    close();
  };
  const handleCompleteClick = () => {
    if (props.decisionsProblem) return setAlert(props.decisionsProblem);
    setDialog("complete");
  };
  const handleConvert = async () => {
    setIsConverting(true);
    try {
      const draft = await queryClient.fetchQuery(formalDraftQuery(unionSeq, meet.meetSeq));
      navigate(meetOpenAgendaPath(unionSeq), {
        state: {
          openType: draft.openType,
          unionRegisterSeqs: draft.unionRegisterSeqs,
          isMock: false,
          totalParticipantCount: null,
          formalDraft: draft,
        },
      });
    } catch (error) {
      if (!isNotifiedError(error)) setAlert(errorMessageOf(error));
      setIsConverting(false);
      close();
    }
  };

  const hasButtons =
    actions.startTally || actions.continueTally || actions.reenter || actions.complete || actions.convert;
  return (
    <>
      {actions.info && (
        <Alert severity="info" role="status">
          {actions.info}
        </Alert>
      )}
      {hasButtons && (
        <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", flexWrap: "wrap" }}>
          {actions.startTally && (
            <WriteButton
              canWrite={props.canWrite}
              disabledReason={actions.startTally.disabledReason}
              variant="contained"
              onClick={() => setDialog("start")}
            >
              {T.startTally}
            </WriteButton>
          )}
          {actions.continueTally && (
            <WriteButton canWrite={props.canWrite} variant="contained" onClick={props.onOpenChain}>
              {T.startTally}
            </WriteButton>
          )}
          {actions.reenter && (
            <WriteButton canWrite={props.canWrite} variant="outlined" onClick={() => setDialog("reenter")}>
              {T.reenter}
            </WriteButton>
          )}
          {actions.complete && (
            <WriteButton
              canWrite={props.canWrite}
              disabledReason={actions.complete.disabledReason}
              variant="contained"
              color="error"
              onClick={handleCompleteClick}
            >
              {actions.complete.label}
            </WriteButton>
          )}
          {actions.convert && (
            <WriteButton canWrite={props.canWrite} variant="outlined" onClick={() => setDialog("convert")}>
              {T.convert}
            </WriteButton>
          )}
        </Box>
      )}
      {dialog === "start" && (
        <PasswordConsentDialog
          title={T.startTally}
          warning={T.startTallyWarning}
          onConfirm={handleStart}
          onClose={close}
        />
      )}
      {dialog === "reenter" && (
        <PasswordConsentDialog title={T.reenter} warning={T.reenterWarning} onConfirm={handleReenter} onClose={close} />
      )}
      {dialog === "complete" && actions.complete && (
        <PasswordConsentDialog
          title={actions.complete.label}
          warning={T.completeWarning}
          confirmLabel={T.complete}
          onConfirm={handleComplete}
          onClose={close}
        />
      )}
      <ConfirmDialog
        isOpen={dialog === "convert"}
        title={T.convert}
        message={`${T.convertWarning}\n선거인 ${meet.realParticipantCount.toLocaleString("ko-KR")}명으로 총회 개설을 진행합니다.`}
        isPending={isConverting}
        onConfirm={handleConvert}
        onCancel={close}
      />
      <AlertDialog isOpen={alert !== null} message={alert ?? ""} onClose={() => setAlert(null)} />
    </>
  );
}
