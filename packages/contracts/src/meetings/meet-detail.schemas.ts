import { z } from "zod";
import { cleanText, requiredText } from "../platform/text";
import {
  EVOTE_CONTACT_MAX,
  EVOTE_DESCRIPTION_MAX,
  EVOTE_SENDER_NAME_MAX,
  MEET_METHODS,
  MEET_MOVER_NAME_MAX,
  MEET_NAME_MAX,
  MEET_NEW_PASSWORD_MAX,
  MEET_PAGE_SIZE,
  MEET_PASSWORD_MAX,
  MEET_PASSWORD_MIN,
  MEET_STATUSES,
  MEET_TYPES,
  OPEN_TYPES,
  SIGNATURE_TYPES,
  VOTE_ADDITIONAL_CONTENT_MAX,
  VOTE_ADDITIONAL_TITLE_MAX,
  VOTE_FORMS,
  VOTE_TYPES,
} from "./meetings.constants";
import { MEET_MESSAGES as M } from "./meetings.messages";

/**
 * The meeting as the history list and the detail read it (spec 03 sections 2.1, 2.2 and 3: Meet, Electronic
 * vote, On-site vote, VoteAdditional, Agenda, Candidate), and the detail's own requests: 정보 수정, the
 * password prompt and the password change.
 */

export const MeetMethodSchema = z.enum(MEET_METHODS);
export const MeetTypeSchema = z.enum(MEET_TYPES);
export const OpenTypeSchema = z.enum(OPEN_TYPES);
export const MeetStatusSchema = z.enum(MEET_STATUSES);

/** A stored file as a meeting names it: notice, written resolution, agenda or candidate attachment. */
export const MeetFileRefSchema = z.object({ fileSeq: z.number().int(), originName: z.string() });
export type MeetFileRef = z.infer<typeof MeetFileRefSchema>;

/** Electronic vote (ELECTRONIC, ONSITE_ELECTRONIC); times ISO 8601. */
export const MeetElectronicVoteSchema = z.object({
  signatureType: z.enum(SIGNATURE_TYPES),
  senderName: z.string(),
  contactNo: z.string(),
  description: z.string(),
  voteStartAt: z.string(),
  voteEndAt: z.string(),
});
export type MeetElectronicVote = z.infer<typeof MeetElectronicVoteSchema>;

/** On-site vote (ONSITE, ONSITE_ELECTRONIC): written submission period, place, attendance rate (default 10). */
export const MeetOnsiteVoteSchema = z.object({
  meetAt: z.string(),
  submissionStartAt: z.string(),
  submissionEndAt: z.string(),
  zipNo: z.string(),
  jibunAddress: z.string(),
  roadAddress: z.string(),
  detailAddress: z.string(),
  contactNo: z.string(),
  attendanceRate: z.number().int(),
});
export type MeetOnsiteVote = z.infer<typeof MeetOnsiteVoteSchema>;

export const MeetVoteAdditionalSchema = z.object({
  isVoteAdditionalInputEnabled: z.boolean(),
  voteAdditionalTitle: z.string(),
  voteAdditionalContent: z.string(),
});
export type MeetVoteAdditional = z.infer<typeof MeetVoteAdditionalSchema>;

/** A row of the history list (GET /v1/meets). `participantCount` = real voters + virtual voters of a mock. */
export const MeetListItemSchema = z.object({
  /** Row number, newest first: total - offset - index. */
  no: z.number().int(),
  meetSeq: z.number().int(),
  name: z.string(),
  meetMethod: MeetMethodSchema,
  meetType: MeetTypeSchema,
  openType: OpenTypeSchema,
  meetStatus: MeetStatusSchema,
  meetAt: z.string(),
  isMock: z.boolean(),
  moverName: z.string(),
  agendaCount: z.number().int(),
  participantCount: z.number().int(),
  createdAt: z.string(),
});
export type MeetListItem = z.infer<typeof MeetListItemSchema>;

/**
 * HOME's participant-count section, counted as the vote summary counts (a voter who voted both electronically and
 * in writing counts in both channels and once in the total).
 */
export const MeetVoteCountsSchema = z.object({
  totalVotedCount: z.number().int(),
  electronicVoteCount: z.number().int(),
  writtenVoteCount: z.number().int(),
  onsiteVoteCount: z.number().int(),
  onlineVoteCount: z.number().int(),
});
export type MeetVoteCounts = z.infer<typeof MeetVoteCountsSchema>;

/** GET /v1/meets/{meetSeq}: the Meet entity with its parts (spec 03 section 3). */
export const MeetDetailSchema = MeetListItemSchema.omit({ no: true }).extend({
  unionSeq: z.number().int(),
  /** Voters copied from the register (not deleted). */
  realParticipantCount: z.number().int(),
  /** Voters of a mock meeting that exist only in the counts. */
  virtualParticipantCount: z.number().int(),
  documentStorageEndAt: z.string().nullable(),
  documentStorageStatus: z.string(),
  documentStorageExtensionStatus: z.string(),
  voteResultCertificateFilePath: z.string().nullable(),
  electronicVote: MeetElectronicVoteSchema.nullable(),
  onsiteVote: MeetOnsiteVoteSchema.nullable(),
  voteAdditional: MeetVoteAdditionalSchema,
  noticeFile: MeetFileRefSchema.nullable(),
  writtenResolutionFile: MeetFileRefSchema.nullable(),
  /** The meeting's code in the owners' links. */
  linkCode: z.string(),
  /** The owners' ballot links start with this (`{PUBLIC_BASE_URL}/m/v/`); each link ends with its own token. */
  ballotUrlBase: z.string(),
  liveStreamUrl: z.string().nullable(),
  voteCounts: MeetVoteCountsSchema,
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type MeetDetail = z.infer<typeof MeetDetailSchema>;

export const MeetCandidateSchema = z.object({
  candidateSeq: z.number().int(),
  no: z.number().int(),
  name: z.string(),
  description: z.string(),
  attachFile: MeetFileRefSchema.nullable(),
  /** true = 가결, false = 부결, null = not decided. */
  isPassed: z.boolean().nullable(),
});
export type MeetCandidate = z.infer<typeof MeetCandidateSchema>;

/** GET /v1/meets/{meetSeq}/agendas: agendas in order, each with its candidates by number. */
export const MeetAgendaSchema = z.object({
  agendaSeq: z.number().int(),
  order: z.number().int(),
  name: z.string(),
  description: z.string(),
  attachFile: MeetFileRefSchema.nullable(),
  voteForm: z.enum(VOTE_FORMS),
  voteType: z.enum(VOTE_TYPES),
  selectCount: z.number().int(),
  candidates: z.array(MeetCandidateSchema),
});
export type MeetAgenda = z.infer<typeof MeetAgendaSchema>;

// Requests

export const MeetSeqParamsSchema = z.object({ meetSeq: z.coerce.number().int().positive().max(2_147_483_647) });

/** The union a /v1/meets call names in its query: it must be the Union-Seq header's. */
const unionSeq = z.coerce.number().int().positive().optional();

/** GET /v1/meets and its Excel: every filter optional (전체), newest first, 10 a page. */
export const ListMeetsQuerySchema = z.object({
  unionSeq,
  meetName: z.string().trim().max(MEET_NAME_MAX).optional(),
  moverName: z.string().trim().max(MEET_MOVER_NAME_MAX).optional(),
  meetStatus: MeetStatusSchema.optional(),
  meetMethod: MeetMethodSchema.optional(),
  openType: OpenTypeSchema.optional(),
  meetType: MeetTypeSchema.optional(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(MEET_PAGE_SIZE),
});
export type ListMeetsQuery = z.infer<typeof ListMeetsQuerySchema>;
/** The list query as the console sends it (the union goes in the Union-Seq header). */
export type ListMeetsParams = Omit<ListMeetsQuery, "unionSeq">;
export const ListMeetsExcelQuerySchema = ListMeetsQuerySchema.omit({ page: true, pageSize: true });

const dateTime = z
  .string({ error: M.required })
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), M.required);
const digits = (max: number, message: string) =>
  z.string({ error: message }).trim().regex(/^\d*$/, message).max(max, message);

/**
 * PATCH /v1/meets/{meetSeq} (정보 수정): every field optional (left out = unchanged). Names, convener, e-vote
 * sender/contact/description, on-site place/contact and the additional info change while BEFORE or PROCESS;
 * the times only while BEFORE (the server refuses them later with 수정이 불가능한 상태입니다).
 */
export const UpdateMeetBodySchema = z.object({
  name: requiredText(M.required).max(MEET_NAME_MAX).optional(),
  moverName: requiredText(M.required).max(MEET_MOVER_NAME_MAX).optional(),
  electronicVote: z
    .object({
      senderName: requiredText(M.required).max(EVOTE_SENDER_NAME_MAX).optional(),
      contactNo: digits(EVOTE_CONTACT_MAX, M.contactRequired).min(1, M.contactRequired).optional(),
      description: cleanText().max(EVOTE_DESCRIPTION_MAX).optional(),
      voteStartAt: dateTime.optional(),
      voteEndAt: dateTime.optional(),
    })
    .optional(),
  onsiteVote: z
    .object({
      meetAt: dateTime.optional(),
      submissionStartAt: dateTime.optional(),
      submissionEndAt: dateTime.optional(),
      zipNo: cleanText().max(10).optional(),
      jibunAddress: cleanText().max(200).optional(),
      roadAddress: requiredText(M.required).max(200).optional(),
      detailAddress: cleanText().max(200).optional(),
      contactNo: digits(EVOTE_CONTACT_MAX, M.contactRequired).optional(),
    })
    .optional(),
  voteAdditional: z
    .object({
      isVoteAdditionalInputEnabled: z.boolean(),
      voteAdditionalTitle: cleanText().max(VOTE_ADDITIONAL_TITLE_MAX),
      voteAdditionalContent: cleanText().max(VOTE_ADDITIONAL_CONTENT_MAX),
    })
    .refine((v) => !v.isVoteAdditionalInputEnabled || v.voteAdditionalTitle.length > 0, {
      message: M.required,
      path: ["voteAdditionalTitle"],
    })
    .optional(),
});
export type UpdateMeetBody = z.input<typeof UpdateMeetBodySchema>;
export type UpdateMeetInput = z.output<typeof UpdateMeetBodySchema>;

/** POST /v1/meets/{meetSeq}/password/verify: the password prompt of the detail. */
export const VerifyMeetPasswordBodySchema = z.object({
  password: z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .max(MEET_PASSWORD_MAX * 4),
});
export type VerifyMeetPasswordBody = z.infer<typeof VerifyMeetPasswordBodySchema>;

/** PATCH /v1/meets/{meetSeq}/password: the previous password, then a new one of 4 to 10 characters. */
export const ChangeMeetPasswordBodySchema = z.object({
  previousPassword: z
    .string({ error: M.passwordMinDot })
    .min(MEET_PASSWORD_MIN, M.passwordMinDot)
    .max(MEET_PASSWORD_MAX * 4),
  password: z
    .string({ error: M.passwordMinDot })
    .min(MEET_PASSWORD_MIN, M.passwordMinDot)
    .max(MEET_NEW_PASSWORD_MAX, M.newPasswordMax),
});
export type ChangeMeetPasswordBody = z.infer<typeof ChangeMeetPasswordBodySchema>;

/** The console's password change form: the two fields above plus the re-entry, which must match. */
export const ChangeMeetPasswordFormSchema = ChangeMeetPasswordBodySchema.extend({
  passwordConfirm: z.string().min(MEET_PASSWORD_MIN, M.passwordMinDot),
}).refine((v) => v.password === v.passwordConfirm, { message: M.newPasswordMismatch, path: ["passwordConfirm"] });
export type ChangeMeetPasswordForm = z.infer<typeof ChangeMeetPasswordFormSchema>;

/** The ok of the verify call. */
export const MeetPasswordVerifiedSchema = z.object({ verified: z.literal(true) });
