import type { ReceiptCheck } from "@johap/contracts";
import {
  formatReceiptHash,
  normalizeReceiptCode,
  RECEIPT_CODE_LENGTH,
  RECEIPT_MESSAGES,
} from "@johap/contracts/owner-client";
import { type FormEvent, useRef, useState } from "react";
import { call, messageOf } from "../api";
import { dateTime } from "../format";
import { localReceiptHash } from "./receipt-hash";

const CHANNEL_LABELS: Record<string, string> = {
  ELECTRONIC: "전자투표",
  WRITTEN: "서면투표",
  ONSITE: "현장투표",
  ONLINE: "온라인 투표",
};

type Props = {
  linkCode: string;
  /** Shows the list's page holding the fingerprint, marked. */
  onShow: (page: number, receiptHash: string) => void;
};

/** 내 접수번호 확인: the code as shown after voting; the answer with the fingerprint computed here too. */
export function ReceiptCheckForm({ linkCode, onShow }: Props) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ check: ReceiptCheck; local: string | null } | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeReceiptCode(code);
    const problem =
      normalized.length === 0
        ? RECEIPT_MESSAGES.codeRequired
        : normalized.length !== RECEIPT_CODE_LENGTH
          ? RECEIPT_MESSAGES.codeFormat
          : null;
    setResult(null);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setIsChecking(true);
    try {
      const [check, local] = await Promise.all([
        call<ReceiptCheck>(`/v1/owner/meet-receipts/${linkCode}/check`, {
          method: "POST",
          body: { receiptCode: code },
        }),
        localReceiptHash(code).catch(() => null),
      ]);
      setResult({ check, local });
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setIsChecking(false);
    }
  };

  const check = result?.check;
  return (
    <section aria-labelledby="check-heading" className="card">
      <h2 id="check-heading" className="subtitle">
        내 접수번호 확인
      </h2>
      <p className="muted">전자투표를 마친 화면에 나온 접수번호 16자리를 입력해 주세요.</p>
      <form onSubmit={handleSubmit} noValidate>
        <fieldset disabled={isChecking} className="fields">
          <label className="field">
            <span>접수번호</span>
            <input
              ref={inputRef}
              name="receiptCode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="XXXX-XXXX-XXXX-XXXX"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby="check-error"
              maxLength={32}
            />
          </label>
          <p id="check-error" className="error" role="alert">
            {error ?? ""}
          </p>
          <button type="submit" className="button primary">
            {isChecking ? "확인 중…" : "확인"}
          </button>
        </fieldset>
      </form>
      {check && (
        <div role="status" className="check-result">
          <p className={check.isCounted ? "receipt-box ok" : "alert"}>{check.message}</p>
          <dl className="summary">
            {check.isCounted && (
              <>
                <dt>투표 방법</dt>
                <dd>{check.channel ? CHANNEL_LABELS[check.channel] : "-"}</dd>
                <dt>투표 일시</dt>
                <dd>{dateTime(check.castAt)}</dd>
              </>
            )}
            <dt>지문 (SHA-256)</dt>
            <dd className="hash">{formatReceiptHash(check.receiptHash)}</dd>
          </dl>
          {result.local !== null && (
            <p className="muted">
              {result.local === check.receiptHash
                ? "이 기기에서 계산한 지문과 같습니다."
                : "이 기기에서 계산한 지문과 다릅니다. 조합에 문의해 주세요."}
            </p>
          )}
          {check.isCounted && check.page !== null && (
            <button type="button" className="button" onClick={() => onShow(check.page ?? 0, check.receiptHash)}>
              공개 목록에서 보기 ({check.page + 1}쪽)
            </button>
          )}
        </div>
      )}
    </section>
  );
}
