import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Base64Url, verifierMatches } from "./pkce";

describe("PKCE S256", () => {
  it("accepts the base64url SHA-256 of the verifier, unpadded, and nothing else", () => {
    const verifier = "dBjftJeZ4CVP-mJ92K9e2nQ4VjQo2jbK5Z7Fq4ZyX4Mz~a.b_c-0123456789ABCDEFGhij";
    const challenge = crypto
      .createHash("sha256")
      .update(verifier)
      .digest("base64")
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    expect(sha256Base64Url(verifier)).toBe(challenge);
    expect(challenge).toHaveLength(43);
    expect(verifierMatches(verifier, challenge)).toBe(true);
    expect(verifierMatches(`${verifier}x`, challenge)).toBe(false);
    expect(verifierMatches(verifier, verifier.slice(0, 43))).toBe(false);
  });

  it("refuses a verifier that is too short, too long or has other characters", () => {
    const short = "a".repeat(42);
    expect(verifierMatches(short, sha256Base64Url(short))).toBe(false);
    const long = "a".repeat(129);
    expect(verifierMatches(long, sha256Base64Url(long))).toBe(false);
    const odd = `${"a".repeat(50)}/+=`;
    expect(verifierMatches(odd, sha256Base64Url(odd))).toBe(false);
  });
});
