import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { testPng } from "./consent-documents.test-support";
import type { ConsentFormFacts } from "./consent-form";
import { renderConsentForm } from "./consent-form.pdf";
import { renderConsentFormOnThread, stopConsentFormThread } from "./consent-form-thread";

afterAll(() => stopConsentFormThread());

const facts: ConsentFormFacts = {
  version: "consent-form/1",
  union: { unionSeq: 1, name: "한빛 재개발 정비사업조합" },
  consent: {
    consentSeq: 7,
    title: "조합 정관 변경 동의서",
    content: "정관 제12조(조합원의 권리)를 변경하는 데 동의합니다.",
    templateName: "정관 변경",
    templateType: "NORMAL",
    textHash: "a".repeat(64),
  },
  recipient: { recipientSeq: 11, recipientId: "R-11" },
  owner: {
    unionRegisterSeq: 3,
    unionRegisterNo: "6300-2",
    ownerType: "PERSON",
    name: "홍길동",
    birth: "19600101",
    companyNo: "",
  },
  submission: { submitType: "ELECTRONIC", submittedAt: "2026-11-26T05:03:09.000Z", certifiedNo: null },
  signatureSha256: "b".repeat(64),
};
const input = (signature: Uint8Array | null) => ({
  facts,
  hash: "c".repeat(64),
  verifyUrl: `https://oms.example/v1/verify/consent-forms/${"c".repeat(64)}`,
  rights: [{ location: "서울특별시 성북구 정릉동 123-4", holding: "토지 80㎡" }],
  signature,
});

/** What a form shows that does not depend on when it was made: pages, title, subject, page sizes. */
async function outline(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  return {
    pages: pdf.getPages().map((p) => p.getSize()),
    title: pdf.getTitle(),
    subject: pdf.getSubject(),
    creator: pdf.getCreator(),
  };
}

describe("the consent form thread", () => {
  it("renders the same form as the main thread would, the signature drawn in", async () => {
    const signature = testPng(120, 60);
    const [onThread, onMain] = await Promise.all([
      renderConsentFormOnThread(input(signature)),
      renderConsentForm(input(signature)),
    ]);
    expect(onThread).toBeInstanceOf(Uint8Array);
    expect(await outline(onThread)).toEqual(await outline(onMain));
    expect((await outline(onThread)).title).toBe("조합 정관 변경 동의서 - 홍길동");
    // Same content streams and fonts: only the creation and modification dates differ.
    expect(Math.abs(onThread.length - onMain.length)).toBeLessThan(64);
  });

  it("answers forms asked for at once, each its own", async () => {
    const titles = await Promise.all(
      ["김철수", "이영희", "박민수"].map(async (name) => {
        const bytes = await renderConsentFormOnThread({
          ...input(null),
          facts: { ...facts, owner: { ...facts.owner, name } },
        });
        return (await outline(bytes)).title;
      }),
    );
    expect(titles).toEqual([
      "조합 정관 변경 동의서 - 김철수",
      "조합 정관 변경 동의서 - 이영희",
      "조합 정관 변경 동의서 - 박민수",
    ]);
  });

  it("fails a form the thread cannot render with the thread's error, and goes on", async () => {
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await expect(renderConsentFormOnThread(input(broken))).rejects.toThrow();
    expect((await outline(await renderConsentFormOnThread(input(null)))).pages).toHaveLength(1);
  });

  it("fails the form in flight when the thread stops, and starts a new thread on next use", async () => {
    const pending = renderConsentFormOnThread(input(null));
    await stopConsentFormThread();
    await expect(pending).rejects.toThrow("consent-form thread stopped");
    expect((await outline(await renderConsentFormOnThread(input(null)))).title).toBe("조합 정관 변경 동의서 - 홍길동");
  });
});
