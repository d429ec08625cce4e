import { unionMenuPath } from "../../lib/union-path";

/** Spec 04 §2.4: /union-management/document-issuances (M0407, 자료 발급) and its records (내역 관리). */
export const DOCUMENT_ISSUANCE_MENU = "M0407";
export const DOCUMENT_ISSUANCE_PATH = "union-management/document-issuances";
export const RECORDS_SEGMENT = "records";

export const issuancePath = (unionSeq: number) => unionMenuPath(unionSeq, DOCUMENT_ISSUANCE_PATH);
export const issuanceRecordsPath = (unionSeq: number) => `${issuancePath(unionSeq)}/${RECORDS_SEGMENT}`;
export const issuanceRecordPath = (unionSeq: number, documentIssuanceSeq: number) =>
  `${issuanceRecordsPath(unionSeq)}/${documentIssuanceSeq}`;

/** The record a URL segment names: a positive integer, else null. */
export function parseSeq(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const seq = Number(segment);
  return seq <= 2_147_483_647 ? seq : null;
}
