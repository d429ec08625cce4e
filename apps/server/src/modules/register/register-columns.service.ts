import { type ActivityMapping, type ActivityMappingsBody, REGISTER_MESSAGES as M } from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { badRequest, notFound } from "../../platform/errors";
import { writeAudit } from "./register.repository";
import { clearColumnCells, listMappings, mergeOwnerCells, replaceMappings } from "./register-columns.repository";

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
    await replaceMappings(tx, opts.unionSeq, mappings);
    for (const code of [...removed, ...added]) await clearColumnCells(tx, opts.unionSeq, code);
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
  for (const key of Object.keys(opts.activity)) if (!mapped.has(key)) throw badRequest(M.columnUnknown);
  return inTransaction(opts.db, async (tx) => {
    const attribute = await mergeOwnerCells(tx, opts.unionSeq, opts.unionRegisterSeq, opts.activity);
    if (!attribute) throw notFound("소유자를 찾을 수 없습니다.");
    await writeAudit(tx, {
      unionSeq: opts.unionSeq,
      unionRegisterSeq: opts.unionRegisterSeq,
      type: "ACTIVITY_UPDATED",
      actorMemberSeq: opts.actor.memberSeq,
      detail: opts.activity,
    });
    return { unionRegisterSeq: opts.unionRegisterSeq, attribute };
  });
}
