import { commonCodeLabels, type DocumentIssuanceRequestStatus, type DocumentIssuanceStatus } from "@johap/contracts";

export const ISSUANCE_TITLE = "자료 발급";
export const TAB_LABELS = { issue: "자료 발급", records: "내역 관리" } as const;

/** The common code groups' labels (DOCUMENT_ISSUANCE_REQUEST_STATUS, DOCUMENT_ISSUANCE_STATUS, REGISTRATION_TYPE). */
export const REQUEST_STATUS_LABELS = commonCodeLabels("DOCUMENT_ISSUANCE_REQUEST_STATUS") as Record<
  DocumentIssuanceRequestStatus,
  string
>;
export const ISSUANCE_STATUS_LABELS = commonCodeLabels("DOCUMENT_ISSUANCE_STATUS") as Record<
  DocumentIssuanceStatus,
  string
>;
export const REGISTRATION_TYPE_SHORT = commonCodeLabels("REGISTRATION_TYPE");

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
