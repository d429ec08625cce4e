/** Charge and usage list (menu M1103); the header's 충전하기 leads here. */
export const chargesPath = (unionSeq: number) => `/unions/${unionSeq}/etc-management/charges`;
