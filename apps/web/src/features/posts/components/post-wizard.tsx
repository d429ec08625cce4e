import { POST_MESSAGES, type PostCost } from "@johap/contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import { useState } from "react";
import { useNavigate } from "react-router";
import { errorMessageOf, isNotifiedError } from "../../../lib/http-error";
import { notifyError } from "../../../lib/notify";
import { useIdempotencyKey } from "../../../lib/use-idempotency-key";
import { useAgreement } from "../../../ui/agreement-check";
import { AlertDialog } from "../../../ui/alert-dialog";
import { WriteButton } from "../../../ui/write-button";
import { useCanWrite } from "../../session";
import { postMaintenanceMessage, usePostCostMutation, useSendPostMutation } from "../api/posts-mutations";
import { bodyOf, draftIssue, emptyDraft, type PostDraft } from "../post-draft";
import { WIZARD_STEPS } from "../posts-labels";
import { POSTS_MENU, postRecordPath } from "../posts-paths";
import { ContentStep } from "./content-step";
import { CostStep } from "./cost-step";
import { PreviewStep } from "./preview-step";
import { RecipientsStep } from "./recipients-step";

/** 우편발송: 수신자 선택 → 내용 입력 → 미리보기 → 비용 조회 (spec 04 §2.2, §4 wizards, §5 Postal mail). */
export function PostWizard({ unionSeq, onSent }: { unionSeq: number; onSent: () => void }) {
  const navigate = useNavigate();
  const canWrite = useCanWrite(POSTS_MENU, unionSeq);
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<PostDraft>(emptyDraft);
  const [cost, setCost] = useState<PostCost | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const agreement = useAgreement();
  const idempotency = useIdempotencyKey();
  const quote = usePostCostMutation(unionSeq);
  const send = useSendPostMutation(unionSeq);
  const isBusy = quote.isPending || send.isPending || isChecking;

  const handleDraftChange = (next: PostDraft) => {
    setDraft(next);
    setCost(null);
  };

  const handleNext = () => {
    const issue = draftIssue(draft, step === 0 ? "recipients" : "all");
    if (issue) return setAlert(issue);
    if (step < 2) return setStep(step + 1);
    quote.mutate(bodyOf(draft), {
      onSuccess: (result) => {
        setCost(result);
        setStep(3);
      },
    });
  };

  const handlePrevious = () => {
    // 이전 on the first step closes the wizard: the form starts again (spec §4).
    if (step === 0) return handleReset();
    setStep(step - 1);
  };

  const handleReset = () => {
    setDraft(emptyDraft());
    setCost(null);
    setStep(0);
  };

  const handleSend = async () => {
    if (!agreement.isChecked) return agreement.setError(POST_MESSAGES.agreementRequired);
    setIsChecking(true);
    try {
      const maintenance = await postMaintenanceMessage();
      if (maintenance) return setAlert(maintenance);
    } catch (error) {
      if (!isNotifiedError(error)) notifyError(errorMessageOf(error));
      return;
    } finally {
      setIsChecking(false);
    }
    send.mutate(
      { body: bodyOf(draft), idempotencyKey: idempotency.key },
      {
        onSuccess: (result) => {
          onSent();
          navigate(postRecordPath(unionSeq, result.postSeq));
        },
        onError: idempotency.renewAfter,
      },
    );
  };

  return (
    <Box>
      <Stepper activeStep={step} sx={{ mb: 3, maxWidth: 720 }} aria-label="우편 발송 단계">
        {WIZARD_STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && (
        <RecipientsStep
          unionSeq={unionSeq}
          selected={draft.recipients}
          onSelectedChange={(recipients) => handleDraftChange({ ...draft, recipients })}
          onAlert={setAlert}
        />
      )}
      {step === 1 && (
        <ContentStep unionSeq={unionSeq} draft={draft} onDraftChange={handleDraftChange} onAlert={setAlert} />
      )}
      {step === 2 && <PreviewStep unionSeq={unionSeq} draft={draft} onAlert={setAlert} />}
      {step === 3 && cost && (
        <CostStep unionSeq={unionSeq} draft={draft} cost={cost} agreement={agreement.checkProps} />
      )}
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, mt: 3 }}>
        <Button variant="outlined" color="inherit" size="large" onClick={handlePrevious} disabled={isBusy}>
          이전
        </Button>
        {step < 3 ? (
          <WriteButton
            canWrite={canWrite}
            variant="contained"
            size="large"
            onClick={handleNext}
            loading={quote.isPending}
          >
            다음
          </WriteButton>
        ) : (
          <WriteButton
            canWrite={canWrite}
            variant="contained"
            size="large"
            onClick={() => void handleSend()}
            loading={send.isPending || isChecking}
          >
            발송 요청
          </WriteButton>
        )}
      </Box>
      <AlertDialog isOpen={alert !== null} message={alert ?? ""} onClose={() => setAlert(null)} />
    </Box>
  );
}
