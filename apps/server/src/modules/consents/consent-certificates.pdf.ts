import { KoreanPdf } from "../../platform/pdf/korean-pdf";

/** One certificate's facts (strings only: it crosses to the certificate thread). */
export type ConsentCertificateInput = {
  certificateNo: string;
  unionName: string;
  consent: readonly (readonly [string, string])[];
  recipient: readonly (readonly [string, string])[];
  submission: readonly (readonly [string, string])[];
  documents: readonly (readonly [string, string])[];
  evidence: readonly (readonly [string, string])[];
  chain: { index: number; hash: string };
  issuedAt: string;
  verifyUrl: string;
};

export const CONSENT_CERTIFICATE_TITLE = "전자 문서 증명서";
/** Field rows a size smaller than the default: the certificate stays on one A4 page. */
const FIELD = { size: 9 } as const;

/**
 * 전자 문서 증명서 of one recipient's submission (spec 02 §2.5) on A4: the consent, the recipient (name masked),
 * the submission (time, type), the hashes of the consent form and of the signature and ID documents, the
 * submission's evidence event, and the union's chain head it was issued against. The verify page matches
 * the PDF's own SHA-256 (kept when it was issued) and walks the chain to that head.
 */
export async function renderConsentCertificate(input: ConsentCertificateInput): Promise<Uint8Array> {
  const pdf = await KoreanPdf.create({
    title: `${CONSENT_CERTIFICATE_TITLE} - ${input.certificateNo}`,
    subject: `${input.unionName} ${CONSENT_CERTIFICATE_TITLE}`,
    footer: `${input.unionName} · ${CONSENT_CERTIFICATE_TITLE} · 발급번호 ${input.certificateNo}`,
  });
  pdf.paragraph(input.unionName, { size: 10, muted: true });
  pdf.title(CONSENT_CERTIFICATE_TITLE, 18);
  pdf.paragraph(`발급번호 ${input.certificateNo}`, { size: 9, muted: true });
  pdf.heading("전자 동의서", 11);
  pdf.fields(input.consent, FIELD);
  pdf.heading("제출자 및 제출 내역", 11);
  pdf.fields([...input.recipient, ...input.submission], FIELD);
  pdf.heading("제출 문서 해시 (SHA-256)", 11);
  pdf.fields(input.documents, FIELD);
  pdf.heading("증거 기록", 11);
  pdf.fields(
    [...input.evidence, ["조합 체인 순번", String(input.chain.index)], ["조합 체인 머리 해시", input.chain.hash]],
    FIELD,
  );
  pdf.paragraph(
    `증거 기록은 조합의 위·변조 방지 해시 체인에 남은 제출 사건이며, 체인 머리 해시는 발급 시점의 체인 끝 값입니다. 이 파일을 ${input.verifyUrl} 에 올리면 발급 여부와 체인 일치 여부를 확인할 수 있습니다.`,
    { size: 8.5, muted: true },
  );
  pdf.gap(8);
  pdf.paragraph("위와 같이 전자 동의서가 제출되었음을 증명합니다.", { size: 12, bold: true });
  pdf.paragraph(`발급일시 ${input.issuedAt}`, { size: 10 });
  pdf.paragraph(`${input.unionName} (조합 OMS 전자 동의 시스템)`, { size: 10 });
  return pdf.save();
}
