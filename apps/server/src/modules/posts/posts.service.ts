import crypto from "node:crypto";
import {
  ERROR_CODES,
  letterPageCount,
  POST_MESSAGES as M,
  maintenanceMessage,
  type PostCost,
  type PostDocument,
  type PostRecipientCandidate,
  type PostRecipientInput,
  type PostRecipientsQuery,
  postPrice,
  type SendPostInput,
  type SendPostResult,
  sheetLimitMessage,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { AppError, badRequest, conflict, notFound } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { debitUsage } from "../../platform/ledger";
import { checkMaintenance } from "../maintenance/maintenance.service";
import { toPost, toPostDetail, toPostRecipient } from "./posts.mapper";
import {
  countResendable,
  filesOfUnion,
  findPost,
  insertPost,
  insertRecipients,
  listCandidateRows,
  listPostRows,
  listRecipientRows,
  markResent,
  ownersOfUnion,
  type PostRow,
  resendableRows,
} from "./posts.repository";
import { loadPostDocuments, readLetterDocument } from "./posts-documents";
import type { LettersInput } from "./posts-letters.pdf";

export const POST_SERVICE_TYPE = "POST";
export const POSTS_LETTERS_JOB = "posts.letters";
export const postReference = (postSeq: number) => `post:${postSeq}`;

/** Spec §6: a register recipient must be an owner of the union. */
const NOT_AN_OWNER = "조합원이 아니거나 소유자 정보가 없습니다.";

export async function assertPostOpen(db: Db) {
  const status = await checkMaintenance({ db, type: "POST_SEND" });
  if (status.isUnderMaintenance) {
    throw new AppError(502, ERROR_CODES.EXTERNAL_MAINTENANCE, status.message ?? maintenanceMessage("POST_SEND"));
  }
}

/**
 * What the quote and the send both check, with the same messages: the documents (forms and uploads), register
 * recipients being owners of this union, and the envelope's sheet limit for the post type. Answers the documents
 * and the price.
 */
async function validatePost(opts: { db: Db; store: FileStore; unionSeq: number; input: SendPostInput }) {
  const { db, unionSeq, input } = opts;
  const documents = await loadPostDocuments({ db, store: opts.store, unionSeq, fileSeqs: input.fileSeqs });
  const seqs = [...new Set(input.recipients.flatMap((r) => (r.unionRegisterSeq ? [r.unionRegisterSeq] : [])))];
  if ((await ownersOfUnion(db, unionSeq, seqs)).length !== seqs.length) throw badRequest(NOT_AN_OWNER);
  const pageCount = letterPageCount(documents.map((d) => d.pageCount));
  const price = postPrice(pageCount, input, input.recipients.length);
  const overLimit = sheetLimitMessage(price.sheetCount, input.postType);
  if (overLimit) throw badRequest(overLimit);
  return { documents, price };
}

/**
 * POST posts/preview (ours): the first letter as it will be printed (address page and documents), checked as the
 * quote checks the request. Rendered on the letters thread.
 */
export async function previewPost(opts: {
  db: Db;
  store: FileStore;
  unionSeq: number;
  input: SendPostInput;
  render: (input: LettersInput) => Promise<Uint8Array>;
}): Promise<Uint8Array> {
  const { documents } = await validatePost(opts);
  const first = opts.input.recipients[0];
  if (!first) throw badRequest(M.noRecipients);
  const files = await filesOfUnion(
    opts.db,
    opts.unionSeq,
    documents.map((d) => d.fileSeq),
  );
  const byFile = new Map(files.map((f) => [f.fileSeq, f]));
  const letterDocuments = [];
  for (const document of documents) {
    const file = byFile.get(document.fileSeq);
    if (!file) throw badRequest(M.fileNotFound);
    letterDocuments.push(await readLetterDocument(opts.store, file.storageKey, file.originalName));
  }
  const { sender } = opts.input;
  return opts.render({
    title: `${sender.name} 우편물 (미리보기)`,
    sender: { ...sender, phoneNo: sender.phoneNo.replace(/\s/g, "") },
    documents: letterDocuments,
    recipients: [
      {
        name: first.name,
        address: first.address.address,
        detailAddress: first.address.detailAddress,
        zipNo: first.address.zipNo,
        registerNo: first.registerNo,
        reference: "미리보기",
      },
    ],
  });
}

export async function quotePost(opts: {
  db: Db;
  store: FileStore;
  unionSeq: number;
  input: SendPostInput;
}): Promise<PostCost> {
  return (await validatePost(opts)).price;
}

const toResult = (row: PostRow): SendPostResult => ({
  postSeq: row.postSeq,
  postStatus: row.postStatus,
  requestCount: row.requestCount,
  totalCost: row.totalCost,
});

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" || (error as { cause?: { code?: string } })?.cause?.code === "23505";

/**
 * Creates a post, its letters and its charge in one transaction (reference `post:{postSeq}`, once per
 * Idempotency-Key: `idempotencyKey` is the action key of `idempotent`, unique per union), then queues the letters
 * job. After the request there is no edit, cancel or refund (spec §4); the carrier's returns are refunded by the
 * tracking job.
 */
async function createPost(opts: {
  db: Db;
  jobs: Jobs;
  store: FileStore;
  actor: Actor;
  unionSeq: number;
  input: SendPostInput;
  idempotencyKey: string | null;
  onCommit?: (tx: Db, result: SendPostResult) => Promise<void>;
  resend?: { postSeq: number; postRecipientSeqs: number[]; documents: PostDocument[] };
}): Promise<SendPostResult> {
  const { db, unionSeq, input } = opts;
  await assertPostOpen(db);
  const { documents, price } = opts.resend
    ? {
        documents: opts.resend.documents,
        price: postPrice(
          letterPageCount(opts.resend.documents.map((d) => d.pageCount)),
          input,
          input.recipients.length,
        ),
      }
    : await validatePost(opts);
  const key = opts.idempotencyKey ?? crypto.randomUUID();
  let row: PostRow;
  try {
    row = await inTransaction(db, async (tx) => {
      const post = await insertPost(tx, {
        unionSeq,
        senderName: input.sender.name,
        senderPhoneNo: input.sender.phoneNo.replace(/\s/g, ""),
        senderAddress: input.sender.address,
        senderDetailAddress: input.sender.detailAddress,
        senderZipNo: input.sender.zipNo,
        postType: input.postType,
        colorType: input.colorType,
        flexType: input.flexType,
        documents,
        pageCount: price.sentPageCount,
        sheetCount: price.sheetCount,
        postStatus: "REQUESTED",
        requestCount: input.recipients.length,
        productionCost: price.productionCost,
        shippingCost: price.shippingCost,
        totalCost: price.totalCost,
        requestedBy: opts.actor.memberSeq,
        resendOf: opts.resend?.postSeq ?? null,
        idempotencyKey: key,
      });
      await insertRecipients(
        tx,
        input.recipients.map((r: PostRecipientInput) => ({
          postSeq: post.postSeq,
          unionRegisterSeq: r.unionRegisterSeq,
          registerNo: r.registerNo,
          name: r.name,
          phoneNo: r.phoneNo,
          address: r.address.address,
          detailAddress: r.address.detailAddress,
          zipNo: r.address.zipNo,
          deliveryStatus: "WAIT" as const,
        })),
      );
      if (opts.resend) {
        const marked = await markResent(tx, opts.resend.postRecipientSeqs, post.postSeq);
        if (marked !== opts.resend.postRecipientSeqs.length) throw conflict(M.alreadyResent);
      }
      await debitUsage(tx, {
        unionSeq,
        amount: price.totalCost,
        serviceType: POST_SERVICE_TYPE,
        description: `${opts.resend ? "우편 재발송" : "우편 발송"} (${input.recipients.length}통, ${price.sentPageCount}쪽)`,
        reference: postReference(post.postSeq),
        idempotencyKey: `post-usage:${post.postSeq}`,
      });
      await opts.onCommit?.(tx, toResult(post));
      return post;
    });
  } catch (error) {
    // Two resends of the same letters at the same moment: the other one won.
    if (opts.resend && isUniqueViolation(error)) throw conflict(M.alreadyResent);
    throw error;
  }
  await opts.jobs.send(POSTS_LETTERS_JOB, { postSeq: row.postSeq });
  return toResult(row);
}

export function sendPost(opts: {
  db: Db;
  jobs: Jobs;
  store: FileStore;
  actor: Actor;
  unionSeq: number;
  input: SendPostInput;
  idempotencyKey: string | null;
  onCommit?: (tx: Db, result: SendPostResult) => Promise<void>;
}) {
  return createPost(opts);
}

/**
 * Sends letters not delivered (returned or undelivered, not resent before) again as a new post with the same
 * sender, documents and options, charged again. `postRecipientSeqs` picks some; none: all of them.
 */
export async function resendPost(opts: {
  db: Db;
  jobs: Jobs;
  store: FileStore;
  actor: Actor;
  unionSeq: number;
  postSeq: number;
  postRecipientSeqs?: number[];
  idempotencyKey: string | null;
  onCommit?: (tx: Db, result: SendPostResult) => Promise<void>;
}) {
  const post = await findPost(opts.db, opts.unionSeq, opts.postSeq);
  if (!post) throw notFound(M.notFound);
  const open = await resendableRows(opts.db, post.postSeq);
  let chosen = open;
  if (opts.postRecipientSeqs?.length) {
    const wanted = new Set(opts.postRecipientSeqs);
    chosen = open.filter((r) => wanted.has(r.postRecipientSeq));
    if (chosen.length !== wanted.size) throw badRequest(M.resendNotDelivered);
  }
  if (chosen.length === 0) throw conflict(M.nothingToResend);
  return createPost({
    ...opts,
    idempotencyKey: opts.idempotencyKey ?? `resend:${post.postSeq}:${crypto.randomUUID()}`,
    resend: {
      postSeq: post.postSeq,
      postRecipientSeqs: chosen.map((r) => r.postRecipientSeq),
      documents: post.documents,
    },
    input: {
      sender: {
        name: post.senderName,
        phoneNo: post.senderPhoneNo,
        address: post.senderAddress,
        detailAddress: post.senderDetailAddress,
        zipNo: post.senderZipNo,
      },
      postType: post.postType,
      colorType: post.colorType,
      flexType: post.flexType,
      fileSeqs: post.documents.map((d) => d.fileSeq),
      recipients: chosen.map((r) => ({
        unionRegisterSeq: r.unionRegisterSeq,
        registerNo: r.registerNo,
        name: r.name,
        phoneNo: r.phoneNo,
        address: { address: r.address, detailAddress: r.detailAddress, zipNo: r.zipNo },
      })),
    },
  });
}

/** GET posts/recipients: owners of the register to pick, with the address their letter goes to. */
export async function listRecipientCandidates(opts: { db: Db; unionSeq: number; query: PostRecipientsQuery }) {
  const { rows, total } = await listCandidateRows(opts.db, opts.unionSeq, opts.query);
  const items: PostRecipientCandidate[] = rows.map((o) => ({
    unionRegisterSeq: o.unionRegisterSeq,
    unionRegisterNo: o.unionRegisterNoSub
      ? `${o.unionRegisterNoMain}-${o.unionRegisterNoSub}`
      : `${o.unionRegisterNoMain}`,
    name: { name: o.name, nameClass: o.nameClass },
    phoneNo: o.mainPhoneNo,
    postAddress: {
      address: o.postAddress?.address ?? "",
      detailAddress: o.postAddress?.detailAddress ?? "",
      zipNo: o.postAddress?.zipNo ?? "",
    },
  }));
  return { items, total };
}

export async function listPosts(opts: { db: Db; unionSeq: number; page: number; pageSize: number }) {
  const { rows, total } = await listPostRows(opts.db, opts.unionSeq, opts.page, opts.pageSize);
  return { items: rows.map(toPost), total };
}

export async function getPost(opts: { db: Db; unionSeq: number; postSeq: number }) {
  const post = await findPost(opts.db, opts.unionSeq, opts.postSeq);
  if (!post) throw notFound(M.notFound);
  return toPostDetail(post, await countResendable(opts.db, post.postSeq));
}

export async function listPostRecipients(opts: {
  db: Db;
  unionSeq: number;
  postSeq: number;
  page: number;
  pageSize: number;
}) {
  const post = await findPost(opts.db, opts.unionSeq, opts.postSeq);
  if (!post) throw notFound(M.notFound);
  const { rows, total } = await listRecipientRows(opts.db, post.postSeq, opts.page, opts.pageSize);
  return { items: rows.map(toPostRecipient), total };
}
