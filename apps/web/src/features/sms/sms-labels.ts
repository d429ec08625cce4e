/** Spec 04 §2.1: the menu's title and its tabs. */
export const MESSAGES_TITLE = "문자 발송";
export const TAB_LABELS = { send: "문자발송", records: "내역 관리", callers: "발신번호 관리" } as const;

/** Spec 04 §2.1: the wizard's two steps. */
export const WIZARD_STEPS = ["조합원 선택", "비용 조회"] as const;
