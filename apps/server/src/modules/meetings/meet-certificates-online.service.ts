import {
  MEET_CERTIFICATE_MESSAGES as C,
  CERTIFICATE_UNIT_COST,
  type CertificateRequestResult,
  type ListOnlineCertificateParticipantsParams,
  type OnlineCertificateSummary,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { badRequest } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import type { Jobs } from "../../platform/jobs";
import { certificateCounts, completedByParticipants } from "./meet-certificates.repository";
import {
  assertTypeOffered,
  listCertificateParticipants,
  requestCertificates,
  zipCertificates,
} from "./meet-certificates.service";
import { meetOf } from "./meet-lookup";

type MeetCall = { db: Db; unionSeq: number; meetSeq: number };

/**
 * 온라인투표 내역 증명서 through the spec's /v2 calls (spec 03 §2.8, §4, §7): the same certificates as the other
 * types (meet_certificates, type ONLINE; made by the certificates job; charged at the same price), addressed by
 * the voter (a voter has at most one), with the spec's online statuses.
 */
export async function onlineCertificateSummary(opts: MeetCall): Promise<OnlineCertificateSummary> {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  assertTypeOffered(meet, "ONLINE");
  const counts = await certificateCounts(opts.db, meet.meetSeq, "ONLINE");
  return {
    availableCount: counts.able,
    inProgressCount: counts.requested,
    unavailableCount: counts.unable,
    downloadCount: counts.downloaded,
    unitCost: CERTIFICATE_UNIT_COST,
  };
}

/** GET …/participants/certificates/online: the voters with their online status, in register order, 10 a page. */
export function listOnlineCertificateParticipants(opts: MeetCall & { query: ListOnlineCertificateParticipantsParams }) {
  return listCertificateParticipants({ ...opts, query: { ...opts.query, certificateType: "ONLINE" } });
}

/** PATCH … status APPLY: the named AVAILABLE voters' certificates asked for, charged once per Idempotency-Key. */
export function applyOnlineCertificates(
  opts: MeetCall & {
    jobs: Jobs;
    memberSeq: number;
    certificateIds: number[];
    idempotencyKey: string | null;
    onCommit?: (tx: Db, result: CertificateRequestResult) => Promise<void>;
  },
) {
  return requestCertificates({
    ...opts,
    body: { certificateType: "ONLINE", meetParticipantSeqs: opts.certificateIds },
  });
}

/** PATCH … status DOWNLOAD: the named voters' made certificates as one zip, each marked downloaded. */
export async function downloadOnlineCertificates(opts: MeetCall & { store: FileStore; certificateIds: number[] }) {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  assertTypeOffered(meet, "ONLINE");
  const seqs = [...new Set(opts.certificateIds)];
  const found = await completedByParticipants(opts.db, meet.meetSeq, "ONLINE", seqs);
  if (found.length !== seqs.length || found.some((f) => !f.certificate.fileSeq)) {
    throw badRequest(C.certificateImpossible);
  }
  return zipCertificates(opts, "ONLINE", found);
}
