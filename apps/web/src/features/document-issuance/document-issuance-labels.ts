import type { DocumentIssuanceRequestStatus, DocumentIssuanceStatus } from "@johap/contracts";

export const ISSUANCE_TITLE = "자료 발급";
export const TAB_LABELS = { issue: "자료 발급", records: "내역 관리" } as const;

export const REQUEST_STATUS_LABELS: Record<DocumentIssuanceRequestStatus, string> = {
  REQUEST: "요청",
  PROCESSING: "발급 중",
  COMPLETE: "발급 완료",
};
export const ISSUANCE_STATUS_LABELS: Record<DocumentIssuanceStatus, string> = {
  W: "발급 대기",
  C: "발급 완료",
  F: "발급 실패",
};
export const REGISTRATION_TYPE_SHORT: Record<string, string> = {
  LAND: "토지",
  BUILDING: "건물",
  LAND_BUILDING: "토지+건물",
  AGGREGATE_BUILDING: "집합건물",
};

/** The drawer's documents: the registry copy box stands for TD, GD and JD (each for its registration type). */
export const DRAWER_DOCUMENTS = [
  { key: "REGISTRY", label: "등기사항증명서", codes: ["TD", "GD", "JD"] },
  { key: "GG", label: "건축물대장", codes: ["GG"] },
  { key: "BD", label: "건축물현황도(배치도)", codes: ["BD"] },
  { key: "TG", label: "토지대장", codes: ["TG"] },
  { key: "JJ", label: "지적도", codes: ["JJ"] },
  { key: "TI", label: "토지이용계획확인원", codes: ["TI"] },
  { key: "DJ", label: "대지권등록부", codes: ["DJ"] },
] as const;

export const ISSUANCE_NOTICES = [
  "발급 비용은 자료별 단가 × 건수이며, 요청 시 차감됩니다.",
  "발급에 실패한 자료는 비용이 청구되지 않으며 완료 시 환불됩니다.",
  "발급이 완료된 자료는 취소 또는 환불할 수 없습니다.",
] as const;
