import { describe, expect, it } from "vitest";
import { readCell, toIsoDate, writeCell } from "./register-cells";
import { findColumnByHeader, type RegisterColumn } from "./register-columns";

const column = (header: string): RegisterColumn => {
  const found = findColumnByHeader(header);
  if (!found) throw new Error(`no column ${header}`);
  return found;
};
const read = (header: string, raw: Parameters<typeof readCell>[1]) => readCell(column(header), raw);

describe("register cells", () => {
  it("reads dates from date cells, Excel serials and yyyyMMdd, yyyy-MM-dd, yyyy.M.d text", () => {
    expect(toIsoDate(new Date(Date.UTC(2010, 4, 20)))).toBe("2010-05-20");
    expect(toIsoDate(40318)).toBe("2010-05-20");
    expect(toIsoDate(20100520)).toBe("2010-05-20");
    expect(toIsoDate("2010.5.20")).toBe("2010-05-20");
    expect(toIsoDate("2010-02-30")).toBeNull();
    expect(read("토지 취득일", "어제")).toEqual({
      ok: false,
      message: "토지 취득일을(를) 확인해 주세요. (예: 2020-01-31)",
    });
  });

  it("keeps the leading zero of a phone typed as a number and drops hyphens", () => {
    expect(read("연락처", 1012345678)).toEqual({ ok: true, value: "01012345678" });
    expect(read("연락처", "02-123-4567")).toEqual({ ok: true, value: "021234567" });
    expect(read("우편번호", 4700)).toEqual({ ok: true, value: "04700" });
  });

  it("reads a birth date from a date cell or yyyy-MM-dd but leaves other text for the schema to refuse", () => {
    expect(read("생년월일", new Date(Date.UTC(1965, 2, 12)))).toEqual({ ok: true, value: "19650312" });
    expect(read("생년월일", "1965-03-12")).toEqual({ ok: true, value: "19650312" });
    expect(read("생년월일", 19650312)).toEqual({ ok: true, value: "19650312" });
    expect(read("생년월일", 650312)).toEqual({ ok: true, value: "650312" });
  });

  it("accepts labels or codes for coded columns and Y/N-like values for flags", () => {
    expect(read("소유자구분", "법인")).toEqual({ ok: true, value: "COMPANY" });
    expect(read("소유자구분", "public")).toEqual({ ok: true, value: "PUBLIC" });
    expect(read("등기유형", "토지 + 건물")).toEqual({ ok: true, value: "LAND_BUILDING" });
    expect(read("대표자", "y")).toEqual({ ok: true, value: true });
    expect(read("건물 허가여부", "무허가")).toEqual({ ok: true, value: false });
    expect(read("의결권", "아마")).toEqual({ ok: false, message: "의결권 값을 확인해 주세요. (Y, N)" });
  });

  it("refuses numbers that are not numbers with the column header", () => {
    expect(read("토지 총면적", "1,234.5")).toEqual({ ok: true, value: 1234.5 });
    expect(read("분양권개수", 1.5)).toEqual({ ok: false, message: "분양권개수에는 0 이상의 정수를 입력해 주세요." });
  });

  it("writes codes as their Korean labels and flags as Y/N", () => {
    expect(writeCell(column("공유구분"), "SHARE")).toBe("공유");
    expect(writeCell(column("대리인 관계"), "SIBLING")).toBe("형제자매");
    expect(writeCell(column("의결권"), false)).toBe("N");
    expect(writeCell(column("메모"), "")).toBeNull();
  });
});
