import type { ListAgreementRegistersQuery } from "@johap/contracts";
import { and, asc, gte, lte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contains, pageWindow } from "../../platform/sql";
import { ownerFilters } from "../register/register.repository";
import { registerAgents, registerLocalAddresses, unionRegisters } from "../register/register.table";
import { agreementResponseHistories, agreementResponses } from "./agreements.table";

/** A located property as one line: 서울특별시 중구 신당동 123 OO아파트 101동 1203호. */
const localLine = sql<string>`concat_ws(' ',
  nullif(${registerLocalAddresses.city}, ''), nullif(${registerLocalAddresses.gu}, ''),
  nullif(${registerLocalAddresses.dong}, ''), nullif(${registerLocalAddresses.jibun}, ''),
  nullif(${registerLocalAddresses.building}, ''),
  nullif(${registerLocalAddresses.apartmentDong}, '') || '동', nullif(${registerLocalAddresses.apartmentHosu}, '') || '호')`;

const status = sql<string>`coalesce(${agreementResponses.consentStatus}, 'NONE')`;

/** The list's filters: the register's (name, number, phone), a located address, the response dates, a status. */
function listWhere(unionSeq: number, q: ListAgreementRegistersQuery): SQL | undefined {
  const where = ownerFilters(unionSeq, { name: q.name, unionRegisterNo: q.unionRegisterNo, phoneNo: q.phoneNo });
  if (q.localAddress) {
    where.push(
      sql`exists (select 1 from ${registerLocalAddresses} where ${registerLocalAddresses.unionRegisterSeq} = ${unionRegisters.unionRegisterSeq} and ${contains(localLine, q.localAddress)})`,
    );
  }
  if (q.searchFrom) where.push(gte(agreementResponses.responseAt, q.searchFrom));
  if (q.searchTo) where.push(lte(agreementResponses.responseAt, q.searchTo));
  if (q.consentStatus) where.push(sql`${status} = ${q.consentStatus}`);
  return and(...where);
}

/** A page of owners with their recorded consent status (every match when `isPaged` is false), and the total. */
export async function listAgreementRows(db: Db, unionSeq: number, q: ListAgreementRegistersQuery, isPaged = true) {
  const where = listWhere(unionSeq, q);
  const base = db
    .select({
      unionRegisterSeq: unionRegisters.unionRegisterSeq,
      unionRegisterNoMain: unionRegisters.unionRegisterNoMain,
      unionRegisterNoSub: unionRegisters.unionRegisterNoSub,
      name: unionRegisters.name,
      nameClass: unionRegisters.nameClass,
      mainPhone: unionRegisters.mainPhone,
      postAddress: unionRegisters.postAddress,
      agentName: registerAgents.name,
      agentPhoneNo: registerAgents.phoneNo,
      localAddresses: sql<
        string[]
      >`coalesce((select array_agg(${localLine} order by ${registerLocalAddresses.sortOrder}, ${registerLocalAddresses.localAddressSeq}) from ${registerLocalAddresses} where ${registerLocalAddresses.unionRegisterSeq} = ${unionRegisters.unionRegisterSeq}), '{}')`,
      consentStatus: status,
      responseAt: agreementResponses.responseAt,
      modifiedAt: agreementResponses.modifiedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(unionRegisters)
    .leftJoin(agreementResponses, sql`${agreementResponses.unionRegisterSeq} = ${unionRegisters.unionRegisterSeq}`)
    .leftJoin(registerAgents, sql`${registerAgents.unionRegisterSeq} = ${unionRegisters.unionRegisterSeq}`)
    .where(where)
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
    .$dynamic();
  if (!isPaged) {
    const rows = await base;
    return { rows, total: rows.length };
  }
  const { limit, offset } = pageWindow(q);
  const rows = await base.limit(limit).offset(offset);
  if (rows.length > 0 || q.page === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(unionRegisters)
    .leftJoin(agreementResponses, sql`${agreementResponses.unionRegisterSeq} = ${unionRegisters.unionRegisterSeq}`)
    .where(where);
  return { rows: [], total: counted?.total ?? 0 };
}
export type AgreementRow = Awaited<ReturnType<typeof listAgreementRows>>["rows"][number];

/** Sets the status and date of the owners, and appends each change to the history (in the caller's transaction). */
export async function saveResponses(
  tx: Db,
  opts: { unionSeq: number; seqs: number[]; consentStatus: string; responseAt: string | null; memberSeq: number },
) {
  const now = new Date();
  for (let at = 0; at < opts.seqs.length; at += 1000) {
    const chunk = opts.seqs.slice(at, at + 1000);
    await tx
      .insert(agreementResponses)
      .values(
        chunk.map((unionRegisterSeq) => ({
          unionRegisterSeq,
          unionSeq: opts.unionSeq,
          consentStatus: opts.consentStatus,
          responseAt: opts.responseAt,
          modifiedByMemberSeq: opts.memberSeq,
          modifiedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: agreementResponses.unionRegisterSeq,
        set: {
          consentStatus: opts.consentStatus,
          responseAt: opts.responseAt,
          modifiedByMemberSeq: opts.memberSeq,
          modifiedAt: now,
        },
      });
    await tx.insert(agreementResponseHistories).values(
      chunk.map((unionRegisterSeq) => ({
        unionSeq: opts.unionSeq,
        unionRegisterSeq,
        consentStatus: opts.consentStatus,
        responseAt: opts.responseAt,
        memberSeq: opts.memberSeq,
        createdAt: now,
      })),
    );
  }
}
