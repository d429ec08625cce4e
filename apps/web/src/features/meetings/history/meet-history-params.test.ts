import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS, historyParamsOf, historySearchOf, listParamsOf } from "./meet-history-params";

describe("the history list's URL and query", () => {
  it("reads filters and page from the URL, unknown codes as 전체", () => {
    const params = historyParamsOf(new URLSearchParams("meetName=정기&meetStatus=PROCESS&meetMethod=POST&page=2"));
    expect(params).toEqual({ ...EMPTY_FILTERS, meetName: "정기", meetStatus: "PROCESS", page: 2 });
  });

  it("leaves 전체 filters and the first page out of the URL", () => {
    expect(historySearchOf({ ...EMPTY_FILTERS, page: 0 }).toString()).toBe("");
    expect(historySearchOf({ ...EMPTY_FILTERS, openType: "BOARD", page: 1 }).toString()).toBe("openType=BOARD&page=1");
  });

  it("asks GET /v1/meets for 10 a page with only the chosen filters, trimmed", () => {
    expect(listParamsOf({ ...EMPTY_FILTERS, moverName: " 김 ", meetType: "SPECIAL", page: 3 })).toEqual({
      page: 3,
      pageSize: 10,
      moverName: "김",
      meetType: "SPECIAL",
    });
  });
});
