import type { BuildingOwnership, LandOwnership } from "@johap/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { registerLocalAddresses } from "./register.table";

/** An owner's located properties in their order on the owner form. */
export function listLocalAddressRows(db: Db, unionRegisterSeq: number) {
  return db
    .select()
    .from(registerLocalAddresses)
    .where(eq(registerLocalAddresses.unionRegisterSeq, unionRegisterSeq))
    .orderBy(asc(registerLocalAddresses.sortOrder));
}

/** Which of the given located properties belong to the owner. */
export async function ownedLocalAddressSeqs(db: Db, unionRegisterSeq: number, localAddressSeqs: number[]) {
  const rows = await db
    .select({ seq: registerLocalAddresses.localAddressSeq })
    .from(registerLocalAddresses)
    .where(
      and(
        eq(registerLocalAddresses.unionRegisterSeq, unionRegisterSeq),
        inArray(registerLocalAddresses.localAddressSeq, localAddressSeqs.length ? localAddressSeqs : [0]),
      ),
    );
  return rows.map((r) => r.seq);
}

export async function setLocalAddressRights(
  db: Db,
  localAddressSeq: number,
  rights: { landOwnership: LandOwnership | null; buildingOwnership: BuildingOwnership | null },
) {
  await db
    .update(registerLocalAddresses)
    .set(rights)
    .where(eq(registerLocalAddresses.localAddressSeq, localAddressSeq));
}
