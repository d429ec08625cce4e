import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { members } from "./account.table";

/** The name shown as "modified by" on records a member changes. */
export async function memberDisplayName(db: Db, memberSeq: number): Promise<string> {
  const [row] = await db.select({ name: members.name }).from(members).where(eq(members.memberSeq, memberSeq));
  return row?.name ?? "";
}
