import type { ActivityMapping } from "@johap/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activityMappings, unionRegisters } from "./register.table";

/** The union's custom columns in their order. */
export function listMappings(db: Db, unionSeq: number) {
  return db
    .select()
    .from(activityMappings)
    .where(eq(activityMappings.unionSeq, unionSeq))
    .orderBy(asc(activityMappings.order));
}

/** The union's custom columns become `mappings` (the whole list). */
export async function replaceMappings(tx: Db, unionSeq: number, mappings: ActivityMapping[]) {
  await tx.delete(activityMappings).where(eq(activityMappings.unionSeq, unionSeq));
  if (mappings.length) await tx.insert(activityMappings).values(mappings.map((m) => ({ unionSeq, ...m })));
}

/** Clears the cells of one custom column from every owner of the union. */
export async function clearColumnCells(tx: Db, unionSeq: number, attributeCode: string) {
  await tx
    .update(unionRegisters)
    .set({ attribute: sql`${unionRegisters.attribute} - ${attributeCode}` })
    .where(and(eq(unionRegisters.unionSeq, unionSeq), sql`${unionRegisters.attribute} ? ${attributeCode}`));
}

/** Writes custom cells of an owner of the union; answers the owner's cells, or null when no such owner. */
export async function mergeOwnerCells(
  tx: Db,
  unionSeq: number,
  unionRegisterSeq: number,
  cells: Record<string, string>,
) {
  const [row] = await tx
    .update(unionRegisters)
    .set({
      attribute: sql`${unionRegisters.attribute} || ${JSON.stringify(cells)}::jsonb`,
      modifiedAt: new Date(),
    })
    .where(and(eq(unionRegisters.unionSeq, unionSeq), eq(unionRegisters.unionRegisterSeq, unionRegisterSeq)))
    .returning({ attribute: unionRegisters.attribute });
  return row?.attribute ?? null;
}
