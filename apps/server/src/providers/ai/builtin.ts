import { countBytes, LMS_MAX_BYTES, SMS_MAX_BYTES, truncateToBytes } from "@johap/contracts";
import type { AiPort, SmsDraftRequest } from "./port";

/**
 * The built-in Korean drafting engine: reads the kind of notice, dates, times, places, subjects,
 * documents and deadlines from the prompt and writes a notice from them. It never adds a fact the
 * prompt does not give: lines whose data is missing are left out.
 */
export type DraftFacts = {
  kind: "meeting" | "documents" | "deadline" | "vote" | "promotion" | "general";
  subject: string;
  dates: string[];
  times: string[];
  place: string | null;
  deadline: string | null;
  documents: string[];
  agenda: string | null;
  contact: string | null;
  isPromotional: boolean;
  isShort: boolean;
};

const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"];
const MEETING = /(정기총회|임시총회|창립총회|총회|대의원회|이사회|주민\s?설명회|설명회|간담회|회의|모임|총회)/;
const DOCUMENT_WORDS =
  /([가-힣]*(?:증명서|등본|초본|동의서|위임장|신분증|인감|확인서|신청서|통장|계약서|결의서)(?:\s?사본)?|[가-힣]+\s사본)/g;
const PROMOTION = /(광고|홍보|이벤트|할인|특가|혜택|분양\s?모집|모집|프로모션|사은품)/;
const VOTE = /(투표|서면결의|전자투표|의결)/;
const SHORT = /(짧게|간단히|단문|SMS|한\s?줄)/i;
const INSTRUCTION =
  /(에\s?대한|관련|관한|문자를?|메시지를?|안내문을?|공지를?|알림을?|초안을?|작성해?\s?줘|작성해\s?주세요|작성|만들어\s?줘|만들어\s?주세요|써\s?줘|써\s?주세요|보내\s?줘|보내려고\s?해|부탁(해|드립니다)?|해\s?줘|주세요|짧게|간단히|단문|장문|SMS|LMS)/gi;
const PLACE_WORD =
  "(?:회관|강당|대강당|소강당|사무실|사무소|센터|주민센터|체육관|홀|교회|학교|회의실|복지관|공원|호텔|웨딩홀|컨벤션|예식장)";
const PLACE_SUFFIX = new RegExp(
  `((?:[가-힣A-Za-z]+\\s)?[가-힣A-Za-z]*${PLACE_WORD}(?:\\s[가-힣A-Za-z]*${PLACE_WORD})?(?:\\s?\\d{1,2}층)?)`,
);
const NOT_PLACE_START = /^(오전|오후|저녁|아침|반|시|까지|및|그리고|에서|안내|문자|총회|정기총회|임시총회)\s/;

function weekdayOf(year: number, month: number, day: number) {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 ? WEEKDAYS[date.getUTCDay()] : null;
}

/** Dates as Korean text: 2026-03-15, 2026.3.15, 3월 15일, 3/15, and relative words kept as typed. */
export function extractDates(text: string, now = new Date()): string[] {
  const found: { at: number; text: string }[] = [];
  const push = (at: number, year: number | null, month: number, day: number) => {
    if (month < 1 || month > 12 || day < 1 || day > 31) return;
    const thisYear = now.getFullYear();
    const guess = year ?? (new Date(thisYear, month - 1, day) < new Date(now.toDateString()) ? thisYear + 1 : thisYear);
    const weekday = weekdayOf(guess, month, day);
    found.push({ at, text: `${year ? `${year}년 ` : ""}${month}월 ${day}일${weekday ? `(${weekday})` : ""}` });
  };
  for (const m of text.matchAll(/(\d{4})\s*[-./년]\s*(\d{1,2})\s*[-./월]\s*(\d{1,2})\s*일?/g))
    push(m.index ?? 0, Number(m[1]), Number(m[2]), Number(m[3]));
  const rest = text.replace(/(\d{4})\s*[-./년]\s*(\d{1,2})\s*[-./월]\s*(\d{1,2})\s*일?/g, (s) => " ".repeat(s.length));
  for (const m of rest.matchAll(/(\d{1,2})\s*월\s*(\d{1,2})\s*일/g))
    push(m.index ?? 0, null, Number(m[1]), Number(m[2]));
  for (const m of rest.matchAll(/(?<![\d:])(\d{1,2})\/(\d{1,2})(?![\d/])/g))
    push(m.index ?? 0, null, Number(m[1]), Number(m[2]));
  for (const m of text.matchAll(
    /((?:이번|다음|다다음)\s?주\s?[월화수목금토일]요일|오늘|내일|모레|글피|이번\s?주말|다음\s?주말)/g,
  ))
    found.push({ at: m.index ?? 0, text: m[1]!.replace(/\s+/g, " ") });
  return found.sort((a, b) => a.at - b.at).map((f) => f.text);
}

/** Times as Korean text: 오후 2시, 오후 2시 30분, 14:00 -> 오후 2시, 10시 반. */
export function extractTimes(text: string): string[] {
  const times: { at: number; text: string }[] = [];
  const label = (hour: number, minute: number, meridiem?: string) => {
    let h = hour;
    let ampm = meridiem;
    if (!ampm) {
      ampm = h >= 12 ? "오후" : "오전";
      if (h > 12) h -= 12;
    }
    return `${ampm} ${h}시${minute ? ` ${minute}분` : ""}`;
  };
  const used = text.replace(/(\d{1,2}):(\d{2})/g, (s, h: string, m: string, at: number) => {
    times.push({ at, text: label(Number(h), Number(m)) });
    return " ".repeat(s.length);
  });
  for (const m of used.matchAll(/(오전|오후|저녁|아침|낮)?\s*(\d{1,2})\s*시\s*(?:(\d{1,2})\s*분|(반))?/g)) {
    const meridiem = m[1] === "저녁" || m[1] === "낮" ? "오후" : m[1] === "아침" ? "오전" : m[1];
    const hour = Number(m[2]);
    if (hour > 24) continue;
    const minute = m[4] ? 30 : Number(m[3] ?? 0);
    times.push({ at: m.index ?? 0, text: meridiem ? label(hour, minute, meridiem) : label(hour, minute) });
  }
  return times.sort((a, b) => a.at - b.at).map((t) => t.text);
}

/** A place from 장소: ..., from "... 에서", or (for events) a word like 회관, 강당, 사무실. */
function extractPlace(text: string, isEvent: boolean): string | null {
  const labelled = text.match(/장소\s*[:은는]?\s*([^,.\n]+?)(?:\s*(?:에서|,|\.|\n|$))/);
  if (labelled?.[1]) return labelled[1].trim();
  const cued = text.match(new RegExp(`${PLACE_SUFFIX.source}\\s?(?:에서|에|으로|로)(?![가-힣])`));
  const suffixed = cued ?? (isEvent ? text.match(PLACE_SUFFIX) : null);
  if (suffixed?.[1]) return suffixed[1].replace(NOT_PLACE_START, "").trim();
  const at = text.match(/([가-힣A-Za-z]{2,}(?:\s[가-힣A-Za-z]{2,})?)에서/);
  return at?.[1] ? at[1].replace(NOT_PLACE_START, "").trim() : null;
}

function extractSubject(text: string, kind: DraftFacts["kind"], place: string | null): string {
  if (kind === "documents") return "서류 제출";
  if (kind !== "general" && kind !== "deadline") {
    const meeting = text.match(
      /((?:(?:분양|조합원|주민|사업|관리처분|정비계획|임원|대의원|보상|이주|시공사)\s)?[가-힣0-9]*(?:정기총회|임시총회|창립총회|총회|대의원회|이사회|설명회|간담회|회의))/,
    );
    if (meeting?.[1]) return meeting[1];
  }
  const cleaned = (place ? text.replace(place, " ") : text)
    .replace(/(?:이번|다음|다다음)\s?주\s?[월화수목금토일]요일|오늘|내일|모레|까지/g, " ")
    .replace(/\d{4}\s*[-./년]\s*\d{1,2}\s*[-./월]\s*\d{1,2}\s*일?/g, " ")
    .replace(/\d{1,2}\s*월\s*\d{1,2}\s*일|\d{1,2}\/\d{1,2}/g, " ")
    .replace(/(오전|오후|저녁|아침)?\s*\d{1,2}\s*(시|:\d{2})(\s*\d{1,2}\s*분|\s*반)?/g, " ")
    .replace(/장소\s*[:은는]?/g, " ")
    .replace(INSTRUCTION, " ")
    .replace(/[가-힣A-Za-z0-9]+에서/g, " ")
    .replace(/\d{2,3}-?\d{3,4}-?\d{4}/g, " ")
    .replace(/[(),.!?"'“”]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const words = cleaned
    .split(" ")
    .filter((w) => w.length > 0 && !/^(조합원|여러분|께|님|에게|을|를|의|및|그리고)$/.test(w));
  const subject = words
    .slice(0, 5)
    .join(" ")
    .replace(/(을|를|이|가|은|는|에|의)$/, "")
    .replace(/\s?안내$/, "");
  return subject || "조합 소식";
}

export function readFacts(query: string, now = new Date()): DraftFacts {
  const isPromotional = PROMOTION.test(query);
  const documents = [...new Set([...query.matchAll(DOCUMENT_WORDS)].map((m) => m[1]!).filter((d) => d.length >= 2))];
  const deadlineMatch = query.match(
    /((?:\d{4}\s*[-./년]\s*)?\d{1,2}\s*(?:월|[-./])\s*\d{1,2}\s*일?(?:\s*\([월화수목금토일]\))?|(?:이번|다음)\s?주\s?[월화수목금토일]요일|오늘|내일|모레)\s*까지/,
  );
  const kind: DraftFacts["kind"] = isPromotional
    ? "promotion"
    : VOTE.test(query) && !MEETING.test(query)
      ? "vote"
      : MEETING.test(query)
        ? "meeting"
        : documents.length > 0
          ? "documents"
          : /(마감|기한|까지|납부)/.test(query)
            ? "deadline"
            : "general";
  const dates = extractDates(query, now);
  const place = extractPlace(query, kind === "meeting" || kind === "promotion" || kind === "vote");
  const deadline = deadlineMatch ? (extractDates(deadlineMatch[1]!, now)[0] ?? deadlineMatch[1]!) : null;
  const agenda = query.match(/안건\s*[:은는]?\s*([^\n.]+?)(?:\s*(?:\.|\n|$))/)?.[1]?.trim() ?? null;
  const contact = query.match(/(0\d{1,2}-?\d{3,4}-?\d{4}|1\d{3}-?\d{4})/)?.[1] ?? null;
  return {
    kind,
    subject: extractSubject(query, kind, place),
    dates: deadline ? dates.filter((d) => d !== deadline) : dates,
    times: extractTimes(query),
    place,
    deadline,
    documents,
    agenda,
    contact,
    isPromotional,
    isShort: SHORT.test(query),
  };
}

const josa = (word: string, withFinal: string, withoutFinal: string) => {
  const last = word.charCodeAt(word.length - 1);
  if (last < 0xac00 || last > 0xd7a3) return `${word}${withFinal}`;
  return `${word}${(last - 0xac00) % 28 > 0 ? withFinal : withoutFinal}`;
};

function when(facts: DraftFacts) {
  return [facts.dates[0], facts.times[0]].filter(Boolean).join(" ");
}

function longDraft(facts: DraftFacts, unionName: string): string[] {
  const lines: string[] = [];
  const subject = facts.subject;
  const w = when(facts);
  lines.push(`[${unionName}] ${subject} 안내`, "", `안녕하세요, ${unionName}입니다.`);
  switch (facts.kind) {
    case "meeting":
      lines.push(`${josa(subject, "을", "를")} 아래와 같이 개최하오니 조합원 여러분의 많은 참석 바랍니다.`, "");
      if (w) lines.push(`■ 일시: ${w}`);
      if (facts.place) lines.push(`■ 장소: ${facts.place}`);
      if (facts.agenda) lines.push(`■ 안건: ${facts.agenda}`);
      if (facts.documents.length) lines.push(`■ 지참: ${facts.documents.join(", ")}`);
      if (facts.deadline) lines.push(`■ 기한: ${facts.deadline}까지`);
      if (/총회/.test(subject)) {
        lines.push("", "직접 참석이 어려우신 분은 서면결의서를 제출하시어 의결권을 행사해 주시기 바랍니다.");
      }
      break;
    case "vote":
      lines.push(`${josa(subject, "에", "에")} 관하여 조합원 여러분의 투표 참여를 부탁드립니다.`, "");
      if (w) lines.push(`■ 일시: ${w}`);
      if (facts.deadline) lines.push(`■ 마감: ${facts.deadline}까지`);
      if (facts.place) lines.push(`■ 장소: ${facts.place}`);
      break;
    case "documents":
      lines.push("조합 업무 처리를 위해 아래 서류의 제출을 요청드립니다.", "");
      lines.push(`■ 제출 서류: ${facts.documents.join(", ")}`);
      if (facts.deadline) lines.push(`■ 제출 기한: ${facts.deadline}까지`);
      else if (w) lines.push(`■ 제출 일시: ${w}`);
      if (facts.place) lines.push(`■ 제출처: ${facts.place}`);
      lines.push("", "기한 내 제출하지 않으시면 업무 처리가 늦어질 수 있으니 협조 부탁드립니다.");
      break;
    case "deadline":
      lines.push(`${josa(subject, "의", "의").replace(/의의$/, "의")} 기한을 안내드립니다.`, "");
      if (facts.deadline) lines.push(`■ 기한: ${facts.deadline}까지`);
      else if (w) lines.push(`■ 일시: ${w}`);
      if (facts.place) lines.push(`■ 장소: ${facts.place}`);
      lines.push("", "기한을 꼭 지켜 주시기 바랍니다.");
      break;
    case "promotion":
      lines.push(`${subject} 소식을 전해 드립니다.`, "");
      if (w) lines.push(`■ 일시: ${w}`);
      if (facts.place) lines.push(`■ 장소: ${facts.place}`);
      if (facts.deadline) lines.push(`■ 기한: ${facts.deadline}까지`);
      break;
    default:
      lines.push(`${josa(subject, "에", "에")} 대해 안내드립니다.`, "");
      if (w) lines.push(`■ 일시: ${w}`);
      if (facts.place) lines.push(`■ 장소: ${facts.place}`);
      if (facts.deadline) lines.push(`■ 기한: ${facts.deadline}까지`);
  }
  if (facts.contact) lines.push(`■ 문의: ${facts.contact}`);
  lines.push("", "감사합니다.");
  return lines;
}

/** Short versions from the fullest to the barest; the first that fits 90 bytes is used. */
function shortDrafts(facts: DraftFacts, unionName: string): string[] {
  const w = when(facts);
  const closing = facts.kind === "meeting" ? "개최. 많은 참석 바랍니다." : "안내드립니다.";
  const core =
    facts.kind === "documents"
      ? [`${facts.documents.join(",")} 제출${facts.deadline ? ` ${facts.deadline}까지` : ""} 부탁드립니다.`]
      : [w, facts.place ?? "", facts.deadline ? `${facts.deadline}까지` : "", closing];
  const join = (parts: string[]) => parts.filter(Boolean).join(" ");
  return [
    join([`[${unionName}]`, facts.subject, ...core]),
    join([facts.subject, ...core]),
    join([facts.subject, w, facts.deadline ? `${facts.deadline}까지` : "", closing]),
  ];
}

export const OPT_OUT_LINE = (number: string) => `무료수신거부 ${number}`;

/** Writes the draft and fits it to the SMS (short request) or LMS byte limit. */
export function draftSms(request: SmsDraftRequest & { optOutNumber: string; now?: Date }): string {
  const facts = readFacts(request.query, request.now);
  const prefix = facts.isPromotional ? "(광고)" : "";
  const suffix = facts.isPromotional ? OPT_OUT_LINE(request.optOutNumber) : "";
  if (facts.isShort) {
    const shortUnion = request.unionName.replace(/\s?(주택재개발|재개발|재건축|주택재건축|도시환경)?정비사업조합$/, "");
    const room = SMS_MAX_BYTES - countBytes(prefix) - (suffix ? countBytes(suffix) + 1 : 0);
    const body = shortDrafts(facts, shortUnion).find((d) => countBytes(d) <= room);
    if (body) return `${prefix}${body}${suffix ? `\n${suffix}` : ""}`;
  }
  const body = longDraft(facts, request.unionName)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
  const tail = suffix ? `\n\n${suffix}` : "";
  return `${prefix}${truncateToBytes(body, LMS_MAX_BYTES - countBytes(prefix) - countBytes(tail))}${tail}`;
}

export function builtinAi(opts: { optOutNumber: string }): AiPort {
  return {
    kind: "builtin",
    draftSms: async (request) => draftSms({ ...request, optOutNumber: opts.optOutNumber }),
  };
}
