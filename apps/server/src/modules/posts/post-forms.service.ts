import { isPostAttachmentName, POST_MESSAGES as M, type PostForm } from "@johap/contracts";
import type { Db } from "../../db/client";
import type { Actor } from "../../platform/access";
import { badRequest } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import { settleFilesForUse } from "../files/files.service";
import { deleteForms, filesOfUnion, insertForm, listFormRows } from "./posts.repository";
import { POST_FILE_DIVISION, pageCountOf } from "./posts-documents";

/** GET post-forms: the union's saved forms, newest first, each with its file and page count. */
export async function listPostForms(opts: { db: Db; store: FileStore; unionSeq: number }): Promise<PostForm[]> {
  const rows = await listFormRows(opts.db, opts.unionSeq);
  const forms: PostForm[] = [];
  for (const { form, file } of rows) {
    let pageCount: number | null = null;
    try {
      pageCount = await pageCountOf(opts.store, file.fileSeq, file.storageKey, file.originalName);
    } catch {
      pageCount = null;
    }
    forms.push({
      postFormSeq: form.postFormSeq,
      formName: form.formName,
      file: { fileSeq: file.fileSeq, originName: file.originalName, createdAt: file.createdAt.toISOString() },
      pageCount,
    });
  }
  return forms;
}

/** POST post-forms {fileSeq, formName} (서식저장): a png or pdf document of this union (division POST). */
export async function savePostForm(opts: {
  db: Db;
  store: FileStore;
  actor: Actor;
  unionSeq: number;
  fileSeq: number;
  formName: string;
}) {
  await settleFilesForUse({ db: opts.db, store: opts.store, unionSeq: opts.unionSeq, fileSeqs: [opts.fileSeq] });
  const [file] = await filesOfUnion(opts.db, opts.unionSeq, [opts.fileSeq]);
  if (file?.status !== "STORED" || file.divisionCode !== POST_FILE_DIVISION) throw badRequest(M.fileNotFound);
  if (!isPostAttachmentName(file.originalName)) throw badRequest(M.fileType);
  await pageCountOf(opts.store, file.fileSeq, file.storageKey, file.originalName);
  const form = await insertForm(opts.db, {
    unionSeq: opts.unionSeq,
    fileSeq: file.fileSeq,
    formName: opts.formName,
    createdBy: opts.actor.memberSeq,
  });
  return { postFormSeq: form.postFormSeq };
}

/** DELETE post-forms {postFormSeqs}: this union's forms among them (their files stay for the posts that used them). */
export async function deletePostForms(opts: { db: Db; unionSeq: number; postFormSeqs: number[] }) {
  const deleted = await deleteForms(opts.db, opts.unionSeq, opts.postFormSeqs);
  return { deletedCount: deleted.length };
}
