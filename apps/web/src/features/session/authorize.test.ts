import { describe, expect, it } from "vitest";
import { authorizeUrl } from "./authorize";

describe("authorizeUrl", () => {
  it("asks for a code with the console client, the callback, an S256 challenge and the state", () => {
    const url = new URL(
      authorizeUrl({ origin: "http://localhost:8181", codeChallenge: "abc_-", state: "s1" }),
      "http://localhost:8181",
    );
    expect(url.pathname).toBe("/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "johap-oms-console",
      redirect_uri: "http://localhost:8181/auth/callback",
      code_challenge: "abc_-",
      code_challenge_method: "S256",
      state: "s1",
    });
  });
});
