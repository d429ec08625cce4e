import type { ListRegistersQuery, OwnerInput } from "@johap/contracts";
import { and, asc, count, eq, ilike, inArray, max, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  activityMappings,
  registerAgents,
  registerAuditEvents,
  registerFileStatus,
  registerLocalAddresses,
  registrationAddresses,
  unionRegisters,
} from "./register.table";

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function ownerFilters(unionSeq: number, q: Partial<ListRegistersQuery>): SQL[] {
  const where: SQL[] = [eq(unionRegisters.unionSeq, unionSeq)];
  if (q.unionRegisterNo) {
    const [main, sub] = q.unionRegisterNo.split("-");
    if (main) where.push(eq(unionRegisters.unionRegisterNoMain, Number(main)));
    if (sub) where.push(eq(unionRegisters.unionRegisterNoSub, Number(sub)));
  }
  if (q.name) where.push(ilike(unionRegisters.name, like(q.name)));
  if (q.phoneNo) {
    where.push(
      or(
        ilike(unionRegisters.mainPhoneNo, like(q.phoneNo)),
        sql`${unionRegisters.subPhones}::text like ${like(q.phoneNo)}`,
      ) as SQL,
    );
  }
  if (q.realAddress) where.push(ilike(unionRegisters.realAddressText, like(q.realAddress)));
  const local: SQL[] = [];
  if (q.jibun) local.push(ilike(registerLocalAddresses.jibun, like(q.jibun)));
  if (q.buildingName) local.push(ilike(registerLocalAddresses.building, like(q.buildingName)));
  if (q.dong) {
    local.push(
      or(
        ilike(registerLocalAddresses.dong, like(q.dong)),
        ilike(registerLocalAddresses.apartmentDong, like(q.dong)),
      ) as SQL,
    );
  }
  if (q.hosu) local.push(ilike(registerLocalAddresses.apartmentHosu, like(q.hosu)));
  if (local.length) {
    where.push(
      sql`exists (select 1 from ${registerLocalAddresses} where ${registerLocalAddresses.unionRegisterSeq} = ${unionRegisters.unionRegisterSeq} and ${and(...local)})`,
    );
  }
  for (const [key, value] of Object.entries(q)) {
    if (/^attribute\d+$/.test(key) && typeof value === "string" && value) {
      where.push(sql`${unionRegisters.attribute}->>${key} ilike ${like(value)}`);
    }
  }
  return where;
}

/** One page and the total in a single scan (count(*) over ()); a page past the end falls back to a count. */
export async function listOwnerRows(db: Db, unionSeq: number, q: ListRegistersQuery) {
  const where = and(...ownerFilters(unionSeq, q));
  const rows = await db
    .select({ owner: unionRegisters, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(unionRegisters)
    .where(where)
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
    .limit(q.pageSize)
    .offset(q.page * q.pageSize);
  if (rows.length > 0) return { rows: rows.map((r) => r.owner), total: rows[0]?.total ?? 0 };
  const [total] = await db.select({ value: count() }).from(unionRegisters).where(where);
  return { rows: [], total: total?.value ?? 0 };
}

/** Every owner matching the filters, in serial order, a batch at a time (for the download). */
export async function* iterateOwnerRows(db: Db, unionSeq: number, q: Partial<ListRegistersQuery>, batch = 1000) {
  const where = and(...ownerFilters(unionSeq, q));
  for (let offset = 0; ; offset += batch) {
    const rows = await db
      .select()
      .from(unionRegisters)
      .where(where)
      .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
      .limit(batch)
      .offset(offset);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
  }
}

/** Located properties, registration addresses and agents of some owners (three queries, no N+1). */
export async function loadOwnerParts(db: Db, ownerSeqs: number[]) {
  if (ownerSeqs.length === 0) return { locals: [], registrations: [], agents: [] };
  const locals = await db
    .select()
    .from(registerLocalAddresses)
    .where(inArray(registerLocalAddresses.unionRegisterSeq, ownerSeqs))
    .orderBy(asc(registerLocalAddresses.unionRegisterSeq), asc(registerLocalAddresses.sortOrder));
  const localSeqs = locals.map((l) => l.localAddressSeq);
  const [registrations, agents] = await Promise.all([
    localSeqs.length
      ? db
          .select()
          .from(registrationAddresses)
          .where(inArray(registrationAddresses.localAddressSeq, localSeqs))
          .orderBy(asc(registrationAddresses.registrationAddressSeq))
      : Promise.resolve([]),
    db.select().from(registerAgents).where(inArray(registerAgents.unionRegisterSeq, ownerSeqs)),
  ]);
  return { locals, registrations, agents };
}

export async function findOwnerRow(db: Db, unionSeq: number, unionRegisterSeq: number) {
  const [row] = await db
    .select()
    .from(unionRegisters)
    .where(and(eq(unionRegisters.unionSeq, unionSeq), eq(unionRegisters.unionRegisterSeq, unionRegisterSeq)));
  return row ?? null;
}

export async function countOwners(db: Db, unionSeq: number) {
  const [row] = await db.select({ value: count() }).from(unionRegisters).where(eq(unionRegisters.unionSeq, unionSeq));
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

export async function insertLocalAddresses(
  db: Db,
  unionSeq: number,
  unionRegisterSeq: number,
  owner: OwnerInput,
  rights?: { landOwnership: unknown; buildingOwnership: unknown }[],
) {
  for (const [i, local] of owner.localAddresses.entries()) {
    const [row] = await db
      .insert(registerLocalAddresses)
      .values({
        unionRegisterSeq,
        unionSeq,
        sortOrder: i,
        city: local.city,
        gu: local.gu,
        dong: local.dong,
        jibun: local.jibun,
        zoneRoad: local.zoneRoad,
        building: local.building,
        apartmentDong: local.apartmentDong,
        apartmentFloor: local.apartmentFloor,
        apartmentHosu: local.apartmentHosu,
        registrationType: local.registrationType,
        landOwnership: (rights?.[i]?.landOwnership ?? null) as never,
        buildingOwnership: (rights?.[i]?.buildingOwnership ?? null) as never,
      })
      .returning({ seq: registerLocalAddresses.localAddressSeq });
    await db.insert(registrationAddresses).values(
      local.registrationAddresses.map((r) => ({
        localAddressSeq: row!.seq,
        unionSeq,
        registrationAddress: r.registrationAddress,
        registrationNo: r.registrationNo,
        registrationType: r.registrationType,
      })),
    );
  }
}

export async function writeAudit(db: Db, event: typeof registerAuditEvents.$inferInsert) {
  await db.insert(registerAuditEvents).values(event);
}

export async function getFileStatusRow(db: Db, unionSeq: number) {
  const [row] = await db.select().from(registerFileStatus).where(eq(registerFileStatus.unionSeq, unionSeq));
  return row ?? null;
}

export async function upsertFileStatus(db: Db, unionSeq: number, set: Partial<typeof registerFileStatus.$inferInsert>) {
  await db
    .insert(registerFileStatus)
    .values({ unionSeq, ...set, updatedAt: new Date() })
    .onConflictDoUpdate({ target: registerFileStatus.unionSeq, set: { ...set, updatedAt: new Date() } });
}

export function listMappings(db: Db, unionSeq: number) {
  return db
    .select()
    .from(activityMappings)
    .where(eq(activityMappings.unionSeq, unionSeq))
    .orderBy(asc(activityMappings.order));
}
