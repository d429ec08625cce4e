import type { OwnerSession, OwnerVerification } from "@johap/contracts";
import { OWNER_CODE_LENGTH, OWNER_MESSAGES } from "@johap/contracts/owner-client";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { call, messageOf } from "../api";
import { clock } from "../format";

type Props = {
  /** The link's identity call, asked again for a new code. */
  identityPath: string;
  verification: OwnerVerification;
  who: { name: string; birth: string };
  onVerified: (session: OwnerSession) => void;
  onRestart: () => void;
};

const secondsUntil = (iso: string, now: number) => Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));

/** The 6-digit code texted to the register's phone: 3 minutes (shown counting down), 5 tries, resend after a wait. */
export function CodeStep({ identityPath, verification: first, who, onVerified, onRestart }: Props) {
  const [verification, setVerification] = useState(first);
  const [code, setCode] = useState("");
  const [now, setNow] = useState(() => Date.now());
  const [error, setError] = useState("");
  const [info, setInfo] = useState(`${first.maskedPhone}(으)로 인증번호를 보냈습니다.`);
  const [isBusy, setIsBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => input.current?.focus(), []);

  const left = secondsUntil(verification.expiresAt, now);
  const resendIn = secondsUntil(verification.resendAt, now);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(`^\\d{${OWNER_CODE_LENGTH}}$`).test(code)) {
      setError(OWNER_MESSAGES.codeFormat);
      input.current?.focus();
      return;
    }
    if (left === 0) {
      setError(OWNER_MESSAGES.codeExpired);
      return;
    }
    setIsBusy(true);
    setError("");
    try {
      onVerified(
        await call<OwnerSession>(`/v1/owner/verifications/${verification.verificationId}/confirm`, {
          method: "POST",
          body: { code },
        }),
      );
    } catch (caught) {
      setError(messageOf(caught));
      setCode("");
      setIsBusy(false);
      input.current?.focus();
    }
  };

  const handleResend = async () => {
    setIsBusy(true);
    setError("");
    try {
      const next = await call<OwnerVerification>(identityPath, {
        method: "POST",
        body: who,
      });
      setVerification(next);
      setCode("");
      setInfo(`${next.maskedPhone}(으)로 인증번호를 다시 보냈습니다.`);
      input.current?.focus();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <section aria-labelledby="code-heading" className="card">
      <h2 id="code-heading" className="subtitle">
        인증번호 입력
      </h2>
      <p role="status" aria-live="polite">
        {info}
      </p>
      <form onSubmit={handleSubmit} noValidate>
        <fieldset disabled={isBusy} className="fields">
          <label className="field">
            <span>인증번호 6자리</span>
            <input
              ref={input}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OWNER_CODE_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
              aria-invalid={error !== ""}
              aria-describedby="code-timer code-error"
            />
          </label>
          <p id="code-timer" className={left === 0 ? "error" : "muted"}>
            {left > 0 ? `남은 시간 ${clock(left)}` : "입력 시간이 지났습니다. 인증번호를 다시 받아 주세요."}
          </p>
          <p id="code-error" className="error" role="alert" aria-live="assertive">
            {error}
          </p>
          <button type="submit" className="button primary" disabled={left === 0}>
            확인
          </button>
          <button type="button" className="button" onClick={handleResend} disabled={resendIn > 0}>
            {resendIn > 0 ? `인증번호 다시 받기 (${resendIn}초 후)` : "인증번호 다시 받기"}
          </button>
          <button type="button" className="link" onClick={onRestart}>
            이름과 생년월일 다시 입력하기
          </button>
        </fieldset>
      </form>
    </section>
  );
}
