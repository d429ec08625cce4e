import type { SendSmsInput, SmsCost } from "@johap/contracts";

/** The parsed request the cost was quoted for, with the images to upload beside it. */
export type QuotedSend = { body: SendSmsInput; images: readonly File[] };

export type WizardState =
  | { step: "compose" }
  | {
      step: "cost";
      quoted: QuotedSend;
      cost: SmsCost;
      /** One key per submission: retries of the same send reuse it, so the server charges once. */
      idempotencyKey: string;
      isConfirmed: boolean;
    };

export type WizardAction =
  | { type: "quoted"; quoted: QuotedSend; cost: SmsCost; idempotencyKey: string }
  | { type: "confirm"; isConfirmed: boolean }
  | { type: "back" }
  | { type: "sent" };

export const INITIAL_WIZARD: WizardState = { step: "compose" };

/** Spec 04 §2.1 and §4: 조합원 선택 → (cost quoted) 비용 조회; 이전 returns; a send starts over. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "quoted":
      return {
        step: "cost",
        quoted: action.quoted,
        cost: action.cost,
        idempotencyKey: action.idempotencyKey,
        isConfirmed: false,
      };
    case "confirm":
      return state.step === "cost" ? { ...state, isConfirmed: action.isConfirmed } : state;
    case "back":
    case "sent":
      return INITIAL_WIZARD;
  }
}

export const stepIndexOf = (state: WizardState) => (state.step === "compose" ? 0 : 1);

/** Spec 04 §5: the cost step needs its checkbox before sending. */
export const canSend = (state: WizardState) => state.step === "cost" && state.isConfirmed;
