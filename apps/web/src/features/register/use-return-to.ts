import { useLocation } from "react-router";
import { registersPath } from "./register-paths";

/** Where an owner page goes back to: the grid it was opened from (with its filters), else the grid. */
export function useReturnTo(unionSeq: number): string {
  const state: unknown = useLocation().state;
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof returnTo === "string" && returnTo.startsWith(registersPath(unionSeq))
    ? returnTo
    : registersPath(unionSeq);
}
