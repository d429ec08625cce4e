/**
 * The Korean messages of general meetings (spec 03 sections 5 and 8), one place for the console, the server
 * and the owner's ballot. Messages the spec does not show are marked "ours".
 */
export const MEET_MESSAGES = {
  // ours
  meetNotFound: "총회를 찾을 수 없습니다.",
  participantNotFound: "선거인을 찾을 수 없습니다.",
  notEditable: "수정이 불가능한 상태입니다",
  newPasswordMax: "새 비밀번호는 10자 이하로 입력하세요.",
  // opening (spec 03 section 5)
  mockVotersMax: "모의 투표를 진행하시는 경우 선거인은 최대 10명까지 선택할 수 있습니다",
  virtualVotersMax: "선거인 수는 10,000명을 초과할 수 없습니다",
  virtualVotersMin: "전체 선거인 수는 실제 선거인 수보다 적을 수 없습니다",
  selectVoters: "선거인을 선택하세요.",
  required: "필수 값을 입력해주세요.",
  passwordMismatch: "비밀번호가 일치하지 않습니다.",
  agendaOrderDuplicate: "안건 순번 중복 오류",
  candidatesMin: "후보 수는 2명 이하일 수 없습니다",
  candidatesBelowSelectCount: "후보 수가 복수선택 수보다 적을 수 없습니다",
  contactRequired: "문의전화번호를 입력하세요",
  openDone: "총회 개설이 완료되었습니다.",
  // voter edit, delete, add, resend
  birthInvalid: "생년월일을 확인해 주세요",
  phoneRequired: "전화번호를 입력하세요",
  companyNoInvalid: "사업자등록번호를 확인해 주세요",
  agentIncomplete: "대리인 정보를 모두 입력해주세요",
  acknowledgeRequired: "주의사항을 확인하시고 내용에 동의해 주세요",
  acknowledgeRequiredDot: "주의사항을 확인하시고 내용에 동의해 주세요.",
  passwordMin: "비밀번호는 4자이상 입력하세요",
  passwordMinDot: "비밀번호는 4자이상 입력하세요.",
  deleteReasonRequired: "삭제 사유를 입력해 주세요",
  noMembersSelected: "선택된 조합원이 없습니다.",
  notOwner: "조합원이 아니거나 소유자 정보가 없습니다.",
  // password prompt and change
  passwordRequired: "비밀번호를 입력해주세요.",
  passwordWrong: "입력한 비밀번호가 일치하지 않습니다.",
  newPasswordMismatch: "새 비밀번호가 일치하지 않습니다.",
  // successes (spec 03 section 8)
  infoUpdated: "총회 정보가 수정되었습니다.",
  participantsAdded: "선거인 추가가 완료되었습니다.",
  saved: "변경사항 저장 되었습니다.",
  deleted: "삭제되었습니다.",
  resendDone: "전자투표 재발송이 완료되었습니다.",
  passwordChanged: "비밀번호 변경이 완료되었습니다.",
  encourageDone: "독려 투표 재발송 요청이 완료되었습니다.",
  encourageAllDone: "독려 투표 전체 재발송 요청이 완료되었습니다.",
  excelFailed: "다운로드에 실패하였습니다.",
  empty: "표시할 데이터가 없습니다.",
  mockBanner: "모의 총회 내역입니다.",
  // tally entry (spec 03 section 5 "Tally entry"); {type} is a tally entry type's label (서면결의서, 현장 투표자)
  tallyFinalCountOver: (type: string, registered: number) =>
    `최종 ${type} 수는 총회관리 시스템에 등록된 ${type} 수인 ${registered} 보다 클수 없습니다.`,
  tallyRowOver: (type: string) => `투표 입력값은 최종 ${type} 수보다 클 수 없습니다.`,
  // ours: the select-type sum and the total's range, which the spec states without a message
  tallySelectSumOver: (order: number, type: string, selectCount: number, max: number) =>
    `제 ${order}호 안건의 선택 합계는 최종 ${type} 수의 ${selectCount}배인 ${max} 보다 클 수 없습니다.`,
  tallyTotalExact: (order: number, total: number) => `제 ${order}호 안건의 입력 합계는 ${total}이어야 합니다.`,
  tallyTotalRange: (order: number, min: number, max: number) =>
    `제 ${order}호 안건의 입력 합계는 ${min} 이상 ${max} 이하여야 합니다.`,
  resultMissing: (order: number) => `제 ${order}호 안건 결과 미입력`,
  tallyDone: "개표 결과 입력이 완료되었습니다.",
} as const;
