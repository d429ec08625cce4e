import { describe, expect, it } from "vitest";
import { recipientsSearch } from "./recipient-search";

describe("recipients search", () => {
  it("sends the register filters with paging, 실거주지 as address", () => {
    const search = new URLSearchParams(
      recipientsSearch({ name: " 김 ", realAddress: " 성북구 ", phoneNo: "" }, { page: 2, pageSize: 100 }),
    );
    expect(Object.fromEntries(search)).toEqual({ page: "2", pageSize: "100", name: "김", address: "성북구" });
  });

  it("asks for every match when selecting all", () => {
    expect(recipientsSearch({}, { page: 0, pageSize: 10_000 })).toBe("?page=0&pageSize=10000");
  });
});
