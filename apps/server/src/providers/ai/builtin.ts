import { countBytes, LMS_MAX_BYTES, SMS_MAX_BYTES, truncateToBytes } from "@johap/contracts";
import type { AiPort, SmsDraftRequest } from "./port";

/**
 * The built-in Korean drafting engine: reads the kind of notice, dates, times, places, amounts, phone
 * numbers, subjects, documents and deadlines from the prompt and writes a notice from them. Facts are
 * copied as the prompt writes them (a weekday may follow a date), never reworded; it adds no fact the
 * prompt does not give (lines whose data is missing are left out). A prompt it cannot read well (a number
 * or a place it did not place in the notice) becomes a plain notice around the prompt's own sentences.
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
  /** Amounts of money as written (30,000원, 150만 원). */
  amounts: string[];
  /** Phone numbers as written. */
  contacts: string[];
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

type Span = { at: number; end: number; text: string };

const FULL_DATE = /(\d{4})\s*[-./년]\s*(\d{1,2})\s*[-./월]\s*(\d{1,2})(?:\s*일)?/g;
const MONTH_DAY = /(\d{1,2})\s*월\s*(\d{1,2})\s*일/g;
const SLASH_DATE = /(?<![\d:/.-])(\d{1,2})\/(\d{1,2})(?![\d/])/g;
const RELATIVE_DATE = /(?:이번|다음|다다음)\s?주\s?[월화수목금토일]요일|오늘|내일|모레|글피|이번\s?주말|다음\s?주말/g;
const WRITTEN_WEEKDAY = /^\s*\(\s*[월화수목금토일]\s*\)/;

/** Blanks out what was taken, so a later pattern does not read it again. */
const blank = (text: string, spans: Span[]) =>
  spans.reduce((rest, s) => rest.slice(0, s.at) + " ".repeat(s.end - s.at) + rest.slice(s.end), text);

/**
 * Dates as the prompt writes them (2026-03-15, 2026.3.15, 3월 15일, 3/15, 다음 주 토요일 ...), each
 * followed by its weekday when the prompt gives none: 3월 15일(일). Sorted by position.
 */
function findDates(text: string, now: Date): Span[] {
  const found: Span[] = [];
  const push = (m: RegExpMatchArray, year: number | null, month: number, day: number) => {
    if (month < 1 || month > 12 || day < 1 || day > 31) return;
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const written = text.slice(end).match(WRITTEN_WEEKDAY);
    if (written) return found.push({ at, end: end + written[0].length, text: text.slice(at, end + written[0].length) });
    const thisYear = now.getFullYear();
    const guess = year ?? (new Date(thisYear, month - 1, day) < new Date(now.toDateString()) ? thisYear + 1 : thisYear);
    const weekday = weekdayOf(guess, month, day);
    found.push({ at, end, text: `${m[0]}${weekday ? `(${weekday})` : ""}` });
  };
  for (const m of text.matchAll(FULL_DATE)) push(m, Number(m[1]), Number(m[2]), Number(m[3]));
  let rest = blank(text, found);
  for (const m of rest.matchAll(MONTH_DAY)) push(m, null, Number(m[1]), Number(m[2]));
  rest = blank(text, found);
  for (const m of rest.matchAll(SLASH_DATE)) push(m, null, Number(m[1]), Number(m[2]));
  rest = blank(text, found);
  for (const m of rest.matchAll(RELATIVE_DATE)) {
    found.push({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, text: m[0] });
  }
  return found.sort((a, b) => a.at - b.at);
}

export function extractDates(text: string, now = new Date()): string[] {
  return findDates(text, now).map((d) => d.text);
}

const CLOCK_TIME = /(?<![\d:])(\d{1,2}):(\d{2})(?![\d:])/g;
const KOREAN_TIME =
  /(?:(?:오전|오후|저녁|아침|낮|밤|새벽)\s*)?(?<!\d)(\d{1,2})\s*시(?!간|행|작|장|청|민|설|공)(?:\s*(?:\d{1,2}\s*분|반))?/g;

/** Times as the prompt writes them: 오후 2시, 오후 2시 30분, 14:00, 10시 반. */
function findTimes(text: string, dates: Span[] = []): Span[] {
  const times: Span[] = [];
  const rest = blank(text, dates);
  for (const m of rest.matchAll(CLOCK_TIME)) {
    if (Number(m[1]) <= 24) times.push({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, text: m[0] });
  }
  for (const m of blank(rest, times).matchAll(KOREAN_TIME)) {
    if (Number(m[1]) > 24) continue;
    times.push({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, text: m[0] });
  }
  return times.sort((a, b) => a.at - b.at);
}

export function extractTimes(text: string): string[] {
  return findTimes(text).map((t) => t.text);
}

const AMOUNT =
  /(?<![\d,.])(?:금\s?)?\d[\d,]*(?:\.\d+)?\s?(?:(?:조|억|천만|백만|십만|만|천)(?:\s?\d[\d,]*\s?(?:천만|백만|십만|만|천))*\s?)?원/g;
const PHONE = /(?<![\d-])(?:0\d{1,2}[-.\s]?\d{3,4}[-.\s]?\d{4}|1\d{3}-\d{4})(?![\d-])/g;

/** Amounts of money as written: 30,000원, 150만 원, 1억 2천만원, 금 5,000원. */
export const extractAmounts = (text: string) => [...new Set([...text.matchAll(AMOUNT)].map((m) => m[0]))];
/** Phone numbers as written: 02-123-4567, 010 1234 5678, 1588-0000. */
export const extractPhones = (text: string) => [...new Set([...text.matchAll(PHONE)].map((m) => m[0]))];

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
    .replace(AMOUNT, " ")
    .replace(PHONE, " ")
    .replace(CLOCK_TIME, " ")
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
    // A number left over is a fact read elsewhere in the notice, never half of one in the title.
    .filter((w) => w.length > 0 && !/\d/.test(w) && !/^(조합원|여러분|께|님|에게|을|를|의|및|그리고)$/.test(w));
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
  const dates = findDates(query, now);
  // The deadline is the first date the prompt closes with 까지.
  const deadline = dates.find((d) => /^\s*까지/.test(query.slice(d.end))) ?? null;
  const place = extractPlace(query, kind === "meeting" || kind === "promotion" || kind === "vote");
  const agenda = query.match(/안건\s*[:은는]?\s*([^\n.]+?)(?:\s*(?:\.|\n|$))/)?.[1]?.trim() ?? null;
  return {
    kind,
    subject: extractSubject(query, kind, place),
    dates: [...new Set(dates.filter((d) => d !== deadline).map((d) => d.text))],
    times: [...new Set(findTimes(query, dates).map((t) => t.text))],
    place,
    deadline: deadline?.text ?? null,
    documents,
    agenda,
    amounts: extractAmounts(query),
    contacts: extractPhones(query),
    isPromotional,
    isShort: SHORT.test(query),
  };
}

const josa = (word: string, withFinal: string, withoutFinal: string) => {
  const last = word.charCodeAt(word.length - 1);
  if (last < 0xac00 || last > 0xd7a3) return `${word}${withFinal}`;
  return `${word}${(last - 0xac00) % 28 > 0 ? withFinal : withoutFinal}`;
};

/** Every date, then every time, as written. */
function when(facts: DraftFacts) {
  return [facts.dates.join(", "), facts.times.join(", ")].filter(Boolean).join(" ");
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
      if (w) lines.push(`■ 제출 일시: ${w}`);
      if (facts.place) lines.push(`■ 제출처: ${facts.place}`);
      lines.push("", "기한 내 제출하지 않으시면 업무 처리가 늦어질 수 있으니 협조 부탁드립니다.");
      break;
    case "deadline":
      lines.push(`${josa(subject, "의", "의").replace(/의의$/, "의")} 기한을 안내드립니다.`, "");
      if (facts.deadline) lines.push(`■ 기한: ${facts.deadline}까지`);
      if (w) lines.push(`■ 일시: ${w}`);
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
  if (facts.amounts.length) lines.push(`■ 금액: ${facts.amounts.join(", ")}`);
  if (facts.contacts.length) lines.push(`■ 문의: ${facts.contacts.join(", ")}`);
  lines.push("", "감사합니다.");
  return lines;
}

/** Short versions, with and without the union's name; each carries every fact. */
function shortDrafts(facts: DraftFacts, unionName: string): string[] {
  const closing = facts.kind === "meeting" ? "개최. 많은 참석 바랍니다." : "안내드립니다.";
  const parts = [
    when(facts),
    facts.place ?? "",
    facts.deadline ? `${facts.deadline}까지` : "",
    ...facts.amounts,
    facts.contacts.length ? `문의 ${facts.contacts.join(", ")}` : "",
  ];
  const core =
    facts.kind === "documents" ? [`${facts.documents.join(",")} 제출`, ...parts, "부탁드립니다."] : [...parts, closing];
  const join = (words: string[]) => words.filter(Boolean).join(" ");
  return [join([`[${unionName}]`, facts.subject, ...core]), join([facts.subject, ...core])];
}

const PARTICLE_TAIL = /(?:에서|에게|까지|부터|으로|로|에|은|는|이|가|을|를|의|와|과|도|께)$/;
const FACT_WORD = new RegExp(`\\d|${PLACE_WORD}|^(?:오늘|내일|모레|글피)$`);

/**
 * Words of the prompt that carry a fact: a number (dates, times, amounts, phones, floors ...), a place
 * word (회관, 강당 ...) or a relative day, each without a particle at its end. A draft lacking one of
 * them has dropped or reworded a fact.
 */
export function factWords(query: string): string[] {
  return query
    .split(/[\s,.!?()[\]{}"'“”‘’·~]+/)
    .map((word) => word.replace(PARTICLE_TAIL, "").replace(PARTICLE_TAIL, ""))
    .filter((word) => word.length > 0 && FACT_WORD.test(word));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether the draft has each fact word as a word of its own: not the tail of a longer one (강당 inside 소강당,
 * 1시 inside 11시), so that one fact cannot stand in for another.
 */
const keepsFacts = (draft: string, words: readonly string[]) =>
  words.every((word) => new RegExp(`(?<![가-힣A-Za-z0-9])${escapeRegExp(word)}`).test(draft));

/** Words that only ask for the text (…안내 문자 작성해줘) and are left off the prompt's sentences. */
const REQUEST_WORD =
  /^(?:안내|안내문|문자|메시지|공지|알림|초안|내용|작성|작성해|작성해줘|작성해\s?주세요|작성해주세요|만들어|만들어줘|만들어주세요|써|써줘|써주세요|보내|보내줘|보내주세요|보내려고|해|해줘|해주세요|주세요|부탁|부탁해|부탁해요|부탁합니다|부탁드립니다|부탁드려요|짧게|간단히|단문|장문|좀|SMS|LMS)(?:을|를|로|으로)?$/i;

/** The prompt's sentences as written, without the words that only ask for the text. */
function promptSentences(query: string): string[] {
  const sentences = query
    .split(/\n+|(?<=[.!?。])\s+/)
    .map((sentence) => {
      const words = sentence.trim().split(/\s+/);
      while (words.length > 0 && REQUEST_WORD.test((words.at(-1) ?? "").replace(/[.!?。]+$/, ""))) words.pop();
      return words.join(" ");
    })
    .filter((sentence) => sentence.length > 0);
  return sentences.length > 0 ? sentences : [query.trim()];
}

/** A notice around the prompt's own sentences: nothing is added but the greeting and the closing. */
function plainNotice(query: string, unionName: string): string[] {
  return [
    `[${unionName}] 안내`,
    "",
    `안녕하세요, ${unionName}입니다.`,
    "",
    ...promptSentences(query),
    "",
    "감사합니다.",
  ];
}

export const OPT_OUT_LINE = (number: string) => `무료수신거부 ${number}`;

/**
 * Writes the draft and fits it to the SMS (short request) or LMS byte limit. Every draft keeps each fact
 * word of the prompt as written; the first that does and fits is used: the short notice (when asked for),
 * the notice, the plain notice around the prompt's sentences, those sentences alone. Only a prompt longer
 * than an LMS itself is cut.
 */
export function draftSms(request: SmsDraftRequest & { optOutNumber: string; now?: Date }): string {
  const facts = readFacts(request.query, request.now);
  const words = factWords(request.query);
  const prefix = facts.isPromotional ? "(광고)" : "";
  const suffix = facts.isPromotional ? OPT_OUT_LINE(request.optOutNumber) : "";
  if (facts.isShort) {
    const shortUnion = request.unionName.replace(/\s?(주택재개발|재개발|재건축|주택재건축|도시환경)?정비사업조합$/, "");
    const room = SMS_MAX_BYTES - countBytes(prefix) - (suffix ? countBytes(suffix) + 1 : 0);
    const body = shortDrafts(facts, shortUnion).find((d) => countBytes(d) <= room && keepsFacts(d, words));
    if (body) return `${prefix}${body}${suffix ? `\n${suffix}` : ""}`;
  }
  const tail = suffix ? `\n\n${suffix}` : "";
  const room = LMS_MAX_BYTES - countBytes(prefix) - countBytes(tail);
  const bodies = [longDraft(facts, request.unionName), plainNotice(request.query, request.unionName)].map((lines) =>
    lines.join("\n").replace(/\n{3,}/g, "\n\n"),
  );
  const sentences = promptSentences(request.query).join("\n");
  const body =
    bodies.find((b) => countBytes(b) <= room && keepsFacts(b, words)) ??
    (countBytes(sentences) <= room ? sentences : truncateToBytes(sentences, room));
  return `${prefix}${body}${tail}`;
}

export function builtinAi(opts: { optOutNumber: string }): AiPort {
  return {
    kind: "builtin",
    draftSms: async (request) => draftSms({ ...request, optOutNumber: opts.optOutNumber }),
  };
}
