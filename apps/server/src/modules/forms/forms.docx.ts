import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { FormBlock, FormDefinition } from "./forms.catalog";

const FONT = "맑은 고딕";
const BORDER = { style: BorderStyle.SINGLE, size: 4, color: "BBBBBB" } as const;
const BORDERS = { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER };
const SHADE = { type: ShadingType.CLEAR, color: "auto", fill: "F1F3F7" } as const;
/** A4 less 2 cm margins, in twentieths of a point. */
const CONTENT_TWIPS = 9638;

const text = (value: string, opts: { bold?: boolean; size?: number } = {}) =>
  new Paragraph({ children: [new TextRun({ text: value, bold: opts.bold, size: opts.size ?? 21, font: FONT })] });

const cell = (value: string, width: number, header = false) =>
  new TableCell({
    width: { size: width, type: WidthType.DXA },
    borders: BORDERS,
    ...(header ? { shading: SHADE } : {}),
    children: [text(value, { bold: header, size: header ? 19 : 21 })],
  });

function blockParts(block: FormBlock): (Paragraph | Table)[] {
  switch (block.kind) {
    case "heading":
      return [
        new Paragraph({
          heading: HeadingLevel.HEADING_2,
          spacing: { before: 240, after: 80 },
          children: [new TextRun({ text: block.text, bold: true, size: 24, font: FONT })],
        }),
      ];
    case "paragraph":
      return [
        new Paragraph({ spacing: { after: 120 }, children: [new TextRun({ text: block.text, size: 21, font: FONT })] }),
      ];
    case "checks":
      return block.items.map((item) => text(item, { size: 22 }));
    case "fields": {
      const label = Math.round(CONTENT_TWIPS * 0.3);
      return [
        new Table({
          width: { size: CONTENT_TWIPS, type: WidthType.DXA },
          columnWidths: [label, CONTENT_TWIPS - label],
          rows: block.rows.map(
            ([name, value]) =>
              new TableRow({
                height: { value: 480, rule: "atLeast" },
                children: [cell(name, label, true), cell(value, CONTENT_TWIPS - label)],
              }),
          ),
        }),
        text(""),
      ];
    }
    case "table": {
      const total = block.columns.reduce((sum, column) => sum + column.width, 0);
      const widths = block.columns.map((column) => Math.round((column.width / total) * CONTENT_TWIPS));
      const blank = () =>
        new TableRow({ height: { value: 440, rule: "atLeast" }, children: widths.map((width) => cell("", width)) });
      return [
        new Table({
          width: { size: CONTENT_TWIPS, type: WidthType.DXA },
          columnWidths: widths,
          rows: [
            new TableRow({
              tableHeader: true,
              children: block.columns.map((column, index) => cell(column.label, widths[index] ?? 0, true)),
            }),
            ...Array.from({ length: block.blankRows }, blank),
          ],
        }),
        text(""),
      ];
    }
    case "signature":
      return block.lines.map(
        (line) =>
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            spacing: { before: 200 },
            children: [new TextRun({ text: line, size: 22, font: FONT })],
          }),
      );
  }
}

/** A form as a Word file the union can edit (its name, the date and the wording) before printing. */
export async function renderFormDocx(form: FormDefinition): Promise<Buffer> {
  const doc = new Document({
    creator: "조합 OMS",
    title: form.title,
    description: form.summary,
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            children: [new TextRun({ text: form.title, bold: true, size: 36, font: FONT })],
          }),
          ...form.blocks.flatMap(blockParts),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
