/**
 * The owner's electronic ballot (apps/owner, `/m/v/{linkToken}`): messages, the receipt code and the rules of a
 * ballot's choices per vote form and type. No zod here: the owner app imports this file (through
 * `@johap/contracts/owner-client`) and the server checks the same rules.
 */
import type { AgainstChoice, VoteForm, VoteType } from "./meetings.constants";

/** The random token of a texted ballot link (`/m/v/{linkToken}`). */
export const BALLOT_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A receipt code: 16 characters of Crockford base32 (80 random bits) shown as XXXX-XXXX-XXXX-XXXX. */
export const RECEIPT_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const RECEIPT_CODE_LENGTH = 16;

/** The evidence chain's kind of a cast ballot. */
export const BALLOT_EVIDENCE_KIND = "MEET_BALLOT_CAST";

/** Where the e-vote of a link stands for its voter, as the ballot page shows it. */
export const BALLOT_PHASES = ["BEFORE", "OPEN", "CLOSED"] as const;
export type BallotPhase = (typeof BALLOT_PHASES)[number];

export const BALLOT_MESSAGES = {
  linkNotFound: "전자투표 주소를 찾을 수 없습니다. 문자로 받으신 주소를 확인해 주세요.",
  linkReplaced: "새 링크가 발송되었습니다. 가장 최근에 받으신 문자의 주소로 투표해 주세요.",
  linkExpired: "만료된 링크입니다. 전자투표 기간이 끝났습니다.",
  voterGone: "선거인 명부에서 삭제되어 투표할 수 없습니다. 조합 사무실에 문의해 주세요.",
  notOwner: "조합원이 아니거나 소유자 정보가 없습니다.",
  scopeMismatch: "이 전자투표에 대한 본인 확인 정보가 아닙니다. 다시 본인 확인을 해 주세요.",
  notOpen: "지금은 전자투표 기간이 아닙니다.",
  beforeStart: "아직 전자투표 기간이 아닙니다. 투표 시작 후에 다시 열어 주세요.",
  alreadyVoted: "이미 투표하셨습니다. 투표는 한 번만 할 수 있습니다.",
  agendaMissing: (order: number) => `제${order}호 안건의 선택을 확인해 주세요.`,
  agendaUnknown: "투표할 수 없는 안건이 포함되어 있습니다. 화면을 새로 고친 뒤 다시 투표해 주세요.",
  againstOne: (order: number) => `제${order}호 안건은 찬성, 반대, 기권 중 하나를 선택해 주세요.`,
  againstEach: (order: number) => `제${order}호 안건은 후보마다 찬성, 반대, 기권 중 하나를 선택해 주세요.`,
  selectOne: (order: number) => `제${order}호 안건은 후보 한 명을 선택해 주세요.`,
  selectMany: (order: number, max: number) => `제${order}호 안건은 1명 이상 ${max}명 이하로 선택해 주세요.`,
  cast: "투표가 완료되었습니다.",
} as const;

/** The text carrying an e-vote identity code (a service notice: not charged to the union). */
export const ballotCodeText = (unionName: string, code: string) =>
  `[${unionName}] 전자투표 본인 확인 인증번호는 [${code}]입니다. 3분 안에 입력해 주세요.`;

export type BallotChoiceValue = AgainstChoice | "SELECTED";
export type BallotChoiceInput = { agendaSeq: number; candidateSeq: number; choice: BallotChoiceValue };
export type BallotAgendaRule = {
  agendaSeq: number;
  order: number;
  voteForm: VoteForm;
  voteType: VoteType;
  selectCount: number;
  candidateSeqs: number[];
};

const AGAINST = new Set<string>(["YES", "NO", "ABSTAIN"]);

/**
 * The first problem of a ballot's choices, or null. Every agenda is answered. AGAINST (찬반): one of
 * 찬성/반대/기권 on each candidate (MONO has one). SELECT MONO: exactly one candidate; SELECT MULTI: 1 to
 * selectCount distinct candidates. A choice of another meeting's agenda or candidate, or twice the same
 * candidate, is refused.
 */
export function ballotProblem(agendas: BallotAgendaRule[], choices: BallotChoiceInput[]): string | null {
  const byAgenda = new Map<number, BallotChoiceInput[]>();
  for (const choice of choices) {
    const list = byAgenda.get(choice.agendaSeq);
    if (list) list.push(choice);
    else byAgenda.set(choice.agendaSeq, [choice]);
  }
  const known = new Set(agendas.map((a) => a.agendaSeq));
  if ([...byAgenda.keys()].some((seq) => !known.has(seq))) return BALLOT_MESSAGES.agendaUnknown;
  for (const agenda of [...agendas].sort((a, b) => a.order - b.order)) {
    const picked = byAgenda.get(agenda.agendaSeq) ?? [];
    if (picked.length === 0) return BALLOT_MESSAGES.agendaMissing(agenda.order);
    const candidates = new Set(agenda.candidateSeqs);
    if (picked.some((c) => !candidates.has(c.candidateSeq))) return BALLOT_MESSAGES.agendaUnknown;
    const distinct = new Set(picked.map((c) => c.candidateSeq));
    if (agenda.voteForm === "AGAINST") {
      const message =
        agenda.voteType === "MONO"
          ? BALLOT_MESSAGES.againstOne(agenda.order)
          : BALLOT_MESSAGES.againstEach(agenda.order);
      if (picked.some((c) => !AGAINST.has(c.choice))) return message;
      if (distinct.size !== picked.length || distinct.size !== candidates.size) return message;
      continue;
    }
    if (picked.some((c) => c.choice !== "SELECTED") || distinct.size !== picked.length) {
      return agenda.voteType === "MONO"
        ? BALLOT_MESSAGES.selectOne(agenda.order)
        : BALLOT_MESSAGES.selectMany(agenda.order, agenda.selectCount);
    }
    if (agenda.voteType === "MONO" && picked.length !== 1) return BALLOT_MESSAGES.selectOne(agenda.order);
    if (agenda.voteType === "MULTI" && picked.length > agenda.selectCount) {
      return BALLOT_MESSAGES.selectMany(agenda.order, agenda.selectCount);
    }
  }
  return null;
}

/** A receipt code as typed or shown (case, spaces, hyphens and Crockford's look-alikes forgiven). */
export const normalizeReceiptCode = (code: string) =>
  code.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");

export const formatReceiptCode = (code: string) => normalizeReceiptCode(code).replace(/(.{4})(?=.)/g, "$1-");
