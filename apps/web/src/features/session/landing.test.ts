import { describe, expect, it } from "vitest";
import { decideLanding } from "./landing";

describe("decideLanding", () => {
  it("sends a visitor without a session to sign-in", () => {
    expect(decideLanding({ isSignedIn: false, unionIds: [1] })).toEqual({ kind: "redirect", to: "/auth/sign-in" });
    expect(decideLanding({ isSignedIn: false, unionIds: [1], requestedUnionSeq: "1" })).toEqual({
      kind: "redirect",
      to: "/auth/sign-in",
    });
  });

  it("sends a member without managed zones to /my-page", () => {
    expect(decideLanding({ isSignedIn: true, unionIds: [] })).toEqual({ kind: "redirect", to: "/my-page" });
  });

  it("sends a member at / to the first zone's home", () => {
    expect(decideLanding({ isSignedIn: true, unionIds: [4, 2] })).toEqual({ kind: "redirect", to: "/unions/4" });
  });

  it("lets a member into a zone they manage", () => {
    expect(decideLanding({ isSignedIn: true, unionIds: [4, 2], requestedUnionSeq: "2" })).toEqual({
      kind: "enter",
      unionSeq: 2,
    });
  });

  it("sends a member to /error/restricted for a zone they do not belong to", () => {
    for (const requestedUnionSeq of ["3", "abc", "2.0", "", "-2"]) {
      expect(decideLanding({ isSignedIn: true, unionIds: [4, 2], requestedUnionSeq })).toEqual({
        kind: "redirect",
        to: "/error/restricted",
      });
    }
  });

  it("sends a member without zones asking for one to /error/restricted", () => {
    expect(decideLanding({ isSignedIn: true, unionIds: [], requestedUnionSeq: "1" })).toEqual({
      kind: "redirect",
      to: "/error/restricted",
    });
  });
});
