import { PATHS, unionHomePath } from "../../lib/paths";

export type LandingInput = {
  isSignedIn: boolean;
  /** The member's zones in the order the API lists them. */
  unionIds: readonly number[];
  /** The `unionSeq` of a `/unions/{unionSeq}` path; undefined for `/`. */
  requestedUnionSeq?: string;
};

export type LandingDecision = { kind: "redirect"; to: string } | { kind: "enter"; unionSeq: number };

/**
 * Spec 01 §2, route `/`: not signed in -> sign-in; no managed zone -> /my-page; no zone in the path ->
 * the first zone; a zone the member does not belong to -> /error/restricted.
 */
export function decideLanding(input: LandingInput): LandingDecision {
  if (!input.isSignedIn) return { kind: "redirect", to: PATHS.signIn };
  if (input.requestedUnionSeq === undefined) {
    const [first] = input.unionIds;
    return { kind: "redirect", to: first === undefined ? PATHS.myPage : unionHomePath(first) };
  }
  const unionSeq = Number(input.requestedUnionSeq);
  if (/^\d+$/.test(input.requestedUnionSeq) && input.unionIds.includes(unionSeq)) return { kind: "enter", unionSeq };
  return { kind: "redirect", to: PATHS.restricted };
}
