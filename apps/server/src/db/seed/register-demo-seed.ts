import { acquisitionPeriodOf, type BuildingOwnership, type LandOwnership } from "@johap/contracts";
import { eq } from "drizzle-orm";
import {
  registerAgents,
  registerFileStatus,
  registerLocalAddresses,
  registrationAddresses,
  unionRegisters,
} from "../../modules/register/register.table";
import type { Db } from "../client";
import { inTransaction } from "../transaction";
import {
  between,
  birth,
  companyName,
  companyNo,
  DISTRICT,
  HOME_AREAS,
  mobile,
  personName,
  pick,
  prng,
  publicName,
  type Rand,
} from "./korean-names";

type OwnerDraft = typeof unionRegisters.$inferInsert;

/** The holding period is computed as a saved right's is (the rights service and the Excel import). */
function land(r: Rand): LandOwnership {
  const total = between(r, 60, 400);
  const acquired = `${between(r, 1985, 2023)}-${String(between(r, 1, 12)).padStart(2, "0")}-${String(between(r, 1, 28)).padStart(2, "0")}`;
  return {
    landCategory: "08",
    utilization: null,
    acquiredAt: acquired,
    acquisitionPeriod: acquisitionPeriodOf(acquired),
    totalArea: total,
    incorporatedArea: total,
    ownedArea: total,
    portion: "1/1",
    hasSurfaceRight: false,
  };
}

function building(r: Rand): BuildingOwnership {
  const isPermitted = r() > 0.1;
  const total = between(r, 40, 200);
  return {
    isPermitted,
    unPermittedBuildingNo: isPermitted ? null : `무-${between(r, 1, 300)}`,
    buildingUsage: isPermitted ? "DETACHED_HOUSE" : null,
    buildingStructure: isPermitted ? "BRICK" : null,
    floor: isPermitted ? `${between(r, 1, 3)}층` : null,
    buildingName: null,
    acquiredAt: null,
    acquisitionPeriod: null,
    useApprovedAt: null,
    totalArea: total,
    ownedArea: total,
    portion: "1/1",
    associatedJibun: null,
  };
}

/**
 * About `target` realistic owners for a demo union, with a confirmed register: shared ownership
 * (n-m numbers with a representative), companies, public owners, agents, 1 to 3 located properties
 * with land and building rights. Runs once per union (skips when the register has a status).
 */
export async function seedDemoRegister(db: Db, unionSeq: number, target = 3000, seed = 20261125) {
  const [existing] = await db.select().from(registerFileStatus).where(eq(registerFileStatus.unionSeq, unionSeq));
  if (existing) return false;
  const r = prng(seed);
  const drafts: { owner: OwnerDraft; properties: number; agent: boolean }[] = [];
  let main = 0;
  while (drafts.length < target) {
    main += 1;
    const kind = r();
    const coOwners = kind < 0.12 ? between(r, 2, 3) : 1;
    for (let sub = coOwners > 1 ? 1 : 0; sub <= (coOwners > 1 ? coOwners : 0); sub++) {
      const ownerType = kind > 0.97 ? "PUBLIC" : kind > 0.92 ? "COMPANY" : "PERSON";
      const name = ownerType === "PUBLIC" ? publicName(r) : ownerType === "COMPANY" ? companyName(r) : personName(r);
      const home = pick(r, HOME_AREAS);
      const phone = ownerType === "PUBLIC" ? "" : mobile(r);
      const jibun = `${between(r, 1, 400)}-${between(r, 1, 60)}`;
      const position = r() < 0.01 ? "EXECUTIVE" : "MEMBER";
      drafts.push({
        owner: {
          unionSeq,
          unionRegisterNoMain: main,
          unionRegisterNoSub: coOwners > 1 ? sub : 0,
          name,
          nameClass: "",
          ownerType,
          shareType: coOwners > 1 ? "SHARE" : "SINGLE",
          isRepresentative: coOwners > 1 && sub === 1,
          position,
          positionDescription: position === "EXECUTIVE" ? "조합임원" : "조합원",
          gender: ownerType === "PERSON" ? (r() < 0.5 ? "M" : "F") : "NONE",
          birth: ownerType === "PERSON" ? birth(r) : "",
          companyNo: ownerType === "COMPANY" ? companyNo(r) : "",
          memo: "",
          hasVotingRight: true,
          hasSalesRight: r() < 0.85,
          salesCount: 1,
          mainPhone: { phoneNo: phone, isContactAllowed: r() > 0.05 },
          mainPhoneNo: phone,
          subPhones: r() < 0.15 ? [{ phoneSeq: 1, phoneNo: mobile(r), isContactAllowed: true, memo: "자녀" }] : [],
          realAddress: { ...home, jibun, address: `${home.city} ${home.gu} ${home.dong} ${jibun}`, detailAddress: "" },
          realAddressText: `${home.city} ${home.gu} ${home.dong} ${jibun}`,
          postAddress: {
            address: `${home.city} ${home.gu} ${home.dong} ${jibun}`,
            detailAddress: "",
            zipNo: String(between(r, 1000, 9999)).padStart(5, "0"),
          },
          etcAddress: "",
          modifiedBy: "데모 데이터",
        },
        properties: r() < 0.75 ? 1 : r() < 0.8 ? 2 : 3,
        agent: ownerType === "PERSON" && r() < 0.05,
      });
      if (drafts.length >= target) break;
    }
  }
  await inTransaction(db, async (tx) => {
    for (let i = 0; i < drafts.length; i += 500) {
      const batch = drafts.slice(i, i + 500);
      const rows = await tx
        .insert(unionRegisters)
        .values(batch.map((d) => d.owner))
        .returning({ seq: unionRegisters.unionRegisterSeq });
      const locals: (typeof registerLocalAddresses.$inferInsert)[] = [];
      const agents: (typeof registerAgents.$inferInsert)[] = [];
      batch.forEach((d, j) => {
        const seq = rows[j]!.seq;
        for (let p = 0; p < d.properties; p++) {
          const dong = pick(r, DISTRICT.dongs);
          const type = r() < 0.6 ? "LAND_BUILDING" : r() < 0.5 ? "LAND" : "AGGREGATE_BUILDING";
          locals.push({
            unionRegisterSeq: seq,
            unionSeq,
            sortOrder: p,
            city: DISTRICT.city,
            gu: DISTRICT.gu,
            dong,
            jibun: `${between(r, 1, 420)}-${between(r, 1, 80)}`,
            building: type === "AGGREGATE_BUILDING" ? `${dong} 빌라` : "",
            apartmentDong: type === "AGGREGATE_BUILDING" ? `${between(r, 1, 3)}동` : "",
            apartmentFloor: type === "AGGREGATE_BUILDING" ? `${between(r, 1, 5)}층` : "",
            apartmentHosu: type === "AGGREGATE_BUILDING" ? `${between(r, 1, 5)}0${between(r, 1, 4)}호` : "",
            checkStatus: "Y",
            registrationType: type,
            landOwnership: type === "AGGREGATE_BUILDING" ? null : land(r),
            buildingOwnership: type === "LAND" ? null : building(r),
          });
        }
        if (d.agent) {
          agents.push({
            unionSeq,
            unionRegisterSeq: seq,
            relationType: pick(r, ["SPOUSE", "CHILD", "SIBLING"] as const),
            name: personName(r),
            birth: birth(r),
            gender: r() < 0.5 ? "M" : "F",
            phoneNo: mobile(r),
          });
        }
      });
      const localRows = await tx
        .insert(registerLocalAddresses)
        .values(locals)
        .returning({ seq: registerLocalAddresses.localAddressSeq });
      await tx.insert(registrationAddresses).values(
        locals.map((l, k) => ({
          localAddressSeq: localRows[k]!.seq,
          unionSeq,
          registrationAddress: `${l.city} ${l.gu} ${l.dong} ${l.jibun}${l.building ? ` ${l.building} ${l.apartmentDong} ${l.apartmentHosu}` : ""}`,
          registrationNo: `1146-${between(r, 1990, 2024)}-${String(between(r, 1, 99999)).padStart(6, "0")}`,
          registrationType: l.registrationType ?? "LAND",
        })),
      );
      if (agents.length) await tx.insert(registerAgents).values(agents);
    }
    await tx.insert(registerFileStatus).values({
      unionSeq,
      status: "CONFIRM",
      fileName: "조합원_명부_데모.xlsx",
      requestedAt: new Date(),
      confirmedAt: new Date(),
    });
  });
  return true;
}
