import type { OwnerInput } from "@johap/contracts";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { registerLocalAddresses, registrationAddresses } from "./register.table";

type LocalAddressInput = OwnerInput["localAddresses"][number];
type RegistrationAddressInput = LocalAddressInput["registrationAddresses"][number];
type LocalAddressFields = Omit<LocalAddressInput, "localAddressSeq" | "registrationAddresses">;

/** Adds an owner's located properties (in the order given) and their registration addresses. */
export async function insertLocalAddresses(
  db: Db,
  unionSeq: number,
  unionRegisterSeq: number,
  locals: LocalAddressInput[],
) {
  for (const [i, local] of locals.entries()) {
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
        landOwnership: null,
        buildingOwnership: null,
      })
      .returning({ seq: registerLocalAddresses.localAddressSeq });
    await insertRegistrationAddresses(db, unionSeq, row!.seq, local.registrationAddresses);
  }
}

/** The seqs of an owner's located properties. */
export async function localAddressSeqsOf(db: Db, unionRegisterSeq: number) {
  const rows = await db
    .select({ seq: registerLocalAddresses.localAddressSeq })
    .from(registerLocalAddresses)
    .where(eq(registerLocalAddresses.unionRegisterSeq, unionRegisterSeq));
  return rows.map((r) => r.seq);
}

/** Removes an owner's located properties other than `keptSeqs` (their registration addresses go with them). */
export async function deleteLocalAddressesExcept(db: Db, unionRegisterSeq: number, keptSeqs: number[]) {
  await db
    .delete(registerLocalAddresses)
    .where(
      and(
        eq(registerLocalAddresses.unionRegisterSeq, unionRegisterSeq),
        keptSeqs.length ? notInArray(registerLocalAddresses.localAddressSeq, keptSeqs) : undefined,
      ),
    );
}

export async function updateLocalAddress(
  db: Db,
  localAddressSeq: number,
  set: LocalAddressFields & { sortOrder: number },
) {
  await db.update(registerLocalAddresses).set(set).where(eq(registerLocalAddresses.localAddressSeq, localAddressSeq));
}

/** The registration addresses of a located property: seq and registration number. */
export function registrationNumbersOf(db: Db, localAddressSeq: number) {
  return db
    .select({ seq: registrationAddresses.registrationAddressSeq, registrationNo: registrationAddresses.registrationNo })
    .from(registrationAddresses)
    .where(eq(registrationAddresses.localAddressSeq, localAddressSeq));
}

export async function deleteRegistrationAddresses(db: Db, registrationAddressSeqs: number[]) {
  if (registrationAddressSeqs.length === 0) return;
  await db
    .delete(registrationAddresses)
    .where(inArray(registrationAddresses.registrationAddressSeq, registrationAddressSeqs));
}

export async function updateRegistrationAddress(
  db: Db,
  registrationAddressSeq: number,
  set: Partial<typeof registrationAddresses.$inferInsert>,
) {
  await db
    .update(registrationAddresses)
    .set(set)
    .where(eq(registrationAddresses.registrationAddressSeq, registrationAddressSeq));
}

export async function insertRegistrationAddresses(
  db: Db,
  unionSeq: number,
  localAddressSeq: number,
  regs: RegistrationAddressInput[],
) {
  if (regs.length === 0) return;
  await db.insert(registrationAddresses).values(
    regs.map((r) => ({
      localAddressSeq,
      unionSeq,
      registrationAddress: r.registrationAddress,
      registrationNo: r.registrationNo,
      registrationType: r.registrationType,
    })),
  );
}
