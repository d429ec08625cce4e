import { describe, expect, it } from "vitest";
import { decodeIdToken } from "./id-token";

const tokenWith = (payload: unknown) =>
  ["eyJhbGciOiJFUzI1NiJ9", Buffer.from(JSON.stringify(payload)).toString("base64url"), "signature"].join(".");

describe("decodeIdToken", () => {
  it("reads memberSeq, serviceMemberId and the Korean name and nickname", () => {
    const token = tokenWith({ memberSeq: 1, serviceMemberId: 7, name: "김조합", nickname: "조합장", sub: "1" });
    expect(decodeIdToken(token)).toEqual({ memberSeq: 1, serviceMemberId: 7, name: "김조합", nickname: "조합장" });
  });

  it("refuses a token without the member ids", () => {
    expect(decodeIdToken(tokenWith({ memberSeq: 1 }))).toBeNull();
    expect(decodeIdToken(tokenWith({ memberSeq: "1", serviceMemberId: 2 }))).toBeNull();
  });

  it("refuses something that is not a JWT", () => {
    expect(decodeIdToken("not-a-token")).toBeNull();
    expect(decodeIdToken("a.%%%.c")).toBeNull();
  });
});
