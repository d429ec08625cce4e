import { randomBytes } from "node:crypto";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { registerAgents, registerLocalAddresses, unionRegisters } from "../register/register.table";
import type { meetParticipants } from "./meetings.table";

export type NewMeetParticipant = typeof meetParticipants.$inferInsert;

/** A random id naming a voter outside the console (ballot links, receipts): 16 URL-safe characters. */
export const newParticipantId = () => randomBytes(12).toString("base64url");

/**
 * Voters copied from register owners as they are now (spec 03: the voter list is confirmed from the register;
 * staff then edit the copy): identity, contact, addresses, located properties and the first agent.
 */
export async function votersFromRegister(
  db: Db,
  meetSeq: number,
  unionSeq: number,
  unionRegisterSeqs: number[],
): Promise<NewMeetParticipant[]> {
  if (unionRegisterSeqs.length === 0) return [];
  const owners = await db
    .select()
    .from(unionRegisters)
    .where(inArray(unionRegisters.unionRegisterSeq, unionRegisterSeqs));
  const locals = await db
    .select()
    .from(registerLocalAddresses)
    .where(inArray(registerLocalAddresses.unionRegisterSeq, unionRegisterSeqs))
    .orderBy(asc(registerLocalAddresses.sortOrder));
  const agents = await db
    .select()
    .from(registerAgents)
    .where(inArray(registerAgents.unionRegisterSeq, unionRegisterSeqs));
  const localsOf = new Map<number, typeof locals>();
  for (const l of locals) localsOf.set(l.unionRegisterSeq, [...(localsOf.get(l.unionRegisterSeq) ?? []), l]);
  const agentOf = new Map(agents.map((a) => [a.unionRegisterSeq, a]));
  return owners
    .filter((o) => o.unionSeq === unionSeq)
    .map((o) => {
      const agent = agentOf.get(o.unionRegisterSeq);
      return {
        meetSeq,
        unionSeq,
        unionRegisterSeq: o.unionRegisterSeq,
        participantId: newParticipantId(),
        unionRegisterNoMain: o.unionRegisterNoMain,
        unionRegisterNoSub: o.unionRegisterNoSub,
        position: o.position,
        name: o.name,
        nameClass: o.nameClass,
        ownerType: o.ownerType,
        companyNo: o.companyNo,
        birth: o.birth,
        gender: o.gender,
        phoneNo: o.mainPhoneNo,
        shareType: o.shareType,
        postAddress: {
          address: o.postAddress.address ?? "",
          detailAddress: o.postAddress.detailAddress ?? "",
          zipNo: o.postAddress.zipNo ?? "",
        },
        realAddress: {
          address: o.realAddress.address ?? "",
          detailAddress: o.realAddress.detailAddress ?? "",
          city: o.realAddress.city ?? "",
          gu: o.realAddress.gu ?? "",
          dong: o.realAddress.dong ?? "",
        },
        localAddresses: (localsOf.get(o.unionRegisterSeq) ?? []).map((l) => ({
          dong: l.dong,
          jibun: l.jibun,
          building: l.building,
          apartmentDong: l.apartmentDong,
          apartmentFloor: l.apartmentFloor,
          apartmentHosu: l.apartmentHosu,
        })),
        agent: agent
          ? {
              name: agent.name,
              nameClass: agent.nameClass,
              birth: agent.birth,
              gender: agent.gender,
              phoneNo: agent.phoneNo,
            }
          : null,
      };
    });
}

/** The register owners of a union in register order (for fixtures and the demo). */
export async function registerSeqsOf(db: Db, unionSeq: number, limit: number) {
  const rows = await db
    .select({ seq: unionRegisters.unionRegisterSeq })
    .from(unionRegisters)
    .where(eq(unionRegisters.unionSeq, unionSeq))
    .orderBy(asc(unionRegisters.unionRegisterNoMain), asc(unionRegisters.unionRegisterNoSub))
    .limit(limit);
  return rows.map((r) => r.seq);
}
