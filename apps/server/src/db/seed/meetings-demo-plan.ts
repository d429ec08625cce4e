import type {
  AttendExpectedType,
  EvoteProgressStatus,
  MeetMethod,
  MeetStatus,
  MeetType,
  OpenType,
  WrittenSubmissionStatus,
  WrittenSubmissionType,
} from "@johap/contracts";
import { EVOTE_SIMULATED_FAIL_REASON } from "../../modules/meetings/evote/evote-simulator";
import { SIMULATED_FAIL_REASONS } from "../../providers/sms/simulator";
import type { DemoAgenda } from "./meetings-demo-votes";

/** The demo union's meetings (what `seedDemoMeetings` stores) and the odds of their voters' facts. */
export const DEMO_MEET_NAME = "2026년 정기총회";

export type VoterFate = EvoteProgressStatus;
/** Shares of a meeting's voters with a phone by where their ballot link stands (the rest RECEIVED). */
export type FateShares = Partial<Record<VoterFate, number>>;

export type DemoMeet = {
  name: string;
  openType: OpenType;
  meetType: MeetType;
  method: MeetMethod;
  status: MeetStatus;
  isMock?: boolean;
  /** Days from now: e-vote start and end, written submission start and end, the meeting. */
  voteStartDays?: number;
  voteEndDays?: number;
  submissionStartDays?: number;
  meetDays: number;
  agendas: DemoAgenda[];
  /** Which register owners vote: all, the first n with a phone, or n from the executives on. */
  voters: { all: true } | { firstWithPhone: number } | { delegates: number };
  fates: FateShares;
  /** Share of voters (not voted electronically) with a written submission; share who attended on site. */
  writtenShare: number;
  onsiteShare: number;
  resendShare: number;
};

const AGENDAS_2026: DemoAgenda[] = [
  { name: "2025년도 결산 승인의 건", voteForm: "AGAINST", voteType: "MONO", candidates: ["2025년도 결산(안)"] },
  {
    name: "조합장 선출의 건",
    voteForm: "SELECT",
    voteType: "MONO",
    candidates: ["김정훈", "박서연", "이도윤"],
    weights: [0.5, 0.33, 0.17],
  },
  {
    name: "감사 선출의 건 (2인)",
    voteForm: "SELECT",
    voteType: "MULTI",
    selectCount: 2,
    candidates: ["최민준", "정하은", "강지호", "윤서진"],
    weights: [0.4, 0.3, 0.2, 0.1],
  },
  {
    name: "이사 선임의 건",
    voteForm: "AGAINST",
    voteType: "MULTI",
    candidates: ["한상우", "오지민", "서윤아"],
  },
];

export const MEETINGS: DemoMeet[] = [
  {
    name: DEMO_MEET_NAME,
    openType: "GENERAL",
    meetType: "REGULAR",
    method: "ONSITE_ELECTRONIC",
    status: "PROCESS",
    voteStartDays: -6,
    voteEndDays: 3,
    submissionStartDays: -10,
    meetDays: 4,
    agendas: AGENDAS_2026,
    voters: { all: true },
    // Of voters with a phone: about 35% voted (a third of all voters), the rest in every delivery state.
    fates: { VOTED: 0.35, OPENED: 0.09, FAILED: 0.06, SENT: 0.03, WAIT: 0.03 },
    writtenShare: 0.14,
    onsiteShare: 0,
    resendShare: 0.04,
  },
  {
    name: "2025년 정기총회",
    openType: "GENERAL",
    meetType: "REGULAR",
    method: "ELECTRONIC",
    status: "COMPLETE",
    voteStartDays: -372,
    voteEndDays: -365,
    meetDays: -365,
    agendas: [
      { name: "2024년도 결산 승인의 건", voteForm: "AGAINST", voteType: "MONO", candidates: ["2024년도 결산(안)"] },
      {
        name: "2025년도 사업계획 및 예산 승인의 건",
        voteForm: "AGAINST",
        voteType: "MONO",
        candidates: ["2025년도 사업계획(안)"],
      },
      {
        name: "정비사업전문관리업자 선정의 건",
        voteForm: "SELECT",
        voteType: "MONO",
        candidates: ["한빛정비(주)", "미래도시개발(주)"],
        weights: [0.64, 0.36],
      },
    ],
    voters: { all: true },
    fates: { VOTED: 0.58, OPENED: 0.05, FAILED: 0.04 },
    writtenShare: 0,
    onsiteShare: 0,
    resendShare: 0.03,
  },
  {
    name: "2026년 제1차 임시총회",
    openType: "GENERAL",
    meetType: "SPECIAL",
    method: "ELECTRONIC",
    status: "BEFORE",
    voteStartDays: 30,
    voteEndDays: 37,
    meetDays: 37,
    agendas: [
      {
        name: "시공자 선정 및 계약 체결의 건",
        voteForm: "SELECT",
        voteType: "MONO",
        candidates: ["대한건설(주)", "한울종합건설(주)", "새빛건설(주)"],
      },
      { name: "조합 정관 변경의 건", voteForm: "AGAINST", voteType: "MONO", candidates: ["정관 변경(안)"] },
    ],
    voters: { all: true },
    fates: { NONE: 1 },
    writtenShare: 0,
    onsiteShare: 0,
    resendShare: 0,
  },
  {
    name: "전자투표 모의 총회",
    openType: "GENERAL",
    meetType: "SPECIAL",
    method: "ELECTRONIC",
    status: "PROCESS",
    isMock: true,
    voteStartDays: -1,
    voteEndDays: 2,
    meetDays: 2,
    agendas: [
      { name: "모의 안건: 조합 사무실 이전의 건", voteForm: "AGAINST", voteType: "MONO", candidates: ["이전(안)"] },
      {
        name: "모의 안건: 총회 장소 선정의 건",
        voteForm: "SELECT",
        voteType: "MONO",
        candidates: ["구민회관 대강당", "조합 사무실"],
      },
    ],
    voters: { firstWithPhone: 8 },
    fates: { VOTED: 0.4, OPENED: 0.2 },
    writtenShare: 0,
    onsiteShare: 0,
    resendShare: 0,
  },
  {
    name: "제5차 대의원회",
    openType: "DELEGATE",
    meetType: "REGULAR",
    method: "ONSITE",
    status: "COMPLETE",
    submissionStartDays: -75,
    meetDays: -60,
    agendas: [
      {
        name: "2026년도 예산 변경의 건",
        voteForm: "AGAINST",
        voteType: "MONO",
        candidates: ["2026년도 예산 변경(안)"],
      },
      {
        name: "협력업체(설계자) 선정의 건",
        voteForm: "SELECT",
        voteType: "MONO",
        candidates: ["도시건축사사무소", "하늘설계"],
        weights: [0.7, 0.3],
      },
    ],
    voters: { delegates: 60 },
    fates: { NONE: 1 },
    writtenShare: 0.15,
    onsiteShare: 0.7,
    resendShare: 0,
  },
];

export const WRITTEN_TYPES: [WrittenSubmissionType, number][] = [
  ["DIRECT", 0.45],
  ["REGISTERED", 0.3],
  ["MANAGER", 0.25],
];
export const WRITTEN_STATUSES: [WrittenSubmissionStatus, number][] = [
  ["MYSELF", 0.7],
  ["AGENT", 0.2],
  ["NON_APPEARANCE", 0.1],
];
export const ATTEND_EXPECTED: [AttendExpectedType, number][] = [
  ["EXPECTED", 0.28],
  ["REFUSAL", 0.08],
  ["UNDEFINED", 0.14],
  ["NONE", 0.5],
];
export const FAIL_REASONS = [
  SIMULATED_FAIL_REASONS.unreachable,
  SIMULATED_FAIL_REASONS.invalidNumber,
  EVOTE_SIMULATED_FAIL_REASON,
];
