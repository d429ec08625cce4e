import zlib from "node:zlib";
import { and, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "../../platform/evidence/evidence-chain";
import { localFileStore } from "../../platform/file-store";
import { ledgerEntries } from "../../platform/ledger.table";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { withoutMenu } from "../../test/without-menu";
import { electronicConsentCertificates, electronicConsentStorageExtensions } from "./consent-certificates.table";
import { makeConsentCertificates } from "./consent-certificates-make";
import { completeDueExtensions } from "./consent-storage-extension";
import { electronicConsentRecipients, electronicConsents } from "./consents.table";
import {
  addConsentOwners,
  consoleCall,
  createConsent,
  createStartedConsent,
  DAY,
  openConsentApp,
  CONSENTS_URL as URL,
  uploadGuide,
} from "./consents-test-support";

let t: TestApp;
let member: Session;
let admin: Session;
let guide: number;
let owners: number[];

beforeAll(async () => {
  const people = [
    { name: "홍길동", birth: "19600101", land: 100 },
    { name: "김영희", birth: "19700202", land: 200 },
    { name: "이철수", birth: "19800303", land: 300 },
  ];
  ({ t, member, supervisor: admin, owners, guide } = await openConsentApp(people, 7800));
});
afterAll(() => t.close());

type Call = { payload?: object; session?: Session; key?: string; unionSeq?: number };
const call = (url: string, opts: Call = {}) =>
  consoleCall(t, {
    method: opts.payload ? "POST" : "GET",
    url,
    payload: opts.payload,
    session: opts.session ?? admin,
    key: opts.key,
    unionSeq: opts.unionSeq,
  });

const CERTS = `${URL}/certificates`;
const deps = () => ({
  db: t.handle.db,
  store: localFileStore(t.filesDir, t.secrets.fileUrlSecret),
  publicBaseUrl: "https://oms.example",
});
const at = (ms: number) => new Date(ms).toISOString();

/** A started consent of the three owners, 홍길동 and 김영희 written-submitted, 이철수 not. */
async function consentWithSubmissions(title = "증명서 발급 동의서") {
  const c = await createStartedConsent(t, {
    session: admin,
    guide,
    owners,
    over: { title, activeWithdrawnDays: 30 },
  });
  for (const name of ["홍길동", "김영희"]) {
    const submitted = await call(`${URL}/${c.consentSeq}/recipients/${c.seqOf(name)}/submit`, {
      payload: { submittedAt: at(Date.now() - DAY) },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
  }
  return c;
}

const statuses = async (consentSeq: number) => {
  const res = await call(`${CERTS}?consentSeq=${consentSeq}`);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json().data as { name: string; issuedStatus: string }[]).map((r) => [r.name, r.issuedStatus]),
  );
};

/** Requests 홍길동's (and others') certificates and lets the job issue them. */
async function issued(c: Awaited<ReturnType<typeof consentWithSubmissions>>, names = ["홍길동"]) {
  const res = await call(CERTS, {
    payload: { consentSeq: c.consentSeq, recipientSeqs: names.map(c.seqOf), agreed: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  await makeConsentCertificates(deps(), c.consentSeq);
}

const download = (consentSeq: number, recipientSeqs: number[], session = admin) =>
  call(`${CERTS}/download`, { payload: { consentSeq, recipientSeqs }, session });

const verify = (bytes: Buffer, contentType = "application/pdf") =>
  t.app.inject({
    method: "POST",
    url: "/v1/verify/consent-certificates",
    headers: { "content-type": contentType },
    payload: bytes,
  });

describe("GET /v2/certificate-electronic-consents", () => {
  it("lists the started consents (not BEFORE) with their counts, by title, template type and status", async () => {
    const c = await consentWithSubmissions("목록 검색 동의서");
    const before = await createConsent(t, { session: admin, guide, owners, over: { title: "목록 검색 진행전" } });
    const res = await call(`/v2/certificate-electronic-consents?searchTitle=${encodeURIComponent("목록 검색")}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { consentSeq: number; certificateCounts: object; no: number }[];
    expect(data.map((d) => d.consentSeq)).toEqual([c.consentSeq]);
    expect(data.map((d) => d.consentSeq)).not.toContain(before.consentSeq);
    expect(data[0]).toMatchObject({
      no: 1,
      progressStatus: "IN_PROGRESS",
      template: { templateType: "NORMAL" },
      recipientCount: { submitted: 2, total: 3 },
      certificateCounts: { availableCount: 2, pendingCount: 0, unavailableCount: 1, downloadCount: 0 },
      documentStorageExtensionStatus: "NONE",
      pendingExtensionUntil: null,
    });
    expect(res.json().pagination).toEqual({ totalDataCount: 1, totalElements: 1 });
    const certified = await call(
      `/v2/certificate-electronic-consents?searchTitle=${encodeURIComponent("목록 검색")}&searchTemplateType=CERTIFIED`,
    );
    expect(certified.json().data).toEqual([]);
    const completed = await call(
      `/v2/certificate-electronic-consents?searchTitle=${encodeURIComponent("목록 검색")}&searchProgressStatus=COMPLETED`,
    );
    expect(completed.json().data).toEqual([]);
    const tooLong = await call(`/v2/certificate-electronic-consents?searchTitle=${"가".repeat(51)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe("제목은 최대 50자까지 입력 가능합니다.");
    const beforeStatus = await call("/v2/certificate-electronic-consents?searchProgressStatus=BEFORE");
    expect(beforeStatus.statusCode).toBe(400);
  });
});

describe("certificates of a consent", () => {
  it("counts and lists recipients by status; requests only AVAILABLE ones, idempotently; the job issues PDFs", async () => {
    const c = await consentWithSubmissions();
    const summary = await call(`${CERTS}/summary?consentSeq=${c.consentSeq}`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().data).toMatchObject({
      consentSeq: c.consentSeq,
      availableCount: 2,
      pendingCount: 0,
      unavailableCount: 1,
      downloadCount: 0,
      unitCost: 0,
    });
    expect(summary.json().data.requestorName).not.toBe("");
    expect(await statuses(c.consentSeq)).toEqual({ 홍길동: "AVAILABLE", 김영희: "AVAILABLE", 이철수: "UNAVAILABLE" });
    const byName = await call(`${CERTS}?consentSeq=${c.consentSeq}&searchName=${encodeURIComponent("철수")}`);
    expect(byName.json().data.map((r: { name: string }) => r.name)).toEqual(["이철수"]);
    const byStatus = await call(`${CERTS}?consentSeq=${c.consentSeq}&searchIssuedStatus=AVAILABLE`);
    expect(byStatus.json().pagination.totalElements).toBe(2);
    const longName = await call(`${CERTS}?consentSeq=${c.consentSeq}&searchName=${"가".repeat(31)}`);
    expect(longName.json().message).toBe("이름은 최대 30자까지 입력 가능합니다.");

    const refusedAgreement = await call(CERTS, {
      payload: { consentSeq: c.consentSeq, recipientSeqs: [c.seqOf("홍길동")] },
    });
    expect(refusedAgreement.statusCode).toBe(400);
    expect(refusedAgreement.json().message).toBe("주의사항을 확인하시고 내용에 동의해 주세요.");
    const nobody = await call(CERTS, { payload: { consentSeq: c.consentSeq, recipientSeqs: [], agreed: true } });
    expect(nobody.json().message).toBe(
      "요청하신 증명서를 발급 신청할 수 없습니다. 발급 신청이 가능한 대상자를 선택해 주세요.",
    );
    const unavailable = await call(CERTS, {
      payload: { consentSeq: c.consentSeq, recipientSeqs: [c.seqOf("홍길동"), c.seqOf("이철수")], agreed: true },
    });
    expect(unavailable.statusCode).toBe(400);
    expect(unavailable.json().message).toBe(
      "요청하신 증명서를 발급 신청할 수 없습니다. 발급 신청이 가능한 대상자를 선택해 주세요.",
    );

    const body = { consentSeq: c.consentSeq, recipientSeqs: [c.seqOf("홍길동"), c.seqOf("김영희")], agreed: true };
    const first = await call(CERTS, { payload: body, key: `cert-${c.consentSeq}` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ requested: 2, totalCost: 0 });
    const again = await call(CERTS, { payload: body, key: `cert-${c.consentSeq}` });
    expect(again.json()).toEqual(first.json());
    const rows = await t.handle.db
      .select()
      .from(electronicConsentCertificates)
      .where(eq(electronicConsentCertificates.consentSeq, c.consentSeq));
    expect(rows.map((r) => r.status)).toEqual(["PENDING", "PENDING"]);
    expect(await statuses(c.consentSeq)).toEqual({ 홍길동: "PENDING", 김영희: "PENDING", 이철수: "UNAVAILABLE" });
    // A PENDING recipient is not requestable again.
    const twice = await call(CERTS, { payload: body });
    expect(twice.statusCode).toBe(400);

    expect(await makeConsentCertificates(deps(), c.consentSeq)).toBe(2);
    expect(await statuses(c.consentSeq)).toEqual({ 홍길동: "DOWNLOAD", 김영희: "DOWNLOAD", 이철수: "UNAVAILABLE" });
    const list = (await call(`${CERTS}?consentSeq=${c.consentSeq}&searchIssuedStatus=DOWNLOAD`)).json().data;
    expect(list[0]).toMatchObject({ issuedStatus: "DOWNLOAD", downloadCount: 0, failReason: null });
    expect(list[0].requestorName).toBeTruthy();
    expect(list[0].issuedAt).toBeTruthy();

    const one = await download(c.consentSeq, [c.seqOf("홍길동")]);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers["content-type"]).toBe("application/pdf");
    expect(decodeURIComponent(String(one.headers["content-disposition"]))).toMatch(/전자 문서 증명서_\d{14}\.pdf/);
    const [hong] = await t.handle.db
      .select()
      .from(electronicConsentCertificates)
      .where(eq(electronicConsentCertificates.recipientSeq, c.seqOf("홍길동")));
    expect(sha256(one.rawPayload)).toBe(hong!.sha256);
    expect(hong!.chainIndex).toBeGreaterThan(0);
    const pdf = await PDFDocument.load(one.rawPayload);
    expect(pdf.getTitle()).toContain("전자 문서 증명서");

    const both = await download(c.consentSeq, [c.seqOf("홍길동"), c.seqOf("김영희")]);
    expect(both.headers["content-type"]).toBe("application/zip");
    expect(decodeURIComponent(String(both.headers["content-disposition"]))).toMatch(/전자 문서 증명서_\d{14}\.zip/);
    expect(both.rawPayload.readUInt32LE(0)).toBe(0x04034b50);
    const nameLength = both.rawPayload.readUInt16LE(26);
    const packed = both.rawPayload.subarray(30 + nameLength, 30 + nameLength + both.rawPayload.readUInt32LE(18));
    expect(zlib.inflateRawSync(packed).subarray(0, 5).toString()).toBe("%PDF-");

    const notDownloadable = await download(c.consentSeq, [c.seqOf("홍길동"), c.seqOf("이철수")]);
    expect(notDownloadable.statusCode).toBe(400);
    expect(notDownloadable.json().message).toBe(
      "요청하신 증명서를 다운로드할 수 없습니다. 다운로드가 가능한 대상자를 선택해 주세요.",
    );
    const marked = await call(`${CERTS}/download-status`, {
      payload: { consentSeq: c.consentSeq, recipientSeqs: [c.seqOf("홍길동")] },
    });
    expect(marked.json().data).toEqual({ downloaded: 1 });
    const after = (await call(`${CERTS}?consentSeq=${c.consentSeq}`)).json().data[0];
    expect(after).toMatchObject({ name: "홍길동", issuedStatus: "DOWNLOAD", downloadCount: 1 });
    expect(after.downloadedAt).toBeTruthy();
    const markRefused = await call(`${CERTS}/download-status`, {
      payload: { consentSeq: c.consentSeq, recipientSeqs: [c.seqOf("이철수")] },
    });
    expect(markRefused.json().message).toBe(
      "요청하신 증명서를 다운로드할 수 없습니다. 다운로드가 가능한 대상자를 선택해 주세요.",
    );
    const summaryAfter = (await call(`${CERTS}/summary?consentSeq=${c.consentSeq}`)).json().data;
    expect(summaryAfter).toMatchObject({ availableCount: 0, pendingCount: 0, unavailableCount: 1, downloadCount: 2 });
  });

  it("verifies an issued PDF publicly, refuses a changed one, and keeps answering after a withdrawal", async () => {
    const c = await consentWithSubmissions("확인 동의서");
    await issued(c);
    const pdf = (await download(c.consentSeq, [c.seqOf("홍길동")])).rawPayload;
    const matched = await verify(pdf);
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json().data).toMatchObject({
      matched: true,
      sha256: sha256(pdf),
      consentTitle: "확인 동의서",
      maskedName: "홍*동",
      submitType: "WRITTEN",
      isChainIntact: true,
      isCurrent: true,
    });
    const changed = Buffer.from(pdf);
    changed[changed.length - 20] = changed[changed.length - 20]! ^ 0x01;
    const refused = await verify(changed);
    expect(refused.json().data).toEqual({
      matched: false,
      sha256: sha256(changed),
      message: "일치하는 증명서가 없습니다. 발급받은 증명서 파일을 수정 없이 올려 주세요.",
    });
    const notPdf = await verify(Buffer.from("hello"), "application/octet-stream");
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().message).toBe("PDF 파일만 확인할 수 있습니다.");

    // Withdrawal discards the live certificate in the same act; the issued PDF still verifies, not current.
    const withdrawn = await call(`${URL}/${c.consentSeq}/recipients/${c.seqOf("홍길동")}/withdraw`, {
      payload: { submittedAt: at(Date.now()) },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [discarded] = await t.handle.db
      .select()
      .from(electronicConsentCertificates)
      .where(eq(electronicConsentCertificates.recipientSeq, c.seqOf("홍길동")));
    expect(discarded!.discardedAt).not.toBeNull();
    expect((await statuses(c.consentSeq)).홍길동).toBe("UNAVAILABLE");
    expect((await verify(pdf)).json().data).toMatchObject({ matched: true, isCurrent: false });
    expect((await download(c.consentSeq, [c.seqOf("홍길동")])).statusCode).toBe(400);
  });

  it("refuses a BEFORE consent, another union's consent, and a member without M1202", async () => {
    const before = await createConsent(t, { session: admin, guide, owners, over: { title: "진행전 동의서" } });
    const early = await call(`${CERTS}/summary?consentSeq=${before.consentSeq}`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe("진행전 전자 동의서는 증명서를 발급하거나 보관 기간을 연장할 수 없습니다.");

    const c = await consentWithSubmissions("권한 동의서");
    const foreignOwners = await addConsentOwners(t.handle.db, UNION_2, [{ name: "남의조합", birth: "19600101" }], 7850);
    const foreignGuide = await uploadGuide(t, admin, UNION_2);
    const foreign = await createStartedConsent(t, {
      session: admin,
      guide: foreignGuide,
      owners: foreignOwners,
      request: { unionSeq: UNION_2 },
    });
    const seq = foreign.consentSeq;
    const recipientSeqs = foreign.recipients.map((r) => r.recipientSeq);
    for (const res of [
      await call(`${CERTS}/summary?consentSeq=${seq}`),
      await call(`${CERTS}?consentSeq=${seq}`),
      await call(CERTS, { payload: { consentSeq: seq, recipientSeqs, agreed: true } }),
      await call(`${CERTS}/download`, { payload: { consentSeq: seq, recipientSeqs } }),
      await call(`${CERTS}/download-status`, { payload: { consentSeq: seq, recipientSeqs } }),
      await call(`${URL}/${seq}/certificate-extensions`, { payload: { phoneNo: "010-1234-5678", agreed: true } }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }

    await withoutMenu(t, member, UNION_1, "M1202", async () => {
      const body = { consentSeq: c.consentSeq, recipientSeqs: [c.seqOf("홍길동")] };
      for (const res of [
        await call("/v2/certificate-electronic-consents", { session: member }),
        await call(`${CERTS}/summary?consentSeq=${c.consentSeq}`, { session: member }),
        await call(`${CERTS}?consentSeq=${c.consentSeq}`, { session: member }),
        await call(CERTS, { payload: { ...body, agreed: true }, session: member }),
        await call(`${CERTS}/download`, { payload: body, session: member }),
        await call(`${CERTS}/download-status`, { payload: body, session: member }),
        await call(`${URL}/${c.consentSeq}/certificate-extensions`, {
          payload: { phoneNo: "010-1234-5678", agreed: true },
          session: member,
        }),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
      }
    });
  });

  it("marks a certificate FAILED when its recipient has no submission any more, and offers it again", async () => {
    const c = await consentWithSubmissions("실패 동의서");
    await call(CERTS, { payload: { consentSeq: c.consentSeq, recipientSeqs: [c.seqOf("김영희")], agreed: true } });
    // The submission vanished behind the request's back (not through a withdrawal, which discards it).
    await t.handle.db
      .update(electronicConsentRecipients)
      .set({ submittedAt: null })
      .where(eq(electronicConsentRecipients.recipientSeq, c.seqOf("김영희")));
    await makeConsentCertificates(deps(), c.consentSeq);
    const [failed] = await t.handle.db
      .select()
      .from(electronicConsentCertificates)
      .where(eq(electronicConsentCertificates.recipientSeq, c.seqOf("김영희")));
    expect(failed!.status).toBe("FAILED");
    const row = (await call(`${CERTS}?consentSeq=${c.consentSeq}&searchName=${encodeURIComponent("김영희")}`)).json()
      .data[0];
    expect(row).toMatchObject({ issuedStatus: "AVAILABLE", failReason: "제출 내역이 없는 대상자입니다." });
  });
});

describe("POST /v2/electronic-consents/{consentSeq}/certificate-extensions", () => {
  it("validates, charges once per Idempotency-Key, and extends by 5 years after the processing time", async () => {
    const c = await consentWithSubmissions("연장 동의서");
    const url = `${URL}/${c.consentSeq}/certificate-extensions`;
    expect((await call(url, { payload: { phoneNo: "", agreed: true } })).json().message).toBe("연락처를 입력해주세요.");
    expect((await call(url, { payload: { agreed: true } })).json().message).toBe("연락처를 입력해주세요.");
    expect((await call(url, { payload: { phoneNo: "01012345678", agreed: true } })).json().message).toBe(
      "올바른 연락처를 입력해주세요.",
    );
    expect((await call(url, { payload: { phoneNo: "010-1234-5678" } })).json().message).toBe(
      "주의사항을 확인하시고 내용에 동의해 주세요.",
    );
    const body = { phoneNo: "010-1234-5678", agreed: true };
    const first = await call(url, { payload: body, key: `ext-${c.consentSeq}` });
    expect(first.statusCode, first.body).toBe(200);
    const again = await call(url, { payload: body, key: `ext-${c.consentSeq}` });
    expect(again.json()).toEqual(first.json());
    const data = first.json().data;
    expect(data).toMatchObject({ status: "REQUESTED", years: 5, cost: 50000, completedAt: null });
    expect(Date.parse(data.dueAt) - Date.parse(data.requestedAt)).toBe(3 * DAY);
    const charges = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, `consent:${c.consentSeq}:retention`), eq(ledgerEntries.kind, "USAGE")));
    expect(charges.reduce((sum, e) => sum + e.amount, 0)).toBe(-50000);
    const pending = await call(url, { payload: body, key: `ext-${c.consentSeq}-2` });
    expect(pending.json().message).toBe("처리 중인 문서보관 기간 연장 신청이 있습니다. 완료된 후 다시 신청해 주세요.");

    const listed = (
      await call(`/v2/certificate-electronic-consents?searchTitle=${encodeURIComponent("연장 동의서")}`)
    ).json().data[0];
    expect(listed).toMatchObject({
      documentStorageExtensionStatus: "PENDING",
      pendingExtensionUntil: data.extendedUntil,
    });

    const requestedAt = Date.parse(data.requestedAt);
    expect(await completeDueExtensions(t.handle.db, { now: new Date(requestedAt + 2 * DAY) })).toBe(0);
    expect(await completeDueExtensions(t.handle.db, { now: new Date(requestedAt + 3 * DAY + 1000) })).toBe(1);
    const [consent] = await t.handle.db
      .select()
      .from(electronicConsents)
      .where(eq(electronicConsents.consentSeq, c.consentSeq));
    const [extension] = await t.handle.db
      .select()
      .from(electronicConsentStorageExtensions)
      .where(eq(electronicConsentStorageExtensions.consentSeq, c.consentSeq));
    expect(extension!.status).toBe("COMPLETED");
    expect(consent!.documentStorageExtensionStatus).toBe("COMPLETED");
    const from = new Date(data.extendedFrom);
    from.setUTCFullYear(from.getUTCFullYear() + 5);
    expect(consent!.documentStorageEndAt?.toISOString()).toBe(from.toISOString());
  });
});
