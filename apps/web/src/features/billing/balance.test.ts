import { describe, expect, it } from "vitest";
import { balanceOf } from "./balance";

describe("balanceOf", () => {
  it("adds the point balance to the deposit balance", () => {
    expect(balanceOf({ depositBalance: 1_964_600, pointBalance: 50_000 })).toBe(2_014_600);
    expect(balanceOf({ depositBalance: 0, pointBalance: 0 })).toBe(0);
  });
});
