import { CONSENT_MESSAGES, type ConsentCandidate } from "@johap/contracts";

/** The owners picked in the wizard's 대상자 선택, by unionRegisterSeq (kept across pages and searches). */
export type CandidateSelection = ReadonlyMap<number, ConsentCandidate>;

/**
 * The table's ticks applied to the selection: ids no longer ticked leave, rows of the page newly ticked
 * join, except owners lacking a name or birth (own or agent's), which cannot view a consent (spec 02 §5):
 * they stay out and the first is named in `refusal`.
 */
export function applyCandidateTicks(
  selected: CandidateSelection,
  ids: ReadonlySet<number>,
  pageRows: readonly ConsentCandidate[],
): { next: Map<number, ConsentCandidate>; refusal: string | null } {
  const next = new Map([...selected].filter(([id]) => ids.has(id)));
  let refused: ConsentCandidate | null = null;
  for (const row of pageRows) {
    if (!ids.has(row.unionRegisterSeq) || next.has(row.unionRegisterSeq)) continue;
    if (row.hasIdentity) next.set(row.unionRegisterSeq, row);
    else refused ??= row;
  }
  return { next, refusal: refused ? CONSENT_MESSAGES.ownerWithoutIdentity(refused.name.name) : null };
}

/** 전체 선택: every candidate that can view a consent; answers how many were left out for lacking one. */
export function selectAllCandidates(selected: CandidateSelection, candidates: readonly ConsentCandidate[]) {
  const next = new Map(selected);
  let leftOut = 0;
  for (const candidate of candidates) {
    if (!candidate.hasIdentity) leftOut++;
    else next.set(candidate.unionRegisterSeq, candidate);
  }
  return { next, leftOut };
}
