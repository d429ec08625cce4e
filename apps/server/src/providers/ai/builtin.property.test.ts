import { countBytes, LMS_MAX_BYTES } from "@johap/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { draftSms } from "./builtin";

const UNION = "한빛1구역 주택재개발정비사업조합";
const OPT_OUT = "080-123-4567";
const NOW = new Date("2026-02-01T09:00:00+09:00");
const draft = (query: string) => draftSms({ query, unionName: UNION, optOutNumber: OPT_OUT, now: NOW });

const pad = (n: number) => String(n).padStart(2, "0");
const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: length, maxLength: length });

const month = fc.integer({ min: 1, max: 12 });
const day = fc.integer({ min: 1, max: 28 });
const date = fc.oneof(
  fc.tuple(month, day).map(([m, d]) => `${m}월 ${d}일`),
  fc.tuple(month, day).map(([m, d]) => `2026-${pad(m)}-${pad(d)}`),
  fc.tuple(month, day).map(([m, d]) => `2026.${m}.${d}`),
  fc.tuple(month, day).map(([m, d]) => `${m}/${d}`),
  fc.constantFrom("다음 주 토요일", "이번 주 금요일", "내일", "모레"),
);
const time = fc.oneof(
  fc.integer({ min: 1, max: 12 }).map((h) => `오후 ${h}시`),
  fc.tuple(fc.integer({ min: 1, max: 11 }), fc.integer({ min: 1, max: 59 })).map(([h, m]) => `오전 ${h}시 ${m}분`),
  fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 10, 30, 45)).map(([h, m]) => `${pad(h)}:${pad(m)}`),
  fc.integer({ min: 1, max: 12 }).map((h) => `${h}시 반`),
);
const amount = fc.oneof(
  fc.integer({ min: 1_000, max: 99_000_000 }).map((n) => `${n.toLocaleString("ko-KR")}원`),
  fc.integer({ min: 1, max: 9_999 }).map((n) => `${n}만 원`),
  fc.integer({ min: 1, max: 9_999 }).map((n) => `${n}만원`),
  fc.integer({ min: 1, max: 9 }).map((n) => `${n}억 ${n}천만원`),
);
const phone = fc.oneof(
  fc.tuple(digits(4), digits(4)).map(([a, b]) => `010-${a}-${b}`),
  fc.tuple(digits(3), digits(4)).map(([a, b]) => `02-${a}-${b}`),
  digits(4).map((a) => `1588-${a}`),
  digits(8).map((a) => `010${a}`),
);
const place = fc.constantFrom(
  "조합 사무실",
  "조합 사무소",
  "한빛 컨벤션 대강당",
  "주민센터 3층",
  "새빛교회",
  "한빛초등학교 강당",
  "구민회관 소강당",
  "한빛 웨딩홀",
);
const subject = fc.constantFrom(
  "정기총회",
  "임시총회",
  "조합원 설명회",
  "분담금 납부",
  "이주비 대출 상담",
  "인감증명서 제출",
  "서면결의 투표",
  "분양 설명회 이벤트",
  "조합 소식",
);
const request = fc.constantFrom(
  "",
  "안내 문자 작성해줘",
  "문자 부탁해",
  "짧게 안내",
  "공지 써주세요",
  "안내문 만들어 주세요",
);

type Prompt = { text: string; facts: string[] };

/** A prompt as staff write them: a subject and some facts in a few sentence shapes, then the request. */
const prompt: fc.Arbitrary<Prompt> = fc
  .record({
    subject,
    dates: fc.array(date, { maxLength: 2 }),
    times: fc.array(time, { maxLength: 2 }),
    place: fc.option(place, { nil: null }),
    amounts: fc.array(amount, { maxLength: 2 }),
    phones: fc.array(phone, { maxLength: 2 }),
    placeStyle: fc.constantFrom("label", "cue"),
    request,
  })
  .map((p) => {
    const when = [...p.dates, ...p.times].join(" ");
    const where = p.place ? (p.placeStyle === "label" ? `장소: ${p.place},` : `${p.place}에서`) : "";
    const money = p.amounts.length ? `금액 ${p.amounts.join(", ")}.` : "";
    const ask = p.phones.length ? `문의 ${p.phones.join(", ")}` : "";
    const text = [when, where, p.subject, "진행합니다.", money, ask, p.request].filter(Boolean).join(" ");
    return { text, facts: [...p.dates, ...p.times, ...(p.place ? [p.place] : []), ...p.amounts, ...p.phones] };
  });

const filler = fc.constantFrom(
  "그리고",
  "관련하여",
  "여러분",
  "꼭",
  "확인",
  "바랍니다",
  "일정",
  "변경",
  "참고",
  "요청",
);

/** Facts among words in no order the engine knows: it may not read them into a notice. */
const jumbled: fc.Arbitrary<Prompt> = fc
  .tuple(
    fc.array(fc.oneof(date, time, amount, phone, place), { minLength: 1, maxLength: 5 }),
    fc.array(filler, { minLength: 2, maxLength: 6 }),
  )
  .chain(([facts, words]) =>
    fc.shuffledSubarray([...facts, ...words], { minLength: facts.length + words.length }).map((parts) => ({
      text: parts.join(" "),
      facts,
    })),
  );

const FRAME = new Set(["", `[${UNION}] 안내`, `안녕하세요, ${UNION}입니다.`, "감사합니다.", `무료수신거부 ${OPT_OUT}`]);

describe("built-in drafting engine: the facts of the prompt", () => {
  it("keeps every date, time, place, amount and phone number of the prompt verbatim, within 2,000 bytes", () => {
    fc.assert(
      fc.property(fc.oneof(prompt, jumbled), ({ text, facts }) => {
        const result = draft(text);
        for (const fact of facts) expect(result, `${fact} in ${JSON.stringify(text)}`).toContain(fact);
        expect(countBytes(result)).toBeLessThanOrEqual(LMS_MAX_BYTES);
      }),
      { numRuns: 400 },
    );
  });

  it("adds no number the prompt does not give (the union's name, full or short, and the opt-out line aside)", () => {
    fc.assert(
      fc.property(fc.oneof(prompt, jumbled), ({ text }) => {
        const result = draft(text).replaceAll("한빛1구역", "").replace(OPT_OUT, "");
        for (const number of result.match(/\d+/g) ?? []) expect(text, `${number} in ${result}`).toContain(number);
      }),
      { numRuns: 300 },
    );
  });

  it("writes a prompt it cannot read into a notice as a plain notice of the prompt's own sentences", () => {
    let plain = 0;
    fc.assert(
      fc.property(jumbled, ({ text }) => {
        const lines = draft(text)
          .replace(/^\(광고\)/, "")
          .split("\n");
        // The plain notice's header names no subject; a notice read from the prompt names one.
        if (lines[0] !== `[${UNION}] 안내`) return;
        plain += 1;
        for (const line of lines.filter((l) => !FRAME.has(l))) expect(text).toContain(line);
      }),
      { numRuns: 300 },
    );
    // Jumbled facts do reach the plain notice (the property above is not vacuous).
    expect(plain).toBeGreaterThan(0);
  });

  it("turns two places it cannot tell apart into the plain notice, not a notice missing one", () => {
    const text = "1부는 한빛회관, 2부는 새빛체육관에서 진행합니다. 참가비 3만원 안내 문자 작성해줘";
    expect(draft(text)).toBe(
      [
        `[${UNION}] 안내`,
        "",
        `안녕하세요, ${UNION}입니다.`,
        "",
        "1부는 한빛회관, 2부는 새빛체육관에서 진행합니다.",
        "참가비 3만원",
        "",
        "감사합니다.",
      ].join("\n"),
    );
  });

  it("does not take a place word inside a longer one (강당 in 소강당) for the place the prompt gives", () => {
    // Found by the property above (seed 1977931747): 한빛초등학교 강당 was dropped, 소강당 standing in for it.
    const text = "변경 일정 구민회관 소강당 한빛초등학교 강당 그리고 오후 1시";
    const result = draft(text);
    for (const fact of ["구민회관 소강당", "한빛초등학교 강당", "오후 1시"]) expect(result).toContain(fact);
  });
});
