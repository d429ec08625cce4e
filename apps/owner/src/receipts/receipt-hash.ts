import { normalizeReceiptCode } from "@johap/contracts/owner-client";

/**
 * A receipt code's fingerprint computed on this phone (SHA-256 of the normalized code, as the server keeps it),
 * so the voter need not take the server's word for which fingerprint is theirs. Null where the browser offers no
 * Web Crypto (a page served over plain http from another host).
 */
export async function localReceiptHash(code: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(normalizeReceiptCode(code)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
