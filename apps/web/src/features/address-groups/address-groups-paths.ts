import { unionMenuPath } from "../../lib/union-path";

/** Spec 04 §2.6: /union-management/address-groups (M0411) with create, {id} and {id}/modify. */
export const ADDRESS_GROUPS_MENU = "M0411";
export const ADDRESS_GROUPS_PATH = "union-management/address-groups";
export const CREATE_SEGMENT = "create";
export const MODIFY_SEGMENT = "modify";

export const groupListPath = (unionSeq: number) => unionMenuPath(unionSeq, ADDRESS_GROUPS_PATH);
export const groupCreatePath = (unionSeq: number) => `${groupListPath(unionSeq)}/${CREATE_SEGMENT}`;
export const groupDetailPath = (unionSeq: number, seq: number) => `${groupListPath(unionSeq)}/${seq}`;
export const groupModifyPath = (unionSeq: number, seq: number) => `${groupDetailPath(unionSeq, seq)}/${MODIFY_SEGMENT}`;

/** The group a URL segment names: a positive integer, else null. */
export function parseGroupSeq(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const seq = Number(segment);
  return seq <= 2_147_483_647 ? seq : null;
}
