import type { LocalAddressRights, Owner } from "@johap/contracts";
import type { registerAgents, registerLocalAddresses, registrationAddresses, unionRegisters } from "./register.table";

type OwnerRow = typeof unionRegisters.$inferSelect;
type LocalRow = typeof registerLocalAddresses.$inferSelect;
type RegistrationRow = typeof registrationAddresses.$inferSelect;
type AgentRow = typeof registerAgents.$inferSelect;

/** The one place a register row becomes the contract's Owner. */
export function toOwner(
  row: OwnerRow,
  locals: LocalRow[],
  registrations: RegistrationRow[],
  agent: AgentRow | undefined,
): Owner {
  const localAddresses = locals.map((l) => {
    const regs = registrations.filter((r) => r.localAddressSeq === l.localAddressSeq);
    return {
      localAddressSeq: l.localAddressSeq,
      city: l.city,
      gu: l.gu,
      dong: l.dong,
      jibun: l.jibun,
      zoneRoad: l.zoneRoad,
      building: l.building,
      apartmentDong: l.apartmentDong,
      apartmentFloor: l.apartmentFloor,
      apartmentHosu: l.apartmentHosu,
      checkStatus: l.checkStatus as "Y" | "N",
      registrationType: l.registrationType as Owner["localAddresses"][number]["registrationType"],
      registrationAddresses: regs.map((r) => ({
        registrationAddressSeq: r.registrationAddressSeq,
        registrationAddress: r.registrationAddress,
        registrationNo: r.registrationNo,
        registrationType: r.registrationType as Owner["localAddresses"][number]["registrationType"],
        registrationState: r.registrationState,
        registrationTrace: { isChanged: r.isChanged },
      })),
      landOwnership: l.landOwnership ?? null,
      buildingOwnership: l.buildingOwnership ?? null,
    };
  });
  return {
    unionRegisterSeq: row.unionRegisterSeq,
    unionRegisterNoMain: row.unionRegisterNoMain,
    unionRegisterNoSub: row.unionRegisterNoSub,
    name: { name: row.name, nameClass: row.nameClass },
    ownerType: row.ownerType as Owner["ownerType"],
    shareType: row.shareType as Owner["shareType"],
    isRepresentative: row.isRepresentative,
    position: row.position as Owner["position"],
    positionDescription: row.positionDescription,
    gender: row.gender as Owner["gender"],
    birth: row.birth,
    companyNo: row.companyNo,
    memo: row.memo,
    hasVotingRight: row.hasVotingRight,
    hasSalesRight: row.hasSalesRight,
    salesCount: row.salesCount,
    mainPhone: row.mainPhone,
    subPhones: row.subPhones,
    realAddress: row.realAddress,
    postAddress: row.postAddress,
    etcAddress: row.etcAddress,
    localAddresses,
    modifiedAt: row.modifiedAt.toISOString(),
    modifiedBy: row.modifiedBy,
    hasMultipleRight: localAddresses.length > 1,
    generation: row.generation,
    agent: agent
      ? {
          unionRegisterAgentSeq: agent.unionRegisterAgentSeq,
          name: { name: agent.name, nameClass: agent.nameClass },
          relationType: agent.relationType,
        }
      : null,
    attribute: row.attribute,
    hasRegistrationChange: localAddresses.some((l) =>
      l.registrationAddresses.some((r) => r.registrationTrace.isChanged),
    ),
  };
}

/** A located property as the rights tab shows it. */
export const toLocalAddressRights = (row: LocalRow): LocalAddressRights => ({
  localAddressSeq: row.localAddressSeq,
  dong: row.dong,
  jibun: row.jibun,
  registrationType: row.registrationType,
  landOwnership: row.landOwnership ?? null,
  buildingOwnership: row.buildingOwnership ?? null,
});

export function toAgent(agent: AgentRow, owner: OwnerRow) {
  return {
    unionRegisterAgentSeq: agent.unionRegisterAgentSeq,
    linkedUnionRegister: {
      unionRegisterSeq: owner.unionRegisterSeq,
      name: owner.name,
      unionRegisterNoMain: owner.unionRegisterNoMain,
      unionRegisterNoSub: owner.unionRegisterNoSub,
    },
    relationType: agent.relationType,
    relationDescription: agent.relationDescription,
    name: { name: agent.name, nameClass: agent.nameClass },
    birth: agent.birth,
    gender: agent.gender as "M" | "F" | "NONE",
    phoneNo: agent.phoneNo,
  };
}
