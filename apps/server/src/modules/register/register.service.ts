import { PassThrough, type Readable } from "node:stream";
import {
  type ListRegistersQuery,
  REGISTER_MESSAGES as M,
  MAX_OWNERS,
  mainNoConflict,
  normalizeOwner,
  type OwnerBodySchema,
  type OwnerInput,
} from "@johap/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { AppError, conflict, notFound } from "../../platform/errors";
import { memberDisplayName } from "../account/account.repository";
import { ownerRegistrations } from "../registry-changes/registry-changes.repository";
import { recordManualChanges } from "../registry-changes/registry-changes.service";
import { toOwner } from "./register.mapper";
import {
  countOwners,
  deleteOwnerRows,
  findOwnerRow,
  findOwnerSeqs,
  insertOwner,
  iterateOwnerDocs,
  listOwnerPage,
  loadOwnerParts,
  mainNoHolders,
  nextMainNo,
  ownerColumns,
  representativeTaken,
  serialTaken,
  shareLockFileStatusRow,
  updateOwnerRow,
  writeAudit,
} from "./register.repository";
import type { unionRegisters } from "./register.table";
import {
  deleteLocalAddressesExcept,
  deleteRegistrationAddresses,
  insertLocalAddresses,
  insertRegistrationAddresses,
  localAddressSeqsOf,
  registrationNumbersOf,
  updateLocalAddress,
  updateRegistrationAddress,
} from "./register-addresses.repository";
import { listMappings } from "./register-columns.repository";

type Ctx = { db: Db; actor: Actor; unionSeq: number };

export async function assembleOwners(db: Db, rows: (typeof unionRegisters.$inferSelect)[]) {
  const parts = await loadOwnerParts(
    db,
    rows.map((r) => r.unionRegisterSeq),
  );
  return rows.map((row) =>
    toOwner(
      row,
      parts.locals.filter((l) => l.unionRegisterSeq === row.unionRegisterSeq),
      parts.registrations,
      parts.agents.find((a) => a.unionRegisterSeq === row.unionRegisterSeq),
    ),
  );
}

/** A page of owners as the contract's JSON text (see `listOwnerPage`), and the total. */
export async function listOwners(opts: { db: Db; unionSeq: number; query: ListRegistersQuery }) {
  return listOwnerPage(opts.db, opts.unionSeq, opts.query);
}

/** Every owner matching the filters, in serial order, a batch at a time (for the download). */
export async function* ownerBatches(opts: { db: Db; unionSeq: number; query: Partial<ListRegistersQuery> }) {
  yield* iterateOwnerDocs(opts.db, opts.unionSeq, opts.query);
}

/** The register download (조합원_명부.xlsx): the owners matching the filters and the custom columns, streamed. */
export async function exportOwners(opts: {
  db: Db;
  unionSeq: number;
  query: Partial<ListRegistersQuery>;
}): Promise<Readable> {
  const mappings = await listMappings(opts.db, opts.unionSeq);
  const batches = ownerBatches(opts);
  const { writeRegisterExport } = await import("./excel/register-export");
  const out = new PassThrough();
  writeRegisterExport(batches, mappings, out).catch((error: Error) => out.destroy(error));
  return out;
}

export async function getOwner(opts: { db: Db; unionSeq: number; unionRegisterSeq: number }) {
  const row = await findOwnerRow(opts.db, opts.unionSeq, opts.unionRegisterSeq);
  if (!row) throw notFound("소유자를 찾을 수 없습니다.");
  const [owner] = await assembleOwners(opts.db, [row]);
  return owner!;
}

/**
 * Owners can be changed only while the grid is shown: CONVEY or CONFIRM. The status row stays share-locked
 * until the change commits, so a cancel at CONVEY (which removes every owner) never crosses it.
 */
export async function assertRegisterEditable(tx: Db, unionSeq: number) {
  const status = (await shareLockFileStatusRow(tx, unionSeq))?.status ?? "NONE";
  if (status !== "CONVEY" && status !== "CONFIRM") throw new AppError(409, "E00409", M.registerNotEditable);
}

/** Who else holds the main number and the next free one (the owner form asks before saving). */
async function mainNoUse(db: Db, unionSeq: number, main: number, exceptSeq?: number) {
  return { ...(await mainNoHolders(db, unionSeq, main, exceptSeq)), nextMainNo: await nextMainNo(db, unionSeq) };
}

async function checkSerialAndRepresentative(tx: Db, unionSeq: number, owner: OwnerInput, exceptSeq?: number) {
  const main = owner.unionRegisterNoMain ?? 0;
  if (await serialTaken(tx, unionSeq, main, owner.unionRegisterNoSub ?? 0, exceptSeq)) {
    throw conflict(M.duplicateSerial);
  }
  const shared = mainNoConflict(owner.shareType, main, await mainNoUse(tx, unionSeq, main, exceptSeq));
  if (shared) throw conflict(shared);
  if (owner.isRepresentative && (await representativeTaken(tx, unionSeq, owner.unionRegisterNoMain ?? 0, exceptSeq))) {
    throw conflict(M.representativeTaken);
  }
}

export async function createOwner(opts: Ctx & { body: z.output<typeof OwnerBodySchema> }) {
  const owner = normalizeOwner(opts.body);
  const actorName = await memberDisplayName(opts.db, opts.actor.memberSeq);
  const seq = await inTransaction(opts.db, async (tx) => {
    await assertRegisterEditable(tx, opts.unionSeq);
    if ((await countOwners(tx, opts.unionSeq)) >= MAX_OWNERS) throw conflict(M.ownerLimit);
    if (owner.unionRegisterNoMain == null || owner.unionRegisterNoMain < 1) {
      owner.unionRegisterNoMain = await nextMainNo(tx, opts.unionSeq);
    }
    await checkSerialAndRepresentative(tx, opts.unionSeq, owner);
    const seq = await insertOwner(tx, { unionSeq: opts.unionSeq, ...ownerColumns(owner, actorName) });
    await insertLocalAddresses(tx, opts.unionSeq, seq, owner.localAddresses);
    await writeAudit(tx, {
      unionSeq: opts.unionSeq,
      unionRegisterSeq: seq,
      type: "OWNER_CREATED",
      actorMemberSeq: opts.actor.memberSeq,
      detail: { name: owner.name.name },
    });
    return seq;
  });
  return getOwner({ db: opts.db, unionSeq: opts.unionSeq, unionRegisterSeq: seq });
}

export async function updateOwner(opts: Ctx & { unionRegisterSeq: number; body: z.output<typeof OwnerBodySchema> }) {
  const owner = normalizeOwner(opts.body);
  const actorName = await memberDisplayName(opts.db, opts.actor.memberSeq);
  await inTransaction(opts.db, async (tx) => {
    await assertRegisterEditable(tx, opts.unionSeq);
    const existing = await findOwnerRow(tx, opts.unionSeq, opts.unionRegisterSeq);
    if (!existing) throw notFound("소유자를 찾을 수 없습니다.");
    if (owner.unionRegisterNoMain == null || owner.unionRegisterNoMain < 1)
      owner.unionRegisterNoMain = existing.unionRegisterNoMain;
    await checkSerialAndRepresentative(tx, opts.unionSeq, owner, opts.unionRegisterSeq);
    await updateOwnerRow(tx, opts.unionRegisterSeq, {
      ...ownerColumns(owner, actorName),
      generation: existing.generation + 1,
    });
    const beforeNos = new Set((await ownerRegistrations(tx, opts.unionRegisterSeq)).map((r) => r.registrationNo));
    await replaceLocalAddresses(tx, opts.unionSeq, opts.unionRegisterSeq, owner);
    await recordManualChanges(tx, opts.unionSeq, opts.unionRegisterSeq, beforeNos);
    await writeAudit(tx, {
      unionSeq: opts.unionSeq,
      unionRegisterSeq: opts.unionRegisterSeq,
      type: "OWNER_UPDATED",
      actorMemberSeq: opts.actor.memberSeq,
      detail: { name: owner.name.name },
    });
  });
  return getOwner({ db: opts.db, unionSeq: opts.unionSeq, unionRegisterSeq: opts.unionRegisterSeq });
}

/** Keeps located properties sent with their seq (and their rights), removes the others, adds new ones. */
async function replaceLocalAddresses(tx: Db, unionSeq: number, unionRegisterSeq: number, owner: OwnerInput) {
  const currentSeqs = new Set(await localAddressSeqsOf(tx, unionRegisterSeq));
  const kept = owner.localAddresses.filter((l) => l.localAddressSeq && currentSeqs.has(l.localAddressSeq));
  await deleteLocalAddressesExcept(
    tx,
    unionRegisterSeq,
    kept.map((l) => l.localAddressSeq!),
  );
  for (const [i, local] of owner.localAddresses.entries()) {
    if (!local.localAddressSeq || !currentSeqs.has(local.localAddressSeq)) continue;
    const { localAddressSeq, registrationAddresses: regs, ...fields } = local;
    await updateLocalAddress(tx, localAddressSeq, { ...fields, sortOrder: i });
    await syncRegistrationAddresses(tx, unionSeq, localAddressSeq, regs);
  }
  const added = owner.localAddresses.filter((l) => !l.localAddressSeq || !currentSeqs.has(l.localAddressSeq));
  if (added.length) await insertLocalAddresses(tx, unionSeq, unionRegisterSeq, added);
}

/**
 * The registration addresses of a kept located property: those sent with their seq are updated in place
 * (an unread registry change keeps its 변동 badge and still points at its address), the others removed,
 * new ones added. A changed registration number is another registration: its state and badge start over.
 */
async function syncRegistrationAddresses(
  tx: Db,
  unionSeq: number,
  localAddressSeq: number,
  regs: OwnerInput["localAddresses"][number]["registrationAddresses"],
) {
  const current = await registrationNumbersOf(tx, localAddressSeq);
  const numberOf = new Map(current.map((c) => [c.seq, c.registrationNo]));
  const kept = regs.filter((r) => r.registrationAddressSeq != null && numberOf.has(r.registrationAddressSeq));
  const keptSeqs = new Set(kept.map((r) => r.registrationAddressSeq!));
  await deleteRegistrationAddresses(
    tx,
    current.filter((c) => !keptSeqs.has(c.seq)).map((c) => c.seq),
  );
  for (const r of kept) {
    const renumbered = numberOf.get(r.registrationAddressSeq!) !== r.registrationNo;
    await updateRegistrationAddress(tx, r.registrationAddressSeq!, {
      registrationAddress: r.registrationAddress,
      registrationNo: r.registrationNo,
      registrationType: r.registrationType,
      ...(renumbered ? { registrationState: "현행", isChanged: false } : {}),
    });
  }
  const added = regs.filter((r) => r.registrationAddressSeq == null || !numberOf.has(r.registrationAddressSeq));
  await insertRegistrationAddresses(tx, unionSeq, localAddressSeq, added);
}

/** Bulk delete: every id must be an owner of this union, else nothing is deleted. */
export async function deleteOwners(opts: Ctx & { unionRegisterSeqs: number[] }) {
  const ids = [...new Set(opts.unionRegisterSeqs)];
  await inTransaction(opts.db, async (tx) => {
    await assertRegisterEditable(tx, opts.unionSeq);
    const found = await findOwnerSeqs(tx, opts.unionSeq, ids);
    if (found.length !== ids.length) throw notFound("삭제할 소유자를 찾을 수 없습니다.");
    await deleteOwnerRows(tx, ids);
    await writeAudit(tx, {
      unionSeq: opts.unionSeq,
      type: "OWNERS_DELETED",
      actorMemberSeq: opts.actor.memberSeq,
      detail: { unionRegisterSeqs: ids },
    });
  });
  return { deletedCount: ids.length };
}

export async function checkRepresentative(opts: {
  db: Db;
  unionSeq: number;
  unionRegisterNoMain: number;
  unionRegisterSeq?: number;
}) {
  const { db, unionSeq, unionRegisterNoMain: main, unionRegisterSeq } = opts;
  const taken = await representativeTaken(db, unionSeq, main, unionRegisterSeq);
  return { isRepresentativeAllowed: !taken, ...(await mainNoUse(db, unionSeq, main, unionRegisterSeq)) };
}
