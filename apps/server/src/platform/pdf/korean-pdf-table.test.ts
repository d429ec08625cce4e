import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { KoreanPdf } from "./korean-pdf";

describe("KoreanPdf.table", () => {
  it("runs a long table onto new pages, each with its own compressed stream of cells", async () => {
    const pdf = await KoreanPdf.create({ title: "표", footer: "표 시험" });
    const rows = Array.from({ length: 200 }, (_, i) => [
      `${i + 1}-0`,
      `홍길동${i}`,
      "아주 긴 내용이 잘려서 들어가야 하는 칸입니다".repeat(3),
    ]);
    pdf.table(
      [
        { label: "연번", width: 1 },
        { label: "성명", width: 2 },
        { label: "내용", width: 3 },
      ],
      rows,
    );
    const loaded = await PDFDocument.load(await pdf.save());
    // About 43 rows of 16 pt fit a page under the footer: 200 rows take 5 pages.
    expect(loaded.getPageCount()).toBe(5);
    const contents = loaded.getPage(2).node.Contents();
    expect(contents).toBeDefined();
  });
});
