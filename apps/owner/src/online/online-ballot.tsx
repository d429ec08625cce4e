import type { BallotReceipt, OwnerOnlineBallot, OwnerOnlineMe, OwnerOnlineWatch } from "@johap/contracts";
import { ballotProblem } from "@johap/contracts/owner-client";
import { useEffect, useState } from "react";
import { ApiError, messageOf } from "../api";
import { AgendaCard, type AgendaPicks } from "../ballot/agenda-card";
import { choicesOf } from "../ballot/ballot-flow";
import { BallotReview } from "../ballot/ballot-review";
import { dateTime } from "../format";
import type { ViewerCall } from "./online-viewer";

/** The receipt of an online cast, kept on this phone (the server keeps only its hash). */
const receiptKey = (accessCode: string) => `online-receipt:${accessCode}`;
function savedReceipt(accessCode: string): BallotReceipt | null {
  try {
    const raw = localStorage.getItem(receiptKey(accessCode));
    return raw ? (JSON.parse(raw) as BallotReceipt) : null;
  } catch {
    return null;
  }
}

const CHANNEL_LABELS = { ELECTRONIC: "전자투표", WRITTEN: "서면투표", ONSITE: "현장투표", ONLINE: "온라인 투표" };

type Props = {
  accessCode: string;
  me: OwnerOnlineMe;
  watch: OwnerOnlineWatch;
  viewerCall: ViewerCall;
  onVoted: () => Promise<void>;
};

/**
 * 온라인 투표 while the console's vote is VOTING: the agenda cards and the review of the e-vote ballot (the same
 * rules), the cast, the receipt code; 투표 완료 once the attendee's one ballot exists (by any channel).
 */
export function OnlineBallot({ accessCode, me, watch, viewerCall, onVoted }: Props) {
  const [ballot, setBallot] = useState<OwnerOnlineBallot | null>(null);
  const [error, setError] = useState("");
  const [picks, setPicks] = useState<Record<number, AgendaPicks>>({});
  const [agendaErrors, setAgendaErrors] = useState<Record<number, string>>({});
  const [step, setStep] = useState<"choose" | "review">("choose");
  const [receipt, setReceipt] = useState<BallotReceipt | null>(() => savedReceipt(accessCode));

  useEffect(() => {
    if (me.votedAt) return;
    viewerCall<OwnerOnlineBallot>("/ballot")
      .then(setBallot)
      .catch((caught) => setError(messageOf(caught)));
  }, [viewerCall, me.votedAt]);

  if (me.votedAt) {
    const isThisCast = receipt !== null && me.channel === "ONLINE";
    return (
      <section className="card" aria-labelledby="vote-heading">
        <h2 id="vote-heading" className="subtitle ok" tabIndex={-1}>
          투표 완료
        </h2>
        <dl className="summary">
          <dt>투표 방법</dt>
          <dd>{me.channel ? CHANNEL_LABELS[me.channel] : "-"}</dd>
          <dt>투표 일시</dt>
          <dd>{dateTime(me.votedAt)}</dd>
        </dl>
        {isThisCast && (
          <p className="receipt-box">
            <span className="muted">접수번호</span>
            <strong className="receipt" data-testid="receipt-code">
              {receipt.receiptCode}
            </strong>
          </p>
        )}
        <p className="muted">
          투표는 모든 방법을 통틀어 한 번만 할 수 있습니다. 조합은 누가 무엇을 선택했는지 알 수 없습니다.
        </p>
      </section>
    );
  }
  if (watch.voteStatus !== "VOTING") return null;
  if (!ballot) {
    return (
      <section className="card" aria-labelledby="vote-heading">
        <h2 id="vote-heading" className="subtitle">
          온라인 투표
        </h2>
        <p className={error ? "alert" : "muted"} role={error ? "alert" : undefined}>
          {error || "투표지를 불러오는 중입니다…"}
        </p>
      </section>
    );
  }

  const rules = ballot.agendas.map((a) => ({
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
    try {
      const cast = await viewerCall<BallotReceipt>("/ballot", { method: "POST", body: { choices: choicesOf(picks) } });
      try {
        localStorage.setItem(receiptKey(accessCode), JSON.stringify(cast));
      } catch {
        // Private mode: the receipt is on screen only.
      }
      setReceipt(cast);
      await onVoted();
    } catch (caught) {
      // Voted meanwhile by another channel: show the status.
      if (caught instanceof ApiError && caught.status === 409) await onVoted();
      throw caught;
    }
  };

  if (step === "review") {
    return (
      <BallotReview
        me={{
          agendas: ballot.agendas,
          voter: { name: me.name, signerType: me.signerType, ownerName: me.ownerName },
        }}
        picks={picks}
        onBack={() => setStep("choose")}
        onCast={handleCast}
      />
    );
  }
  return (
    <section className="stack" aria-labelledby="vote-heading">
      <div className="card">
        <h2 id="vote-heading" className="subtitle" tabIndex={-1}>
          온라인 투표
        </h2>
        <p role="status">
          투표가 시작되었습니다. 안건마다 선택한 뒤 아래의 다음 단계 버튼을 눌러 주세요. 투표는 한 번만 할 수 있고,
          투표한 뒤에는 바꿀 수 없습니다.
        </p>
      </div>
      {ballot.agendas.map((agenda) => (
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
    </section>
  );
}
