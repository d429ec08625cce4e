import {
  LMS_MAX_BYTES,
  SendSmsBodySchema,
  type SentSms,
  SMS_MESSAGES,
  type SmsCaller,
  type SmsFile,
  type SmsRecipientBody,
  truncateToBytes,
} from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import { type ReactNode, useMemo, useReducer, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { errorMessageOf, isNotifiedError } from "../../../../lib/http-error";
import { needsNewIdempotencyKey, newIdempotencyKey } from "../../../../lib/idempotency-key";
import { notifyError } from "../../../../lib/notify";
import { AlertDialog } from "../../../../ui/alert-dialog";
import { WriteButton } from "../../../../ui/write-button";
import { useCanWrite } from "../../../session";
import { smsMaintenanceMessage, useSendSmsMutation, useSmsCostMutation } from "../../api/sms-mutations";
import { type ComposeValues, EMPTY_COMPOSE, firstIssueMessage, mergeRecipients, sendBodyOf } from "../../send-request";
import { canSend, INITIAL_WIZARD, stepIndexOf, wizardReducer } from "../../send-wizard-state";
import { WIZARD_STEPS } from "../../sms-labels";
import { recordPath, SMS_MENU } from "../../sms-paths";
import { AiDialog } from "./ai-dialog";
import { ComposeStep } from "./compose-step";
import { CostStep } from "./cost-step";
import { SentBoxDialog } from "./sent-box-dialog";

type AlertState = { title?: string; message: ReactNode } | null;

export type SendWizardProps = {
  unionSeq: number;
  /** Approved callers; the first is the default sender (spec 04 §4). */
  callers: readonly SmsCaller[];
  /** Called after a send with the new record, so the page can start a fresh wizard. */
  onSent: (smsId: number) => void;
  /** A title and message to start from (another feature's prefilled text, e.g. the relay link). */
  initialMessage?: { title: string; message: string };
  /** Stays where it is after a send instead of opening the send record (a dialog inside another page). */
  isStayingAfterSend?: boolean;
  /** Recipients picked on another page (동의 현황 관리's ticked owners), selected when the wizard opens. */
  initialSelected?: ReadonlyMap<number, SmsRecipientBody>;
};

/** 문자발송: 조합원 선택 → 비용 조회 → 발송 (spec 04 §2.1, §4, §5). */
export function SendWizard({
  unionSeq,
  callers,
  onSent,
  initialMessage,
  isStayingAfterSend = false,
  initialSelected,
}: SendWizardProps) {
  const navigate = useNavigate();
  // 다음 asks the cost (a POST) and 발송 sends: both need 관리 of 문자 발송.
  const canWrite = useCanWrite(SMS_MENU, unionSeq);
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD);
  const initialValues = { ...EMPTY_COMPOSE, ...initialMessage, outgoingPhoneNo: callers[0]?.outgoingPhoneNo ?? "" };
  const form = useForm<ComposeValues>({ defaultValues: initialValues });
  const [images, setImages] = useState<File[]>([]);
  const [reused, setReused] = useState<SmsFile[]>([]);
  const [selected, setSelected] = useState<Map<number, SmsRecipientBody>>(() => new Map(initialSelected));
  const [manualNumbers, setManualNumbers] = useState<string[]>([]);
  const [alert, setAlert] = useState<AlertState>(null);
  const [dialog, setDialog] = useState<"ai" | "sent-box" | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const cost = useSmsCostMutation(unionSeq);
  const send = useSendSmsMutation(unionSeq);
  const recipients = useMemo(() => mergeRecipients(selected.values(), manualNumbers), [selected, manualNumbers]);
  const isBusy = cost.isPending || send.isPending || isChecking;

  const showAlert = (message: ReactNode, title?: string) => setAlert({ message, title });

  const handleReset = () => {
    form.reset(initialValues);
    setImages([]);
    setReused([]);
    setSelected(new Map());
    setManualNumbers([]);
  };

  const handleQuote = () => {
    const body = sendBodyOf(form.getValues(), recipients, {
      newCount: images.length,
      fileSeqs: reused.map((file) => file.fileSeq),
    });
    const parsed = SendSmsBodySchema.safeParse(body);
    if (!parsed.success) {
      const message = firstIssueMessage(parsed.error.issues) ?? SMS_MESSAGES.messageRequired;
      return showAlert(message, message === SMS_MESSAGES.overLimit ? SMS_MESSAGES.overLimitTitle : undefined);
    }
    const quoted = { body: parsed.data, images };
    cost.mutate(quoted, {
      onSuccess: (result) => dispatch({ type: "quoted", quoted, cost: result, idempotencyKey: newIdempotencyKey() }),
    });
  };

  const handleSend = async () => {
    if (state.step !== "cost") return;
    if (!canSend(state)) return showAlert(SMS_MESSAGES.costConfirmRequired);
    setIsChecking(true);
    try {
      const maintenance = await smsMaintenanceMessage();
      if (maintenance) return showAlert(maintenance);
    } catch (error) {
      if (!isNotifiedError(error)) notifyError(errorMessageOf(error));
      return;
    } finally {
      setIsChecking(false);
    }
    send.mutate(
      { ...state.quoted, idempotencyKey: state.idempotencyKey },
      {
        onSuccess: (result) => {
          dispatch({ type: "sent" });
          onSent(result.smsId);
          if (!isStayingAfterSend) navigate(recordPath(unionSeq, result.smsId));
        },
        // A refusal (not enough balance) is kept under the key: the next 발송 is a new request, confirmed again.
        onError: (error) => {
          if (needsNewIdempotencyKey(error)) {
            dispatch({ type: "quoted", quoted: state.quoted, cost: state.cost, idempotencyKey: newIdempotencyKey() });
          }
        },
      },
    );
  };

  const handlePick = (sent: SentSms) => {
    form.setValue("title", sent.title);
    form.setValue("message", truncateToBytes(sent.message, LMS_MAX_BYTES));
    setReused(sent.files);
    setImages((current) => current.slice(0, Math.max(0, 3 - sent.files.length)));
    setDialog(null);
  };

  return (
    <Box>
      <Stepper activeStep={stepIndexOf(state)} sx={{ mb: 3, maxWidth: 480 }} aria-label="발송 단계">
        {WIZARD_STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {state.step === "compose" ? (
        <ComposeStep
          unionSeq={unionSeq}
          control={form.control}
          callers={callers}
          images={images}
          onImagesChange={setImages}
          reused={reused}
          onReusedChange={setReused}
          selected={selected}
          onSelectedChange={setSelected}
          manualNumbers={manualNumbers}
          onManualNumbersChange={setManualNumbers}
          recipientCount={recipients.length}
          onAlert={showAlert}
          onOverLimit={() => showAlert(SMS_MESSAGES.overLimit, SMS_MESSAGES.overLimitTitle)}
          onOpenAi={() => setDialog("ai")}
          onOpenSentBox={() => setDialog("sent-box")}
          isDisabled={isBusy}
        />
      ) : (
        <CostStep
          unionSeq={unionSeq}
          quoted={state.quoted}
          cost={state.cost}
          isConfirmed={state.isConfirmed}
          onConfirmChange={(isConfirmed) => dispatch({ type: "confirm", isConfirmed })}
          isDisabled={isBusy}
        />
      )}
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, mt: 3 }}>
        {state.step === "compose" ? (
          <>
            <Button variant="outlined" color="inherit" size="large" onClick={handleReset} disabled={isBusy}>
              초기화
            </Button>
            <WriteButton
              canWrite={canWrite}
              variant="contained"
              size="large"
              onClick={handleQuote}
              loading={cost.isPending}
            >
              다음
            </WriteButton>
          </>
        ) : (
          <>
            <Button
              variant="outlined"
              color="inherit"
              size="large"
              onClick={() => dispatch({ type: "back" })}
              disabled={isBusy}
            >
              이전
            </Button>
            <WriteButton
              canWrite={canWrite}
              variant="contained"
              size="large"
              onClick={handleSend}
              loading={send.isPending || isChecking}
            >
              발송
            </WriteButton>
          </>
        )}
      </Box>
      {dialog === "ai" && (
        <AiDialog
          unionSeq={unionSeq}
          onClose={() => setDialog(null)}
          onGenerated={(content) => form.setValue("message", truncateToBytes(content, LMS_MAX_BYTES))}
        />
      )}
      {dialog === "sent-box" && (
        <SentBoxDialog unionSeq={unionSeq} onClose={() => setDialog(null)} onPick={handlePick} />
      )}
      <AlertDialog
        isOpen={alert !== null}
        title={alert?.title}
        message={alert?.message}
        onClose={() => setAlert(null)}
      />
    </Box>
  );
}
