import {
  acquisitionPeriodOf,
  type BuildingOwnership,
  type LandOwnership,
  type LocalAddressRightsBody,
  UNPERMITTED_BUILDING_FIELDS,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { badRequest, notFound } from "../../platform/errors";
import { toLocalAddressRights } from "./register.mapper";
import { findOwnerRow, writeAudit } from "./register.repository";
import { listLocalAddressRows, ownedLocalAddressSeqs, setLocalAddressRights } from "./register-rights.repository";

const blankToNull = (v: string | null) => (v?.trim() ? v : null);

function normalizeLand(land: LandOwnership | null): LandOwnership | null {
  if (!land) return null;
  return {
    ...land,
    landCategory: blankToNull(land.landCategory),
    utilization: blankToNull(land.utilization),
    acquisitionPeriod: acquisitionPeriodOf(land.acquiredAt),
  };
}

/** A permitted building has no unpermitted number; an unpermitted one none of UNPERMITTED_BUILDING_FIELDS. */
function normalizeBuilding(building: BuildingOwnership | null): BuildingOwnership | null {
  if (!building) return null;
  const base = {
    ...building,
    buildingUsage: blankToNull(building.buildingUsage),
    buildingStructure: blankToNull(building.buildingStructure),
    acquisitionPeriod: acquisitionPeriodOf(building.acquiredAt),
  };
  return building.isPermitted
    ? { ...base, unPermittedBuildingNo: null }
    : { ...base, ...Object.fromEntries(UNPERMITTED_BUILDING_FIELDS.map((field) => [field, null])) };
}

export async function getRights(opts: { db: Db; unionSeq: number; unionRegisterSeq: number }) {
  if (!(await findOwnerRow(opts.db, opts.unionSeq, opts.unionRegisterSeq)))
    throw notFound("소유자를 찾을 수 없습니다.");
  return (await listLocalAddressRows(opts.db, opts.unionRegisterSeq)).map(toLocalAddressRights);
}

export async function saveRights(opts: {
  db: Db;
  actor: Actor;
  unionSeq: number;
  unionRegisterSeq: number;
  rights: LocalAddressRightsBody;
}) {
  await inTransaction(opts.db, async (tx) => {
    if (!(await findOwnerRow(tx, opts.unionSeq, opts.unionRegisterSeq))) throw notFound("소유자를 찾을 수 없습니다.");
    const seqs = opts.rights.map((r) => r.localAddressSeq);
    const owned = await ownedLocalAddressSeqs(tx, opts.unionRegisterSeq, seqs);
    if (owned.length !== new Set(seqs).size) throw badRequest("소재지 정보를 확인해 주세요.");
    for (const right of opts.rights) {
      await setLocalAddressRights(tx, right.localAddressSeq, {
        landOwnership: normalizeLand(right.landOwnership),
        buildingOwnership: normalizeBuilding(right.buildingOwnership),
      });
    }
    await writeAudit(tx, {
      unionSeq: opts.unionSeq,
      unionRegisterSeq: opts.unionRegisterSeq,
      type: "RIGHTS_SAVED",
      actorMemberSeq: opts.actor.memberSeq,
      detail: { localAddressSeqs: seqs },
    });
  });
  return getRights(opts);
}
