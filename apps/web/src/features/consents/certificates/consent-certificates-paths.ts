import { consentBoardPath } from "../consents-paths";

/** Routes of menu M1202 under /unions/{unionSeq} (spec 02 §2.5). */
export const CONSENT_CERTIFICATE_MENU = "M1202";
export const CERTIFICATION_SEGMENT = "certification";

export const consentCertificationsPath = (unionSeq: number) => `${consentBoardPath(unionSeq)}/${CERTIFICATION_SEGMENT}`;
export const consentCertificationPath = (unionSeq: number, consentSeq: number) =>
  `${consentCertificationsPath(unionSeq)}/${consentSeq}`;
