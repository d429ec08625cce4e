import { MEET_METHOD_LABELS, type MeetMethod, VOTER_LABELS } from "@johap/contracts";
import { KoreanPdf } from "../../platform/pdf/korean-pdf";

/** A voter as the roster prints them (strings only: it crosses to the roster thread). */
export type RosterLine = {
  registerNo: string;
  name: string;
  /** 8 digits, a company number, or "". */
  identity: string;
  phoneNo: string;
  agentName: string;
  attendance: string;
  vote: string;
  /** "yyyy-MM-dd HH:mm" (KST) of the ballot or the check-in, or "". */
  at: string;
};

export type RosterInput = {
  variant: "PUBLIC" | "PRIVATE";
  unionName: string;
  meet: { name: string; meetMethod: MeetMethod; meetAt: string };
  madeAt: string;
  lines: RosterLine[];
  counts: { total: number; attended: number; byVote: Record<string, number> };
};

/** 홍길동 → 홍*동, 김철 → 김*, 남궁민수 → 남**수: the public roster shows who, not the whole name. */
export function maskedName(name: string) {
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return chars.join("");
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${"*".repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** 19800101 → 1980-**-**; a company number keeps its first 3 digits. */
export function maskedIdentity(identity: string) {
  const digits = identity.replace(/\D/g, "");
  if (digits.length === 8) return `${digits.slice(0, 4)}-**-**`;
  if (digits.length >= 10) return `${digits.slice(0, 3)}-**-*****`;
  return identity ? "*".repeat(identity.length) : "";
}

const birthOf = (identity: string) => {
  const digits = identity.replace(/\D/g, "");
  if (digits.length === 8) return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  return identity;
};

/**
 * 연명부 (attendee register) of a meeting on A4: the union, meeting and counts, then every voter in register
 * order with how they took part (vote channel, on-site attendance, 본인/대리인) and when. PUBLIC masks names and
 * birth dates and leaves out phones (for posting or handing out); PRIVATE is in full (kept by the union).
 */
export async function renderRoster(input: RosterInput): Promise<Uint8Array> {
  const isPublic = input.variant === "PUBLIC";
  const kind = isPublic ? "공개용" : "내부 보관용";
  const pdf = await KoreanPdf.create({
    title: `${input.meet.name} 연명부 (${kind})`,
    subject: `${input.unionName} ${input.meet.name} 연명부`,
    footer: `${input.unionName} · ${input.meet.name} · 연명부 (${kind}) · 생성 ${input.madeAt}`,
  });
  pdf.paragraph(input.unionName, { size: 10, muted: true });
  pdf.title(`${input.meet.name} 연명부`);
  pdf.fields([
    ["구분", kind],
    ["총회명", input.meet.name],
    ["투표 방식", MEET_METHOD_LABELS[input.meet.meetMethod]],
    ["총회 일시", input.meet.meetAt],
    [
      "참석 현황",
      `전체 선거인 ${input.counts.total.toLocaleString("ko-KR")}명 중 ${input.counts.attended.toLocaleString("ko-KR")}명 참석 (${Object.entries(
        input.counts.byVote,
      )
        .map(([label, count]) => `${label} ${count.toLocaleString("ko-KR")}명`)
        .join(", ")})`,
    ],
    ["생성 일시", input.madeAt],
  ]);
  const columns = isPublic
    ? [
        { label: "연번", width: 9 },
        { label: "성명", width: 12 },
        { label: "생년월일", width: 13 },
        { label: "대리인", width: 10 },
        { label: "참석", width: 9 },
        { label: "투표", width: 12 },
        { label: "일시", width: 17 },
      ]
    : [
        { label: "연번", width: 9 },
        { label: "성명", width: 12 },
        { label: "생년월일", width: 13 },
        { label: "연락처", width: 14 },
        { label: "대리인", width: 10 },
        { label: "참석", width: 8 },
        { label: "투표", width: 11 },
        { label: "일시", width: 17 },
      ];
  const rows = input.lines.map((line) =>
    isPublic
      ? [
          line.registerNo,
          maskedName(line.name),
          maskedIdentity(line.identity),
          line.agentName ? maskedName(line.agentName) : "",
          line.attendance,
          line.vote,
          line.at,
        ]
      : [
          line.registerNo,
          line.name,
          birthOf(line.identity),
          line.phoneNo,
          line.agentName,
          line.attendance,
          line.vote,
          line.at,
        ],
  );
  pdf.heading("선거인별 참석 내역");
  pdf.table(columns, rows, { size: 8 });
  pdf.paragraph(
    isPublic
      ? "개인정보 보호를 위해 성명과 생년월일 일부를 가렸습니다."
      : "내부 보관용: 개인정보가 포함되어 있으므로 외부에 공개하지 마십시오.",
    { size: 8, muted: true },
  );
  return pdf.save();
}

export const VOTE_LABELS = VOTER_LABELS.voteCategory;
export const ATTENDANCE_LABELS = VOTER_LABELS.attendanceCategory;
