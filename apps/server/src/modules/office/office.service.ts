import { OFFICE_MESSAGES as M, type OfficeInput, type OfficeManagerInput } from "@johap/contracts";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../platform/errors";
import { toOffice, toOfficeManager } from "./office.mapper";
import {
  deleteOfficeManager,
  findOffice,
  insertOffice,
  insertOfficeManager,
  listOfficeManagers,
  updateOffice,
} from "./office.repository";

type Ctx = { db: Db; unionSeq: number };

/** The union's office, or null when none is registered yet (the page shows its empty text). */
export async function getOffice({ db, unionSeq }: Ctx) {
  const row = await findOffice(db, unionSeq);
  return row ? toOffice(row) : null;
}

/** Registers the union's office; a union has at most one (409 when it exists). */
export async function createOffice({ db, unionSeq, input }: Ctx & { input: OfficeInput }) {
  const row = await insertOffice(db, unionSeq, input);
  if (!row) throw conflict(M.officeExists);
  return toOffice(row);
}

/** Replaces the union's office fields (404 when none is registered). */
export async function modifyOffice({ db, unionSeq, input }: Ctx & { input: OfficeInput }) {
  const row = await updateOffice(db, unionSeq, input);
  if (!row) throw notFound(M.officeNotFound);
  return toOffice(row);
}

export async function getOfficeManagers({ db, unionSeq, page, pageSize }: Ctx & { page: number; pageSize: number }) {
  const { rows, total } = await listOfficeManagers(db, unionSeq, { page, pageSize });
  return { managers: rows.map(toOfficeManager), total };
}

export async function createOfficeManager({ db, unionSeq, input }: Ctx & { input: OfficeManagerInput }) {
  return toOfficeManager(await insertOfficeManager(db, unionSeq, input));
}

/** Deletes one office manager; a seq of another union is not found (nothing changes). */
export async function removeOfficeManager({ db, unionSeq, unionManagerSeq }: Ctx & { unionManagerSeq: number }) {
  const row = await deleteOfficeManager(db, unionSeq, unionManagerSeq);
  if (!row) throw notFound(M.managerNotFound);
  return { unionManagerSeq: row.unionManagerSeq };
}
