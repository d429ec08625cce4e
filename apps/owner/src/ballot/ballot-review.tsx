import type { OwnerBallot } from "@johap/contracts";
import { AGAINST_CHOICE_LABELS, type AgainstChoice } from "@johap/contracts/owner-client";
import { useState } from "react";
import { messageOf } from "../api";
import { type AgendaPicks, agendaTitle } from "./agenda-card";

type Props = {
  /** The voter and the agendas (the e-vote ballot's, or the online meeting's: the same review for both). */
  me: Pick<OwnerBallot, "agendas"> & { voter: Pick<OwnerBallot["voter"], "name" | "signerType" | "ownerName"> };
  picks: Record<number, AgendaPicks>;
  onBack: () => void;
  onCast: () => Promise<void>;
};

/** What each agenda's pick reads as, e.g. 찬성, or 기호 2. 이영희. */
function pickedText(agenda: OwnerBallot["agendas"][number], picks: AgendaPicks) {
  if (agenda.voteForm === "AGAINST") {
    return agenda.candidates.map((c) => {
      const label = AGAINST_CHOICE_LABELS[picks[c.candidateSeq] as AgainstChoice];
      return agenda.voteType === "MONO" ? label : `기호 ${c.no}. ${c.name}: ${label}`;
    });
  }
  return agenda.candidates.filter((c) => picks[c.candidateSeq] === "SELECTED").map((c) => `기호 ${c.no}. ${c.name}`);
}

/** 선택 내용 확인: every agenda's pick, an explicit confirmation, then 투표하기 (once; no change afterwards). */
export function BallotReview({ me, picks, onBack, onCast }: Props) {
  const [isAgreed, setIsAgreed] = useState(false);
  const [error, setError] = useState("");
  const [isCasting, setIsCasting] = useState(false);

  const handleCast = async () => {
    if (!isAgreed) return setError("선택 내용을 확인했다는 항목에 체크해 주세요.");
    setIsCasting(true);
    setError("");
    try {
      await onCast();
    } catch (caught) {
      setError(messageOf(caught));
      setIsCasting(false);
    }
  };

  return (
    <section aria-labelledby="review-heading" className="card">
      <h2 id="review-heading" className="subtitle" tabIndex={-1}>
        선택 내용 확인
      </h2>
      <dl className="summary">
        <dt>투표하는 분</dt>
        <dd>
          {me.voter.name}
          {me.voter.signerType === "AGENT" ? ` (${me.voter.ownerName} 님의 대리인)` : " (본인)"}
        </dd>
        {me.agendas.map((agenda) => (
          <div key={agenda.agendaSeq} className="summary-row">
            <dt>
              {agendaTitle(agenda)} {agenda.name}
            </dt>
            <dd>
              {pickedText(agenda, picks[agenda.agendaSeq] ?? {}).map((line) => (
                <span key={line} className="picked">
                  {line}
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <fieldset disabled={isCasting} className="fields">
        <label className="check">
          <input type="checkbox" checked={isAgreed} onChange={(e) => setIsAgreed(e.target.checked)} />
          <span>위 선택 내용으로 투표합니다. 투표한 뒤에는 바꿀 수 없음을 확인했습니다.</span>
        </label>
        <p className="error" role="alert" aria-live="assertive">
          {error}
        </p>
        <button type="button" className="button primary" onClick={handleCast}>
          {isCasting ? "투표하는 중…" : "투표하기"}
        </button>
        <button type="button" className="button" onClick={onBack}>
          선택 수정하기
        </button>
      </fieldset>
    </section>
  );
}
