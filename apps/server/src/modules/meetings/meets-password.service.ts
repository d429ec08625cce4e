import { MEET_MESSAGES as M } from "@johap/contracts";
import { hash, verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { badRequest } from "../../platform/errors";
import { meetOf } from "./meet-lookup";
import { meets } from "./meetings.table";

/** Whether `password` is the meeting's (argon2id hash); a malformed hash is no match. */
export async function isMeetPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * POST /v1/meets/{meetSeq}/password/verify: the detail's password prompt. A wrong password is 400 입력한
 * 비밀번호가 일치하지 않습니다.; the route limits the tries per meeting and member.
 */
export async function verifyMeetPassword(opts: { db: Db; unionSeq: number; meetSeq: number; password: string }) {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  if (!(await isMeetPassword(meet.passwordHash, opts.password))) throw badRequest(M.passwordWrong);
  return { verified: true as const };
}

/**
 * PATCH /v1/meets/{meetSeq}/password: the previous password must match (else 400 입력한 비밀번호가 일치하지
 * 않습니다.), then the new one (4 to 10 characters, checked by the contract) is hashed in its place, under the
 * meeting's row lock so two changes cannot cross.
 */
export async function changeMeetPassword(opts: {
  db: Db;
  unionSeq: number;
  meetSeq: number;
  previousPassword: string;
  password: string;
}) {
  const passwordHash = await hash(opts.password);
  await inTransaction(opts.db, async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    if (!(await isMeetPassword(meet.passwordHash, opts.previousPassword))) throw badRequest(M.passwordWrong);
    await tx.update(meets).set({ passwordHash, updatedAt: new Date() }).where(eq(meets.meetSeq, meet.meetSeq));
  });
  return { changed: true as const };
}
