/**
 * Texts of the 집계 결과 tab (spec 03 §4, §5, §8): the status buttons and their password dialogs, the tally dialog
 * chain, the result form and the vote summary. Messages the spec quotes come from contracts (MEET_MESSAGES); the
 * dialog texts below paraphrase the spec's warnings (ours).
 */
export const RESULTS_TEXTS = {
  tabTitle: "집계 결과",
  // status buttons (spec 03 §4)
  startTally: "개표 결과 입력하기",
  reenter: "결과 재입력",
  complete: "총회 종료",
  electronicComplete: "의결선택 완료 및 총회 종료",
  convert: "정식 총회로 전환",
  refresh: "새로고침",
  // the dialogs' warnings
  startTallyWarning:
    "개표 결과 입력을 시작하면 총회 상태가 집계중으로 변경되며, 총회관리 시스템은 읽기 전용으로 전환되어 선거인, 서면 제출, 현장 출석을 더 이상 변경할 수 없습니다.\n입력한 결과는 '결과 재입력'으로 초기화하고 진행중 상태로 되돌릴 수 있습니다.",
  reenterWarning:
    "결과를 재입력하면 총회가 진행중 상태로 돌아가며, 생성된 연명부는 삭제되고 입력한 개표 결과는 모두 초기화됩니다.",
  completeWarning:
    "총회를 종료하면 개표 결과와 안건별 가결/부결을 더 이상 수정할 수 없으며, 총회 관련 문서는 보관 처리됩니다.",
  convertWarning:
    "모의 총회의 설정(선거인, 안건, 장소 등)으로 정식 총회 개설을 시작합니다. 비밀번호와 일정은 새로 입력하며, 정식 총회는 총회 개설과 같이 비용이 부과됩니다. 모의 총회 내역은 그대로 남습니다.",
  agree: "주의사항을 확인하였으며 내용에 동의합니다.",
  password: "총회 비밀번호",
  cancel: "취소",
  confirm: "확인",
  // info and banners
  electronicProcessInfo:
    "전자투표가 진행중입니다. 전자투표가 종료되면 집계 결과를 확인하고 의결을 선택한 뒤 총회를 종료할 수 있습니다.",
  countingBannerElectronic:
    "집계중인 총회입니다. 전자투표가 마감되어 총회관리 시스템은 읽기 전용입니다. 안건별 가결/부결을 선택한 뒤 총회를 종료하세요.",
  countingBanner:
    "집계중인 총회입니다. 총회관리 시스템은 읽기 전용이며 선거인, 서면 제출, 현장 출석을 변경할 수 없습니다. 결과 재입력 시 진행중 상태로 돌아갑니다.",
  beforeInfo: "총회가 시작되기 전입니다. 총회가 진행되면 집계 결과가 표시됩니다.",
  converted: "정식 총회로 전환되었습니다.",
  reentered: "개표 결과가 초기화되었습니다. 총회가 진행중 상태로 돌아갑니다.",
  tallyIncomplete: "개표 결과 입력을 마친 후 총회를 종료할 수 있습니다.",
  // the tally chain
  chainTitle: "개표 결과 입력",
  electronicStep: "전자투표 결과",
  onlineStep: "온라인 투표 결과",
  writtenStep: "서면결의서 입력",
  onsiteStep: "현장 투표 입력",
  confirmStep: "입력 결과 확인",
  previous: "이전",
  next: "다음",
  submit: "입력 완료",
  registeredCount: (label: string, n: number) => `총회관리 시스템에 등록된 ${label} 수 ${n.toLocaleString("ko-KR")}명`,
  finalCount: (label: string) => `최종 ${label} 수`,
  total: "입력 합계",
  readOnlyResult: "집계된 결과입니다. 확인 후 다음 단계로 이동하세요.",
  noOnlineMeeting: "온라인 총회 투표 내역이 없습니다.",
  onlineUnsubmitted: (n: number) =>
    `온라인 투표 미제출 ${n.toLocaleString("ko-KR")}명은 찬반 안건에서 기권, 선택 안건에서 무효로 집계되었습니다.`,
  // results
  summaryTitle: "투표 현황",
  resultTitle: "안건별 집계 결과",
  sortLabel: "정렬",
  candidate: "후보",
  decision: "결과",
  suggestion: "정족수 판정",
  quorumTitle: "정족수",
  resultFormTitle: "의결 선택",
  passed: "가결",
  rejected: "부결",
  unselected: "미선택",
  noResult: "아직 입력된 개표 결과가 없습니다.",
  applySuggestions: "정족수 판정 적용",
  resultFormGuide:
    "안건별로 후보의 가결/부결을 선택한 뒤 총회를 종료하세요. '정족수 판정 적용'은 선택하지 않은 후보에 정족수 판정 결과를 채웁니다.",
  confirmedTitle: "결과 확정",
} as const;
