import { unionMenuPath } from "../../lib/union-path";

/** Routes of the register under /unions/{unionSeq} (spec 01 §2). */
export const REGISTERS_PATH = "union-management/registers";
export const REGISTER_MENU = "M0401";

export const registersPath = (unionSeq: number) => unionMenuPath(unionSeq, REGISTERS_PATH);
export const ownerCreatePath = (unionSeq: number) => `${registersPath(unionSeq)}/create`;
export const ownerModifyPath = (unionSeq: number, unionRegisterSeq: number) =>
  `${registersPath(unionSeq)}/${unionRegisterSeq}/modify`;
export const ownerRightsPath = (unionSeq: number, unionRegisterSeq: number) =>
  `${ownerModifyPath(unionSeq, unionRegisterSeq)}/auths`;
export const registerHistoriesPath = (unionSeq: number) => `${registersPath(unionSeq)}/histories`;

/** The largest owner id (a PostgreSQL integer). */
const MAX_OWNER_SEQ = 2_147_483_647;

/** The owner id of a URL segment, or null when it cannot be one (not digits, 0, leading zeros, too large). */
export function parseOwnerSeq(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const seq = Number(segment);
  return seq <= MAX_OWNER_SEQ ? seq : null;
}
