import { CONSENT_EVIDENCE_KINDS, CONSENT_LABELS, type ConsentDocumentType, type SubmitType } from "@johap/contracts";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { auditEventQueue, auditEvents } from "../../platform/evidence/evidence.table";
import { GENESIS_HASH, sha256 } from "../../platform/evidence/evidence-chain";
import { drainEvidenceQueue } from "../../platform/evidence/evidence-queue";
import { type FileStore, newStorageKey } from "../../platform/file-store";
import { insertFiles } from "../files/files.repository";
import { unions } from "../union-users/union-users.table";
import type { ConsentCertificateInput } from "./consent-certificates.pdf";
import {
  type CertificateRow,
  certificateSources,
  latestSubmissionActs,
  pendingCertificates,
} from "./consent-certificates.repository";
import { electronicConsentCertificates as certificates } from "./consent-certificates.table";
import { renderConsentCertificateOnThread } from "./consent-certificates-thread";
import { CONSENT_FORM_DIVISION, consentFormFacts, consentFormHash, SYSTEM_UPLOADER } from "./consent-form";
import { currentDocumentsOf, type FormSource } from "./consent-form.repository";
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
const day = (date: Date) => seoulTime(date).slice(0, 10);

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
type SubmissionEvent = { chainIndex: number; hash: string; occurredAt: Date };
/** What one certificate is made of, read in bulk for a round of certificates. */
export type CertificateFacts = {
  source: FormSource | undefined;
  event: SubmissionEvent | undefined;
  documents: Documents;
  lastSubmissionAct: Date | undefined;
};

/** The consent form's hash: the current form's when it belongs to this submission, else the one it would carry. */
function formHashOf(source: FormSource, facts: CertificateFacts) {
  const form = facts.documents.find((d) => d.document.documentType === "CONSENT_FORM");
  const isFresh = form && (!facts.lastSubmissionAct || form.document.createdAt >= facts.lastSubmissionAct);
  if (form && isFresh) return form.document.sha256;
  const signature = facts.documents.find((d) => d.document.documentType === "SIGNATURE");
  return consentFormHash(consentFormFacts(source, signature?.document.sha256 ?? null));
}

/** What the certificate of one recipient states, or null when the recipient no longer has a submission. */
export function certificateInputOf(
  publicBaseUrl: string,
  certificate: CertificateRow,
  chain: { index: number; hash: string },
  facts: CertificateFacts,
): ConsentCertificateInput | null {
  const { source, event } = facts;
  if (!source?.recipient.submittedAt || !source.recipient.submitType) return null;
  const { consent, owner, recipient, template } = source;
  const registerNo = owner.unionRegisterNoSub
    ? `${owner.unionRegisterNoMain}-${owner.unionRegisterNoSub}`
    : `${owner.unionRegisterNoMain}`;
  const own = facts.documents.filter((d) => d.document.documentType !== "CONSENT_FORM");
  own.sort((a, b) => DOCUMENT_ORDER.indexOf(a.document.documentType) - DOCUMENT_ORDER.indexOf(b.document.documentType));
  return {
    certificateNo: `C${consent.consentSeq}-${certificate.certificateSeq}`,
    unionName: source.unionName,
    consent: [
      ["제목", consent.title],
      [
        "유형 · 제출 기간",
        `${template.name} (${CONSENT_LABELS.templateType[template.templateType]}) · ${day(consent.startedAt)} ~ ${consent.endedAt ? day(consent.endedAt) : "미정"}`,
      ],
    ],
    recipient: [
      ["성명 (연번)", `${maskName(owner.name)} (${registerNo})`],
      ["대상자 ID", recipient.recipientId],
    ],
    submission: [
      ["제출", `${CONSENT_LABELS.submitType[recipient.submitType as SubmitType]} 제출 · ${at(recipient.submittedAt)}`],
      ...(recipient.certifiedNo ? ([["인감 일련번호", recipient.certifiedNo]] as [string, string][]) : []),
    ],
    documents: [
      ["전자 동의서", formHashOf(source, facts)],
      ...own.map((d) => [DOCUMENT_LABELS[d.document.documentType], d.document.sha256] as [string, string]),
    ],
    evidence: event
      ? [
          ["제출 사건", `순번 ${event.chainIndex} · ${at(event.occurredAt)}`],
          ["제출 사건 해시", event.hash],
        ]
      : [["제출 사건", "자동 제출 (별도 제출 사건 없음)"]],
    chain,
    issuedAt: at(new Date()),
    verifyUrl: `${publicBaseUrl}${CERTIFICATE_VERIFY_PAGE}`,
  };
}

/** The facts of a round of certificates: a few bulk reads instead of several per certificate. */
async function factsOf(db: Db, unionSeq: number, consentSeq: number, batch: CertificateRow[]) {
  const recipientSeqs = batch.map((c) => c.recipientSeq);
  const sources = new Map((await certificateSources(db, recipientSeqs)).map((s) => [s.recipient.recipientSeq, s]));
  const events = await submissionEvents(db, unionSeq, consentSeq, recipientSeqs);
  const documents = await currentDocumentsOf(db, recipientSeqs);
  const acts = await latestSubmissionActs(db, recipientSeqs);
  return (recipientSeq: number): CertificateFacts => ({
    source: sources.get(recipientSeq),
    event: events.get(recipientSeq),
    documents: documents.filter((d) => d.document.recipientSeq === recipientSeq),
    lastSubmissionAct: acts.get(recipientSeq),
  });
}

/** Certificates read per round. */
const BATCH = 50;
/** Made certificates written per transaction (files, ISSUED rows and evidence in a few statements). */
const WRITE_GROUP = 10;
/** Certificates handed to the render thread at once, so it never waits for the main thread between two. */
const IN_FLIGHT = 2;

type Made = { certificate: CertificateRow; key: string; size: number; hash: string; certificateNo: string };

/** Stores the made certificates as files and marks them ISSUED, those still PENDING and live, in one transaction. */
async function issueMade(deps: CertificateDeps, made: Made[], chain: { index: number; hash: string }) {
  if (made.length === 0) return;
  const { db, store } = deps;
  const kept = await inTransaction(db, async (tx) => {
    const locked = await tx
      .select({ certificateSeq: certificates.certificateSeq })
      .from(certificates)
      .where(
        and(
          inArray(
            certificates.certificateSeq,
            made.map((m) => m.certificate.certificateSeq),
          ),
          eq(certificates.status, "PENDING"),
          isNull(certificates.discardedAt),
        ),
      )
      .for("update");
    const live = new Set(locked.map((l) => l.certificateSeq));
    const issuing = made.filter((m) => live.has(m.certificate.certificateSeq));
    if (issuing.length === 0) return issuing;
    const rows = await insertFiles(
      tx,
      issuing.map((m) => ({
        unionSeq: m.certificate.unionSeq,
        uploadedBy: SYSTEM_UPLOADER,
        divisionCode: CONSENT_FORM_DIVISION,
        originalName: `전자 문서 증명서_${m.certificateNo}.pdf`,
        contentType: "application/pdf",
        size: m.size,
        storageKey: m.key,
        status: "STORED",
      })),
    );
    const fileOf = new Map(rows.map((r) => [r.storageKey, r.fileSeq]));
    const issuedAt = new Date();
    const values = sql.join(
      issuing.map((m) => sql`(${m.certificate.certificateSeq}::int, ${fileOf.get(m.key)}::int, ${m.hash}::text)`),
      sql`, `,
    );
    await tx.execute(sql`update electronic_consent_certificates c
      set status = 'ISSUED', file_seq = v.file_seq, sha256 = v.sha256, chain_index = ${chain.index},
        chain_head_hash = ${chain.hash}, issued_at = ${issuedAt}, fail_reason = null
      from (values ${values}) as v(certificate_seq, file_seq, sha256)
      where c.certificate_seq = v.certificate_seq`);
    await tx.insert(auditEventQueue).values(
      issuing.map((m) => ({
        unionSeq: m.certificate.unionSeq,
        kind: CONSENT_CERTIFICATE_ISSUED_KIND,
        subject: `${subjectOf(m.certificate.consentSeq, m.certificate.recipientSeq)}/certificate:${m.certificate.certificateSeq}`,
        payload: { certificateSha256: m.hash, chainIndex: chain.index, chainHeadHash: chain.hash },
        occurredAt: new Date(Math.floor(issuedAt.getTime())),
      })),
    );
    return issuing;
  });
  const keptKeys = new Set(kept.map((m) => m.key));
  for (const m of made) if (!keptKeys.has(m.key)) await store.remove(m.key).catch(() => {});
}

async function markFailed(deps: CertificateDeps, certificate: CertificateRow, error: unknown) {
  deps.log?.error({ err: error, certificateSeq: certificate.certificateSeq }, "consent certificate failed");
  await deps.db
    .update(certificates)
    .set({ status: "FAILED", failReason: error instanceof Error ? error.message.slice(0, 500) : String(error) })
    .where(and(eq(certificates.certificateSeq, certificate.certificateSeq), eq(certificates.status, "PENDING")));
}

/**
 * The issuing job: the consent's PENDING certificates in rounds of 50, each against the union's chain head read
 * once (after the queued events were drained, so every submission certified is in the chain). A round's facts
 * are read in a few statements; each certificate is rendered on the certificate thread and stored; ten at a time
 * become files and ISSUED rows (with their evidence queued) in one short transaction. One that fails is FAILED
 * with its reason (the screens offer it again); the others go on. Answers how many it tried.
 */
export async function makeConsentCertificates(deps: CertificateDeps, consentSeq: number) {
  const { db, store } = deps;
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
    const factsFor = await factsOf(db, consent.unionSeq, consentSeq, batch);
    let made: Made[] = [];
    let writing = Promise.resolve();
    let next = 0;
    const lane = async () => {
      while (next < batch.length) {
        const certificate = batch[next++]!;
        const key = newStorageKey(CONSENT_FORM_DIVISION);
        try {
          const input = certificateInputOf(deps.publicBaseUrl, certificate, chain, factsFor(certificate.recipientSeq));
          if (!input) throw new Error("제출 내역이 없는 대상자입니다.");
          const bytes = await renderConsentCertificateOnThread(input);
          await store.put(key, Buffer.from(bytes));
          made.push({
            certificate,
            key,
            size: bytes.byteLength,
            hash: sha256(bytes),
            certificateNo: input.certificateNo,
          });
          if (made.length >= WRITE_GROUP) {
            const group = made;
            made = [];
            writing = writing.then(() => issueMade(deps, group, chain));
            await writing;
          }
        } catch (error) {
          await store.remove(key).catch(() => {});
          await markFailed(deps, certificate, error);
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    await writing;
    await issueMade(deps, made, chain);
    done += batch.length;
  }
}

/** The union's name (the verify answer). */
export async function unionNameOf(db: Db, unionSeq: number) {
  const [row] = await db.select({ name: unions.name }).from(unions).where(eq(unions.unionSeq, unionSeq));
  return row?.name ?? "";
}
