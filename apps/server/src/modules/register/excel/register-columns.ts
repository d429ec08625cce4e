import { OWNER_LABELS } from "@johap/contracts";
import { EXCEL_LABELS, RIGHTS_ALIASES } from "./register-excel-labels";

/**
 * Where a column's value lives:
 * - owner: a path in the owner body (OwnerBodySchema input), read from the owner's first row;
 * - property: a path in one located property (LocalAddress with its landOwnership and buildingOwnership), one per row;
 * - agent: a path in the agent body (AgentBodySchema input), read from the owner's first row.
 */
export type ColumnScope = "owner" | "property" | "agent";

export type CellKind =
  | { type: "text" }
  | { type: "integer" }
  | { type: "decimal" }
  | { type: "birth" }
  | { type: "phone" }
  | { type: "zip" }
  | { type: "date" }
  | { type: "flag"; yes: string; no: string }
  /** A code cell: its label (or the code) reads as the code; `aliases` are other texts of a code. */
  | { type: "choice"; labels: Readonly<Record<string, string>>; aliases?: Readonly<Record<string, string>> };

export type RegisterColumn = {
  /** Unique key: the path, prefixed with "local." for property and "agent." for agent columns. */
  key: string;
  header: string;
  width: number;
  scope: ColumnScope;
  /** Dotted path of the value in its scope's model (numeric segments index arrays). */
  path: string;
  kind: CellKind;
  /** Korean: 필수, 선택 or the condition that makes it required. */
  required: string;
  description: string;
  example: string;
};

const TEXT: CellKind = { type: "text" };
const INT: CellKind = { type: "integer" };
const AREA: CellKind = { type: "decimal" };
const BIRTH: CellKind = { type: "birth" };
const PHONE: CellKind = { type: "phone" };
const ZIP: CellKind = { type: "zip" };
const DATE: CellKind = { type: "date" };
const YN: CellKind = { type: "flag", yes: EXCEL_LABELS.yes, no: EXCEL_LABELS.no };
const PERMIT: CellKind = { type: "flag", yes: EXCEL_LABELS.permitted, no: EXCEL_LABELS.unpermitted };
const choice = (labels: Readonly<Record<string, string>>, aliases?: Readonly<Record<string, string>>): CellKind =>
  aliases ? { type: "choice", labels, aliases } : { type: "choice", labels };
const LAND_CATEGORY = choice(EXCEL_LABELS.landCategory, RIGHTS_ALIASES.landCategory);
const BUILDING_USAGE = choice(EXCEL_LABELS.buildingUsage, RIGHTS_ALIASES.buildingUsage);
const BUILDING_STRUCTURE = choice(EXCEL_LABELS.buildingStructure, RIGHTS_ALIASES.buildingStructure);

const REQ = "필수";
const OPT = "선택";
const SHARE_REQ = "공유 시 필수";
const AGENT_REQ = "대리인 입력 시 필수";

type Args = [path: string, header: string, width: number, kind: CellKind, required: string, note: string, ex: string];
const define =
  (scope: ColumnScope, prefix: string) =>
  (...[path, header, width, kind, required, description, example]: Args): RegisterColumn => ({
    key: `${prefix}${path}`,
    header,
    width,
    scope,
    path,
    kind,
    required,
    description,
    example,
  });
const owner = define("owner", "");
const local = define("property", "local.");
const agent = define("agent", "agent.");

/** The one column table of the register workbook: template, upload parser and export all read it. */
export const REGISTER_COLUMNS: readonly RegisterColumn[] = [
  owner("unionRegisterNoMain", "본번", 8, INT, REQ, "일련번호 앞 번호, 같은 본번·부번 행은 한 소유자", "3"),
  owner("unionRegisterNoSub", "부번", 8, INT, SHARE_REQ, "공유 소유자의 일련번호 뒤 번호", "1"),
  owner("ownerType", "소유자구분", 12, choice(OWNER_LABELS.ownerType), OPT, "비우면 미지정", "개인"),
  owner("name.name", "성명", 14, TEXT, REQ, "소유자 이름 (30자 이내)", "홍길동"),
  owner("name.nameClass", "이름구분", 10, TEXT, OPT, "동명이인 구분 (20자 이내)", "A"),
  owner("birth", "생년월일", 12, BIRTH, OPT, "숫자 8자리", "19650312"),
  owner("companyNo", "사업자등록번호", 16, TEXT, OPT, "법인 번호 10자리 또는 13자리", "1248100998"),
  owner("shareType", "공유구분", 10, choice(OWNER_LABELS.shareType), OPT, "비우면 단독", "공유"),
  owner("isRepresentative", "대표자", 8, YN, OPT, "공유자 대표 (본번마다 1명)", "Y"),
  owner("position", "직책", 10, choice(OWNER_LABELS.position), OPT, "비우면 없음", "조합원"),
  owner("positionDescription", "직책상세", 12, TEXT, "조합임원이면 필수", "8자 이내", "감사"),
  owner("gender", "성별", 8, choice(OWNER_LABELS.gender), OPT, "비우면 미지정", "남"),
  owner("hasVotingRight", "의결권", 8, YN, OPT, "비우면 Y", "Y"),
  owner("hasSalesRight", "분양권", 8, YN, OPT, "비우면 N", "Y"),
  owner("salesCount", "분양권개수", 10, INT, "분양권 Y이면 필수", "1 이상", "1"),
  owner("mainPhone.phoneNo", "연락처", 14, PHONE, OPT, "숫자 9~11자리", "01012345678"),
  owner("mainPhone.isContactAllowed", "연락처 수신동의", 14, YN, OPT, "비우면 Y", "Y"),
  owner("subPhones.0.phoneNo", "추가연락처1", 14, PHONE, OPT, "숫자 9~11자리", "0212345678"),
  owner("subPhones.1.phoneNo", "추가연락처2", 14, PHONE, OPT, "숫자 9~11자리", "01022223333"),
  owner("subPhones.2.phoneNo", "추가연락처3", 14, PHONE, OPT, "숫자 9~11자리", "01044445555"),
  owner("subPhones.3.phoneNo", "추가연락처4", 14, PHONE, OPT, "숫자 9~11자리", "01066667777"),
  owner(
    "realAddress.address",
    "실거주지 주소",
    30,
    TEXT,
    OPT,
    "도로명 또는 지번 주소",
    "서울특별시 성동구 왕십리로 100",
  ),
  owner("realAddress.detailAddress", "실거주지 상세주소", 18, TEXT, OPT, "35자 이내", "101동 1001호"),
  owner("postAddress.address", "우편물 주소", 30, TEXT, OPT, "우편물을 받을 주소", "서울특별시 성동구 왕십리로 100"),
  owner("postAddress.detailAddress", "우편물 상세주소", 18, TEXT, OPT, "35자 이내", "101동 1001호"),
  owner("postAddress.zipNo", "우편번호", 10, ZIP, OPT, "숫자 5자리", "04700"),
  owner("etcAddress", "기타주소", 20, TEXT, OPT, "100자 이내", "세종시 근무지"),
  owner("memo", "메모", 24, TEXT, OPT, "100자 이내", "주말 연락 선호"),
  local("city", "소재지 시/도", 14, TEXT, REQ, "정비구역 안 소재지", "서울특별시"),
  local("gu", "소재지 구/군", 12, TEXT, OPT, "20자 이내", "성동구"),
  local("dong", "소재지 동", 12, TEXT, REQ, "20자 이내", "행당동"),
  local("jibun", "소재지 지번", 12, TEXT, REQ, "산 지번은 '산 12' 처럼", "123-4"),
  local("building", "소재지 건물명", 16, TEXT, OPT, "40자 이내", "행당빌라"),
  local("apartmentDong", "아파트 동", 10, TEXT, OPT, "20자 이내", "101"),
  local("apartmentFloor", "아파트 층", 10, TEXT, OPT, "20자 이내", "3"),
  local("apartmentHosu", "아파트 호", 10, TEXT, OPT, "20자 이내", "302"),
  local("registrationType", "등기유형", 12, choice(EXCEL_LABELS.registrationType), OPT, "비우면 토지", "토지+건물"),
  local(
    "registrationAddresses.0.registrationAddress",
    "등기부 주소",
    34,
    TEXT,
    REQ,
    "등기부 소재지",
    "서울특별시 성동구 행당동 123-4",
  ),
  local("registrationAddresses.0.registrationNo", "등기 고유번호", 20, TEXT, OPT, "숫자와 '-'", "1146-1996-012345"),
  local("landOwnership.landCategory", "토지 지목", 10, LAND_CATEGORY, OPT, "토지 권리의 지목", "대"),
  local("landOwnership.totalArea", "토지 총면적", 12, AREA, OPT, "㎡", "165.3"),
  local("landOwnership.incorporatedArea", "토지 편입면적", 12, AREA, OPT, "㎡", "165.3"),
  local("landOwnership.ownedArea", "토지 소유면적", 12, AREA, OPT, "㎡", "82.65"),
  local("landOwnership.portion", "토지 지분", 10, TEXT, OPT, "숫자와 '/'", "1/2"),
  local("landOwnership.acquiredAt", "토지 취득일", 12, DATE, OPT, "오늘 이후 불가", "2010-05-20"),
  local("buildingOwnership.isPermitted", "건물 허가여부", 12, PERMIT, OPT, "비우면 허가", "허가"),
  local("buildingOwnership.unPermittedBuildingNo", "무허가 건물번호", 14, TEXT, OPT, "무허가일 때만", "무-12"),
  local("buildingOwnership.buildingUsage", "건물 용도", 12, BUILDING_USAGE, OPT, "허가일 때만", "공동주택"),
  local(
    "buildingOwnership.buildingStructure",
    "건물 구조",
    12,
    BUILDING_STRUCTURE,
    OPT,
    "허가일 때만",
    "철근콘크리트구조",
  ),
  local("buildingOwnership.floor", "건물 층", 8, TEXT, OPT, "허가일 때만", "3"),
  local("buildingOwnership.buildingName", "건물명(권리)", 16, TEXT, OPT, "50자 이내", "행당빌라"),
  local("buildingOwnership.totalArea", "건물 총면적", 12, AREA, OPT, "㎡", "84.5"),
  local("buildingOwnership.ownedArea", "건물 소유면적", 12, AREA, OPT, "㎡", "42.25"),
  local("buildingOwnership.portion", "건물 지분", 10, TEXT, OPT, "숫자와 '/'", "1/2"),
  local("buildingOwnership.acquiredAt", "건물 취득일", 12, DATE, OPT, "오늘 이후 불가", "2010-05-20"),
  local("buildingOwnership.useApprovedAt", "건물 사용승인일", 14, DATE, OPT, "날짜", "1998-11-02"),
  agent("name.name", "대리인 성명", 12, TEXT, AGENT_REQ, "30자 이내", "김영희"),
  agent("relationType", "대리인 관계", 12, choice(EXCEL_LABELS.agentRelation), AGENT_REQ, "소유자와의 관계", "배우자"),
  agent("relationDescription", "대리인 관계 직접입력", 18, TEXT, "관계가 기타이면 필수", "20자 이내", "사촌"),
  agent("birth", "대리인 생년월일", 14, BIRTH, AGENT_REQ, "숫자 8자리", "19680101"),
  agent("gender", "대리인 성별", 10, choice(OWNER_LABELS.gender), AGENT_REQ, "남, 여, 미지정", "여"),
  agent("phoneNo", "대리인 연락처", 14, PHONE, AGENT_REQ, "숫자 9~11자리", "01098765432"),
];

/** Headers compare without spaces, so '실거주지상세주소' and '실거주지 상세주소' are the same column. */
const normalizeHeader = (header: string) => header.replace(/\s+/g, "");

const byHeader = new Map(REGISTER_COLUMNS.map((column) => [normalizeHeader(column.header), column]));
const byScopePath = new Map(REGISTER_COLUMNS.map((column) => [`${column.scope}:${column.path}`, column]));

export const findColumnByHeader = (header: string) => byHeader.get(normalizeHeader(header));

/** The column of a model path, or of its nearest parent path that has one. */
function findColumnByPath(scope: ColumnScope, path: string): RegisterColumn | undefined {
  for (let current = path; current; current = current.slice(0, Math.max(0, current.lastIndexOf(".")))) {
    const column = byScopePath.get(`${scope}:${current}`);
    if (column) return column;
  }
  return undefined;
}

export const columnsOf = (scope: ColumnScope) => REGISTER_COLUMNS.filter((column) => column.scope === scope);

export const columnHeader = (scope: ColumnScope, path: string) => findColumnByPath(scope, path)?.header ?? "";
