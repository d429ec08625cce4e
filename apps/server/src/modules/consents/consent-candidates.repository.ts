import type { ListConsentCandidatesQuery } from "@johap/contracts";
import { and, asc, count, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pageWindow } from "../../platform/sql";
import { ownerFilters, registerShown } from "../register/register.repository";
import { registerAgents, unionRegisters } from "../register/register.table";

function candidateFilter(unionSeq: number, query: ListConsentCandidatesQuery): SQL[] {
  const where = ownerFilters(unionSeq, { name: query.name });
  if (query.shareType) where.push(eq(unionRegisters.shareType, query.shareType));
  if (query.ownerType) where.push(eq(unionRegisters.ownerType, query.ownerType));
  return where;
}

/** A page of the union's shown owners (register order) with their agent's name and birth. */
export async function listCandidateRows(db: Db, unionSeq: number, query: ListConsentCandidatesQuery, inGroup?: SQL) {
  const where = and(...candidateFilter(unionSeq, query), inGroup);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      unionRegisterSeq: unionRegisters.unionRegisterSeq,
      unionRegisterNoMain: unionRegisters.unionRegisterNoMain,
      unionRegisterNoSub: unionRegisters.unionRegisterNoSub,
      name: unionRegisters.name,
      nameClass: unionRegisters.nameClass,
      ownerType: unionRegisters.ownerType,
      shareType: unionRegisters.shareType,
      isRepresentative: unionRegisters.isRepresentative,
      birth: unionRegisters.birth,
      phoneNo: unionRegisters.mainPhoneNo,
      agentName: registerAgents.name,
      agentBirth: registerAgents.birth,
    })
    .from(unionRegisters)
    .leftJoin(registerAgents, eq(registerAgents.unionRegisterSeq, unionRegisters.unionRegisterSeq))
    .where(where)
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ value: count() }).from(unionRegisters).where(where);
  return { rows, total: total?.value ?? 0 };
}
export type CandidateRow = Awaited<ReturnType<typeof listCandidateRows>>["rows"][number];

/** How many of `seqs` are owners the union's register shows (not hidden by a conversion under way). */
export async function countShownOwners(db: Db, unionSeq: number, seqs: number[]) {
  if (seqs.length === 0) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(unionRegisters)
    .where(
      and(
        eq(unionRegisters.unionSeq, unionSeq),
        inArray(unionRegisters.unionRegisterSeq, seqs),
        registerShown(unionSeq),
      ),
    );
  return row?.value ?? 0;
}
