/** Charge and usage list (menu M1103), under `/unions/:unionSeq`. */
export const BILLING_MENU = "M1103";
export const CHARGES_PATH = "etc-management/charges";
export const chargesPath = (unionSeq: number) => `/unions/${unionSeq}/${CHARGES_PATH}`;
