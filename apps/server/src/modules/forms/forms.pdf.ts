import { KoreanPdf } from "../../platform/pdf/korean-pdf";
import type { FormDefinition } from "./forms.catalog";

/** A form as an A4 PDF (Noto Sans KR): its blocks top to bottom, blank cells to fill in by hand. */
export async function renderFormPdf(form: FormDefinition): Promise<Uint8Array> {
  const pdf = await KoreanPdf.create({
    title: form.title,
    subject: form.summary,
    footer: `${form.title} · 조합 OMS 문서 서식`,
  });
  // The dates of the text, not of the rendering: the same form gives the same file.
  pdf.doc.setCreationDate(new Date(form.createdAt));
  pdf.doc.setModificationDate(new Date(form.modifiedAt));
  pdf.title(form.title);
  for (const block of form.blocks) {
    switch (block.kind) {
      case "heading":
        pdf.heading(block.text);
        break;
      case "paragraph":
        pdf.paragraph(block.text);
        break;
      case "fields":
        pdf.fields(block.rows.map(([label, value]) => [label, value || " "] as const));
        break;
      case "table":
        pdf.table(
          block.columns,
          // A space, not "": the table writes "-" in an empty cell; a form's cells are left to fill in.
          Array.from({ length: block.blankRows }, () => block.columns.map(() => " ")),
          { size: 11 },
        );
        pdf.gap(8);
        break;
      case "checks":
        for (const item of block.items) pdf.paragraph(item, { size: 11 });
        break;
      case "signature":
        pdf.gap(10);
        for (const line of block.lines) {
          pdf.paragraph(line, { size: 11 });
          pdf.gap(6);
        }
        break;
    }
  }
  return pdf.save();
}
