import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { KoreanPdf, wrapText } from "./korean-pdf";

/** One unit per character: widths in characters. */
const chars = (s: string) => [...s].length;

describe("wrapText", () => {
  it("breaks at spaces, keeps newlines, and cuts a run with no space (Korean text, hashes) where it must", () => {
    expect(wrapText("정비계획 변경에 동의합니다", 8, chars)).toEqual(["정비계획 변경에", "동의합니다"]);
    expect(wrapText("첫 줄\n둘째 줄", 20, chars)).toEqual(["첫 줄", "둘째 줄"]);
    expect(wrapText("0123456789abcdef", 6, chars)).toEqual(["012345", "6789ab", "cdef"]);
    expect(wrapText("", 10, chars)).toEqual([""]);
    for (const line of wrapText("가나다 라마바사아자차카타파하 거너더러머버서어저처커터퍼허", 7, chars)) {
      expect(chars(line)).toBeLessThanOrEqual(7);
    }
  });
});

describe("KoreanPdf", () => {
  it("writes Korean pages with the subset font, its metadata and a page per overflow", async () => {
    const pdf = await KoreanPdf.create({
      title: "조합원 명부",
      subject: "시험",
      footer: "한빛구역 주택재개발정비사업조합",
    });
    pdf.title("조합원 명부");
    pdf.fields(Array.from({ length: 40 }, (_, i) => [`조합원 ${i + 1}`, `홍길동 ${i + 1}`] as const));
    const bytes = await pdf.save();
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getTitle()).toBe("조합원 명부");
    expect(loaded.getPageCount()).toBe(2);
    // Two subset fonts (regular and bold), far smaller than the 6 MB TrueType files.
    expect(bytes.length).toBeLessThan(200_000);
  });
});
