import { unionMenuPath } from "../../lib/union-path";

/** Routes of the posts menu M0405 under /unions/{unionSeq} (spec 04 §2.2). */
export const POSTS_PATH = "union-management/posts";
export const POSTS_MENU = "M0405";
export const RECORDS_SEGMENT = "records";

export const postsPath = (unionSeq: number) => unionMenuPath(unionSeq, POSTS_PATH);
export const postRecordsPath = (unionSeq: number) => `${postsPath(unionSeq)}/${RECORDS_SEGMENT}`;
export const postRecordPath = (unionSeq: number, postSeq: number | string) => `${postRecordsPath(unionSeq)}/${postSeq}`;
