import type { OwnerOnlineIntro, OwnerSession, OwnerVerification } from "@johap/contracts";
import { ONLINE_VIEWER_MESSAGES, ONLINE_VIEWER_PHASE_LABELS } from "@johap/contracts/owner-client";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { call, messageOf } from "../api";
import { dateTime } from "../format";
import { CodeStep } from "../identity/code-step";
import { IdentityStep } from "../identity/identity-step";
import { savedSession, saveSession } from "../identity/session";

/** The viewer after the identity check: loaded while the attendee waits for the code. */
const loadViewer = () => import("./online-viewer");
const OnlineViewer = lazy(loadViewer);

type Step =
  | { name: "intro" }
  | { name: "identity"; notice?: string }
  | { name: "code"; verification: OwnerVerification; who: { name: string; birth: string } }
  | { name: "viewer"; session: OwnerSession };

export const onlineSessionKey = (accessCode: string) => `online:${accessCode}`;

/** `/m/o/{accessCode}`: the online general meeting's viewer link texted to the voters. */
export default function OnlinePage({ accessCode }: { accessCode: string }) {
  const [intro, setIntro] = useState<OwnerOnlineIntro | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>(() => {
    const session = savedSession(onlineSessionKey(accessCode));
    return session ? { name: "viewer", session } : { name: "intro" };
  });
  const base = `/v1/owner/online-meetings/${accessCode}`;

  useEffect(() => {
    call<OwnerOnlineIntro>(base)
      .then(setIntro)
      .catch((error) => setLoadError(messageOf(error)));
  }, [base]);

  useEffect(() => {
    document.title = intro ? `${intro.name} - 온라인 총회` : "온라인 총회";
  }, [intro]);

  const handleSession = useCallback(
    (session: OwnerSession) => {
      saveSession(onlineSessionKey(accessCode), session);
      setStep({ name: "viewer", session });
    },
    [accessCode],
  );
  const handleSessionLost = useCallback(
    (notice: string) => {
      saveSession(onlineSessionKey(accessCode), null);
      setStep({ name: "identity", notice });
    },
    [accessCode],
  );

  if (loadError) {
    return (
      <main className="page">
        <h1 className="title">온라인 총회</h1>
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

  const identityPath = `${base}/identity`;
  return (
    <main className="page online-page">
      <header className="masthead">
        <p className="union">{intro.unionName}</p>
        <h1 className="title">{intro.name}</h1>
        <p className="muted">
          <span className={`badge badge-online-${intro.phase.toLowerCase()}`}>
            {ONLINE_VIEWER_PHASE_LABELS[intro.phase]}
          </span>{" "}
          온라인 총회 {dateTime(intro.meetAt)}
        </p>
      </header>
      {step.name === "intro" && <Intro intro={intro} onStart={() => setStep({ name: "identity" })} />}
      {step.name === "identity" && (
        <IdentityStep
          identityPath={identityPath}
          notice={step.notice}
          onSent={(verification, who) => {
            void loadViewer();
            setStep({ name: "code", verification, who });
          }}
        />
      )}
      {step.name === "code" && (
        <CodeStep
          identityPath={identityPath}
          verification={step.verification}
          who={step.who}
          onVerified={handleSession}
          onRestart={() => setStep({ name: "identity" })}
        />
      )}
      {step.name === "viewer" && (
        <Suspense fallback={<p className="muted">불러오는 중입니다…</p>}>
          <OnlineViewer
            accessCode={accessCode}
            session={step.session}
            onSession={handleSession}
            onSessionLost={handleSessionLost}
          />
        </Suspense>
      )}
    </main>
  );
}

function Intro({ intro, onStart }: { intro: OwnerOnlineIntro; onStart: () => void }) {
  return (
    <section aria-labelledby="intro-heading" className="card">
      <h2 id="intro-heading" className="subtitle">
        참석 순서
      </h2>
      <ol className="steps">
        <li>이름과 생년월일로 본인 확인</li>
        <li>휴대전화로 받은 인증번호 입력</li>
        <li>생중계 시청, 의견 보내기, 발언 요청</li>
        <li>진행자가 투표를 시작하면 온라인 투표</li>
      </ol>
      <p className="muted">
        선거인 본인 또는 등록된 대리인만 참석할 수 있습니다. 투표는 모든 방법을 통틀어 한 번만 할 수 있습니다.
      </p>
      {intro.phase === "NOT_READY" && (
        <p className="alert" role="status">
          {ONLINE_VIEWER_MESSAGES.notReady}
        </p>
      )}
      {intro.phase === "ENDED" ? (
        <p className="alert" role="status">
          {ONLINE_VIEWER_MESSAGES.ended}
        </p>
      ) : (
        intro.phase !== "NOT_READY" && (
          <button type="button" className="button primary" onClick={onStart}>
            본인 확인 후 입장하기
          </button>
        )
      )}
    </section>
  );
}
