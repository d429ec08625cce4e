import { unionMenuPath } from "../../lib/union-path";

/** Routes of the register under /unions/{unionSeq} (spec 01 §2). */
export const REGISTERS_PATH = "union-management/registers";

export const registersPath = (unionSeq: number) => unionMenuPath(unionSeq, REGISTERS_PATH);
export const ownerCreatePath = (unionSeq: number) => `${registersPath(unionSeq)}/create`;
export const ownerModifyPath = (unionSeq: number, unionRegisterSeq: number) =>
  `${registersPath(unionSeq)}/${unionRegisterSeq}/modify`;
export const ownerRightsPath = (unionSeq: number, unionRegisterSeq: number) =>
  `${ownerModifyPath(unionSeq, unionRegisterSeq)}/auths`;
export const registerHistoriesPath = (unionSeq: number) => `${registersPath(unionSeq)}/histories`;
