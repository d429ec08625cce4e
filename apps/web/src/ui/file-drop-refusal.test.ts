import { describe, expect, it } from "vitest";
import { fileDropRefusal } from "./file-drop-refusal";

const XLSX = { accept: [".xlsx"], acceptLabel: "엑셀(xlsx)" };

describe("fileDropRefusal", () => {
  it("accepts one file of an allowed type, whatever the case of its extension", () => {
    expect(fileDropRefusal([{ name: "명부.xlsx" }], XLSX)).toBeNull();
    expect(fileDropRefusal([{ name: "명부.XLSX" }], XLSX)).toBeNull();
  });

  it("refuses other types with the note naming the allowed ones", () => {
    expect(fileDropRefusal([{ name: "명부.xls" }], XLSX)).toBe("엑셀(xlsx) 파일만 업로드할 수 있습니다.");
    expect(fileDropRefusal([{ name: "명부.csv" }], XLSX)).toBe("엑셀(xlsx) 파일만 업로드할 수 있습니다.");
  });

  it("refuses a second file unless several are allowed", () => {
    const two = [{ name: "a.xlsx" }, { name: "b.xlsx" }];
    expect(fileDropRefusal(two, XLSX)).toBe("파일은 하나만 올릴 수 있습니다.");
    expect(fileDropRefusal(two, { ...XLSX, isMultiple: true })).toBeNull();
  });

  it("allows every type without an extension filter", () => {
    expect(fileDropRefusal([{ name: "memo.txt" }], {})).toBeNull();
  });
});
