import { KoreanPdf } from "../../platform/pdf/korean-pdf";

/** The facts of an 온라인 총회 내역 증명서 (strings only: they cross to the certificate thread). */
export type OnlineCertificateInput = {
  unionName: string;
  meet: readonly (readonly [string, string])[];
  summary: readonly (readonly [string, string])[];
  attendees: readonly (readonly string[])[];
  /** SHA-256 of the facts above (what the certificate certifies). */
  hash: string;
  issuedAt: string;
};

/**
 * 온라인 총회 내역 증명서 (spec 03 §2.9 ended info): the meeting, the broadcast's start and end, attendance,
 * opinions and speeches handled, the online vote's times, and every attendee (name masked, join and leave
 * times), with the hash of what it certifies.
 */
export async function renderOnlineCertificate(input: OnlineCertificateInput): Promise<Uint8Array> {
  const pdf = await KoreanPdf.create({
    title: "온라인 총회 내역 증명서",
    subject: `${input.unionName} 온라인 총회 내역 (SHA-256 ${input.hash})`,
    footer: `${input.unionName} · 온라인 총회 내역 · ${input.hash.slice(0, 16)}…`,
  });
  pdf.paragraph(input.unionName, { size: 10, muted: true });
  pdf.title("온라인 총회 내역 증명서");
  pdf.heading("총회 정보");
  pdf.fields(input.meet);
  pdf.heading("온라인 총회 운영 내역");
  pdf.fields(input.summary);
  pdf.heading("온라인 참석자");
  pdf.table(
    [
      { label: "번호", width: 8 },
      { label: "연번", width: 12 },
      { label: "이름", width: 18 },
      { label: "구분", width: 12 },
      { label: "입장 일시", width: 25 },
      { label: "상태", width: 12 },
    ],
    input.attendees.length ? input.attendees : [["-", "-", "참석자가 없습니다.", "-", "-", "-"]],
    { size: 8 },
  );
  pdf.heading("무결성");
  pdf.fields([["증명 내용 해시 (SHA-256)", input.hash]]);
  pdf.gap(12);
  pdf.paragraph("위와 같이 온라인 총회 운영 내역을 증명합니다.", { size: 12, bold: true });
  pdf.paragraph(`발급일시 ${input.issuedAt}`, { size: 10 });
  return pdf.save();
}
