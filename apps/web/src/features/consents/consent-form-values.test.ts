import type { ConsentCandidate, ElectronicConsent } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import {
  createBodyOf,
  disabledFieldsOf,
  EMPTY_CONSENT_FORM,
  earliestEndInput,
  formValuesOf,
  isSignatureLocked,
  signatureForTemplate,
  updateBodyOf,
} from "./consent-form-values";
import { applyCandidateTicks, selectAllCandidates } from "./open-recipient-selection";

const filled = {
  ...EMPTY_CONSENT_FORM,
  templateSeq: 1,
  title: "정관 변경 동의서",
  guideFileTitle: "안내",
  guideFileSeq: 9,
  guideFileName: "안내.pdf",
  startedAt: "2030-01-02T09:00",
  endedAt: "2030-01-10T18:00",
};

const consent = (over: Partial<ElectronicConsent> = {}) =>
  ({
    consentSeq: 3,
    templateSeq: 1,
    template: { templateSeq: 1, templateType: "NORMAL", fileUrl: null, signatureUsage: "OPTIONAL", name: "일반" },
    progressStatus: "BEFORE",
    title: "정관 변경 동의서",
    content: "",
    guideFileTitle: "안내",
    guideFileContent: "",
    guideFileSeq: 9,
    guideFilePath: "/v1/files?fileSeq=9",
    startedAt: new Date(2030, 0, 2, 9, 0).toISOString(),
    endedAt: new Date(2030, 0, 10, 18, 0).toISOString(),
    isEndDateUnknown: false,
    isSmsRequired: true,
    isSignatureRequired: true,
    isIdentityRequired: true,
    isWithdrawRequired: true,
    activeWithdrawnDays: 1,
    isActiveCondition: true,
    consentCondition: 100,
    isExternalDocumentRequired: true,
    ...over,
  }) as ElectronicConsent;

describe("the consent form's values", () => {
  it("starts a new consent with the spec's submission defaults", () => {
    expect(EMPTY_CONSENT_FORM).toMatchObject({
      isSignatureRequired: true,
      isIdentityRequired: true,
      isActiveCondition: true,
      consentCondition: 100,
      isWithdrawRequired: true,
      activeWithdrawnDays: 1,
      isExternalDocumentRequired: true,
    });
  });

  it("sends local date-times as instants, no end while 미정, and the picked owners", () => {
    const body = createBodyOf({ ...filled, isEndDateUnknown: true }, [5, 6]);
    expect(body.startedAt).toBe(new Date(2030, 0, 2, 9, 0).toISOString());
    expect(body.endedAt).toBeNull();
    expect(body.unionRegisterSeqs).toEqual([5, 6]);
    expect(createBodyOf(filled, [5]).endedAt).toBe(new Date(2030, 0, 10, 18, 0).toISOString());
  });

  it("sends the default for a number left empty while its toggle is off", () => {
    const body = createBodyOf(
      {
        ...filled,
        isActiveCondition: false,
        consentCondition: null,
        isWithdrawRequired: false,
        activeWithdrawnDays: null,
      },
      [1],
    );
    expect(body).toMatchObject({ consentCondition: 100, activeWithdrawnDays: 1 });
  });

  it("offers the end from a day after the start", () => {
    expect(earliestEndInput("2030-01-02T09:00")).toBe("2030-01-03T09:00");
    expect(earliestEndInput("")).toBe("");
  });

  it("sets the signature as the template allows and locks it unless OPTIONAL", () => {
    expect(signatureForTemplate("OPTIONAL")).toBe(true);
    expect(signatureForTemplate("REQUIRED")).toBe(true);
    expect(signatureForTemplate("DISABLED")).toBe(false);
    expect(isSignatureLocked("OPTIONAL")).toBe(false);
    expect(isSignatureLocked("REQUIRED")).toBe(true);
    expect(isSignatureLocked(undefined)).toBe(false);
  });
});

describe("the info page's locks (spec 02 §4)", () => {
  it("reads a stored consent back into the form", () => {
    expect(formValuesOf(consent())).toMatchObject({ startedAt: "2030-01-02T09:00", endedAt: "2030-01-10T18:00" });
  });

  it("BEFORE: everything editable but the numbers whose toggles are off", () => {
    const disabled = disabledFieldsOf("BEFORE", "OPTIONAL", { isActiveCondition: false, isWithdrawRequired: true });
    expect([...disabled]).toEqual(["consentCondition"]);
    expect([...disabledFieldsOf("BEFORE", "REQUIRED", { isActiveCondition: true, isWithdrawRequired: true })]).toEqual([
      "isSignatureRequired",
    ]);
  });

  it("IN_PROGRESS: only the end, 미정 and the co-owner condition stay open, and only they are sent", () => {
    const disabled = disabledFieldsOf("IN_PROGRESS", "OPTIONAL", { isActiveCondition: true, isWithdrawRequired: true });
    for (const field of ["endedAt", "isEndDateUnknown", "isActiveCondition", "consentCondition"] as const) {
      expect(disabled.has(field)).toBe(false);
    }
    for (const field of ["title", "startedAt", "templateSeq", "isWithdrawRequired", "activeWithdrawnDays"] as const) {
      expect(disabled.has(field)).toBe(true);
    }
    const body = updateBodyOf({ ...filled, consentCondition: 75 }, consent({ progressStatus: "IN_PROGRESS" }));
    expect(Object.keys(body).sort()).toEqual(["consentCondition", "endedAt", "isActiveCondition", "isEndDateUnknown"]);
  });

  it("COMPLETED: everything locked", () => {
    const disabled = disabledFieldsOf("COMPLETED", "OPTIONAL", { isActiveCondition: true, isWithdrawRequired: true });
    expect(disabled.has("endedAt")).toBe(true);
    expect(disabled.has("consentCondition")).toBe(true);
  });

  it("sends the signature choice by the template chosen in the form", () => {
    const certified = consent({
      template: { templateSeq: 2, templateType: "CERTIFIED", fileUrl: null, signatureUsage: "REQUIRED", name: "인감" },
    });
    expect(updateBodyOf(filled, certified)).not.toHaveProperty("isSignatureRequired");
    expect(updateBodyOf({ ...filled, isSignatureRequired: false }, certified, "OPTIONAL")).toMatchObject({
      isSignatureRequired: false,
    });
  });

  it("sends the guide file only when another was uploaded", () => {
    expect(updateBodyOf(filled, consent())).not.toHaveProperty("guideFileSeq");
    expect(updateBodyOf({ ...filled, guideFileSeq: 10 }, consent())).toMatchObject({ guideFileSeq: 10 });
  });
});

const candidate = (seq: number, hasIdentity = true): ConsentCandidate => ({
  unionRegisterSeq: seq,
  unionRegisterNo: String(seq),
  name: { name: `소유자${seq}`, nameClass: "" },
  ownerType: "PERSON",
  shareType: "SINGLE",
  isRepresentative: false,
  birth: hasIdentity ? "19600101" : "",
  phoneNo: "",
  agent: null,
  hasIdentity,
});

describe("picking recipients in the wizard", () => {
  it("refuses an owner lacking a name or birth with the server's message, keeping the others", () => {
    const rows = [candidate(1), candidate(2, false), candidate(3)];
    const { next, refusal } = applyCandidateTicks(new Map(), new Set([1, 2, 3]), rows);
    expect([...next.keys()]).toEqual([1, 3]);
    expect(refusal).toBe("소유자2: 이름 또는 생년월일(본인 또는 대리인)이 없는 소유자는 대상자로 추가할 수 없습니다.");
  });

  it("keeps picks of other pages and drops the ones unticked", () => {
    const kept = new Map([
      [9, candidate(9)],
      [1, candidate(1)],
    ]);
    const { next, refusal } = applyCandidateTicks(kept, new Set([9]), [candidate(1)]);
    expect([...next.keys()]).toEqual([9]);
    expect(refusal).toBeNull();
  });

  it("전체 선택 takes everyone who can view a consent and counts who was left out", () => {
    const { next, leftOut } = selectAllCandidates(new Map(), [candidate(1), candidate(2, false), candidate(3)]);
    expect([...next.keys()]).toEqual([1, 3]);
    expect(leftOut).toBe(1);
  });
});
