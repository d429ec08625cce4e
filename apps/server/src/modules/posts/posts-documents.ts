import {
  duplicateFileName,
  isPostAttachmentName,
  POST_MESSAGES as M,
  POST_LIMITS,
  type PostDocument,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { badRequest } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import { settleFilesForUse } from "../files/files.service";
import { filesOfUnion, formsByFiles } from "./posts.repository";
import { documentPageCount, type LetterDocument } from "./posts-letters.pdf";

export const POST_FILE_DIVISION = "POST";

const kindOf = (name: string): LetterDocument["kind"] => (/\.png$/i.test(name) ? "png" : "pdf");

/** Page counts by fileSeq, kept while the process runs (a stored file never changes). */
const pageCounts = new Map<number, number>();

/** The stored bytes of a post file, in the letter's form. */
export async function readLetterDocument(store: FileStore, storageKey: string, name: string): Promise<LetterDocument> {
  return { kind: kindOf(name), bytes: new Uint8Array(await store.get(storageKey)) };
}

/**
 * The letter's documents in the order given (spec §5): files of this union in the POST division, png or pdf, names
 * not repeated, at most 6 of them saved forms; each with its page count (read once). A signed upload still pending is
 * settled first. Refusals answer the spec's messages.
 */
export async function loadPostDocuments(opts: {
  db: Db;
  store: FileStore;
  unionSeq: number;
  fileSeqs: number[];
}): Promise<PostDocument[]> {
  const { db, store, unionSeq, fileSeqs } = opts;
  if (fileSeqs.length === 0) throw badRequest(M.fileRequired);
  if (new Set(fileSeqs).size !== fileSeqs.length) throw badRequest(M.duplicateFileName);
  await settleFilesForUse({ db, store, unionSeq, fileSeqs });
  const rows = await filesOfUnion(db, unionSeq, fileSeqs);
  const byFile = new Map(rows.map((row) => [row.fileSeq, row]));
  const ordered = fileSeqs.map((fileSeq) => byFile.get(fileSeq));
  if (ordered.some((row) => row?.status !== "STORED" || row.divisionCode !== POST_FILE_DIVISION)) {
    throw badRequest(M.fileNotFound);
  }
  const found = ordered.filter((row) => row !== undefined);
  if (found.some((row) => !isPostAttachmentName(row.originalName))) throw badRequest(M.fileType);
  if (duplicateFileName(found.map((row) => row.originalName))) throw badRequest(M.duplicateFileName);
  const forms = await formsByFiles(db, unionSeq, fileSeqs);
  const formOf = new Map(forms.map((form) => [form.fileSeq, form.postFormSeq]));
  if (found.filter((row) => formOf.has(row.fileSeq)).length > POST_LIMITS.maxForms) throw badRequest(M.tooManyForms);
  const documents: PostDocument[] = [];
  for (const row of found) {
    documents.push({
      fileSeq: row.fileSeq,
      originName: row.originalName,
      pageCount: await pageCountOf(store, row.fileSeq, row.storageKey, row.originalName),
      postFormSeq: formOf.get(row.fileSeq) ?? null,
    });
  }
  return documents;
}

export async function pageCountOf(store: FileStore, fileSeq: number, storageKey: string, name: string) {
  const known = pageCounts.get(fileSeq);
  if (known !== undefined) return known;
  let pages: number;
  try {
    pages = await documentPageCount(await readLetterDocument(store, storageKey, name));
  } catch {
    throw badRequest(M.fileUnreadable);
  }
  if (pages < 1) throw badRequest(M.fileUnreadable);
  pageCounts.set(fileSeq, pages);
  return pages;
}
