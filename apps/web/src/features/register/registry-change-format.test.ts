import { describe, expect, it } from "vitest";
import { pageCountOf } from "./registry-change-format";

describe("registry change format", () => {
  it("rounds the page count up", () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });
});
