import { KoreanPdf } from "../../platform/pdf/korean-pdf";

/** One certificate's facts (strings only: it crosses to the certificate thread). */
export type CertificateInput = {
  title: string;
  certificateNo: string;
  unionName: string;
  meet: readonly (readonly [string, string])[];
  voter: readonly (readonly [string, string])[];
  factsHeading: string;
  facts: readonly (readonly [string, string])[];
  note: string;
  issuedAt: string;
  /** The head of the union's evidence chain at the meeting's result (index and SHA-256), when confirmed. */
  chain: { index: number; hash: string } | null;
};

/**
 * A voter's certificate (유통 증명서, 전자문서 증명서, 투표내역 증명서) on A4: the meeting, the voter (birth
 * masked), what is certified with its times, the statement, and the evidence chain's head that a verifier can
 * match against the union's chain.
 */
export async function renderCertificate(input: CertificateInput): Promise<Uint8Array> {
  const pdf = await KoreanPdf.create({
    title: `${input.title} - ${input.certificateNo}`,
    subject: `${input.unionName} ${input.title}`,
    footer: `${input.unionName} · ${input.title} · 발급번호 ${input.certificateNo}`,
  });
  pdf.paragraph(input.unionName, { size: 10, muted: true });
  pdf.title(input.title);
  pdf.paragraph(`발급번호 ${input.certificateNo}`, { size: 9, muted: true });
  pdf.heading("총회 정보");
  pdf.fields(input.meet);
  pdf.heading("선거인 정보");
  pdf.fields(input.voter);
  pdf.heading(input.factsHeading);
  pdf.fields(input.facts);
  if (input.chain) {
    pdf.heading("증거 체인");
    pdf.fields([
      ["체인 순번", String(input.chain.index)],
      ["체인 머리 해시 (SHA-256)", input.chain.hash],
    ]);
  }
  pdf.paragraph(input.note, { size: 9, muted: true });
  pdf.gap(16);
  pdf.paragraph("위 사실을 증명합니다.", { size: 12, bold: true });
  pdf.paragraph(`발급일시 ${input.issuedAt}`, { size: 10 });
  pdf.paragraph(`${input.unionName} (조합 OMS 전자투표 시스템)`, { size: 10 });
  return pdf.save();
}

/** The meeting's result certificate (투표결과): the agendas with their counts and decisions, and the chain head. */
export type ResultCertificateInput = {
  unionName: string;
  meet: readonly (readonly [string, string])[];
  counts: readonly (readonly [string, string])[];
  agendas: { title: string; rows: (readonly string[])[] }[];
  confirmedAt: string;
  chain: { index: number; hash: string };
  issuedAt: string;
};

export async function renderResultCertificate(input: ResultCertificateInput): Promise<Uint8Array> {
  const pdf = await KoreanPdf.create({
    title: "총회 투표결과 증명서",
    subject: `${input.unionName} 총회 투표결과 (체인 머리 ${input.chain.hash})`,
    footer: `${input.unionName} · 투표결과 · 체인 머리 ${input.chain.hash.slice(0, 16)}…`,
  });
  pdf.paragraph(input.unionName, { size: 10, muted: true });
  pdf.title("총회 투표결과 증명서");
  pdf.heading("총회 정보");
  pdf.fields(input.meet);
  pdf.heading("투표 참여 현황");
  pdf.fields(input.counts);
  for (const agenda of input.agendas) {
    pdf.heading(agenda.title, 11);
    pdf.table(
      [
        { label: "번호", width: 8 },
        { label: "후보/안건", width: 30 },
        { label: "찬성/선택", width: 14 },
        { label: "반대", width: 12 },
        { label: "기권", width: 12 },
        { label: "결과", width: 12 },
      ],
      agenda.rows,
      { size: 9 },
    );
  }
  pdf.heading("증거 체인");
  pdf.fields([
    ["결과 확정 일시", input.confirmedAt],
    ["체인 순번", String(input.chain.index)],
    ["체인 머리 해시 (SHA-256)", input.chain.hash],
  ]);
  pdf.paragraph(
    "체인 머리 해시는 결과 확정 시점까지 이 조합에서 기록된 투표·집계 사건의 해시 체인 끝 값입니다. 조합의 증거 체인과 대조하여 이후 변경이 없었음을 확인할 수 있습니다.",
    { size: 9, muted: true },
  );
  pdf.gap(12);
  pdf.paragraph("위와 같이 총회 투표결과를 증명합니다.", { size: 12, bold: true });
  pdf.paragraph(`발급일시 ${input.issuedAt}`, { size: 10 });
  return pdf.save();
}
