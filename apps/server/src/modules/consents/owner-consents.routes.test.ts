import { OWNER_MESSAGES as M, todayInSeoul } from "@johap/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/evidence/evidence.table";
import { sha256, verifyEvidenceChain } from "../../platform/evidence/evidence-chain";
import { drainEvidenceQueue } from "../../platform/evidence/evidence-queue";
import { createTestApp, type Session, signInMember, type TestApp, UNION_1 } from "../../test/test-app";
import { PDF, PNG } from "../sms/sms-test-support";
import { CONSENT_FORM_JOB } from "./consent-form-queue";
import {
  electronicConsentDocuments,
  electronicConsentRecipientHistories,
  electronicConsentRecipients,
  electronicConsents,
} from "./consents.table";
import { addConsentOwners, consoleHeaders, DAY, uploadGuide } from "./consents-test-support";
import {
  AGENT_PHONE,
  OWNER_PHONE,
  openOwnerConsent,
  ownerCall,
  ownerSession,
  uploadDocument,
} from "./owner-consents-test-support";

const JPEG = Buffer.from("ffd8ffe000104a46494600010100000100010000ffdb004300ffd9", "hex");

let t: TestApp;
let member: Session;
let guide: number;
let owners: number[];

const PEOPLE = [
  { name: "홍길동", birth: "19600101", agent: { name: "홍대리", birth: "19900909" } },
  { name: "김영희", birth: "19700202" },
  { name: "이철수", birth: "19800303" },
  { name: "최민수", birth: "19850505" },
];

beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
  owners = await addConsentOwners(t.handle.db, UNION_1, PEOPLE);
  guide = await uploadGuide(t, member, UNION_1);
});
afterAll(() => t.close());

type Auth = { authorization: string };
const me = async (auth: Auth, linkCode: string) =>
  (await ownerCall(t, auth, "GET", `/v1/owner/consents/${linkCode}/me`)).json().data;
const submit = (auth: Auth, linkCode: string) => ownerCall(t, auth, "POST", `/v1/owner/consents/${linkCode}/submit`);
const withdraw = (auth: Auth, linkCode: string) =>
  ownerCall(t, auth, "POST", `/v1/owner/consents/${linkCode}/withdraw`);

async function attachAll(auth: Auth, linkCode: string) {
  for (const [type, file] of [
    ["SIGNATURE", { name: "signature.png", type: "image/png", bytes: PNG }],
    ["ID_CARD", { name: "신분증.jpg", type: "image/jpeg", bytes: JPEG }],
    ["RESIDENT_ABSTRACT", { name: "초본.pdf", type: "application/pdf", bytes: PDF }],
  ] as const) {
    const response = await uploadDocument(t, auth, linkCode, type, file);
    expect(response.statusCode, `${type}: ${response.body}`).toBe(200);
  }
}

const staffRecipient = async (consentSeq: number, name: string) => {
  const list = (
    await t.app.inject({
      url: `/v2/electronic-consents/${consentSeq}/recipients?searchRecipientName=${encodeURIComponent(name)}`,
      headers: consoleHeaders(member, UNION_1),
    })
  ).json().data;
  return list[0];
};
const historiesOf = (recipientSeq: number) =>
  t.handle.db
    .select()
    .from(electronicConsentRecipientHistories)
    .where(eq(electronicConsentRecipientHistories.recipientSeq, recipientSeq));
/** The recipient's chained events, once the evidence queue is drained (as its job does every 2 s). */
const eventsOf = async (consentSeq: number, recipientSeq: number) => {
  await drainEvidenceQueue(t.handle.db);
  return t.handle.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.subject, `consent:${consentSeq}/recipient:${recipientSeq}`));
};
const formJobsOf = async (recipientSeq: number) => {
  const result = await t.handle.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${CONSENT_FORM_JOB} and (data->>'recipientSeq')::int = ${recipientSeq}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
  return rows[0]?.n ?? 0;
};

describe("an owner's electronic consent", () => {
  it("goes from identity and code through the documents to ELECTRONIC_SUBMITTED with history, evidence and the form job", async () => {
    const { consentSeq, linkCode } = await openOwnerConsent(t, member, UNION_1, guide, owners);
    const auth = await ownerSession(t, linkCode, PEOPLE[1]!, OWNER_PHONE);
    const view = await me(auth, linkCode);
    expect(view.consent).toMatchObject({
      title: "재개발 정비계획 변경 동의서",
      content: "정비계획 변경에 동의합니다.",
    });
    expect(view.consent.guideFileUrl).toMatch(/^\/v2\/files\/download\/\d+\?expires=\d+&signature=/);
    const guideFile = await t.app.inject({ url: view.consent.guideFileUrl });
    expect(guideFile.statusCode).toBe(200);
    expect(view.signer).toEqual({ signerType: "OWNER", name: "김영희", ownerName: "김영희" });
    expect(view.recipient).toMatchObject({ status: "NOT_SUBMITTED", isSubmittable: true, isWithdrawable: false });
    expect(view.requirements.map((r: { key: string }) => r.key)).toEqual(["SIGNATURE", "ID_CARD", "RESIDENT"]);

    const early = await submit(auth, linkCode);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(M.signatureMissing);
    await uploadDocument(t, auth, linkCode, "SIGNATURE", { name: "s.png", type: "image/png", bytes: PNG });
    const noId = await submit(auth, linkCode);
    expect(noId.json().message).toBe(M.documentMissing("신분증"));
    await attachAll(auth, linkCode);
    expect((await me(auth, linkCode)).documents.map((d: { documentType: string }) => d.documentType)).toEqual([
      "SIGNATURE",
      "ID_CARD",
      "RESIDENT_ABSTRACT",
    ]);

    const before = Date.now();
    const submitted = await submit(auth, linkCode);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const after = submitted.json().data.recipient;
    expect(after).toMatchObject({ status: "ELECTRONIC_SUBMITTED", submitType: "ELECTRONIC", isSubmittable: false });
    expect(after.isWithdrawable).toBe(true);
    const days = view.consent.activeWithdrawnDays as number;
    expect(after.withdrawalDeadline).toBe(todayInSeoul(new Date(Date.parse(after.submittedAt) + days * DAY)));
    expect(Date.parse(after.submittedAt)).toBeGreaterThanOrEqual(before - 1000);

    // The console sees it at once: the recipient's status and the board's count.
    const recipient = await staffRecipient(consentSeq, "김영희");
    expect(recipient).toMatchObject({ status: "ELECTRONIC_SUBMITTED", submitType: "ELECTRONIC" });
    const detail = await t.app.inject({
      url: `/v2/electronic-consents/${consentSeq}`,
      headers: consoleHeaders(member, UNION_1),
    });
    expect(detail.json().data.recipientCount).toEqual({ submitted: 1, total: owners.length });
    const histories = await historiesOf(recipient.recipientSeq);
    expect(histories).toMatchObject([{ action: "SUBMITTED", status: "ELECTRONIC_SUBMITTED", managerName: "김영희" }]);

    const [event] = await eventsOf(consentSeq, recipient.recipientSeq);
    expect(event).toMatchObject({ kind: "CONSENT_SUBMITTED", ip: "192.0.2.77", userAgent: "OwnerPhone/1.0" });
    const docs = await t.handle.db
      .select()
      .from(electronicConsentDocuments)
      .where(eq(electronicConsentDocuments.recipientSeq, recipient.recipientSeq));
    const signature = docs.find((d) => d.documentType === "SIGNATURE" && !d.supersededAt);
    expect(event!.payload).toMatchObject({
      submitType: "ELECTRONIC",
      signerType: "OWNER",
      signatureHash: sha256(PNG),
      documents: [
        { documentType: "ID_CARD", sha256: sha256(JPEG) },
        { documentType: "RESIDENT_ABSTRACT", sha256: sha256(PDF) },
        { documentType: "SIGNATURE", sha256: sha256(PNG) },
      ],
    });
    expect(signature?.sha256).toBe(sha256(PNG));
    expect(typeof (event!.payload as { consentTextHash: string }).consentTextHash).toBe("string");
    expect(await formJobsOf(recipient.recipientSeq)).toBe(1);

    // A second submit changes nothing.
    const again = await submit(auth, linkCode);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.recipient.submittedAt).toBe(after.submittedAt);
    expect(await historiesOf(recipient.recipientSeq)).toHaveLength(1);
    expect(await eventsOf(consentSeq, recipient.recipientSeq)).toHaveLength(1);
    expect(await formJobsOf(recipient.recipientSeq)).toBe(1);

    // Documents no longer change once submitted.
    const late = await uploadDocument(t, auth, linkCode, "ID_CARD", { name: "x.jpg", type: "image/jpeg", bytes: JPEG });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(M.uploadAfterSubmit);

    // Withdrawal within the period: WITHDRAWAL, history, evidence, documents superseded; the chain verifies.
    const withdrawn = await withdraw(auth, linkCode);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.recipient).toMatchObject({ status: "WITHDRAWAL", isSubmittable: true });
    expect(withdrawn.json().data.documents).toEqual([]);
    const current = await t.handle.db
      .select()
      .from(electronicConsentDocuments)
      .where(
        and(
          eq(electronicConsentDocuments.recipientSeq, recipient.recipientSeq),
          isNull(electronicConsentDocuments.supersededAt),
        ),
      );
    expect(current).toEqual([]);
    expect((await historiesOf(recipient.recipientSeq)).map((h) => h.action)).toEqual(["SUBMITTED", "WITHDRAWN"]);
    expect((await eventsOf(consentSeq, recipient.recipientSeq)).map((e) => e.kind)).toEqual([
      "CONSENT_SUBMITTED",
      "CONSENT_WITHDRAWN",
    ]);
    expect((await verifyEvidenceChain(t.handle.db, UNION_1)).ok).toBe(true);
    const twice = await withdraw(auth, linkCode);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(M.withdrawNotAllowed);
  });

  it("refuses a withdrawal after the deadline's day", async () => {
    const { linkCode, consentSeq } = await openOwnerConsent(t, member, UNION_1, guide, owners, {
      title: "기한 동의서",
    });
    const auth = await ownerSession(t, linkCode, PEOPLE[2]!, OWNER_PHONE);
    await attachAll(auth, linkCode);
    expect((await submit(auth, linkCode)).statusCode).toBe(200);
    const { recipientSeq } = await staffRecipient(consentSeq, "이철수");
    await t.handle.db
      .update(electronicConsentRecipients)
      .set({ activeWithdrawnAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(electronicConsentRecipients.recipientSeq, recipientSeq));
    expect((await me(auth, linkCode)).recipient.isWithdrawable).toBe(false);
    const response = await withdraw(auth, linkCode);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.withdrawNotAllowed);
    expect((await staffRecipient(consentSeq, "이철수")).status).toBe("ELECTRONIC_SUBMITTED");
  });

  it("checks uploads by their bytes and size, and only for documents the consent asks of this signer", async () => {
    const { linkCode } = await openOwnerConsent(t, member, UNION_1, guide, owners, { title: "서류 동의서" });
    const auth = await ownerSession(t, linkCode, PEOPLE[3]!, OWNER_PHONE);
    const jpegSignature = await uploadDocument(t, auth, linkCode, "SIGNATURE", {
      name: "s.png",
      type: "image/png",
      bytes: JPEG,
    });
    expect(jpegSignature.statusCode).toBe(415);
    expect(jpegSignature.json().message).toBe(M.signatureNotPng);
    const text = await uploadDocument(t, auth, linkCode, "ID_CARD", {
      name: "id.jpg",
      type: "image/jpeg",
      bytes: Buffer.from("이것은 사진이 아닙니다"),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(M.fileTypes);
    const big = await uploadDocument(t, auth, linkCode, "ID_CARD", {
      name: "id.jpg",
      type: "image/jpeg",
      bytes: Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(M.fileTooLarge);
    const family = await uploadDocument(t, auth, linkCode, "FAMILY_RELATION", {
      name: "f.pdf",
      type: "application/pdf",
      bytes: PDF,
    });
    expect(family.statusCode).toBe(400);
    expect(family.json().message).toBe(M.documentNotNeeded);
    const replaced = await uploadDocument(t, auth, linkCode, "ID_CARD", {
      name: "b.png",
      type: "image/png",
      bytes: PNG,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({ documentType: "ID_CARD", contentType: "image/png" });
    expect((await me(auth, linkCode)).documents).toHaveLength(1);
  });

  it("asks an agent for the family relation certificate too, and records the agent as the signer", async () => {
    const { linkCode, consentSeq } = await openOwnerConsent(t, member, UNION_1, guide, owners, {
      title: "대리 동의서",
    });
    const auth = await ownerSession(t, linkCode, PEOPLE[0]!.agent!, AGENT_PHONE);
    const view = await me(auth, linkCode);
    expect(view.signer).toEqual({ signerType: "AGENT", name: "홍대리", ownerName: "홍길동" });
    expect(view.requirements.map((r: { key: string }) => r.key)).toEqual([
      "SIGNATURE",
      "ID_CARD",
      "RESIDENT",
      "FAMILY_RELATION",
    ]);
    await attachAll(auth, linkCode);
    expect((await submit(auth, linkCode)).json().message).toBe(M.documentMissing("가족관계증명서"));
    await uploadDocument(t, auth, linkCode, "FAMILY_RELATION", { name: "f.pdf", type: "application/pdf", bytes: PDF });
    expect((await submit(auth, linkCode)).statusCode).toBe(200);
    const recipient = await staffRecipient(consentSeq, "홍길동");
    expect((await historiesOf(recipient.recipientSeq))[0]?.managerName).toBe("홍대리(대리인)");
  });

  it("asks for no document a consent does not require, and refuses a submission once the consent is over", async () => {
    const { linkCode, consentSeq } = await openOwnerConsent(t, member, UNION_1, guide, owners, {
      title: "간단 동의서",
      isSignatureRequired: false,
      isIdentityRequired: false,
      isExternalDocumentRequired: false,
    });
    const auth = await ownerSession(t, linkCode, PEOPLE[1]!, OWNER_PHONE);
    expect((await me(auth, linkCode)).requirements).toEqual([]);
    await t.handle.db
      .update(electronicConsents)
      .set({ progressStatus: "COMPLETED" })
      .where(eq(electronicConsents.consentSeq, consentSeq));
    const response = await submit(auth, linkCode);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.notInProgress);
    await t.handle.db
      .update(electronicConsents)
      .set({ progressStatus: "IN_PROGRESS" })
      .where(eq(electronicConsents.consentSeq, consentSeq));
    expect((await submit(auth, linkCode)).json().data.recipient.status).toBe("ELECTRONIC_SUBMITTED");
  });
});
