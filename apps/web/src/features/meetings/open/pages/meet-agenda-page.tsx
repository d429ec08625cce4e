import { MEET_OPEN_MESSAGES as M, MeetInfoStepSchema } from "@johap/contracts";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Navigate, useBeforeUnload, useBlocker, useLocation, useNavigate } from "react-router";
import { errorMessageOf, isNotifiedError } from "../../../../lib/http-error";
import { needsNewIdempotencyKey, newIdempotencyKey } from "../../../../lib/idempotency-key";
import { notifyError } from "../../../../lib/notify";
import { useUnionSeq } from "../../../../lib/use-union-seq";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { AmountText } from "../../../../ui/amount-text";
import { ConfirmDialog } from "../../../../ui/confirm-dialog";
import { WriteButton } from "../../../../ui/write-button";
import { useCanWrite } from "../../../session";
import { meetDetailPath, meetOpenPath, OPEN_MENU } from "../../meetings-paths";
import { meetCostQuery, useOpenMeetMutation } from "../api/meets-open-api";
import { AgendasEditor } from "../components/agendas-editor";
import { MeetInfoSection } from "../components/meet-info-section";
import { EvoteSection, OnsiteSection } from "../components/meet-parts-section";
import { MeetPreview } from "../components/meet-preview";
import { OpenSteps } from "../components/open-steps";
import { infoValuesOfDraft } from "../formal-draft-values";
import {
  createBodyOf,
  emptyMeetInfo,
  infoBodyOf,
  isInfoDirty,
  isOpenVotersState,
  type MeetInfoValues,
  type OpenVotersState,
} from "../open-form-values";

/**
 * meet-management/open/agenda (spec 03 §2.7): step 2, agendas and the meeting info by method, then step 3, the
 * preview with the cost and the confirmation. Without voters and an open type in navigation state it sends back
 * to the open page.
 */
export function MeetAgendaPage() {
  const { state } = useLocation();
  const unionSeq = useUnionSeq();
  if (!isOpenVotersState(state)) return <Navigate to={meetOpenPath(unionSeq)} replace />;
  return <MeetAgendaForm unionSeq={unionSeq} voters={state} />;
}

function MeetAgendaForm({ unionSeq, voters }: { unionSeq: number; voters: OpenVotersState }) {
  const navigate = useNavigate();
  const canWrite = useCanWrite(OPEN_MENU, unionSeq);
  const [values, setValues] = useState<MeetInfoValues>(() =>
    voters.formalDraft ? infoValuesOfDraft(voters.formalDraft) : emptyMeetInfo(),
  );
  const [step, setStep] = useState<"info" | "preview">("info");
  const [alert, setAlert] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const isOpenedRef = useRef(false);
  const open = useOpenMeetMutation(unionSeq);
  const cost = useQuery({
    ...meetCostQuery(unionSeq, values.meetMethod, voters.unionRegisterSeqs),
    enabled: step === "preview",
  });

  const isDirty = isInfoDirty(values);
  const blocker = useBlocker(
    ({ nextLocation }) => isDirty && !isOpenedRef.current && !nextLocation.pathname.startsWith(meetOpenPath(unionSeq)),
  );
  useBeforeUnload((event) => {
    if (isDirty && !isOpenedRef.current) event.preventDefault();
  });

  const handleChange = (patch: Partial<MeetInfoValues>) => setValues((current) => ({ ...current, ...patch }));

  const handleNext = () => {
    const parsed = MeetInfoStepSchema.safeParse({ ...infoBodyOf(values), passwordConfirm: values.passwordConfirm });
    if (!parsed.success) return setAlert(parsed.error.issues[0]?.message ?? M.required);
    setStep("preview");
    window.scrollTo({ top: 0 });
  };

  const handleOpen = () => {
    open.mutate(
      { body: createBodyOf(voters, values), idempotencyKey },
      {
        onSuccess: (meet) => {
          isOpenedRef.current = true;
          setIsConfirming(false);
          navigate(meetDetailPath(unionSeq, meet.meetSeq), { replace: true });
        },
        onError: (error) => {
          setIsConfirming(false);
          if (needsNewIdempotencyKey(error)) setIdempotencyKey(newIdempotencyKey());
          if (!isNotifiedError(error)) notifyError(errorMessageOf(error));
        },
      },
    );
  };

  return (
    <>
      <title>{"총회 개설 | 조합 OMS"}</title>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        총회 개설
      </Typography>
      <OpenSteps active={step === "info" ? 1 : 2} />
      {step === "info" ? (
        <Box sx={{ display: "grid", gap: 2 }}>
          <MeetInfoSection unionSeq={unionSeq} values={values} onChange={handleChange} onAlert={setAlert} />
          {values.meetMethod !== "ONSITE" && <EvoteSection values={values} onChange={handleChange} />}
          {values.meetMethod !== "ELECTRONIC" && <OnsiteSection values={values} onChange={handleChange} />}
          <AgendasEditor
            unionSeq={unionSeq}
            agendas={values.agendas}
            onChange={(agendas) => handleChange({ agendas })}
            onAlert={setAlert}
          />
          <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
            <Button variant="outlined" color="inherit" size="large" onClick={() => navigate(meetOpenPath(unionSeq))}>
              이전
            </Button>
            <Button variant="contained" size="large" onClick={handleNext}>
              다음
            </Button>
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: "grid", gap: 2 }}>
          <MeetPreview voters={voters} values={values} />
          <Paper component="section" aria-label="개설 비용" variant="outlined" sx={{ p: 3, borderRadius: 2 }}>
            <Box sx={{ display: "flex", alignItems: "center", gap: 2 }}>
              <Typography sx={{ fontWeight: 700 }}>개설 비용</Typography>
              {cost.data ? (
                <AmountText
                  amount={cost.data.totalCost}
                  sx={{ fontWeight: 700, color: "primary.main" }}
                  aria-label="개설 비용 금액"
                />
              ) : (
                <Typography color="text.secondary">{cost.error ? errorMessageOf(cost.error) : "계산 중..."}</Typography>
              )}
            </Box>
            <Alert severity="warning" sx={{ mt: 2 }}>
              총회 개설 후에는 취소 및 환불이 불가능합니다.
            </Alert>
          </Paper>
          <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1 }}>
            <Button
              variant="outlined"
              color="inherit"
              size="large"
              onClick={() => setStep("info")}
              disabled={open.isPending}
            >
              이전
            </Button>
            <WriteButton
              canWrite={canWrite}
              variant="contained"
              size="large"
              disabled={!cost.data || open.isPending}
              onClick={() => setIsConfirming(true)}
            >
              총회 개설
            </WriteButton>
          </Box>
        </Box>
      )}
      <AlertDialog isOpen={alert !== null} message={alert} onClose={() => setAlert(null)} />
      <ConfirmDialog
        isOpen={isConfirming}
        title="총회 개설"
        message={M.openConfirm}
        confirmLabel="개설"
        isPending={open.isPending}
        onConfirm={handleOpen}
        onCancel={() => setIsConfirming(false)}
      />
      <ConfirmDialog
        isOpen={blocker.state === "blocked"}
        message={M.leaveWizard}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </>
  );
}
