import { randomUUID } from "node:crypto";
import {
  MEET_CERTIFICATE_MESSAGES as C,
  CERTIFICATE_TYPE_LABELS,
  CERTIFICATE_UNIT_COST,
  type CertificateCost,
  type CertificateCounts,
  type CertificateMeet,
  type CertificateParticipant,
  type CertificateRequestBody,
  type CertificateRequestResult,
  type CertificateSummary,
  type CertificateType,
  certificateTypesOf,
  certificateZipName,
  type ListCertificateMeetsParams,
  type ListCertificateParticipantsParams,
  STORAGE_EXTENSION_COST,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { badRequest } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { debitUsage } from "../../platform/ledger";
import { pageWindow } from "../../platform/sql";
import { findFiles } from "../files/files.repository";
import {
  type CertificateVoter,
  certificateCounts,
  certificateVotersBySeqs,
  completedByFiles,
  insertRequested,
  listCertificateVoters,
  markDownloaded,
} from "./meet-certificates.repository";
import { zipFiles } from "./meet-certificates.zip";
import { seoulMinute } from "./meet-joint-book.service";
import { type Meet, meetOf } from "./meet-lookup";
import { listMeetRows, type MeetListRow, meetCountsOf } from "./meets.repository";

export const CERTIFICATE_JOB = "meetings.certificates";
export const CERTIFICATE_SERVICE_TYPE = "CERTIFICATE";

type MeetCall = { db: Db; unionSeq: number; meetSeq: number };
/** A request of any type: the console's electronic types (CertificateRequestBody) or the online record. */
type CertificateRequestOf = { certificateType: CertificateType; meetParticipantSeqs: number[] };
type Charge = {
  idempotencyKey: string | null;
  onCommit?: (tx: Db, result: CertificateRequestResult) => Promise<void>;
};

export const resultFilePath = (fileSeq: number) => `/v1/files?fileSeq=${fileSeq}`;

function certificateMeetOf(row: Meet & { realParticipantCount?: number }, no = 0): CertificateMeet {
  return {
    no,
    meetSeq: row.meetSeq,
    name: row.name,
    meetMethod: row.meetMethod,
    meetType: row.meetType,
    openType: row.openType,
    meetStatus: row.meetStatus,
    meetAt: row.meetAt.toISOString(),
    isMock: row.isMock,
    participantCount: (row.realParticipantCount ?? 0) + row.virtualParticipantCount,
    completedAt: row.completedAt?.toISOString() ?? null,
    documentStorageEndAt: row.documentStorageEndAt?.toISOString() ?? null,
    documentStorageStatus: row.documentStorageStatus,
    documentStorageExtensionStatus: row.documentStorageExtensionStatus,
    voteResultCertificateFilePath: row.voteResultCertificateFilePath,
  };
}

/**
 * GET /v1/certificate-meets (증명서 발급, spec 03 §2.8): the union's ended meetings (COMPLETE: certificates tell
 * what happened in a closed vote), by name and method, newest first, 10 a page; `isPaged` false for the Excel.
 */
export async function listCertificateMeets(opts: {
  db: Db;
  unionSeq: number;
  query: Omit<ListCertificateMeetsParams, "page" | "pageSize"> & { page?: number; pageSize?: number };
  isPaged: boolean;
}) {
  const { rows, total } = await listMeetRows(
    opts.db,
    opts.unionSeq,
    { ...opts.query, meetStatus: "COMPLETE" },
    { isPaged: opts.isPaged },
  );
  const offset = opts.isPaged ? pageWindow(opts.query).offset : 0;
  return {
    items: rows.map((row: MeetListRow, i) => certificateMeetOf(row, total - offset - i)),
    total,
  };
}

async function meetWithCount(db: Db, unionSeq: number, meetSeq: number) {
  const meet = await meetOf(db, unionSeq, meetSeq);
  return { ...meet, ...(await meetCountsOf(db, meet.meetSeq)) };
}

const countsOf = (c: Awaited<ReturnType<typeof certificateCounts>>): CertificateCounts => ({
  ableCount: c.able,
  requestCount: c.requested,
  completeCount: c.complete,
  downloadCount: c.downloaded,
});

/** GET /v1/meets/{id}/certificates/summary: the meeting's header and the counts of each type its method offers. */
export async function certificateSummary(opts: MeetCall): Promise<CertificateSummary> {
  const meet = await meetWithCount(opts.db, opts.unionSeq, opts.meetSeq);
  const types = certificateTypesOf(meet.meetMethod);
  const counts = async (type: CertificateType) =>
    types.includes(type) ? countsOf(await certificateCounts(opts.db, meet.meetSeq, type)) : null;
  const online = types.includes("ONLINE") ? await certificateCounts(opts.db, meet.meetSeq, "ONLINE") : null;
  const { no: _no, ...header } = certificateMeetOf(meet);
  return {
    meet: header,
    certificateTypes: types,
    DIST_CERT: await counts("DIST_CERT"),
    VOTE_CERT: await counts("VOTE_CERT"),
    ELEC_CERT: await counts("ELEC_CERT"),
    ONLINE: online
      ? {
          availableCount: online.able,
          inProgressCount: online.requested,
          unavailableCount: online.unable,
          downloadCount: online.downloaded,
        }
      : null,
    unitCost: CERTIFICATE_UNIT_COST,
    extensionCost: STORAGE_EXTENSION_COST,
  };
}

const participantOf = (v: CertificateVoter): CertificateParticipant => ({
  meetParticipantSeq: v.meetParticipantSeq,
  unionRegisterNo: `${v.unionRegisterNoMain}-${v.unionRegisterNoSub}`,
  name: v.name,
  phoneNo: v.phoneNo,
  voteCategory: v.voteCategory,
  attendanceCategory: v.attendanceCategory,
  eventAt: v.eventAt ? new Date(v.eventAt).toISOString() : null,
  certificateSeq: v.certificateSeq,
  certificateIssuanceStatus: v.status as CertificateParticipant["certificateIssuanceStatus"],
  certificateFileSeq: v.fileSeq,
  requestedAt: v.requestedAt?.toISOString() ?? null,
  completedAt: v.completedAt?.toISOString() ?? null,
  downloadAt: v.downloadedAt?.toISOString() ?? null,
  downloadCount: v.downloadCount ?? 0,
});

export function assertTypeOffered(meet: Meet, type: CertificateType) {
  if (!certificateTypesOf(meet.meetMethod).includes(type)) throw badRequest(C.certificateTypeNotOffered);
}

/** GET /v1/meets/{id}/certificates/participants: one type's voters with their status, 10 a page. */
export async function listCertificateParticipants(opts: MeetCall & { query: ListCertificateParticipantsParams }) {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  assertTypeOffered(meet, opts.query.certificateType);
  const { limit, offset } = pageWindow(opts.query);
  const { rows, total } = await listCertificateVoters(opts.db, meet.meetSeq, opts.query.certificateType, {
    name: opts.query.name,
    status: opts.query.certificateIssuanceStatus,
    limit,
    offset,
  });
  return { items: rows.map(participantOf), total };
}

/**
 * The named voters, each of them ABLE for the type, of an ended meeting that offers it; else 400 요청하신
 * 증명서는 발급 신청 또는 다운로드가 불가능합니다 (spec 03 §8).
 */
async function requestableVoters(db: Db, meet: Meet, body: CertificateRequestOf) {
  if (meet.meetStatus !== "COMPLETE") throw badRequest(C.certificateMeetNotComplete);
  assertTypeOffered(meet, body.certificateType);
  const seqs = [...new Set(body.meetParticipantSeqs)];
  const voters = await certificateVotersBySeqs(db, meet.meetSeq, body.certificateType, seqs);
  if (voters.length !== seqs.length || voters.some((v) => v.status !== "ABLE" && v.status !== "AVAILABLE")) {
    throw badRequest(C.certificateImpossible);
  }
  return voters;
}

const costOf = (count: number): CertificateCost => ({
  count,
  unitCost: CERTIFICATE_UNIT_COST,
  totalCost: count * CERTIFICATE_UNIT_COST,
});

/** POST /v1/meets/{id}/certificates/cost/calculate: what issuing to the voters would cost (no charge). */
export async function certificateCost(opts: MeetCall & { body: CertificateRequestBody }): Promise<CertificateCost> {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  return costOf((await requestableVoters(opts.db, meet, opts.body)).length);
}

/**
 * POST /v1/meets/{id}/certificates (발급 신청, spec 03 §5, §9): charged once per Idempotency-Key through the ledger
 * (증명서 발급, no cancellation or refund), the voters' certificates REQUESTED in the same transaction, then the
 * job makes them (COMPLETE with a file each).
 */
export async function requestCertificates(
  opts: MeetCall & Charge & { jobs: Jobs; memberSeq: number; body: CertificateRequestOf },
): Promise<CertificateRequestResult> {
  const result = await inTransaction(opts.db, async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    const voters = await requestableVoters(tx, meet, opts.body);
    const { count, totalCost } = costOf(voters.length);
    await debitUsage(tx, {
      unionSeq: meet.unionSeq,
      amount: totalCost,
      serviceType: CERTIFICATE_SERVICE_TYPE,
      description: `${CERTIFICATE_TYPE_LABELS[opts.body.certificateType]} 발급 (${meet.name}, ${count}건)`,
      reference: `meet:${meet.meetSeq}:certificate:${opts.body.certificateType.toLowerCase()}`,
      idempotencyKey: `meet-certificate:${opts.idempotencyKey ?? randomUUID()}`,
    });
    await insertRequested(
      tx,
      voters.map((v) => ({
        meetSeq: meet.meetSeq,
        meetParticipantSeq: v.meetParticipantSeq,
        certificateType: opts.body.certificateType,
        cost: CERTIFICATE_UNIT_COST,
        requestedBy: opts.memberSeq,
      })),
    );
    const made = { requested: count, totalCost };
    await opts.onCommit?.(tx, made);
    return made;
  });
  await opts.jobs.send(CERTIFICATE_JOB, { meetSeq: opts.meetSeq });
  return result;
}

/** `yyyyMMddHHmmss` in Seoul time. */
export const seoulStamp = (date: Date) =>
  seoulMinute(date).replace(/\D/g, "") + String(date.getSeconds()).padStart(2, "0");

/**
 * POST /v1/meets/{meetSeq}/certificates/download: the named files of made certificates of the type as one zip
 * (`{증명서 이름}_{yyyyMMddHHmmss}.zip`, spec 03 §9), each download counted. A file that is not such a
 * certificate of the meeting refuses the whole download (spec 03 §8).
 */
export async function downloadCertificates(
  opts: MeetCall & { store: FileStore; body: { certificateType: CertificateType; fileSeqs: number[] } },
) {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const fileSeqs = [...new Set(opts.body.fileSeqs)];
  const found = await completedByFiles(opts.db, meet.meetSeq, opts.body.certificateType, fileSeqs);
  if (found.length !== fileSeqs.length) throw badRequest(C.certificateImpossible);
  return zipCertificates(opts, opts.body.certificateType, found);
}

/** The made certificates as one zip (`{증명서 이름}_{yyyyMMddHHmmss}.zip`, spec 03 §9), each download counted. */
export async function zipCertificates(
  opts: { db: Db; store: FileStore },
  type: CertificateType,
  found: Awaited<ReturnType<typeof completedByFiles>>,
) {
  const label = CERTIFICATE_TYPE_LABELS[type];
  const entries: { name: string; data: Buffer }[] = [];
  const stored = await findFiles(
    opts.db,
    found.map(({ certificate }) => certificate.fileSeq!),
  );
  for (const { certificate, participant } of found) {
    const file = stored.get(certificate.fileSeq!);
    if (!file) throw badRequest(C.certificateImpossible);
    const registerNo = `${participant.unionRegisterNoMain}-${participant.unionRegisterNoSub}`;
    entries.push({
      name: `${registerNo}_${participant.name}_${label}_${certificate.certificateSeq}.pdf`,
      data: await opts.store.get(file.storageKey),
    });
  }
  await markDownloaded(
    opts.db,
    found.map((f) => f.certificate.certificateSeq),
  );
  const now = new Date();
  return { fileName: certificateZipName(type, seoulStamp(now)), bytes: zipFiles(entries, now) };
}
