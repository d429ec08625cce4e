import { CONSENT_LABELS } from "@johap/contracts";
import { KoreanPdf } from "../../platform/pdf/korean-pdf";
import type { ConsentFormFacts } from "./consent-form";

/** A right of the owner as the form lists it: where, and what is owned there. */
export type RightLine = { location: string; holding: string };

const SEOUL_TIME = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/** "2026-11-26 14:03:09 (KST)". */
export const seoulDateTime = (iso: string) => `${SEOUL_TIME.format(new Date(iso))} (KST)`;

/** 19800101 → 1980년 01월 **일: the form shows who, not the full birth date. */
export function maskedBirth(birth: string) {
  const digits = birth.replace(/\D/g, "");
  if (digits.length < 6) return birth ? "*".repeat(birth.length) : "-";
  return `${digits.slice(0, 4)}년 ${digits.slice(4, 6)}월 **일`;
}

/** 123-45-67890 → 123-45-*****. */
export function maskedCompanyNo(companyNo: string) {
  const digits = companyNo.replace(/\D/g, "");
  if (digits.length < 5) return companyNo ? "*".repeat(companyNo.length) : "-";
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${"*".repeat(Math.max(digits.length - 5, 1))}`;
}

/**
 * The consent form (동의서) of one submission on A4: the union and consent, the owner (birth or company
 * number masked), the owner's rights from the register, how and when it was submitted, the drawn
 * signature, and the SHA-256 of the submission record with the address that checks it.
 */
export async function renderConsentForm(input: {
  facts: ConsentFormFacts;
  hash: string;
  verifyUrl: string;
  rights: RightLine[];
  signature: Uint8Array | null;
}): Promise<Uint8Array> {
  const { facts, hash, verifyUrl, rights, signature } = input;
  const { consent, owner, submission, union } = facts;
  const pdf = await KoreanPdf.create({
    title: `${consent.title} - ${owner.name}`,
    subject: `${union.name} 전자 동의서 (제출 기록 SHA-256 ${hash})`,
    footer: `${union.name} · ${consent.title} · 제출 기록 SHA-256 ${hash.slice(0, 16)}…`,
  });
  pdf.paragraph(union.name, { size: 10, muted: true });
  pdf.title(consent.title);

  pdf.heading("동의서 정보");
  pdf.fields([
    ["조합명", union.name],
    ["동의서 제목", consent.title],
    ["동의서 유형", `${consent.templateName} (${CONSENT_LABELS.templateType[consent.templateType]})`],
    ["동의 내용", consent.content],
  ]);

  pdf.heading("동의자 정보");
  const identity: [string, string] =
    owner.ownerType === "COMPANY" || owner.ownerType === "PUBLIC"
      ? ["사업자등록번호", maskedCompanyNo(owner.companyNo)]
      : ["생년월일", maskedBirth(owner.birth)];
  pdf.fields([["성명", owner.name], identity, ["조합원 번호", owner.unionRegisterNo]]);

  pdf.heading("권리 내역 (조합원 명부)");
  pdf.fields(
    rights.length
      ? rights.map((r, i) => [`소재지 ${i + 1}`, `${r.location}\n${r.holding}`] as const)
      : [["소재지", "명부에 등록된 소재지가 없습니다."]],
  );

  pdf.heading("제출 정보");
  pdf.fields([
    ["제출 방식", `${CONSENT_LABELS.submitType[submission.submitType]} 제출`],
    ["제출 일시", seoulDateTime(submission.submittedAt)],
    ...(submission.certifiedNo ? [["인감증명서 일련번호", submission.certifiedNo] as const] : []),
  ]);

  pdf.heading("서명");
  if (signature) {
    await pdf.image(signature, { maxWidth: 200, maxHeight: 80, caption: "동의자가 입력한 서명" });
  } else {
    pdf.paragraph(
      submission.submitType === "WRITTEN"
        ? "서면으로 제출된 동의서입니다. 서명은 조합이 보관하는 서면 원본에 있습니다."
        : "서명 없이 제출되었습니다.",
      { muted: true },
    );
  }

  pdf.ensure(130);
  pdf.heading("제출 기록 확인");
  pdf.paragraph(
    "이 문서는 위 제출 기록을 증명합니다. 제출 기록(조합, 동의서, 동의자, 제출 방식과 일시, 서명)의 정규화된 JSON에 대한 SHA-256 값은 다음과 같으며, 아래 주소에서 등록 여부를 확인할 수 있습니다.",
    { size: 9 },
  );
  pdf.fields(
    [
      ["SHA-256", hash],
      ["확인 주소", verifyUrl],
    ],
    { size: 9 },
  );
  return pdf.save();
}
