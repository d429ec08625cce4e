import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "../../platform/evidence/evidence-chain";
import { type Session, type TestApp, UNION_1 } from "../../test/test-app";
import { waitFor } from "../../test/wait-for";
import { addDocument, storeOf, testPng } from "./consent-documents.test-support";
import { consentFormFacts, consentFormHash, makeConsentForm } from "./consent-form";
import { formSourceOf } from "./consent-form.repository";
import { electronicConsentDocuments as documents } from "./consents.table";
import { consoleCall, createStartedConsent, HOUR, openConsentApp, CONSENTS_URL as URL } from "./consents-test-support";

let t: TestApp;
let member: Session;
let guide: number;
let owners: number[];

beforeAll(async () => {
  ({ t, member, owners, guide } = await openConsentApp([{ name: "홍길동", birth: "19600101", land: 80 }], 7800));
});
afterAll(() => t.close());

const post = (url: string, payload: object) => consoleCall(t, { method: "POST", url, payload, session: member });
const deps = () => ({ db: t.handle.db, store: storeOf(t), publicBaseUrl: "https://oms.example" });
const formsOf = (recipientSeq: number) =>
  t.handle.db
    .select()
    .from(documents)
    .where(and(eq(documents.recipientSeq, recipientSeq), eq(documents.documentType, "CONSENT_FORM")));

async function openConsent() {
  const { consentSeq, recipients } = await createStartedConsent(t, { session: member, guide, owners });
  return { consentSeq, recipientSeq: recipients[0]!.recipientSeq };
}

describe("the consent form job", () => {
  it("makes the form after a written consent, once, with the hash of the canonical submission record", async () => {
    const { consentSeq, recipientSeq } = await openConsent();
    const submitted = await post(`${URL}/${consentSeq}/recipients/${recipientSeq}/submit`, {
      submittedAt: new Date(Date.now() - HOUR).toISOString(),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [form] = await waitFor(
      async () => {
        const rows = await formsOf(recipientSeq);
        return rows.length > 0 && rows;
      },
      { what: "the consent form the job makes" },
    );
    const source = await formSourceOf(t.handle.db, recipientSeq);
    expect(form!.sha256).toBe(consentFormHash(consentFormFacts(source!, null)));

    // Run again, twice at once: the current form stands, nothing new is made.
    const [a, b] = await Promise.all([makeConsentForm(deps(), recipientSeq), makeConsentForm(deps(), recipientSeq)]);
    expect(a?.document.documentSeq).toBe(form!.documentSeq);
    expect(b?.document.documentSeq).toBe(form!.documentSeq);
    expect(await formsOf(recipientSeq)).toHaveLength(1);

    const bytes = await storeOf(t).get(a!.file!.storageKey);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe("재개발 정비계획 변경 동의서 - 홍길동");
    expect(pdf.getSubject()).toContain(form!.sha256);
  });

  it("certifies the drawn signature by its hash, and replaces the form of a withdrawn submission when submitted again", async () => {
    const { consentSeq, recipientSeq } = await openConsent();
    await post(`${URL}/${consentSeq}/recipients/${recipientSeq}/submit`, {
      submittedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    });
    const signature = testPng(120, 60);
    await addDocument(t, {
      unionSeq: UNION_1,
      consentSeq,
      recipientSeq,
      type: "SIGNATURE",
      bytes: signature,
      contentType: "image/png",
      name: "signature.png",
    });
    // The job queued by the submission may have run before the signature was there: start from none.
    await waitFor(async () => (await formsOf(recipientSeq)).length > 0, { what: "the first form" });
    await t.handle.db
      .delete(documents)
      .where(and(eq(documents.recipientSeq, recipientSeq), eq(documents.documentType, "CONSENT_FORM")));
    const first = await makeConsentForm(deps(), recipientSeq);
    const source = await formSourceOf(t.handle.db, recipientSeq);
    expect(first!.document.sha256).toBe(consentFormHash(consentFormFacts(source!, sha256(signature))));

    await post(`${URL}/${consentSeq}/recipients/${recipientSeq}/withdraw`, { submittedAt: new Date().toISOString() });
    expect(await makeConsentForm(deps(), recipientSeq)).toBeNull();
    const resubmitted = await post(`${URL}/${consentSeq}/recipients/${recipientSeq}/submit`, {
      submittedAt: new Date().toISOString(),
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    const second = await waitFor(
      async () => {
        const current = (await formsOf(recipientSeq)).filter((d) => d.supersededAt === null);
        return current[0]?.documentSeq !== first!.document.documentSeq && current[0];
      },
      { what: "the new submission's form" },
    );
    expect(second.sha256).not.toBe(first!.document.sha256);
    const all = await formsOf(recipientSeq);
    expect(all.find((d) => d.documentSeq === first!.document.documentSeq)?.supersededAt).not.toBeNull();
  });
});
