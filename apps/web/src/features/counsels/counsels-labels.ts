import { type Counsel, commonCodeLabels } from "@johap/contracts";

/** Code labels of the counselling screens, from the common code groups (spec 02 §3 Counsel). */
export const METHOD_LABELS = commonCodeLabels("COUNSEL_METHOD_TYPE");
export const TOPIC_LABELS = commonCodeLabels("COUNSEL_TOPIC_TYPE");
export const TENDENCY_LABELS = commonCodeLabels("TENDENCY_TYPE");
export const VOTING_WRITTEN_LABELS = commonCodeLabels("VOTING_WRITTEN_TYPE");
export const ATTEND_LABELS = commonCodeLabels("ATTEND_TYPE");
export const POSITION_LABELS = commonCodeLabels("UNION_REGISTER_POSITION");

/** Korean texts of the counselling screens (spec 02 §2.6; the list's headers are ours, docs/decisions.md). */
export const COUNSEL_TEXTS = {
  createTitle: "상담 등록",
  historyTitle: "상담 내역",
  detailTitle: "상담 내역 상세",
  modifyTitle: "상담 내역 수정",
  pickerLabel: "상담 대상 조합원 목록",
  listLabel: "상담 내역 목록",
  search: "검색",
  reset: "초기화",
  registerNo: "일련번호",
  name: "이름",
  searchFrom: "상담 시작일",
  searchTo: "상담 종료일",
  toForm: "상담 등록",
  back: "목록",
  previous: "이전 상담 이력",
  submit: "등록",
  save: "저장",
  edit: "수정",
  remove: "삭제",
  detail: "상세",
  cancel: "취소",
  close: "닫기",
  memberDetail: "조합원 정보",
  onlyCounselor: "상담자 본인만 수정하거나 삭제할 수 있습니다.",
  counselCount: "상담 횟수",
  lastCounselAt: "최근 상담일시",
  selected: "선택",
} as const;

/** Spec 02 §3: votingWrittenType COMPLETE shows as done, else not done. */
export const votingWrittenShown = (type: Counsel["votingWrittenType"]) => (type === "COMPLETE" ? "완료" : "미완료");

/** Spec 02 §3: meetAttendType AGENT shows as proxy, else self. */
export const attendShown = (type: Counsel["meetAttendType"]) => (type === "AGENT" ? "대리" : "본인");

/** The owner's position: its code's label, with the free text when there is one. */
export function positionShown(register: Pick<Counsel["unionRegister"], "position" | "positionDescription">) {
  const label = register.position === "NONE" ? "" : (POSITION_LABELS[register.position] ?? register.position);
  const description = register.positionDescription.trim();
  return [label, description === label ? "" : description].filter(Boolean).join(" · ") || "-";
}
