import type { PostDeliveryStatus, PostRecipientsQuery } from "@johap/contracts";
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contains, pageWindow } from "../../platform/sql";
import { files } from "../files/files.table";
import { ownerFilters, registerShown } from "../register/register.repository";
import { unionRegisters } from "../register/register.table";
import { postForms, postRecipients, posts } from "./posts.table";

export type PostRow = typeof posts.$inferSelect;
export type PostRecipientRow = typeof postRecipients.$inferSelect;
export type NewPostRecipient = typeof postRecipients.$inferInsert;

const INSERT_BATCH = 1000;
const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

export async function insertPost(db: Db, values: typeof posts.$inferInsert) {
  const [row] = await db.insert(posts).values(values).returning();
  if (!row) throw new Error("post insert failed");
  return row;
}

export async function insertRecipients(db: Db, rows: NewPostRecipient[]) {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db.insert(postRecipients).values(rows.slice(i, i + INSERT_BATCH));
  }
}

export async function findPost(db: Db, unionSeq: number, postSeq: number) {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.unionSeq, unionSeq), eq(posts.postSeq, postSeq)));
  return row ?? null;
}

export async function findPostById(db: Db, postSeq: number) {
  const [row] = await db.select().from(posts).where(eq(posts.postSeq, postSeq));
  return row ?? null;
}

export async function listPostRows(db: Db, unionSeq: number, page: number, pageSize: number) {
  const where = eq(posts.unionSeq, unionSeq);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(desc(posts.postSeq))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ n: count() }).from(posts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listRecipientRows(db: Db, postSeq: number, page: number, pageSize: number) {
  const where = eq(postRecipients.postSeq, postSeq);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(postRecipients)
      .where(where)
      .orderBy(asc(postRecipients.postRecipientSeq))
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ n: count() }).from(postRecipients).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function allRecipientRows(db: Db, postSeq: number) {
  return db
    .select()
    .from(postRecipients)
    .where(eq(postRecipients.postSeq, postSeq))
    .orderBy(asc(postRecipients.postRecipientSeq));
}

/** Letters of a post not delivered (returned or undelivered) and not yet resent. */
export async function resendableRows(db: Db, postSeq: number) {
  return db
    .select()
    .from(postRecipients)
    .where(
      and(
        eq(postRecipients.postSeq, postSeq),
        inArray(postRecipients.deliveryStatus, ["RETURNED", "UNDELIVERED"]),
        isNull(postRecipients.resentInPostSeq),
      ),
    )
    .orderBy(asc(postRecipients.postRecipientSeq));
}

export async function countResendable(db: Db, postSeq: number) {
  const [row] = await db
    .select({ n: count() })
    .from(postRecipients)
    .where(
      and(
        eq(postRecipients.postSeq, postSeq),
        inArray(postRecipients.deliveryStatus, ["RETURNED", "UNDELIVERED"]),
        isNull(postRecipients.resentInPostSeq),
      ),
    );
  return row?.n ?? 0;
}

/** Marks letters as taken by a resend; answers how many were still free (a concurrent resend took the rest). */
export async function markResent(db: Db, postRecipientSeqs: number[], resentInPostSeq: number) {
  let marked = 0;
  for (let i = 0; i < postRecipientSeqs.length; i += INSERT_BATCH) {
    const rows = await db
      .update(postRecipients)
      .set({ resentInPostSeq })
      .where(
        and(
          inArray(postRecipients.postRecipientSeq, postRecipientSeqs.slice(i, i + INSERT_BATCH)),
          isNull(postRecipients.resentInPostSeq),
        ),
      )
      .returning({ seq: postRecipients.postRecipientSeq });
    marked += rows.length;
  }
  return marked;
}

/** Register owners of the union among `seqs` (shown ones only). */
export async function ownersOfUnion(db: Db, unionSeq: number, seqs: number[]) {
  if (seqs.length === 0) return [];
  const found: { unionRegisterSeq: number }[] = [];
  for (let i = 0; i < seqs.length; i += INSERT_BATCH) {
    found.push(
      ...(await db
        .select({ unionRegisterSeq: unionRegisters.unionRegisterSeq })
        .from(unionRegisters)
        .where(
          and(
            eq(unionRegisters.unionSeq, unionSeq),
            inArray(unionRegisters.unionRegisterSeq, seqs.slice(i, i + INSERT_BATCH)),
            registerShown(unionSeq),
          ),
        )),
    );
  }
  return found;
}

export async function filesOfUnion(db: Db, unionSeq: number, fileSeqs: number[]) {
  if (fileSeqs.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(eq(files.unionSeq, unionSeq), inArray(files.fileSeq, fileSeqs)));
}

// Forms

export async function listFormRows(db: Db, unionSeq: number) {
  return db
    .select({ form: postForms, file: files })
    .from(postForms)
    .innerJoin(files, eq(files.fileSeq, postForms.fileSeq))
    .where(eq(postForms.unionSeq, unionSeq))
    .orderBy(desc(postForms.postFormSeq));
}

export async function formsByFiles(db: Db, unionSeq: number, fileSeqs: number[]) {
  if (fileSeqs.length === 0) return [];
  return db
    .select()
    .from(postForms)
    .where(and(eq(postForms.unionSeq, unionSeq), inArray(postForms.fileSeq, fileSeqs)));
}

export async function countForms(db: Db, unionSeq: number) {
  const [row] = await db.select({ n: count() }).from(postForms).where(eq(postForms.unionSeq, unionSeq));
  return row?.n ?? 0;
}

export async function insertForm(db: Db, values: typeof postForms.$inferInsert) {
  const [row] = await db.insert(postForms).values(values).returning();
  if (!row) throw new Error("post form insert failed");
  return row;
}

export async function deleteForms(db: Db, unionSeq: number, postFormSeqs: number[]) {
  return db
    .delete(postForms)
    .where(and(eq(postForms.unionSeq, unionSeq), inArray(postForms.postFormSeq, postFormSeqs)))
    .returning({ postFormSeq: postForms.postFormSeq });
}

// Letters and tracking

export async function setLetters(db: Db, postSeq: number, values: Partial<typeof posts.$inferInsert>) {
  await db.update(posts).set(values).where(eq(posts.postSeq, postSeq));
}

/** Writes the tracking numbers the carrier gave (letters now printing). */
export async function setTrackingNumbers(db: Db, accepted: { reference: number; trackingNo: string }[], at: Date) {
  for (let i = 0; i < accepted.length; i += INSERT_BATCH) {
    const batch = accepted.slice(i, i + INSERT_BATCH).map((a) => ({ seq: a.reference, tracking_no: a.trackingNo }));
    await db.execute(sql`
      update ${postRecipients} r
         set tracking_no = v.tracking_no, delivery_status = 'PRINTING', status_at = ${at.toISOString()}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(seq integer, tracking_no text)
       where r.post_recipient_seq = v.seq and r.tracking_no is null`);
  }
}

/** Letters of the post not yet handed to the carrier. */
export async function untrackedRows(db: Db, postSeq: number) {
  return db
    .select()
    .from(postRecipients)
    .where(and(eq(postRecipients.postSeq, postSeq), isNull(postRecipients.trackingNo)))
    .orderBy(asc(postRecipients.postRecipientSeq));
}

export type AppliedMove = {
  postSeq: number;
  postRecipientSeq: number;
  deliveryStatus: PostDeliveryStatus;
};

/**
 * Applies carrier moves to letters, only forward (a repeated or late move never takes a letter back): the status,
 * its time, the reason of a return or failure, the dispatch and delivery times. Answers the letters that moved.
 */
export async function applyMoves(
  db: Db,
  moves: { reference: number; trackingNo: string; stage: PostDeliveryStatus; at: string; reason: string | null }[],
): Promise<AppliedMove[]> {
  if (moves.length === 0) return [];
  const rank = (column: string) =>
    sql.raw(`(case ${column} when 'WAIT' then 0 when 'PRINTING' then 1 when 'DISPATCHED' then 2 else 3 end)`);
  const result = await db.execute(sql`
    update ${postRecipients} r
       set delivery_status = m.stage,
           status_at = m.at,
           fail_reason = m.reason,
           sent_at = case when m.stage <> 'PRINTING' then coalesce(r.sent_at, m.at) else r.sent_at end,
           delivered_at = case when m.stage = 'DELIVERED' then m.at else r.delivered_at end
      from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb)
           as m(reference integer, "trackingNo" text, stage text, at timestamptz, reason text)
     where r.post_recipient_seq = m.reference and r.tracking_no = m."trackingNo"
       and ${rank("m.stage")} > ${rank("r.delivery_status")}
    returning r.post_seq as "postSeq", r.post_recipient_seq as "postRecipientSeq", r.delivery_status as "deliveryStatus"`);
  return rowsOf<AppliedMove>(result);
}

/** Records the refund of letters' postage. */
export async function setRefunded(db: Db, postRecipientSeqs: number[], amount: number) {
  for (let i = 0; i < postRecipientSeqs.length; i += INSERT_BATCH) {
    await db
      .update(postRecipients)
      .set({ refundedCost: amount })
      .where(inArray(postRecipients.postRecipientSeq, postRecipientSeqs.slice(i, i + INSERT_BATCH)));
  }
}

/**
 * Recounts a post from its letters (kept on the post so lists never aggregate) and moves its status: SHIPPING once
 * a letter left, COMPLETED when every letter is delivered, returned or undelivered (deliveredAt: the last of them).
 */
export async function recountPost(db: Db, postSeq: number, refunded: number) {
  await db.execute(sql`
    update ${posts} p
       set send_quantity = c.sent,
           delivered_count = c.delivered,
           returned_count = c.returned,
           failed_count = c.undelivered,
           refunded_cost = p.refunded_cost + ${refunded},
           sent_at = coalesce(p.sent_at, c.first_sent),
           post_status = case when c.final = p.request_count then 'COMPLETED'
                              when c.sent > 0 then 'SHIPPING'
                              else p.post_status end,
           delivered_at = case when c.final = p.request_count then c.last_final else null end
      from (select count(*) filter (where sent_at is not null)::int as sent,
                   count(*) filter (where delivery_status = 'DELIVERED')::int as delivered,
                   count(*) filter (where delivery_status = 'RETURNED')::int as returned,
                   count(*) filter (where delivery_status = 'UNDELIVERED')::int as undelivered,
                   count(*) filter (where delivery_status in ('DELIVERED', 'RETURNED', 'UNDELIVERED'))::int as final,
                   min(sent_at) as first_sent,
                   max(status_at) as last_final
              from ${postRecipients} where post_seq = ${postSeq}) c
     where p.post_seq = ${postSeq}`);
}

/** Posts whose letters wait longer than `minutes` (their job was lost): the tick queues them again. */
export async function postsWaitingForLetters(db: Db, minutes: number) {
  return db
    .select({ postSeq: posts.postSeq })
    .from(posts)
    .where(
      and(
        inArray(posts.lettersStatus, ["WAIT", "MAKING"]),
        sql`${posts.requestedAt} < now() - make_interval(mins => ${minutes})`,
      ),
    )
    .limit(20);
}

/** Register owners for the picker (every shown owner, with the register's filters and an address text). */
export async function listCandidateRows(db: Db, unionSeq: number, q: PostRecipientsQuery) {
  const where: SQL[] = ownerFilters(unionSeq, q);
  if (q.address) {
    where.push(
      or(
        contains(unionRegisters.realAddressText, q.address),
        contains(sql`${unionRegisters.postAddress}->>'address'`, q.address),
      ) as SQL,
    );
  }
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        unionRegisterSeq: unionRegisters.unionRegisterSeq,
        unionRegisterNoMain: unionRegisters.unionRegisterNoMain,
        unionRegisterNoSub: unionRegisters.unionRegisterNoSub,
        name: unionRegisters.name,
        nameClass: unionRegisters.nameClass,
        mainPhoneNo: unionRegisters.mainPhoneNo,
        postAddress: unionRegisters.postAddress,
      })
      .from(unionRegisters)
      .where(and(...where))
      .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(unionRegisters)
      .where(and(...where)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
