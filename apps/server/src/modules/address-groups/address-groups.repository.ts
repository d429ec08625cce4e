import {
  type AutoGroupKey,
  autoGroupKeyText,
  autoGroupMemo,
  autoGroupName,
  type GroupRegistersQuery,
  parseAutoGroupKey,
} from "@johap/contracts";
import { and, asc, count, eq, inArray, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pageWindow } from "../../platform/sql";
import { agreementResponses } from "../agreements/agreements.table";
import { ownerFilters } from "../register/register.repository";
import { registerLocalAddresses, registerOwnerDocs, unionRegisters } from "../register/register.table";
import { unionRegisterGroupMembers, unionRegisterGroups } from "./address-groups.table";

export type GroupRow = typeof unionRegisterGroups.$inferSelect;

/**
 * The condition "this union_registers row is in the group": the stored members of a group the staff made, or
 * for an auto-generated group the register itself (a located property in the dong, the position, the recorded
 * consent status; an owner without a record is NONE). Other recipient pickers (SMS, consents) add it to their
 * owner queries.
 */
export function groupMemberCondition(group: Pick<GroupRow, "unionRegisterGroupSeq" | "autoKey">): SQL {
  const owner = unionRegisters.unionRegisterSeq;
  const key = parseAutoGroupKey(group.autoKey);
  if (!key) {
    return sql`exists (select 1 from ${unionRegisterGroupMembers} where ${unionRegisterGroupMembers.unionRegisterGroupSeq} = ${group.unionRegisterGroupSeq} and ${unionRegisterGroupMembers.unionRegisterSeq} = ${owner})`;
  }
  switch (key.kind) {
    case "DONG":
      return sql`exists (select 1 from ${registerLocalAddresses} where ${registerLocalAddresses.unionRegisterSeq} = ${owner} and ${registerLocalAddresses.dong} = ${key.value})`;
    case "POSITION":
      return eq(unionRegisters.position, key.value);
    case "CONSENT":
      return key.value === "NONE"
        ? sql`not exists (select 1 from ${agreementResponses} where ${agreementResponses.unionRegisterSeq} = ${owner} and ${agreementResponses.consentStatus} <> 'NONE')`
        : sql`exists (select 1 from ${agreementResponses} where ${agreementResponses.unionRegisterSeq} = ${owner} and ${agreementResponses.consentStatus} = ${key.value})`;
  }
}

/**
 * The auto-generated groups the register calls for now, with their owner counts (owners whose name contains
 * `name` when given): one per dong of a located property, per position other than NONE, per consent status.
 */
export async function autoGroupCounts(db: Db, unionSeq: number, name?: string): Promise<Map<string, number>> {
  const shown = and(...ownerFilters(unionSeq, name ? { name } : {}));
  const [dongs, positions, consents] = await Promise.all([
    db
      .select({
        value: registerLocalAddresses.dong,
        total: sql<number>`count(distinct ${unionRegisters.unionRegisterSeq})`.mapWith(Number),
      })
      .from(registerLocalAddresses)
      .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, registerLocalAddresses.unionRegisterSeq))
      .where(and(shown, ne(registerLocalAddresses.dong, "")))
      .groupBy(registerLocalAddresses.dong),
    db
      .select({ value: unionRegisters.position, total: count() })
      .from(unionRegisters)
      .where(and(shown, ne(unionRegisters.position, "NONE")))
      .groupBy(unionRegisters.position),
    db
      .select({ value: sql<string>`coalesce(${agreementResponses.consentStatus}, 'NONE')`, total: count() })
      .from(unionRegisters)
      .leftJoin(agreementResponses, eq(agreementResponses.unionRegisterSeq, unionRegisters.unionRegisterSeq))
      .where(shown)
      .groupBy(sql`1`),
  ]);
  const counts = new Map<string, number>();
  const put = (kind: AutoGroupKey["kind"], rows: { value: string; total: number }[]) => {
    for (const row of rows) counts.set(autoGroupKeyText({ kind, value: row.value }), Number(row.total));
  };
  put("DONG", dongs);
  put("POSITION", positions);
  put("CONSENT", consents);
  return counts;
}

/** Owners per group the staff made (only owners the register shows; those whose name contains `name`). */
export async function manualGroupCounts(db: Db, unionSeq: number, name?: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ seq: unionRegisterGroupMembers.unionRegisterGroupSeq, total: count() })
    .from(unionRegisterGroupMembers)
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, unionRegisterGroupMembers.unionRegisterSeq))
    .where(and(eq(unionRegisterGroupMembers.unionSeq, unionSeq), ...ownerFilters(unionSeq, name ? { name } : {})))
    .groupBy(unionRegisterGroupMembers.unionRegisterGroupSeq);
  return new Map(rows.map((row) => [row.seq, Number(row.total)]));
}

/**
 * Makes the union's auto-generated groups the ones `keys` names: adds the missing (a concurrent reader adding the
 * same key is a no-op through the unique key) and removes those the register no longer calls for.
 */
export async function reconcileAutoGroups(db: Db, unionSeq: number, keys: readonly string[]) {
  const existing = await db
    .select({ seq: unionRegisterGroups.unionRegisterGroupSeq, autoKey: unionRegisterGroups.autoKey })
    .from(unionRegisterGroups)
    .where(and(eq(unionRegisterGroups.unionSeq, unionSeq), isNotNull(unionRegisterGroups.autoKey)));
  const wanted = new Set(keys);
  const have = new Set(existing.map((row) => row.autoKey));
  const stale = existing.filter((row) => !wanted.has(row.autoKey ?? "")).map((row) => row.seq);
  if (stale.length)
    await db.delete(unionRegisterGroups).where(inArray(unionRegisterGroups.unionRegisterGroupSeq, stale));
  const missing = keys
    .filter((key) => !have.has(key))
    .flatMap((text) => {
      const key = parseAutoGroupKey(text);
      return key ? [{ text, key }] : [];
    });
  if (missing.length) {
    await db
      .insert(unionRegisterGroups)
      .values(
        missing.map(({ text, key }) => ({
          unionSeq,
          name: autoGroupName(key),
          memo: autoGroupMemo(key),
          autoGenerated: true,
          autoKey: text,
          createdBy: "자동 생성",
        })),
      )
      .onConflictDoNothing();
  }
}

export async function listGroupRows(db: Db, unionSeq: number) {
  return db
    .select()
    .from(unionRegisterGroups)
    .where(eq(unionRegisterGroups.unionSeq, unionSeq))
    .orderBy(asc(unionRegisterGroups.unionRegisterGroupSeq));
}

export async function findGroupRow(db: Db, unionSeq: number, seq: number) {
  const [row] = await db
    .select()
    .from(unionRegisterGroups)
    .where(and(eq(unionRegisterGroups.unionSeq, unionSeq), eq(unionRegisterGroups.unionRegisterGroupSeq, seq)));
  return row;
}

export async function findGroupRows(db: Db, unionSeq: number, seqs: number[]) {
  return db
    .select()
    .from(unionRegisterGroups)
    .where(and(eq(unionRegisterGroups.unionSeq, unionSeq), inArray(unionRegisterGroups.unionRegisterGroupSeq, seqs)));
}

/** A group the staff made with this name (case as typed), other than `exceptSeq`. */
export async function manualGroupNamed(db: Db, unionSeq: number, name: string, exceptSeq?: number) {
  const [row] = await db
    .select({ seq: unionRegisterGroups.unionRegisterGroupSeq })
    .from(unionRegisterGroups)
    .where(
      and(
        eq(unionRegisterGroups.unionSeq, unionSeq),
        eq(unionRegisterGroups.autoGenerated, false),
        eq(unionRegisterGroups.name, name),
        exceptSeq ? ne(unionRegisterGroups.unionRegisterGroupSeq, exceptSeq) : undefined,
      ),
    );
  return row;
}

export async function insertGroup(db: Db, values: typeof unionRegisterGroups.$inferInsert) {
  const [row] = await db.insert(unionRegisterGroups).values(values).returning();
  return row!;
}

export async function updateGroup(db: Db, seq: number, set: { name: string; memo: string }) {
  const [row] = await db
    .update(unionRegisterGroups)
    .set({ ...set, modifiedAt: new Date() })
    .where(eq(unionRegisterGroups.unionRegisterGroupSeq, seq))
    .returning();
  return row!;
}

/** Replaces the members of a group the staff made. */
export async function replaceMembers(db: Db, unionSeq: number, seq: number, unionRegisterSeqs: number[]) {
  await db.delete(unionRegisterGroupMembers).where(eq(unionRegisterGroupMembers.unionRegisterGroupSeq, seq));
  for (let at = 0; at < unionRegisterSeqs.length; at += 1000) {
    await db.insert(unionRegisterGroupMembers).values(
      unionRegisterSeqs.slice(at, at + 1000).map((unionRegisterSeq) => ({
        unionRegisterGroupSeq: seq,
        unionRegisterSeq,
        unionSeq,
      })),
    );
  }
}

export async function deleteGroups(db: Db, seqs: number[]) {
  await db.delete(unionRegisterGroups).where(inArray(unionRegisterGroups.unionRegisterGroupSeq, seqs));
}

/** How many owners the register shows in the group. */
export async function countGroupOwners(db: Db, unionSeq: number, group: GroupRow) {
  const [row] = await db
    .select({ total: count() })
    .from(unionRegisters)
    .where(and(...ownerFilters(unionSeq, {}), groupMemberCondition(group)));
  return Number(row?.total ?? 0);
}

/**
 * A page of the group's owners as the register's ready documents (the contract's OwnerSchema, one JSON array
 * text) in serial order, and the total, with the register grid's filters.
 */
export async function groupOwnerPage(db: Db, unionSeq: number, group: GroupRow | null, q: GroupRegistersQuery) {
  const where = and(...ownerFilters(unionSeq, q), group ? groupMemberCondition(group) : undefined);
  const { limit, offset } = pageWindow(q);
  const result = (await db.execute(sql`select
    (select count(*) from ${unionRegisters} where ${where})::int as total,
    coalesce((
      select '[' || string_agg(${registerOwnerDocs.doc}, ',' order by page.main, page.sub) || ']' from (
        select ${unionRegisters.unionRegisterSeq} as seq, ${unionRegisters.unionRegisterNoMain} as main,
          ${unionRegisters.unionRegisterNoSub} as sub
        from ${unionRegisters}
        where ${where}
        order by ${unionRegisters.unionRegisterNoMain}, ${unionRegisters.unionRegisterNoSub}
        limit ${limit} offset ${offset}
      ) page
      join ${registerOwnerDocs} on ${registerOwnerDocs.unionRegisterSeq} = page.seq
    ), '[]') as page`)) as unknown as { rows: { total: number | string; page: string }[] };
  const first = result.rows[0];
  return { pageJson: first?.page ?? "[]", total: Number(first?.total ?? 0) };
}
