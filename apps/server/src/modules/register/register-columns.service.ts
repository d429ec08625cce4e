import { type ActivityMapping, type ActivityMappingsBody, REGISTER_MESSAGES as M } from "@johap/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { badRequest, notFound } from "../../platform/errors";
import { listMappings, writeAudit } from "./register.repository";
import { activityMappings, unionRegisters } from "./register.table";

export async function getMappings(opts: { db: Db; unionSeq: number }): Promise<ActivityMapping[]> {
  const rows = await listMappings(opts.db, opts.unionSeq);
  return rows.map((r) => ({ attributeCode: r.attributeCode, displayName: r.displayName, order: r.order }));
}

/**
 * Replaces the custom columns. Values of a removed column, and of a column added in this save (whose
 * code may be one just removed: lowest free number), are cleared from every owner, so a new column
 * always starts empty.
 */
export async function saveMappings(opts: { db: Db; actor: Actor; unionSeq: number; mappings: ActivityMappingsBody }) {
  const codes = opts.mappings.map((m) => m.attributeCode);
  if (new Set(codes).size !== codes.length) throw badRequest("열 코드가 중복되었습니다.");
  const mappings = opts.mappings.map(({ attributeCode, displayName, order }) => ({
    attributeCode,
    displayName,
    order,
  }));
  await inTransaction(opts.db, async (tx) => {
    const before = await listMappings(tx, opts.unionSeq);
    const removed = before.map((b) => b.attributeCode).filter((c) => !codes.includes(c));
    const added = opts.mappings.filter((m) => m.isNew).map((m) => m.attributeCode);
    await tx.delete(activityMappings).where(eq(activityMappings.unionSeq, opts.unionSeq));
    if (mappings.length) {
      await tx.insert(activityMappings).values(mappings.map((m) => ({ unionSeq: opts.unionSeq, ...m })));
    }
    for (const code of [...removed, ...added]) {
      await tx
        .update(unionRegisters)
        .set({ attribute: sql`${unionRegisters.attribute} - ${code}` })
        .where(and(eq(unionRegisters.unionSeq, opts.unionSeq), sql`${unionRegisters.attribute} ? ${code}`));
    }
    await writeAudit(tx, {
      unionSeq: opts.unionSeq,
      type: "COLUMNS_SAVED",
      actorMemberSeq: opts.actor.memberSeq,
      detail: { mappings, removed, added },
    });
  });
  return getMappings(opts);
}

/** Inline edit of custom cells: only mapped columns of an owner of this union. */
export async function patchActivity(opts: {
  db: Db;
  actor: Actor;
  unionSeq: number;
  unionRegisterSeq: number;
  activity: Record<string, string>;
}) {
  const mapped = new Set((await listMappings(opts.db, opts.unionSeq)).map((m) => m.attributeCode));
  for (const key of Object.keys(opts.activity)) if (!mapped.has(key)) throw badRequest(M.columnTitleEmpty);
  return inTransaction(opts.db, async (tx) => {
    const [row] = await tx
      .update(unionRegisters)
      .set({
        attribute: sql`${unionRegisters.attribute} || ${JSON.stringify(opts.activity)}::jsonb`,
        modifiedAt: new Date(),
      })
      .where(
        and(eq(unionRegisters.unionSeq, opts.unionSeq), eq(unionRegisters.unionRegisterSeq, opts.unionRegisterSeq)),
      )
      .returning({ attribute: unionRegisters.attribute });
    if (!row) throw notFound("소유자를 찾을 수 없습니다.");
    await writeAudit(tx, {
      unionSeq: opts.unionSeq,
      unionRegisterSeq: opts.unionRegisterSeq,
      type: "ACTIVITY_UPDATED",
      actorMemberSeq: opts.actor.memberSeq,
      detail: opts.activity,
    });
    return { unionRegisterSeq: opts.unionRegisterSeq, attribute: row.attribute };
  });
}
