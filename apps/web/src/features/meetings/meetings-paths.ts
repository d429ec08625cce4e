import { unionMenuPath } from "../../lib/union-path";

/**
 * Routes of the meeting menus under /unions/{unionSeq} (spec 03 §2): M1003 open (meet-management/open and
 * open/agenda), M1004 history (meet-management/history, a meeting's detail, a voter's edit page and the voter
 * change history).
 */
export const MEETINGS_PATH = "meet-management";
export const OPEN_MENU = "M1003";
export const HISTORY_MENU = "M1004";
export const OPEN_SEGMENT = "open";
export const AGENDA_SEGMENT = "agenda";
export const HISTORY_SEGMENT = "history";
export const PARTICIPANT_HISTORIES_SEGMENT = "participant-histories";
/** M1005 증명서 발급: the list and a meeting's certificates. */
export const CERTIFICATE_MENU = "M1005";
export const CERTIFICATIONS_SEGMENT = "certifications";

export const meetingsRootPath = (unionSeq: number) => unionMenuPath(unionSeq, MEETINGS_PATH);
export const meetOpenPath = (unionSeq: number) => `${meetingsRootPath(unionSeq)}/${OPEN_SEGMENT}`;
export const meetOpenAgendaPath = (unionSeq: number) => `${meetOpenPath(unionSeq)}/${AGENDA_SEGMENT}`;
export const meetHistoryPath = (unionSeq: number) => `${meetingsRootPath(unionSeq)}/${HISTORY_SEGMENT}`;
export const meetDetailPath = (unionSeq: number, meetSeq: number) => `${meetHistoryPath(unionSeq)}/${meetSeq}`;
export const meetParticipantPath = (unionSeq: number, meetSeq: number, meetParticipantSeq: number) =>
  `${meetDetailPath(unionSeq, meetSeq)}/${meetParticipantSeq}`;
export const certificationsPath = (unionSeq: number) => `${meetingsRootPath(unionSeq)}/${CERTIFICATIONS_SEGMENT}`;
export const certificationPath = (unionSeq: number, meetSeq: number) => `${certificationsPath(unionSeq)}/${meetSeq}`;
export const meetParticipantHistoriesPath = (unionSeq: number, meetSeq: number) =>
  `${meetDetailPath(unionSeq, meetSeq)}/${PARTICIPANT_HISTORIES_SEGMENT}`;

/** The meeting or voter a URL segment names: a positive integer, else null (`open`, `abc`, a huge number). */
export function parseSeq(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const seq = Number(segment);
  return seq <= 2_147_483_647 ? seq : null;
}
