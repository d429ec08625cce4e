import { PDFDocument } from "pdf-lib";

/** A PDF of `pages` empty A4 pages (a document to post). */
export async function pdfOfPages(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([595.28, 841.89]).drawText(`page ${i + 1}`, { x: 50, y: 780, size: 14 });
  return Buffer.from(await doc.save());
}

export const SENDER = {
  name: "행복재개발조합",
  phoneNo: "0212345678",
  address: "서울특별시 중구 세종대로 110",
  detailAddress: "3층",
  zipNo: "04524",
};

/** A typed-in recipient; zip 00000 is undeliverable in the simulator. */
export const typedRecipient = (name: string, zipNo = "06236") => ({
  unionRegisterSeq: null,
  name,
  phoneNo: "01012345678",
  address: { address: "서울특별시 강남구 테헤란로 123", detailAddress: "101호", zipNo },
});
