import { unionMenuPath } from "../../lib/union-path";

/** Routes of electronic registered posts, menu M0413, under /unions/{unionSeq} (spec 04 §2.3). */
export const EPOSTS_MENU = "M0413";
export const EPOSTS_PATH = "electronic-posts";
export const RECIPIENT_SEGMENT = "recipient";
export const CREATE_SEGMENT = "create";
export const DETAIL_SEGMENT = "detail";

export const epostsPath = (unionSeq: number) => unionMenuPath(unionSeq, EPOSTS_PATH);
export const epostRecipientPath = (unionSeq: number) => `${epostsPath(unionSeq)}/${RECIPIENT_SEGMENT}`;
export const epostCreatePath = (unionSeq: number) => `${epostRecipientPath(unionSeq)}/${CREATE_SEGMENT}`;
/** The wizard resuming a TEMP post (이어서 작성; ours: the spec shows no way back into a draft). */
export const DRAFT_PARAM = "draft";
export const epostDraftPath = (unionSeq: number, postSeq: number) =>
  `${epostRecipientPath(unionSeq)}?${DRAFT_PARAM}=${postSeq}`;
export const epostDetailPath = (unionSeq: number, postSeq: number) =>
  `${epostsPath(unionSeq)}/${DETAIL_SEGMENT}/${postSeq}`;

/** The post a URL segment names: a positive integer, else null. */
export function parsePostSeq(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const seq = Number(segment);
  return seq <= 2_147_483_647 ? seq : null;
}
