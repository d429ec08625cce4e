import type { RepresentativeCheck } from "@johap/contracts";
import { useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "../../../../lib/use-debounced-value";
import { representativeCheckQuery } from "../../api/register-queries";

/**
 * Spec 01 §4: the representative box shows only for SHARE and only when the server says the main
 * number has no other representative. Undefined while unknown (no SHARE, no main number, loading).
 */
export function useRepresentativeAllowed(
  unionSeq: number,
  unionRegisterNoMain: number | null,
  unionRegisterSeq: number | null,
): boolean | undefined {
  const main = useDebouncedValue(unionRegisterNoMain, 300);
  const isAskable = main !== null && main >= 1;
  const check = useQuery({
    ...representativeCheckQuery(unionSeq, main ?? 0, unionRegisterSeq),
    enabled: isAskable,
  });
  return isAskable ? check.data?.isRepresentativeAllowed : undefined;
}

/**
 * The main-number check of the number the form holds (who else uses it, the next free one), for the
 * single/shared rule the form checks before saving (`mainNoConflict`). Undefined while unknown.
 */
export function useMainNoCheck(
  unionSeq: number,
  unionRegisterNoMain: number | null,
  unionRegisterSeq: number | null,
): RepresentativeCheck | undefined {
  const isAskable = unionRegisterNoMain !== null && unionRegisterNoMain >= 1;
  const check = useQuery({
    ...representativeCheckQuery(unionSeq, unionRegisterNoMain ?? 0, unionRegisterSeq),
    enabled: isAskable,
  });
  return isAskable ? check.data : undefined;
}
