import type { OwnerConsent } from "@johap/contracts";
import { CONSENT_LABELS } from "@johap/contracts/owner-client";
import { useState } from "react";
import { messageOf } from "../api";
import { dateTime, day } from "../format";

type Props = {
  me: OwnerConsent;
  notice: string | null;
  onWithdraw: () => Promise<OwnerConsent>;
  onResubmit: () => void;
};

/** The submission's status; within the withdrawal period (the console's rule), 철회하기 after a confirmation. */
export function StatusView({ me, notice, onWithdraw, onResubmit }: Props) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState("");
  const { recipient, consent } = me;

  const handleWithdraw = async () => {
    setIsBusy(true);
    setError("");
    try {
      await onWithdraw();
    } catch (caught) {
      setError(messageOf(caught));
      setIsBusy(false);
      setIsConfirming(false);
    }
  };

  return (
    <section aria-labelledby="status-heading" className="card">
      <h2 id="status-heading" className="subtitle" tabIndex={-1}>
        {notice ?? "제출 현황"}
      </h2>
      <dl className="summary">
        <dt>상태</dt>
        <dd>
          <span className={`badge badge-${recipient.status.toLowerCase()}`}>
            {CONSENT_LABELS.recipientStatus[recipient.status]}
          </span>
        </dd>
        {recipient.submittedAt && recipient.status !== "WITHDRAWAL" && (
          <>
            <dt>제출일시</dt>
            <dd>{dateTime(recipient.submittedAt)}</dd>
          </>
        )}
        {recipient.withdrawnAt && recipient.status === "WITHDRAWAL" && (
          <>
            <dt>철회일시</dt>
            <dd>{dateTime(recipient.withdrawnAt)}</dd>
          </>
        )}
        {recipient.withdrawalDeadline && recipient.status !== "WITHDRAWAL" && (
          <>
            <dt>철회 가능 기한</dt>
            <dd>{day(recipient.withdrawalDeadline)}까지</dd>
          </>
        )}
      </dl>
      {consent.progressStatus !== "IN_PROGRESS" && <p className="muted">제출 기간이 끝난 동의서입니다.</p>}
      <p className="error" role="alert" aria-live="assertive">
        {error}
      </p>
      {recipient.isWithdrawable &&
        (isConfirming ? (
          <fieldset className="confirm">
            <legend>철회하면 제출한 동의가 효력을 잃습니다. 철회하시겠습니까?</legend>
            <div className="row">
              <button type="button" className="button" onClick={() => setIsConfirming(false)} disabled={isBusy}>
                취소
              </button>
              <button type="button" className="button danger" onClick={handleWithdraw} disabled={isBusy}>
                {isBusy ? "철회하는 중…" : "철회 확인"}
              </button>
            </div>
          </fieldset>
        ) : (
          <button type="button" className="button danger" onClick={() => setIsConfirming(true)}>
            철회하기
          </button>
        ))}
      {recipient.isSubmittable && (
        <button type="button" className="button primary" onClick={onResubmit}>
          다시 제출하기
        </button>
      )}
    </section>
  );
}
