import type { OwnerConsentIntro } from "@johap/contracts";

/** What the server rendered a page with (entry-server.tsx): the consent link's public facts. */
export type OwnerInitial = { consentIntro?: OwnerConsentIntro };

/** The element that carries `OwnerInitial` as JSON in a server-rendered page. */
export const INITIAL_ELEMENT_ID = "owner-initial";

/** The facts of a server-rendered page, or null for the plain index (the page then fetches them). */
export function readInitial(): OwnerInitial | null {
  const element = document.getElementById(INITIAL_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as OwnerInitial;
  } catch {
    return null;
  }
}
