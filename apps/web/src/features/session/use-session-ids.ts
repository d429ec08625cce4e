import { useState } from "react";
import { readSessionIds, type SessionIds } from "../../lib/session-cookies";

/** The member ids of the signed-in session, read once per mounted page. */
export function useSessionIds(): SessionIds | null {
  const [ids] = useState(readSessionIds);
  return ids;
}
