import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { members } from "./account.table";

/** The name shown as "modified by" on records a member changes. */
export async function memberDisplayName(db: Db, memberSeq: number): Promise<string> {
  const [row] = await db.select({ name: members.name }).from(members).where(eq(members.memberSeq, memberSeq));
  return row?.name ?? "";
}

export async function findMember(db: Db, memberSeq: number) {
  const [row] = await db.select().from(members).where(eq(members.memberSeq, memberSeq));
  return row ?? null;
}

export async function updateMemberContact(db: Db, memberSeq: number, input: { nickname: string; phoneNo: string }) {
  const [row] = await db.update(members).set(input).where(eq(members.memberSeq, memberSeq)).returning();
  return row ?? null;
}
