/**
 * Codes, limits, prices and Korean messages of the online general meeting (온라인 총회, spec 03 §2.9, §3, §4, §5,
 * §8, §9), shared by the console, the server and the attendees' viewer (apps/owner).
 */

/** The application's status as the console sees it; PENDING = no live application (spec 03 §4). */
export const ONLINE_SERVICE_STATUSES = ["PENDING", "APPLYING", "CONFIRMED", "CREATED"] as const;
export type OnlineServiceStatus = (typeof ONLINE_SERVICE_STATUSES)[number];
/** What a row may hold: the live statuses above (but PENDING) and CANCELED for a cancelled application. */
export type OnlineServiceRowStatus = Exclude<OnlineServiceStatus, "PENDING"> | "CANCELED";

export const STREAMING_STATUSES = ["BROADCASTING", "STOPPED"] as const;
export type StreamingStatus = (typeof STREAMING_STATUSES)[number];

export const ONLINE_VOTE_STATUSES = ["PENDING", "VOTING"] as const;
export type OnlineVoteStatus = (typeof ONLINE_VOTE_STATUSES)[number];

export const OPINION_STATUSES = ["PENDING", "COMPLETED"] as const;
export type OpinionStatus = (typeof OPINION_STATUSES)[number];

export const SPEECH_CATEGORIES = ["VOICE", "PHONE"] as const;
export type SpeechCategory = (typeof SPEECH_CATEGORIES)[number];
export const SPEECH_CATEGORY_LABELS: Record<SpeechCategory, string> = { VOICE: "음성", PHONE: "전화" };

export const SPEECH_STATUSES = ["REQUESTED", "PENDING", "SPEAKING", "COMPLETED", "CANCELED"] as const;
export type SpeechStatus = (typeof SPEECH_STATUSES)[number];
export const SPEECH_STATUS_LABELS: Record<SpeechStatus, string> = {
  REQUESTED: "요청",
  PENDING: "연결 대기",
  SPEAKING: "발언중",
  COMPLETED: "발언 완료",
  CANCELED: "취소",
};

/**
 * What moves a speech (spec 03 §4 Speech): the console's 발언승인 (APPROVED), 연결종료 (DISCONNECTED) and
 * 연결취소 (CONNECTION_CANCEL); the viewer's CONNECTED (the attendee picks up: PENDING → SPEAKING) and
 * WITHDRAWN (the attendee cancels a REQUESTED one).
 */
export const SPEECH_CONSOLE_ACTIONS = ["APPROVED", "DISCONNECTED", "CONNECTION_CANCEL"] as const;
export type SpeechConsoleAction = (typeof SPEECH_CONSOLE_ACTIONS)[number];
export const SPEECH_ACTIONS = [...SPEECH_CONSOLE_ACTIONS, "CONNECTED", "WITHDRAWN"] as const;
export type SpeechAction = (typeof SPEECH_ACTIONS)[number];
export const SPEECH_ACTION_LABELS: Record<SpeechConsoleAction, string> = {
  APPROVED: "발언승인",
  DISCONNECTED: "연결종료",
  CONNECTION_CANCEL: "연결취소",
};

export const VIEWER_ATTENDANCE_STATUSES = ["ATTEND", "LEAVE"] as const;
export type ViewerAttendanceStatus = (typeof VIEWER_ATTENDANCE_STATUSES)[number];
export const VIEWER_ATTENDANCE_LABELS: Record<ViewerAttendanceStatus, string> = { ATTEND: "참석중", LEAVE: "퇴장" };

/** 온라인 총회 내역 증명서 (spec 03 §4 Online certificate). */
export const ONLINE_MEETING_CERTIFICATE_STATUSES = ["UNAVAILABLE", "APPLYING", "AVAILABLE", "DOWNLOADED"] as const;
export type OnlineMeetingCertificateStatus = (typeof ONLINE_MEETING_CERTIFICATE_STATUSES)[number];

export const PREMIUM_SERVICE_TYPES = ["ONLINE_GENERAL_MEETING"] as const;
export type PremiumServiceType = (typeof PREMIUM_SERVICE_TYPES)[number];

/** Notice and answer at most 150 characters (spec 03 §5, §9); the opinion's limit is owner-online.constants.ts's. */
export const ONLINE_NOTICE_MAX = 150;
export const ONLINE_ANSWER_MAX = 150;
/** The encoder key is valid 14 days after it is made (spec 03 §9). */
export const STREAM_KEY_VALID_DAYS = 14;
/** The console polls stream info, notice, opinions, participants and speeches every 10 s (spec 03 §9). */
export const ONLINE_POLL_MS = 10_000;
/** A viewer counts as watching now when its last poll is this recent (the viewer polls every 10 s). */
export const LIVE_VIEWER_WINDOW_MS = 90_000;
/** Viewer pages' answers are cached this long per process (10,000 viewers every 10 s: no read per poll). */
export const ONLINE_READ_CACHE_MS = 1_500;
/** What applying for the online meeting costs (won; ours: the spec gives no price), refunded before CONFIRMED. */
export const ONLINE_MEETING_COST = 300_000;
export const ONLINE_MEETING_SERVICE_TYPE = "ONLINE_MEETING";

/** The texts of the online meeting: the spec's (§5, §8) and ours where it gives none. */
export const ONLINE_MEETING_MESSAGES = {
  // spec 03 §8
  metaCreated: "메타데이터가 생성 되었습니다.",
  noticeCreated: "공지가 등록되었습니다.",
  answerCreated: "답변이 등록되었습니다.",
  applied: "온라인 총회 신청이 완료되었습니다.",
  canceled: "총회 신청이 취소 되었습니다.",
  started: "운영이 시작 되었습니다.",
  copyFailed: "복사에 실패했습니다. 다시 시도해주세요.",
  excelFailed: "다운로드에 실패하였습니다.",
  empty: "표시할 데이터가 없습니다.",
  // ours
  noticeRequired: "공지 내용을 입력해주세요.",
  noticeTooLong: `공지는 최대 ${ONLINE_NOTICE_MAX}자까지 입력할 수 있습니다.`,
  answerRequired: "답변 내용을 입력해주세요.",
  answerTooLong: `답변은 최대 ${ONLINE_ANSWER_MAX}자까지 입력할 수 있습니다.`,
  serviceTypeInvalid: "신청할 수 없는 서비스입니다.",
  meetSeqRequired: "총회를 선택해주세요.",
  notFound: "온라인 총회 정보를 찾을 수 없습니다.",
  meetComplete: "종료된 총회는 온라인 총회를 신청할 수 없습니다.",
  meetMethod: "온라인 총회는 현장투표 또는 현장+전자투표 총회에서만 신청할 수 있습니다.",
  alreadyApplied: "이미 온라인 총회를 신청한 총회입니다.",
  notCancelable: "온라인 총회가 생성된 뒤에는 신청을 취소할 수 없습니다.",
  notConfirmed: "운영사의 신청 확인 후 온라인 총회를 시작할 수 있습니다.",
  notCreated: "온라인 총회가 생성되지 않았습니다.",
  metaExists: "이미 영상 송출 정보가 생성되었습니다.",
  metaMissing: "영상 송출 정보를 먼저 생성해주세요.",
  streamingSame: "이미 요청한 송출 상태입니다.",
  endWhileVoting: "투표 진행 중에는 온라인 총회를 종료할 수 없습니다. 투표를 먼저 마감해주세요.",
  meetClosed: "종료된 총회입니다.",
  voteNotBroadcasting: "온라인 총회 송출 중에만 투표를 시작할 수 있습니다.",
  voteBeforeMeetTime: "총회 시작 시간 이후에 투표를 시작할 수 있습니다.",
  voteMeetStatus: "진행중인 총회에서만 투표를 시작할 수 있습니다.",
  voteAlreadyStarted: "이미 시작된 투표입니다. 투표 시작은 되돌릴 수 없습니다.",
  voteNotVoting: "진행중인 투표가 없습니다.",
  voteStartConfirm: "투표를 시작하시겠습니까? 투표 시작은 되돌릴 수 없습니다.",
  voteCloseConfirm: "투표를 마감하시겠습니까? 미제출 투표는 기권(찬반 안건) 또는 무효(선택 안건)로 처리됩니다.",
  voteStarted: "투표가 시작되었습니다.",
  voteClosed: "투표가 마감되었습니다.",
  opinionAnswered: "이미 답변한 의견입니다.",
  opinionNotFound: "의견을 찾을 수 없습니다.",
  speechNotFound: "발언 요청을 찾을 수 없습니다.",
  speechNotAllowed: "지금은 처리할 수 없는 발언 요청입니다.",
  viewerNotFound: "참석자를 찾을 수 없습니다.",
  linkNoTarget: "선택된 대상이 없습니다.",
  linkOnlyNotAttend: "미참석 선거인에게만 링크를 발송할 수 있습니다.",
  linkNoPhone: "휴대폰 번호가 없는 선거인이 있습니다.",
  linkNoCaller: "승인된 발신번호가 없습니다. 발신번호를 먼저 등록해주세요.",
  linkSent: "온라인 총회 링크 발송이 완료되었습니다.",
  certificateNotReady: "온라인 총회 내역 증명서가 아직 생성되지 않았습니다.",
  endConfirm: "온라인 총회를 종료하시겠습니까? 참석자의 영상 시청이 중단됩니다.",
  startConfirm: "온라인 총회를 시작하시겠습니까? 참석자에게 영상이 송출됩니다.",
  cancelConfirm: "온라인 총회 신청을 취소하시겠습니까?",
} as const;

/** The link text (SMS) sent to a voter who has not joined; `{url}` is the viewer link. */
export const onlineLinkSmsText = (meetName: string, url: string) =>
  [`[${meetName}] 온라인 총회 참석 안내`, "아래 링크에서 본인 확인 후 온라인 총회에 참석하실 수 있습니다.", url].join(
    "\n",
  );
export const ONLINE_LINK_SMS_TITLE = "온라인 총회 참석 안내";

/** 참석 구분 of an attendee row (the voter list's labels). */
export const ONLINE_ATTENDANCE_LABELS: Record<"ONLINE" | "ONSITE" | "NOT_ATTEND", string> = {
  ONLINE: "온라인",
  ONSITE: "현장",
  NOT_ATTEND: "불참",
};
