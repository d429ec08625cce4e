import { type Form, type FormExtension, type ListFormsQuery, FORM_MESSAGES as M } from "@johap/contracts";
import { notFound } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import { FORM_CATALOG, FORMS_VERSION, type FormDefinition, formFileExtension, formFileSeq } from "./forms.catalog";
import { renderFormDocx } from "./forms.docx";
import { renderFormPdf } from "./forms.pdf";

const CONTENT_TYPES: Record<FormExtension, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export const formsPath = "/v1/forms";
const filePath = (formSeq: number, fileSeq: number) => `${formsPath}/${formSeq}/files/${fileSeq}`;

/** The form as the spec's Form: its attachments one per extension; the preview is its PDF. */
function toForm(def: FormDefinition): Form {
  return {
    formSeq: def.formSeq,
    title: def.title,
    formType: def.formType,
    summary: def.summary,
    createdAt: new Date(def.createdAt).toISOString(),
    modifiedAt: new Date(def.modifiedAt).toISOString(),
    previewImage: `${filePath(def.formSeq, formFileSeq(def.formSeq, "pdf"))}?inline=true`,
    attachFiles: def.extensions.map((extension) => ({
      fileSeq: formFileSeq(def.formSeq, extension),
      extension,
      originName: `${def.title}.${extension}`,
    })),
  };
}

/** Spec 04 §2.5 and §7 GET /v1/forms (keyword): the library, its keyword found in a title or summary. */
export function listForms(query: ListFormsQuery): Form[] {
  const keyword = query.keyword?.toLowerCase().replace(/\s+/g, "") ?? "";
  const compact = (value: string) => value.toLowerCase().replace(/\s+/g, "");
  return FORM_CATALOG.filter(
    (def) =>
      (!query.formType || def.formType === query.formType) &&
      (!keyword || compact(def.title).includes(keyword) || compact(def.summary).includes(keyword)),
  ).map(toForm);
}

const storageKey = (formSeq: number, extension: FormExtension) => `forms/v${FORMS_VERSION}/${formSeq}.${extension}`;

/** Renderings under way in this process, so that a first burst of requests renders a file once. */
const rendering = new Map<string, Promise<Buffer>>();

async function render(def: FormDefinition, extension: FormExtension): Promise<Buffer> {
  return extension === "pdf" ? Buffer.from(await renderFormPdf(def)) : renderFormDocx(def);
}

/**
 * A form's file: made at its first request and kept in the file store (shared by every replica) under the
 * catalogue's version, then read from there.
 */
async function storedFile(store: FileStore, def: FormDefinition, extension: FormExtension): Promise<Buffer> {
  const key = storageKey(def.formSeq, extension);
  if (await store.stat(key)) return store.get(key);
  let pending = rendering.get(key);
  if (!pending) {
    pending = render(def, extension).then(async (bytes) => {
      await store.put(key, bytes);
      return bytes;
    });
    rendering.set(key, pending);
    pending.then(
      () => rendering.delete(key),
      () => rendering.delete(key),
    );
  }
  return pending;
}

/** One attachment of a form (PDF or Word): its bytes, name and type. */
export async function readFormFile(opts: { store: FileStore; formSeq: number; fileSeq: number }) {
  const def = FORM_CATALOG.find((form) => form.formSeq === opts.formSeq);
  if (!def) throw notFound(M.formNotFound);
  const extension = formFileExtension(opts.fileSeq);
  if (!extension || formFileSeq(def.formSeq, extension) !== opts.fileSeq || !def.extensions.includes(extension)) {
    throw notFound(M.fileNotFound);
  }
  const bytes = await storedFile(opts.store, def, extension);
  return { bytes, fileName: `${def.title}.${extension}`, contentType: CONTENT_TYPES[extension] };
}
