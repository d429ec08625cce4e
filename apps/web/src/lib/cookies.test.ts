import { describe, expect, it } from "vitest";
import { parseCookies, serializeCookie } from "./cookies";

describe("parseCookies", () => {
  it("reads names and decoded values", () => {
    const cookies = parseCookies("accessToken=a.b.c; memberId=1; unionSeq=%32");
    expect(cookies.get("accessToken")).toBe("a.b.c");
    expect(cookies.get("memberId")).toBe("1");
    expect(cookies.get("unionSeq")).toBe("2");
  });

  it("keeps values with = and skips malformed parts", () => {
    const cookies = parseCookies("token=abc==; broken; =x; bad=%E0%A4%A");
    expect(cookies.get("token")).toBe("abc==");
    expect(cookies.get("bad")).toBe("%E0%A4%A");
    expect(cookies.size).toBe(2);
  });

  it("reads nothing from an empty string", () => {
    expect(parseCookies("").size).toBe(0);
  });
});

describe("serializeCookie", () => {
  it("writes a site-wide Lax cookie with its lifetime", () => {
    expect(serializeCookie("codeVerifier", "a~b", { maxAgeSeconds: 315_360_000 }, false)).toBe(
      "codeVerifier=a~b; path=/; SameSite=Lax; max-age=315360000",
    );
  });

  it("marks the cookie Secure on https and encodes the value", () => {
    expect(serializeCookie("x", "a b;", {}, true)).toBe("x=a%20b%3B; path=/; SameSite=Lax; Secure");
  });
});
