import { unionMenuPath } from "../../lib/union-path";

/** Routes of the messages menu M0403 under /unions/{unionSeq} (spec 04 §2.1). */
export const MESSAGES_PATH = "union-management/messages";
export const SMS_MENU = "M0403";
export const RECORDS_SEGMENT = "records";
export const CALLERS_SEGMENT = "callers";

export const messagesPath = (unionSeq: number) => unionMenuPath(unionSeq, MESSAGES_PATH);
export const recordsPath = (unionSeq: number) => `${messagesPath(unionSeq)}/${RECORDS_SEGMENT}`;
export const recordPath = (unionSeq: number, smsId: number | string) => `${recordsPath(unionSeq)}/${smsId}`;
export const callersPath = (unionSeq: number) => `${messagesPath(unionSeq)}/${CALLERS_SEGMENT}`;
