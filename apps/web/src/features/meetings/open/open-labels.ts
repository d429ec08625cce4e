import type { VoteForm, VoteType } from "@johap/contracts";

export const VOTE_FORM_LABELS: Record<VoteForm, string> = { AGAINST: "찬반 투표", SELECT: "선택 투표" };
export const VOTE_TYPE_LABELS: Record<VoteType, string> = { MONO: "단일", MULTI: "복수" };
