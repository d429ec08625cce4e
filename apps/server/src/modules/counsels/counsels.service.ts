import {
  type CounselRegistersQuery,
  type CreateCounselInput,
  ERROR_CODES,
  type ListCounselsQuery,
  COUNSEL_MESSAGES as M,
  type ModifyCounselInput,
  seoulInstantOf,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import type { Actor } from "../../platform/access";
import { badRequest, forbidden, notFound } from "../../platform/errors";
import { toCounsel, toPickerRows } from "./counsels.mapper";
import {
  type CounselValues,
  deleteCounsel,
  findCounselOwnership,
  findCounselRow,
  insertCounsel,
  isShownOwner,
  listCounselRows,
  listPickerRows,
  listRegisterCounselRows,
  updateCounsel,
} from "./counsels.repository";

type Ctx = { db: Db; unionSeq: number };

/** The stored values of a validated form: counselAt (Seoul local) as its instant. */
function valuesOf(input: CreateCounselInput | ModifyCounselInput): CounselValues {
  const counselAt = seoulInstantOf(input.counselAt);
  if (!counselAt) throw badRequest(M.counselAtInvalid);
  return {
    method: input.method,
    counselAt,
    topics: input.topics,
    memo: input.memo,
    tendency: input.tendency,
    votingWrittenType: input.votingWrittenType,
    meetAttendType: input.meetAttendType,
    serviceType: input.serviceType,
  };
}

/** A body naming another union than the path's is refused as that union's register would be. */
function assertPathUnion(unionSeq: number, bodyUnionSeq: number | undefined) {
  if (bodyUnionSeq !== undefined && bodyUnionSeq !== unionSeq) throw notFound(M.registerNotFound);
}

async function readCounsel(db: Db, unionSeq: number, counselSeq: number) {
  const row = await findCounselRow(db, unionSeq, counselSeq);
  if (!row) throw notFound(M.counselNotFound);
  return toCounsel(row);
}

/** 상담 내역 (spec 02 §2.6, §7): the union's records by register number, name and period, newest first. */
export async function listCounsels({ db, unionSeq, query }: Ctx & { query: ListCounselsQuery }) {
  const { rows, total } = await listCounselRows(db, unionSeq, query);
  return { items: rows.map(toCounsel), total };
}

export const getCounsel = ({ db, unionSeq, counselSeq }: Ctx & { counselSeq: number }) =>
  readCounsel(db, unionSeq, counselSeq);

/** Registers a record by the signed-in member about an owner the union's register shows. */
export async function createCounsel({ db, unionSeq, actor, input }: Ctx & { actor: Actor; input: CreateCounselInput }) {
  assertPathUnion(unionSeq, input.unionSeq);
  if (!(await isShownOwner(db, unionSeq, input.unionRegisterSeq))) throw notFound(M.registerNotFound);
  const counselSeq = await insertCounsel(db, {
    ...valuesOf(input),
    unionSeq,
    unionRegisterSeq: input.unionRegisterSeq,
    counselorMemberSeq: actor.memberSeq,
  });
  return readCounsel(db, unionSeq, counselSeq);
}

/** Another union's record is not found; someone else's is refused (spec 02 §4, §6: only its counsellor). */
async function assertCounselor(db: Db, unionSeq: number, counselSeq: number, actor: Actor) {
  const record = await findCounselOwnership(db, unionSeq, counselSeq);
  if (!record) throw notFound(M.counselNotFound);
  if (record.counselorMemberSeq !== actor.memberSeq) throw forbidden(ERROR_CODES.PERMISSION_DENIED, M.notCounselor);
}

export async function modifyCounsel({
  db,
  unionSeq,
  counselSeq,
  actor,
  input,
}: Ctx & { counselSeq: number; actor: Actor; input: ModifyCounselInput }) {
  assertPathUnion(unionSeq, input.unionSeq);
  await assertCounselor(db, unionSeq, counselSeq, actor);
  // The update repeats the counsellor condition: a record cannot change hands between the check and the write.
  if ((await updateCounsel(db, unionSeq, counselSeq, actor.memberSeq, valuesOf(input))) === 0) {
    throw notFound(M.counselNotFound);
  }
  return readCounsel(db, unionSeq, counselSeq);
}

export async function removeCounsel({ db, unionSeq, counselSeq, actor }: Ctx & { counselSeq: number; actor: Actor }) {
  await assertCounselor(db, unionSeq, counselSeq, actor);
  if ((await deleteCounsel(db, unionSeq, counselSeq, actor.memberSeq)) === 0) throw notFound(M.counselNotFound);
  return { counselSeq };
}

/** 이전 상담 이력: an owner's earlier records, newest first; another union's owner is not found. */
export async function listRegisterCounsels({
  db,
  unionSeq,
  unionRegisterSeq,
  query,
}: Ctx & { unionRegisterSeq: number; query: { page: number; pageSize: number } }) {
  if (!(await isShownOwner(db, unionSeq, unionRegisterSeq))) throw notFound(M.registerNotFound);
  const { rows, total } = await listRegisterCounselRows(db, unionSeq, unionRegisterSeq, query);
  return { items: rows.map(toCounsel), total };
}

/** The registration picker: the union's owners by register number and name, with their counsel counts. */
export async function listCounselRegisters({ db, unionSeq, query }: Ctx & { query: CounselRegistersQuery }) {
  const { rows, locals, total } = await listPickerRows(db, unionSeq, query);
  return { items: toPickerRows({ rows, locals }), total };
}

/** One owner of the picker (the form's header and the member detail dialog); another union's is not found. */
export async function getCounselRegister({ db, unionSeq, unionRegisterSeq }: Ctx & { unionRegisterSeq: number }) {
  const { rows, locals } = await listPickerRows(db, unionSeq, { unionRegisterSeq, page: 0, pageSize: 1 });
  const [row] = toPickerRows({ rows, locals });
  if (!row) throw notFound(M.registerNotFound);
  return row;
}
