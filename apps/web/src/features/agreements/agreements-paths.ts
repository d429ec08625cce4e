/** Spec 04 §2.7: /union-management/agreements (M0402, 동의 현황 관리). */
export const AGREEMENTS_MENU = "M0402";
export const AGREEMENTS_PATH = "union-management/agreements";
