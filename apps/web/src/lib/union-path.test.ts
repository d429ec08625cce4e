import { describe, expect, it } from "vitest";
import { swapUnionInPath, unionMenuPath, unionSeqInPath } from "./union-path";

describe("swapUnionInPath", () => {
  it("swaps the union id and keeps the rest of the path", () => {
    expect(swapUnionInPath("/unions/1/x/y", 2)).toBe("/unions/2/x/y");
    expect(swapUnionInPath("/unions/1/union-management/registers/15/modify", 7)).toBe(
      "/unions/7/union-management/registers/15/modify",
    );
  });

  it("swaps the union home and a trailing slash", () => {
    expect(swapUnionInPath("/unions/1", 2)).toBe("/unions/2");
    expect(swapUnionInPath("/unions/1/", 2)).toBe("/unions/2/");
  });

  it("swaps only the first segment after /unions, not ids that look alike further on", () => {
    expect(swapUnionInPath("/unions/10/registers/1", 3)).toBe("/unions/3/registers/1");
  });

  it("goes to the union home from a path outside any union", () => {
    expect(swapUnionInPath("/my-page", 2)).toBe("/unions/2");
    expect(swapUnionInPath("/unionsx/1", 2)).toBe("/unions/2");
  });
});

describe("unionSeqInPath", () => {
  it("reads the union id of a union path", () => {
    expect(unionSeqInPath("/unions/12/x")).toBe("12");
    expect(unionSeqInPath("/unions/12")).toBe("12");
    expect(unionSeqInPath("/my-page")).toBeNull();
  });
});

describe("unionMenuPath", () => {
  it("joins the union id and the menu path", () => {
    expect(unionMenuPath(1, "union-management/registers")).toBe("/unions/1/union-management/registers");
    expect(unionMenuPath(1, "/etc-management/auth")).toBe("/unions/1/etc-management/auth");
    expect(unionMenuPath(1, "")).toBe("/unions/1");
  });
});
