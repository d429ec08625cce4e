import fontkit from "fontkit";
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from "pdf-lib";
import { koreanFontBytes } from "./korean-fonts";

/** A4 in points, with 50 pt margins. */
export const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 50;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const FOOTER_SPACE = 40;
const LINE_GAP = 1.45;
const LABEL_WIDTH = 130;

const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.42, 0.42, 0.42);
const RULE = rgb(0.8, 0.8, 0.8);
const SHADE = rgb(0.95, 0.96, 0.98);

export type TextStyle = { size?: number; bold?: boolean; muted?: boolean };

/**
 * Breaks text into lines no wider than `width` as `measure` tells: at spaces where it can, inside a word
 * (Korean text often has long runs without spaces, and hashes have none) where it must. Newlines stay.
 */
export function wrapText(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, "\n").split("\n")) {
    let line = "";
    for (const word of paragraph.split(/(?<= )/)) {
      if (measure((line + word).trimEnd()) <= width || line === "") {
        line += word;
      } else {
        lines.push(line.trimEnd());
        line = word.trimStart();
      }
      while (measure(line.trimEnd()) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && measure(line.slice(0, cut)) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

type FontkitFont = ReturnType<typeof fontkit.create> & {
  glyphForCodePoint(codePoint: number): unknown;
  layout(text: string, features?: unknown): { glyphs: unknown[] };
};

/**
 * fontkit with a layout of one glyph per character from the font's character map, each looked up once per
 * document. pdf-lib lays out every string it draws or measures and reads only the glyphs; fontkit's own
 * layout runs the Hangul shaper (decomposition, GSUB, GPOS) on every call, about 2.5 ms a line of Korean.
 * Precomposed syllables, Latin and digits map to one glyph each, so a form loses only kerning.
 */
const parsedFonts = new WeakMap<Uint8Array, Map<string, FontkitFont>>();

/**
 * The parsed font of these bytes, kept for the process (the fonts' bytes are read once): each document's subset
 * reads the glyphs it uses from one font whose decoded glyphs stay cached, instead of parsing them again.
 */
function parsedFont(data: Uint8Array, postscriptName?: string) {
  let byName = parsedFonts.get(data);
  if (!byName) {
    byName = new Map();
    parsedFonts.set(data, byName);
  }
  let font = byName.get(postscriptName ?? "");
  if (!font) {
    font = fontkit.create(data as Buffer, postscriptName) as FontkitFont;
    byName.set(postscriptName ?? "", font);
  }
  return font;
}

const characterLayoutFontkit = {
  create(data: Uint8Array, postscriptName?: string) {
    const font = Object.create(parsedFont(data, postscriptName)) as FontkitFont;
    const glyphs = new Map<number, unknown>();
    const glyphOf = (codePoint: number) => {
      let glyph = glyphs.get(codePoint);
      if (glyph === undefined) {
        glyph = font.glyphForCodePoint(codePoint);
        glyphs.set(codePoint, glyph);
      }
      return glyph;
    };
    font.layout = (text: string) => ({
      glyphs: Array.from(text, (character) => glyphOf(character.codePointAt(0) ?? 0)),
    });
    return font;
  },
};

/**
 * Registers the Korean layout and embeds the regular and bold fonts (subset) into a document drawn directly with
 * pdf-lib (letters of a post: thousands of pages of a fixed layout, where KoreanPdf's flowing blocks are not needed).
 */
export async function embedKoreanFonts(doc: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  doc.registerFontkit(characterLayoutFontkit as unknown as Parameters<PDFDocument["registerFontkit"]>[0]);
  const bytes = await koreanFontBytes();
  return {
    regular: await doc.embedFont(bytes.regular, { subset: true }),
    bold: await doc.embedFont(bytes.bold, { subset: true }),
  };
}

/**
 * A width measure for `font` at `size` that lays out each character once and sums the widths after (no
 * kerning, which Hangul and the digits of a form hardly have). pdf-lib lays out a whole string through
 * fontkit on every call, and `wrapText` measures each growing line: a page of Korean text took seconds.
 */
function characterMeasure(font: PDFFont, size: number): (s: string) => number {
  const widths = new Map<string, number>();
  return (s) => {
    let width = 0;
    for (const character of s) {
      let known = widths.get(character);
      if (known === undefined) {
        known = font.widthOfTextAtSize(character, size);
        widths.set(character, known);
      }
      width += known;
    }
    return width;
  };
}

/**
 * A Korean document written top to bottom on A4 pages (pdf-lib with Noto Sans KR, subset): headings,
 * paragraphs, label/value rows and images; a new page starts when the next block would not fit. Each
 * page gets the footer line and its page number when saved. Consent forms, certificates and rosters
 * use it.
 */
export class KoreanPdf {
  private page: PDFPage;
  private y: number;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  static async create(meta: { title: string; subject?: string; footer?: string }): Promise<KoreanPdf> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(characterLayoutFontkit as unknown as Parameters<PDFDocument["registerFontkit"]>[0]);
    const bytes = await koreanFontBytes();
    const regular = await doc.embedFont(bytes.regular, { subset: true });
    const bold = await doc.embedFont(bytes.bold, { subset: true });
    doc.setTitle(meta.title);
    if (meta.subject) doc.setSubject(meta.subject);
    doc.setCreator("조합 OMS");
    doc.setProducer("조합 OMS (pdf-lib)");
    doc.setLanguage("ko-KR");
    return new KoreanPdf(doc, regular, bold, meta.footer ?? "");
  }

  private font(style: TextStyle) {
    return style.bold ? this.bold : this.regular;
  }

  /** Starts a new page unless `height` points still fit above the footer (to keep a block together). */
  ensure(height: number) {
    if (this.y - height >= MARGIN + FOOTER_SPACE) return;
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private readonly measures = new Map<string, (s: string) => number>();

  /** The measure of a style's font and size, made once per document. */
  private measure(style: TextStyle) {
    const size = style.size ?? 10;
    const key = `${style.bold ? "b" : "r"}${size}`;
    let measure = this.measures.get(key);
    if (!measure) {
      measure = characterMeasure(this.font(style), size);
      this.measures.set(key, measure);
    }
    return measure;
  }

  private lines(text: string, width: number, style: TextStyle) {
    return wrapText(text, width, this.measure(style));
  }

  private drawLines(lines: string[], x: number, style: TextStyle, opts: { center?: boolean } = {}) {
    const font = this.font(style);
    const size = style.size ?? 10;
    const lineHeight = size * LINE_GAP;
    for (const line of lines) {
      this.ensure(lineHeight);
      const width = font.widthOfTextAtSize(line, size);
      const at = opts.center ? (A4.width - width) / 2 : x;
      this.page.drawText(line, { x: at, y: this.y - size, size, font, color: style.muted ? MUTED : INK });
      this.y -= lineHeight;
    }
  }

  /** The document's title, centred. */
  title(text: string, size = 20) {
    this.drawLines(
      this.lines(text, CONTENT_WIDTH, { size, bold: true }),
      MARGIN,
      { size, bold: true },
      { center: true },
    );
    this.gap(10);
  }

  /** A section heading with a rule under it. */
  heading(text: string, size = 12) {
    this.ensure(size * 3);
    this.gap(6);
    this.drawLines([text], MARGIN, { size, bold: true });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: A4.width - MARGIN, y: this.y + 2 },
      thickness: 0.8,
      color: RULE,
    });
    this.gap(6);
  }

  paragraph(text: string, style: TextStyle = {}) {
    this.drawLines(this.lines(text, CONTENT_WIDTH, style), MARGIN, style);
    this.gap(4);
  }

  /** Label/value rows: the label in a shaded column, the value wrapped beside it. */
  fields(rows: readonly (readonly [string, string])[], style: TextStyle = {}) {
    const size = style.size ?? 10;
    const lineHeight = size * LINE_GAP;
    const valueWidth = CONTENT_WIDTH - LABEL_WIDTH - 12;
    for (const [label, value] of rows) {
      const valueLines = this.lines(value || "-", valueWidth, style);
      const labelLines = this.lines(label, LABEL_WIDTH - 12, { ...style, bold: true });
      const height = Math.max(valueLines.length, labelLines.length) * lineHeight + 8;
      this.ensure(Math.min(height, A4.height / 2));
      const top = this.y;
      const rowHeight = Math.min(height, top - MARGIN - FOOTER_SPACE);
      this.page.drawRectangle({ x: MARGIN, y: top - rowHeight, width: LABEL_WIDTH, height: rowHeight, color: SHADE });
      this.page.drawRectangle({
        x: MARGIN,
        y: top - rowHeight,
        width: CONTENT_WIDTH,
        height: rowHeight,
        borderColor: RULE,
        borderWidth: 0.6,
      });
      this.y = top - 4;
      this.drawLines(labelLines, MARGIN + 6, { ...style, bold: true });
      this.y = top - 4;
      this.drawLines(valueLines, MARGIN + LABEL_WIDTH + 6, style);
      this.y = Math.min(this.y, top - rowHeight);
    }
    this.gap(8);
  }

  /**
   * A table of one-line cells: a shaded header row, repeated at the top of every page the table runs onto;
   * `width`s are shares of the content width; a cell too long for its column is cut with "…". Made for long
   * lists (a roster of thousands of voters): each page's cells are written as one compressed content stream
   * (text encoded by the subset font, so its glyphs are kept) instead of pdf-lib's operator objects per cell,
   * which held hundreds of MB for 10,000 rows until the document was saved.
   */
  table(
    columns: readonly { label: string; width: number }[],
    rows: readonly (readonly string[])[],
    style: TextStyle = {},
  ) {
    const size = style.size ?? 8;
    const rowHeight = size * 2;
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * CONTENT_WIDTH);
    const measure = this.measure({ size });
    const boldMeasure = this.measure({ size, bold: true });
    const n = (v: number) => (Math.round(v * 100) / 100).toString();
    const color = (c: { red: number; green: number; blue: number }) => `${n(c.red)} ${n(c.green)} ${n(c.blue)}`;
    const ink = color(INK as never);
    const rule = color(RULE as never);
    const shade = color(SHADE as never);
    const fit = (text: string, width: number, m: (s: string) => number) => {
      if (m(text) <= width) return text;
      let cut = text.length;
      while (cut > 0 && m(`${text.slice(0, cut)}…`) > width) cut--;
      return `${text.slice(0, cut)}…`;
    };
    let ops: string[] = [];
    let keys: { regular: string; bold: string } | null = null;
    const fontKeys = () => {
      keys ??= {
        regular: this.page.node.newFontDictionary(this.regular.name, this.regular.ref).toString(),
        bold: this.page.node.newFontDictionary(this.bold.name, this.bold.ref).toString(),
      };
      return keys;
    };
    const flush = () => {
      if (ops.length === 0) return;
      const stream = this.doc.context.flateStream(`q\n${ops.join("\n")}\nQ\n`);
      this.page.node.addContentStream(this.doc.context.register(stream));
      ops = [];
      keys = null;
    };
    const drawRow = (cells: readonly string[], header: boolean) => {
      const top = this.y;
      const bottom = top - rowHeight;
      const { regular, bold } = fontKeys();
      if (header) ops.push(`${shade} rg ${n(MARGIN)} ${n(bottom)} ${n(CONTENT_WIDTH)} ${n(rowHeight)} re f`);
      let x = MARGIN;
      const baseline = bottom + (rowHeight - size) / 2 + 1;
      ops.push(`BT ${header ? bold : regular} ${size} Tf ${ink} rg`);
      let previous = { x: 0, y: 0 };
      cells.forEach((cell, i) => {
        const width = widths[i] ?? 0;
        const text = fit(cell || "-", width - 6, header ? boldMeasure : measure);
        const font = header ? this.bold : this.regular;
        // Td moves from the start of the previous line.
        ops.push(`${n(x + 3 - previous.x)} ${n(baseline - previous.y)} Td ${font.encodeText(text).toString()} Tj`);
        previous = { x: x + 3, y: baseline };
        x += width;
      });
      ops.push("ET");
      ops.push(`${rule} RG 0.4 w ${n(MARGIN)} ${n(bottom)} m ${n(A4.width - MARGIN)} ${n(bottom)} l S`);
      this.y = bottom;
    };
    const header = columns.map((c) => c.label);
    this.ensure(rowHeight * 2);
    drawRow(header, true);
    for (const row of rows) {
      if (this.y - rowHeight < MARGIN + FOOTER_SPACE) {
        flush();
        this.ensure(A4.height);
        drawRow(header, true);
      }
      drawRow(row, false);
    }
    flush();
    this.gap(8);
  }

  /** A PNG or JPEG scaled into `maxWidth` × `maxHeight`, with an optional caption above it. */
  async image(bytes: Uint8Array, opts: { maxWidth: number; maxHeight: number; caption?: string }) {
    const image = await this.embedImage(bytes);
    const scale = Math.min(opts.maxWidth / image.width, opts.maxHeight / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    this.ensure(height + 24);
    if (opts.caption) this.drawLines([opts.caption], MARGIN, { size: 9, muted: true });
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - height - 8,
      width: width + 16,
      height: height + 8,
      borderColor: RULE,
      borderWidth: 0.6,
    });
    this.page.drawImage(image, { x: MARGIN + 8, y: this.y - height - 4, width, height });
    this.y -= height + 16;
  }

  private embedImage(bytes: Uint8Array): Promise<PDFImage> {
    const isPng = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
    return isPng ? this.doc.embedPng(bytes) : this.doc.embedJpg(bytes);
  }

  gap(points: number) {
    this.y -= points;
  }

  /** Draws each page's footer and page number, then the bytes. */
  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const size = 8;
      const number = `${i + 1} / ${pages.length}`;
      page.drawLine({
        start: { x: MARGIN, y: MARGIN + 16 },
        end: { x: A4.width - MARGIN, y: MARGIN + 16 },
        thickness: 0.5,
        color: RULE,
      });
      const footer = wrapText(this.footer, CONTENT_WIDTH - 60, this.measure({ size }))[0] ?? "";
      page.drawText(footer, { x: MARGIN, y: MARGIN + 4, size, font: this.regular, color: MUTED });
      const width = this.regular.widthOfTextAtSize(number, size);
      page.drawText(number, { x: A4.width - MARGIN - width, y: MARGIN + 4, size, font: this.regular, color: MUTED });
    });
    return this.doc.save();
  }
}
