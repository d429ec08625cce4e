import { unionMenuPath } from "../../lib/union-path";

/** Menus of counselling (spec 02 §2.6): M0901 상담 등록 and M0902 상담 내역. */
export const COUNSEL_CREATE_MENU = "M0901";
export const COUNSEL_HISTORY_MENU = "M0902";
export const COUNSELS_PATH = "counsel-management";
export const CREATE_SEGMENT = "create";
export const COUNSELS_SEGMENT = "counsels";
export const MODIFY_SEGMENT = "modify";

export const counselCreateListPath = (unionSeq: number) =>
  unionMenuPath(unionSeq, `${COUNSELS_PATH}/${CREATE_SEGMENT}`);
export const counselCreatePath = (unionSeq: number, unionRegisterSeq: number) =>
  `${counselCreateListPath(unionSeq)}/${unionRegisterSeq}`;
export const counselListPath = (unionSeq: number) => unionMenuPath(unionSeq, `${COUNSELS_PATH}/${COUNSELS_SEGMENT}`);
export const counselDetailPath = (unionSeq: number, counselSeq: number) => `${counselListPath(unionSeq)}/${counselSeq}`;
export const counselModifyPath = (unionSeq: number, counselSeq: number) =>
  `${counselDetailPath(unionSeq, counselSeq)}/${MODIFY_SEGMENT}`;

/** The record or owner a URL segment names: a positive integer, else null (`abc`, a huge number). */
export function parseSeq(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const seq = Number(segment);
  return seq <= 2_147_483_647 ? seq : null;
}
