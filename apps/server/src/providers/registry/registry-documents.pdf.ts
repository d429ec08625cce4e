import crypto from "node:crypto";
import {
  BUILDING_LEDGER_KIND_LABELS,
  DOCUMENT_NAMES,
  type DocumentCode,
  ISSUANCE_TYPE_LABELS,
  RECORD_STATE_LABELS,
} from "@johap/contracts";
import { KoreanPdf } from "../../platform/pdf/korean-pdf";
import type { RegistryDocumentOrder, RegistryDocumentRequest } from "./port";

export type RegistryDocumentInput = Omit<RegistryDocumentRequest & RegistryDocumentOrder, "readyAt"> & {
  issuedAt: string;
};

/** Stable pseudo-random facts of a parcel (receipt numbers, dates, zoning) from its address. */
function factsOf(address: string) {
  const h = crypto.createHash("sha256").update(address).digest();
  const year = 1985 + (h[0]! % 35);
  const month = 1 + (h[1]! % 12);
  const day = 1 + (h[2]! % 28);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    receivedOn: `${year}년${pad(month)}월${pad(day)}일`,
    receiptNo: `제${1000 + (h.readUInt16BE(3) % 90000)}호`,
    mortgageOn: `${Math.min(year + 6, 2024)}년${pad(1 + (h[5]! % 12))}월${pad(1 + (h[6]! % 28))}일`,
    mortgageAmount: (1 + (h[7]! % 40)) * 10_000_000,
    zone: ["제1종일반주거지역", "제2종일반주거지역", "제3종일반주거지역", "준주거지역"][h[8]! % 4]!,
    scale: ["1/600", "1/1200"][h[9]! % 2]!,
    uniqueNo: `${1100 + (h.readUInt16BE(10) % 900)}-${1990 + (h[12]! % 34)}-${String(h.readUInt32BE(13) % 1_000_000).padStart(6, "0")}`,
  };
}

const area = (value: number | null | undefined) => (value == null ? "-" : `${value.toLocaleString("ko-KR")}㎡`);
const won = (value: number) => `금${value.toLocaleString("ko-KR")}원`;
/** 600101-******* from 19600101 (the registry shows only the birth part of the resident number). */
const maskedBirth = (birth: string) => (birth.length === 8 ? `${birth.slice(2)}-*******` : birth || "-");

function registryCopy(pdf: KoreanPdf, input: RegistryDocumentInput, code: DocumentCode) {
  const f = factsOf(input.registrationAddress);
  const { options, owner, land, building } = input;
  const kind = code === "TD" ? "토지" : code === "GD" ? "건물" : "집합건물";
  pdf.title(`등기사항전부증명서(${options.hasCancellationEntries ? "말소사항 포함" : "현재 유효사항"})`);
  pdf.paragraph(`- ${kind} -   [${RECORD_STATE_LABELS[options.recordState]}]`, { bold: true });
  pdf.fields([
    ["고유번호", input.registrationNo || f.uniqueNo],
    [`[${kind}] 소재지번`, input.registrationAddress],
  ]);
  pdf.heading("【 표 제 부 】 (토지·건물의 표시)");
  if (code === "TD") {
    pdf.table(
      [
        { label: "표시번호", width: 1 },
        { label: "접수", width: 2 },
        { label: "소재지번", width: 4 },
        { label: "지목", width: 1 },
        { label: "면적", width: 2 },
      ],
      [["1", f.receivedOn, input.registrationAddress, land?.landCategory ?? "대", area(land?.totalArea)]],
    );
  } else {
    pdf.table(
      [
        { label: "표시번호", width: 1 },
        { label: "접수", width: 2 },
        { label: "소재지번 및 건물명칭", width: 4 },
        { label: "건물내역", width: 3 },
      ],
      [
        [
          "1",
          f.receivedOn,
          `${input.registrationAddress} ${building?.buildingName ?? ""}`.trim(),
          `${building?.buildingStructure ?? "철근콘크리트구조"} ${building?.buildingUsage ?? "주택"} ${area(building?.totalArea)}`,
        ],
      ],
    );
  }
  pdf.heading("【 갑 구 】 (소유권에 관한 사항)");
  pdf.table(
    [
      { label: "순위번호", width: 1 },
      { label: "등기목적", width: 1.6 },
      { label: "접수", width: 2.4 },
      { label: "등기원인", width: 2 },
      { label: "권리자 및 기타사항", width: 4 },
    ],
    [
      [
        "1",
        "소유권이전",
        `${f.receivedOn} ${f.receiptNo}`,
        `${(land ?? building)?.acquiredAt ?? f.receivedOn} 매매`,
        `소유자 ${owner.name} ${maskedBirth(owner.birth)}${owner.portion ? ` (지분 ${owner.portion})` : ""}`,
      ],
    ],
  );
  pdf.paragraph(`주소: ${owner.address || "-"}`, { size: 9, muted: true });
  pdf.heading("【 을 구 】 (소유권 이외의 권리에 관한 사항)");
  pdf.table(
    [
      { label: "순위번호", width: 1 },
      { label: "등기목적", width: 1.6 },
      { label: "접수", width: 2.4 },
      { label: "권리자 및 기타사항", width: 6 },
    ],
    [["1", "근저당권설정", f.mortgageOn, `채권최고액 ${won(f.mortgageAmount)} 근저당권자 주식회사조합은행`]],
  );
  if (options.hasCollateralList) {
    pdf.heading("【 공동담보목록 】");
    pdf.table(
      [
        { label: "일련번호", width: 1 },
        { label: "부동산에 관한 권리의 표시", width: 6 },
      ],
      [["1", `[${kind}] ${input.registrationAddress}`]],
    );
  }
  if (options.hasSaleList) {
    pdf.heading("【 매매목록 】");
    pdf.table(
      [
        { label: "목록번호", width: 1 },
        { label: "거래가액", width: 2 },
        { label: "부동산의 표시", width: 5 },
      ],
      [["1", won(f.mortgageAmount * 2), input.registrationAddress]],
    );
  }
  if (options.issuanceType === "B") {
    pdf.paragraph("이 증명서는 열람용이므로 출력하신 등기사항증명서는 법적인 효력이 없습니다.", { muted: true });
  }
}

function buildingLedger(pdf: KoreanPdf, input: RegistryDocumentInput) {
  const { building, owner, options } = input;
  const kind = options.buildingLedgerKind ?? "GENERAL";
  const title =
    kind === "TITLE" ? "집합건축물대장(표제부)" : kind === "SUMMARY" ? "건축물대장 총괄표제부" : "일반건축물대장";
  pdf.title(title);
  pdf.paragraph(`종류: ${BUILDING_LEDGER_KIND_LABELS[kind]}`, { bold: true });
  pdf.fields([
    ["대지위치", input.registrationAddress],
    ["명칭", building?.buildingName ?? "-"],
    ["주용도", building?.buildingUsage ?? "단독주택"],
    ["주구조", building?.buildingStructure ?? "철근콘크리트구조"],
    ["층수", building?.floor ?? "지상 2층"],
    ["연면적", area(building?.totalArea)],
    ["사용승인일", building?.useApprovedAt ?? factsOf(input.registrationAddress).receivedOn],
    ["위반건축물 여부", building && !building.isPermitted ? "무허가 건축물" : "해당 없음"],
  ]);
  if (kind !== "SUMMARY") {
    pdf.heading("소유자 현황");
    pdf.table(
      [
        { label: "성명(명칭)", width: 2 },
        { label: "주민(법인)등록번호", width: 2 },
        { label: "주소", width: 5 },
        { label: "소유권 지분", width: 1.5 },
      ],
      [[owner.name, maskedBirth(owner.birth), owner.address || "-", owner.portion ?? "1/1"]],
    );
  }
}

function landLedger(pdf: KoreanPdf, input: RegistryDocumentInput) {
  const { land, owner, options } = input;
  const f = factsOf(input.registrationAddress);
  pdf.title("토지대장");
  pdf.fields([
    ["토지소재", input.registrationAddress],
    ["고유번호", input.registrationNo || f.uniqueNo],
    ["축척", "수치"],
  ]);
  pdf.heading("토지 표시");
  pdf.table(
    [
      { label: "지목", width: 1 },
      { label: "면적", width: 2 },
      { label: "사유", width: 4 },
    ],
    [[land?.landCategory ?? "대", area(land?.totalArea), `${f.receivedOn} 분할되어 본번에 -1을 부함`]],
  );
  pdf.heading("소유자");
  pdf.table(
    [
      { label: "변동일자", width: 2 },
      { label: "변동원인", width: 2 },
      { label: "성명 또는 명칭", width: 2 },
      { label: "주소", width: 5 },
    ],
    [[land?.acquiredAt ?? f.receivedOn, "소유권이전", owner.name, owner.address || "-"]],
  );
  if (options.hasLandHistory) {
    pdf.heading("토지 연혁");
    pdf.table(
      [
        { label: "변동일자", width: 2 },
        { label: "변동사유", width: 6 },
      ],
      [
        [f.receivedOn, "토지 분할"],
        [f.mortgageOn, "지목 변경 (전 → 대)"],
      ],
    );
  }
}

function otherDocument(pdf: KoreanPdf, input: RegistryDocumentInput, code: DocumentCode) {
  const f = factsOf(input.registrationAddress);
  const { land, building, owner } = input;
  pdf.title(DOCUMENT_NAMES[code]);
  if (code === "TI") {
    pdf.fields([
      ["소재지", input.registrationAddress],
      ["지목", land?.landCategory ?? "대"],
      ["면적", area(land?.totalArea)],
      ["국토의 계획 및 이용에 관한 법률에 따른 지역·지구등", `도시지역, ${f.zone}`],
      ["다른 법령 등에 따른 지역·지구등", "정비구역(주택재개발사업), 가축사육제한구역"],
    ]);
  } else if (code === "JJ") {
    pdf.fields([
      ["토지소재", input.registrationAddress],
      ["지번", input.registrationAddress.split(" ").at(-1) ?? "-"],
      ["축척", f.scale],
      ["도면번호", String(1 + (Number.parseInt(f.uniqueNo.slice(-3), 10) % 40))],
    ]);
  } else if (code === "BD") {
    pdf.fields([
      ["대지위치", input.registrationAddress],
      ["건물명칭", building?.buildingName ?? "-"],
      ["축척", f.scale],
      ["건축면적", area(building?.totalArea)],
      ["도면", "배치도 (대지 경계선, 건축선, 인접 도로 폭 6m)"],
    ]);
  } else {
    pdf.fields([
      ["토지소재", input.registrationAddress],
      ["고유번호", input.registrationNo || f.uniqueNo],
      ["대지권 비율", owner.portion ?? land?.portion ?? "-"],
      ["소유자", `${owner.name} ${maskedBirth(owner.birth)}`],
      ["건물명칭", building?.buildingName ?? "-"],
    ]);
  }
}

/** One ordered document as the registry office issues it (A4 pages, Korean text). */
export async function renderRegistryDocument(input: RegistryDocumentInput): Promise<Uint8Array> {
  const code = input.documentCode as DocumentCode;
  const pdf = await KoreanPdf.create({
    title: DOCUMENT_NAMES[code],
    subject: input.registrationAddress,
    footer: `${DOCUMENT_NAMES[code]} · ${ISSUANCE_TYPE_LABELS[input.options.issuanceType]} · 발급번호 ${input.registryOrderNo} · ${input.issuedAt}`,
  });
  if (code === "TD" || code === "GD" || code === "JD") registryCopy(pdf, input, code);
  else if (code === "GG") buildingLedger(pdf, input);
  else if (code === "TG") landLedger(pdf, input);
  else otherDocument(pdf, input, code);
  pdf.gap(12);
  pdf.paragraph(`발급일시: ${input.issuedAt}   발급번호: ${input.registryOrderNo}`, { size: 9, muted: true });
  pdf.paragraph("이 문서는 조합 OMS 등기소 모의 서비스가 발급한 문서입니다.", { size: 9, muted: true });
  return pdf.save();
}
