import { unionMenuPath } from "../../lib/union-path";

/** Routes of the consent history menu M1201 under /unions/{unionSeq} (spec 02 §2.1 to §2.4). */
export const CONSENTS_MENU = "M1201";
export const CONSENTS_PATH = "consent-management";
export const OPEN_SEGMENT = "open";
export const INFO_SEGMENT = "info";

export const consentBoardPath = (unionSeq: number) => unionMenuPath(unionSeq, CONSENTS_PATH);
export const consentOpenPath = (unionSeq: number) => `${consentBoardPath(unionSeq)}/${OPEN_SEGMENT}`;
export const consentDetailPath = (unionSeq: number, consentSeq: number) =>
  `${consentBoardPath(unionSeq)}/${consentSeq}`;
export const consentInfoPath = (unionSeq: number, consentSeq: number) =>
  `${consentDetailPath(unionSeq, consentSeq)}/${INFO_SEGMENT}`;

/** The consent a URL segment names: a positive integer, else null (`open`, `abc`, a huge number). */
export function parseConsentSeq(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const seq = Number(segment);
  return seq <= 2_147_483_647 ? seq : null;
}
