import { ERROR_CODES, todayInSeoul } from "@johap/contracts";
import { and, eq, isNull } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { withoutMenu } from "../../test/without-menu";
import { RESIDENT_NUMBER_BACK } from "./consent-documents.masking";
import { addDocument, pixelAt, testJpeg, testPng } from "./consent-documents.test-support";
import { consentFormFacts, consentFormHash } from "./consent-form";
import { formSourceOf } from "./consent-form.repository";
import { electronicConsentDocuments } from "./consents.table";
import {
  addConsentOwners,
  consoleCall,
  createStartedConsent,
  HOUR,
  openConsentApp,
  CONSENTS_URL as URL,
  uploadGuide,
} from "./consents-test-support";

let t: TestApp;
let member: Session;
let supervisor: Session;
let guide: number;
/** 홍길동, 김영희, 국토교통부 (public: consents automatically), by register number. */
let owners: number[];

beforeAll(async () => {
  const people = [
    { name: "홍길동", birth: "19600101", land: 100, building: 50.5, apartmentDong: "101" },
    { name: "김영희", birth: "19700202", land: 200 },
    { name: "국토교통부", ownerType: "PUBLIC" as const, land: 400 },
  ];
  ({ t, member, supervisor, owners, guide } = await openConsentApp(people, 7600));
});
afterAll(() => t.close());

type CallOpts = { session?: Session; unionSeq?: number };
const call = (method: "GET" | "POST", url: string, payload?: object, opts: CallOpts = {}) =>
  consoleCall(t, { method, url, payload, session: opts.session ?? member, unionSeq: opts.unionSeq });

type FilesRow = {
  recipientSeq: number;
  name: string;
  status: string;
  originFilePath: string | null;
  identityFilePath: string | null;
  externalDocumentFilePaths: { documentType: string; status: string; filePath: string | null }[];
};

type Upload = Omit<Parameters<typeof addDocument>[1], "unionSeq" | "consentSeq" | "recipientSeq">;

/**
 * An in-progress consent of the three owners with 홍길동's written consent registered; answers its numbers and
 * `upload`, which stores a document as 홍길동's (or `recipientSeq`'s) upload.
 */
async function consentWithWritten() {
  const { consentSeq, seqOf } = await createStartedConsent(t, { session: member, guide, owners });
  const hong = seqOf("홍길동");
  const submitted = await call("POST", `${URL}/${consentSeq}/recipients/${hong}/submit`, {
    submittedAt: new Date(Date.now() - HOUR).toISOString(),
    submitType: "WRITTEN",
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const upload = (doc: Upload, recipientSeq = hong) =>
    addDocument(t, { ...doc, unionSeq: UNION_1, consentSeq, recipientSeq });
  return { consentSeq, seqOf, hong, upload };
}

const files = async (consentSeq: number, query = "") => {
  const response = await call("GET", `${URL}/${consentSeq}/recipients/files${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: FilesRow[]; pagination: { totalElements: number } };
};
const download = (consentSeq: number, recipientSeq: number, fileType: string, opts: CallOpts = {}) =>
  call("POST", `${URL}/${consentSeq}/recipients/${recipientSeq}/download?fileType=${fileType}`, undefined, opts);
const today = () => todayInSeoul().replaceAll("-", "");
const fileNameOf = (disposition: string | undefined) =>
  decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition ?? "")?.[1] ?? "");

describe("GET /v2/electronic-consents/{consentSeq}/recipients/files", () => {
  it("lists each recipient's documents by register number: paths for what a standing submission has, null (미제출) for the rest", async () => {
    const { consentSeq, seqOf, hong, upload } = await consentWithWritten();
    await upload({ type: "ID_CARD", bytes: testJpeg(40, 25), contentType: "image/jpeg", name: "id.jpg" });
    const abstract = Buffer.from("%PDF-1.4 초본");
    await upload({ type: "RESIDENT_ABSTRACT", bytes: abstract, contentType: "application/pdf", name: "초본.pdf" });
    // An unsubmitted recipient's uploads are not offered.
    const unsubmitted = { type: "ID_CARD", bytes: testPng(4, 4), contentType: "image/png", name: "id.png" } as const;
    await upload(unsubmitted, seqOf("김영희"));

    const page = await files(consentSeq);
    expect(page.pagination.totalElements).toBe(3);
    expect(page.data.map((r) => [r.name, r.status])).toEqual([
      ["홍길동", "WRITTEN_SUBMITTED"],
      ["김영희", "NOT_SUBMITTED"],
      ["국토교통부", "AUTO_SUBMITTED"],
    ]);
    const path = (recipientSeq: number, type: string) =>
      `${URL}/${consentSeq}/recipients/${recipientSeq}/download?fileType=${type}`;
    expect(page.data[0]).toMatchObject({
      recipientSeq: hong,
      originFilePath: path(hong, "UPLOADED_FILE"),
      identityFilePath: path(hong, "MASKING_IDENTITY_FILE"),
      externalDocumentFilePaths: [
        { documentType: "RESIDENT_ABSTRACT", status: "SUBMITTED", filePath: path(hong, "RESIDENT_ABSTRACT") },
        { documentType: "RESIDENT_COPY", status: "NOT_SUBMITTED", filePath: null },
        { documentType: "FAMILY_RELATION", status: "NOT_SUBMITTED", filePath: null },
      ],
    });
    expect(page.data[1]).toMatchObject({ originFilePath: null, identityFilePath: null });
    expect(page.data[1]!.externalDocumentFilePaths.every((d) => d.status === "NOT_SUBMITTED")).toBe(true);
    // A public owner's automatic consent has its form, and no uploads.
    expect(page.data[2]).toMatchObject({
      originFilePath: path(seqOf("국토교통부"), "UPLOADED_FILE"),
      identityFilePath: null,
    });

    expect(
      (await files(consentSeq, `?searchRecipientName=${encodeURIComponent("영희")}`)).data.map((r) => r.name),
    ).toEqual(["김영희"]);
    expect((await files(consentSeq, "?page=1&pageSize=2")).data.map((r) => r.name)).toEqual(["국토교통부"]);
  });
});

describe("POST /v2/electronic-consents/{consentSeq}/recipients/{recipientSeq}/download", () => {
  it("makes the consent form once and serves it as 동의서_{name}_{yyyyMMdd}.pdf, carrying the submission's hash", async () => {
    const { consentSeq, hong } = await consentWithWritten();
    const first = await download(consentSeq, hong, "UPLOADED_FILE");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(fileNameOf(first.headers["content-disposition"] as string)).toBe(`동의서_홍길동_${today()}.pdf`);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const rows = await t.handle.db
      .select()
      .from(electronicConsentDocuments)
      .where(
        and(
          eq(electronicConsentDocuments.recipientSeq, hong),
          eq(electronicConsentDocuments.documentType, "CONSENT_FORM"),
        ),
      );
    expect(rows).toHaveLength(1);
    const source = await formSourceOf(t.handle.db, hong);
    const hash = consentFormHash(consentFormFacts(source!, null));
    expect(rows[0]!.sha256).toBe(hash);
    const pdf = await PDFDocument.load(first.rawPayload);
    expect(pdf.getTitle()).toBe("재개발 정비계획 변경 동의서 - 홍길동");
    expect(pdf.getSubject()).toContain(hash);

    const again = await download(consentSeq, hong, "UPLOADED_FILE");
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const after = await t.handle.db
      .select()
      .from(electronicConsentDocuments)
      .where(eq(electronicConsentDocuments.recipientSeq, hong));
    expect(after.filter((d) => d.documentType === "CONSENT_FORM")).toHaveLength(1);
  });

  it("serves the ID card with the resident number's back digits painted over, and other documents as uploaded", async () => {
    const { consentSeq, hong, upload } = await consentWithWritten();
    await upload({ type: "ID_CARD", bytes: testPng(200, 120), contentType: "image/png", name: "id.png" });
    const family = Buffer.from("%PDF-1.4 가족관계증명서");
    await upload({ type: "FAMILY_RELATION", bytes: family, contentType: "application/pdf", name: "f.pdf" });

    const id = await download(consentSeq, hong, "MASKING_IDENTITY_FILE");
    expect(id.statusCode, id.body).toBe(200);
    expect(id.headers["content-type"]).toBe("image/png");
    expect(fileNameOf(id.headers["content-disposition"] as string)).toBe(`신분증_홍길동_${today()}.png`);
    const inside = [
      Math.round(200 * (RESIDENT_NUMBER_BACK.left + 0.05)),
      Math.round(120 * (RESIDENT_NUMBER_BACK.top + 0.05)),
    ];
    expect(pixelAt(id.rawPayload, inside[0]!, inside[1]!)).toEqual([0, 0, 0, 255]);
    expect(pixelAt(id.rawPayload, 5, 5)).toEqual([255, 255, 255, 255]);
    expect(pixelAt(id.rawPayload, 195, 115)).toEqual([255, 255, 255, 255]);

    const doc = await download(consentSeq, hong, "FAMILY_RELATION");
    expect(doc.statusCode, doc.body).toBe(200);
    expect(doc.rawPayload.equals(family)).toBe(true);
    expect(fileNameOf(doc.headers["content-disposition"] as string)).toBe(`가족관계증명서_홍길동_${today()}.pdf`);
  });

  it("masks a JPEG ID card in its pixels too", async () => {
    const { consentSeq, hong, upload } = await consentWithWritten();
    await upload({ type: "ID_CARD", bytes: testJpeg(320, 200), contentType: "image/jpeg", name: "id.jpg" });
    const id = await download(consentSeq, hong, "MASKING_IDENTITY_FILE");
    expect(id.headers["content-type"]).toBe("image/jpeg");
    const [r, g, b] = pixelAt(id.rawPayload, 320 * 0.45, 200 * 0.4) as number[];
    expect(Math.max(r!, g!, b!)).toBeLessThan(20);
    const [r2] = pixelAt(id.rawPayload, 10, 190) as number[];
    expect(r2).toBeGreaterThan(235);
  });

  it("answers 제출된 서류가 없습니다. for an unsubmitted recipient or a document not uploaded, and refuses an unknown type", async () => {
    const { consentSeq, seqOf } = await consentWithWritten();
    for (const [name, type] of [
      ["김영희", "UPLOADED_FILE"],
      ["홍길동", "MASKING_IDENTITY_FILE"],
      ["홍길동", "RESIDENT_COPY"],
    ] as const) {
      const response = await download(consentSeq, seqOf(name), type);
      expect(response.statusCode, `${name} ${type}`).toBe(404);
      expect(response.json()).toEqual({ status: 404, code: ERROR_CODES.NOT_FOUND, message: "제출된 서류가 없습니다." });
    }
    const unknown = await download(consentSeq, seqOf("홍길동"), "PASSPORT");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("내려받을 서류 종류를 확인해 주세요.");
  });

  it("offers nothing of a withdrawn submission", async () => {
    const { consentSeq, hong } = await consentWithWritten();
    expect((await download(consentSeq, hong, "UPLOADED_FILE")).statusCode).toBe(200);
    const withdrawn = await call("POST", `${URL}/${consentSeq}/recipients/${hong}/withdraw`, {
      submittedAt: new Date().toISOString(),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await files(consentSeq)).data[0]).toMatchObject({ status: "WITHDRAWAL", originFilePath: null });
    expect((await download(consentSeq, hong, "UPLOADED_FILE")).statusCode).toBe(404);
  });
});

describe("access to the downloads", () => {
  it("refuses a member without menu M1201 with E00501", async () => {
    const { consentSeq, seqOf } = await consentWithWritten();
    await withoutMenu(t, member, UNION_1, "M1201", async () => {
      for (const response of [
        await call("GET", `${URL}/${consentSeq}/recipients/files`),
        await download(consentSeq, seqOf("홍길동"), "UPLOADED_FILE"),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe(ERROR_CODES.PERMISSION_DENIED);
      }
    });
  });

  it("answers another union's consent as not found, and refuses a union the caller does not manage", async () => {
    const [foreignOwner] = await addConsentOwners(t.handle.db, UNION_2, [{ name: "푸른숲", birth: "19750505" }], 7700);
    const foreignGuide = await uploadGuide(t, supervisor, UNION_2);
    const { consentSeq, recipients } = await createStartedConsent(t, {
      session: supervisor,
      guide: foreignGuide,
      owners: [foreignOwner!],
      request: { unionSeq: UNION_2 },
    });
    const foreign = { session: supervisor, unionSeq: UNION_1 };
    for (const response of [
      await call("GET", `${URL}/${consentSeq}/recipients/files`, undefined, foreign),
      await download(consentSeq, recipients[0]!.recipientSeq, "UPLOADED_FILE", foreign),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("전자 동의서를 찾을 수 없습니다.");
    }
    // The member manages union 1 only.
    const header = await call("GET", `${URL}/${consentSeq}/recipients/files`, undefined, { unionSeq: UNION_2 });
    expect(header.json().code).toBe(ERROR_CODES.UNION_FORBIDDEN);
    const named = await call("GET", `${URL}/${consentSeq}/recipients/files?searchUnionSeq=${UNION_2}`);
    expect(named.json().code).toBe(ERROR_CODES.UNION_FORBIDDEN);
  });
});

describe("GET /v1/verify/consent-forms/{hash}", () => {
  it("tells anyone what a form's hash certifies, the name masked, and that a withdrawn one no longer stands", async () => {
    const { consentSeq, hong } = await consentWithWritten();
    await download(consentSeq, hong, "UPLOADED_FILE");
    const [form] = await t.handle.db
      .select()
      .from(electronicConsentDocuments)
      .where(
        and(
          eq(electronicConsentDocuments.recipientSeq, hong),
          eq(electronicConsentDocuments.documentType, "CONSENT_FORM"),
          isNull(electronicConsentDocuments.supersededAt),
        ),
      );
    const verify = (hash: string) => t.app.inject({ url: `/v1/verify/consent-forms/${hash}` });
    const answer = await verify(form!.sha256.toUpperCase());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      sha256: form!.sha256,
      unionName: expect.any(String),
      consentTitle: "재개발 정비계획 변경 동의서",
      maskedName: "홍*동",
      submitType: "WRITTEN",
      submittedDate: todayInSeoul(new Date(Date.now() - HOUR)),
      issuedAt: form!.createdAt.toISOString(),
      isCurrent: true,
    });
    expect(JSON.stringify(answer.json())).not.toContain("19600101");

    await call("POST", `${URL}/${consentSeq}/recipients/${hong}/withdraw`, { submittedAt: new Date().toISOString() });
    expect((await verify(form!.sha256)).json().data).toMatchObject({ isCurrent: false, submittedDate: null });

    const unknown = await verify("0".repeat(64));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("등록된 전자 동의서가 아닙니다.");
    expect((await verify("abc")).statusCode).toBe(400);
  });
});
