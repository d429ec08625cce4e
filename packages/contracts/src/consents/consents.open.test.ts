import { describe, expect, it } from "vitest";
import {
  ConsentConditionsStepSchema,
  ConsentInfoStepSchema,
  consentEditFormSchema,
  hasConsentIdentity,
} from "./consents.open";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

const info = (over: Record<string, unknown> = {}) => ({
  templateSeq: 1,
  title: "정비계획 변경 동의서",
  content: "",
  guideFileTitle: "안내",
  guideFileContent: "",
  guideFileSeq: 7,
  startedAt: iso(Date.now() + HOUR),
  endedAt: iso(Date.now() + HOUR + 2 * DAY),
  isEndDateUnknown: false,
  isSmsRequired: true,
  ...over,
});
const conditions = (over: Record<string, unknown> = {}) => ({
  isSignatureRequired: true,
  isIdentityRequired: true,
  isWithdrawRequired: true,
  activeWithdrawnDays: 1,
  isActiveCondition: true,
  consentCondition: 100,
  isExternalDocumentRequired: true,
  ...over,
});
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("the wizard's info step", () => {
  it("refuses each missing field with the spec's message", () => {
    expect(messageOf(ConsentInfoStepSchema.safeParse(info({ templateSeq: null })))).toBe(
      "동의서 유형을 선택해 주세요.",
    );
    expect(messageOf(ConsentInfoStepSchema.safeParse(info({ title: " " })))).toBe("제목을 입력해 주세요.");
    expect(messageOf(ConsentInfoStepSchema.safeParse(info({ guideFileTitle: "" })))).toBe(
      "안내자료 제목을 입력해 주세요.",
    );
    expect(messageOf(ConsentInfoStepSchema.safeParse(info({ guideFileSeq: null })))).toBe(
      "안내자료 파일(PDF)을 업로드해 주세요.",
    );
    expect(messageOf(ConsentInfoStepSchema.safeParse(info({ startedAt: "" })))).toBe("제출 시작일시를 설정해 주세요.");
  });

  it("wants the start after now and the end (unless 미정) a day after the start", () => {
    const past = info({ startedAt: iso(Date.now() - 60_000) });
    expect(messageOf(ConsentInfoStepSchema.safeParse(past))).toBe("제출 시작일시는 현재 시각 이후로 설정해 주세요.");
    expect(messageOf(ConsentInfoStepSchema.safeParse(info({ endedAt: "" })))).toBe("제출 종료일시를 설정해 주세요.");
    const start = Date.now() + HOUR;
    const early = info({ startedAt: iso(start), endedAt: iso(start + DAY - 60_000) });
    expect(messageOf(ConsentInfoStepSchema.safeParse(early))).toBe(
      "제출 종료일시는 제출 시작일시로부터 1일 이후로 설정해 주세요.",
    );
    expect(ConsentInfoStepSchema.safeParse(info({ startedAt: iso(start), endedAt: iso(start + DAY) })).success).toBe(
      true,
    );
    expect(ConsentInfoStepSchema.safeParse(info({ endedAt: "", isEndDateUnknown: true })).success).toBe(true);
  });
});

describe("the wizard's submission conditions step", () => {
  it("refuses a condition under 1% and withdrawal days under 1 with the step's own messages", () => {
    const low = ConsentConditionsStepSchema.safeParse(conditions({ consentCondition: 0.5 }));
    expect(messageOf(low)).toBe("공유자 동의 조건은 1% 이상 입력해야 합니다.");
    expect(messageOf(ConsentConditionsStepSchema.safeParse(conditions({ consentCondition: null })))).toBe(
      "공유자 동의 조건은 1% 이상 입력해야 합니다.",
    );
    expect(messageOf(ConsentConditionsStepSchema.safeParse(conditions({ activeWithdrawnDays: 0 })))).toBe(
      "철회 기간은 1일 이상 입력해야 합니다.",
    );
  });

  it("caps the condition at 100% with 3 decimals and the days at 999", () => {
    expect(messageOf(ConsentConditionsStepSchema.safeParse(conditions({ consentCondition: 100.1 })))).toBe(
      "최대 100%까지 입력 가능합니다.",
    );
    expect(messageOf(ConsentConditionsStepSchema.safeParse(conditions({ consentCondition: 66.6667 })))).toBe(
      "공유자 동의 조건은 소수점 셋째 자리까지 입력 가능합니다.",
    );
    expect(ConsentConditionsStepSchema.safeParse(conditions({ consentCondition: 66.667 })).success).toBe(true);
    expect(messageOf(ConsentConditionsStepSchema.safeParse(conditions({ activeWithdrawnDays: 1000 })))).toBe(
      "최대 999일까지 입력 가능합니다.",
    );
  });

  it("does not check a number whose toggle is off", () => {
    const off = conditions({ isActiveCondition: false, consentCondition: null, isWithdrawRequired: false });
    expect(ConsentConditionsStepSchema.safeParse({ ...off, activeWithdrawnDays: null }).success).toBe(true);
  });
});

describe("the info page's form", () => {
  const stored = { startedAt: iso(Date.now() - DAY), endedAt: iso(Date.now() + 3 * DAY), isEndDateUnknown: false };
  const edit = (over: Record<string, unknown> = {}) => ({ ...info(stored), ...conditions(), ...over });

  it("keeps a start already past when it is unchanged, and refuses moving it into the past", () => {
    expect(consentEditFormSchema(stored).safeParse(edit()).success).toBe(true);
    const moved = edit({ startedAt: iso(Date.now() - 2 * DAY) });
    expect(messageOf(consentEditFormSchema(stored).safeParse(moved))).toBe(
      "제출 시작일시는 현재 시각 이후로 설정해 주세요.",
    );
  });

  it("uses the consent form's messages for the condition and the days", () => {
    expect(messageOf(consentEditFormSchema(stored).safeParse(edit({ consentCondition: 0 })))).toBe(
      "최소 1%부터 입력 가능합니다.",
    );
    expect(messageOf(consentEditFormSchema(stored).safeParse(edit({ activeWithdrawnDays: 0 })))).toBe(
      "최소 1일부터 입력 가능합니다.",
    );
  });
});

describe("who can view a consent", () => {
  it("needs a name and a birth date, the owner's or the agent's; public owners consent automatically", () => {
    const owner = { ownerType: "PERSON", name: "홍길동", birth: "19600101", agent: null };
    expect(hasConsentIdentity(owner)).toBe(true);
    expect(hasConsentIdentity({ ...owner, birth: "" })).toBe(false);
    expect(hasConsentIdentity({ ...owner, name: " " })).toBe(false);
    expect(hasConsentIdentity({ ...owner, birth: "", agent: { name: "홍아들", birth: "19900101" } })).toBe(true);
    expect(hasConsentIdentity({ ...owner, birth: "", agent: { name: "홍아들", birth: "" } })).toBe(false);
    expect(hasConsentIdentity({ ownerType: "PUBLIC", name: "국토교통부", birth: "", agent: null })).toBe(true);
  });
});
