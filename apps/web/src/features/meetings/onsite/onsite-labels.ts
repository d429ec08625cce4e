import type {
  AttendanceCategory,
  AttendExpectedType,
  MeetStatus,
  VoteCategory,
  WrittenSubmissionStatus,
  WrittenSubmissionType,
} from "@johap/contracts";

/** Code labels of written submissions, attendance and vote categories (spec 03 §2.3 and §3). */
export const WRITTEN_TYPE_LABELS: Record<WrittenSubmissionType, string> = {
  DIRECT: "직접",
  REGISTERED: "등기",
  MANAGER: "담당자",
};
export const WRITTEN_STATUS_LABELS: Record<WrittenSubmissionStatus, string> = {
  MYSELF: "본인",
  AGENT: "대리인",
  NON_APPEARANCE: "불참",
};
export const ATTEND_EXPECTED_LABELS: Record<AttendExpectedType, string> = {
  EXPECTED: "예정",
  REFUSAL: "거부",
  UNDEFINED: "미정",
  NONE: "미응답",
};
export const ATTENDANCE_LABELS: Record<AttendanceCategory, string> = {
  ONSITE: "현장 참석",
  ONLINE: "온라인 참석",
  NOT_ATTEND: "불참",
};
export const VOTE_CATEGORY_LABELS: Record<VoteCategory, string> = {
  PRE_ELECTRONIC_VOTED: "사전 전자투표",
  PRE_WRITTEN_VOTED: "사전 서면투표",
  ONSITE_VOTED: "현장 투표",
  ONLINE_VOTED: "온라인 투표",
  NOT_VOTED: "미투표",
};

/** 실시간 참석 현황's banner per meeting status (spec 03 §2.6). */
export const ATTENDANCE_BANNERS: Record<MeetStatus, { severity: "info" | "success" | "warning"; text: string }> = {
  BEFORE: { severity: "info", text: "총회가 아직 시작되지 않았습니다. 총회가 시작되면 참석 현황이 표시됩니다." },
  PROCESS: { severity: "success", text: "총회가 진행중입니다. 참석 현황이 실시간으로 표시됩니다. (1분마다 갱신)" },
  COUNTING: { severity: "warning", text: "개표 결과를 집계하고 있습니다. 참석 현황은 더 이상 바뀌지 않습니다." },
  COMPLETE: { severity: "info", text: "종료된 총회입니다. 최종 참석 현황입니다." },
  CANCEL: { severity: "info", text: "취소된 총회입니다." },
};

export const ONSITE_TEXTS = {
  writtenOverview: "서면 제출 현황",
  writtenRate: "서면 제출률",
  writtenMethod: "서면 제출 방법",
  expectedRate: "참석 예정률",
  attendanceRate: "총회 출석률",
  onsiteTable: "현장 참석",
  onlineTable: "온라인 참석",
  totalTable: "전체 참석",
  registerWritten: "서면 제출 등록",
  withdrawWritten: "서면 제출 철회",
  setAttendExpected: "참석 예정 변경",
  checkIn: "현장 출석",
  cancelCheckIn: "출석 취소",
  selectVoters: "선거인을 선택하세요.",
  notProcess: "진행중인 총회에서만 처리할 수 있습니다.",
  withdrawConfirm: (count: number) =>
    `선택한 선거인 ${count}명의 서면 제출을 철회합니다. 철회한 서면결의서는 집계에서 빠집니다. 계속하시겠습니까?`,
  duplicateWarning: (count: number) =>
    `중복 투표 ${count}건이 있습니다. 전자투표 후 서면을 제출한 선거인입니다. 개표 결과 입력 전에 총회관리 시스템에서 처리하고 새로고침해 주세요.`,
} as const;
