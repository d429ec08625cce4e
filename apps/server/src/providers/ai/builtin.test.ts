import { countBytes } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { draftSms, extractDates, extractTimes, readFacts } from "./builtin";
import { openAiCompatible } from "./openai-compatible";
import { AiUnavailableError } from "./port";

const UNION = "한빛1구역 주택재개발정비사업조합";
const NOW = new Date("2026-02-01T09:00:00+09:00");
const draft = (query: string) => draftSms({ query, unionName: UNION, optOutNumber: "080-123-4567", now: NOW });

describe("built-in drafting engine", () => {
  it("reads dates and times as written, a date followed by its weekday unless the prompt gives one", () => {
    expect(extractDates("3월 15일 총회", NOW)).toEqual(["3월 15일(일)"]);
    expect(extractDates("2026-05-02 행사", NOW)).toEqual(["2026-05-02(토)"]);
    expect(extractDates("2026.5.2(토) 행사", NOW)).toEqual(["2026.5.2(토)"]);
    expect(extractDates("다음 주 토요일 모임", NOW)).toEqual(["다음 주 토요일"]);
    expect(extractTimes("14:00 시작")).toEqual(["14:00"]);
    expect(extractTimes("오전 10시 반")).toEqual(["오전 10시 반"]);
    expect(extractTimes("2시간 동안")).toEqual([]);
  });

  it("writes a meeting notice with date, time and place from the prompt", () => {
    const text = draft("3월 15일 오후 2시 조합 사무실에서 정기총회 개최 안내 문자 작성해줘");
    expect(text).toContain("[한빛1구역 주택재개발정비사업조합] 정기총회 안내");
    expect(text).toContain("■ 일시: 3월 15일(일) 오후 2시");
    expect(text).toContain("■ 장소: 조합 사무실");
    expect(text).toContain("서면결의서");
  });

  it("writes a document request with the documents and the deadline", () => {
    const facts = readFacts("인감증명서와 신분증 사본을 4월 10일까지 조합 사무소에 제출해 달라는 안내", NOW);
    expect(facts.kind).toBe("documents");
    expect(facts.documents).toEqual(["인감증명서", "신분증 사본"]);
    expect(facts.deadline).toBe("4월 10일(금)");
    const text = draft("인감증명서와 신분증 사본을 4월 10일까지 조합 사무소에 제출해 달라는 안내");
    expect(text).toContain("■ 제출 서류: 인감증명서, 신분증 사본");
    expect(text).toContain("■ 제출 기한: 4월 10일(금)까지");
    expect(text).toContain("■ 제출처: 조합 사무소");
  });

  it("never invents a date, place or phone number the prompt does not give", () => {
    const text = draft("조합 사무실 이전 안내 문자 부탁해");
    expect(text).not.toMatch(/일시|장소|문의|\d{3,4}-\d{4}/);
    expect(draft("총회 안내 문의 02-123-4567 로 연락")).toContain("■ 문의: 02-123-4567");
  });

  it("labels promotional text with (광고) and the opt-out line", () => {
    const text = draft("분양 설명회 이벤트 홍보 문자 2026-05-02 14:00 한빛 컨벤션 대강당");
    expect(text.startsWith("(광고)")).toBe(true);
    expect(text.endsWith("무료수신거부 080-123-4567")).toBe(true);
    expect(text).toContain("■ 장소: 한빛 컨벤션 대강당");
  });

  it("fits a short request in one SMS (90 bytes) and any draft in 2,000 bytes", () => {
    const short = draft("임시총회 짧게 안내 다음 주 토요일 오전 10시 반 주민센터 3층");
    expect(countBytes(short)).toBeLessThanOrEqual(90);
    expect(short).toContain("임시총회");
    const long = draft(`총회 안건: ${"재개발 사업 추진 현황 보고 ".repeat(120)}`);
    expect(countBytes(long)).toBeLessThanOrEqual(2000);
  });
});

describe("OpenAI-compatible adapter", () => {
  it("posts the rules and the prompt to /chat/completions and returns the answer", async () => {
    let seen: { url: string; body: { model: string; messages: { role: string; content: string }[] } } | undefined;
    const fake = (async (url: string, init: RequestInit) => {
      seen = { url, body: JSON.parse(String(init.body)) };
      return new Response(JSON.stringify({ choices: [{ message: { content: " 총회 안내입니다. " } }] }), {
        status: 200,
      });
    }) as unknown as typeof fetch;
    const ai = openAiCompatible({ baseUrl: "https://llm.example/v1/", apiKey: "k", model: "m", fetch: fake });
    expect(await ai.draftSms({ query: "총회 안내 문자", unionName: UNION })).toBe("총회 안내입니다.");
    expect(seen?.url).toBe("https://llm.example/v1/chat/completions");
    expect(seen?.body.model).toBe("m");
    expect(seen?.body.messages[0]?.content).toContain("90바이트");
    expect(seen?.body.messages[1]).toEqual({ role: "user", content: "총회 안내 문자" });
  });

  it("turns an HTTP error or a network failure into AiUnavailableError", async () => {
    const failing = (async () => new Response("nope", { status: 500 })) as unknown as typeof fetch;
    const down = (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch;
    for (const f of [failing, down]) {
      const ai = openAiCompatible({ baseUrl: "https://llm.example/v1", apiKey: "k", model: "m", fetch: f });
      await expect(ai.draftSms({ query: "q", unionName: UNION })).rejects.toBeInstanceOf(AiUnavailableError);
    }
  });
});
