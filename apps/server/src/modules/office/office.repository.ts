import type { OfficeInput, OfficeManagerInput } from "@johap/contracts";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type PageQuery, pageWindow } from "../../platform/sql";
import { officeColumns } from "./office.mapper";
import { officeManagers, offices } from "./office.table";

export async function findOffice(db: Db, unionSeq: number) {
  const [row] = await db.select().from(offices).where(eq(offices.unionSeq, unionSeq));
  return row;
}

/** Inserts the union's office; undefined when one already exists. */
export async function insertOffice(db: Db, unionSeq: number, input: OfficeInput) {
  const [row] = await db
    .insert(offices)
    .values({ unionSeq, ...officeColumns(input) })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Replaces the union's office fields; undefined when the union has none. */
export async function updateOffice(db: Db, unionSeq: number, input: OfficeInput) {
  const [row] = await db
    .update(offices)
    .set({ ...officeColumns(input), modifiedAt: new Date() })
    .where(eq(offices.unionSeq, unionSeq))
    .returning();
  return row;
}

export async function listOfficeManagers(db: Db, unionSeq: number, paging: PageQuery) {
  const where = eq(officeManagers.unionSeq, unionSeq);
  const { limit, offset } = pageWindow(paging);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(officeManagers)
      .where(where)
      .orderBy(asc(officeManagers.unionManagerSeq))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(officeManagers).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function insertOfficeManager(db: Db, unionSeq: number, input: OfficeManagerInput) {
  const [row] = await db
    .insert(officeManagers)
    .values({ unionSeq, ...input })
    .returning();
  return row!;
}

/** Deletes one office manager of the union; undefined when the union has no such manager. */
export async function deleteOfficeManager(db: Db, unionSeq: number, unionManagerSeq: number) {
  const [row] = await db
    .delete(officeManagers)
    .where(and(eq(officeManagers.unionSeq, unionSeq), eq(officeManagers.unionManagerSeq, unionManagerSeq)))
    .returning();
  return row;
}
