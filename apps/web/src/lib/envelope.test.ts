import { describe, expect, it } from "vitest";
import { envelopeData, errorEnvelopeOf } from "./envelope";

describe("envelopeData", () => {
  it("unwraps data", () => {
    expect(envelopeData({ status: 200, data: { a: 1 } })).toEqual({ a: 1 });
    expect(envelopeData(null)).toBeUndefined();
  });
});

describe("errorEnvelopeOf", () => {
  it("reads status, code and message", () => {
    expect(errorEnvelopeOf({ status: 403, code: "E00501", message: "권한 없음" })).toEqual({
      status: 403,
      code: "E00501",
      message: "권한 없음",
    });
  });

  it("refuses other bodies", () => {
    expect(errorEnvelopeOf("<html>")).toBeNull();
    expect(errorEnvelopeOf({ statusCode: 500, error: "Internal" })).toBeNull();
  });
});
