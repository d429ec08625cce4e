import { describe, expect, it } from "vitest";
import { AiSmsCompletionBodySchema, countWords } from "./ai.schemas";

const firstMessage = (body: unknown) => {
  const result = AiSmsCompletionBodySchema.safeParse(body);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("AiSmsCompletionBodySchema", () => {
  it("counts words on whitespace", () => {
    expect(countWords("  총회 안내  문자 ")).toBe(3);
    expect(countWords("")).toBe(0);
  });
  it("requires the prompt with 메시지를 입력해주세요.", () => {
    expect(firstMessage({ memberSeq: 1, unionSeq: 1, query: "  " })).toBe("메시지를 입력해주세요.");
  });
  it("requires at least 3 words", () => {
    expect(firstMessage({ memberSeq: 1, unionSeq: 1, query: "총회 안내" })).toBe(
      "조금 더 구체적으로 입력해주세요 (단어 3개 이상).",
    );
    expect(firstMessage({ memberSeq: 1, unionSeq: 1, query: "총회 안내 문자" })).toBeNull();
  });
  it("requires the member and union with 사용자 정보를 불러올 수 없습니다.", () => {
    expect(firstMessage({ unionSeq: 1, query: "총회 안내 문자" })).toBe("사용자 정보를 불러올 수 없습니다.");
    expect(firstMessage({ memberSeq: 1, query: "총회 안내 문자" })).toBe("사용자 정보를 불러올 수 없습니다.");
  });
});
