import { FORM_MESSAGES as M } from "@johap/contracts";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Session, signInMember, type TestApp } from "../../test/test-app";
import { FORM_CATALOG, FORMS_VERSION } from "./forms.catalog";

let t: TestApp;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
});
afterAll(() => t.close());

const get = (url: string, session: Session | null = member) =>
  t.app.inject({ method: "GET", url, headers: session ? session.auth : {} });

type FormRow = {
  formSeq: number;
  title: string;
  formType: string;
  previewImage: string;
  attachFiles: { fileSeq: number; extension: string; originName: string }[];
};

describe("GET /v1/forms", () => {
  it("lists the library: at least six Korean union forms, each as PDF and Word, with a preview", async () => {
    const response = await get("/v1/forms");
    expect(response.statusCode).toBe(200);
    const forms = response.json().data as FormRow[];
    expect(forms.length).toBeGreaterThanOrEqual(6);
    const titles = forms.map((form) => form.title);
    for (const title of ["총회 위임장", "서면결의서", "총회 참석장", "조합원 변경 신고서"])
      expect(titles).toContain(title);
    expect(titles.some((title) => title.includes("동의서"))).toBe(true);
    const proxy = forms.find((form) => form.title === "총회 위임장")!;
    expect(proxy).toMatchObject({
      formType: "MEETING",
      previewImage: `/v1/forms/${proxy.formSeq}/files/${proxy.formSeq * 10 + 1}?inline=true`,
      attachFiles: [
        { fileSeq: proxy.formSeq * 10 + 1, extension: "pdf", originName: "총회 위임장.pdf" },
        { fileSeq: proxy.formSeq * 10 + 2, extension: "docx", originName: "총회 위임장.docx" },
      ],
    });
  });

  it("filters by keyword in the title or summary (spaces ignored) and by type", async () => {
    const byTitle = (await get(`/v1/forms?keyword=${encodeURIComponent("서면 결의")}`)).json().data as FormRow[];
    expect(byTitle.map((form) => form.title)).toEqual(["서면결의서"]);
    const bySummary = (await get(`/v1/forms?keyword=${encodeURIComponent("공유자")}`)).json().data as FormRow[];
    expect(bySummary.map((form) => form.title)).toContain("대표조합원 선임 동의서");
    const consents = (await get("/v1/forms?formType=CONSENT")).json().data as FormRow[];
    expect(consents.length).toBeGreaterThanOrEqual(2);
    expect(consents.every((form) => form.formType === "CONSENT")).toBe(true);
    expect((await get(`/v1/forms?keyword=${encodeURIComponent("없는 서식")}`)).json().data).toEqual([]);
  });

  it("refuses a keyword over 50 characters with the Korean message, and an anonymous caller", async () => {
    const long = await get(`/v1/forms?keyword=${"가".repeat(51)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(M.keywordMax);
    expect((await get("/v1/forms", null)).statusCode).toBe(401);
  });
});

describe("GET /v1/forms/{formSeq}/files/{fileSeq}", () => {
  it("serves each form's PDF (Korean text, its title) and Word file, made once and then kept in the store", async () => {
    for (const form of FORM_CATALOG) {
      const pdf = await get(`/v1/forms/${form.formSeq}/files/${form.formSeq * 10 + 1}`);
      expect(pdf.statusCode, form.title).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.headers["content-disposition"]).toContain("attachment");
      const doc = await PDFDocument.load(pdf.rawPayload);
      expect(doc.getTitle()).toBe(form.title);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      const docx = await get(`/v1/forms/${form.formSeq}/files/${form.formSeq * 10 + 2}`);
      expect(docx.statusCode).toBe(200);
      expect(docx.headers["content-type"]).toBe(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      );
      expect(docx.rawPayload.subarray(0, 4).toString("hex")).toBe("504b0304");
    }
    const again = await get(`/v1/forms/1/files/11`);
    const stored = await import("node:fs/promises").then((fs) =>
      fs.readFile(`${t.filesDir}/forms/v${FORMS_VERSION}/1.pdf`),
    );
    expect(again.rawPayload.equals(stored)).toBe(true);
  });

  it("answers the preview inline", async () => {
    const preview = await get("/v1/forms/2/files/21?inline=true");
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["content-disposition"]).toMatch(/^inline/);
  });

  it("answers 404 with Korean messages for an unknown form or a file the form does not have", async () => {
    const noForm = await get("/v1/forms/999/files/9991");
    expect(noForm.statusCode).toBe(404);
    expect(noForm.json().message).toBe(M.formNotFound);
    for (const url of ["/v1/forms/1/files/21", "/v1/forms/1/files/13", "/v1/forms/1/files/1"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(M.fileNotFound);
    }
  });
});
