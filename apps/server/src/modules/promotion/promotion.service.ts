import { randomInt } from "node:crypto";
import {
  type CreatePromotionUserInput,
  type ListPromotionMeetsQuery,
  type ListPromotionUsersQuery,
  PROMOTION_MESSAGES as M,
  MEET_MESSAGES,
  PROMOTION_ERROR_CODES,
  PROMOTION_OPEN_STATUSES,
  PROMOTION_TEMP_PASSWORD_LENGTH,
  type PromotionUserStatus,
  type UpdatePromotionUserInput,
} from "@johap/contracts";
import { hash } from "@node-rs/argon2";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError, badRequest, conflict, notFound } from "../../platform/errors";
import type { PageQuery } from "../../platform/sql";
import { sendSystemText } from "../../platform/system-texts/system-texts";
import { meetOf } from "../meetings/meet-lookup";
import { toConnectionHistory, toExecutionHistory, toPromotionMeet, toPromotionUser } from "./promotion.mapper";
import {
  findByPhone,
  findPromotionUser,
  isLoginIdTaken,
  listConnectionRows,
  listExecutionRows,
  listPromotionMeetRows,
  listPromotionUserRows,
  lockUsers,
  promotionCountsOf,
  revokeSessions,
} from "./promotion.repository";
import { promotionUsers } from "./promotion.table";

type Scope = { db: Db; unionSeq: number; meetSeq: number };

const isOpen = (status: string) => (PROMOTION_OPEN_STATUSES as readonly string[]).includes(status);

export async function listPromotionMeets(opts: { db: Db; unionSeq: number; query: ListPromotionMeetsQuery }) {
  const { rows, total } = await listPromotionMeetRows(opts.db, opts.unionSeq, opts.query, { isPaged: true });
  const offset = opts.query.page * opts.query.pageSize;
  return { items: rows.map((row, i) => toPromotionMeet(row, total - offset - i)), total };
}

/** One meeting of the list (the detail page's header), else 404 (another union's included). */
export async function getPromotionMeet(opts: Scope) {
  const { rows } = await listPromotionMeetRows(opts.db, opts.unionSeq, { meetSeq: opts.meetSeq }, { isPaged: false });
  const [row] = rows;
  if (!row) throw notFound(MEET_MESSAGES.meetNotFound);
  return toPromotionMeet(row, 1);
}

export async function listPromotionUsers(opts: Scope & { query: ListPromotionUsersQuery }) {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const { rows, total } = await listPromotionUserRows(opts.db, opts.meetSeq, opts.query, { isPaged: true });
  return { items: rows.map(toPromotionUser), total };
}

export async function promotionCounts(opts: Scope) {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  return promotionCountsOf(opts.db, opts.meetSeq);
}

async function userOf(db: Db, meetSeq: number, promotionUserSeq: number) {
  const row = await findPromotionUser(db, meetSeq, promotionUserSeq);
  if (!row) throw notFound(M.userNotFound);
  return row;
}

export async function getPromotionUser(opts: Scope & { promotionUserSeq: number }) {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  return toPromotionUser(await userOf(opts.db, opts.meetSeq, opts.promotionUserSeq));
}

const ID_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789";
const randomText = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join("");

/** A sign-in id no account holds: `hp` and 6 letters or digits (ours; the spec shows only that an id exists). */
async function newLoginId(db: Db) {
  for (;;) {
    const id = `hp${randomText(ID_ALPHABET, 6)}`;
    if (!(await isLoginIdTaken(db, id))) return id;
  }
}

/** A temporary password of letters and digits with at least one of each. */
export function temporaryPassword() {
  for (;;) {
    const password = randomText(PASSWORD_ALPHABET, PROMOTION_TEMP_PASSWORD_LENGTH);
    if (/\d/.test(password) && /[a-z]/i.test(password)) return password;
  }
}

/**
 * 등록 (spec 03 §2.11, §8 E03206). Only while the meeting is BEFORE or PROCESS. One person (phone) once per meeting:
 * a head registered with a manager's phone answers 409 E03206 (이미 담당자로 등록되어있는 정보입니다. 홍보 팀장으로
 * 변경하시겠습니까?); confirmed (`isChangeToHead`) the manager becomes head with the form's name and memo.
 */
export async function createPromotionUser(opts: Scope & { memberSeq: number; input: CreatePromotionUserInput }) {
  const { input } = opts;
  return opts.db.transaction(async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    if (!isOpen(meet.meetStatus)) throw badRequest(M.notOpen);
    const existing = await findByPhone(tx, meet.meetSeq, input.phoneNo);
    if (existing) {
      if (existing.position === "PROM" && input.position === "HEAD") {
        if (!input.isChangeToHead) throw new AppError(409, PROMOTION_ERROR_CODES.ALREADY_MANAGER, M.alreadyManager);
        await tx
          .update(promotionUsers)
          .set({
            position: "HEAD",
            name: input.name,
            memo: input.memo,
            headPromotionUserSeq: null,
            updatedAt: new Date(),
          })
          .where(eq(promotionUsers.promotionUserSeq, existing.promotionUserSeq));
        return { promotionUserSeq: existing.promotionUserSeq, isChangedToHead: true };
      }
      throw conflict(existing.position === "HEAD" ? M.alreadyHead : M.alreadyRegistered);
    }
    let headSeq: number | null = null;
    if (input.position === "PROM" && input.headPromotionUserSeq) {
      const head = await findPromotionUser(tx, meet.meetSeq, input.headPromotionUserSeq);
      if (head?.position !== "HEAD") throw badRequest(M.headNotFound);
      headSeq = head.promotionUserSeq;
    }
    const [row] = await tx
      .insert(promotionUsers)
      .values({
        unionSeq: meet.unionSeq,
        meetSeq: meet.meetSeq,
        loginId: await newLoginId(tx),
        name: input.name,
        phoneNo: input.phoneNo,
        memo: input.memo,
        position: input.position,
        headPromotionUserSeq: headSeq,
        createdBy: opts.memberSeq,
      })
      .returning();
    return { promotionUserSeq: row!.promotionUserSeq, isChangedToHead: false };
  });
}

/** 정보 수정: name, phone and memo (and the account status). A phone another row of the meeting holds is refused. */
export async function updatePromotionUser(opts: Scope & { promotionUserSeq: number; input: UpdatePromotionUserInput }) {
  const { input } = opts;
  return opts.db.transaction(async (tx) => {
    await meetOf(tx, opts.unionSeq, opts.meetSeq);
    const [user] = await lockUsers(tx, opts.meetSeq, [opts.promotionUserSeq]);
    if (!user) throw notFound(M.userNotFound);
    const [clash] = await tx
      .select({ seq: promotionUsers.promotionUserSeq })
      .from(promotionUsers)
      .where(
        and(
          eq(promotionUsers.meetSeq, opts.meetSeq),
          eq(promotionUsers.phoneNo, input.phoneNo),
          ne(promotionUsers.promotionUserSeq, user.promotionUserSeq),
        ),
      );
    if (clash) throw conflict(M.alreadyRegistered);
    await tx
      .update(promotionUsers)
      .set({
        name: input.name,
        phoneNo: input.phoneNo,
        memo: input.memo,
        ...(input.userStatus ? { userStatus: input.userStatus } : {}),
        updatedAt: new Date(),
      })
      .where(eq(promotionUsers.promotionUserSeq, user.promotionUserSeq));
    if (input.userStatus === "UNUSED" || input.phoneNo !== user.phoneNo) {
      await revokeSessions(tx, [user.promotionUserSeq]);
    }
    return toPromotionUser(await userOf(tx, opts.meetSeq, user.promotionUserSeq));
  });
}

/** The meeting's rows named by `seqs`, locked; 404 when one is not the meeting's, 400 when one is not in use. */
async function usableRows(db: Db, meetSeq: number, seqs: number[]) {
  const rows = await lockUsers(db, meetSeq, seqs);
  if (rows.length !== seqs.length) throw notFound(M.userNotFound);
  if (rows.some((row) => row.userStatus !== "USE")) throw badRequest(M.notUsable);
  return rows;
}

/**
 * 계정 발송 (spec 03 §2.11): every selected account (USE only, meeting BEFORE or PROCESS) gets a new temporary
 * password, hashed with argon2id, and a text with its id and password through the SMS port (a service notice,
 * not charged); earlier sessions end. Passwords are hashed before the transaction (argon2 is slow on purpose).
 */
export async function sendPromotionAccounts(opts: Scope & { promotionUserSeqs: number[] }) {
  const passwords = opts.promotionUserSeqs.map(() => temporaryPassword());
  const hashes = await Promise.all(passwords.map((password) => hash(password)));
  return opts.db.transaction(async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    if (!isOpen(meet.meetStatus)) throw badRequest(M.notOpen);
    const rows = await usableRows(tx, meet.meetSeq, opts.promotionUserSeqs);
    const now = new Date();
    for (const [i, seq] of opts.promotionUserSeqs.entries()) {
      const row = rows.find((r) => r.promotionUserSeq === seq)!;
      await tx
        .update(promotionUsers)
        .set({
          passwordHash: hashes[i]!,
          accountSentAt: now,
          accountSendCount: row.accountSendCount + 1,
          updatedAt: now,
        })
        .where(eq(promotionUsers.promotionUserSeq, seq));
      await sendSystemText(tx, {
        phoneNo: row.phoneNo,
        text: M.accountText(meet.name, row.loginId, passwords[i]!),
        reason: `promotion:${seq}:account`,
      });
    }
    await revokeSessions(tx, opts.promotionUserSeqs, now);
    return { sentCount: rows.length };
  });
}

/** PATCH /promotion-users/account: the selected accounts' status; UNUSED ends their sessions. */
export async function updatePromotionAccounts(
  opts: Scope & { promotionUserSeqs: number[]; userStatus: PromotionUserStatus },
) {
  return opts.db.transaction(async (tx) => {
    await meetOf(tx, opts.unionSeq, opts.meetSeq);
    const rows = await lockUsers(tx, opts.meetSeq, opts.promotionUserSeqs);
    if (rows.length !== opts.promotionUserSeqs.length) throw notFound(M.userNotFound);
    for (const seq of opts.promotionUserSeqs) {
      await tx
        .update(promotionUsers)
        .set({ userStatus: opts.userStatus, updatedAt: new Date() })
        .where(eq(promotionUsers.promotionUserSeq, seq));
    }
    if (opts.userStatus === "UNUSED") await revokeSessions(tx, opts.promotionUserSeqs);
    return { updatedCount: rows.length };
  });
}

export async function listConnectionHistories(opts: Scope & { query: PageQuery & { promotionUserSeq?: number } }) {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const { rows, total } = await listConnectionRows(opts.db, opts.meetSeq, opts.query);
  return { items: rows.map(toConnectionHistory), total };
}

export async function listExecutionHistories(opts: Scope & { query: PageQuery & { promotionUserSeq?: number } }) {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const { rows, total } = await listExecutionRows(opts.db, opts.meetSeq, opts.query);
  return { items: rows.map(toExecutionHistory), total };
}
