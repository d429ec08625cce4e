import { unionMenuPath } from "../../lib/union-path";

/** Spec 01 §2: office info under /unions/{unionSeq} (menu M1102). */
export const OFFICE_PATH = "union-management/union-infos";
export const OFFICE_MENU = "M1102";

export const officePath = (unionSeq: number) => unionMenuPath(unionSeq, OFFICE_PATH);
