import {
  type AGENT_RELATION_TYPES,
  commonCodeLabels,
  OWNER_LABELS,
  type REGISTRATION_TYPES,
  RIGHTS_CODE_GROUPS,
} from "@johap/contracts";

type LabelMap<T extends string> = Record<T, string>;

/** Korean labels the register workbook shows for codes (the contracts' OWNER_LABELS plus the ones it lacks). */
export const REGISTRATION_TYPE_LABELS: LabelMap<(typeof REGISTRATION_TYPES)[number]> = {
  LAND: "토지",
  BUILDING: "건물",
  LAND_BUILDING: "토지+건물",
  AGGREGATE_BUILDING: "집합건물",
};

export const AGENT_RELATION_LABELS: LabelMap<(typeof AGENT_RELATION_TYPES)[number]> = {
  SPOUSE: "배우자",
  PARENT: "부모",
  CHILD: "자녀",
  SIBLING: "형제자매",
  ETC: "기타",
};

/** 지목, 용도 and 구조 cells hold the common codes' Korean labels (GET /v1/common-codes). */
export const RIGHTS_LABELS = {
  landCategory: commonCodeLabels(RIGHTS_CODE_GROUPS.landCategory),
  buildingUsage: commonCodeLabels(RIGHTS_CODE_GROUPS.buildingUsage),
  buildingStructure: commonCodeLabels(RIGHTS_CODE_GROUPS.buildingStructure),
};

const LAND_CODE = "08";
const DETACHED = "DETACHED_HOUSE";
const MULTI_UNIT = "MULTI_UNIT_HOUSE";

/**
 * Other Korean texts a cell may hold for a code, as registry and building records write them: 대지 for the
 * 지목 대; the kinds of house the building code groups under 단독주택 and 공동주택; a structure with 조 for 구조
 * (철근콘크리트조, 벽돌조), as the registry writes it.
 */
export const RIGHTS_ALIASES = {
  landCategory: { 대지: LAND_CODE },
  buildingUsage: {
    다가구주택: DETACHED,
    다중주택: DETACHED,
    공관: DETACHED,
    아파트: MULTI_UNIT,
    연립주택: MULTI_UNIT,
    다세대주택: MULTI_UNIT,
    기숙사: MULTI_UNIT,
  },
  buildingStructure: Object.fromEntries(
    Object.entries(RIGHTS_LABELS.buildingStructure)
      .filter(([, label]) => label.endsWith("구조"))
      .map(([code, label]) => [`${label.slice(0, -2)}조`, code]),
  ),
} satisfies Record<keyof typeof RIGHTS_LABELS, Record<string, string>>;

export const EXCEL_LABELS = {
  ...OWNER_LABELS,
  ...RIGHTS_LABELS,
  registrationType: REGISTRATION_TYPE_LABELS,
  agentRelation: AGENT_RELATION_LABELS,
  yes: "Y",
  no: "N",
  permitted: "허가",
  unpermitted: "무허가",
} as const;
