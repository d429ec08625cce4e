import { describe, expect, it } from "vitest";
import { queryString, searchParamsOf } from "./query-string";

describe("queryString", () => {
  it("builds ?a=1&b=2 in the object's order, numbers and booleans as text", () => {
    expect(queryString({ page: 0, pageSize: 10, name: "김", isAgent: false })).toBe(
      "?page=0&pageSize=10&name=%EA%B9%80&isAgent=false",
    );
  });

  it("leaves out empty values and trims text", () => {
    expect(queryString({ page: 1, name: "", phone: "  ", kind: null, sendResult: undefined, dong: " 장위동 " })).toBe(
      `?page=1&dong=${encodeURIComponent("장위동")}`,
    );
  });

  it("answers nothing when no value is left", () => {
    expect(queryString({})).toBe("");
    expect(queryString({ name: "", kind: null })).toBe("");
  });

  it("encodes what a query string cannot hold as it is", () => {
    expect(queryString({ address: "a&b=c" })).toBe("?address=a%26b%3Dc");
  });
});

describe("searchParamsOf", () => {
  it("answers the same pairs as URL search params (for the router's setSearchParams)", () => {
    expect(Object.fromEntries(searchParamsOf({ startDate: "2026-01-01", endDate: "", page: 2 }))).toEqual({
      startDate: "2026-01-01",
      page: "2",
    });
  });
});
