import { SendSmsBodySchema, type SmsRecipientCandidate } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { applyTicks, includeAll, isContactRefused, selectAllOf } from "./recipient-selection";
import { EMPTY_COMPOSE, mergeRecipients, sendBodyOf } from "./send-request";

const candidate = (seq: number, over: Partial<SmsRecipientCandidate> = {}): SmsRecipientCandidate => ({
  unionRegisterSeq: seq,
  unionRegisterNo: `${seq}`,
  name: { name: `조합원${seq}`, nameClass: "" },
  mainPhone: { phoneNo: `0101111${String(seq).padStart(4, "0")}`, isContactAllowed: true },
  postAddress: { address: "서울", detailAddress: "", zipNo: "01234" },
  agent: null,
  ...over,
});
const refused = (seq: number) =>
  candidate(seq, { mainPhone: { phoneNo: `0102222${String(seq).padStart(4, "0")}`, isContactAllowed: false } });

describe("owners without contact consent (연락 동의) in the recipient picker", () => {
  it("counts an owner texted on their own phone without consent, not one whose agent receives", () => {
    expect(isContactRefused(refused(1))).toBe(true);
    expect(isContactRefused(candidate(2))).toBe(false);
    expect(isContactRefused({ ...refused(3), agent: { name: "대리인", phoneNo: "01099990000" } })).toBe(false);
  });

  it("leaves them out of 전체 선택 and returns them to be counted", () => {
    const { next, leftOut } = selectAllOf(new Map(), [candidate(1), refused(2), candidate(3), refused(4)]);
    expect([...next.keys()]).toEqual([1, 3]);
    expect(leftOut.map((c) => c.unionRegisterSeq)).toEqual([2, 4]);
    expect([...next.values()].every((r) => !r.isIncludedWithoutConsent)).toBe(true);
  });

  it("keeps one the user already included when 전체 선택 runs again", () => {
    const picked = applyTicks(new Map(), new Set([2]), [refused(2)]);
    const { next, leftOut } = selectAllOf(picked, [candidate(1), refused(2)]);
    expect(next.get(2)?.isIncludedWithoutConsent).toBe(true);
    expect(leftOut).toEqual([]);
  });

  it("includes one ticked on its own row explicitly, and the left-out ones on request", () => {
    const ticked = applyTicks(new Map(), new Set([1, 2]), [candidate(1), refused(2)]);
    expect(ticked.get(1)?.isIncludedWithoutConsent).toBeUndefined();
    expect(ticked.get(2)).toMatchObject({ unionRegisterSeq: 2, isIncludedWithoutConsent: true });
    const unticked = applyTicks(ticked, new Set([1]), [candidate(1), refused(2)]);
    expect([...unticked.keys()]).toEqual([1]);
    const included = includeAll(unticked, [refused(4)]);
    expect(included.get(4)?.isIncludedWithoutConsent).toBe(true);
  });

  it("sends the explicit inclusion in the request the send and the quote check", () => {
    const selection = includeAll(new Map(), [refused(2)]);
    const body = sendBodyOf(
      { ...EMPTY_COMPOSE, outgoingPhoneNo: "0212345678", message: "총회 안내" },
      mergeRecipients(selection.values(), []),
      { newCount: 0, fileSeqs: [] },
    );
    const parsed = SendSmsBodySchema.parse(body);
    expect(parsed.recipients).toEqual([
      { unionRegisterSeq: 2, name: "조합원2", phoneNo: "01022220002", isAgent: false, isIncludedWithoutConsent: true },
    ]);
  });
});
