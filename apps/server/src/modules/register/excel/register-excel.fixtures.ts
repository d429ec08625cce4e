import {
  AGENT_RELATION_TYPES,
  acquisitionPeriodOf,
  type Owner,
  type OwnerInput,
  POSITIONS,
  REGISTRATION_TYPES,
} from "@johap/contracts";
import type { AgentInput, ParsedOwner, ParsedRights } from "./register-import";

/** Test data: deterministic owners of every shape (shared n-m, companies, 1-3 properties, agents, rights). */

const pad = (n: number, width: number) => String(n).padStart(width, "0");

function rightsOf(i: number, k: number): ParsedRights {
  const acquiredAt = `20${pad(i % 20, 2)}-0${1 + (k % 9)}-15`;
  const hasLand = (i + k) % 3 !== 2;
  const hasBuilding = (i + k) % 3 !== 0;
  const isPermitted = i % 4 !== 3;
  return {
    landOwnership: hasLand
      ? {
          landCategory: "08",
          utilization: null,
          acquiredAt,
          acquisitionPeriod: acquisitionPeriodOf(acquiredAt),
          totalArea: 100.125 + i,
          incorporatedArea: 50.5,
          ownedArea: k === 0 ? 33.375 : null,
          portion: "1/3",
          hasSurfaceRight: false,
        }
      : null,
    buildingOwnership: hasBuilding
      ? {
          isPermitted,
          unPermittedBuildingNo: isPermitted ? null : `무허가-${i}`,
          buildingUsage: isPermitted ? (i % 2 ? "MULTI_UNIT_HOUSE" : "NEIGHBORHOOD_FACILITY_2") : null,
          buildingStructure: isPermitted ? (k % 2 ? "BRICK" : "REINFORCED_CONCRETE") : null,
          floor: isPermitted ? "2" : null,
          buildingName: i % 2 ? "행당빌라" : null,
          acquiredAt: k === 1 ? null : acquiredAt,
          acquisitionPeriod: k === 1 ? null : acquisitionPeriodOf(acquiredAt),
          useApprovedAt: "1998-11-02",
          totalArea: 84.5,
          ownedArea: 42.25,
          portion: "1/2",
          associatedJibun: null,
        }
      : null,
  };
}

function propertyOf(i: number, k: number): OwnerInput["localAddresses"][number] {
  const registrationType = REGISTRATION_TYPES[(i + k) % REGISTRATION_TYPES.length] ?? "LAND";
  const isApartment = k === 2;
  const jibun = `${100 + i}-${k + 1}`;
  return {
    city: "서울특별시",
    gu: "성동구",
    dong: k % 2 ? "행당동" : "마장동",
    jibun,
    zoneRoad: "",
    building: isApartment ? "행당맨션" : "",
    apartmentDong: isApartment ? "101" : "",
    apartmentFloor: isApartment ? "3" : "",
    apartmentHosu: isApartment ? "302" : "",
    registrationType,
    registrationAddresses: [
      {
        registrationAddress: `서울특별시 성동구 ${k % 2 ? "행당동" : "마장동"} ${jibun}`,
        registrationNo: k === 0 ? `1146-2000-${pad(i, 6)}` : "",
        registrationType,
      },
    ],
  };
}

function agentOf(i: number): AgentInput | null {
  if (i % 3 !== 0) return null;
  const relationType = AGENT_RELATION_TYPES[i % AGENT_RELATION_TYPES.length] ?? "SPOUSE";
  return {
    relationType,
    relationDescription: relationType === "ETC" ? "사촌" : "",
    name: { name: `대리인${i}`, nameClass: "" },
    birth: "19700101",
    gender: "F",
    phoneNo: `0109${pad(1_000_000 + i, 7).slice(-7)}`,
  };
}

function ownerOf(i: number, main: number, sub: number): ParsedOwner {
  const ownerType = i % 5 === 0 ? "COMPANY" : i % 11 === 0 ? "PUBLIC" : "PERSON";
  const isCompany = ownerType === "COMPANY";
  const position = POSITIONS[i % POSITIONS.length] ?? "NONE";
  const hasSalesRight = i % 2 === 0;
  const propertyCount = 1 + (i % 3);
  const owner: OwnerInput = {
    unionRegisterNoMain: main,
    unionRegisterNoSub: sub,
    name: { name: `소유자${i}`, nameClass: i % 4 === 0 ? "A" : "" },
    ownerType,
    shareType: sub > 0 ? "SHARE" : "SINGLE",
    isRepresentative: sub === 1,
    position,
    positionDescription: position === "EXECUTIVE" ? "이사" : position === "MEMBER" ? "조합원" : "",
    gender: isCompany ? "NONE" : i % 2 ? "F" : "M",
    birth: isCompany ? "" : `19${50 + (i % 40)}0${1 + (i % 9)}1${i % 10}`,
    companyNo: isCompany ? `12481${pad(i, 5)}` : "",
    memo: i % 6 === 0 ? `메모 ${i}` : "",
    hasVotingRight: i % 9 !== 0,
    hasSalesRight,
    salesCount: hasSalesRight ? 1 + (i % 2) : 0,
    mainPhone: { phoneNo: `010${pad(10_000_000 + i, 8).slice(-8)}`, isContactAllowed: i % 4 !== 1 },
    subPhones: Array.from({ length: i % 5 }, (_, k) => ({
      phoneNo: `0${2 + k}${pad(1_000_000 + i, 7).slice(-7)}`,
      isContactAllowed: true,
      memo: "",
    })),
    realAddress: {
      city: "",
      gu: "",
      dong: "",
      jibun: "",
      address: `서울특별시 성동구 왕십리로 ${i}`,
      detailAddress: i % 2 ? `${i}호` : "",
    },
    postAddress: { address: `서울특별시 성동구 행당로 ${i}`, detailAddress: "", zipNo: pad(4700 + i, 5) },
    etcAddress: i % 7 === 0 ? "기타 주소" : "",
    localAddresses: Array.from({ length: propertyCount }, (_, k) => propertyOf(i, k)),
  };
  return {
    owner,
    rights: Array.from({ length: propertyCount }, (_, k) => rightsOf(i, k)),
    agent: agentOf(i),
  };
}

/** `count` owners; every fourth 본번 is shared by two or three owners (n-1 is the representative). */
export function generateOwners(count: number): ParsedOwner[] {
  const owners: ParsedOwner[] = [];
  for (let main = 1; owners.length < count; main++) {
    const sharers = main % 4 === 0 ? 2 + (main % 3 === 0 ? 1 : 0) : 1;
    for (let s = 1; s <= sharers && owners.length < count; s++) {
      owners.push(ownerOf(owners.length, main, sharers > 1 ? s : 0));
    }
  }
  return owners;
}

/** The owner as the register API returns it (OwnerSchema), for export tests. */
export function toOwnerDto({ owner, rights, agent }: ParsedOwner, seq: number): Owner {
  return {
    unionRegisterSeq: seq,
    unionRegisterNoMain: owner.unionRegisterNoMain ?? 0,
    unionRegisterNoSub: owner.unionRegisterNoSub ?? 0,
    name: owner.name,
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
    subPhones: owner.subPhones.map((phone, k) => ({ ...phone, phoneSeq: k + 1 })),
    realAddress: owner.realAddress,
    postAddress: owner.postAddress,
    etcAddress: owner.etcAddress,
    localAddresses: owner.localAddresses.map(({ registrationAddresses, ...local }, k) => ({
      ...local,
      localAddressSeq: k + 1,
      checkStatus: "N",
      registrationAddresses: registrationAddresses.map((registration, m) => ({
        ...registration,
        registrationAddressSeq: m + 1,
        registrationState: "현행",
        registrationTrace: { isChanged: false },
      })),
      landOwnership: rights[k]?.landOwnership ?? null,
      buildingOwnership: rights[k]?.buildingOwnership ?? null,
    })),
    modifiedAt: "2026-01-01T00:00:00.000Z",
    modifiedBy: "관리자",
    hasMultipleRight: false,
    generation: 1,
    agent: agent ? { unionRegisterAgentSeq: seq, name: agent.name, relationType: agent.relationType } : null,
    attribute: { attribute1: `활동 ${seq}` },
    hasRegistrationChange: false,
  };
}
