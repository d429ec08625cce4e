import {
  compareAutoGroupKeys,
  type GroupRegistersQuery,
  type ListRegisterGroupsQuery,
  ADDRESS_GROUP_MESSAGES as M,
  parseAutoGroupKey,
  type RegisterGroupInput,
} from "@johap/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Actor } from "../../platform/access";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { members } from "../account/account.table";
import { findOwnerSeqs } from "../register/register.repository";
import { toRegisterGroup } from "./address-groups.mapper";
import {
  autoGroupCounts,
  countGroupOwners,
  deleteGroups,
  findGroupRow,
  findGroupRows,
  type GroupRow,
  groupMemberCondition,
  groupOwnerPage,
  insertGroup,
  listGroupRows,
  manualGroupCounts,
  manualGroupNamed,
  reconcileAutoGroups,
  replaceMembers,
  updateGroup,
} from "./address-groups.repository";

type Ctx = { db: Db; unionSeq: number };

/** The auto groups follow the register: their set is reconciled whenever the groups are listed. */
async function refreshAutoGroups(db: Db, unionSeq: number) {
  const counts = await autoGroupCounts(db, unionSeq);
  await reconcileAutoGroups(db, unionSeq, [...counts.keys()]);
  return counts;
}

/** Groups the staff made first (newest first), then the auto-generated ones (consent, position, dong). */
function compareGroups(a: GroupRow, b: GroupRow): number {
  const keyA = parseAutoGroupKey(a.autoKey);
  const keyB = parseAutoGroupKey(b.autoKey);
  if (keyA && keyB) return compareAutoGroupKeys(keyA, keyB);
  if (keyA || keyB) return keyA ? 1 : -1;
  return b.createdAt.getTime() - a.createdAt.getTime() || b.unionRegisterGroupSeq - a.unionRegisterGroupSeq;
}

/**
 * GET register-groups (spec 04 §2.6, §7): every group of the union with its owner count, filtered by group name
 * (contains) and member name (a group holding an owner whose name contains it), paged.
 */
export async function listGroups({ db, unionSeq, query }: Ctx & { query: ListRegisterGroupsQuery }) {
  const autoCounts = await refreshAutoGroups(db, unionSeq);
  const [rows, manualCounts] = await Promise.all([listGroupRows(db, unionSeq), manualGroupCounts(db, unionSeq)]);
  const memberName = query.unionRegisterName?.trim();
  const [autoByName, manualByName] = memberName
    ? await Promise.all([autoGroupCounts(db, unionSeq, memberName), manualGroupCounts(db, unionSeq, memberName)])
    : [null, null];
  const countOf = (row: GroupRow, auto: Map<string, number>, manual: Map<number, number>) =>
    row.autoKey ? (auto.get(row.autoKey) ?? 0) : (manual.get(row.unionRegisterGroupSeq) ?? 0);
  const groupName = query.unionRegisterGroupName?.trim().toLowerCase();
  const matching = rows
    .filter((row) => !groupName || row.name.toLowerCase().includes(groupName))
    .filter((row) => !autoByName || !manualByName || countOf(row, autoByName, manualByName) > 0)
    .sort(compareGroups);
  const start = query.page * query.pageSize;
  return {
    items: matching
      .slice(start, start + query.pageSize)
      .map((row) => toRegisterGroup(row, countOf(row, autoCounts, manualCounts))),
    total: matching.length,
  };
}

async function groupOf(db: Db, unionSeq: number, seq: number) {
  const row = await findGroupRow(db, unionSeq, seq);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** GET register-groups/{id}. */
export async function getGroup({ db, unionSeq, seq }: Ctx & { seq: number }) {
  const row = await groupOf(db, unionSeq, seq);
  return toRegisterGroup(row, await countGroupOwners(db, unionSeq, row));
}

/** GET register-groups/{id}/registers: the group's owners as register rows, with the register's filters. */
export async function listGroupOwners({ db, unionSeq, seq, query }: Ctx & { seq: number; query: GroupRegistersQuery }) {
  const row = await groupOf(db, unionSeq, seq);
  return groupOwnerPage(db, unionSeq, row, query);
}

/** GET /v2/registers/all: the member picker, every owner the register shows, with its filters. */
export async function listPickerOwners({ db, unionSeq, query }: Ctx & { query: GroupRegistersQuery }) {
  return groupOwnerPage(db, unionSeq, null, query);
}

/** The owners must be the union's, shown by its register (another union's owner is refused). */
async function assertOwners(db: Db, unionSeq: number, seqs: number[]) {
  if (seqs.length === 0) return;
  const found = await findOwnerSeqs(db, unionSeq, seqs);
  if (found.length !== seqs.length) throw badRequest(M.notInRegister);
}

async function actorName(db: Db, actor: Actor) {
  const [row] = await db.select({ name: members.name }).from(members).where(eq(members.memberSeq, actor.memberSeq));
  return row?.name ?? "";
}

/** POST register-groups: a group the staff made, with its owners (그룹 추가가 완료되었습니다.). */
export async function createGroup({ db, unionSeq, actor, input }: Ctx & { actor: Actor; input: RegisterGroupInput }) {
  await assertOwners(db, unionSeq, input.unionRegisterSeqs);
  const createdBy = await actorName(db, actor);
  return db.transaction(async (tx) => {
    if (await manualGroupNamed(tx, unionSeq, input.name)) throw conflict(M.nameTaken);
    const row = await insertGroup(tx, {
      unionSeq,
      name: input.name,
      memo: input.memo,
      createdByMemberSeq: actor.memberSeq,
      createdBy,
    });
    await replaceMembers(tx, unionSeq, row.unionRegisterGroupSeq, input.unionRegisterSeqs);
    return toRegisterGroup(row, await countGroupOwners(tx, unionSeq, row));
  });
}

/** PUT register-groups/{id}: name, memo and owners of a group the staff made; auto groups are read-only. */
export async function modifyGroup({ db, unionSeq, seq, input }: Ctx & { seq: number; input: RegisterGroupInput }) {
  const current = await groupOf(db, unionSeq, seq);
  if (current.autoGenerated) throw badRequest(M.autoReadOnly);
  await assertOwners(db, unionSeq, input.unionRegisterSeqs);
  return db.transaction(async (tx) => {
    if (await manualGroupNamed(tx, unionSeq, input.name, seq)) throw conflict(M.nameTaken);
    const row = await updateGroup(tx, seq, { name: input.name, memo: input.memo });
    await replaceMembers(tx, unionSeq, seq, input.unionRegisterSeqs);
    return toRegisterGroup(row, await countGroupOwners(tx, unionSeq, row));
  });
}

/** DELETE register-groups {unionRegisterGroupSeqs}: groups the staff made; an auto group or another union's is refused. */
export async function removeGroups({ db, unionSeq, seqs }: Ctx & { seqs: number[] }) {
  const unique = [...new Set(seqs)];
  const rows = await findGroupRows(db, unionSeq, unique);
  if (rows.length !== unique.length) throw notFound(M.notFound);
  if (rows.some((row) => row.autoGenerated)) throw badRequest(M.autoReadOnly);
  await deleteGroups(db, unique);
  return { unionRegisterGroupSeqs: unique };
}

/**
 * The condition "the owner is in group `seq` of the union" for other owner lists (the SMS and consent recipient
 * pickers' 그룹 filter); another union's group answers 404.
 */
export async function groupFilterOf(db: Db, unionSeq: number, seq: number) {
  return groupMemberCondition(await groupOf(db, unionSeq, seq));
}
