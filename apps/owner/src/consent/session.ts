import type { OwnerSession } from "@johap/contracts";

/**
 * The owner session of a link, kept in the tab's session storage so that a reload (or a trip to the guide
 * PDF) does not ask for a new code; gone with the tab, and refused by the server after 30 minutes.
 */
const keyOf = (linkCode: string) => `owner-session:${linkCode}`;

export function savedSession(linkCode: string): OwnerSession | null {
  try {
    const raw = sessionStorage.getItem(keyOf(linkCode));
    const session = raw ? (JSON.parse(raw) as OwnerSession) : null;
    return session && Date.parse(session.expiresAt) > Date.now() ? session : null;
  } catch {
    return null;
  }
}

export function saveSession(linkCode: string, session: OwnerSession | null) {
  try {
    if (session) sessionStorage.setItem(keyOf(linkCode), JSON.stringify(session));
    else sessionStorage.removeItem(keyOf(linkCode));
  } catch {
    // Private mode without storage: the session lives in memory only.
  }
}
