/**
 * Document issuance (자료 발급; spec 04 §2.4, §2.4a, §5, §9). Registry copies TD (토지), GD (건물) and JD
 * (집합건물) follow the registration type of the address; GG is the building ledger (needs a kind). The other
 * codes (BD, TG, JJ, TI, DJ) are ours: the spec lists the document types without their codes.
 */
export const DOCUMENT_CODES = ["TD", "GD", "JD", "GG", "BD", "TG", "JJ", "TI", "DJ"] as const;
export type DocumentCode = (typeof DOCUMENT_CODES)[number];

/** The registry copies (등기사항증명서), one code per registration type. */
export const REGISTRY_DOCUMENT_CODES = ["TD", "GD", "JD"] as const satisfies readonly DocumentCode[];

export const DOCUMENT_NAMES: Record<DocumentCode, string> = {
  TD: "토지 등기사항증명서",
  GD: "건물 등기사항증명서",
  JD: "집합건물 등기사항증명서",
  GG: "건축물대장",
  BD: "건축물현황도(배치도)",
  TG: "토지대장",
  JJ: "지적도",
  TI: "토지이용계획확인원",
  DJ: "대지권등록부",
};

/** The registration types of the register (REGISTRATION_TYPE) each document can be ordered for. */
export const DOCUMENT_REGISTRATION_TYPES: Record<DocumentCode, readonly string[]> = {
  TD: ["LAND", "LAND_BUILDING"],
  GD: ["BUILDING", "LAND_BUILDING"],
  JD: ["AGGREGATE_BUILDING"],
  GG: ["BUILDING", "LAND_BUILDING", "AGGREGATE_BUILDING"],
  BD: ["BUILDING", "LAND_BUILDING", "AGGREGATE_BUILDING"],
  TG: ["LAND", "LAND_BUILDING"],
  JJ: ["LAND", "LAND_BUILDING"],
  TI: ["LAND", "LAND_BUILDING"],
  DJ: ["AGGREGATE_BUILDING"],
};

/** The land side and the building side of a located property: one registration of each may be chosen. */
export const LAND_REGISTRATION_TYPES = ["LAND"] as const;
export const BUILDING_REGISTRATION_TYPES = ["BUILDING", "AGGREGATE_BUILDING"] as const;

/** 발급 (A) or 열람 (B) of a registry copy; the default is 열람. */
export const ISSUANCE_TYPES = ["A", "B"] as const;
export type IssuanceType = (typeof ISSUANCE_TYPES)[number];
export const ISSUANCE_TYPE_LABELS: Record<IssuanceType, string> = { A: "발급", B: "열람" };

/** Record state of a registry copy: 현행 (A, default), 폐쇄 (B), 현행+폐쇄 (C). */
export const RECORD_STATES = ["A", "B", "C"] as const;
export type RecordState = (typeof RECORD_STATES)[number];
export const RECORD_STATE_LABELS: Record<RecordState, string> = { A: "현행", B: "폐쇄", C: "현행+폐쇄" };

/** The building ledger's kind (건축물대장의 종류): 일반/전유부, 표제부, 총괄표제. */
export const BUILDING_LEDGER_KINDS = ["GENERAL", "TITLE", "SUMMARY"] as const;
export type BuildingLedgerKind = (typeof BUILDING_LEDGER_KINDS)[number];
export const BUILDING_LEDGER_KIND_LABELS: Record<BuildingLedgerKind, string> = {
  GENERAL: "일반/전유부",
  TITLE: "표제부",
  SUMMARY: "총괄표제",
};

/** Won per document. A registry copy costs by 발급/열람; the other documents one price each (ours). */
export const REGISTRY_UNIT_COSTS: Record<IssuanceType, number> = { A: 1_000, B: 700 };
export const DOCUMENT_UNIT_COSTS: Record<Exclude<DocumentCode, "TD" | "GD" | "JD">, number> = {
  GG: 500,
  BD: 500,
  TG: 500,
  JJ: 700,
  TI: 1_000,
  DJ: 500,
};

/** An order: REQUEST (accepted), PROCESSING (the registry is issuing), COMPLETE (every document done or failed). */
export const DOCUMENT_ISSUANCE_REQUEST_STATUSES = ["REQUEST", "PROCESSING", "COMPLETE"] as const;
export type DocumentIssuanceRequestStatus = (typeof DOCUMENT_ISSUANCE_REQUEST_STATUSES)[number];
/** A document: W waiting, C completed (spec), F failed (not charged). */
export const DOCUMENT_ISSUANCE_STATUSES = ["W", "C", "F"] as const;
export type DocumentIssuanceStatus = (typeof DOCUMENT_ISSUANCE_STATUSES)[number];

export const DOCUMENT_ISSUANCE_PAGE_SIZE = 10;
export const DOCUMENT_ISSUANCE_PICKER_PAGE_SIZE = 10;
/** Owners in one order (ours): the picker's selection list. */
export const MAX_DOCUMENT_ISSUANCE_OWNERS = 1_000;
/** Documents in one order (ours). */
export const MAX_DOCUMENT_ISSUANCE_DOCUMENTS = 5_000;

export const DOCUMENT_ISSUANCE_MESSAGES = {
  registrationTypeRequired: "최소 1개 이상의 부동산 구분 선택이 필요합니다.",
  buildingLedgerKindRequired: "건축물대장의 종류를 선택해주세요.",
  onePerSide: "토지나 건물(집합건물)은 1건씩 선택 가능합니다.",
  documentCodesRequired: "발급할 자료를 선택해 주세요.",
  ownersRequired: "선택된 조합원이 없습니다. 조합원을 선택해 주세요.",
  ownersMax: "한 번에 1,000명까지 발급 요청할 수 있습니다.",
  documentsMax: "한 번에 5,000건까지 발급 요청할 수 있습니다.",
  nothingToIssue: "선택한 부동산에 발급할 수 있는 자료가 없습니다.",
  countChanged: "발급 건수가 변경되었습니다. 비용을 다시 조회해 주세요.",
  agreementRequired: "발급 내용과 비용을 확인하고 동의해 주세요.",
  unknownAddress: "선택한 부동산 정보를 찾을 수 없습니다. 다시 선택해 주세요.",
  registryMaintenance: "현재 등기소 시스템 점검으로 등기 정보 조회가 일시적으로 불가능합니다.",
  requested: "자료 발급 요청이 완료되었습니다.",
  notFound: "자료 발급 내역을 찾을 수 없습니다.",
  nothingToDownload: "다운로드할 발급 자료가 없습니다.",
  registerNoFormat: "조합원 번호는 숫자와 하이픈(-)으로 11자까지 입력할 수 있습니다.",
  nameMax: "이름은 30자까지 입력할 수 있습니다.",
  dateRange: "시작일은 종료일보다 늦을 수 없습니다.",
  /** Ours: a date filter that is not a real yyyy-MM-dd day. */
  dateFormat: "날짜를 확인해 주세요.",
} as const;
