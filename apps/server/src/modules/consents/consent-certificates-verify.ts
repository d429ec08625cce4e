import { CONSENT_CERTIFICATE_MESSAGES as C, type ConsentCertificateVerification } from "@johap/contracts";
import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditEvents } from "../../platform/evidence/evidence.table";
import { evidenceHash, GENESIS_HASH, sha256 } from "../../platform/evidence/evidence-chain";
import { canonicalJson } from "../../platform/idempotency";
import { certificatesByHash } from "./consent-certificates.repository";
import { unionNameOf } from "./consent-certificates-make";
import { maskName } from "./consent-form-verify";

const BATCH = 1_000;

/**
 * Recomputes the union's chain from its first event up to `chainIndex` (each index following the last, linked to
 * the previous hash, payload and hash matching their facts) and answers whether it ends in `headHash`.
 */
export async function chainIntactUpTo(db: Db, unionSeq: number, chainIndex: number, headHash: string) {
  let previous = { chainIndex: 0, hash: GENESIS_HASH };
  while (previous.chainIndex < chainIndex) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.unionSeq, unionSeq),
          gt(auditEvents.chainIndex, previous.chainIndex),
          lte(auditEvents.chainIndex, chainIndex),
        ),
      )
      .orderBy(asc(auditEvents.chainIndex))
      .limit(BATCH);
    if (rows.length === 0) return false;
    for (const row of rows) {
      if (row.chainIndex !== previous.chainIndex + 1 || row.previousHash !== previous.hash) return false;
      if (sha256(canonicalJson(row.payload)) !== row.payloadHash || evidenceHash(row) !== row.hash) return false;
      previous = row;
    }
  }
  return previous.hash === headHash;
}

/**
 * The public check of a presented certificate PDF (beyond the spec): its SHA-256 looked up among the issued
 * certificates, and the union's chain walked up to the head the certificate names. A PDF changed in any byte
 * has another hash and matches nothing.
 */
export async function verifyConsentCertificate(db: Db, bytes: Uint8Array): Promise<ConsentCertificateVerification> {
  const hash = sha256(bytes);
  const [found] = await certificatesByHash(db, hash);
  if (
    !found ||
    found.certificate.chainIndex === null ||
    !found.certificate.chainHeadHash ||
    !found.certificate.issuedAt
  ) {
    return { matched: false, sha256: hash, message: C.verifyNotMatched };
  }
  const { certificate, recipient } = found;
  return {
    matched: true,
    sha256: hash,
    unionName: await unionNameOf(db, certificate.unionSeq),
    consentTitle: found.consentTitle,
    maskedName: maskName(found.ownerName),
    submitType: recipient.submitType,
    issuedAt: certificate.issuedAt!.toISOString(),
    chainIndex: certificate.chainIndex!,
    chainHeadHash: certificate.chainHeadHash!,
    isChainIntact: await chainIntactUpTo(db, certificate.unionSeq, certificate.chainIndex!, certificate.chainHeadHash!),
    isCurrent: certificate.discardedAt === null,
  };
}
