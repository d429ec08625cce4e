/**
 * Codes, limits and messages of general meetings (spec 03 sections 3, 4, 5 and 9), shared by the console,
 * the server and the owner's ballot page.
 */
export const MEET_PAGE_SIZE = 10;
export const MEET_NAME_MAX = 30;
export const MEET_MOVER_NAME_MAX = 20;
export const MEET_PASSWORD_MIN = 4;
export const MEET_PASSWORD_MAX = 16;
/** A changed password is 4 to 10 characters (spec 03 section 9). */
export const MEET_NEW_PASSWORD_MAX = 10;
export const MOCK_VOTERS_MAX = 10;
export const VIRTUAL_VOTERS_MAX = 10_000;
export const VOTE_ADDITIONAL_TITLE_MAX = 25;
export const VOTE_ADDITIONAL_CONTENT_MAX = 100;
export const EVOTE_SENDER_NAME_MAX = 20;
export const EVOTE_CONTACT_MAX = 11;
export const EVOTE_DESCRIPTION_MAX = 200;
export const DEFAULT_ATTENDANCE_RATE = 10;
/** Electronic resend is offered until 24 hours before the e-vote closes (spec 03 section 9). */
export const RESEND_CLOSE_BEFORE_MS = 24 * 3600 * 1000;

export const MEET_METHODS = ["ELECTRONIC", "ONSITE", "ONSITE_ELECTRONIC"] as const;
export type MeetMethod = (typeof MEET_METHODS)[number];
export const MEET_METHOD_LABELS: Record<MeetMethod, string> = {
  ELECTRONIC: "전자투표",
  ONSITE: "현장투표",
  ONSITE_ELECTRONIC: "현장+전자투표",
};

export const MEET_TYPES = ["REGULAR", "SPECIAL"] as const;
export type MeetType = (typeof MEET_TYPES)[number];
export const MEET_TYPE_LABELS: Record<MeetType, string> = { REGULAR: "정기", SPECIAL: "임시" };

export const OPEN_TYPES = ["GENERAL", "DELEGATE", "BOARD"] as const;
export type OpenType = (typeof OPEN_TYPES)[number];
export const OPEN_TYPE_LABELS: Record<OpenType, string> = { GENERAL: "총회", DELEGATE: "대의원회", BOARD: "이사회" };

export const MEET_STATUSES = ["BEFORE", "PROCESS", "COUNTING", "COMPLETE", "CANCEL"] as const;
export type MeetStatus = (typeof MEET_STATUSES)[number];
export const MEET_STATUS_LABELS: Record<MeetStatus, string> = {
  BEFORE: "진행전",
  PROCESS: "진행중",
  COUNTING: "집계중",
  COMPLETE: "종료",
  CANCEL: "취소",
};

export const SIGNATURE_TYPES = ["ELECTRONIC", "HOLOGRAPHIC"] as const;
export type SignatureType = (typeof SIGNATURE_TYPES)[number];

export const VOTE_FORMS = ["AGAINST", "SELECT"] as const;
export type VoteForm = (typeof VOTE_FORMS)[number];
export const VOTE_TYPES = ["MONO", "MULTI"] as const;
export type VoteType = (typeof VOTE_TYPES)[number];
/** The choices of an against-type (찬반) vote, numbered as the preview shows them: 찬성=1, 반대=2, 기권=3. */
export const AGAINST_CHOICES = ["YES", "NO", "ABSTAIN"] as const;
export type AgainstChoice = (typeof AGAINST_CHOICES)[number];
export const AGAINST_CHOICE_LABELS: Record<AgainstChoice, string> = { YES: "찬성", NO: "반대", ABSTAIN: "기권" };

/** Electronic ballot delivery and progress of one voter (spec 03: progressStatus). */
export const EVOTE_PROGRESS_STATUSES = [
  "NONE",
  "WAIT",
  "SENT",
  "RECEIVED",
  "FAILED",
  "OPENED",
  "VOTED",
  "WITH",
] as const;
export type EvoteProgressStatus = (typeof EVOTE_PROGRESS_STATUSES)[number];

/** How a ballot was cast: one per voter across all of them (enforced by the database). */
export const BALLOT_CHANNELS = ["ELECTRONIC", "WRITTEN", "ONSITE", "ONLINE"] as const;
export type BallotChannel = (typeof BALLOT_CHANNELS)[number];

export const ATTENDANCE_CATEGORIES = ["ONLINE", "ONSITE", "NOT_ATTEND"] as const;
export type AttendanceCategory = (typeof ATTENDANCE_CATEGORIES)[number];
export const VOTE_CATEGORIES = [
  "PRE_ELECTRONIC_VOTED",
  "PRE_WRITTEN_VOTED",
  "ONSITE_VOTED",
  "ONLINE_VOTED",
  "NOT_VOTED",
] as const;
export type VoteCategory = (typeof VOTE_CATEGORIES)[number];

/** 서면 제출 방법: 직접, 등기, 담당자. */
export const WRITTEN_SUBMISSION_TYPES = ["DIRECT", "REGISTERED", "MANAGER"] as const;
export type WrittenSubmissionType = (typeof WRITTEN_SUBMISSION_TYPES)[number];
/** 서면 제출자: 본인, 대리인, 불참. */
export const WRITTEN_SUBMISSION_STATUSES = ["MYSELF", "AGENT", "NON_APPEARANCE"] as const;
export type WrittenSubmissionStatus = (typeof WRITTEN_SUBMISSION_STATUSES)[number];
/** 참석 예정: 예정, 거부, 미정, 미응답. */
export const ATTEND_EXPECTED_TYPES = ["EXPECTED", "REFUSAL", "UNDEFINED", "NONE"] as const;
export type AttendExpectedType = (typeof ATTEND_EXPECTED_TYPES)[number];

export const PARTICIPANT_ACTION_TYPES = ["ADD", "DELETE", "EDIT"] as const;
export type ParticipantActionType = (typeof PARTICIPANT_ACTION_TYPES)[number];

/** An electronic ballot link's delivery: first send, a resend after an identity change, an encouragement (독려). */
export const EVOTE_SEND_KINDS = ["SEND", "RESEND", "ENCOURAGE"] as const;
export type EvoteSendKind = (typeof EVOTE_SEND_KINDS)[number];
export const EVOTE_SEND_STATUSES = ["WAIT", "SENT", "RECEIVED", "FAILED", "CANCELLED"] as const;
export type EvoteSendStatus = (typeof EVOTE_SEND_STATUSES)[number];
