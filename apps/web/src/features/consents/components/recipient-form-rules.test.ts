import type { ConsentRecipient, ElectronicConsent } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { isSubRow } from "./recipient-columns";
import { withdrawFormSchema, withdrawLimit } from "./recipient-withdraw-dialog";
import { writtenFormSchema, writtenLimit } from "./recipient-written-dialog";
import { isSelectableRecipient } from "./recipients-tab";

const NOW = new Date("2026-11-26T03:00:00Z"); // 12:00 in Seoul
const consent = (over: Partial<ElectronicConsent> = {}) =>
  ({
    startedAt: "2026-11-20T01:00:00Z",
    endedAt: "2026-12-20T01:00:00Z",
    template: { templateType: "NORMAL" },
    ...over,
  }) as ElectronicConsent;
/** A browser date-time input's value for an instant (the test runs in the machine's time zone). */
const input = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe("서면 동의 등록's form (spec 02 §5)", () => {
  it("requires a date: 제출일자를 선택해주세요.", () => {
    const result = writtenFormSchema(consent(), NOW).safeParse({ submittedAt: "", certifiedNo: "" });
    expect(messageOf(result)).toBe("제출일자를 선택해주세요.");
  });

  it("refuses a date before the consent's start: 동의서 시작일시 이후로 선택해 주세요.", () => {
    const result = writtenFormSchema(consent(), NOW).safeParse({
      submittedAt: input("2026-11-19T01:00:00Z"),
      certifiedNo: "",
    });
    expect(messageOf(result)).toBe("동의서 시작일시 이후로 선택해 주세요.");
  });

  it("refuses a date after now, and after the end of an ended consent", () => {
    const schema = writtenFormSchema(consent(), NOW);
    expect(messageOf(schema.safeParse({ submittedAt: input("2026-11-27T01:00:00Z"), certifiedNo: "" }))).toBe(
      "제출일자는 현재 시각과 동의서 종료일시 이전으로 선택해 주세요.",
    );
    const ended = consent({ endedAt: "2026-11-25T01:00:00Z" });
    expect(writtenLimit(ended, NOW).toISOString()).toBe("2026-11-25T01:00:00.000Z");
    expect(
      messageOf(
        writtenFormSchema(ended, NOW).safeParse({ submittedAt: input("2026-11-25T02:00:00Z"), certifiedNo: "" }),
      ),
    ).toBe("제출일자는 현재 시각과 동의서 종료일시 이전으로 선택해 주세요.");
    expect(schema.safeParse({ submittedAt: input("2026-11-25T02:00:00Z"), certifiedNo: "" }).success).toBe(true);
  });

  it("asks a CERTIFIED template for a numeric serial number: 일련번호를 알맞게 입력해주세요.", () => {
    const certified = writtenFormSchema(consent({ template: { templateType: "CERTIFIED" } as never }), NOW);
    const at = input("2026-11-25T02:00:00Z");
    expect(messageOf(certified.safeParse({ submittedAt: at, certifiedNo: "" }))).toBe(
      "일련번호를 알맞게 입력해주세요.",
    );
    expect(messageOf(certified.safeParse({ submittedAt: at, certifiedNo: "12a4" }))).toBe(
      "일련번호를 알맞게 입력해주세요.",
    );
    expect(certified.safeParse({ submittedAt: at, certifiedNo: "1234" }).success).toBe(true);
  });
});

const submitted = (over: Partial<ConsentRecipient> = {}) =>
  ({
    status: "WRITTEN_SUBMITTED",
    submittedAt: "2026-11-25T01:00:00Z",
    activeWithdrawnAt: "2026-11-27T01:00:00Z",
    registers: { ownerType: "PERSON", shareType: "SINGLE", isRepresentative: false },
    ...over,
  }) as ConsentRecipient;

describe("철회하기's form (spec 02 §5)", () => {
  it("takes a date between the submission and the deadline (no later than now)", () => {
    const schema = withdrawFormSchema(submitted(), "2026-11-20T01:00:00Z", NOW);
    expect(messageOf(schema.safeParse({ submittedAt: "" }))).toBe("제출일자를 선택해주세요.");
    expect(messageOf(schema.safeParse({ submittedAt: input("2026-11-24T01:00:00Z") }))).toBe(
      "철회일자는 제출일자와 철회 가능 기한 사이로 선택해 주세요.",
    );
    expect(schema.safeParse({ submittedAt: input("2026-11-26T01:00:00Z") }).success).toBe(true);
  });

  it("stops at the end of the deadline's Korean day when that is before now; a public owner's automatic consent has none", () => {
    const late = submitted({ activeWithdrawnAt: "2026-11-25T10:00:00Z" }); // 19:00 in Seoul on the 25th
    expect(withdrawLimit(late, NOW).toISOString()).toBe("2026-11-25T14:59:59.000Z");
    const automatic = submitted({
      status: "AUTO_SUBMITTED",
      activeWithdrawnAt: null,
      registers: { ownerType: "PUBLIC" } as ConsentRecipient["registers"],
    });
    expect(withdrawLimit(automatic, NOW)).toBe(NOW);
  });
});

describe("the grid's rows (spec 02 §2.2 and §4)", () => {
  it("selects only non-public rows that are SUBMITTED or AUTO_SUBMITTED", () => {
    expect(isSelectableRecipient(submitted({ status: "SUBMITTED" }))).toBe(true);
    expect(isSelectableRecipient(submitted({ status: "AUTO_SUBMITTED" }))).toBe(true);
    expect(isSelectableRecipient(submitted({ status: "NOT_SUBMITTED" }))).toBe(false);
    expect(
      isSelectableRecipient(
        submitted({ status: "AUTO_SUBMITTED", registers: { ownerType: "PUBLIC" } as ConsentRecipient["registers"] }),
      ),
    ).toBe(false);
  });

  it("greys a co-owner who is not the representative", () => {
    const registers = (shareType: string, isRepresentative: boolean) =>
      ({ shareType, isRepresentative }) as ConsentRecipient["registers"];
    expect(isSubRow(submitted({ registers: registers("SHARE", false) }))).toBe(true);
    expect(isSubRow(submitted({ registers: registers("SHARE", true) }))).toBe(false);
    expect(isSubRow(submitted({ registers: registers("SINGLE", false) }))).toBe(false);
  });
});
