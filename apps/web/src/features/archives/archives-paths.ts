import { unionMenuPath } from "../../lib/union-path";

/** Spec 04 §2.8: /union-management/archives (M0410): list, register, detail/{id}, update/{id}. */
export const ARCHIVES_MENU = "M0410";
export const ARCHIVES_PATH = "union-management/archives";

export const archiveListPath = (unionSeq: number) => unionMenuPath(unionSeq, ARCHIVES_PATH);
export const archiveRegisterPath = (unionSeq: number) => `${archiveListPath(unionSeq)}/register`;
export const archiveDetailPath = (unionSeq: number, archiveSeq: number) =>
  `${archiveListPath(unionSeq)}/detail/${archiveSeq}`;
export const archiveUpdatePath = (unionSeq: number, archiveSeq: number) =>
  `${archiveListPath(unionSeq)}/update/${archiveSeq}`;

/** The entry a URL segment names: a positive integer, else null. */
export function parseSeq(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const seq = Number(segment);
  return seq <= 2_147_483_647 ? seq : null;
}
