import type { OwnerSession } from "@johap/contracts";

/**
 * The owner session of a link (keyed by the link: a consent's code, a ballot's `ballot:{token}`), kept in the tab's session storage so that a reload (or a trip to the guide
 * PDF) does not ask for a new code; gone with the tab, and refused by the server after 30 minutes.
 */
const keyOf = (linkKey: string) => `owner-session:${linkKey}`;

export function savedSession(linkKey: string): OwnerSession | null {
  try {
    const raw = sessionStorage.getItem(keyOf(linkKey));
    const session = raw ? (JSON.parse(raw) as OwnerSession) : null;
    return session && Date.parse(session.expiresAt) > Date.now() ? session : null;
  } catch {
    return null;
  }
}

export function saveSession(linkKey: string, session: OwnerSession | null) {
  try {
    if (session) sessionStorage.setItem(keyOf(linkKey), JSON.stringify(session));
    else sessionStorage.removeItem(keyOf(linkKey));
  } catch {
    // Private mode without storage: the session lives in memory only.
  }
}
