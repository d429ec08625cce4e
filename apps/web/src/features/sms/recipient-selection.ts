import type { SmsRecipientBody, SmsRecipientCandidate } from "@johap/contracts";
import { recipientOf } from "./send-request";

export type RegisterSelection = ReadonlyMap<number, SmsRecipientBody>;

/**
 * The owner's own phone would be texted and the register says it has no contact consent (연락 동의).
 * An owner with an agent is texted on the agent's phone, which the owner's consent does not cover.
 */
export const isContactRefused = (candidate: SmsRecipientCandidate) =>
  candidate.agent === null && !candidate.mainPhone.isContactAllowed;

/** A recipient the user picked on its own row: one without contact consent is then included explicitly. */
export const pickedRecipientOf = (candidate: SmsRecipientCandidate): SmsRecipientBody =>
  isContactRefused(candidate) ? { ...recipientOf(candidate), isIncludedWithoutConsent: true } : recipientOf(candidate);

/**
 * 전체 선택: every candidate not selected yet, except owners without contact consent, which are left out
 * and returned (the picker shows their count and can include them on request).
 */
export function selectAllOf(selected: RegisterSelection, candidates: readonly SmsRecipientCandidate[]) {
  const next = new Map(selected);
  const leftOut: SmsRecipientCandidate[] = [];
  for (const candidate of candidates) {
    if (next.has(candidate.unionRegisterSeq)) continue;
    if (isContactRefused(candidate)) leftOut.push(candidate);
    else next.set(candidate.unionRegisterSeq, recipientOf(candidate));
  }
  return { next, leftOut };
}

/** Includes the given owners without contact consent on the user's explicit request. */
export function includeAll(selected: RegisterSelection, candidates: readonly SmsRecipientCandidate[]) {
  const next = new Map(selected);
  for (const candidate of candidates) next.set(candidate.unionRegisterSeq, pickedRecipientOf(candidate));
  return next;
}

/**
 * The table's ticks applied to the selection: ids no longer ticked leave, rows of the page newly ticked
 * join (the page checkbox never ticks an owner without consent, so such a tick is the user's own).
 */
export function applyTicks(
  selected: RegisterSelection,
  ids: ReadonlySet<number>,
  pageRows: readonly SmsRecipientCandidate[],
) {
  const next = new Map([...selected].filter(([id]) => ids.has(id)));
  for (const row of pageRows) {
    if (ids.has(row.unionRegisterSeq) && !next.has(row.unionRegisterSeq)) {
      next.set(row.unionRegisterSeq, pickedRecipientOf(row));
    }
  }
  return next;
}
