import { useParams } from "react-router";

/** The union of the current `/unions/:unionSeq/...` route. */
export function useUnionSeq(): number {
  return Number(useParams().unionSeq);
}
