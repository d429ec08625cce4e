import {
  COUNSEL_ATTEND_TYPES,
  COUNSEL_METHODS,
  COUNSEL_SERVICE_TYPE,
  type COUNSEL_TENDENCIES,
  COUNSEL_TOPICS,
  COUNSEL_VOTING_WRITTEN_TYPES,
  type CounselTopic,
} from "@johap/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import { members } from "../../modules/account/account.table";
import { counsels } from "../../modules/counsels/counsels.table";
import { unionRegisters } from "../../modules/register/register.table";
import type { Db } from "../client";
import { between, pick, prng, type Rand } from "./korean-names";

const DAY = 24 * 3600 * 1000;
const SEOUL_OFFSET = 9 * 3600 * 1000;
/** The first owners by register number get several records each (the form's side panel shows a history). */
const REGULARS = 40;
/** Other owners counselled once or twice. */
const OCCASIONAL = 110;
const DAYS_BACK = 180;

/** What owners ask about, by topic: the memo's first sentence. */
const QUESTIONS: Record<CounselTopic, readonly string[]> = {
  BUSINESS_GENERAL: [
    "사업 추진 일정과 관리처분인가 예정 시기를 문의함.",
    "시공사 선정 절차와 향후 일정에 대해 설명을 요청함.",
    "조합 운영비 사용 내역 공개 여부를 문의함.",
  ],
  MEMBER_QUALIFICATION: [
    "상속으로 취득한 지분의 조합원 자격 여부를 문의함.",
    "공유 지분의 대표조합원 선임 방법을 문의함.",
    "다물권자의 분양 자격 기준을 확인 요청함.",
  ],
  SALES: [
    "분양 신청 기간과 신청 서류를 문의함.",
    "희망 평형 변경이 가능한지 문의함.",
    "일반 분양가 산정 기준에 대해 설명을 요청함.",
  ],
  APPRAISAL: [
    "종전자산 감정평가 결과에 이의가 있어 재평가 절차를 문의함.",
    "감정평가 기준일과 평가 방식을 설명 요청함.",
  ],
  CONTRIBUTION: [
    "예상 분담금 규모와 납부 일정을 문의함.",
    "분담금 중도금 대출 가능 여부를 확인 요청함.",
    "추가 분담금 발생 가능성에 대해 우려를 표함.",
  ],
  COMPENSATION: ["현금청산 신청 절차와 청산금 지급 시기를 문의함.", "영업 손실 보상 대상 여부를 문의함."],
  RELOCATION: [
    "이주비 대출 한도와 이자 지원 조건을 문의함.",
    "이주 기간과 세입자 이주 대책을 문의함.",
    "이주 시기가 자녀 학기와 겹쳐 일정 조정을 요청함.",
  ],
  GENERAL_MEETING: [
    "정기총회 일정과 안건을 문의함.",
    "총회 서면결의서 제출 방법을 안내받기를 원함.",
    "총회 대리인 참석 시 필요 서류를 문의함.",
  ],
  CONSENT: ["정비계획 변경 동의서 제출 방법을 문의함.", "전자 동의서 본인 인증이 되지 않아 도움을 요청함."],
  TAX: ["입주권 양도 시 양도소득세 과세 여부를 문의함.", "재산세와 종합부동산세 부과 기준을 문의함."],
  ETC: ["연락처와 우편물 수령 주소 변경을 요청함.", "조합 사무실 운영 시간을 문의함."],
};

/** How the counsellor answered or what follows. */
const ANSWERS = [
  "관련 규정과 일정을 설명하고 안내문을 문자로 발송하기로 함.",
  "담당 법무사 검토 후 다음 주 중 회신하기로 함.",
  "조합 정관과 총회 의결 내용을 근거로 설명함. 추가 문의 시 사무실 방문 안내.",
  "필요 서류 목록을 안내하고 우편으로 송부하기로 함.",
  "이사회 안건으로 상정하여 검토 후 결과를 알려드리기로 함.",
  "설명 후 이해하였으며 추가 요청 사항 없음.",
  "불만이 있어 조합장 면담을 요청함. 일정 조율 예정.",
];

const TENDENCY_ODDS: readonly (typeof COUNSEL_TENDENCIES)[number][] = [
  "POSITIVE",
  "POSITIVE",
  "POSITIVE",
  "NEUTRAL",
  "NEUTRAL",
  "NEGATIVE",
  "UNDETERMINED",
  "UNDETERMINED",
];

/** A weekday between 9:00 and 18:00 Seoul time, `daysBack` days ago at most (a weekend moves to Friday). */
function officeHour(r: Rand, now: number): Date {
  const day = new Date(now - between(r, 1, DAYS_BACK) * DAY + SEOUL_OFFSET);
  const weekday = day.getUTCDay();
  const shift = weekday === 0 ? 2 : weekday === 6 ? 1 : 0;
  const local = Date.UTC(
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate() - shift,
    between(r, 9, 17),
    pick(r, [0, 10, 20, 30, 40, 50]),
  );
  return new Date(local - SEOUL_OFFSET);
}

function draft(r: Rand, now: number) {
  const drawn = new Set(Array.from({ length: between(r, 1, 3) }, () => pick(r, COUNSEL_TOPICS)));
  const topics = COUNSEL_TOPICS.filter((topic) => drawn.has(topic));
  const method = pick(r, [...COUNSEL_METHODS, "VISIT", "PHONE", "PHONE"]);
  const memo = [...topics.map((topic) => pick(r, QUESTIONS[topic])), pick(r, ANSWERS)].join("\n");
  return {
    method,
    counselAt: officeHour(r, now),
    topics,
    memo,
    tendency: pick(r, TENDENCY_ODDS),
    votingWrittenType: pick(r, [...COUNSEL_VOTING_WRITTEN_TYPES, "NOT_APPLICABLE"]),
    meetAttendType: pick(r, [...COUNSEL_ATTEND_TYPES, "NOT_APPLICABLE", "MYSELF"]),
    serviceType: COUNSEL_SERVICE_TYPE,
  };
}

/**
 * About 360 counselling records in the union over the last six months, by the demo supervisor and the demo
 * member: several for each of the first 40 owners, one or two for 110 others. Runs once (none there yet).
 */
export async function seedDemoCounsels(db: Db, unionSeq: number, loginIds: readonly string[], seed = 20261127) {
  const [existing] = await db
    .select({ seq: counsels.counselSeq })
    .from(counsels)
    .where(eq(counsels.unionSeq, unionSeq))
    .limit(1);
  if (existing) return 0;
  const counsellors = await db
    .select({ memberSeq: members.memberSeq })
    .from(members)
    .where(inArray(members.loginId, [...loginIds]))
    .orderBy(asc(members.memberSeq));
  if (counsellors.length === 0) return 0;
  const owners = await db
    .select({ seq: unionRegisters.unionRegisterSeq })
    .from(unionRegisters)
    .where(and(eq(unionRegisters.unionSeq, unionSeq)))
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub));
  if (owners.length === 0) return 0;
  const r = prng(seed);
  const now = Date.now();
  const rows: (typeof counsels.$inferInsert)[] = [];
  const add = (unionRegisterSeq: number) =>
    rows.push({
      unionSeq,
      unionRegisterSeq,
      counselorMemberSeq: pick(r, counsellors).memberSeq,
      ...draft(r, now),
    });
  for (const owner of owners.slice(0, REGULARS)) {
    for (let i = between(r, 3, 6); i > 0; i--) add(owner.seq);
  }
  const rest = owners.slice(REGULARS);
  for (let i = 0; i < OCCASIONAL && rest.length > 0; i++) {
    const owner = pick(r, rest);
    for (let n = between(r, 1, 2); n > 0; n--) add(owner.seq);
  }
  rows.sort((a, b) => (a.counselAt as Date).getTime() - (b.counselAt as Date).getTime());
  for (let i = 0; i < rows.length; i += 200) {
    const batch = rows.slice(i, i + 200).map((row) => ({ ...row, createdAt: row.counselAt, updatedAt: row.counselAt }));
    await db.insert(counsels).values(batch);
  }
  return rows.length;
}
