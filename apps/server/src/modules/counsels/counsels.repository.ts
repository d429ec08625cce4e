import { type CounselRegistersQuery, type ListCounselsQuery, seoulDayStart } from "@johap/contracts";
import { and, asc, count, desc, eq, gte, lt, max, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contains, pageWindow } from "../../platform/sql";
import { members } from "../account/account.table";
import { ownerFilters, registerShown } from "../register/register.repository";
import { registerAgents, registerLocalAddresses, unionRegisters } from "../register/register.table";
import { counsels } from "./counsels.table";

export type CounselValues = Pick<
  typeof counsels.$inferInsert,
  "method" | "counselAt" | "topics" | "memo" | "tendency" | "votingWrittenType" | "meetAttendType" | "serviceType"
>;

/** A record with its counsellor's name, its owner and the owner's agent: what the mapper turns into a Counsel. */
const counselColumns = {
  counsel: counsels,
  counselorName: members.name,
  owner: {
    unionRegisterSeq: unionRegisters.unionRegisterSeq,
    unionRegisterNoMain: unionRegisters.unionRegisterNoMain,
    unionRegisterNoSub: unionRegisters.unionRegisterNoSub,
    name: unionRegisters.name,
    nameClass: unionRegisters.nameClass,
    ownerType: unionRegisters.ownerType,
    position: unionRegisters.position,
    positionDescription: unionRegisters.positionDescription,
    phoneNo: unionRegisters.mainPhoneNo,
  },
  agent: {
    name: registerAgents.name,
    relationType: registerAgents.relationType,
    relationDescription: registerAgents.relationDescription,
    birth: registerAgents.birth,
    phoneNo: registerAgents.phoneNo,
  },
};

const selectCounsels = (db: Db) =>
  db
    .select(counselColumns)
    .from(counsels)
    .innerJoin(members, eq(members.memberSeq, counsels.counselorMemberSeq))
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, counsels.unionRegisterSeq))
    .leftJoin(registerAgents, eq(registerAgents.unionRegisterSeq, counsels.unionRegisterSeq));
export type CounselRow = Awaited<ReturnType<ReturnType<typeof selectCounsels>["where"]>>[number];

/** Newest first: the counsel time, then the later record of the same minute. */
const NEWEST_FIRST = [desc(counsels.counselAt), desc(counsels.counselSeq)] as const;

function listFilter(unionSeq: number, query: ListCounselsQuery): SQL[] {
  const where: SQL[] = [eq(counsels.unionSeq, unionSeq)];
  if (query.unionRegisterNo) {
    const [main, sub] = query.unionRegisterNo.split("-");
    if (main) where.push(eq(unionRegisters.unionRegisterNoMain, Number(main)));
    if (sub) where.push(eq(unionRegisters.unionRegisterNoSub, Number(sub)));
  }
  if (query.unionRegisterName) {
    where.push(contains(unionRegisters.name, query.unionRegisterName));
  }
  if (query.searchFrom) where.push(gte(counsels.counselAt, seoulDayStart(query.searchFrom)));
  if (query.searchTo) where.push(lt(counsels.counselAt, seoulDayStart(query.searchTo, 1)));
  if (query.serviceType) where.push(eq(counsels.serviceType, query.serviceType));
  return where;
}

/** A page of the union's records, newest first, and how many match. */
export async function listCounselRows(db: Db, unionSeq: number, query: ListCounselsQuery) {
  const where = and(...listFilter(unionSeq, query));
  const { limit, offset } = pageWindow(query);
  const rows = await selectCounsels(db)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ value: count() })
    .from(counsels)
    .innerJoin(unionRegisters, eq(unionRegisters.unionRegisterSeq, counsels.unionRegisterSeq))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

/** One owner's records, newest first (the form's side panel). */
export async function listRegisterCounselRows(
  db: Db,
  unionSeq: number,
  unionRegisterSeq: number,
  query: { page: number; pageSize: number },
) {
  const where = and(eq(counsels.unionSeq, unionSeq), eq(counsels.unionRegisterSeq, unionRegisterSeq));
  const { limit, offset } = pageWindow(query);
  const rows = await selectCounsels(db)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(counsels).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** One record of the union, or undefined (another union's record is not found). */
export async function findCounselRow(db: Db, unionSeq: number, counselSeq: number) {
  const [row] = await selectCounsels(db).where(
    and(eq(counsels.unionSeq, unionSeq), eq(counsels.counselSeq, counselSeq)),
  );
  return row;
}

/** The record's union and counsellor, for the checks before a change. */
export async function findCounselOwnership(db: Db, unionSeq: number, counselSeq: number) {
  const [row] = await db
    .select({ counselSeq: counsels.counselSeq, counselorMemberSeq: counsels.counselorMemberSeq })
    .from(counsels)
    .where(and(eq(counsels.unionSeq, unionSeq), eq(counsels.counselSeq, counselSeq)));
  return row;
}

export async function insertCounsel(
  db: Db,
  values: CounselValues & { unionSeq: number; unionRegisterSeq: number; counselorMemberSeq: number },
) {
  const [row] = await db.insert(counsels).values(values).returning({ counselSeq: counsels.counselSeq });
  return row!.counselSeq;
}

/** Changes the record only while `counselorMemberSeq` is still its counsellor; the number of rows changed. */
export async function updateCounsel(
  db: Db,
  unionSeq: number,
  counselSeq: number,
  counselorMemberSeq: number,
  values: CounselValues,
) {
  const rows = await db
    .update(counsels)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(counsels.unionSeq, unionSeq),
        eq(counsels.counselSeq, counselSeq),
        eq(counsels.counselorMemberSeq, counselorMemberSeq),
      ),
    )
    .returning({ counselSeq: counsels.counselSeq });
  return rows.length;
}

export async function deleteCounsel(db: Db, unionSeq: number, counselSeq: number, counselorMemberSeq: number) {
  const rows = await db
    .delete(counsels)
    .where(
      and(
        eq(counsels.unionSeq, unionSeq),
        eq(counsels.counselSeq, counselSeq),
        eq(counsels.counselorMemberSeq, counselorMemberSeq),
      ),
    )
    .returning({ counselSeq: counsels.counselSeq });
  return rows.length;
}

/** Whether the union's register shows the owner (another union's owner, or a hidden one, is not). */
export async function isShownOwner(db: Db, unionSeq: number, unionRegisterSeq: number) {
  const [row] = await db
    .select({ seq: unionRegisters.unionRegisterSeq })
    .from(unionRegisters)
    .where(
      and(
        eq(unionRegisters.unionSeq, unionSeq),
        eq(unionRegisters.unionRegisterSeq, unionRegisterSeq),
        registerShown(unionSeq),
      ),
    );
  return row !== undefined;
}

/** A page of the picker: the union's shown owners in register order, with agent, addresses and counsel counts. */
export async function listPickerRows(
  db: Db,
  unionSeq: number,
  query: CounselRegistersQuery & { unionRegisterSeq?: number },
) {
  const filters = ownerFilters(unionSeq, { unionRegisterNo: query.unionRegisterNo, name: query.name });
  if (query.unionRegisterSeq !== undefined) filters.push(eq(unionRegisters.unionRegisterSeq, query.unionRegisterSeq));
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const counted = db
    .select({
      unionRegisterSeq: counsels.unionRegisterSeq,
      counselCount: count().as("counsel_count"),
      lastCounselAt: max(counsels.counselAt).as("last_counsel_at"),
    })
    .from(counsels)
    .where(eq(counsels.unionSeq, unionSeq))
    .groupBy(counsels.unionRegisterSeq)
    .as("counted");
  const rows = await db
    .select({
      owner: unionRegisters,
      agent: {
        name: registerAgents.name,
        relationType: registerAgents.relationType,
        relationDescription: registerAgents.relationDescription,
        birth: registerAgents.birth,
        phoneNo: registerAgents.phoneNo,
      },
      counselCount: counted.counselCount,
      lastCounselAt: counted.lastCounselAt,
    })
    .from(unionRegisters)
    .leftJoin(registerAgents, eq(registerAgents.unionRegisterSeq, unionRegisters.unionRegisterSeq))
    .leftJoin(counted, eq(counted.unionRegisterSeq, unionRegisters.unionRegisterSeq))
    .where(where)
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(unionRegisters).where(where);
  const seqs = rows.map((row) => row.owner.unionRegisterSeq);
  const locals = seqs.length
    ? await db
        .select({
          unionRegisterSeq: registerLocalAddresses.unionRegisterSeq,
          city: registerLocalAddresses.city,
          gu: registerLocalAddresses.gu,
          dong: registerLocalAddresses.dong,
          jibun: registerLocalAddresses.jibun,
          building: registerLocalAddresses.building,
          apartmentDong: registerLocalAddresses.apartmentDong,
          apartmentFloor: registerLocalAddresses.apartmentFloor,
          apartmentHosu: registerLocalAddresses.apartmentHosu,
        })
        .from(registerLocalAddresses)
        .where(sql`${registerLocalAddresses.unionRegisterSeq} = any(${`{${seqs.join(",")}}`}::int[])`)
        .orderBy(asc(registerLocalAddresses.unionRegisterSeq), asc(registerLocalAddresses.sortOrder))
    : [];
  return { rows, locals, total: total?.value ?? 0 };
}
export type PickerRows = Awaited<ReturnType<typeof listPickerRows>>;
