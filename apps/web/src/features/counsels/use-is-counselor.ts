import type { Counsel } from "@johap/contracts";
import { useSessionIds } from "../session";

/** Spec 02 §4, §6: whether the signed-in member is the record's counsellor (compared by memberSeq). */
export function useIsCounselor(counsel: Pick<Counsel, "counselor"> | undefined): boolean {
  const ids = useSessionIds();
  return counsel !== undefined && ids !== null && counsel.counselor.memberSeq === ids.memberId;
}
