import { REGISTER_MESSAGES as M, type ShareType } from "./register.constants";
import type { RepresentativeCheck } from "./register.schemas";

export type MainNoUse = Pick<RepresentativeCheck, "hasSingleOwner" | "hasShareOwners" | "nextMainNo">;

/**
 * A main number belongs either to one single owner (n) or to one co-ownership group (n-1, n-2 ...): a single
 * owner cannot sit on a number co-owners use (switching a co-owner to 단독 resets its sub number to 0, spec 01
 * §4), nor a co-owner on a single owner's number. The message names the next free main number; null when the
 * owner may have the number. `use` leaves the owner itself out. Checked by the owner form and the owner API.
 */
export function mainNoConflict(shareType: ShareType, main: number, use: MainNoUse): string | null {
  if (shareType === "SINGLE" && use.hasShareOwners) return M.singleOnSharedMainNo(main, use.nextMainNo);
  if (shareType === "SHARE" && use.hasSingleOwner) return M.shareOnSingleMainNo(main, use.nextMainNo);
  return null;
}
