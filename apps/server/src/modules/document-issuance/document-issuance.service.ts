import { randomUUID } from "node:crypto";
import {
  type CreateDocumentIssuanceInput,
  costPreviewOf,
  DOCUMENT_NAMES,
  type DocumentCode,
  type DocumentIssuance,
  type DocumentIssuanceCost,
  type DocumentIssuanceCostInput,
  type DocumentIssuanceCreated,
  type DocumentIssuanceDetail,
  type DocumentIssuanceRegister,
  type DocumentIssuanceRegistersQuery,
  documentFileName,
  documentsFor,
  ERROR_CODES,
  type IssuedDocument,
  isOnePerSide,
  DOCUMENT_ISSUANCE_MESSAGES as M,
  MAX_DOCUMENT_ISSUANCE_DOCUMENTS,
  unitCostOf,
} from "@johap/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { AppError, badRequest, notFound } from "../../platform/errors";
import { seoulTimeCell, sheetBytes } from "../../platform/excel-sheet";
import type { FileStore } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { debitUsage } from "../../platform/ledger";
import { members } from "../account/account.table";
import { findFile } from "../files/files.repository";
import { checkMaintenance } from "../maintenance/maintenance.service";
import { zipFiles } from "../meetings/meet-certificates.zip";
import {
  allDocumentRows,
  type ChosenRegistration,
  chosenRegistrations,
  type DocumentFilter,
  findDocumentRow,
  findIssuance,
  groupCounts,
  type IssuanceRow,
  type IssuedDocumentRow,
  insertIssuance,
  insertIssuedDocuments,
  listDocumentRows,
  listIssuanceRows,
  listPickerOwners,
} from "./document-issuance.repository";

export const DOCUMENT_ISSUANCE_SERVICE_TYPE = "DOCUMENT_ISSUANCE";
export const DOCUMENT_ISSUANCE_JOB = "document-issuance.advance";
export const issuanceReference = (seq: number) => `document-issuance:${seq}`;

const registerNo = (main: number, sub: number) => (sub ? `${main}-${sub}` : String(main));
const localAddressOf = (l: { city: string; gu: string; dong: string; jibun: string; building: string }) =>
  [l.city, l.gu, l.dong, l.jibun, l.building].filter(Boolean).join(" ");

/** The picker: owners with their located properties and the registrations of each (registration-type boxes). */
export async function listIssuanceRegisters(opts: {
  db: Db;
  unionSeq: number;
  query: DocumentIssuanceRegistersQuery;
}): Promise<{ items: DocumentIssuanceRegister[]; total: number }> {
  const { owners, locals, registrations, total } = await listPickerOwners(opts.db, opts.unionSeq, opts.query);
  const items = owners.map((owner) => ({
    unionRegisterSeq: owner.unionRegisterSeq,
    unionRegisterNo: registerNo(owner.unionRegisterNoMain, owner.unionRegisterNoSub),
    name: { name: owner.name, nameClass: owner.nameClass },
    birth: owner.birth,
    mainPhone: { phoneNo: owner.mainPhone.phoneNo },
    localAddresses: locals
      .filter((l) => l.unionRegisterSeq === owner.unionRegisterSeq)
      .map((l) => ({
        localAddressSeq: l.localAddressSeq,
        city: l.city,
        gu: l.gu,
        dong: l.dong,
        jibun: l.jibun,
        building: l.building,
        apartmentDong: l.apartmentDong,
        apartmentFloor: l.apartmentFloor,
        apartmentHosu: l.apartmentHosu,
        address: localAddressOf(l),
        registrationAddresses: registrations
          .filter((r) => r.localAddressSeq === l.localAddressSeq)
          .map((r) => ({
            registrationAddressSeq: r.registrationAddressSeq,
            registrationAddress: r.registrationAddress,
            registrationNo: r.registrationNo,
            registrationType: r.registrationType,
            registrationState: r.registrationState,
          })),
      })),
  }));
  return { items, total };
}

type Planned = {
  chosen: ChosenRegistration[];
  documents: {
    address: ChosenRegistration & { registrationAddressSeq: number; registrationType: string };
    documentCode: DocumentCode;
  }[];
  cost: DocumentIssuanceCost;
};

/**
 * What an order makes: the chosen registrations must be the union's, of the shown owners they were chosen
 * under, at most one land and one building per located property (spec 04 §5); every requested code that
 * applies to each registration's type is a document, priced per code (count × unit cost).
 */
async function plan(db: Db, unionSeq: number, input: DocumentIssuanceCostInput): Promise<Planned> {
  const ownerOf = new Map<number, number>();
  for (const owner of input.unionRegisters) {
    for (const seq of owner.registrationAddressSeqs) {
      if (ownerOf.has(seq) && ownerOf.get(seq) !== owner.unionRegisterSeq) throw badRequest(M.unknownAddress);
      ownerOf.set(seq, owner.unionRegisterSeq);
    }
  }
  const chosen = await chosenRegistrations(
    db,
    unionSeq,
    [...new Set(input.unionRegisters.map((o) => o.unionRegisterSeq))],
    [...ownerOf.keys()],
  );
  if (
    chosen.length !== ownerOf.size ||
    chosen.some((c) => ownerOf.get(c.registration.registrationAddressSeq) !== c.owner.unionRegisterSeq)
  ) {
    throw badRequest(M.unknownAddress);
  }
  const typesByLocal = new Map<number, string[]>();
  for (const c of chosen) {
    const types = typesByLocal.get(c.local.localAddressSeq) ?? [];
    types.push(c.registration.registrationType);
    typesByLocal.set(c.local.localAddressSeq, types);
  }
  if ([...typesByLocal.values()].some((types) => !isOnePerSide(types))) throw badRequest(M.onePerSide);
  const ordered = [...chosen].sort(
    (a, b) =>
      a.owner.unionRegisterNoMain - b.owner.unionRegisterNoMain ||
      a.owner.unionRegisterNoSub - b.owner.unionRegisterNoSub ||
      a.registration.registrationAddressSeq - b.registration.registrationAddressSeq,
  );
  const documents = documentsFor(
    ordered.map((c) => ({
      ...c,
      registrationAddressSeq: c.registration.registrationAddressSeq,
      registrationType: c.registration.registrationType,
    })),
    input.requestDocumentCodes,
  );
  if (documents.length === 0) throw badRequest(M.nothingToIssue);
  if (documents.length > MAX_DOCUMENT_ISSUANCE_DOCUMENTS) throw badRequest(M.documentsMax);
  const addressCount = new Set(documents.map((d) => d.address.registrationAddressSeq)).size;
  return { chosen, documents, cost: costPreviewOf(documents, input.issuanceType, addressCount) };
}

/** The registry must be open before an order is taken (spec 04 §1: DATA_ORDER). */
async function assertRegistryOpen(db: Db) {
  const status = await checkMaintenance({ db, type: "DATA_ORDER" });
  if (status.isUnderMaintenance) {
    throw new AppError(502, ERROR_CODES.EXTERNAL_MAINTENANCE, M.registryMaintenance);
  }
}

export async function quoteIssuance(opts: { db: Db; unionSeq: number; input: DocumentIssuanceCostInput }) {
  return (await plan(opts.db, opts.unionSeq, opts.input)).cost;
}

/**
 * POST: the order and its documents (W), charged in full through the ledger in the same transaction (once per
 * Idempotency-Key); the job orders each document from the registry and collects it; failed ones are refunded
 * when the order completes (spec 04 §4, §9: failed issuance is not charged).
 */
export async function createIssuance(opts: {
  db: Db;
  jobs: Jobs;
  memberSeq: number;
  unionSeq: number;
  input: CreateDocumentIssuanceInput;
  idempotencyKey: string | null;
  onCommit?: (tx: Db, result: DocumentIssuanceCreated) => Promise<void>;
}): Promise<DocumentIssuanceCreated> {
  const { db, unionSeq, input } = opts;
  await assertRegistryOpen(db);
  const planned = await plan(db, unionSeq, input);
  if (input.totalRequestCount !== planned.cost.totalRequestCount || input.addressCount !== planned.cost.addressCount) {
    throw badRequest(M.countChanged);
  }
  const {
    agreed: _agreed,
    unionRegisters: _owners,
    requestDocumentCodes,
    totalRequestCount: _t,
    addressCount: _a,
    ...options
  } = input;
  const result = await inTransaction(db, async (tx) => {
    const issuance = await insertIssuance(tx, {
      unionSeq,
      requestedBy: opts.memberSeq,
      requestDocumentCodes: planned.cost.items.map((i) => i.documentCode),
      options,
      totalRequestCount: planned.cost.totalRequestCount,
      addressCount: planned.cost.addressCount,
      totalCost: planned.cost.totalCost,
      requestStatus: "REQUEST",
      idempotencyKey: opts.idempotencyKey ?? randomUUID(),
    });
    await insertIssuedDocuments(
      tx,
      planned.documents.map(({ address, documentCode }) => ({
        documentIssuanceSeq: issuance.documentIssuanceSeq,
        unionSeq,
        unionRegisterSeq: address.owner.unionRegisterSeq,
        registrationAddressSeq: address.registration.registrationAddressSeq,
        unionRegisterNo: registerNo(address.owner.unionRegisterNoMain, address.owner.unionRegisterNoSub),
        name: address.owner.name,
        registrationAddress: address.registration.registrationAddress,
        registrationNo: address.registration.registrationNo,
        registrationType: address.registration.registrationType,
        documentCode,
        unitCost: unitCostOf(documentCode, options.issuanceType),
      })),
    );
    await debitUsage(tx, {
      unionSeq,
      amount: planned.cost.totalCost,
      serviceType: DOCUMENT_ISSUANCE_SERVICE_TYPE,
      description: `자료 발급 (${requestDocumentCodes.length}종 ${planned.cost.totalRequestCount}건)`,
      reference: issuanceReference(issuance.documentIssuanceSeq),
      idempotencyKey: `document-issuance-usage:${issuance.documentIssuanceSeq}`,
    });
    const created: DocumentIssuanceCreated = {
      documentIssuanceSeq: issuance.documentIssuanceSeq,
      requestStatus: "REQUEST",
      totalRequestCount: issuance.totalRequestCount,
      addressCount: issuance.addressCount,
      totalCost: issuance.totalCost,
    };
    await opts.onCommit?.(tx, created);
    return created;
  });
  await opts.jobs.send(DOCUMENT_ISSUANCE_JOB, { documentIssuanceSeq: result.documentIssuanceSeq });
  return result;
}

const toIssuance = (row: IssuanceRow, requestedBy: string | null): DocumentIssuance => ({
  documentIssuanceSeq: row.documentIssuanceSeq,
  issuedDocumentCodes: row.requestDocumentCodes as DocumentCode[],
  totalRequestCount: row.totalRequestCount,
  addressCount: row.addressCount,
  issuedCount: row.issuedCount,
  failCount: row.failCount,
  requestedAt: row.requestedAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
  requestStatus: row.requestStatus as DocumentIssuance["requestStatus"],
  requestedBy: requestedBy ?? "",
  totalCost: row.totalCost,
  refundedCost: row.refundedCost,
});

export async function listIssuances(opts: { db: Db; unionSeq: number; query: Parameters<typeof listIssuanceRows>[2] }) {
  const { rows, total } = await listIssuanceRows(opts.db, opts.unionSeq, opts.query);
  return { items: rows.map((r) => toIssuance(r.issuance, r.requestedByName)), total };
}

async function issuanceOf(db: Db, unionSeq: number, seq: number) {
  const row = await findIssuance(db, unionSeq, seq);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** GET /{id}: the record, its conditions and the counts per document code; running orders count live. */
export async function getIssuance(opts: { db: Db; unionSeq: number; id: number }): Promise<DocumentIssuanceDetail> {
  const row = await issuanceOf(opts.db, opts.unionSeq, opts.id);
  const [member] = row.requestedBy
    ? await opts.db.select({ name: members.name }).from(members).where(eq(members.memberSeq, row.requestedBy))
    : [];
  const counts = await groupCounts(opts.db, row.documentIssuanceSeq);
  const groups = (row.requestDocumentCodes as DocumentCode[]).map((code) => {
    const c = counts.find((g) => g.documentCode === code);
    return {
      documentCode: code,
      documentName: DOCUMENT_NAMES[code],
      requestCount: c?.requestCount ?? 0,
      issuedCount: c?.issuedCount ?? 0,
      failCount: c?.failCount ?? 0,
    };
  });
  const base = toIssuance(row, member?.name ?? null);
  return {
    ...base,
    issuedCount: groups.reduce((s, g) => s + g.issuedCount, 0),
    failCount: groups.reduce((s, g) => s + g.failCount, 0),
    options: row.options,
    groups,
  };
}

export const documentFileUrl = (unionSeq: number, seq: number, documentSeq: number) =>
  `/v1/unions/${unionSeq}/document-issuances/${seq}/documents/${documentSeq}/file`;

const toIssuedDocument = (unionSeq: number, row: IssuedDocumentRow): IssuedDocument => ({
  documentSeq: row.documentSeq,
  unionRegisterSeq: row.unionRegisterSeq,
  unionRegisterNo: row.unionRegisterNo,
  name: row.name,
  registrationAddress: row.registrationAddress,
  registrationNo: row.registrationNo,
  registrationType: row.registrationType,
  documentCode: row.documentCode as DocumentCode,
  documentName: DOCUMENT_NAMES[row.documentCode as DocumentCode],
  issuanceStatus: row.issuanceStatus as IssuedDocument["issuanceStatus"],
  failReason: row.failReason,
  unitCost: row.unitCost,
  completedAt: row.completedAt?.toISOString() ?? null,
  fileUrl:
    row.issuanceStatus === "C" && row.fileSeq
      ? documentFileUrl(unionSeq, row.documentIssuanceSeq, row.documentSeq)
      : null,
});

export async function listIssuedDocuments(opts: {
  db: Db;
  unionSeq: number;
  id: number;
  query: DocumentFilter & { page: number; pageSize: number };
}) {
  const row = await issuanceOf(opts.db, opts.unionSeq, opts.id);
  const { rows, total } = await listDocumentRows(opts.db, row.documentIssuanceSeq, opts.query);
  return { items: rows.map((r) => toIssuedDocument(opts.unionSeq, r)), total };
}

const stamp = (at: Date) => {
  const s = new Date(at.getTime() + 9 * 3_600_000).toISOString();
  return `${s.slice(0, 10).replaceAll("-", "")}${s.slice(11, 19).replaceAll(":", "")}`;
};

/** The zip of the issued PDFs of an order (one group by document code, or all), 자료발급_{id}_{group}_{time}.zip. */
export async function downloadIssuedDocuments(opts: {
  db: Db;
  store: FileStore;
  unionSeq: number;
  id: number;
  filter: DocumentFilter;
}) {
  const row = await issuanceOf(opts.db, opts.unionSeq, opts.id);
  const docs = await allDocumentRows(opts.db, row.documentIssuanceSeq, { ...opts.filter, issuanceStatus: "C" });
  const entries: { name: string; data: Buffer }[] = [];
  for (const doc of docs) {
    if (!doc.fileSeq) continue;
    const file = await findFile(opts.db, doc.fileSeq);
    if (!file) continue;
    entries.push({
      name: documentFileName({ ...doc, documentCode: doc.documentCode as DocumentCode }),
      data: await opts.store.get(file.storageKey),
    });
  }
  if (entries.length === 0) throw notFound(M.nothingToDownload);
  const group = opts.filter.documentCode ? DOCUMENT_NAMES[opts.filter.documentCode as DocumentCode] : "전체";
  return {
    fileName: `자료발급_${row.documentIssuanceSeq}_${group}_${stamp(new Date())}.zip`,
    bytes: zipFiles(entries),
  };
}

/** One issued PDF. */
export async function readIssuedDocument(opts: {
  db: Db;
  store: FileStore;
  unionSeq: number;
  id: number;
  documentSeq: number;
}) {
  const row = await issuanceOf(opts.db, opts.unionSeq, opts.id);
  const doc = await findDocumentRow(opts.db, row.documentIssuanceSeq, opts.documentSeq);
  if (doc?.issuanceStatus !== "C" || !doc.fileSeq) throw notFound(M.nothingToDownload);
  const file = await findFile(opts.db, doc.fileSeq);
  if (!file) throw notFound(M.nothingToDownload);
  return {
    fileName: documentFileName({ ...doc, documentCode: doc.documentCode as DocumentCode }),
    bytes: await opts.store.get(file.storageKey),
  };
}

const STATUS_NAMES: Record<string, string> = { W: "발급 대기", C: "발급 완료", F: "발급 실패" };
const EXCEL_COLUMNS = [
  { header: "자료", width: 24 },
  { header: "일련번호", width: 10 },
  { header: "이름", width: 12 },
  { header: "부동산 구분", width: 10 },
  { header: "주소", width: 44 },
  { header: "등기번호", width: 18 },
  { header: "상태", width: 10 },
  { header: "실패 사유", width: 40 },
  { header: "단가", width: 8 },
  { header: "발급일시", width: 18 },
] as const;
const REGISTRATION_TYPE_NAMES: Record<string, string> = {
  LAND: "토지",
  BUILDING: "건물",
  LAND_BUILDING: "토지+건물",
  AGGREGATE_BUILDING: "집합건물",
};

/** The record's documents as a workbook (the detail's export): 자료발급_{id}.xlsx, sheet 자료 발급 내역, grid order. */
export async function exportIssuedDocuments(opts: { db: Db; unionSeq: number; id: number; filter: DocumentFilter }) {
  const row = await issuanceOf(opts.db, opts.unionSeq, opts.id);
  const docs = await allDocumentRows(opts.db, row.documentIssuanceSeq, opts.filter);
  const bytes = await sheetBytes("자료 발급 내역", EXCEL_COLUMNS, (sheet) => {
    for (const doc of docs) {
      sheet.add([
        DOCUMENT_NAMES[doc.documentCode as DocumentCode],
        doc.unionRegisterNo,
        doc.name,
        REGISTRATION_TYPE_NAMES[doc.registrationType] ?? doc.registrationType,
        doc.registrationAddress,
        doc.registrationNo,
        STATUS_NAMES[doc.issuanceStatus] ?? doc.issuanceStatus,
        doc.failReason ?? "",
        doc.unitCost,
        seoulTimeCell(doc.completedAt),
      ]);
    }
  });
  return { fileName: `자료발급_${row.documentIssuanceSeq}.xlsx`, bytes };
}
