import { ERROR_CODES } from "@johap/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AiPort, AiUnavailableError } from "../../providers/ai/port";
import {
  createTestApp,
  type Session,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
  UNION_2,
} from "../../test/test-app";
import { completeSms } from "./ai.service";

let t: TestApp;
let member: Session;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
  supervisor = await signInSupervisor(t.app);
});
afterAll(() => t.close());

const ask = (body: Record<string, unknown>, session = member, unionSeq = UNION_1) =>
  t.app.inject({
    method: "POST",
    url: "/ai/sms-completions",
    headers: { ...session.auth, "member-seq": String(session.memberSeq), "union-seq": String(unionSeq) },
    payload: { memberSeq: session.memberSeq, unionSeq, ...body },
  });

describe("POST /ai/sms-completions", () => {
  it("drafts a notice from the prompt's date, time, place and subject (built-in engine)", async () => {
    const response = await ask({ query: "3월 15일 오후 2시 조합 사무실에서 정기총회 개최 안내" });
    expect(response.statusCode).toBe(200);
    const content: string = response.json().data.content;
    expect(content).toContain("정기총회");
    expect(content).toContain("3월 15일");
    expect(content).toContain("오후 2시");
    expect(content).toContain("조합 사무실");
    expect(content).toContain("한빛1구역 주택재개발정비사업조합");
  });

  it("labels promotional text with (광고) and the opt-out line", async () => {
    const content: string = (await ask({ query: "분양 설명회 홍보 문자 작성" })).json().data.content;
    expect(content.startsWith("(광고)")).toBe(true);
    expect(content).toMatch(/무료수신거부 080-/);
  });

  it("refuses an empty prompt and one under 3 words with the spec's messages", async () => {
    expect((await ask({ query: "" })).json().message).toBe("메시지를 입력해주세요.");
    expect((await ask({ query: "총회 안내" })).json().message).toBe("조금 더 구체적으로 입력해주세요 (단어 3개 이상).");
  });

  it("refuses a body that is not the signed-in member and header union with 사용자 정보를 불러올 수 없습니다.", async () => {
    const response = await ask({ memberSeq: member.memberSeq + 1000, query: "총회 안내 문자 작성" });
    expect(response.json()).toMatchObject({ status: 400, message: "사용자 정보를 불러올 수 없습니다." });
    const missing = await ask({ memberSeq: undefined, query: "총회 안내 문자 작성" });
    expect(missing.json().message).toBe("사용자 정보를 불러올 수 없습니다.");
  });

  it("refuses another union with E00502; its own manager may use it", async () => {
    const refused = await ask({ query: "총회 안내 문자 작성" }, member, UNION_2);
    expect(refused.json()).toMatchObject({ status: 403, code: ERROR_CODES.UNION_FORBIDDEN });
    const allowed = await ask({ query: "총회 안내 문자 작성" }, supervisor, UNION_2);
    expect(allowed.json().data.content).toContain("푸른숲");
  });
});

describe("completeSms failures", () => {
  const input = { memberSeq: 0, unionSeq: UNION_1, query: "총회 안내 문자 작성" };
  const run = (ai: AiPort) =>
    completeSms({
      db: t.handle.db,
      ai,
      actor: { memberSeq: 0, serviceMemberId: 0, sessionId: "s" },
      union: { unionSeq: UNION_1, serviceManagerId: 0, label: "USER" },
      input,
    });

  it("gives the fallback message when the engine fails", async () => {
    const failing: AiPort = {
      kind: "test",
      draftSms: async () => {
        throw new AiUnavailableError("down");
      },
    };
    await expect(run(failing)).rejects.toMatchObject({
      httpStatus: 502,
      message: "일시적인 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.",
    });
  });

  it("gives 생성된 텍스트가 없습니다. for an empty draft", async () => {
    await expect(run({ kind: "test", draftSms: async () => "  " })).rejects.toMatchObject({
      message: "생성된 텍스트가 없습니다.",
    });
  });
});
