import { CONSENT_EVIDENCE_KINDS, CONSENT_LABELS, type ConsentDocumentType, type SubmitType } from "@johap/contracts";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { auditEvents } from "../../platform/evidence/evidence.table";
import { GENESIS_HASH, sha256 } from "../../platform/evidence/evidence-chain";
import { drainEvidenceQueue, queueEvidence } from "../../platform/evidence/evidence-queue";
import { type FileStore, newStorageKey } from "../../platform/file-store";
import { insertFile } from "../files/files.repository";
import { unions } from "../union-users/union-users.table";
import type { ConsentCertificateInput } from "./consent-certificates.pdf";
import { type CertificateRow, pendingCertificates } from "./consent-certificates.repository";
import { electronicConsentCertificates as certificates } from "./consent-certificates.table";
import { renderConsentCertificateOnThread } from "./consent-certificates-thread";
import { CONSENT_FORM_DIVISION, consentFormFacts, consentFormHash, isFresh, SYSTEM_UPLOADER } from "./consent-form";
import { currentDocumentsOf, type FormSource, formSourceOf } from "./consent-form.repository";
import { maskName } from "./consent-form-verify";
import { electronicConsents as consents } from "./consents.table";

export type CertificateDeps = { db: Db; store: FileStore; publicBaseUrl: string; log?: FastifyBaseLogger };

/** The public page that checks a certificate PDF (apps/owner). */
export const CERTIFICATE_VERIFY_PAGE = "/m/verify";
export const CONSENT_CERTIFICATE_ISSUED_KIND = "CONSENT_CERTIFICATE_ISSUED";

const SEOUL = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});
/** `yyyy-MM-dd HH:mm:ss` in Seoul time. */
export const seoulTime = (date: Date) => SEOUL.format(date);
const at = (date: Date | null | undefined) => (date ? `${seoulTime(date)} (KST)` : "-");

const DOCUMENT_LABELS: Record<ConsentDocumentType, string> = {
  CONSENT_FORM: "전자 동의서",
  SIGNATURE: "서명",
  ID_CARD: "신분증",
  RESIDENT_ABSTRACT: "주민등록초본",
  RESIDENT_COPY: "주민등록등본",
  FAMILY_RELATION: "가족관계증명서",
};
const DOCUMENT_ORDER = Object.keys(DOCUMENT_LABELS) as ConsentDocumentType[];

const subjectOf = (consentSeq: number, recipientSeq: number) => `consent:${consentSeq}/recipient:${recipientSeq}`;

/** The union's chain head, after the queued events of the union took their places. */
export async function chainHeadOf(db: Db, unionSeq: number) {
  await drainEvidenceQueue(db, { unionSeq });
  const [last] = await db
    .select({ chainIndex: auditEvents.chainIndex, hash: auditEvents.hash })
    .from(auditEvents)
    .where(eq(auditEvents.unionSeq, unionSeq))
    .orderBy(desc(auditEvents.chainIndex))
    .limit(1);
  return { index: last?.chainIndex ?? 0, hash: last?.hash ?? GENESIS_HASH };
}

/** The latest submission event of each of the recipients (subject `consent:{c}/recipient:{r}`). */
async function submissionEvents(db: Db, unionSeq: number, consentSeq: number, recipientSeqs: number[]) {
  const byRecipient = new Map<number, { chainIndex: number; hash: string; occurredAt: Date }>();
  if (recipientSeqs.length === 0) return byRecipient;
  const rows = await db
    .select({
      subject: auditEvents.subject,
      chainIndex: auditEvents.chainIndex,
      hash: auditEvents.hash,
      occurredAt: auditEvents.occurredAt,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.unionSeq, unionSeq),
        eq(auditEvents.kind, CONSENT_EVIDENCE_KINDS.submitted),
        inArray(
          auditEvents.subject,
          recipientSeqs.map((r) => subjectOf(consentSeq, r)),
        ),
      ),
    );
  for (const row of rows) {
    const recipientSeq = Number(row.subject.split(":").pop());
    const seen = byRecipient.get(recipientSeq);
    if (!seen || seen.chainIndex < row.chainIndex) byRecipient.set(recipientSeq, row);
  }
  return byRecipient;
}

type Documents = Awaited<ReturnType<typeof currentDocumentsOf>>;

/** The consent form's hash: the current form's when it belongs to this submission, else the one it would carry. */
async function formHashOf(db: Db, source: FormSource, documents: Documents) {
  const form = documents.find((d) => d.document.documentType === "CONSENT_FORM");
  if (form && (await isFresh(db, source.recipient.recipientSeq, form.document.createdAt))) return form.document.sha256;
  const signature = documents.find((d) => d.document.documentType === "SIGNATURE");
  return consentFormHash(consentFormFacts(source, signature?.document.sha256 ?? null));
}

/** What the certificate of one recipient states, or null when the recipient no longer has a submission. */
export async function certificateInputOf(
  deps: CertificateDeps,
  certificate: CertificateRow,
  chain: { index: number; hash: string },
  event: { chainIndex: number; hash: string; occurredAt: Date } | undefined,
  documents: Documents,
): Promise<ConsentCertificateInput | null> {
  const source = await formSourceOf(deps.db, certificate.recipientSeq);
  if (!source?.recipient.submittedAt || !source.recipient.submitType) return null;
  const { consent, owner, recipient, template } = source;
  const registerNo = owner.unionRegisterNoSub
    ? `${owner.unionRegisterNoMain}-${owner.unionRegisterNoSub}`
    : `${owner.unionRegisterNoMain}`;
  const own = documents.filter((d) => d.document.documentType !== "CONSENT_FORM");
  own.sort((a, b) => DOCUMENT_ORDER.indexOf(a.document.documentType) - DOCUMENT_ORDER.indexOf(b.document.documentType));
  return {
    certificateNo: `C${consent.consentSeq}-${certificate.certificateSeq}`,
    unionName: source.unionName,
    consent: [
      ["제목", consent.title],
      ["동의서 유형", `${template.name} (${CONSENT_LABELS.templateType[template.templateType]})`],
      ["제출 기간", `${at(consent.startedAt)} ~ ${consent.endedAt ? at(consent.endedAt) : "미정"}`],
    ],
    recipient: [
      ["성명", maskName(owner.name)],
      ["연번", registerNo],
      ["대상자 ID", recipient.recipientId],
    ],
    submission: [
      ["제출 방식", CONSENT_LABELS.submitType[recipient.submitType as SubmitType]],
      ["제출 일시", at(recipient.submittedAt)],
      ...(recipient.certifiedNo ? ([["인감 일련번호", recipient.certifiedNo]] as [string, string][]) : []),
    ],
    documents: [
      ["전자 동의서", await formHashOf(deps.db, source, documents)],
      ...own.map((d) => [DOCUMENT_LABELS[d.document.documentType], d.document.sha256] as [string, string]),
    ],
    evidence: event
      ? [
          ["제출 사건 순번", String(event.chainIndex)],
          ["제출 사건 해시", event.hash],
          ["기록 일시", at(event.occurredAt)],
        ]
      : [["제출 사건", "자동 제출 (별도 제출 사건 없음)"]],
    chain,
    issuedAt: at(new Date()),
    verifyUrl: `${deps.publicBaseUrl}${CERTIFICATE_VERIFY_PAGE}`,
  };
}

/** Certificates read per round; each is stored and marked ISSUED in its own short transaction. */
const BATCH = 50;
/** Certificates in flight at once: one renders on the thread while the next one's facts are read. */
const IN_FLIGHT = 3;

/** Renders, stores and issues one certificate; FAILED with the reason when it cannot be made. */
async function issueOne(
  deps: CertificateDeps,
  certificate: CertificateRow,
  chain: { index: number; hash: string },
  event: Parameters<typeof certificateInputOf>[3],
  documents: Documents,
) {
  const { db, store } = deps;
  const key = newStorageKey(CONSENT_FORM_DIVISION);
  try {
    const input = await certificateInputOf(deps, certificate, chain, event, documents);
    if (!input) throw new Error("제출 내역이 없는 대상자입니다.");
    const bytes = await renderConsentCertificateOnThread(input);
    await store.put(key, Buffer.from(bytes));
    const hash = sha256(bytes);
    const kept = await inTransaction(db, async (tx) => {
      const [locked] = await tx
        .select()
        .from(certificates)
        .where(eq(certificates.certificateSeq, certificate.certificateSeq))
        .for("update");
      if (locked?.status !== "PENDING" || locked.discardedAt !== null) return false;
      const file = await insertFile(tx, {
        unionSeq: certificate.unionSeq,
        uploadedBy: SYSTEM_UPLOADER,
        divisionCode: CONSENT_FORM_DIVISION,
        originalName: `전자 문서 증명서_${input.certificateNo}.pdf`,
        contentType: "application/pdf",
        size: bytes.byteLength,
        storageKey: key,
        status: "STORED",
      });
      const issuedAt = new Date();
      await tx
        .update(certificates)
        .set({
          status: "ISSUED",
          fileSeq: file.fileSeq,
          sha256: hash,
          chainIndex: chain.index,
          chainHeadHash: chain.hash,
          issuedAt,
          failReason: null,
        })
        .where(eq(certificates.certificateSeq, certificate.certificateSeq));
      await queueEvidence(tx, {
        unionSeq: certificate.unionSeq,
        kind: CONSENT_CERTIFICATE_ISSUED_KIND,
        subject: `${subjectOf(certificate.consentSeq, certificate.recipientSeq)}/certificate:${certificate.certificateSeq}`,
        payload: { certificateSha256: hash, chainIndex: chain.index, chainHeadHash: chain.hash },
        occurredAt: issuedAt,
      });
      return true;
    });
    if (!kept) await store.remove(key);
  } catch (error) {
    deps.log?.error({ err: error, certificateSeq: certificate.certificateSeq }, "consent certificate failed");
    await store.remove(key).catch(() => {});
    await db
      .update(certificates)
      .set({ status: "FAILED", failReason: error instanceof Error ? error.message.slice(0, 500) : String(error) })
      .where(and(eq(certificates.certificateSeq, certificate.certificateSeq), eq(certificates.status, "PENDING")));
  }
}

/**
 * The issuing job: the consent's PENDING certificates, in rounds, each against the union's chain head read once
 * (after the queued events were drained, so every submission certified is in the chain). One that fails is
 * FAILED with its reason (the screens offer it again); the others go on. Answers how many it issued or failed.
 */
export async function makeConsentCertificates(deps: CertificateDeps, consentSeq: number) {
  const { db } = deps;
  const [consent] = await db
    .select({ unionSeq: consents.unionSeq })
    .from(consents)
    .where(eq(consents.consentSeq, consentSeq));
  if (!consent) return 0;
  const chain = await chainHeadOf(db, consent.unionSeq);
  let done = 0;
  const seen = new Set<number>();
  for (;;) {
    const batch = (await pendingCertificates(db, consentSeq, BATCH)).filter((c) => !seen.has(c.certificateSeq));
    // None left, or only ones this run already tried (a failure it could not even record): the sweep retries.
    if (batch.length === 0) return done;
    for (const c of batch) seen.add(c.certificateSeq);
    const recipientSeqs = batch.map((c) => c.recipientSeq);
    const events = await submissionEvents(db, consent.unionSeq, consentSeq, recipientSeqs);
    const documents = await currentDocumentsOf(db, recipientSeqs);
    let next = 0;
    const lane = async () => {
      while (next < batch.length) {
        const certificate = batch[next++]!;
        await issueOne(
          deps,
          certificate,
          chain,
          events.get(certificate.recipientSeq),
          documents.filter((d) => d.document.recipientSeq === certificate.recipientSeq),
        );
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    done += batch.length;
  }
}

/** The union's name (the verify answer). */
export async function unionNameOf(db: Db, unionSeq: number) {
  const [row] = await db.select({ name: unions.name }).from(unions).where(eq(unions.unionSeq, unionSeq));
  return row?.name ?? "";
}
