import { z } from "zod";
import { OwnerSignerTypeSchema } from "../owner/owner.schemas";
import {
  BALLOT_LINK_TOKEN_PATTERN,
  BALLOT_PHASES,
  type BallotChoiceInput,
  BALLOT_MESSAGES as M,
} from "./meet-ballots.constants";
import {
  AGAINST_CHOICES,
  BALLOT_CHANNELS,
  EVOTE_PROGRESS_STATUSES,
  MEET_METHODS,
  MEET_STATUSES,
  SIGNATURE_TYPES,
  VOTE_FORMS,
  VOTE_TYPES,
} from "./meetings.constants";

/** `/v1/owner/meetings/{linkToken}`: the random token of the texted ballot link. */
export const OwnerBallotLinkParamsSchema = z.object({
  linkToken: z.string().regex(BALLOT_LINK_TOKEN_PATTERN, M.linkNotFound),
});

/** What a ballot link shows before anyone is identified: public facts of the meeting, no voter. */
export const OwnerMeetingIntroSchema = z.object({
  unionName: z.string(),
  name: z.string(),
  meetMethod: z.enum(MEET_METHODS),
  meetStatus: z.enum(MEET_STATUSES),
  meetAt: z.string(),
  voteStartAt: z.string(),
  voteEndAt: z.string(),
  phase: z.enum(BALLOT_PHASES),
  /** The meeting's public receipts page (`/m/r/{linkCode}`), where a voter checks their code once voting closes. */
  receiptsPath: z.string(),
});
export type OwnerMeetingIntro = z.infer<typeof OwnerMeetingIntroSchema>;

/** A file of the meeting (notice, agenda or candidate attachment): a signed, expiring download URL. */
export const OwnerMeetingFileSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  url: z.string(),
});
export type OwnerMeetingFile = z.infer<typeof OwnerMeetingFileSchema>;

export const OwnerBallotCandidateSchema = z.object({
  candidateSeq: z.number().int(),
  no: z.number().int(),
  name: z.string(),
  description: z.string(),
  attachFile: OwnerMeetingFileSchema.nullable(),
});

export const OwnerBallotAgendaSchema = z.object({
  agendaSeq: z.number().int(),
  order: z.number().int(),
  name: z.string(),
  description: z.string(),
  attachFile: OwnerMeetingFileSchema.nullable(),
  voteForm: z.enum(VOTE_FORMS),
  voteType: z.enum(VOTE_TYPES),
  selectCount: z.number().int(),
  candidates: z.array(OwnerBallotCandidateSchema),
});
export type OwnerBallotAgenda = z.infer<typeof OwnerBallotAgendaSchema>;

/** The identified voter's ballot page: the meeting, its agendas, and the voter's own status (never the choices). */
export const OwnerBallotSchema = z.object({
  meeting: OwnerMeetingIntroSchema.extend({
    senderName: z.string(),
    contactNo: z.string(),
    description: z.string(),
    signatureType: z.enum(SIGNATURE_TYPES),
    place: z.string(),
    noticeFile: OwnerMeetingFileSchema.nullable(),
    additional: z.object({ isEnabled: z.boolean(), title: z.string(), content: z.string() }),
  }),
  agendas: z.array(OwnerBallotAgendaSchema),
  voter: z.object({
    signerType: OwnerSignerTypeSchema,
    name: z.string(),
    ownerName: z.string(),
    progressStatus: z.enum(EVOTE_PROGRESS_STATUSES),
    votedAt: z.string().nullable(),
    /** How the voter's one ballot was cast (electronic, written, on site, online), or null. */
    channel: z.enum(BALLOT_CHANNELS).nullable(),
    isVotable: z.boolean(),
  }),
});
export type OwnerBallot = z.infer<typeof OwnerBallotSchema>;

const ChoiceSchema = z.object({
  agendaSeq: z.number().int().positive(),
  candidateSeq: z.number().int().positive(),
  choice: z.enum([...AGAINST_CHOICES, "SELECTED"], { error: M.agendaUnknown }),
}) satisfies z.ZodType<BallotChoiceInput>;

/** A cast: one row per choice (an against vote's 찬성/반대/기권 on each candidate, or each selected candidate). */
export const CastBallotBodySchema = z.object({
  choices: z.array(ChoiceSchema, { error: M.agendaUnknown }).min(1, M.agendaUnknown).max(1_000, M.agendaUnknown),
});
export type CastBallotBody = z.input<typeof CastBallotBodySchema>;

/** The cast's receipt: the code is shown once (only its SHA-256 is kept). */
export const BallotReceiptSchema = z.object({
  receiptCode: z.string(),
  votedAt: z.string(),
});
export type BallotReceipt = z.infer<typeof BallotReceiptSchema>;
