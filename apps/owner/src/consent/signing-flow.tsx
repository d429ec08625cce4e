import type { OwnerConsent, OwnerSession } from "@johap/contracts";
import { OWNER_MESSAGES } from "@johap/contracts/owner-client";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, call, messageOf } from "../api";
import { DocumentsStep } from "./documents-step";
import { ReadStep } from "./read-step";
import { ReviewStep } from "./review-step";
import { SignStep } from "./sign-step";
import { StatusView } from "./status-view";

type Props = { linkCode: string; session: OwnerSession; onSessionLost: (notice: string) => void };
type Step = "read" | "sign" | "documents" | "review";

/** After the identity check: read, sign, attach, review and submit; or the submission's status. */
export default function SigningFlow({ linkCode, session, onSessionLost }: Props) {
  const [me, setMe] = useState<OwnerConsent | null>(null);
  const [error, setError] = useState("");
  const [step, setStep] = useState<Step>("read");
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLDivElement>(null);

  /** Every call of the session; a refused session (401) sends the owner back to the identity check. */
  const ownerCall = useCallback(
    async <T,>(path: string, opts: { method?: "GET" | "POST"; form?: FormData } = {}) => {
      try {
        return await call<T>(`/v1/owner/consents/${linkCode}${path}`, { ...opts, token: session.accessToken });
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 401) onSessionLost(caught.message);
        throw caught;
      }
    },
    [linkCode, session.accessToken, onSessionLost],
  );

  const refresh = useCallback(async () => {
    try {
      setMe(await ownerCall<OwnerConsent>("/me"));
    } catch (caught) {
      setError(messageOf(caught));
    }
  }, [ownerCall]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // Each step's heading takes the focus, so a screen reader starts there.
  const focusKey = `${step}:${done ?? ""}:${me?.recipient.status ?? ""}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey names the screen shown; the effect reads the DOM
  useEffect(() => {
    heading.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [focusKey]);

  if (!me) {
    return error ? (
      <p className="alert" role="alert">
        {error}
      </p>
    ) : (
      <p className="muted">불러오는 중입니다…</p>
    );
  }

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
