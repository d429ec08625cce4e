import type { SendSmsInput, SmsCost } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { canSend, INITIAL_WIZARD, stepIndexOf, type WizardState, wizardReducer } from "./send-wizard-state";

const body: SendSmsInput = {
  outgoingPhoneNo: "0212345678",
  sendType: "IMMEDIATE",
  scheduledAt: null,
  title: "",
  message: "안내",
  recipients: [
    { unionRegisterSeq: null, name: "", phoneNo: "01012345678", isAgent: false, isIncludedWithoutConsent: false },
  ],
  imageCount: 0,
  fileSeqs: [],
};
const cost: SmsCost = { totalCount: 1, totalCost: 20, smsType: "SMS", unitCost: 20 };
const quoted = (state: WizardState, key = "key-1") =>
  wizardReducer(state, { type: "quoted", quoted: { body, images: [] }, cost, idempotencyKey: key });

describe("send wizard state", () => {
  it("starts on 조합원 선택 and moves to 비용 조회 once the cost is quoted", () => {
    expect(stepIndexOf(INITIAL_WIZARD)).toBe(0);
    const state = quoted(INITIAL_WIZARD);
    expect(stepIndexOf(state)).toBe(1);
    expect(state).toMatchObject({ step: "cost", cost, idempotencyKey: "key-1", isConfirmed: false });
  });

  it("refuses to send until the confirmation checkbox is ticked", () => {
    const state = quoted(INITIAL_WIZARD);
    expect(canSend(state)).toBe(false);
    const confirmed = wizardReducer(state, { type: "confirm", isConfirmed: true });
    expect(canSend(confirmed)).toBe(true);
    expect(canSend(wizardReducer(confirmed, { type: "confirm", isConfirmed: false }))).toBe(false);
  });

  it("keeps the idempotency key while the same submission is confirmed and retried", () => {
    const state = wizardReducer(quoted(INITIAL_WIZARD, "first"), { type: "confirm", isConfirmed: true });
    expect(state.step === "cost" && state.idempotencyKey).toBe("first");
  });

  it("goes back to compose with 이전, and a new quote carries a new key and an unticked box", () => {
    const confirmed = wizardReducer(quoted(INITIAL_WIZARD, "first"), { type: "confirm", isConfirmed: true });
    const back = wizardReducer(confirmed, { type: "back" });
    expect(back).toEqual(INITIAL_WIZARD);
    const again = quoted(back, "second");
    expect(again).toMatchObject({ idempotencyKey: "second", isConfirmed: false });
  });

  it("starts over after a send and ignores a confirmation on the compose step", () => {
    expect(wizardReducer(quoted(INITIAL_WIZARD), { type: "sent" })).toEqual(INITIAL_WIZARD);
    expect(wizardReducer(INITIAL_WIZARD, { type: "confirm", isConfirmed: true })).toEqual(INITIAL_WIZARD);
  });
});
