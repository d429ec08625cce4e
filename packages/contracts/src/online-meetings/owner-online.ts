import { z } from "zod";
import { OwnerBallotAgendaSchema } from "../meetings/meet-ballots.schemas";
import { BALLOT_CHANNELS, MEET_METHODS, MEET_STATUSES } from "../meetings/meetings.constants";
import { OwnerSignerTypeSchema } from "../owner/owner.schemas";
import { cleanText } from "../platform/text";
import { SPEECH_CATEGORIES, SPEECH_STATUSES } from "./online-meetings.constants";
import {
  ONLINE_ACCESS_CODE_PATTERN,
  ONLINE_OPINION_MAX,
  ONLINE_VIEWER_PHASES,
  ONLINE_VIEWER_MESSAGES as V,
} from "./owner-online.constants";

export * from "./owner-online.constants";

/**
 * The attendee's side of the online general meeting (issue 18 item 2): `/v1/owner/online-meetings/{accessCode}/...`
 * behind the owner identity check (name and birth against the meeting's voters, a texted code, an owner token of
 * scope ONLINE naming the online meeting and the voter).
 */
export const OwnerOnlineParamsSchema = z.object({
  accessCode: z.string().regex(ONLINE_ACCESS_CODE_PATTERN, V.linkNotFound),
});
export const OwnerOnlineSpeechParamsSchema = OwnerOnlineParamsSchema.extend({
  speechSeq: z.coerce.number().int().positive(),
});

/** What the link shows before anyone is identified: public facts only. */
export const OwnerOnlineIntroSchema = z.object({
  unionName: z.string(),
  name: z.string(),
  meetMethod: z.enum(MEET_METHODS),
  meetStatus: z.enum(MEET_STATUSES),
  meetAt: z.string(),
  phase: z.enum(ONLINE_VIEWER_PHASES),
});
export type OwnerOnlineIntro = z.infer<typeof OwnerOnlineIntroSchema>;

export const OwnerOnlineNoticeSchema = z.object({
  noticeSeq: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
});
export type OwnerOnlineNotice = z.infer<typeof OwnerOnlineNoticeSchema>;

/**
 * GET .../watch, polled every 10 s by every attendee: the same answer for all of them (served from a short
 * per-process cache), so nothing of one viewer is in it.
 */
export const OwnerOnlineWatchSchema = z.object({
  phase: z.enum(ONLINE_VIEWER_PHASES),
  meetStatus: z.enum(MEET_STATUSES),
  streamingStatus: z.enum(["BROADCASTING", "STOPPED"]).nullable(),
  /** The stream to play (HLS or a test stream), null until the stream info exists. */
  playUrl: z.string().nullable(),
  startAt: z.string().nullable(),
  voteStatus: z.enum(["VOTING", "PENDING"]),
  voteStartedAt: z.string().nullable(),
  voteEndedAt: z.string().nullable(),
  latestNotice: OwnerOnlineNoticeSchema.nullable(),
  /** When this answer was read (the cache's age is at most a few seconds). */
  readAt: z.string(),
});
export type OwnerOnlineWatch = z.infer<typeof OwnerOnlineWatchSchema>;

export const OwnerOnlineSpeechSchema = z.object({
  speechSeq: z.number().int(),
  speechCategory: z.enum(SPEECH_CATEGORIES),
  status: z.enum(SPEECH_STATUSES),
  registeredAt: z.string(),
  updatedAt: z.string(),
});
export type OwnerOnlineSpeech = z.infer<typeof OwnerOnlineSpeechSchema>;

/** The identified attendee: who, joined or not, their latest request to speak and their one ballot (never what). */
export const OwnerOnlineMeSchema = z.object({
  signerType: OwnerSignerTypeSchema,
  name: z.string(),
  ownerName: z.string(),
  attendanceStatus: z.enum(["ATTEND", "LEAVE"]).nullable(),
  joinedAt: z.string().nullable(),
  speech: OwnerOnlineSpeechSchema.nullable(),
  votedAt: z.string().nullable(),
  channel: z.enum(BALLOT_CHANNELS).nullable(),
});
export type OwnerOnlineMe = z.infer<typeof OwnerOnlineMeSchema>;

export const OwnerOnlineOpinionBodySchema = z.object({
  comment: cleanText({ error: V.opinionRequired }).min(1, V.opinionRequired).max(ONLINE_OPINION_MAX, V.opinionMax),
});
export type OwnerOnlineOpinionBody = z.input<typeof OwnerOnlineOpinionBodySchema>;

export const OwnerOnlineOpinionSchema = z.object({
  opinionSeq: z.number().int(),
  comment: z.string(),
  commentAt: z.string(),
  status: z.enum(["PENDING", "COMPLETED"]),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type OwnerOnlineOpinion = z.infer<typeof OwnerOnlineOpinionSchema>;

export const OwnerOnlineSpeechBodySchema = z.object({
  speechCategory: z.enum(SPEECH_CATEGORIES, { error: V.speechCategory }),
});
export type OwnerOnlineSpeechBody = z.input<typeof OwnerOnlineSpeechBodySchema>;

/** GET .../ballot: the agendas to vote on (as the e-vote ballot shows them) and whether the attendee may vote now. */
export const OwnerOnlineBallotSchema = z.object({
  agendas: z.array(OwnerBallotAgendaSchema),
  voteStatus: z.enum(["VOTING", "PENDING"]),
  isVotable: z.boolean(),
  votedAt: z.string().nullable(),
  channel: z.enum(BALLOT_CHANNELS).nullable(),
});
export type OwnerOnlineBallot = z.infer<typeof OwnerOnlineBallotSchema>;
