import type { OwnerConsentIntro, OwnerSession } from "@johap/contracts";
import { CONSENT_LABELS } from "@johap/contracts/owner-client";
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from "react";
import { call, messageOf } from "../api";
import { period } from "../format";
import { CodeStep } from "../identity/code-step";
import { IdentityStep } from "../identity/identity-step";
import { savedSession, saveSession } from "../identity/session";

/** The steps after the identity check: loaded while the owner waits for the code. */
const loadSigning = () => import("./signing-flow");
const SigningFlow = lazy(loadSigning);

type Step =
  | { name: "intro" }
  | { name: "identity"; notice?: string }
  | { name: "code"; verification: import("@johap/contracts").OwnerVerification; who: { name: string; birth: string } }
  | { name: "signing"; session: OwnerSession };

/**
 * `initialIntro`: the public facts the server rendered this page with (none when it did not, then they are fetched).
 * The first render is the intro either way, as on the server; an owner who already proved identity in this tab
 * goes on to the signing steps before the browser paints.
 */
export function ConsentPage({ linkCode, initialIntro }: { linkCode: string; initialIntro?: OwnerConsentIntro }) {
  const [intro, setIntro] = useState<OwnerConsentIntro | null>(initialIntro ?? null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: "intro" });

  useLayoutEffect(() => {
    const session = savedSession(linkCode);
    if (session) setStep({ name: "signing", session });
  }, [linkCode]);

  useEffect(() => {
    if (initialIntro) return;
    call<OwnerConsentIntro>(`/v1/owner/consents/${linkCode}`)
      .then(setIntro)
      .catch((error) => setLoadError(messageOf(error)));
  }, [linkCode, initialIntro]);

  useEffect(() => {
    document.title = intro ? `${intro.title} - 전자 동의서` : "전자 동의서";
  }, [intro]);

  if (loadError) {
    return (
      <main className="page">
        <h1 className="title">전자 동의서</h1>
        <p className="alert" role="alert">
          {loadError}
        </p>
      </main>
    );
  }
  if (!intro) {
    return (
      <main className="page" aria-busy="true">
        <p className="muted">불러오는 중입니다…</p>
      </main>
    );
  }

  const handleSession = (session: OwnerSession) => {
    saveSession(linkCode, session);
    setStep({ name: "signing", session });
  };
  const handleSessionLost = (notice: string) => {
    saveSession(linkCode, null);
    setStep({ name: "identity", notice });
  };

  return (
    <main className="page">
      <header className="masthead">
        <p className="union">{intro.unionName}</p>
        <h1 className="title">{intro.title}</h1>
        <p className="muted">
          <span className={`badge badge-${intro.progressStatus.toLowerCase()}`}>
            {CONSENT_LABELS.progressStatus[intro.progressStatus]}
          </span>{" "}
          {period(intro.startedAt, intro.endedAt)}
        </p>
      </header>
      {step.name === "intro" && <Intro intro={intro} onStart={() => setStep({ name: "identity" })} />}
      {step.name === "identity" && (
        <IdentityStep
          identityPath={`/v1/owner/consents/${linkCode}/identity`}
          notice={step.notice}
          onSent={(verification, who) => {
            void loadSigning();
            setStep({ name: "code", verification, who });
          }}
        />
      )}
      {step.name === "code" && (
        <CodeStep
          identityPath={`/v1/owner/consents/${linkCode}/identity`}
          verification={step.verification}
          who={step.who}
          onVerified={handleSession}
          onRestart={() => setStep({ name: "identity" })}
        />
      )}
      {step.name === "signing" && (
        <Suspense fallback={<p className="muted">불러오는 중입니다…</p>}>
          <SigningFlow linkCode={linkCode} session={step.session} onSessionLost={handleSessionLost} />
        </Suspense>
      )}
    </main>
  );
}

function Intro({ intro, onStart }: { intro: OwnerConsentIntro; onStart: () => void }) {
  const needs = [
    intro.isSignatureRequired && "서명",
    intro.isIdentityRequired && "신분증 사진",
    intro.isExternalDocumentRequired && "주민등록초본 또는 등본(대리인은 가족관계증명서도)",
  ].filter(Boolean);
  const isOpen = intro.progressStatus === "IN_PROGRESS";
  // Rendered by the server, the button is on screen before the script has started: it takes a tap once it can.
  const [isReady, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <section aria-labelledby="intro-heading" className="card">
      <h2 id="intro-heading" className="subtitle">
        진행 순서
      </h2>
      <ol className="steps">
        <li>이름과 생년월일로 본인 확인</li>
        <li>휴대전화로 받은 인증번호 입력</li>
        <li>동의서 내용과 안내자료 확인</li>
        {needs.length > 0 && <li>{needs.join(", ")} 제출</li>}
        <li>확인 후 제출</li>
      </ol>
      {intro.isWithdrawRequired && (
        <p className="muted">제출 후 {intro.activeWithdrawnDays}일 안에는 철회할 수 있습니다.</p>
      )}
      {intro.progressStatus === "BEFORE" ? (
        <p className="alert" role="status">
          아직 제출 기간이 아닙니다. 제출 시작일 이후에 다시 열어 주세요.
        </p>
      ) : (
        <button type="button" className="button primary" onClick={onStart} disabled={!isReady}>
          {isOpen ? "본인 확인 시작하기" : "제출 내역 확인하기"}
        </button>
      )}
    </section>
  );
}
