import type { ProgressStatus } from "@johap/contracts";

/** A column of the board: one progress status, with the title search. */
export type ConsentBoardParams = { progressStatus: ProgressStatus; searchTitle: string };
export type RecipientsParams = { page: number; pageSize: number; searchRecipientName: string };

export const consentsKeys = {
  all: ["consents"] as const,
  union: (unionSeq: number) => [...consentsKeys.all, unionSeq] as const,
  lists: (unionSeq: number) => [...consentsKeys.union(unionSeq), "list"] as const,
  list: (unionSeq: number, params: ConsentBoardParams) => [...consentsKeys.lists(unionSeq), params] as const,
  consent: (unionSeq: number, consentSeq: number) => [...consentsKeys.union(unionSeq), consentSeq] as const,
  recipientsOf: (unionSeq: number, consentSeq: number) =>
    [...consentsKeys.consent(unionSeq, consentSeq), "recipients"] as const,
  recipients: (unionSeq: number, consentSeq: number, params: RecipientsParams) =>
    [...consentsKeys.recipientsOf(unionSeq, consentSeq), params] as const,
  areaStatistics: (unionSeq: number, consentSeq: number) =>
    [...consentsKeys.consent(unionSeq, consentSeq), "statistics", "area"] as const,
  dongStatistics: (unionSeq: number, consentSeq: number) =>
    [...consentsKeys.consent(unionSeq, consentSeq), "statistics", "dong"] as const,
};
