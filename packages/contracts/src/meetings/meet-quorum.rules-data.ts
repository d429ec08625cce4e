/**
 * The quorum rules of a redevelopment union's general meeting (총회) as data, read by the engine in
 * meet-quorum.ts. Each rule names the article it comes from; docs/decisions.md (section "정족수") gives the
 * reasoning. Law: 「도시 및 주거환경정비법」(도시정비법) 제45조 (총회의 의결) and its decree (시행령) 제42조, the
 * ministry's 「정비사업 계약업무 처리기준」(국토교통부 고시) 제35조 for contractor selection, 도시정비법 제40조제3항
 * for changes of the union's articles (정관), and 제39조제1항 for co-owners.
 *
 * A union's own articles may raise a threshold (never lower one): see `UnionQuorumOverrides`.
 */

/** What an agenda decides, as far as the quorum depends on it. The lead stores it per agenda. */
export const AGENDA_KINDS = [
  "GENERAL",
  "FOUNDING",
  "PROJECT_PLAN",
  "PROJECT_PLAN_COST_UP",
  "DISPOSAL_PLAN",
  "DISPOSAL_PLAN_COST_UP",
  "PROJECT_COST",
  "CONTRACTOR",
  "ARTICLES",
  "ARTICLES_MAJOR",
] as const;
export type AgendaKind = (typeof AGENDA_KINDS)[number];
export const AGENDA_KIND_LABELS: Record<AgendaKind, string> = {
  GENERAL: "일반 안건",
  FOUNDING: "창립총회 안건",
  PROJECT_PLAN: "사업시행계획서 작성·변경",
  PROJECT_PLAN_COST_UP: "사업시행계획서 작성·변경 (정비사업비 10% 이상 증가)",
  DISPOSAL_PLAN: "관리처분계획 수립·변경",
  DISPOSAL_PLAN_COST_UP: "관리처분계획 수립·변경 (정비사업비 10% 이상 증가)",
  PROJECT_COST: "정비사업비 사용·변경 (예산안 포함)",
  CONTRACTOR: "시공자 선정",
  ARTICLES: "정관 변경",
  ARTICLES_MAJOR: "정관 변경 (조합원 3분의 2 이상 찬성 사항)",
};
export const DEFAULT_AGENDA_KIND: AgendaKind = "GENERAL";

/**
 * A share of a base count: `numerator/denominator` of it, reached "at least" (이상: count ≥ share) or, when
 * `atLeast` is false, "more than" (과반수, 초과: count > share).
 */
export type QuorumThreshold = { numerator: number; denominator: number; atLeast: boolean };

/** 과반수: more than half. */
export const THRESHOLD_MAJORITY: QuorumThreshold = { numerator: 1, denominator: 2, atLeast: false };
/** 100분의 10 이상. */
export const THRESHOLD_TEN_PERCENT: QuorumThreshold = { numerator: 10, denominator: 100, atLeast: true };
/** 100분의 20 이상. */
export const THRESHOLD_TWENTY_PERCENT: QuorumThreshold = { numerator: 20, denominator: 100, atLeast: true };
/** 3분의 2 이상. */
export const THRESHOLD_TWO_THIRDS: QuorumThreshold = { numerator: 2, denominator: 3, atLeast: true };

/** A threshold with the article that sets it. */
export type QuorumRule = { threshold: QuorumThreshold; article: string };
/** Whose yes votes count against what: those present (출석 조합원) or all members (조합원). */
export const RESOLUTION_BASES = ["PRESENT", "MEMBERS"] as const;
export type ResolutionBase = (typeof RESOLUTION_BASES)[number];
export type ResolutionRule = QuorumRule & { base: ResolutionBase };

/** The article texts cited by the rules (kept here so the code, the screens and the decisions agree). */
export const QUORUM_ARTICLES = {
  /** 총회의 의결은 조합원 과반수의 출석과 출석 조합원의 과반수 찬성으로 한다. */
  presence: "도시정비법 제45조제3항",
  resolution: "도시정비법 제45조제3항",
  /** 사업시행계획서(제1항제9호)·관리처분계획(제10호)은 조합원 과반수의 찬성. */
  planResolution: "도시정비법 제45조제4항 본문",
  /** 정비사업비가 100분의 10 이상 늘어나는 경우 조합원 3분의 2 이상의 찬성. */
  planCostUpResolution: "도시정비법 제45조제4항 단서",
  /** 서면 의결권 행사는 정족수 산정 때 출석으로 본다 (직접 출석은 아니다). */
  written: "도시정비법 제45조제5항",
  /** 조합원의 100분의 10 이상 직접 출석 (대리인 출석은 직접 출석으로 본다). */
  inPerson: "도시정비법 제45조제7항 본문",
  /** 창립총회, 사업시행계획서·관리처분계획, 정비사업비 사용·변경 총회: 100분의 20 이상 직접 출석. */
  inPersonTwenty: "도시정비법 제45조제7항 단서, 같은 법 시행령 제42조제2항",
  /** 시공자 선정 총회: 조합원 과반수 직접 출석. */
  contractorInPerson: "정비사업 계약업무 처리기준 제35조제1항",
  /** 서면(2025년 개정 뒤 전자적 방법 포함) 결의서를 철회하고 직접 출석하여 의결하지 않으면 직접 참석자가 아니다. */
  contractorPreVote: "정비사업 계약업무 처리기준 제35조제2항",
  /** 정관 변경: 조합원 과반수 찬성, 제40조제1항 제2·3·4·8·13·16호는 3분의 2 이상. */
  articlesResolution: "도시정비법 제40조제3항 본문",
  articlesMajorResolution: "도시정비법 제40조제3항 단서",
  /** 전자적 방법의 의결권 행사는 정족수 산정 때 직접 출석으로 본다 (2024. 12. 3. 개정, 2025. 6. 4. 시행). */
  electronic: "도시정비법 제45조 (2024. 12. 3. 개정, 2025. 6. 4. 시행)",
  /** 재난 등으로 시장·군수등이 직접 출석이 어렵다고 인정한 때의 전자적 의결 (2021. 11. 11. 시행). */
  electronicDisaster: "도시정비법 제45조제8항 (2021. 8. 10. 신설), 같은 법 시행령 제42조제3항",
  /** 온라인 총회 참석은 직접 출석으로 본다 (2025. 12. 4. 시행). */
  online: "도시정비법 제44조의2 (2024. 12. 3. 신설, 2025. 12. 4. 시행)",
  /** 공유자는 대표하는 1명을 조합원으로 본다. */
  coOwner: "도시정비법 제39조제1항제1호",
} as const;
const A = QUORUM_ARTICLES;

/** What a kind of agenda requires (law only; a union's articles may raise each threshold). */
export type AgendaKindRule = {
  /** 의사정족수: members present (on site, online, electronic or written pre-vote). */
  presence: QuorumRule;
  /** 직접 출석: members attending in person (see `IN_PERSON_ERAS` for what counts). */
  inPerson: QuorumRule;
  /**
   * Whether a standing pre-vote (a written resolution not withdrawn, or an electronic vote) keeps its member
   * out of the in-person count even when they come (계약업무 처리기준 제35조제2항); `null` when it does not.
   */
  preVoteExcludesInPerson: string | null;
  /** 의결정족수: yes votes needed. */
  resolution: ResolutionRule;
};

const presence: QuorumRule = { threshold: THRESHOLD_MAJORITY, article: A.presence };
const inPersonTen: QuorumRule = { threshold: THRESHOLD_TEN_PERCENT, article: A.inPerson };
const inPersonTwenty: QuorumRule = { threshold: THRESHOLD_TWENTY_PERCENT, article: A.inPersonTwenty };
const presentMajority: ResolutionRule = { base: "PRESENT", threshold: THRESHOLD_MAJORITY, article: A.resolution };
const planRule = (costUp: boolean): AgendaKindRule => ({
  presence,
  inPerson: inPersonTwenty,
  preVoteExcludesInPerson: null,
  resolution: costUp
    ? { base: "MEMBERS", threshold: THRESHOLD_TWO_THIRDS, article: A.planCostUpResolution }
    : { base: "MEMBERS", threshold: THRESHOLD_MAJORITY, article: A.planResolution },
});

export const AGENDA_KIND_RULES: Record<AgendaKind, AgendaKindRule> = {
  GENERAL: { presence, inPerson: inPersonTen, preVoteExcludesInPerson: null, resolution: presentMajority },
  FOUNDING: { presence, inPerson: inPersonTwenty, preVoteExcludesInPerson: null, resolution: presentMajority },
  PROJECT_PLAN: planRule(false),
  PROJECT_PLAN_COST_UP: planRule(true),
  DISPOSAL_PLAN: planRule(false),
  DISPOSAL_PLAN_COST_UP: planRule(true),
  PROJECT_COST: { presence, inPerson: inPersonTwenty, preVoteExcludesInPerson: null, resolution: presentMajority },
  CONTRACTOR: {
    presence,
    inPerson: { threshold: THRESHOLD_MAJORITY, article: A.contractorInPerson },
    preVoteExcludesInPerson: A.contractorPreVote,
    resolution: presentMajority,
  },
  ARTICLES: {
    presence,
    inPerson: inPersonTen,
    preVoteExcludesInPerson: null,
    resolution: { base: "MEMBERS", threshold: THRESHOLD_MAJORITY, article: A.articlesResolution },
  },
  ARTICLES_MAJOR: {
    presence,
    inPerson: inPersonTen,
    preVoteExcludesInPerson: null,
    resolution: { base: "MEMBERS", threshold: THRESHOLD_TWO_THIRDS, article: A.articlesMajorResolution },
  },
};

/** The ways a member takes part that may count as attending in person besides being there (ONSITE). */
export const IN_PERSON_MODES = ["ONSITE", "ONLINE", "ELECTRONIC"] as const;
export type InPersonMode = (typeof IN_PERSON_MODES)[number];

/**
 * What counts as attending in person, by the meeting's date (총회일). On site counts always, in person or by an
 * agent (대리인: 제45조제7항 괄호). Since 2025-06-04 an electronic vote counts as attending in person; an
 * online-meeting ballot is an electronic vote and, from 2025-12-04, online attendance is attendance in person
 * (제44조의2). Before 2025-06-04 an electronic vote counted only as present (as a written one), unless the
 * mayor had recognised a disaster (제45조제8항): the engine's `disasterElectronic` option.
 */
export type InPersonEra = {
  /** First instant of the era (Seoul midnight), or null for "always before the next one". */
  from: string | null;
  modes: InPersonMode[];
  articles: Partial<Record<InPersonMode, string>>;
};
export const IN_PERSON_ERAS: InPersonEra[] = [
  { from: null, modes: ["ONSITE"], articles: { ONSITE: A.inPerson } },
  {
    from: "2025-06-04T00:00:00+09:00",
    modes: ["ONSITE", "ELECTRONIC", "ONLINE"],
    articles: { ONSITE: A.inPerson, ELECTRONIC: A.electronic, ONLINE: A.electronic },
  },
  {
    from: "2025-12-04T00:00:00+09:00",
    modes: ["ONSITE", "ELECTRONIC", "ONLINE"],
    articles: { ONSITE: A.inPerson, ELECTRONIC: A.electronic, ONLINE: A.online },
  },
];
export const DISASTER_ELECTRONIC_ARTICLE = A.electronicDisaster;

/** A stricter threshold a union's articles (정관) set, with the article that says so (e.g. "정관 제22조제3항"). */
export type UnionQuorumRule = { threshold: QuorumThreshold; article: string };
export type UnionResolutionRule = UnionQuorumRule & { base: ResolutionBase };
export type UnionKindOverride = {
  presence?: UnionQuorumRule;
  inPerson?: UnionQuorumRule;
  resolution?: UnionResolutionRule;
};
/**
 * A union's own thresholds: `all` for every agenda, `byKind` for one kind (both apply: the strictest wins).
 * An override can only raise: the engine requires the larger of the law's count and the union's, so a
 * threshold below the law's changes nothing.
 */
export type UnionQuorumOverrides = {
  all?: UnionKindOverride;
  byKind?: Partial<Record<AgendaKind, UnionKindOverride>>;
};
