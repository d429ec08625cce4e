import type { OwnerMeetingIntro, OwnerSession, OwnerVerification } from "@johap/contracts";
import { BALLOT_MESSAGES } from "@johap/contracts/owner-client";
import { lazy, Suspense, useEffect, useState } from "react";
import { call, messageOf } from "../api";
import { period } from "../format";
import { CodeStep } from "../identity/code-step";
import { IdentityStep } from "../identity/identity-step";
import { savedSession, saveSession } from "../identity/session";

/** The ballot after the identity check: loaded while the voter waits for the code. */
const loadFlow = () => import("./ballot-flow");
const BallotFlow = lazy(loadFlow);

type Step =
  | { name: "intro" }
  | { name: "identity"; notice?: string }
  | { name: "code"; verification: OwnerVerification; who: { name: string; birth: string } }
  | { name: "ballot"; session: OwnerSession };

const sessionKey = (linkToken: string) => `ballot:${linkToken}`;

/** `/m/v/{linkToken}`: the electronic ballot link texted to a voter. */
export default function BallotPage({ linkToken }: { linkToken: string }) {
  const [intro, setIntro] = useState<OwnerMeetingIntro | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>(() => {
    const session = savedSession(sessionKey(linkToken));
    return session ? { name: "ballot", session } : { name: "intro" };
  });

  useEffect(() => {
    call<OwnerMeetingIntro>(`/v1/owner/meetings/${linkToken}`)
      .then((found) => {
        setIntro(found);
        // 열람: the voter opened the texted link (recorded once; a voter who voted stays 투표완료).
        void call(`/v1/owner/meetings/${linkToken}/opened`, { method: "POST" }).catch(() => undefined);
      })
      .catch((error) => setLoadError(messageOf(error)));
  }, [linkToken]);

  useEffect(() => {
    document.title = intro ? `${intro.name} - 전자투표` : "전자투표";
  }, [intro]);

  if (loadError) {
    return (
      <main className="page">
        <h1 className="title">전자투표</h1>
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

  const identityPath = `/v1/owner/meetings/${linkToken}/identity`;
  const handleSession = (session: OwnerSession) => {
    saveSession(sessionKey(linkToken), session);
    setStep({ name: "ballot", session });
  };
  const handleSessionLost = (notice: string) => {
    saveSession(sessionKey(linkToken), null);
    setStep({ name: "identity", notice });
  };

  return (
    <main className="page">
      <header className="masthead">
        <p className="union">{intro.unionName}</p>
        <h1 className="title">{intro.name}</h1>
        <p className="muted">
          <span className={`badge badge-phase-${intro.phase.toLowerCase()}`}>{PHASE_LABELS[intro.phase]}</span> 전자투표{" "}
          {period(intro.voteStartAt, intro.voteEndAt)}
        </p>
      </header>
      {step.name === "intro" && <Intro intro={intro} onStart={() => setStep({ name: "identity" })} />}
      {step.name === "identity" && (
        <IdentityStep
          identityPath={identityPath}
          notice={step.notice}
          onSent={(verification, who) => {
            void loadFlow();
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
      {step.name === "ballot" && (
        <Suspense fallback={<p className="muted">불러오는 중입니다…</p>}>
          <BallotFlow linkToken={linkToken} session={step.session} onSessionLost={handleSessionLost} />
        </Suspense>
      )}
    </main>
  );
}

const PHASE_LABELS = { BEFORE: "투표 전", OPEN: "투표 중", CLOSED: "투표 마감" } as const;

function Intro({ intro, onStart }: { intro: OwnerMeetingIntro; onStart: () => void }) {
  return (
    <section aria-labelledby="intro-heading" className="card">
      <h2 id="intro-heading" className="subtitle">
        진행 순서
      </h2>
      <ol className="steps">
        <li>이름과 생년월일로 본인 확인</li>
        <li>휴대전화로 받은 인증번호 입력</li>
        <li>안건과 첨부 자료 확인 후 선택</li>
        <li>선택 내용 확인 후 투표</li>
        <li>접수번호 확인</li>
      </ol>
      <p className="muted">
        투표는 한 번만 할 수 있고, 투표한 뒤에는 바꿀 수 없습니다. 조합은 누가 무엇을 선택했는지 알 수 없습니다.
      </p>
      {intro.phase === "BEFORE" && (
        <p className="alert" role="status">
          {BALLOT_MESSAGES.beforeStart}
        </p>
      )}
      {intro.phase === "CLOSED" && (
        <p className="alert" role="status">
          {BALLOT_MESSAGES.linkExpired}
        </p>
      )}
      {intro.phase !== "BEFORE" && (
        <button type="button" className="button primary" onClick={onStart}>
          {intro.phase === "OPEN" ? "본인 확인 시작하기" : "투표 여부 확인하기"}
        </button>
      )}
    </section>
  );
}
