import { z } from "zod";
import { GENDERS, OWNER_TYPES } from "../register/register.constants";
import {
  ATTEND_EXPECTED_TYPES,
  ATTENDANCE_CATEGORIES,
  EVOTE_PROGRESS_STATUSES,
  EVOTE_SEND_KINDS,
  EVOTE_SEND_STATUSES,
  MEET_PAGE_SIZE,
  PARTICIPANT_ACTION_TYPES,
  VOTE_CATEGORIES,
  WRITTEN_SUBMISSION_STATUSES,
  WRITTEN_SUBMISSION_TYPES,
} from "./meetings.constants";
import { MEET_MESSAGES as M } from "./meetings.messages";

/**
 * Voters of a meeting (선거인, spec 03 §2.3-2.5, §3, §5 and §7): the list with its filters and counts, add,
 * edit, delete, change history, e-vote send history, resend and encouragement. Messages marked "ours" are where
 * the spec shows none.
 */
export const MEET_VOTER_MESSAGES = {
  voterNameMax: "이름은 30자까지 입력할 수 있습니다.",
  voterNameClassMax: "구분은 20자까지 입력할 수 있습니다.",
  // ours: spec 03 §5 "agent phone 11 digits"
  agentPhoneInvalid: "대리인 전화번호는 숫자 11자리로 입력해 주세요.",
  registerNoFilter: "연번은 숫자와 '-'로 11자까지 입력할 수 있습니다.",
  historyRegisterNoFilter: "연번은 숫자와 '-'로 16자까지 입력할 수 있습니다.",
  nameFilter: "이름은 10자까지 입력할 수 있습니다.",
  historyNameFilter: "이름은 30자까지 입력할 수 있습니다.",
  phoneFilter: "전화번호는 숫자 11자리까지 입력할 수 있습니다.",
  // ours: refusals of the server's status rules
  addNotAllowed: "진행전 또는 진행중인 총회에만 선거인을 추가할 수 있습니다.",
  deleteNotAllowed: "진행중인 총회에서만 선거인을 삭제할 수 있습니다.",
  alreadyVoters: "이미 선거인으로 등록된 조합원입니다.",
  noElectronicVote: "전자투표가 없는 총회입니다.",
  resendClosed: "전자투표 재발송은 전자투표 종료 24시간 전까지만 가능합니다.",
  resendNotAllowed: "재발송할 수 없는 선거인이 포함되어 있습니다.",
  selectParticipants: "선택된 선거인이 없습니다.",
  noPhone: "전화번호가 없는 선거인이 포함되어 있습니다.",
  nobodyToEncourage: "독려 투표를 보낼 미완료 선거인이 없습니다.",
  encourageAlreadyVoted: "이미 투표를 완료한 선거인입니다.",
} as const;
const V = MEET_VOTER_MESSAGES;

/** Tendency (성향) of a voter, from counselling: 상, 중, 하, 미정, and NONE when never counselled (spec 03 §9). */
export const VOTER_TENDENCIES = ["POSITIVE", "NEUTRAL", "NEGATIVE", "UNDETERMINED", "NONE"] as const;
export type VoterTendency = (typeof VOTER_TENDENCIES)[number];

/** The date a list's From/To range filters on (ours: the spec shows the range, not which date). */
export const VOTER_DATE_TYPES = ["SENT", "RECEIVED", "OPENED", "VOTED", "WRITTEN_SUBMISSION", "ATTEND"] as const;
export type VoterDateType = (typeof VOTER_DATE_TYPES)[number];

/** A price per ballot-link text (LMS, won): resend and encouragement (ours: the SMS module's default LMS price). */
export const EVOTE_SEND_UNIT_COST = 50;

export const MEET_VOTERS_SHEET_NAME = "선거인 목록";
export const meetVotersFileName = (meetName: string, yyyyMMdd: string) => `${meetName}_선거인 목록_${yyyyMMdd}.xlsx`;

const FILTER_NO = (max: number) => new RegExp(`^(?!.*--)[\\d-]{0,${max}}$`);
const yyyyMMdd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const bool = z.enum(["true", "false"]).transform((v) => v === "true");

export const MeetSeqOnlyParamsSchema = z.object({ meetSeq: z.coerce.number().int().positive() });
export const MeetParticipantParamsSchema = z.object({
  meetSeq: z.coerce.number().int().positive(),
  meetParticipantSeq: z.coerce.number().int().positive(),
});
export const MeetParticipantHistoryParamsSchema = z.object({
  meetSeq: z.coerce.number().int().positive(),
  id: z.coerce.number().int().positive(),
});
export const GeneralMeetingParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const GeneralMeetingParticipantParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  participantId: z.coerce.number().int().positive(),
});

/** GET /participants: the filters of spec 03 §2.3; 10 a page, in register-number order. */
export const ListParticipantsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(MEET_PAGE_SIZE),
  unionRegisterNo: z.string().regex(FILTER_NO(11), V.registerNoFilter).optional(),
  name: z.string().trim().max(10, V.nameFilter).optional(),
  phoneNo: z
    .string()
    .regex(/^\d{0,11}$/, V.phoneFilter)
    .optional(),
  dateType: z.enum(VOTER_DATE_TYPES).optional(),
  fromDate: yyyyMMdd.optional(),
  toDate: yyyyMMdd.optional(),
  electronicStatus: z.enum(EVOTE_PROGRESS_STATUSES).optional(),
  isResent: bool.optional(),
  tendency: z.enum(VOTER_TENDENCIES).optional(),
  attendExpectedType: z.enum(ATTEND_EXPECTED_TYPES).optional(),
  /** NONE: no written submission (or withdrawn). */
  writtenSubmissionType: z.enum([...WRITTEN_SUBMISSION_TYPES, "NONE"]).optional(),
  attendanceCategory: z.enum(ATTENDANCE_CATEGORIES).optional(),
});
export type ListParticipantsQuery = z.infer<typeof ListParticipantsQuerySchema>;
export type ListParticipantsFilter = z.input<typeof ListParticipantsQuerySchema>;

const AgentSchema = z.object({
  name: z.string(),
  nameClass: z.string(),
  birth: z.string(),
  gender: z.string(),
  phoneNo: z.string(),
});

/** A voter as the console shows it: never what the voter chose. */
export const MeetParticipantSchema = z.object({
  meetParticipantSeq: z.number().int(),
  meetSeq: z.number().int(),
  unionRegisterSeq: z.number().int().nullable(),
  unionRegisterNo: z.string(),
  position: z.string(),
  name: z.object({ name: z.string(), nameClass: z.string() }),
  ownerType: z.string(),
  companyNo: z.string(),
  birth: z.string(),
  gender: z.string(),
  phoneNo: z.string(),
  tendency: z.string(),
  shareType: z.string(),
  postAddress: z.object({ address: z.string(), detailAddress: z.string(), zipNo: z.string() }),
  realAddress: z.object({
    address: z.string(),
    detailAddress: z.string(),
    city: z.string(),
    gu: z.string(),
    dong: z.string(),
  }),
  localAddresses: z.array(
    z.object({
      dong: z.string(),
      jibun: z.string(),
      building: z.string(),
      apartmentDong: z.string(),
      apartmentFloor: z.string(),
      apartmentHosu: z.string(),
    }),
  ),
  agent: AgentSchema.nullable(),
  promotionUser: z.object({ promotionUserSeq: z.number().int(), name: z.string() }).nullable(),
  electronicVoteStatus: z.object({
    progressStatus: z.enum(EVOTE_PROGRESS_STATUSES),
    sentAt: z.string().nullable(),
    receivedAt: z.string().nullable(),
    openedAt: z.string().nullable(),
    votedAt: z.string().nullable(),
    /** Whether the voter has cast a ballot (any channel), never the choices. */
    voteStatus: z.enum(["VOTED", "NOT_VOTED"]),
  }),
  onsiteVoteStatus: z.object({ writtenSubmissionType: z.enum(WRITTEN_SUBMISSION_TYPES).nullable() }),
  attendanceCategory: z.enum(ATTENDANCE_CATEGORIES),
  voteCategory: z.enum(VOTE_CATEGORIES),
  resendCount: z.number().int(),
  isResent: z.boolean(),
  writtenSubmissionType: z.enum(WRITTEN_SUBMISSION_TYPES).nullable(),
  writtenSubmissionStatus: z.enum(WRITTEN_SUBMISSION_STATUSES).nullable(),
  writtenSubmissionAt: z.string().nullable(),
  writtenWithdrawalAt: z.string().nullable(),
  attendExpectedType: z.enum(ATTEND_EXPECTED_TYPES),
  attendAt: z.string().nullable(),
  /** Spec 03 §5: gender, birth, phone and name not all present, and no complete agent. */
  isInfoMissing: z.boolean(),
});
export type MeetParticipant = z.infer<typeof MeetParticipantSchema>;

/** The list: `pagination` counts the filtered rows (조회 목록), `totalCount` every voter (전체). */
export const MeetParticipantsPageSchema = z.object({
  status: z.number().int(),
  data: z.array(MeetParticipantSchema),
  pagination: z.object({ totalDataCount: z.number().int(), totalElements: z.number().int() }),
  totalCount: z.number().int(),
});
export type MeetParticipantsPage = z.infer<typeof MeetParticipantsPageSchema>;

/** GET /electronic-vote/send-status-count (spec 03 §3). */
export const SendStatusCountSchema = z.object({
  received: z.number().int(),
  sendWait: z.number().int(),
  sendFail: z.number().int(),
  sendDone: z.number().int(),
  unSent: z.number().int(),
  opened: z.number().int(),
  unOpened: z.number().int(),
  voted: z.number().int(),
  unVoted: z.number().int(),
});
export type SendStatusCount = z.infer<typeof SendStatusCountSchema>;

/** GET /onsite-vote/written-submission-count (spec 03 §3), plus the totals the cards 미정 and 미확인 use. */
export const WrittenSubmissionCountSchema = z.object({
  direct: z.number().int(),
  registered: z.number().int(),
  manager: z.number().int(),
  expected: z.number().int(),
  refusal: z.number().int(),
  undefined: z.number().int(),
  none: z.number().int(),
  mySelf: z.number().int(),
  agent: z.number().int(),
  nonAppearance: z.number().int(),
  /** Ours: submitted without saying who (미정). */
  undetermined: z.number().int(),
  /** Ours: voters with no written submission (미확인). */
  unconfirmed: z.number().int(),
  total: z.number().int(),
});
export type WrittenSubmissionCount = z.infer<typeof WrittenSubmissionCountSchema>;

export const AttendExpectedCountSchema = z.object({
  total: z.number().int(),
  expected: z.number().int(),
  refusal: z.number().int(),
  undefined: z.number().int(),
  none: z.number().int(),
});
export type AttendExpectedCount = z.infer<typeof AttendExpectedCountSchema>;

/** Tendency chart: upper positive, middle neutral, lower negative, undetermined, nothing (not counselled). */
export const TendencyCountSchema = z.object({
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
  undetermined: z.number().int(),
  nothing: z.number().int(),
});
export type TendencyCount = z.infer<typeof TendencyCountSchema>;

/** POST /participants: add register owners of the union as voters (spec 03 §2.4). */
export const AddParticipantsBodySchema = z.object({
  unionRegisterSeqs: z.array(z.number().int().positive()).min(1, M.noMembersSelected).max(10_000),
});
export type AddParticipantsBody = z.infer<typeof AddParticipantsBodySchema>;
export const AddParticipantsResultSchema = z.object({ addedCount: z.number().int() });

/** GET /participants/candidates (ours): the union's owners who are not voters of the meeting yet. */
export const ParticipantCandidatesQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(MEET_PAGE_SIZE),
  name: z.string().trim().max(30, V.historyNameFilter).optional(),
  unionRegisterNo: z.string().regex(FILTER_NO(11), V.registerNoFilter).optional(),
});
export type ParticipantCandidatesQuery = z.infer<typeof ParticipantCandidatesQuerySchema>;
export const ParticipantCandidateSchema = z.object({
  unionRegisterSeq: z.number().int(),
  unionRegisterNo: z.string(),
  name: z.object({ name: z.string(), nameClass: z.string() }),
  ownerType: z.string(),
  birth: z.string(),
  phoneNo: z.string(),
  position: z.string(),
});
export type ParticipantCandidate = z.infer<typeof ParticipantCandidateSchema>;

const digits = (max: number) => z.string().max(max);

/** PUT /participants/{id}: the voter's editable fields (the rules are `voterEditError` in the rules file). */
export const UpdateParticipantBodySchema = z.object({
  name: z.object({ name: z.string().max(100), nameClass: z.string().max(100) }),
  ownerType: z.enum(OWNER_TYPES),
  companyNo: z.string().max(20).default(""),
  birth: digits(20).default(""),
  gender: z.enum(GENDERS),
  phoneNo: digits(20),
  agent: z
    .object({
      name: z.string().max(100),
      nameClass: z.string().max(100).default(""),
      birth: digits(20),
      gender: z.enum(GENDERS),
      phoneNo: digits(20),
    })
    .nullable()
    .default(null),
  postAddress: z
    .object({ address: z.string().max(200), detailAddress: z.string().max(100), zipNo: z.string().max(10) })
    .optional(),
});
export type UpdateParticipantBody = z.input<typeof UpdateParticipantBodySchema>;
export const UpdateParticipantResultSchema = z.object({
  participant: MeetParticipantSchema,
  /** Spec 03 §4: identity changed on a voter who neither opened nor voted, in a meeting with e-voting. */
  isResendOffered: z.boolean(),
});
export type UpdateParticipantResult = z.infer<typeof UpdateParticipantResultSchema>;

/** DELETE /participants/{id} {meetPassword, deleteReason} (spec 03 §5). */
export const DeleteParticipantBodySchema = z.object({
  meetPassword: z.string().min(4, M.passwordMin).max(100),
  deleteReason: z.string().trim().min(1, M.deleteReasonRequired).max(200),
});
export type DeleteParticipantBody = z.infer<typeof DeleteParticipantBodySchema>;

/** GET /participant-histories: search unionRegisterNo (16), name (30), modifiedBy, actionType; paging. */
export const ListParticipantHistoriesQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(1000).default(MEET_PAGE_SIZE),
  unionRegisterNo: z.string().regex(FILTER_NO(16), V.historyRegisterNoFilter).optional(),
  name: z.string().trim().max(30, V.historyNameFilter).optional(),
  modifiedBy: z.string().trim().max(30).optional(),
  actionType: z.enum(PARTICIPANT_ACTION_TYPES).optional(),
});
export type ListParticipantHistoriesQuery = z.infer<typeof ListParticipantHistoriesQuerySchema>;

/** A voter as a history row keeps it (before and after). */
export const HistoryParticipantSchema = z.object({
  unionRegisterNo: z.string(),
  name: z.object({ name: z.string(), nameClass: z.string() }),
  ownerType: z.string(),
  companyNo: z.string(),
  birth: z.string(),
  gender: z.string(),
  phoneNo: z.string(),
  agent: AgentSchema.nullable(),
  postAddress: z.object({ address: z.string(), detailAddress: z.string(), zipNo: z.string() }).optional(),
});
export type HistoryParticipant = z.infer<typeof HistoryParticipantSchema>;

export const MeetParticipantHistorySchema = z.object({
  meetParticipantHistorySeq: z.number().int(),
  meetParticipantSeq: z.number().int(),
  actionType: z.enum(PARTICIPANT_ACTION_TYPES),
  participant: HistoryParticipantSchema,
  previousParticipant: HistoryParticipantSchema.nullable(),
  modifiedAt: z.string(),
  modifiedBy: z.string(),
  reason: z.string(),
});
export type MeetParticipantHistory = z.infer<typeof MeetParticipantHistorySchema>;

/** GET /participants/{id}/electronic-vote-histories: each delivery of the voter's ballot link. */
export const EvoteHistorySchema = z.object({
  sendSeq: z.number().int(),
  kind: z.enum(EVOTE_SEND_KINDS),
  status: z.enum(EVOTE_SEND_STATUSES),
  phoneNo: z.string(),
  requestedAt: z.string(),
  sentAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  failReason: z.string().nullable(),
});
export type EvoteHistory = z.infer<typeof EvoteHistorySchema>;

/** POST /electronic-vote/cost/calculate and /resend {meetParticipantSeqs}. */
export const ResendBodySchema = z.object({
  meetParticipantSeqs: z.array(z.number().int().positive()).min(1, V.selectParticipants).max(10_000),
});
export type ResendBody = z.infer<typeof ResendBodySchema>;
export const ResendCostSchema = z.object({
  totalCost: z.number().int(),
  count: z.number().int(),
  unitCost: z.number().int(),
});
export type ResendCost = z.infer<typeof ResendCostSchema>;
export const ResendResultSchema = z.object({ requested: z.number().int(), totalCost: z.number().int() });
export type ResendResult = z.infer<typeof ResendResultSchema>;

/** Korean labels of the voter codes (console and Excel). WITH (철회) and the 미상담 tendency are ours. */
export const VOTER_LABELS = {
  progressStatus: {
    NONE: "미발송",
    WAIT: "전송대기",
    SENT: "전송완료",
    RECEIVED: "수신완료",
    FAILED: "전송실패",
    OPENED: "열람",
    VOTED: "투표완료",
    WITH: "철회",
  },
  voteCategory: {
    PRE_ELECTRONIC_VOTED: "전자투표",
    PRE_WRITTEN_VOTED: "서면투표",
    ONSITE_VOTED: "현장투표",
    ONLINE_VOTED: "온라인투표",
    NOT_VOTED: "미투표",
  },
  writtenSubmissionType: { DIRECT: "직접", REGISTERED: "등기", MANAGER: "담당자", NONE: "미제출" },
  writtenSubmissionStatus: { MYSELF: "본인", AGENT: "대리인", NON_APPEARANCE: "불참" },
  attendExpectedType: { EXPECTED: "예정", REFUSAL: "거부", UNDEFINED: "미정", NONE: "미응답" },
  attendanceCategory: { ONLINE: "온라인", ONSITE: "현장", NOT_ATTEND: "불참" },
  tendency: { POSITIVE: "상", NEUTRAL: "중", NEGATIVE: "하", UNDETERMINED: "미정", NONE: "미상담" },
  actionType: { ADD: "추가", DELETE: "삭제", EDIT: "수정" },
  sendKind: { SEND: "발송", RESEND: "재발송", ENCOURAGE: "독려" },
  sendStatus: { WAIT: "전송대기", SENT: "전송완료", RECEIVED: "수신완료", FAILED: "전송실패", CANCELLED: "취소" },
  dateType: {
    SENT: "발송일",
    RECEIVED: "수신일",
    OPENED: "열람일",
    VOTED: "투표일",
    WRITTEN_SUBMISSION: "서면 제출일",
    ATTEND: "참석일",
  },
} as const;
