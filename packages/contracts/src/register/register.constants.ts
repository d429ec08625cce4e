/** Limits and messages of spec 01 sections 4, 5 and 9 for the member register. */
export const MAX_CUSTOM_COLUMNS = 10;
export const MAX_SUB_PHONES = 4;
export const MAX_OWNERS = 10_000;
export const MAX_UPLOAD_ROWS = 20_000;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_UNPACKED_BYTES = 100 * 1024 * 1024;
export const DEFAULT_HIDDEN_COLUMNS = ["hasVotingRight", "salesCount", "position"] as const;
export const REGISTER_EXPORT_FILE_NAME = "조합원_명부.xlsx";
export const REGISTER_EXPORT_SHEET_NAME = "조합원 명부 목록";
export const REGISTER_TEMPLATE_FILE_NAME = "조합원_명부_양식.xlsx";

export const OWNER_TYPES = ["PERSON", "COMPANY", "PUBLIC", "NONE"] as const;
export const SHARE_TYPES = ["SINGLE", "SHARE"] as const;
export const POSITIONS = ["EXECUTIVE", "MEMBER", "NONE"] as const;
export const GENDERS = ["M", "F", "NONE"] as const;
export const REGISTRATION_TYPES = ["LAND", "BUILDING", "LAND_BUILDING", "AGGREGATE_BUILDING"] as const;
export const REGISTER_STATUSES = [
  "NONE",
  "REGISTER",
  "REGISTERING",
  "REQUESTING",
  "CONVEY",
  "CONFIRM",
  "CANCEL",
] as const;
export const REVIEWING_STATUSES = ["REGISTER", "REGISTERING", "REQUESTING"] as const;
export const AGENT_RELATION_TYPES = ["SPOUSE", "PARENT", "CHILD", "SIBLING", "ETC"] as const;

export type OwnerType = (typeof OWNER_TYPES)[number];
export type ShareType = (typeof SHARE_TYPES)[number];
export type Position = (typeof POSITIONS)[number];
export type RegisterStatus = (typeof REGISTER_STATUSES)[number];

/** The position detail text a position sets (spec 01 section 4). */
export const POSITION_DESCRIPTIONS: Record<Position, string> = {
  EXECUTIVE: "조합임원",
  MEMBER: "조합원",
  NONE: "",
};

/** Spec 01 §4: fields an unpermitted building has no value for (disabled on the form, cleared on save). */
export const UNPERMITTED_BUILDING_FIELDS = [
  "buildingUsage",
  "buildingStructure",
  "floor",
  "buildingName",
  "useApprovedAt",
] as const;

/**
 * The coded values of the land and building rights: each holds a code of its common code group (GET
 * /v1/common-codes), shown by its Korean label in the grid, the rights tab and the workbook.
 */
export const RIGHTS_CODE_GROUPS = {
  landCategory: "LAND_CATEGORY",
  buildingUsage: "BUILDING_USAGE",
  buildingStructure: "BUILDING_STRUCTURE",
} as const;

export const OWNER_LABELS = {
  ownerType: { PERSON: "개인", COMPANY: "법인", PUBLIC: "국공유지", NONE: "미지정" },
  shareType: { SINGLE: "단독", SHARE: "공유" },
  position: { EXECUTIVE: "조합임원", MEMBER: "조합원", NONE: "없음" },
  gender: { M: "남", F: "여", NONE: "미지정" },
} as const;

export const REGISTER_MESSAGES = {
  nameRequired: "이름을 입력해 주세요.",
  nameMax: "이름은 30자까지 입력할 수 있습니다.",
  nameClassMax: "구분은 20자까지 입력할 수 있습니다.",
  memoMax: "메모는 100자까지 입력할 수 있습니다.",
  etcAddressMax: "기타 주소는 100자까지 입력할 수 있습니다.",
  positionDescriptionRequired: "직책상세에 내용을 입력해 주세요.",
  positionDescriptionMax: "직책상세는 8자까지 입력할 수 있습니다.",
  birth: "생년월일을 확인해 주세요.",
  companyNo: "사업자등록번호를 확인해 주세요.",
  mainNoRequired: "본번을 입력해주세요.",
  subNoRequired: "부번을 입력해주세요.",
  phone: "연락처를 확인해 주세요.",
  subPhonesMax: "추가 연락처는 최대 4개까지 등록할 수 있습니다.",
  subPhoneMemoMax: "연락처 메모는 30자까지 입력할 수 있습니다.",
  localAddress: "소재지 정보를 입력해주세요.",
  buildingMax: "건물명은 40자까지 입력할 수 있습니다.",
  apartmentMax: "동, 층, 호는 20자까지 입력할 수 있습니다.",
  detailAddressMax: "상세주소는 35자까지 입력할 수 있습니다.",
  addressPartMax: "시, 구, 동, 지번은 20자까지 입력할 수 있습니다.",
  addressMax: "주소는 200자까지 입력할 수 있습니다.",
  zipNo: "우편번호를 확인해 주세요.",
  salesCountRequired: "분양권 개수를 입력해 주세요.",
  ownerLimit: "소유자는 최대 10,000명까지 등록할 수 있습니다.",
  duplicateSerial: "이미 등록된 일련번호입니다.",
  representativeTaken: "같은 본번에 이미 대표자가 있습니다.",
  singleOnSharedMainNo: (main: number, next: number) =>
    `본번 ${main}은(는) 공유 소유자들이 쓰고 있어 단독 소유자에게 줄 수 없습니다. 다른 본번을 입력해 주세요. (비어 있는 다음 본번: ${next})`,
  shareOnSingleMainNo: (main: number, next: number) =>
    `본번 ${main}은(는) 단독 소유자가 쓰고 있어 공유 소유자에게 줄 수 없습니다. 다른 본번을 입력해 주세요. (비어 있는 다음 본번: ${next})`,
  registerNotEditable: "명부가 확정 대기 또는 확정 상태일 때만 수정할 수 있습니다.",
  deleteNone: "삭제할 소유자를 선택해 주세요.",
  unionRegisterNoFilter: "일련번호는 숫자와 '-'로 11자까지 입력할 수 있습니다.",
  nameFilter: "이름은 30자까지 입력할 수 있습니다.",
  phoneFilter: "연락처는 숫자 11자리까지 입력할 수 있습니다.",
  columnTitleEmpty: "비어있는 열 제목을 입력해 주세요.",
  columnTitleMax: "열 제목은 20자까지 입력할 수 있습니다.",
  columnUnknown: "설정되지 않은 열입니다. 열 설정을 확인해 주세요.",
  columnLimit: "열은 최대 10개까지 추가할 수 있습니다.",
  agentNameRequired: "이름을 입력해 주세요.",
  agentNameMax: "이름은 30자까지 입력할 수 있습니다.",
  agentNameClassMax: "구분은 10자까지 입력할 수 있습니다.",
  agentBirthRequired: "생년월일을 입력해 주세요.",
  agentGenderRequired: "성별을 선택해 주세요.",
  agentRelationRequired: "관계를 선택해 주세요.",
  agentRelationDescription: "관계 직접입력을 확인해 주세요.",
  agentPhoneRequired: "연락처를 입력해 주세요.",
  agentOwnerRequired: "대리인을 등록할 소유자를 선택해 주세요.",
  landCategory: "지목을 목록에서 선택해 주세요.",
  buildingUsage: "건물 용도를 목록에서 선택해 주세요.",
  buildingStructure: "건물 구조를 목록에서 선택해 주세요.",
} as const;
