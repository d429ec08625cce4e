import type { ListRegistersQuery, Owner, OwnerInput } from "@johap/contracts";
import { and, asc, type Column, count, eq, inArray, max, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { contains, containsCased, pageWindow } from "../../platform/sql";
import { files } from "../files/files.table";
import {
  registerAgents,
  registerAuditEvents,
  registerFileStatus,
  registerLocalAddresses,
  registerOwnerDocs,
  registrationAddresses,
  unionRegisters,
} from "./register.table";

/** A list of ids as one `int[]` parameter (`inArray` builds one parameter per id). */
export const intArray = (ids: number[]) => sql`${`{${ids.map(Math.trunc).join(",")}}`}::int[]`;

/**
 * Whether the union's owners are shown: only once its register is converted (CONVEY) or confirmed. A
 * conversion loads its owners in many short transactions while the status says REGISTERING and shows them
 * all at once by setting CONVEY; owners of a stopped or cancelled conversion stay hidden until they are
 * removed. Every read of a union's owners (list, download, detail, counts, SMS recipients, agents' owner
 * search, registry tracing) takes this condition; no union has other owners at any other status (owners are
 * added and edited only at CONVEY or CONFIRM, and cancelling at CONVEY hides them all).
 */
export const registerShown = (unionSeq: number) =>
  sql`exists (select 1 from ${registerFileStatus} where ${registerFileStatus.unionSeq} = ${unionSeq} and ${registerFileStatus.status} in ('CONVEY', 'CONFIRM'))`;

/** The register grid filters (spec 01 §2) as conditions; other lists of owners (SMS recipients) reuse them. */
export function ownerFilters(unionSeq: number, q: Partial<ListRegistersQuery>): SQL[] {
  const where: SQL[] = [eq(unionRegisters.unionSeq, unionSeq), registerShown(unionSeq)];
  if (q.unionRegisterNo) {
    const [main, sub] = q.unionRegisterNo.split("-");
    if (main) where.push(eq(unionRegisters.unionRegisterNoMain, Number(main)));
    if (sub) where.push(eq(unionRegisters.unionRegisterNoSub, Number(sub)));
  }
  if (q.name) where.push(contains(unionRegisters.name, q.name));
  if (q.phoneNo) {
    where.push(
      or(
        contains(unionRegisters.mainPhoneNo, q.phoneNo),
        containsCased(sql`${unionRegisters.subPhones}::text`, q.phoneNo),
      ) as SQL,
    );
  }
  if (q.realAddress) where.push(contains(unionRegisters.realAddressText, q.realAddress));
  const local: SQL[] = [];
  if (q.jibun) local.push(contains(registerLocalAddresses.jibun, q.jibun));
  if (q.buildingName) local.push(contains(registerLocalAddresses.building, q.buildingName));
  if (q.dong) {
    local.push(
      or(contains(registerLocalAddresses.dong, q.dong), contains(registerLocalAddresses.apartmentDong, q.dong)) as SQL,
    );
  }
  if (q.hosu) local.push(contains(registerLocalAddresses.apartmentHosu, q.hosu));
  if (local.length) {
    where.push(
      sql`exists (select 1 from ${registerLocalAddresses} where ${registerLocalAddresses.unionRegisterSeq} = ${unionRegisters.unionRegisterSeq} and ${and(...local)})`,
    );
  }
  for (const [key, value] of Object.entries(q)) {
    if (/^attribute\d+$/.test(key) && typeof value === "string" && value) {
      where.push(contains(sql`${unionRegisters.attribute}->>${key}`, value));
    }
  }
  return where;
}

/**
 * One page of owners, already in the contract's `Owner` shape, and the total, in one statement that
 * answers one JSON text. Each owner's document is kept ready by the database (`register_owner_docs`,
 * rebuilt by triggers whenever an owner, located property, registration address or agent changes), so
 * a page is a join of 100 ready texts and the API passes the text through: nothing is built, decoded,
 * mapped, validated or serialized per request. The total is an uncorrelated sub-select and the page
 * stops after `pageSize` matches in serial order. `register.routes.test.ts` checks the documents
 * against `OwnerSchema` and against the detail call after every kind of write.
 */
export async function listOwnerPage(db: Db, unionSeq: number, q: ListRegistersQuery) {
  const result = (await db.execute(ownerPageSql(unionSeq, q))) as unknown as {
    rows: { total: number | string; page: string }[];
  };
  const first = result.rows[0];
  return { pageJson: first?.page ?? "[]", total: Number(first?.total ?? 0) };
}

/** The statement of `listOwnerPage` (the register benchmark runs it directly as its floor). */
export function ownerPageSql(unionSeq: number, q: ListRegistersQuery): SQL {
  const where = and(...ownerFilters(unionSeq, q));
  const { limit, offset } = pageWindow(q);
  return sql`select
    (select count(*) from ${unionRegisters} where ${where})::int as total,
    ${ownerDocsSql(where, limit, offset)} as page`;
}

/** The ready documents of the owners matching `where`, in serial order, as one JSON array text. */
function ownerDocsSql(where: SQL | undefined, limit: number, offset: number): SQL {
  return sql`coalesce((
      select '[' || string_agg(${registerOwnerDocs.doc}, ',' order by page.main, page.sub) || ']' from (
        select ${unionRegisters.unionRegisterSeq} as seq, ${unionRegisters.unionRegisterNoMain} as main,
          ${unionRegisters.unionRegisterNoSub} as sub
        from ${unionRegisters}
        where ${where}
        order by ${unionRegisters.unionRegisterNoMain}, ${unionRegisters.unionRegisterNoSub}
        limit ${limit} offset ${offset}
      ) page
      join ${registerOwnerDocs} on ${registerOwnerDocs.unionRegisterSeq} = page.seq
    ), '[]')`;
}

/**
 * Every owner matching the filters, in serial order, `batch` at a time, in the contract's shape (the
 * download): one query and one JSON text per batch, from the same ready documents as the list.
 */
export async function* iterateOwnerDocs(db: Db, unionSeq: number, q: Partial<ListRegistersQuery>, batch = 1000) {
  const where = and(...ownerFilters(unionSeq, q));
  for (let offset = 0; ; offset += batch) {
    const result = (await db.execute(sql`select ${ownerDocsSql(where, batch, offset)} as page`)) as unknown as {
      rows: { page: string }[];
    };
    const owners = JSON.parse(result.rows[0]?.page ?? "[]") as Owner[];
    if (owners.length === 0) return;
    yield owners;
    if (owners.length < batch) return;
  }
}

/**
 * A bulk load builds the owner documents once at its end instead of once per inserted statement:
 * inside its transaction, `deferOwnerDocs` turns the triggers off until commit and `buildOwnerDocs`
 * builds the documents of the loaded owners.
 */
export async function deferOwnerDocs(tx: Db) {
  await tx.execute(sql`select set_config('johap.defer_owner_docs', 'on', true)`);
}

export async function buildOwnerDocs(tx: Db, ownerSeqs: number[]) {
  await tx.execute(sql`select set_config('johap.defer_owner_docs', 'off', true)`);
  await tx.execute(sql`select register_owner_docs_refresh(${intArray(ownerSeqs)})`);
}

/**
 * `column = any('{1,2,3}'::int[])`: one parameter for a list of ids, where `inArray` builds one
 * parameter per id (costly to build for a page of owners and their properties).
 */
const anyOf = (column: Column, ids: number[]) => sql`${column} = any(${intArray(ids)})`;

/** Located properties, registration addresses and agents of some owners (three queries, no N+1). */
export async function loadOwnerParts(db: Db, ownerSeqs: number[]) {
  if (ownerSeqs.length === 0) return { locals: [], registrations: [], agents: [] };
  const locals = await db
    .select()
    .from(registerLocalAddresses)
    .where(anyOf(registerLocalAddresses.unionRegisterSeq, ownerSeqs))
    .orderBy(asc(registerLocalAddresses.unionRegisterSeq), asc(registerLocalAddresses.sortOrder));
  const localSeqs = locals.map((l) => l.localAddressSeq);
  const [registrations, agents] = await Promise.all([
    localSeqs.length
      ? db
          .select()
          .from(registrationAddresses)
          .where(anyOf(registrationAddresses.localAddressSeq, localSeqs))
          .orderBy(asc(registrationAddresses.registrationAddressSeq))
      : Promise.resolve([]),
    db.select().from(registerAgents).where(anyOf(registerAgents.unionRegisterSeq, ownerSeqs)),
  ]);
  return { locals, registrations, agents };
}

export async function findOwnerRow(db: Db, unionSeq: number, unionRegisterSeq: number) {
  const [row] = await db
    .select()
    .from(unionRegisters)
    .where(
      and(
        eq(unionRegisters.unionSeq, unionSeq),
        eq(unionRegisters.unionRegisterSeq, unionRegisterSeq),
        registerShown(unionSeq),
      ),
    );
  return row ?? null;
}

/** Adds an owner row; answers its seq. */
export async function insertOwner(db: Db, values: typeof unionRegisters.$inferInsert) {
  const [row] = await db.insert(unionRegisters).values(values).returning({ seq: unionRegisters.unionRegisterSeq });
  return row!.seq;
}

export async function updateOwnerRow(
  db: Db,
  unionRegisterSeq: number,
  set: Partial<typeof unionRegisters.$inferInsert>,
) {
  await db.update(unionRegisters).set(set).where(eq(unionRegisters.unionRegisterSeq, unionRegisterSeq));
}

/** Which of the given owner seqs are owners of the union. */
export async function findOwnerSeqs(db: Db, unionSeq: number, unionRegisterSeqs: number[]) {
  const rows = await db
    .select({ seq: unionRegisters.unionRegisterSeq })
    .from(unionRegisters)
    .where(
      and(
        eq(unionRegisters.unionSeq, unionSeq),
        inArray(unionRegisters.unionRegisterSeq, unionRegisterSeqs),
        registerShown(unionSeq),
      ),
    );
  return rows.map((r) => r.seq);
}

/** Deletes owners with their located properties, registration addresses and agents. */
export async function deleteOwnerRows(db: Db, unionRegisterSeqs: number[]) {
  await db.delete(unionRegisters).where(inArray(unionRegisters.unionRegisterSeq, unionRegisterSeqs));
}

/** How many owners the union shows. */
export async function countOwners(db: Db, unionSeq: number) {
  const [row] = await db
    .select({ value: count() })
    .from(unionRegisters)
    .where(and(eq(unionRegisters.unionSeq, unionSeq), registerShown(unionSeq)));
  return row?.value ?? 0;
}

/** The highest owner seq of the union, shown or not (0 without owners). */
export async function lastOwnerSeq(db: Db, unionSeq: number) {
  const [row] = await db
    .select({ value: max(unionRegisters.unionRegisterSeq) })
    .from(unionRegisters)
    .where(eq(unionRegisters.unionSeq, unionSeq));
  return row?.value ?? 0;
}

export async function nextMainNo(db: Db, unionSeq: number) {
  const [row] = await db
    .select({ value: max(unionRegisters.unionRegisterNoMain) })
    .from(unionRegisters)
    .where(eq(unionRegisters.unionSeq, unionSeq));
  return (row?.value ?? 0) + 1;
}

export async function serialTaken(db: Db, unionSeq: number, main: number, sub: number, exceptSeq?: number) {
  const where = [
    eq(unionRegisters.unionSeq, unionSeq),
    eq(unionRegisters.unionRegisterNoMain, main),
    eq(unionRegisters.unionRegisterNoSub, sub),
  ];
  if (exceptSeq) where.push(ne(unionRegisters.unionRegisterSeq, exceptSeq));
  const [row] = await db
    .select({ seq: unionRegisters.unionRegisterSeq })
    .from(unionRegisters)
    .where(and(...where));
  return Boolean(row);
}

/** Who else holds a main number: a single owner (sub number 0) and co-owners (sub numbers from 1). */
export async function mainNoHolders(db: Db, unionSeq: number, main: number, exceptSeq?: number) {
  const where = [eq(unionRegisters.unionSeq, unionSeq), eq(unionRegisters.unionRegisterNoMain, main)];
  if (exceptSeq) where.push(ne(unionRegisters.unionRegisterSeq, exceptSeq));
  const [row] = await db
    .select({
      singles: sql<number>`count(*) filter (where ${unionRegisters.unionRegisterNoSub} = 0)`.mapWith(Number),
      shares: sql<number>`count(*) filter (where ${unionRegisters.unionRegisterNoSub} > 0)`.mapWith(Number),
    })
    .from(unionRegisters)
    .where(and(...where));
  return { hasSingleOwner: (row?.singles ?? 0) > 0, hasShareOwners: (row?.shares ?? 0) > 0 };
}

export async function representativeTaken(db: Db, unionSeq: number, main: number, exceptSeq?: number) {
  const where = [
    eq(unionRegisters.unionSeq, unionSeq),
    eq(unionRegisters.unionRegisterNoMain, main),
    eq(unionRegisters.isRepresentative, true),
  ];
  if (exceptSeq) where.push(ne(unionRegisters.unionRegisterSeq, exceptSeq));
  const [row] = await db
    .select({ seq: unionRegisters.unionRegisterSeq })
    .from(unionRegisters)
    .where(and(...where));
  return Boolean(row);
}

export const ownerColumns = (owner: OwnerInput, actorName: string) => {
  const real = owner.realAddress;
  return {
    unionRegisterNoMain: owner.unionRegisterNoMain ?? 0,
    unionRegisterNoSub: owner.unionRegisterNoSub ?? 0,
    name: owner.name.name,
    nameClass: owner.name.nameClass,
    ownerType: owner.ownerType,
    shareType: owner.shareType,
    isRepresentative: owner.isRepresentative,
    position: owner.position,
    positionDescription: owner.positionDescription,
    gender: owner.gender,
    birth: owner.birth,
    companyNo: owner.companyNo,
    memo: owner.memo,
    hasVotingRight: owner.hasVotingRight,
    hasSalesRight: owner.hasSalesRight,
    salesCount: owner.salesCount ?? 0,
    mainPhone: owner.mainPhone,
    mainPhoneNo: owner.mainPhone.phoneNo,
    subPhones: owner.subPhones.map((p, i) => ({ ...p, phoneSeq: p.phoneSeq ?? i + 1 })),
    realAddress: real,
    realAddressText: [real.city, real.gu, real.dong, real.jibun, real.address, real.detailAddress]
      .filter(Boolean)
      .join(" "),
    postAddress: owner.postAddress,
    etcAddress: owner.etcAddress,
    modifiedAt: new Date(),
    modifiedBy: actorName,
  };
};

export async function writeAudit(db: Db, event: typeof registerAuditEvents.$inferInsert) {
  await db.insert(registerAuditEvents).values(event);
}

export async function getFileStatusRow(db: Db, unionSeq: number) {
  const [row] = await db.select().from(registerFileStatus).where(eq(registerFileStatus.unionSeq, unionSeq));
  return row ?? null;
}

/** The status row, locked until the transaction ends: a conversion, a cancel and a confirm do not cross. */
export async function lockFileStatusRow(tx: Db, unionSeq: number) {
  const [row] = await tx
    .select()
    .from(registerFileStatus)
    .where(eq(registerFileStatus.unionSeq, unionSeq))
    .for("update");
  return row ?? null;
}

/** The status row, shared-locked until the transaction ends: an owner edit and a cancel at CONVEY do not cross. */
export async function shareLockFileStatusRow(tx: Db, unionSeq: number) {
  const [row] = await tx
    .select()
    .from(registerFileStatus)
    .where(eq(registerFileStatus.unionSeq, unionSeq))
    .for("share");
  return row ?? null;
}

/** Conversions under way (REGISTERING): their union, file and uploader. */
export async function registeringConversions(db: Db) {
  return db
    .select({
      unionSeq: registerFileStatus.unionSeq,
      fileSeq: registerFileStatus.fileSeq,
      uploadedBy: files.uploadedBy,
    })
    .from(registerFileStatus)
    .innerJoin(files, eq(files.fileSeq, registerFileStatus.fileSeq))
    .where(eq(registerFileStatus.status, "REGISTERING"));
}

export async function upsertFileStatus(db: Db, unionSeq: number, set: Partial<typeof registerFileStatus.$inferInsert>) {
  await db
    .insert(registerFileStatus)
    .values({ unionSeq, ...set, updatedAt: new Date() })
    .onConflictDoUpdate({ target: registerFileStatus.unionSeq, set: { ...set, updatedAt: new Date() } });
}

const REGISTER_TABLES = [
  unionRegisters,
  registerLocalAddresses,
  registrationAddresses,
  registerAgents,
  registerOwnerDocs,
] as const;

/**
 * Fresh planner statistics and visibility map after a bulk load (PGlite has no autovacuum), so
 * counts and filters can use the narrow indexes. Runs outside any transaction, one short statement at a
 * time with a turn of the event loop between them (on PGlite every statement holds it): VACUUM, then
 * ANALYZE on a sample of 3,000 rows (statistics target 10), which reads a tenth of what the default target
 * reads from a 20,000-owner register (0.7 s for `union_registers` alone on PGlite) and still gives the
 * planner each union's share of the rows.
 */
export async function refreshRegisterStatistics(db: Db) {
  for (const table of REGISTER_TABLES) {
    await db.execute(sql`vacuum ${table}`);
    await new Promise((resolve) => setImmediate(resolve));
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`set local default_statistics_target = 10`);
      await tx.execute(sql`analyze ${table}`);
    });
    await new Promise((resolve) => setImmediate(resolve));
  }
}
