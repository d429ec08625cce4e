import { type AGENT_RELATION_TYPES, OWNER_LABELS, type REGISTRATION_TYPES } from "@johap/contracts";

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

export const EXCEL_LABELS = {
  ...OWNER_LABELS,
  registrationType: REGISTRATION_TYPE_LABELS,
  agentRelation: AGENT_RELATION_LABELS,
  yes: "Y",
  no: "N",
  permitted: "허가",
  unpermitted: "무허가",
} as const;
