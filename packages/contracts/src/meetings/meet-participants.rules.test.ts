import { describe, expect, it } from "vitest";
import {
  canAddVoters,
  canDeleteVoters,
  canEditVoter,
  canResend,
  formatCompanyNo,
  hasIdentityChange,
  isResendWindowOpen,
  isVoterInfoMissing,
  isVoterRowSelectable,
  normalizeVoterEdit,
  offersResendAfterEdit,
  parseRegisterNoFilter,
  type VoterEditInput,
  voterEditError,
} from "./meet-participants.rules";
import { ListParticipantsQuerySchema } from "./meet-participants.schemas";

const voter: VoterEditInput = {
  name: "홍길동",
  nameClass: "",
  ownerType: "PERSON",
  companyNo: "",
  birth: "19600101",
  gender: "M",
  phoneNo: "01012345678",
  agent: null,
};
const agent = { name: "김대리", nameClass: "", birth: "19900303", gender: "F", phoneNo: "01099998888" };

describe("voter edit rules (spec 03 §5)", () => {
  it("accepts a complete voter", () => {
    expect(voterEditError(voter)).toBeNull();
  });
  it("refuses a birth date that is not 8 digits with 생년월일을 확인해 주세요", () => {
    expect(voterEditError({ ...voter, birth: "196001" })).toBe("생년월일을 확인해 주세요");
  });
  it("refuses a missing or non-digit phone with 전화번호를 입력하세요", () => {
    expect(voterEditError({ ...voter, phoneNo: "" })).toBe("전화번호를 입력하세요");
    expect(voterEditError({ ...voter, phoneNo: "010123456789" })).toBe("전화번호를 입력하세요");
  });
  it("refuses a company number of neither 10 nor 13 digits with 사업자등록번호를 확인해 주세요", () => {
    expect(voterEditError({ ...voter, ownerType: "COMPANY", companyNo: "123-45-678" })).toBe(
      "사업자등록번호를 확인해 주세요",
    );
    expect(voterEditError({ ...voter, ownerType: "COMPANY", companyNo: "123-45-67890" })).toBeNull();
    expect(voterEditError({ ...voter, ownerType: "COMPANY", companyNo: "110111-1234567" })).toBeNull();
  });
  it("refuses an agent missing a field with 대리인 정보를 모두 입력해주세요", () => {
    expect(voterEditError({ ...voter, agent: { ...agent, birth: "" } })).toBe("대리인 정보를 모두 입력해주세요");
    expect(voterEditError({ ...voter, agent: { ...agent, gender: "NONE" } })).toBe("대리인 정보를 모두 입력해주세요");
    expect(voterEditError({ ...voter, agent })).toBeNull();
  });
  it("refuses names past 30 and classes past 20 characters", () => {
    expect(voterEditError({ ...voter, name: "가".repeat(31) })).toBe("이름은 30자까지 입력할 수 있습니다.");
    expect(voterEditError({ ...voter, nameClass: "가".repeat(21) })).toBe("구분은 20자까지 입력할 수 있습니다.");
  });
  it("owner type NONE removes gender and birth; PERSON the company number; COMPANY birth and gender", () => {
    expect(normalizeVoterEdit({ ...voter, ownerType: "NONE" })).toMatchObject({ gender: "NONE", birth: "" });
    expect(normalizeVoterEdit({ ...voter, companyNo: "1234567890" }).companyNo).toBe("");
    expect(normalizeVoterEdit({ ...voter, ownerType: "COMPANY", companyNo: "1234567890" })).toMatchObject({
      birth: "",
      gender: "NONE",
      companyNo: "123-45-67890",
    });
  });
  it("gender NONE clears the birth date; an empty agent becomes none", () => {
    expect(normalizeVoterEdit({ ...voter, gender: "NONE" }).birth).toBe("");
    const blank = { name: " ", nameClass: "", birth: "", gender: "NONE", phoneNo: "" };
    expect(normalizeVoterEdit({ ...voter, agent: blank }).agent).toBeNull();
  });
  it("formats company numbers with hyphens as typed", () => {
    expect(formatCompanyNo("12345")).toBe("123-45");
    expect(formatCompanyNo("1234567890")).toBe("123-45-67890");
    expect(formatCompanyNo("1101111234567")).toBe("110111-1234567");
  });
  it("missing information unless the agent has everything", () => {
    expect(isVoterInfoMissing(voter)).toBe(false);
    expect(isVoterInfoMissing({ ...voter, birth: "" })).toBe(true);
    expect(isVoterInfoMissing({ ...voter, birth: "", agent })).toBe(false);
  });
});

describe("voter status rules (spec 03 §4)", () => {
  it("edit only in PROCESS, and not while an electronic voter is WAIT", () => {
    expect(canEditVoter("PROCESS", "ELECTRONIC", "SENT")).toBe(true);
    expect(canEditVoter("PROCESS", "ELECTRONIC", "WAIT")).toBe(false);
    expect(canEditVoter("PROCESS", "ONSITE", "WAIT")).toBe(true);
    expect(canEditVoter("BEFORE", "ONSITE", "NONE")).toBe(false);
  });
  it("add in BEFORE or PROCESS, delete in PROCESS only", () => {
    expect(canAddVoters("BEFORE")).toBe(true);
    expect(canAddVoters("COUNTING")).toBe(false);
    expect(canDeleteVoters("BEFORE")).toBe(false);
    expect(canDeleteVoters("PROCESS")).toBe(true);
  });
  it("rows cannot be selected when COUNTING, COMPLETE, WAIT (electronic) or not PROCESS (onsite)", () => {
    expect(isVoterRowSelectable("COUNTING", "ELECTRONIC", "NONE")).toBe(false);
    expect(isVoterRowSelectable("PROCESS", "ONSITE_ELECTRONIC", "WAIT")).toBe(false);
    expect(isVoterRowSelectable("BEFORE", "ONSITE", "NONE")).toBe(false);
    expect(isVoterRowSelectable("PROCESS", "ELECTRONIC", "SENT")).toBe(true);
  });
  it("resend in PROCESS unless VOTED or WITH; outside PROCESS only when nothing was sent", () => {
    expect(canResend("PROCESS", "ELECTRONIC", "OPENED")).toBe(true);
    expect(canResend("PROCESS", "ELECTRONIC", "VOTED")).toBe(false);
    expect(canResend("PROCESS", "ELECTRONIC", "WITH")).toBe(false);
    expect(canResend("BEFORE", "ELECTRONIC", "NONE")).toBe(true);
    expect(canResend("BEFORE", "ELECTRONIC", "SENT")).toBe(false);
    expect(canResend("PROCESS", "ONSITE", "NONE")).toBe(false);
  });
  it("resend closes 24 hours before the e-vote ends", () => {
    const end = new Date("2026-12-01T12:00:00Z");
    const day = 24 * 3600 * 1000;
    expect(isResendWindowOpen(end, new Date("2026-11-30T11:59:00Z"), day)).toBe(true);
    expect(isResendWindowOpen(end, new Date("2026-11-30T12:00:00Z"), day)).toBe(false);
  });
  it("offers the resend-cost dialog after identity changes unless OPENED, VOTED or ONSITE", () => {
    const changed = hasIdentityChange(voter, { ...voter, phoneNo: "01000000000" });
    expect(changed).toBe(true);
    expect(hasIdentityChange(voter, { ...voter })).toBe(false);
    expect(hasIdentityChange(voter, { ...voter, agent })).toBe(true);
    expect(offersResendAfterEdit({ isIdentityChanged: true, progressStatus: "SENT", meetMethod: "ELECTRONIC" })).toBe(
      true,
    );
    expect(offersResendAfterEdit({ isIdentityChanged: true, progressStatus: "OPENED", meetMethod: "ELECTRONIC" })).toBe(
      false,
    );
    expect(offersResendAfterEdit({ isIdentityChanged: true, progressStatus: "NONE", meetMethod: "ONSITE" })).toBe(
      false,
    );
    expect(offersResendAfterEdit({ isIdentityChanged: false, progressStatus: "NONE", meetMethod: "ELECTRONIC" })).toBe(
      false,
    );
  });
});

describe("voter list filters", () => {
  it("reads 연번 n and n-m", () => {
    expect(parseRegisterNoFilter("12")).toEqual({ main: 12, sub: null });
    expect(parseRegisterNoFilter("12-3")).toEqual({ main: 12, sub: 3 });
    expect(parseRegisterNoFilter("")).toBeNull();
  });
  it("refuses a 연번 with a double hyphen and names past 10 characters", () => {
    expect(ListParticipantsQuerySchema.safeParse({ unionRegisterNo: "1--2" }).success).toBe(false);
    expect(ListParticipantsQuerySchema.safeParse({ name: "가".repeat(11) }).success).toBe(false);
    expect(ListParticipantsQuerySchema.parse({ isResent: "true" }).isResent).toBe(true);
  });
});
