import type { ChangeFeed } from "../../db/change-feed";
import type { Db } from "../../db/client";
import { changeCache } from "../../platform/change-cache";
import { findConsentByLink } from "./owner-consents.repository";

export type ConsentOfLink = NonNullable<Awaited<ReturnType<typeof findConsentByLink>>>;

/**
 * The consent an owner's link names (with its template and union name), held in memory per process while
 * owners open, sign and submit, forgotten when a consent, template or union changes (migrations 0014, 0022).
 * Writes lock the consent in the database and read it there.
 */
export type ConsentLinks = { of: (db: Db, linkCode: string) => Promise<ConsentOfLink | null> };

export function consentLinks(feed: ChangeFeed): ConsentLinks {
  const cache = changeCache<ConsentOfLink | null>(feed, {
    tables: ["electronic_consents", "electronic_consent_templates", "unions"],
    maxEntries: 1_000,
  });
  return { of: (db, linkCode) => cache.get(linkCode, () => findConsentByLink(db, linkCode)) };
}
