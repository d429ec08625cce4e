import { OWNER_LABELS, RIGHTS_CODE_GROUPS } from "@johap/contracts";

/** Success snackbars of the register (spec 01 §8). */
export const REGISTER_SUCCESS = {
  created: "등록이 완료되었습니다.",
  updated: "정보 수정이 완료되었습니다.",
  saved: "저장이 완료되었습니다.",
  deleted: "삭제가 완료되었습니다.",
  requestCancelled: "요청이 취소 되었습니다.",
  confirmed: "명부 확정이 완료 되었습니다.",
  cellUpdated: "업데이트 되었습니다.",
} as const;

export const REGISTER_TITLE = "전자 명부 관리";

export const { ownerType: OWNER_TYPE_LABELS, shareType: SHARE_TYPE_LABELS } = OWNER_LABELS;
export const POSITION_LABELS = OWNER_LABELS.position;
export const GENDER_LABELS = OWNER_LABELS.gender;

export const yesNoLabel = (value: boolean) => (value ? "Y" : "N");

/** Grid column titles by field (spec 01 §2 grid page). */
export const GRID_COLUMN_TITLES = {
  serial: "일련번호",
  name: "이름",
  nameClass: "구분",
  ownerType: "소유자구분",
  birth: "생년월일",
  phone: "연락처",
  realAddress: "실거주지",
  localAddress: "소재지",
  agent: "대리인",
  hasVotingRight: "의결권",
  salesCount: "분양권개수",
  position: "직책",
} as const;

/** Common code groups the register reads labels from. */
export const CODE_GROUPS = {
  agentRelation: "AGENT_RELATION_TYPE",
  ...RIGHTS_CODE_GROUPS,
  landUtilization: "LAND_UTILIZATION",
  registrationType: "REGISTRATION_TYPE",
} as const;
