import { isNotDelivered } from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { FileStore } from "../../platform/file-store";
import { newStorageKey } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { refundUsage } from "../../platform/ledger";
import type { PostalPort } from "../../providers/post/port";
import { PostalMaintenanceError } from "../../providers/post/port";
import { findFile, insertFile } from "../files/files.repository";
import {
  allRecipientRows,
  applyMoves,
  findPostById,
  postsWaitingForLetters,
  recountPost,
  setLetters,
  setRefunded,
  setTrackingNumbers,
  untrackedRows,
} from "./posts.repository";
import { POST_SERVICE_TYPE, POSTS_LETTERS_JOB, postReference } from "./posts.service";
import { POST_FILE_DIVISION, readLetterDocument } from "./posts-documents";
import type { LettersInput } from "./posts-letters.pdf";

export const POSTS_TRACK_JOB = "posts.track";
const SYSTEM_UPLOADER = 0;
const MOVES_BATCH = 1000;

export type RenderLetters = (input: LettersInput) => Promise<Uint8Array>;

/**
 * The letters job: renders every letter of the post into one PDF (on the letters thread), stores it as the post's
 * file, then hands the letters to the carrier, which answers a tracking number each (status PRODUCING). Idempotent:
 * a made PDF is not made again, and only letters without a tracking number are handed over.
 */
export async function makeLetters(opts: {
  db: Db;
  store: FileStore;
  port: PostalPort;
  render: RenderLetters;
  postSeq: number;
}) {
  const { db, store, postSeq } = opts;
  const post = await findPostById(db, postSeq);
  if (!post) return;
  if (post.lettersStatus !== "DONE") {
    await setLetters(db, postSeq, { lettersStatus: "MAKING" });
    const documents = [];
    for (const document of post.documents) {
      const file = await findFile(db, document.fileSeq);
      if (!file) throw new Error(`post ${postSeq}: file ${document.fileSeq} is gone`);
      documents.push(await readLetterDocument(store, file.storageKey, file.originalName));
    }
    const recipients = await allRecipientRows(db, postSeq);
    const bytes = await opts.render({
      title: `${post.senderName} 우편물`,
      sender: {
        name: post.senderName,
        phoneNo: post.senderPhoneNo,
        address: post.senderAddress,
        detailAddress: post.senderDetailAddress,
        zipNo: post.senderZipNo,
      },
      documents,
      recipients: recipients.map((r) => ({
        name: r.name,
        address: r.address,
        detailAddress: r.detailAddress,
        zipNo: r.zipNo,
        registerNo: r.registerNo,
        reference: `${postSeq}-${r.postRecipientSeq}`,
      })),
    });
    const key = newStorageKey(POST_FILE_DIVISION);
    await store.put(key, Buffer.from(bytes));
    await inTransaction(db, async (tx) => {
      const file = await insertFile(tx, {
        unionSeq: post.unionSeq,
        uploadedBy: SYSTEM_UPLOADER,
        divisionCode: POST_FILE_DIVISION,
        originalName: `우편발송_${postSeq}_서신.pdf`,
        contentType: "application/pdf",
        size: bytes.byteLength,
        storageKey: key,
        status: "STORED",
      });
      await setLetters(tx, postSeq, {
        lettersStatus: "DONE",
        lettersFileSeq: file.fileSeq,
        lettersMadeAt: new Date(),
        postStatus: "PRODUCING",
      });
    });
  }
  const untracked = await untrackedRows(db, postSeq);
  if (untracked.length === 0) return;
  let accepted: Awaited<ReturnType<PostalPort["accept"]>>;
  try {
    accepted = await opts.port.accept(
      untracked.map((r) => ({
        reference: r.postRecipientSeq,
        postType: post.postType,
        name: r.name,
        address: r.address,
        detailAddress: r.detailAddress,
        zipNo: r.zipNo,
      })),
    );
  } catch (error) {
    // The carrier in maintenance: the job fails and is retried later (pg-boss backoff).
    if (error instanceof PostalMaintenanceError) throw new Error(`post ${postSeq}: postal service in maintenance`);
    throw error;
  }
  await setTrackingNumbers(db, accepted, new Date());
}

/**
 * The tracking tick: lets the carrier's clock run, reads the letters' moves, applies them (forward only), refunds the
 * postage of letters returned or undelivered (one refund per post and batch, never more than charged) and recounts
 * the posts. Also queues again the letters of posts whose job was lost.
 */
export async function trackPosts(opts: { db: Db; jobs: Jobs; port: PostalPort }) {
  const { db, port } = opts;
  await port.advance();
  for (;;) {
    const moves = await port.collectMoves(MOVES_BATCH);
    if (moves.length === 0) break;
    await inTransaction(db, async (tx) => {
      const applied = await applyMoves(
        tx,
        moves.map((m) => ({ ...m, at: m.at.toISOString() })),
      );
      const byPost = new Map<number, number[]>();
      for (const move of applied) {
        const list = byPost.get(move.postSeq) ?? [];
        if (isNotDelivered(move.deliveryStatus)) list.push(move.postRecipientSeq);
        byPost.set(move.postSeq, list);
      }
      for (const [postSeq, notDelivered] of byPost) {
        const refunded = await refundNotDelivered(tx, postSeq, notDelivered);
        await recountPost(tx, postSeq, refunded);
      }
    });
    await port.acknowledge(moves);
    if (moves.length < MOVES_BATCH) break;
  }
  for (const { postSeq } of await postsWaitingForLetters(db, 10)) {
    await opts.jobs.send(POSTS_LETTERS_JOB, { postSeq }, { singletonKey: `post-letters:${postSeq}` });
  }
}

/** Refunds the postage of letters the carrier did not deliver (production is spent). Answers the won refunded. */
async function refundNotDelivered(tx: Db, postSeq: number, postRecipientSeqs: number[]) {
  if (postRecipientSeqs.length === 0) return 0;
  const post = await findPostById(tx, postSeq);
  if (!post || post.requestCount === 0) return 0;
  const unitShipping = Math.floor(post.shippingCost / post.requestCount);
  const amount = unitShipping * postRecipientSeqs.length;
  if (amount <= 0) return 0;
  const sorted = [...postRecipientSeqs].sort((a, b) => a - b);
  const entries = await refundUsage(tx, {
    unionSeq: post.unionSeq,
    amount,
    serviceType: POST_SERVICE_TYPE,
    description: `우편 미배달 환불 (${sorted.length}통)`,
    reference: postReference(postSeq),
    idempotencyKey: `post:${postSeq}:refund:${sorted[0]}-${sorted.at(-1)}:${sorted.length}`,
  });
  const refunded = entries.reduce((sum, e) => sum + e.amount, 0);
  if (refunded > 0) await setRefunded(tx, sorted, unitShipping);
  return refunded;
}
