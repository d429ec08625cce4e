import { z } from "zod";
import {
  ONLINE_MEETING_MESSAGES as M,
  ONLINE_ANSWER_MAX,
  ONLINE_MEETING_CERTIFICATE_STATUSES,
  ONLINE_NOTICE_MAX,
  ONLINE_SERVICE_STATUSES,
  ONLINE_VOTE_STATUSES,
  OPINION_STATUSES,
  PREMIUM_SERVICE_TYPES,
  SPEECH_CATEGORIES,
  SPEECH_CONSOLE_ACTIONS,
  SPEECH_STATUSES,
  STREAMING_STATUSES,
  VIEWER_ATTENDANCE_STATUSES,
} from "./online-meetings.constants";

const id = z.coerce.number().int().positive().max(2_147_483_647);
const dateTime = z.string();

/** /v2/online-general-meetings/{id}: the online meeting's onlineGeneralMeetingSeq. */
export const OnlineMeetingIdParamsSchema = z.object({ id });
export const OpinionParamsSchema = z.object({ id, opinionSeq: id });
export const SpeechParamsSchema = z.object({ id, speechSeq: id });
export const ViewerParamsSchema = z.object({ id, viewerSeq: id });

export const OnlineServiceStatusSchema = z.enum(ONLINE_SERVICE_STATUSES);
export const StreamingStatusSchema = z.enum(STREAMING_STATUSES);
export const OnlineVoteStatusSchema = z.enum(ONLINE_VOTE_STATUSES);

/**
 * GET /v2/general-meetings/{meetSeq}/online-general-meetings: the panel's status (PENDING without a live
 * application), what applying costs and whether it may be applied for.
 */
export const OnlineMeetingPanelSchema = z.object({
  meetSeq: z.number().int(),
  onlineGeneralMeetingSeq: z.number().int().nullable(),
  serviceStatus: OnlineServiceStatusSchema,
  streamingStatus: StreamingStatusSchema.nullable(),
  voteStatus: OnlineVoteStatusSchema,
  appliedAt: dateTime.nullable(),
  confirmedAt: dateTime.nullable(),
  createdAt: dateTime.nullable(),
  startAt: dateTime.nullable(),
  endAt: dateTime.nullable(),
  cost: z.number().int(),
  /** Apply allowed only while the meeting is not COMPLETE (nor CANCEL), for ONSITE and mixed meetings. */
  isApplicable: z.boolean(),
  /** Cancel allowed while APPLYING (refunded) or CONFIRMED (not refunded). */
  isCancelable: z.boolean(),
  isRefundable: z.boolean(),
});
export type OnlineMeetingPanel = z.infer<typeof OnlineMeetingPanelSchema>;

/** POST and DELETE /v2/premium-services (header mbSeq): apply for or cancel the meeting's online meeting. */
export const PremiumServiceBodySchema = z.object({
  premiumServiceType: z.enum(PREMIUM_SERVICE_TYPES, { error: M.serviceTypeInvalid }),
  meetSeq: z.number({ error: M.meetSeqRequired }).int().positive(M.meetSeqRequired),
});
export type PremiumServiceBody = z.input<typeof PremiumServiceBodySchema>;
export const PremiumServiceResultSchema = z.object({
  onlineGeneralMeetingSeq: z.number().int(),
  serviceStatus: z.enum(["APPLYING", "CONFIRMED", "CREATED", "CANCELED"]),
  totalCost: z.number().int(),
  refundedCost: z.number().int(),
});
export type PremiumServiceResult = z.infer<typeof PremiumServiceResultSchema>;

/** 온라인 총회 설정 (spec 03 §2.9, §3 live metadata): encoder URL and key, admin id and password, stage. */
export const OnlineMetadataSchema = z.object({
  status: z.string(),
  streamingStatus: StreamingStatusSchema.nullable(),
  stageArn: z.string(),
  encoderUrl: z.string(),
  token: z.string(),
  tokenExpiresAt: dateTime,
  id: z.string(),
  password: z.string(),
  stageUrl: z.string(),
});
export type OnlineMetadata = z.infer<typeof OnlineMetadataSchema>;
export const CreateMetadataBodySchema = z.object({ onlineGeneralMeetingSeq: z.number().int().positive() });

export const OnlineNoticeSchema = z.object({
  noticeSeq: z.number().int(),
  message: z.string(),
  createdAt: dateTime,
});
export type OnlineNotice = z.infer<typeof OnlineNoticeSchema>;

export const OnlineEndInfoSchema = z.object({
  startAt: dateTime.nullable(),
  endAt: dateTime.nullable(),
  totalParticipantCount: z.number().int(),
  attendeeCount: z.number().int(),
  agentCount: z.number().int(),
  opinions: z.object({ totalCount: z.number().int(), processCount: z.number().int() }),
  speeches: z.object({ totalCount: z.number().int(), processCount: z.number().int() }),
  certificateStatus: z.object({ status: z.enum(ONLINE_MEETING_CERTIFICATE_STATUSES), filePath: z.string().nullable() }),
});
export type OnlineEndInfo = z.infer<typeof OnlineEndInfoSchema>;

/** GET /v2/online-general-meetings/{id}: the live dashboard (polled every 10 s). */
export const OnlineMeetingSchema = z.object({
  onlineGeneralMeetingSeq: z.number().int(),
  meetSeq: z.number().int(),
  meetName: z.string(),
  meetStatus: z.string(),
  meetAt: dateTime,
  serviceStatus: OnlineServiceStatusSchema,
  streamingStatus: StreamingStatusSchema.nullable(),
  voteStatus: OnlineVoteStatusSchema,
  voteStartedAt: dateTime.nullable(),
  voteEndedAt: dateTime.nullable(),
  playUrl: z.string().nullable(),
  startAt: dateTime.nullable(),
  endAt: dateTime.nullable(),
  totalParticipantCount: z.number().int(),
  cumulativeParticipantCount: z.number().int(),
  currentParticipantCount: z.number().int(),
  accessUrl: z.string().nullable(),
  latestNotice: OnlineNoticeSchema.nullable(),
  metadata: OnlineMetadataSchema.nullable(),
  /** 투표 시작하기: enabled (spec 03 §4 Online vote), or the reason it is not. */
  voteStartBlock: z.string().nullable(),
  /** 온라인 총회 종료: disabled while VOTING. */
  endBlock: z.string().nullable(),
  endInfo: OnlineEndInfoSchema.nullable(),
  serverTime: dateTime,
});
export type OnlineMeeting = z.infer<typeof OnlineMeetingSchema>;

/** PATCH /v2/online-general-meetings/{id}/status (온라인 총회 시작 / 종료). */
export const StreamingStatusBodySchema = z.object({ streamingStatusType: StreamingStatusSchema });
export type StreamingStatusBody = z.infer<typeof StreamingStatusBodySchema>;

/** PATCH /v2/online-general-meetings/{id}/vote-status (투표 시작하기 / 투표 마감하기). */
export const VoteStatusBodySchema = z.object({
  onlineGeneralMeetingSeq: z.number().int().positive().optional(),
  status: OnlineVoteStatusSchema,
});
export type VoteStatusBody = z.infer<typeof VoteStatusBodySchema>;
export const VoteStatusResultSchema = z.object({
  voteStatus: OnlineVoteStatusSchema,
  voteStartedAt: dateTime.nullable(),
  voteEndedAt: dateTime.nullable(),
  /** At close: online attendees who cast no ballot (counted as 기권 on against agendas, 무효 on select ones). */
  unsubmittedCount: z.number().int(),
  votedCount: z.number().int(),
});
export type VoteStatusResult = z.infer<typeof VoteStatusResultSchema>;

/** POST /v2/online-general-meetings/{id}/notices {onlineGeneralMeetingSeq, message} (150). */
export const CreateNoticeBodySchema = z.object({
  onlineGeneralMeetingSeq: z.number().int().positive().optional(),
  message: z
    .string({ error: M.noticeRequired })
    .trim()
    .min(1, M.noticeRequired)
    .max(ONLINE_NOTICE_MAX, M.noticeTooLong),
});
export type CreateNoticeBody = z.input<typeof CreateNoticeBodySchema>;

export const OnlineListQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

const ViewerRefSchema = z.object({ viewerSeq: z.number().int(), name: z.string(), phone: z.string() });

export const OpinionSchema = z.object({
  opinionSeq: z.number().int(),
  viewer: ViewerRefSchema,
  comment: z.string(),
  commentAt: dateTime,
  status: z.enum(OPINION_STATUSES),
  answer: z.string().nullable(),
  answeredAt: dateTime.nullable(),
  answerer: z.object({ answererName: z.string() }).nullable(),
});
export type Opinion = z.infer<typeof OpinionSchema>;
export const OpinionCountsSchema = z.object({ totalCount: z.number().int(), pendingCount: z.number().int() });

/** POST /v2/online-general-meetings/{id}/opinions/{opinionSeq} {opinionSeq, answer, onlineGeneralMeetingSeq}. */
export const AnswerOpinionBodySchema = z.object({
  opinionSeq: z.number().int().positive().optional(),
  onlineGeneralMeetingSeq: z.number().int().positive().optional(),
  answer: z.string({ error: M.answerRequired }).trim().min(1, M.answerRequired).max(ONLINE_ANSWER_MAX, M.answerTooLong),
});
export type AnswerOpinionBody = z.input<typeof AnswerOpinionBodySchema>;

export const SpeechSchema = z.object({
  speechSeq: z.number().int(),
  viewer: ViewerRefSchema,
  speechCategory: z.enum(SPEECH_CATEGORIES),
  speechStatusType: z.enum(SPEECH_STATUSES),
  registeredAt: dateTime,
  /** Whether this row's console action may be pressed now (spec 03 §4 Speech). */
  isAble: z.boolean(),
});
export type Speech = z.infer<typeof SpeechSchema>;

/** PATCH /v2/online-general-meetings/{id}/speeches/{speechSeq}/status. */
export const SpeechStatusBodySchema = z.object({
  onlineGeneralMeetingSeq: z.number().int().positive().optional(),
  speechSeq: z.number().int().positive().optional(),
  status: z.enum(SPEECH_CONSOLE_ACTIONS),
});
export type SpeechStatusBody = z.infer<typeof SpeechStatusBodySchema>;

/** GET /v2/online-general-meetings/{id}/participants: the meeting's voters as attendees. */
export const OnlineParticipantsQuerySchema = OnlineListQuerySchema.extend({
  attendanceCategory: z.enum(["ONLINE", "ONSITE", "NOT_ATTEND"]).optional(),
  name: z.string().trim().max(30).optional(),
});
export type OnlineParticipantsQuery = z.input<typeof OnlineParticipantsQuerySchema>;
export const AttendeeSchema = z.object({
  meetParticipantSeq: z.number().int(),
  unionRegisterSeq: z.number().int().nullable(),
  unionRegisterNo: z.string(),
  name: z.string(),
  phoneNo: z.string(),
  agent: z.object({ name: z.string(), phoneNo: z.string() }).nullable(),
  attendanceCategory: z.string(),
  attendanceAt: dateTime.nullable(),
  viewerSeq: z.number().int().nullable(),
  viewerAttendanceStatus: z.enum(VIEWER_ATTENDANCE_STATUSES).nullable(),
  linkSentCount: z.number().int(),
});
export type Attendee = z.infer<typeof AttendeeSchema>;

/** 온라인 총회 링크 발송 (spec 03 §2.3): NOT_ATTEND voters only, texted through the SMS port, charged like SMS. */
export const OnlineLinkBodySchema = z.object({
  meetParticipantSeqs: z
    .array(z.number().int().positive(), { error: M.linkNoTarget })
    .min(1, M.linkNoTarget)
    .max(10_000),
});
export type OnlineLinkBody = z.infer<typeof OnlineLinkBodySchema>;
export const OnlineLinkCostSchema = z.object({
  totalCount: z.number().int(),
  totalCost: z.number().int(),
  unitCost: z.number().int(),
  smsType: z.string(),
  title: z.string(),
  message: z.string(),
});
export type OnlineLinkCost = z.infer<typeof OnlineLinkCostSchema>;
export const OnlineLinkResultSchema = z.object({
  smsId: z.number().int(),
  sentCount: z.number().int(),
  totalCost: z.number().int(),
});
export type OnlineLinkResult = z.infer<typeof OnlineLinkResultSchema>;

/** GET /v2/online-general-meetings/{id}/viewers/{viewerSeq} (spec 03 §3 Viewer detail). */
export const ViewerDetailSchema = z.object({
  viewerSeq: z.number().int(),
  name: z.string(),
  phone: z.string(),
  isAgent: z.boolean(),
  attendanceStatus: z.enum(VIEWER_ATTENDANCE_STATUSES),
  joinedAt: dateTime,
  localAddresses: z.array(
    z.object({
      dong: z.string(),
      jibun: z.string(),
      building: z.string(),
      apartmentDong: z.string(),
      apartmentHosu: z.string(),
    }),
  ),
});
export type ViewerDetail = z.infer<typeof ViewerDetailSchema>;
