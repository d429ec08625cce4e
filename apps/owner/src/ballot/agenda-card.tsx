import type { OwnerBallotAgenda, OwnerMeetingFile } from "@johap/contracts";
import { AGAINST_CHOICE_LABELS, AGAINST_CHOICES, type BallotChoiceValue } from "@johap/contracts/owner-client";

/** One agenda's picks: candidateSeq → 찬성/반대/기권, or SELECTED for a chosen candidate. */
export type AgendaPicks = Record<number, BallotChoiceValue>;

type Props = {
  agenda: OwnerBallotAgenda;
  picks: AgendaPicks;
  error: string;
  onChange: (picks: AgendaPicks) => void;
};

export const agendaTitle = (agenda: OwnerBallotAgenda) => `제${agenda.order}호 안건`;

export const voteRule = (agenda: OwnerBallotAgenda) => {
  if (agenda.voteForm === "AGAINST") {
    return agenda.voteType === "MONO" ? "찬성, 반대, 기권 중 하나를 선택" : "후보마다 찬성, 반대, 기권 중 하나를 선택";
  }
  return agenda.voteType === "MONO" ? "후보 한 명을 선택" : `최대 ${agenda.selectCount}명까지 선택`;
};

export function FileLink({ file, label }: { file: OwnerMeetingFile | null; label: string }) {
  if (!file) return null;
  return (
    <a className="file-link" href={file.url} target="_blank" rel="noreferrer">
      {label}: {file.fileName}
      <span className="visually-hidden"> (새 창에서 열림)</span>
    </a>
  );
}

/** An agenda card: its text and attachment, then the choices its vote form and type allow. */
export function AgendaCard({ agenda, picks, error, onChange }: Props) {
  const id = `agenda-${agenda.agendaSeq}`;
  const chosen = Object.keys(picks).length;
  const isFull = agenda.voteForm === "SELECT" && agenda.voteType === "MULTI" && chosen >= agenda.selectCount;

  const setAgainst = (candidateSeq: number, choice: BallotChoiceValue) =>
    onChange({ ...picks, [candidateSeq]: choice });
  const selectOne = (candidateSeq: number) => onChange({ [candidateSeq]: "SELECTED" });
  const toggle = (candidateSeq: number, isOn: boolean) => {
    const next = { ...picks };
    if (isOn) next[candidateSeq] = "SELECTED";
    else delete next[candidateSeq];
    onChange(next);
  };

  return (
    <section className="card agenda" aria-labelledby={`${id}-title`}>
      <p className="agenda-no">{agendaTitle(agenda)}</p>
      <h2 id={`${id}-title`} className="subtitle" tabIndex={-1}>
        {agenda.name}
      </h2>
      {agenda.description && <p className="text">{agenda.description}</p>}
      <FileLink file={agenda.attachFile} label="안건 첨부 파일" />
      <p className="muted" id={`${id}-rule`}>
        {voteRule(agenda)}
        {agenda.voteForm === "SELECT" && agenda.voteType === "MULTI" && ` (${chosen}명 선택됨)`}
      </p>

      {agenda.voteForm === "AGAINST" &&
        agenda.candidates.map((candidate) => (
          <fieldset key={candidate.candidateSeq} className="choice-group" aria-describedby={`${id}-rule ${id}-error`}>
            <legend>{agenda.voteType === "MULTI" ? `기호 ${candidate.no}. ${candidate.name}` : candidate.name}</legend>
            {candidate.description && <p className="muted">{candidate.description}</p>}
            <FileLink file={candidate.attachFile} label="후보 첨부 파일" />
            <div className="choices-row">
              {AGAINST_CHOICES.map((choice) => (
                <label key={choice} className={`choice choice-${choice.toLowerCase()}`}>
                  <input
                    type="radio"
                    name={`${id}-${candidate.candidateSeq}`}
                    value={choice}
                    checked={picks[candidate.candidateSeq] === choice}
                    onChange={() => setAgainst(candidate.candidateSeq, choice)}
                  />
                  <span>{AGAINST_CHOICE_LABELS[choice]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}

      {agenda.voteForm === "SELECT" && (
        <fieldset className="choice-group" aria-describedby={`${id}-rule ${id}-error`}>
          <legend className="visually-hidden">{agenda.name} 후보</legend>
          {agenda.candidates.map((candidate) => {
            const isChecked = picks[candidate.candidateSeq] === "SELECTED";
            return (
              <div key={candidate.candidateSeq} className="candidate">
                <label className="choice choice-candidate">
                  <input
                    type={agenda.voteType === "MONO" ? "radio" : "checkbox"}
                    name={id}
                    value={candidate.candidateSeq}
                    checked={isChecked}
                    disabled={!isChecked && isFull}
                    onChange={(e) =>
                      agenda.voteType === "MONO"
                        ? selectOne(candidate.candidateSeq)
                        : toggle(candidate.candidateSeq, e.target.checked)
                    }
                  />
                  <span>
                    기호 {candidate.no}. {candidate.name}
                  </span>
                </label>
                {candidate.description && <p className="muted candidate-text">{candidate.description}</p>}
                <FileLink file={candidate.attachFile} label={`${candidate.name} 첨부 파일`} />
              </div>
            );
          })}
        </fieldset>
      )}
      <p id={`${id}-error`} className="error" role="alert">
        {error}
      </p>
    </section>
  );
}
