import type { BallotReceipt, OwnerBallot, OwnerSession } from "@johap/contracts";
import { type BallotChoiceInput, ballotProblem } from "@johap/contracts/owner-client";
import { useState } from "react";
import { ApiError } from "../api";
import { FlowPending, useOwnerFlow, useScreenFocus } from "../flow/use-owner-flow";
import { AgendaCard, type AgendaPicks, FileLink } from "./agenda-card";
import { BallotDone, savedReceipt, saveReceipt } from "./ballot-done";
import { BallotReview } from "./ballot-review";

type Props = { linkToken: string; session: OwnerSession; onSessionLost: (notice: string) => void };
type Step = "choose" | "review";

export const choicesOf = (picks: Record<number, AgendaPicks>): BallotChoiceInput[] =>
  Object.entries(picks).flatMap(([agendaSeq, byCandidate]) =>
    Object.entries(byCandidate).map(([candidateSeq, choice]) => ({
      agendaSeq: Number(agendaSeq),
      candidateSeq: Number(candidateSeq),
      choice,
    })),
  );

/** After the identity check: the agendas to choose on, a review, the cast and its receipt; or the voter's status. */
export default function BallotFlow({ linkToken, session, onSessionLost }: Props) {
  const {
    me,
    error,
    sessionCall: voterCall,
    refresh,
  } = useOwnerFlow<OwnerBallot>({ basePath: `/v1/owner/meetings/${linkToken}`, session, onSessionLost });
  const [step, setStep] = useState<Step>("choose");
  const [picks, setPicks] = useState<Record<number, AgendaPicks>>({});
  const [agendaErrors, setAgendaErrors] = useState<Record<number, string>>({});
  const [receipt, setReceipt] = useState<BallotReceipt | null>(() => savedReceipt(linkToken));
  const screen = useScreenFocus(`${step}:${me?.voter.votedAt ?? ""}:${me ? "loaded" : ""}`);

  if (!me) return <FlowPending error={error} />;

  if (me.voter.votedAt || !me.voter.isVotable) {
    return (
      <div ref={screen}>
        <BallotDone me={me} receipt={receipt} />
      </div>
    );
  }

  const rules = me.agendas.map((a) => ({
    agendaSeq: a.agendaSeq,
    order: a.order,
    voteForm: a.voteForm,
    voteType: a.voteType,
    selectCount: a.selectCount,
    candidateSeqs: a.candidates.map((c) => c.candidateSeq),
  }));

  const handleNext = () => {
    const errors: Record<number, string> = {};
    for (const rule of rules) {
      const problem = ballotProblem([rule], choicesOf({ [rule.agendaSeq]: picks[rule.agendaSeq] ?? {} }));
      if (problem) errors[rule.agendaSeq] = problem;
    }
    setAgendaErrors(errors);
    const first = rules.find((r) => errors[r.agendaSeq]);
    if (first) {
      document.getElementById(`agenda-${first.agendaSeq}-title`)?.focus();
      return;
    }
    setStep("review");
  };

  const handleCast = async () => {
    const cast = await voterCall<BallotReceipt>("/ballot", { method: "POST", body: { choices: choicesOf(picks) } });
    saveReceipt(linkToken, cast);
    setReceipt(cast);
    await refresh();
  };

  if (step === "review") {
    return (
      <div ref={screen}>
        <BallotReview
          me={me}
          picks={picks}
          onBack={() => setStep("choose")}
          onCast={async () => {
            try {
              await handleCast();
            } catch (caught) {
              // Voted meanwhile (another tab or a written ballot): show the status.
              if (caught instanceof ApiError && caught.status === 409) await refresh();
              throw caught;
            }
          }}
        />
      </div>
    );
  }

  const { meeting } = me;
  return (
    <div ref={screen} className="stack">
      <section className="card" aria-labelledby="ballot-heading">
        <h2 id="ballot-heading" className="subtitle" tabIndex={-1}>
          투표하기
        </h2>
        <p>
          {me.voter.name}
          {me.voter.signerType === "AGENT" ? ` 님 (${me.voter.ownerName} 님의 대리인)` : " 님"}, 안건마다 선택한 뒤
          아래의 다음 단계 버튼을 눌러 주세요.
        </p>
        {meeting.description && <p className="text muted">{meeting.description}</p>}
        <FileLink file={meeting.noticeFile} label="총회 공고문" />
        {meeting.additional.isEnabled && (
          <div className="notice">
            <p className="notice-title">{meeting.additional.title}</p>
            <p className="text">{meeting.additional.content}</p>
          </div>
        )}
      </section>
      {me.agendas.map((agenda) => (
        <AgendaCard
          key={agenda.agendaSeq}
          agenda={agenda}
          picks={picks[agenda.agendaSeq] ?? {}}
          error={agendaErrors[agenda.agendaSeq] ?? ""}
          onChange={(next) => {
            setPicks((current) => ({ ...current, [agenda.agendaSeq]: next }));
            setAgendaErrors((current) => ({ ...current, [agenda.agendaSeq]: "" }));
          }}
        />
      ))}
      <button type="button" className="button primary" onClick={handleNext}>
        다음 단계: 선택 내용 확인
      </button>
      {meeting.contactNo && (
        <p className="muted">
          문의: {meeting.senderName} {meeting.contactNo}
        </p>
      )}
    </div>
  );
}
