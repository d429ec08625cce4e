import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { signFileUrl, verifyFileUrl } from "./file-store";

const secret = crypto.randomBytes(32);
const parse = (url: string) => {
  const u = new URL(url, "http://x");
  return { expires: Number(u.searchParams.get("expires")), signature: u.searchParams.get("signature") ?? "" };
};

describe("signed file URLs", () => {
  it("verifies its own signature until it expires", () => {
    const { expires, signature } = parse(signFileUrl(secret, 7, Date.now() + 60_000));
    expect(verifyFileUrl(secret, 7, expires, signature)).toBe(true);
    expect(verifyFileUrl(secret, 8, expires, signature)).toBe(false);
    expect(verifyFileUrl(secret, 7, expires + 1, signature)).toBe(false);
    expect(verifyFileUrl(crypto.randomBytes(32), 7, expires, signature)).toBe(false);
  });

  it("refuses an expired URL", () => {
    const { expires, signature } = parse(signFileUrl(secret, 7, Date.now() - 1));
    expect(verifyFileUrl(secret, 7, expires, signature)).toBe(false);
  });
});
