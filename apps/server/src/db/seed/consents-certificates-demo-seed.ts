import { CONSENT_STORAGE_EXTENSION_COST, SUBMITTED_STATUSES } from "@johap/contracts";
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import { members } from "../../modules/account/account.table";
import { insertPending } from "../../modules/consents/consent-certificates.repository";
import { electronicConsentCertificates } from "../../modules/consents/consent-certificates.table";
import { type CertificateDeps, makeConsentCertificates } from "../../modules/consents/consent-certificates-make";
import { requestStorageExtension } from "../../modules/consents/consent-storage-extension";
import { electronicConsents, electronicConsentRecipients as recipients } from "../../modules/consents/consents.table";
import type { FileStore } from "../../platform/file-store";
import { balancesOf } from "../../platform/ledger";
import type { Db } from "../client";

/** Per started consent: certificates requested two days ago (issued), and a few requested just now. */
const ISSUED_PER_CONSENT = 12;
const PENDING_PER_CONSENT = 3;
const DAY = 24 * 3600 * 1000;

/**
 * Consent certificates of the demo union (issue 17): in each IN_PROGRESS and COMPLETED consent, the first submitted
 * recipients' certificates requested by the demo login, and one retention extension (charged through the ledger)
 * on the completed consent. With a store the earlier requests are issued at once through the issuing job's own
 * function (real PDFs), the later ones stay PENDING; without one (the demo's start) the certificate sweep issues
 * them all within a minute or so. Once per union.
 */
export async function seedDemoConsentCertificates(
  db: Db,
  unionSeq: number,
  loginId: string,
  opts: { store?: FileStore; publicBaseUrl?: string } = {},
) {
  const [existing] = await db
    .select({ seq: electronicConsentCertificates.certificateSeq })
    .from(electronicConsentCertificates)
    .where(eq(electronicConsentCertificates.unionSeq, unionSeq))
    .limit(1);
  if (existing) return false;
  const [member] = await db.select().from(members).where(eq(members.loginId, loginId));
  const requestedBy = member?.memberSeq ?? 0;
  const started = await db
    .select()
    .from(electronicConsents)
    .where(and(eq(electronicConsents.unionSeq, unionSeq), ne(electronicConsents.progressStatus, "BEFORE")))
    .orderBy(asc(electronicConsents.consentSeq));
  const later: { consentSeq: number; recipientSeqs: number[] }[] = [];
  for (const consent of started) {
    const submitted = await db
      .select({ recipientSeq: recipients.recipientSeq })
      .from(recipients)
      .where(
        and(
          eq(recipients.consentSeq, consent.consentSeq),
          isNull(recipients.removedAt),
          inArray(recipients.status, [...SUBMITTED_STATUSES]),
        ),
      )
      .orderBy(asc(recipients.recipientSeq))
      .limit(ISSUED_PER_CONSENT + PENDING_PER_CONSENT);
    const seqs = submitted.map((r) => r.recipientSeq);
    const row = (recipientSeq: number) => ({ unionSeq, consentSeq: consent.consentSeq, recipientSeq, requestedBy });
    await insertPending(db, seqs.slice(0, ISSUED_PER_CONSENT).map(row), []);
    await db
      .update(electronicConsentCertificates)
      .set({ requestedAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(electronicConsentCertificates.consentSeq, consent.consentSeq));
    later.push({ consentSeq: consent.consentSeq, recipientSeqs: seqs.slice(ISSUED_PER_CONSENT) });
  }
  if (opts.store) {
    const deps: CertificateDeps = {
      db,
      store: opts.store,
      publicBaseUrl: opts.publicBaseUrl ?? "http://localhost:8080",
    };
    for (const consent of started) await makeConsentCertificates(deps, consent.consentSeq);
  }
  for (const { consentSeq, recipientSeqs } of later) {
    await insertPending(
      db,
      recipientSeqs.map((recipientSeq) => ({ unionSeq, consentSeq, recipientSeq, requestedBy })),
      [],
    );
  }
  const completed = started.find((c) => c.progressStatus === "COMPLETED");
  const balances = await balancesOf(db, unionSeq);
  // The extension is charged like any other: a demo union short of money simply has none.
  if (completed && balances.depositBalance + balances.pointBalance >= CONSENT_STORAGE_EXTENSION_COST) {
    await requestStorageExtension({
      db,
      unionSeq,
      consentSeq: completed.consentSeq,
      memberSeq: requestedBy,
      phoneNo: "010-1234-5678",
      idempotencyKey: `demo-seed:${completed.consentSeq}`,
    });
  }
  return true;
}
