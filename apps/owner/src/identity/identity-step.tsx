import type { OwnerVerification } from "@johap/contracts";
import { identityProblem } from "@johap/contracts/owner-client";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { call, messageOf } from "../api";

type Props = {
  /** Where the name and birth date go (the link's identity call: a consent's or a ballot's). */
  identityPath: string;
  notice?: string;
  onSent: (verification: OwnerVerification, who: { name: string; birth: string }) => void;
};

/** 본인 확인: name and 8-digit birth date, the owner's or the agent's as the union's register holds them. */
export function IdentityStep({ identityPath, notice, onSent }: Props) {
  const [name, setName] = useState("");
  const [birth, setBirth] = useState("");
  const [error, setError] = useState<{ field: "name" | "birth" | null; message: string } | null>(null);
  const [isSending, setIsSending] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const birthRef = useRef<HTMLInputElement>(null);

  useEffect(() => nameRef.current?.focus(), []);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = identityProblem({ name, birth });
    if (problem) {
      setError(problem);
      (problem.field === "name" ? nameRef : birthRef).current?.focus();
      return;
    }
    setError(null);
    setIsSending(true);
    try {
      const who = { name: name.trim(), birth: birth.trim() };
      onSent(await call<OwnerVerification>(identityPath, { method: "POST", body: who }), who);
    } catch (caught) {
      setError({ field: null, message: messageOf(caught) });
      setIsSending(false);
    }
  };

  return (
    <section aria-labelledby="identity-heading" className="card">
      <h2 id="identity-heading" className="subtitle">
        본인 확인
      </h2>
      <p className="muted">조합에 등록된 소유자 본인 또는 대리인의 이름과 생년월일을 입력해 주세요.</p>
      {notice && (
        <p className="alert" role="status">
          {notice}
        </p>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <fieldset disabled={isSending} className="fields">
          <label className="field">
            <span>이름</span>
            <input
              ref={nameRef}
              name="name"
              autoComplete="name"
              value={name}
              maxLength={30}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={error?.field === "name"}
              aria-describedby="identity-error"
            />
          </label>
          <label className="field">
            <span>생년월일 (8자리)</span>
            <input
              ref={birthRef}
              name="birth"
              inputMode="numeric"
              autoComplete="bday"
              placeholder="예: 19600101"
              value={birth}
              maxLength={8}
              onChange={(e) => setBirth(e.target.value.replace(/\D/g, ""))}
              aria-invalid={error?.field === "birth"}
              aria-describedby="identity-error"
            />
          </label>
          <p id="identity-error" className="error" role="alert" aria-live="assertive">
            {error?.message ?? ""}
          </p>
          <button type="submit" className="button primary">
            {isSending ? "보내는 중…" : "인증번호 받기"}
          </button>
        </fieldset>
      </form>
    </section>
  );
}
