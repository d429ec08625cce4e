import { CONSENT_LABELS, type ProgressStatus, type RecipientStatus } from "@johap/contracts";

/** Korean texts of the consent screens (spec 02 §2.1 and §2.2); status labels come from the contracts. */
export const CONSENT_TEXTS = {
  boardTitle: "전자 동의서 내역",
  openButton: "전자 동의서 등록하기",
  searchTitle: "제목 검색",
  emptyColumn: "등록된 전자 동의서가 없습니다.",
  endUnknown: "미정",
  participation: "참여율",
  detailTitle: "전자 동의서 상세",
  referenceNote: "※ 동의서 현황과 통계는 참고용이며, 실제 결과와 다를 수 있습니다.",
  infoButton: "전자 동의서 정보",
  previewButton: "서식 미리보기",
  copyButton: "전자 동의서 URL 복사",
  copyMissing: "복사할 전자 동의서 URL이 없습니다.",
  copied: "전자 동의서 URL이 복사되었습니다.",
  /** Ours: the browser refused the clipboard. */
  copyFailed: "전자 동의서 URL을 복사하지 못했습니다.",
  submission: "제출 현황",
  submitted: "제출",
  total: "전체",
  areaToggle: "면적 기준 동의율",
  dongToggle: "동별 동의 현황",
  noDong: "동별 현황을 낼 아파트 동 정보가 없습니다.",
  recipientsLabel: "대상자 목록",
  downloadsLabel: "다운로드 대상자 목록",
  back: "목록",
} as const;

export const TAB_LABELS = { status: "동의서 현황", recipients: "대상자 관리", downloads: "다운로드" } as const;
export type DetailTab = keyof typeof TAB_LABELS;

export const progressStatusLabel = (status: ProgressStatus) => CONSENT_LABELS.progressStatus[status];
export const recipientStatusLabel = (status: RecipientStatus) => CONSENT_LABELS.recipientStatus[status];
