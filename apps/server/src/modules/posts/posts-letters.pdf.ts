import { PDFDocument, type PDFEmbeddedPage, type PDFFont, type PDFImage, type PDFPage, rgb } from "pdf-lib";
import { A4, embedKoreanFonts } from "../../platform/pdf/korean-pdf";

export type LetterAddress = { name: string; address: string; detailAddress: string; zipNo: string };
export type LetterSender = LetterAddress & { phoneNo: string };
export type LetterRecipient = LetterAddress & { registerNo: string; reference: string };
export type LetterDocument = { kind: "pdf" | "png"; bytes: Uint8Array };

export type LettersInput = {
  title: string;
  sender: LetterSender;
  documents: LetterDocument[];
  recipients: LetterRecipient[];
};

const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.75, 0.75, 0.75);
const MARGIN = 50;

/** Pages of a document: a PDF's pages, a PNG is one page. Unreadable bytes throw. */
export async function documentPageCount(document: LetterDocument): Promise<number> {
  if (document.kind === "png") return 1;
  const pdf = await PDFDocument.load(document.bytes, { ignoreEncryption: true, updateMetadata: false });
  return pdf.getPageCount();
}

type Content = { kind: "page"; page: PDFEmbeddedPage } | { kind: "image"; image: PDFImage };

/** Embeds each document once (pages as form objects, images once): every letter draws the same objects. */
async function embedDocuments(doc: PDFDocument, documents: LetterDocument[]): Promise<Content[]> {
  const contents: Content[] = [];
  for (const document of documents) {
    if (document.kind === "png") {
      contents.push({ kind: "image", image: await doc.embedPng(document.bytes) });
      continue;
    }
    const source = await PDFDocument.load(document.bytes, { ignoreEncryption: true, updateMetadata: false });
    const pages = await doc.embedPages(source.getPages());
    for (const page of pages) contents.push({ kind: "page", page });
  }
  return contents;
}

/** Draws a document page or image on a new A4 page, scaled to fit and centred. */
function drawContent(doc: PDFDocument, content: Content) {
  const page = doc.addPage([A4.width, A4.height]);
  const source = content.kind === "page" ? content.page : content.image;
  const scale = Math.min(A4.width / source.width, A4.height / source.height, content.kind === "image" ? 1 : 10);
  const width = source.width * scale;
  const height = source.height * scale;
  const x = (A4.width - width) / 2;
  const y = (A4.height - height) / 2;
  if (content.kind === "page") page.drawPage(content.page, { x, y, width, height });
  else page.drawImage(content.image, { x, y, width, height });
}

function text(page: PDFPage, value: string, x: number, y: number, font: PDFFont, size: number, muted = false) {
  page.drawText(value, { x, y, size, font, color: muted ? MUTED : INK });
}

/** Cuts text to fit `width` at `size` (an address line of a window envelope is one line). */
function fit(value: string, width: number, font: PDFFont, size: number) {
  if (font.widthOfTextAtSize(value, size) <= width) return value;
  let cut = value;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * The address page (주소 면) of one letter, laid out for a window envelope: the sender top left, the recipient in
 * the window (lower right of the upper third) with the zip in large digits, and the letter's reference at the foot.
 */
function drawAddressPage(
  doc: PDFDocument,
  fonts: { regular: PDFFont; bold: PDFFont },
  input: LettersInput,
  recipient: LetterRecipient,
) {
  const page = doc.addPage([A4.width, A4.height]);
  const { regular, bold } = fonts;
  const top = A4.height - MARGIN;
  text(page, "보내는 사람", MARGIN, top - 10, bold, 9, true);
  text(page, fit(input.sender.name, 240, regular, 11), MARGIN, top - 26, regular, 11);
  const senderAddress = `${input.sender.address} ${input.sender.detailAddress}`.trim();
  text(page, fit(senderAddress, 260, regular, 9), MARGIN, top - 40, regular, 9);
  text(page, `우편번호 ${input.sender.zipNo}  ·  연락처 ${input.sender.phoneNo}`, MARGIN, top - 53, regular, 9, true);

  const windowX = 300;
  const windowTop = top - 110;
  page.drawRectangle({
    x: windowX - 10,
    y: windowTop - 110,
    width: 265,
    height: 120,
    borderColor: RULE,
    borderWidth: 0.5,
  });
  text(page, "받는 사람", windowX, windowTop - 8, bold, 9, true);
  text(page, fit(recipient.address, 245, regular, 11), windowX, windowTop - 28, regular, 11);
  if (recipient.detailAddress)
    text(page, fit(recipient.detailAddress, 245, regular, 11), windowX, windowTop - 44, regular, 11);
  text(page, fit(`${recipient.name} 귀하`, 245, bold, 14), windowX, windowTop - 70, bold, 14);
  text(page, recipient.zipNo, windowX, windowTop - 98, bold, 18);

  const titleY = A4.height / 2 + 40;
  text(page, fit(input.title, A4.width - 2 * MARGIN, bold, 16), MARGIN, titleY, bold, 16);
  page.drawLine({
    start: { x: MARGIN, y: titleY - 10 },
    end: { x: A4.width - MARGIN, y: titleY - 10 },
    thickness: 0.6,
    color: RULE,
  });
  text(
    page,
    `${recipient.name} 님께 보내는 우편물입니다. 동봉한 문서를 확인해 주시기 바랍니다.`,
    MARGIN,
    titleY - 32,
    regular,
    10,
  );
  if (recipient.registerNo)
    text(page, `조합원 명부 번호 ${recipient.registerNo}`, MARGIN, titleY - 48, regular, 10, true);
  text(page, `${input.sender.name} 드림`, MARGIN, titleY - 72, regular, 10);
  text(page, `우편물 번호 ${recipient.reference}`, MARGIN, MARGIN, regular, 8, true);
}

/**
 * Every letter of a post in one PDF, in recipient order: the address page, then the documents' pages (a PDF's pages
 * scaled to A4, a PNG fitted on an A4 page). Documents are embedded once and drawn by each letter, so 3,000 letters
 * stay small and fast; the fonts are subset to the characters used.
 */
export async function renderLetters(input: LettersInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedKoreanFonts(doc);
  doc.setTitle(input.title);
  doc.setCreator("조합 OMS");
  doc.setProducer("조합 OMS (pdf-lib)");
  doc.setLanguage("ko-KR");
  const contents = await embedDocuments(doc, input.documents);
  for (const recipient of input.recipients) {
    drawAddressPage(doc, fonts, input, recipient);
    for (const content of contents) drawContent(doc, content);
  }
  return doc.save();
}
