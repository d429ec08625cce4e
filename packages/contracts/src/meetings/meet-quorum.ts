import {
  AGENDA_KIND_LABELS,
  AGENDA_KIND_RULES,
  type AgendaKind,
  DISASTER_ELECTRONIC_ARTICLE,
  IN_PERSON_ERAS,
  type InPersonMode,
  QUORUM_ARTICLES,
  type QuorumRule,
  type QuorumThreshold,
  type ResolutionBase,
  type UnionKindOverride,
  type UnionQuorumOverrides,
} from "./meet-quorum.rules-data";
import type { AttendExpectedType } from "./meetings.constants";

/**
 * The quorum engine of a general meeting (도시정비법 제45조, 시행령 제42조; the rules as data in
 * meet-quorum.rules-data.ts). Pure and synchronous: the server feeds it the voters' participation when results
 * are confirmed, the attendance dashboard for its live forecast (정족수 충족 예상).
 *
 * 1. `participationOf(voters)` folds voters into members: co-owners count once, through their representative
 *    (제39조제1항제1호); the result is a few counted cells, so a server may also build it from a GROUP BY.
 * 2. `evaluateQuorum({ kind, meetAt, participation })` per agenda: present and in-person counts, the required
 *    counts, whether each requirement is met and under which article, and the yes votes a resolution needs.
 * 3. `decideResolution(evaluation, yesCount)`: 가결 or 부결 of a candidate by its yes votes.
 * 4. `forecastQuorum(...)`: the same with the voters expected to attend (참석 예정) counted as on site.
 */

/** Where a member attends: on site (in person or by an agent), in the online meeting, or not at all. */
export const QUORUM_ATTENDANCES = ["ONSITE", "ONLINE", "NONE"] as const;
export type QuorumAttendance = (typeof QUORUM_ATTENDANCES)[number];
/** A member's written resolution: none, submitted (and standing), or withdrawn (철회). */
export const QUORUM_WRITTEN_STATES = ["NONE", "SUBMITTED", "WITHDRAWN"] as const;
export type QuorumWrittenState = (typeof QUORUM_WRITTEN_STATES)[number];
/** The pre-vote a member brings: an electronic vote (it wins over a written one, as the ballot store keeps it). */
export type QuorumPreVote = "ELECTRONIC" | "WRITTEN" | "NONE";

/** One voter (선거인) as the engine reads them. */
export type QuorumVoter = {
  attendance: QuorumAttendance;
  /** Voted electronically before the meeting (전자투표). */
  electronicVoted: boolean;
  written: QuorumWrittenState;
  /** 참석 예정: only EXPECTED changes the forecast. */
  attendExpected?: AttendExpectedType;
  /** Co-owners (공유자) of one property share a group key (e.g. the register's main number); null when single. */
  coOwnerGroup?: string | null;
  /** The co-owners' representative (대표자), who is the member. */
  isRepresentative?: boolean;
};

/** Members with the same participation, counted. `expected`: not attending yet, but expected to (참석 예정). */
export type QuorumCell = { attendance: QuorumAttendance; preVote: QuorumPreVote; expected: boolean; count: number };

export const QUORUM_ISSUE_CODES = ["CO_OWNER_NO_REPRESENTATIVE", "CO_OWNER_MANY_REPRESENTATIVES"] as const;
export type QuorumIssueCode = (typeof QUORUM_ISSUE_CODES)[number];
/** Something staff should fix: a co-owner group whose member could not be told (it counts, as absent). */
export type QuorumIssue = { code: QuorumIssueCode; group: string; message: string };

export const QUORUM_ISSUE_MESSAGES: Record<QuorumIssueCode, string> = {
  CO_OWNER_NO_REPRESENTATIVE: "대표자가 지정되지 않은 공유자가 있어 불참으로 계산했습니다.",
  CO_OWNER_MANY_REPRESENTATIVES: "대표자가 둘 이상인 공유자가 있어 불참으로 계산했습니다.",
};

/** The members of a meeting as counted cells (see `participationOf`). */
export type QuorumParticipation = { memberCount: number; cells: QuorumCell[]; issues: QuorumIssue[] };

/** The pre-vote a voter brings: an electronic vote, else a written resolution that stands, else none. */
export const preVoteOf = (voter: Pick<QuorumVoter, "electronicVoted" | "written">): QuorumPreVote =>
  voter.electronicVoted ? "ELECTRONIC" : voter.written === "SUBMITTED" ? "WRITTEN" : "NONE";

const ABSENT: QuorumVoter = { attendance: "NONE", electronicVoted: false, written: "NONE" };

/**
 * Voters folded into members (제39조제1항제1호): a single owner is a member; co-owners sharing a group are one
 * member whose participation is their representative's (the others' count for nothing). A group of one is its
 * own member; a group with no representative or several is one absent member and an issue. `virtualCount`
 * adds members who take no part (a mock meeting's virtual voters).
 */
export function participationOf(voters: QuorumVoter[], virtualCount = 0): QuorumParticipation {
  const members: QuorumVoter[] = [];
  const groups = new Map<string, QuorumVoter[]>();
  for (const voter of voters) {
    const group = voter.coOwnerGroup ?? null;
    if (group === null) members.push(voter);
    else {
      const list = groups.get(group);
      if (list) list.push(voter);
      else groups.set(group, [voter]);
    }
  }
  const issues: QuorumIssue[] = [];
  for (const [group, list] of groups) {
    if (list.length === 1) {
      members.push(list[0]!);
      continue;
    }
    const representatives = list.filter((v) => v.isRepresentative === true);
    if (representatives.length === 1) members.push(representatives[0]!);
    else {
      const code = representatives.length === 0 ? "CO_OWNER_NO_REPRESENTATIVE" : "CO_OWNER_MANY_REPRESENTATIVES";
      issues.push({ code, group, message: QUORUM_ISSUE_MESSAGES[code] });
      members.push(ABSENT);
    }
  }
  const cells = new Map<string, QuorumCell>();
  const add = (attendance: QuorumAttendance, preVote: QuorumPreVote, expected: boolean, count: number) => {
    const key = `${attendance}|${preVote}|${expected}`;
    const cell = cells.get(key);
    if (cell) cell.count += count;
    else cells.set(key, { attendance, preVote, expected, count });
  };
  for (const m of members) {
    add(m.attendance, preVoteOf(m), m.attendance === "NONE" && m.attendExpected === "EXPECTED", 1);
  }
  if (virtualCount > 0) add("NONE", "NONE", false, virtualCount);
  return { memberCount: members.length + Math.max(0, virtualCount), cells: [...cells.values()], issues };
}

/**
 * The count a threshold requires of a base: at least ⌈base × n/d⌉ (이상), or more than base × n/d, i.e.
 * ⌊base × n/d⌋ + 1 (과반수, 초과). Integer arithmetic only.
 */
export function requiredCount(base: number, t: QuorumThreshold): number {
  const scaled = base * t.numerator;
  return t.atLeast ? Math.floor((scaled + t.denominator - 1) / t.denominator) : Math.floor(scaled / t.denominator) + 1;
}

/** A threshold in Korean: 과반수, 100분의 20 이상, 3분의 2 이상. */
export function thresholdLabel(t: QuorumThreshold): string {
  if (!t.atLeast && t.numerator * 2 === t.denominator) return "과반수";
  return `${t.denominator}분의 ${t.numerator} ${t.atLeast ? "이상" : "초과"}`;
}

/** What counts as in person at the meeting's date (see `IN_PERSON_ERAS`). */
export function inPersonEraAt(meetAt: Date, disasterElectronic = false) {
  let era = IN_PERSON_ERAS[0]!;
  for (const e of IN_PERSON_ERAS) if (e.from === null || meetAt.getTime() >= Date.parse(e.from)) era = e;
  if (!disasterElectronic || era.modes.includes("ELECTRONIC")) return { modes: era.modes, articles: era.articles };
  return {
    modes: [...era.modes, "ELECTRONIC", "ONLINE"] as InPersonMode[],
    articles: { ...era.articles, ELECTRONIC: DISASTER_ELECTRONIC_ARTICLE, ONLINE: DISASTER_ELECTRONIC_ARTICLE },
  };
}

export const isPresentCell = (cell: Pick<QuorumCell, "attendance" | "preVote">) =>
  cell.attendance !== "NONE" || cell.preVote !== "NONE";

/**
 * Whether a member counts as attending in person: a standing pre-vote keeps them out where the kind says so
 * (시공자 선정); else on site always, online or by electronic vote where the era counts it. A written
 * resolution alone never does (제45조제5항: present, not in person); a withdrawn one is no pre-vote at all.
 */
export function isInPersonCell(
  cell: Pick<QuorumCell, "attendance" | "preVote">,
  modes: readonly InPersonMode[],
  preVoteExcludes: boolean,
): boolean {
  if (preVoteExcludes && cell.preVote !== "NONE") return false;
  if (cell.attendance === "ONSITE") return true;
  if (cell.attendance === "ONLINE" && modes.includes("ONLINE")) return true;
  return cell.preVote === "ELECTRONIC" && modes.includes("ELECTRONIC");
}

export const QUORUM_REQUIREMENTS = ["PRESENCE", "IN_PERSON"] as const;
export type QuorumRequirement = (typeof QUORUM_REQUIREMENTS)[number];
export type QuorumSource = "LAW" | "ARTICLES";

/** One requirement checked: count against required, and the article that sets the count required. */
export type QuorumCheck = {
  requirement: QuorumRequirement;
  /** e.g. 조합원 과반수 출석, 조합원 100분의 20 이상 직접 출석. */
  label: string;
  count: number;
  required: number;
  isMet: boolean;
  /** How many more members it needs (0 when met). */
  shortfall: number;
  article: string;
  source: QuorumSource;
};

/** The yes votes a resolution needs, against present members or all members. */
export type ResolutionRequirement = {
  base: ResolutionBase;
  baseCount: number;
  /** e.g. 출석 조합원 과반수 찬성, 조합원 3분의 2 이상 찬성. */
  label: string;
  required: number;
  article: string;
  source: QuorumSource;
};

export type QuorumEvaluation = {
  kind: AgendaKind;
  kindLabel: string;
  memberCount: number;
  presentCount: number;
  inPersonCount: number;
  /** Present members by how they are present: on site, online, or absent with an electronic or written pre-vote. */
  breakdown: { onsite: number; online: number; electronic: number; written: number };
  /** The ways that counted as in person, with the article of each. */
  inPersonModes: { mode: InPersonMode; article: string }[];
  /** When pre-votes were kept out of the in-person count: the article (시공자 선정), else null. */
  preVoteExcludesInPerson: string | null;
  checks: QuorumCheck[];
  /** Every check met: the agenda may be resolved (의사정족수 충족). */
  isMet: boolean;
  resolution: ResolutionRequirement;
  issues: QuorumIssue[];
};

/** The stricter of the law's rule and the union's, at this base (the union's wins only when it asks more). */
function stricter(
  base: number,
  law: QuorumRule,
  union: QuorumRule[],
): { required: number; article: string; source: QuorumSource; threshold: QuorumThreshold } {
  let best = { required: requiredCount(base, law.threshold), article: law.article, source: "LAW" as QuorumSource };
  let threshold = law.threshold;
  for (const rule of union) {
    const required = requiredCount(base, rule.threshold);
    if (required > best.required) {
      best = { required, article: rule.article, source: "ARTICLES" };
      threshold = rule.threshold;
    }
  }
  return { ...best, threshold };
}

const unionRules = (overrides: UnionQuorumOverrides | undefined, kind: AgendaKind) =>
  [overrides?.all, overrides?.byKind?.[kind]].filter((o): o is UnionKindOverride => o !== undefined);

export type EvaluateQuorumArgs = {
  kind: AgendaKind;
  /** The meeting's date (총회일): it decides whether electronic votes count as in person. */
  meetAt: Date;
  participation: QuorumParticipation;
  overrides?: UnionQuorumOverrides;
  /** Before 2025-06-04 only: the mayor recognised a disaster (제45조제8항), so electronic votes count in person. */
  disasterElectronic?: boolean;
};

/** The quorum of one agenda (see the module's doc). */
export function evaluateQuorum(args: EvaluateQuorumArgs): QuorumEvaluation {
  const rule = AGENDA_KIND_RULES[args.kind];
  const era = inPersonEraAt(args.meetAt, args.disasterElectronic);
  const excludes = rule.preVoteExcludesInPerson !== null;
  const { memberCount, cells } = args.participation;
  const breakdown = { onsite: 0, online: 0, electronic: 0, written: 0 };
  let presentCount = 0;
  let inPersonCount = 0;
  for (const cell of cells) {
    if (!isPresentCell(cell)) continue;
    presentCount += cell.count;
    if (cell.attendance === "ONSITE") breakdown.onsite += cell.count;
    else if (cell.attendance === "ONLINE") breakdown.online += cell.count;
    else if (cell.preVote === "ELECTRONIC") breakdown.electronic += cell.count;
    else breakdown.written += cell.count;
    if (isInPersonCell(cell, era.modes, excludes)) inPersonCount += cell.count;
  }
  const unions = unionRules(args.overrides, args.kind);
  const check = (requirement: QuorumRequirement, count: number, law: QuorumRule, union: QuorumRule[]) => {
    const s = stricter(memberCount, law, union);
    const label = `조합원 ${thresholdLabel(s.threshold)} ${requirement === "PRESENCE" ? "출석" : "직접 출석"}`;
    return {
      requirement,
      label,
      count,
      required: s.required,
      isMet: count >= s.required,
      shortfall: Math.max(0, s.required - count),
      article: s.article,
      source: s.source,
    } satisfies QuorumCheck;
  };
  const checks = [
    check(
      "PRESENCE",
      presentCount,
      rule.presence,
      unions.flatMap((u) => (u.presence ? [u.presence] : [])),
    ),
    check(
      "IN_PERSON",
      inPersonCount,
      rule.inPerson,
      unions.flatMap((u) => (u.inPerson ? [u.inPerson] : [])),
    ),
  ];
  return {
    kind: args.kind,
    kindLabel: AGENDA_KIND_LABELS[args.kind],
    memberCount,
    presentCount,
    inPersonCount,
    breakdown,
    inPersonModes: era.modes.map((mode) => ({ mode, article: era.articles[mode] ?? QUORUM_ARTICLES.inPerson })),
    preVoteExcludesInPerson: rule.preVoteExcludesInPerson,
    checks,
    isMet: checks.every((c) => c.isMet),
    resolution: resolutionOf(rule.resolution, unions, memberCount, presentCount),
    issues: args.participation.issues,
  };
}

/**
 * The yes votes needed: the law's and every union rule's, each on its own base (present or all members); the
 * largest count wins, as every one of them must hold.
 */
function resolutionOf(
  law: { base: ResolutionBase } & QuorumRule,
  unions: UnionKindOverride[],
  memberCount: number,
  presentCount: number,
): ResolutionRequirement {
  const baseCount = (base: ResolutionBase) => (base === "PRESENT" ? presentCount : memberCount);
  const label = (base: ResolutionBase, t: QuorumThreshold) =>
    `${base === "PRESENT" ? "출석 조합원" : "조합원"} ${thresholdLabel(t)} 찬성`;
  let best: ResolutionRequirement = {
    base: law.base,
    baseCount: baseCount(law.base),
    label: label(law.base, law.threshold),
    required: requiredCount(baseCount(law.base), law.threshold),
    article: law.article,
    source: "LAW",
  };
  for (const u of unions) {
    if (!u.resolution) continue;
    const { base, threshold, article } = u.resolution;
    const required = requiredCount(baseCount(base), threshold);
    if (required > best.required) {
      best = { base, baseCount: baseCount(base), label: label(base, threshold), required, article, source: "ARTICLES" };
    }
  }
  return best;
}

export const RESOLUTION_DECISIONS = ["PASSED", "REJECTED", "NO_QUORUM"] as const;
export type ResolutionDecision = (typeof RESOLUTION_DECISIONS)[number];
export const RESOLUTION_DECISION_LABELS: Record<ResolutionDecision, string> = {
  PASSED: "가결",
  REJECTED: "부결",
  NO_QUORUM: "정족수 미달",
};

export type ResolutionOutcome = {
  decision: ResolutionDecision;
  /** The candidate's isPassed: true only when PASSED. */
  isPassed: boolean;
  yesCount: number;
  required: number;
  article: string;
};

/**
 * 가결 when the quorum is met and the yes votes reach what the resolution needs (출석 과반수: yes > half of
 * those present; 조합원 과반수 or 3분의 2 for plans and articles); NO_QUORUM when a quorum check failed (the
 * agenda cannot pass, whatever the votes); else 부결. For a select-type agenda pass each candidate's votes.
 */
export function decideResolution(evaluation: QuorumEvaluation, yesCount: number): ResolutionOutcome {
  const { required, article } = evaluation.resolution;
  if (!evaluation.isMet) {
    const failed = evaluation.checks.find((c) => !c.isMet)!;
    return { decision: "NO_QUORUM", isPassed: false, yesCount, required, article: failed.article };
  }
  const isPassed = yesCount >= required;
  return { decision: isPassed ? "PASSED" : "REJECTED", isPassed, yesCount, required, article };
}

/** Every agenda of a meeting at once (participation folded once). */
export function evaluateAgendas<T extends { kind: AgendaKind }>(
  agendas: T[],
  args: Omit<EvaluateQuorumArgs, "kind">,
): (T & { quorum: QuorumEvaluation })[] {
  return agendas.map((agenda) => ({ ...agenda, quorum: evaluateQuorum({ ...args, kind: agenda.kind }) }));
}

/** The participation once the members expected to attend (참석 예정, not yet there) are there, on site. */
export function expectedParticipation(participation: QuorumParticipation): QuorumParticipation {
  const cells = participation.cells.map((cell) =>
    cell.expected && cell.attendance === "NONE" ? { ...cell, attendance: "ONSITE" as const, expected: false } : cell,
  );
  return { ...participation, cells };
}

export const QUORUM_FORECASTS = ["MET", "EXPECTED", "SHORT"] as const;
export type QuorumForecastStatus = (typeof QUORUM_FORECASTS)[number];
export const QUORUM_FORECAST_LABELS: Record<QuorumForecastStatus, string> = {
  MET: "정족수 충족",
  EXPECTED: "정족수 충족 예상",
  SHORT: "정족수 미달 예상",
};

export type QuorumForecast = {
  status: QuorumForecastStatus;
  label: string;
  /** Per kind on the agenda list (each once): now, and with the expected attendance. */
  kinds: { kind: AgendaKind; current: QuorumEvaluation; expected: QuorumEvaluation }[];
  /** Of the kinds still short with the expected attendance: the largest shortfall per requirement. */
  shortfall: Record<QuorumRequirement, number>;
};

/**
 * The live dashboard's forecast (정족수 충족 예상): MET when every agenda's quorum is met now; EXPECTED when it
 * will be once the members who said they will come (참석 예정 EXPECTED) attend on site; else SHORT, with how
 * many more members each requirement lacks. A written pre-vote stays a pre-vote (no withdrawal is assumed).
 */
export function forecastQuorum(args: {
  kinds: AgendaKind[];
  meetAt: Date;
  participation: QuorumParticipation;
  overrides?: UnionQuorumOverrides;
  disasterElectronic?: boolean;
}): QuorumForecast {
  const expectedPart = expectedParticipation(args.participation);
  const kinds = [...new Set(args.kinds.length > 0 ? args.kinds : (["GENERAL"] as AgendaKind[]))].map((kind) => ({
    kind,
    current: evaluateQuorum({ ...args, kind }),
    expected: evaluateQuorum({ ...args, kind, participation: expectedPart }),
  }));
  const shortfall: Record<QuorumRequirement, number> = { PRESENCE: 0, IN_PERSON: 0 };
  for (const k of kinds) {
    for (const c of k.expected.checks) shortfall[c.requirement] = Math.max(shortfall[c.requirement], c.shortfall);
  }
  const status: QuorumForecastStatus = kinds.every((k) => k.current.isMet)
    ? "MET"
    : kinds.every((k) => k.expected.isMet)
      ? "EXPECTED"
      : "SHORT";
  return { status, label: QUORUM_FORECAST_LABELS[status], kinds, shortfall };
}

/**
 * A stored voter's facts as the engine reads them: `ballotChannel` is the voter's stored ballot (one at most),
 * an ONSITE or ONLINE ballot also places them; a written submission stands while not withdrawn
 * (`writtenWithdrawalAt`); co-owners (shareType SHARE) group by the register's main number.
 */
export function quorumVoterOf(row: {
  attendanceCategory: "ONLINE" | "ONSITE" | "NOT_ATTEND";
  ballotChannel: "ELECTRONIC" | "WRITTEN" | "ONSITE" | "ONLINE" | null;
  writtenSubmissionAt: Date | string | null;
  writtenWithdrawalAt: Date | string | null;
  attendExpectedType?: AttendExpectedType;
  shareType?: string;
  unionRegisterNoMain?: number;
  isRepresentative?: boolean;
}): QuorumVoter {
  const attendance: QuorumAttendance =
    row.attendanceCategory === "ONSITE" || row.ballotChannel === "ONSITE"
      ? "ONSITE"
      : row.attendanceCategory === "ONLINE" || row.ballotChannel === "ONLINE"
        ? "ONLINE"
        : "NONE";
  const written: QuorumWrittenState =
    row.writtenWithdrawalAt !== null
      ? "WITHDRAWN"
      : row.writtenSubmissionAt !== null || row.ballotChannel === "WRITTEN"
        ? "SUBMITTED"
        : "NONE";
  const isShared = row.shareType === "SHARE" && row.unionRegisterNoMain !== undefined;
  return {
    attendance,
    electronicVoted: row.ballotChannel === "ELECTRONIC",
    written,
    attendExpected: row.attendExpectedType,
    coOwnerGroup: isShared ? String(row.unionRegisterNoMain) : null,
    isRepresentative: row.isRepresentative ?? false,
  };
}
