/**
 * The public receipts page of a meeting (apps/owner, `/m/r/{linkCode}`; beyond the spec, issue 16): once voting
 * is closed, anyone holding the meeting's link sees the fingerprints (SHA-256) of the receipt codes of the counted
 * ballots, without names, and a voter checks their own code. No zod here: the owner app imports this file through
 * `@johap/contracts/owner-client`.
 */

/** A meeting's public link code (`meets.linkCode`: 8 random alphanumerics; the demo's are base64url). */
export const MEET_LINK_CODE_PATTERN = /^[A-Za-z0-9_-]{6,32}$/;

/** The ballot channels that hand the voter a receipt code (only the electronic ballot does so far). */
export const RECEIPT_CHANNELS = ["ELECTRONIC"] as const;

/** A fingerprint (the SHA-256 of a normalized receipt code) as 64 lowercase hex digits, or a prefix of one. */
export const RECEIPT_HASH_PREFIX_PATTERN = /^[0-9a-f]{1,64}$/;

/** Fingerprints per page of the public list, by default and at most. */
export const RECEIPTS_PAGE_SIZE = 50;
export const RECEIPTS_PAGE_SIZE_MAX = 500;

/** Where the public list stands: hidden while voting is open (turnout is not published early), then published. */
export const RECEIPTS_PHASES = ["NOT_CLOSED", "PUBLISHED"] as const;
export type ReceiptsPhase = (typeof RECEIPTS_PHASES)[number];

export const RECEIPT_MESSAGES = {
  meetNotFound: "총회 주소를 찾을 수 없습니다. 받으신 주소를 다시 확인해 주세요.",
  notClosed: "투표가 마감된 뒤에 접수번호를 확인할 수 있습니다.",
  codeRequired: "접수번호를 입력해 주세요.",
  codeFormat: "접수번호 16자리를 확인해 주세요.",
  prefixFormat: "지문은 0-9, a-f로 된 64자 이내의 값입니다.",
  counted: "이 접수번호의 투표가 집계에 포함되어 있습니다.",
  notCounted: "이 접수번호로 접수된 투표가 없습니다. 접수번호를 다시 확인해 주세요.",
  noReceipts: "이 총회에는 접수번호가 발급된 투표가 없습니다.",
} as const;

/** Page of a fingerprint in the public list sorted ascending, from how many fingerprints sort before it. */
export const receiptPageOf = (before: number, pageSize: number) => Math.floor(before / pageSize);

/** A fingerprint as shown: groups of 8 hex digits. */
export const formatReceiptHash = (hash: string) => hash.replace(/(.{8})(?=.)/g, "$1 ");
