import type { OwnerConsent, OwnerSession } from "@johap/contracts";
import { OWNER_MESSAGES } from "@johap/contracts/owner-client";
import { useState } from "react";
import { FlowPending, useOwnerFlow, useScreenFocus } from "../flow/use-owner-flow";
import { DocumentsStep } from "./documents-step";
import { ReadStep } from "./read-step";
import { ReviewStep } from "./review-step";
import { SignStep } from "./sign-step";
import { StatusView } from "./status-view";

type Props = { linkCode: string; session: OwnerSession; onSessionLost: (notice: string) => void };
type Step = "read" | "sign" | "documents" | "review";

/** After the identity check: read, sign, attach, review and submit; or the submission's status. */
export default function SigningFlow({ linkCode, session, onSessionLost }: Props) {
  const {
    me,
    setMe,
    error,
    sessionCall: ownerCall,
    refresh,
  } = useOwnerFlow<OwnerConsent>({ basePath: `/v1/owner/consents/${linkCode}`, session, onSessionLost });
  const [step, setStep] = useState<Step>("read");
  const [done, setDone] = useState<string | null>(null);
  const heading = useScreenFocus(`${step}:${done ?? ""}:${me?.recipient.status ?? ""}`);

  if (!me) return <FlowPending error={error} />;

  const needsSignature = me.requirements.some((r) => r.key === "SIGNATURE");
  const needsDocuments = me.requirements.some((r) => r.key !== "SIGNATURE");
  const order: Step[] = [
    "read",
    ...(needsSignature ? ["sign" as const] : []),
    ...(needsDocuments ? ["documents" as const] : []),
    "review",
  ];
  const next = () => setStep(order[order.indexOf(step) + 1] ?? "review");
  const back = () => setStep(order[order.indexOf(step) - 1] ?? "read");

  if (!me.recipient.isSubmittable || done) {
    return (
      <div ref={heading}>
        <StatusView
          me={me}
          notice={done}
          onWithdraw={async () => {
            const updated = await ownerCall<OwnerConsent>("/withdraw", { method: "POST" });
            setMe(updated);
            setDone(OWNER_MESSAGES.withdrawn);
            setStep("read");
            return updated;
          }}
          onResubmit={() => setDone(null)}
        />
      </div>
    );
  }

  return (
    <div ref={heading}>
      <p className="progress">
        <span className="visually-hidden">{`${order.length}단계 중 ${order.indexOf(step) + 1}단계`}</span>
        <span aria-hidden="true">
          {order.indexOf(step) + 1} / {order.length}
        </span>
      </p>
      {step === "read" && <ReadStep me={me} onNext={next} />}
      {step === "sign" && (
        <SignStep
          me={me}
          onBack={back}
          onNext={next}
          onUpload={async (form) => {
            await ownerCall("/documents/SIGNATURE", { method: "POST", form });
            await refresh();
          }}
        />
      )}
      {step === "documents" && (
        <DocumentsStep
          me={me}
          onBack={back}
          onNext={next}
          onUpload={async (type, form) => {
            await ownerCall(`/documents/${type}`, { method: "POST", form });
            await refresh();
          }}
        />
      )}
      {step === "review" && (
        <ReviewStep
          me={me}
          onBack={back}
          onSubmit={async () => {
            const updated = await ownerCall<OwnerConsent>("/submit", { method: "POST" });
            setMe(updated);
            setDone("동의서 제출이 완료되었습니다.");
          }}
          onGoTo={(target) => setStep(target)}
        />
      )}
    </div>
  );
}
