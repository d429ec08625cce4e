import type { OwnerConsent } from "@johap/contracts";
import { missingRequirement, OWNER_DOCUMENT_LABELS, OWNER_MESSAGES } from "@johap/contracts/owner-client";
import { useState } from "react";
import { messageOf } from "../api";

type Props = {
  me: OwnerConsent;
  onBack: () => void;
  onSubmit: () => Promise<void>;
  onGoTo: (step: "read" | "sign" | "documents") => void;
};

/** 확인 후 제출: what will be submitted, an explicit agreement, then 제출하기. */
export function ReviewStep({ me, onBack, onSubmit, onGoTo }: Props) {
  const [isAgreed, setIsAgreed] = useState(false);
  const [error, setError] = useState("");
  const [isSubmitting, setIsSubmitting] = useState(false);
  const { consent, signer, documents } = me;

  const handleSubmit = async () => {
    const missing = missingRequirement(
      me.requirements,
      documents.map((d) => d.documentType),
    );
    if (missing) {
      setError(
        missing.key === "SIGNATURE" ? OWNER_MESSAGES.signatureMissing : OWNER_MESSAGES.documentMissing(missing.label),
      );
      return;
    }
    if (!isAgreed) return setError("제출 내용에 동의한다는 항목에 체크해 주세요.");
    setIsSubmitting(true);
    setError("");
    try {
      await onSubmit();
    } catch (caught) {
      setError(messageOf(caught));
      setIsSubmitting(false);
    }
  };

  return (
    <section aria-labelledby="review-heading" className="card">
      <h2 id="review-heading" className="subtitle" tabIndex={-1}>
        제출 내용 확인
      </h2>
      <dl className="summary">
        <dt>동의서</dt>
        <dd>{consent.title}</dd>
        <dt>제출하는 분</dt>
        <dd>
          {signer.name}
          {signer.signerType === "AGENT" ? ` (${signer.ownerName} 님의 대리인)` : " (본인)"}
        </dd>
        {me.requirements.map((r) => {
          const uploaded = documents.find((d) => r.types.includes(d.documentType));
          return (
            <div key={r.key} className="summary-row">
              <dt>{r.label}</dt>
              <dd>{uploaded ? `${OWNER_DOCUMENT_LABELS[uploaded.documentType]} 첨부됨` : "없음"}</dd>
            </div>
          );
        })}
      </dl>
      {me.requirements.length > 0 && (
        <button
          type="button"
          className="link"
          onClick={() => onGoTo(me.requirements[0]!.key === "SIGNATURE" ? "sign" : "documents")}
        >
          서명·서류 고치기
        </button>
      )}
      <label className="check">
        <input type="checkbox" checked={isAgreed} onChange={(e) => setIsAgreed(e.target.checked)} />
        <span>위 동의서의 내용을 확인하였으며, 전자 동의서를 제출하는 데 동의합니다.</span>
      </label>
      <p className="error" role="alert" aria-live="assertive">
        {error}
      </p>
      <button type="button" className="button primary" onClick={handleSubmit} disabled={isSubmitting}>
        {isSubmitting ? "제출하는 중…" : "제출하기"}
      </button>
      <button type="button" className="link" onClick={onBack}>
        이전
      </button>
    </section>
  );
}
