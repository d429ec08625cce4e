/** Spec 01 §2: union users (menu M1104) and its invited tab, under `/unions/:unionSeq`. */
export const MEMBERS_PATH = "etc-management/members";
export const USERS_MENU = "M1104";
export const INVITED_PATH = `${MEMBERS_PATH}/invited`;
export const PAGE_SIZES = [10, 20, 50] as const;
