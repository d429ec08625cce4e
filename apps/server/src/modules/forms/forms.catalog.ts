import type { FormExtension, FormType } from "@johap/contracts";

/** A part of a form, drawn the same way in its PDF and in its Word file. */
export type FormBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  /** Label and blank value rows (what the signer fills in). */
  | { kind: "fields"; rows: readonly (readonly [string, string])[] }
  /** A table with a header row and `blankRows` empty rows to fill in. */
  | { kind: "table"; columns: readonly { label: string; width: number }[]; blankRows: number }
  /** Check boxes, one a line ("□ 찬성  □ 반대 ..."). */
  | { kind: "checks"; items: readonly string[] }
  /** The date and signature lines at the foot of a form. */
  | { kind: "signature"; lines: readonly string[] };

export type FormDefinition = {
  formSeq: number;
  title: string;
  formType: FormType;
  summary: string;
  /** When the text was written and last changed (Asia/Seoul); a change bumps FORMS_VERSION. */
  createdAt: string;
  modifiedAt: string;
  extensions: readonly FormExtension[];
  blocks: readonly FormBlock[];
};

/** The files of the catalogue are made once per version and kept in the file store under this version. */
export const FORMS_VERSION = 1;

const SIGN_DATE = "20    년      월      일";
const OWNER_ROWS = [
  ["성명", ""],
  ["생년월일", ""],
  ["주소", ""],
  ["연락처", ""],
  ["소유 물건 소재지", ""],
] as const;

/**
 * The document-form library (문서 서식; spec 04 §2.5): forms a housing-redevelopment union uses every year,
 * written for this product. Numbers are stable: an attachment's fileSeq is formSeq × 10 + 1 (PDF) or + 2
 * (Word).
 */
export const FORM_CATALOG: readonly FormDefinition[] = [
  {
    formSeq: 1,
    title: "총회 위임장",
    formType: "MEETING",
    summary: "조합원이 총회에 직접 참석하지 못할 때 대리인에게 의결권 행사를 위임하는 서식입니다.",
    createdAt: "2026-11-02T09:00:00+09:00",
    modifiedAt: "2026-11-20T09:00:00+09:00",
    extensions: ["pdf", "docx"],
    blocks: [
      { kind: "paragraph", text: "본인은 아래의 사람을 대리인으로 정하여 다음 총회에 관한 일체의 권한을 위임합니다." },
      { kind: "heading", text: "총회" },
      {
        kind: "fields",
        rows: [
          ["총회명", ""],
          ["개최 일시", ""],
          ["개최 장소", ""],
        ],
      },
      { kind: "heading", text: "위임인 (조합원)" },
      { kind: "fields", rows: OWNER_ROWS },
      { kind: "heading", text: "수임인 (대리인)" },
      {
        kind: "fields",
        rows: [
          ["성명", ""],
          ["생년월일", ""],
          ["조합원과의 관계", ""],
          ["주소", ""],
          ["연락처", ""],
        ],
      },
      { kind: "heading", text: "위임 내용" },
      {
        kind: "checks",
        items: [
          "□ 총회 참석 및 안건에 대한 의결권 행사 일체",
          "□ 아래 안건에 한한 의결권 행사 (안건 번호:            )",
        ],
      },
      {
        kind: "paragraph",
        text: "※ 대리인은 조합원의 배우자, 직계존비속, 형제자매 또는 정관이 정한 사람이어야 하며, 위임인과 대리인의 신분증 사본 및 가족관계를 증명하는 서류를 함께 제출합니다.",
      },
      {
        kind: "signature",
        lines: [SIGN_DATE, "위임인:                    (서명 또는 인)", "수임인:                    (서명 또는 인)"],
      },
      { kind: "paragraph", text: "○○주택재개발정비사업조합 조합장 귀하" },
    ],
  },
  {
    formSeq: 2,
    title: "서면결의서",
    formType: "MEETING",
    summary: "총회에 참석하지 않고 안건마다 찬반 의사를 서면으로 밝히는 서면결의서 서식입니다.",
    createdAt: "2026-11-02T09:00:00+09:00",
    modifiedAt: "2026-11-20T09:00:00+09:00",
    extensions: ["pdf", "docx"],
    blocks: [
      {
        kind: "paragraph",
        text: "본인은 아래 총회에 직접 참석하지 못하여 「도시 및 주거환경정비법」 제45조와 조합 정관에 따라 각 안건에 대한 의사를 서면으로 표시합니다.",
      },
      { kind: "heading", text: "조합원" },
      { kind: "fields", rows: OWNER_ROWS },
      { kind: "heading", text: "안건별 의사 표시" },
      {
        kind: "table",
        columns: [
          { label: "안건 번호", width: 1 },
          { label: "안건명", width: 4 },
          { label: "찬성", width: 1 },
          { label: "반대", width: 1 },
          { label: "기권", width: 1 },
        ],
        blankRows: 8,
      },
      {
        kind: "paragraph",
        text: "※ 안건마다 하나의 칸에만 ○ 또는 ✓ 표시를 합니다. 두 곳 이상 표시하거나 표시하지 않은 안건은 기권으로 봅니다. 서면결의서는 총회 전날까지 조합 사무실에 도착해야 합니다.",
      },
      { kind: "signature", lines: [SIGN_DATE, "조합원:                    (서명 또는 인)"] },
      { kind: "paragraph", text: "○○주택재개발정비사업조합 조합장 귀하" },
    ],
  },
  {
    formSeq: 3,
    title: "총회 참석장",
    formType: "MEETING",
    summary: "총회장 입구에서 조합원 본인 또는 대리인의 참석을 확인하고 서명받는 참석장입니다.",
    createdAt: "2026-11-03T09:00:00+09:00",
    modifiedAt: "2026-11-03T09:00:00+09:00",
    extensions: ["pdf", "docx"],
    blocks: [
      {
        kind: "fields",
        rows: [
          ["총회명", ""],
          ["개최 일시", ""],
          ["개최 장소", ""],
        ],
      },
      {
        kind: "paragraph",
        text: "참석자는 신분증을 제시하고 본인 확인을 받은 뒤 서명합니다. 대리인은 위임장과 신분증을 함께 제출합니다.",
      },
      {
        kind: "table",
        columns: [
          { label: "일련번호", width: 1.2 },
          { label: "조합원 성명", width: 1.6 },
          { label: "참석 구분 (본인/대리)", width: 1.8 },
          { label: "대리인 성명", width: 1.6 },
          { label: "확인 시각", width: 1.2 },
          { label: "서명", width: 1.6 },
        ],
        blankRows: 20,
      },
      { kind: "signature", lines: ["확인자:                    (서명)"] },
    ],
  },
  {
    formSeq: 4,
    title: "조합설립 동의서 (예시)",
    formType: "CONSENT",
    summary: "토지등소유자가 조합 설립에 동의하는 동의서의 예시입니다. 추정 분담금 등은 조합이 채워 넣습니다.",
    createdAt: "2026-11-04T09:00:00+09:00",
    modifiedAt: "2026-11-21T09:00:00+09:00",
    extensions: ["pdf", "docx"],
    blocks: [
      { kind: "heading", text: "토지등소유자" },
      { kind: "fields", rows: OWNER_ROWS },
      { kind: "heading", text: "동의 내용" },
      {
        kind: "fields",
        rows: [
          ["건설되는 건축물의 설계 개요", ""],
          ["공사비 등 정비사업비용 개략 금액", ""],
          ["비용 분담 기준", ""],
          ["사업 완료 후 소유권 귀속", ""],
          ["조합 정관", "별첨 정관안과 같음"],
        ],
      },
      {
        kind: "paragraph",
        text: "본인은 위 내용을 충분히 설명 듣고 이해하였으며, 「도시 및 주거환경정비법」 제35조에 따라 ○○구역 주택재개발정비사업조합 설립에 동의합니다.",
      },
      {
        kind: "paragraph",
        text: "※ 이 서식은 예시입니다. 법령과 관할 관청이 정한 서식이 있으면 그 서식을 따릅니다. 동의서에는 신분증 사본을 첨부합니다.",
      },
      { kind: "signature", lines: [SIGN_DATE, "동의자:                    (지장 또는 서명)"] },
      { kind: "paragraph", text: "○○구역 주택재개발정비사업조합 설립추진위원회 귀중" },
    ],
  },
  {
    formSeq: 5,
    title: "개인정보 수집·이용 동의서",
    formType: "CONSENT",
    summary: "조합이 조합원의 개인정보를 수집하고 이용하는 데 필요한 동의서입니다.",
    createdAt: "2026-11-04T09:00:00+09:00",
    modifiedAt: "2026-11-04T09:00:00+09:00",
    extensions: ["pdf", "docx"],
    blocks: [
      {
        kind: "paragraph",
        text: "○○주택재개발정비사업조합은 「개인정보 보호법」 제15조에 따라 아래와 같이 개인정보를 수집·이용합니다.",
      },
      {
        kind: "fields",
        rows: [
          ["수집 항목", "성명, 생년월일, 주소, 연락처, 소유 물건 내역, 계좌 정보(분담금 및 보상금 처리 시)"],
          ["수집·이용 목적", "조합원 명부 관리, 총회 소집 통지, 분양 신청 및 관리처분, 분담금 부과와 보상"],
          ["보유·이용 기간", "조합 해산 및 청산 종료 시까지 (관계 법령이 정한 기간은 그 기간)"],
          [
            "동의 거부 권리",
            "동의를 거부할 수 있으나, 거부하면 총회 통지와 분양 신청 안내 등을 받지 못할 수 있습니다.",
          ],
        ],
      },
      { kind: "checks", items: ["□ 위 개인정보 수집·이용에 동의합니다.", "□ 동의하지 않습니다."] },
      { kind: "heading", text: "동의자" },
      {
        kind: "fields",
        rows: [
          ["성명", ""],
          ["생년월일", ""],
          ["연락처", ""],
        ],
      },
      { kind: "signature", lines: [SIGN_DATE, "동의자:                    (서명 또는 인)"] },
    ],
  },
  {
    formSeq: 6,
    title: "조합원 변경 신고서",
    formType: "MEMBER",
    summary: "매매, 증여, 상속 등으로 조합원의 권리가 바뀌었을 때 조합에 신고하는 서식입니다.",
    createdAt: "2026-11-05T09:00:00+09:00",
    modifiedAt: "2026-11-22T09:00:00+09:00",
    extensions: ["pdf", "docx"],
    blocks: [
      { kind: "heading", text: "변경 사유" },
      { kind: "checks", items: ["□ 매매    □ 증여    □ 상속    □ 공유지분 변경    □ 기타 (                  )"] },
      { kind: "fields", rows: [["변경 일자 (등기 접수일)", ""]] },
      { kind: "heading", text: "종전 조합원 (양도인)" },
      {
        kind: "fields",
        rows: [
          ["성명", ""],
          ["생년월일", ""],
          ["연락처", ""],
        ],
      },
      { kind: "heading", text: "새 조합원 (양수인)" },
      { kind: "fields", rows: OWNER_ROWS },
      {
        kind: "paragraph",
        text: "※ 첨부 서류: 등기사항전부증명서, 매매(증여)계약서 사본 또는 상속 관계를 증명하는 서류, 양수인의 신분증 사본. 조합원 지위의 양도가 법령과 정관에 맞는지는 조합이 확인한 뒤 명부에 반영합니다.",
      },
      {
        kind: "signature",
        lines: [SIGN_DATE, "양도인:                    (서명 또는 인)", "양수인:                    (서명 또는 인)"],
      },
      { kind: "paragraph", text: "○○주택재개발정비사업조합 조합장 귀하" },
    ],
  },
  {
    formSeq: 7,
    title: "주소·연락처 변경 신고서",
    formType: "MEMBER",
    summary: "조합원의 우편 주소나 연락처가 바뀌었을 때 조합에 알리는 서식입니다.",
    createdAt: "2026-11-05T09:00:00+09:00",
    modifiedAt: "2026-11-05T09:00:00+09:00",
    extensions: ["pdf", "docx"],
    blocks: [
      { kind: "heading", text: "조합원" },
      {
        kind: "fields",
        rows: [
          ["성명", ""],
          ["생년월일", ""],
          ["소유 물건 소재지", ""],
        ],
      },
      { kind: "heading", text: "변경 내용" },
      {
        kind: "table",
        columns: [
          { label: "항목", width: 1 },
          { label: "변경 전", width: 2 },
          { label: "변경 후", width: 2 },
        ],
        blankRows: 4,
      },
      {
        kind: "paragraph",
        text: "※ 총회 소집 통지와 각종 안내는 신고된 주소와 연락처로 보냅니다. 신고하지 않아 생긴 불이익은 조합원에게 있습니다.",
      },
      { kind: "signature", lines: [SIGN_DATE, "신고인:                    (서명 또는 인)"] },
    ],
  },
  {
    formSeq: 8,
    title: "대표조합원 선임 동의서",
    formType: "CONSENT",
    summary: "여럿이 함께 소유한 물건의 공유자들이 대표조합원 한 명을 정하는 동의서입니다.",
    createdAt: "2026-11-06T09:00:00+09:00",
    modifiedAt: "2026-11-06T09:00:00+09:00",
    extensions: ["pdf", "docx"],
    blocks: [
      {
        kind: "paragraph",
        text: "아래 물건의 공유자 전원은 조합 정관에 따라 다음 사람을 대표조합원으로 선임하고, 조합원으로서의 권리 행사와 의무 이행을 대표조합원이 하는 데 동의합니다.",
      },
      { kind: "fields", rows: [["소유 물건 소재지", ""]] },
      { kind: "heading", text: "대표조합원" },
      {
        kind: "fields",
        rows: [
          ["성명", ""],
          ["생년월일", ""],
          ["주소", ""],
          ["연락처", ""],
        ],
      },
      { kind: "heading", text: "공유자" },
      {
        kind: "table",
        columns: [
          { label: "성명", width: 1.5 },
          { label: "생년월일", width: 1.5 },
          { label: "지분", width: 1 },
          { label: "연락처", width: 1.8 },
          { label: "서명", width: 1.5 },
        ],
        blankRows: 6,
      },
      { kind: "signature", lines: [SIGN_DATE] },
      { kind: "paragraph", text: "○○주택재개발정비사업조합 조합장 귀하" },
    ],
  },
];

export const formFileSeq = (formSeq: number, extension: FormExtension) => formSeq * 10 + (extension === "pdf" ? 1 : 2);
export const formFileExtension = (fileSeq: number): FormExtension | null =>
  fileSeq % 10 === 1 ? "pdf" : fileSeq % 10 === 2 ? "docx" : null;
