import { z } from "zod";
import { cleanText, optionalText, requiredText } from "../platform/text";
import { OWNER_TYPES, SHARE_TYPES } from "../register/register.constants";
import { AGENDA_KINDS, DEFAULT_AGENDA_KIND } from "./meet-quorum.rules-data";
import {
  DEFAULT_ATTENDANCE_RATE,
  EVOTE_CONTACT_MAX,
  EVOTE_DESCRIPTION_MAX,
  EVOTE_SENDER_NAME_MAX,
  MEET_METHODS,
  MEET_MOVER_NAME_MAX,
  MEET_NAME_MAX,
  MEET_PASSWORD_MAX,
  MEET_PASSWORD_MIN,
  MEET_TYPES,
  OPEN_TYPES,
  SIGNATURE_TYPES,
  VOTE_ADDITIONAL_CONTENT_MAX,
  VOTE_ADDITIONAL_TITLE_MAX,
  VOTE_FORMS,
  VOTE_TYPES,
} from "./meetings.constants";
import { MEET_OPEN_MESSAGES as M } from "./meets-open.messages";
import {
  agendaOrdersProblem,
  agendaProblem,
  evotePeriodProblem,
  onsitePeriodProblem,
  votersProblem,
} from "./meets-open.rules";

export const AGENDA_NAME_MAX = 100;
export const AGENDA_DESCRIPTION_MAX = 1000;
export const CANDIDATE_NAME_MAX = 30;
export const CANDIDATE_DESCRIPTION_MAX = 200;
export const AGENDAS_MAX = 50;
export const CANDIDATES_MAX = 50;

const dateTime = z
  .string({ error: M.required })
  .trim()
  .min(1, M.required)
  .refine((v) => !Number.isNaN(Date.parse(v)), M.required);
const fileSeq = z.number({ error: M.required }).int().positive(M.required);
const optionalFileSeq = z.number().int().positive().nullable().default(null);
const digits = (max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{0,${max}}$`), message);

export const MeetCandidateInputSchema = z.object({
  no: z.number().int().min(1),
  name: requiredText(M.required).max(CANDIDATE_NAME_MAX, M.candidateNameMax),
  description: optionalText(CANDIDATE_DESCRIPTION_MAX, M.candidateDescriptionMax),
  /** The candidate's image: PNG or JPG of division MEET. */
  attachFileSeq: optionalFileSeq,
});
export type MeetCandidateInput = z.infer<typeof MeetCandidateInputSchema>;

export const MeetAgendaInputSchema = z
  .object({
    order: z.number({ error: M.required }).int().min(1, M.required),
    name: requiredText(M.required).max(AGENDA_NAME_MAX, M.agendaNameMax),
    description: optionalText(AGENDA_DESCRIPTION_MAX, M.agendaDescriptionMax),
    /** PNG, JPG or PDF of division MEET. */
    attachFileSeq: optionalFileSeq,
    voteForm: z.enum(VOTE_FORMS, { error: M.required }),
    voteType: z.enum(VOTE_TYPES, { error: M.required }),
    selectCount: z.number().int().min(1).default(1),
    /** What the agenda decides, for the quorum rules (일반 안건 unless chosen: 시공자 선정, 관리처분계획 …). */
    agendaKind: z.enum(AGENDA_KINDS, { error: M.required }).default(DEFAULT_AGENDA_KIND),
    candidates: z.array(MeetCandidateInputSchema).max(CANDIDATES_MAX),
  })
  .superRefine((agenda, ctx) => {
    const problem = agendaProblem({ ...agenda, candidateCount: agenda.candidates.length });
    if (problem) ctx.addIssue({ code: "custom", path: ["candidates"], message: problem });
  });
export type MeetAgendaInput = z.infer<typeof MeetAgendaInputSchema>;

export const VoteAdditionalInputSchema = z
  .object({
    isVoteAdditionalInputEnabled: z.boolean().default(false),
    voteAdditionalTitle: optionalText(VOTE_ADDITIONAL_TITLE_MAX, M.voteAdditionalTitleMax),
    voteAdditionalContent: optionalText(VOTE_ADDITIONAL_CONTENT_MAX, M.voteAdditionalContentMax),
  })
  .superRefine((value, ctx) => {
    if (value.isVoteAdditionalInputEnabled && !value.voteAdditionalTitle) {
      ctx.addIssue({ code: "custom", path: ["voteAdditionalTitle"], message: M.required });
    }
  });

export const ElectronicVoteInputSchema = z
  .object({
    signatureType: z.enum(SIGNATURE_TYPES).default("ELECTRONIC"),
    senderName: requiredText(M.required).max(EVOTE_SENDER_NAME_MAX, M.senderNameMax),
    contactNo: requiredText(M.contactRequired).pipe(digits(EVOTE_CONTACT_MAX, M.contactNoInvalid)),
    description: optionalText(EVOTE_DESCRIPTION_MAX, M.evoteDescriptionMax),
    voteStartAt: dateTime,
    voteEndAt: dateTime,
  })
  .superRefine((value, ctx) => {
    const problem = evotePeriodProblem(value);
    if (problem) ctx.addIssue({ code: "custom", path: ["voteEndAt"], message: problem });
  });
export type ElectronicVoteInput = z.infer<typeof ElectronicVoteInputSchema>;

/** The on-site part; required in this order: written submission start, its end, the meeting time, the address. */
export const OnsiteVoteInputSchema = z
  .object({
    submissionStartAt: dateTime,
    submissionEndAt: dateTime,
    meetAt: dateTime,
    zipNo: optionalText(10),
    roadAddress: requiredText(M.required).max(200),
    jibunAddress: optionalText(200),
    detailAddress: optionalText(100),
    contactNo: digits(EVOTE_CONTACT_MAX, M.contactNoInvalid).default(""),
    attendanceRate: z
      .number({ error: M.attendanceRateRange })
      .int(M.attendanceRateRange)
      .min(0, M.attendanceRateRange)
      .max(100, M.attendanceRateRange)
      .default(DEFAULT_ATTENDANCE_RATE),
  })
  .superRefine((value, ctx) => {
    const problem = onsitePeriodProblem(value);
    if (problem) ctx.addIssue({ code: "custom", path: ["meetAt"], message: problem });
  });
export type OnsiteVoteInput = z.infer<typeof OnsiteVoteInputSchema>;

/** The meeting's info fields (step 2), without the voters. */
const infoFields = {
  name: requiredText(M.required).max(MEET_NAME_MAX, M.nameMax),
  moverName: requiredText(M.required).max(MEET_MOVER_NAME_MAX, M.moverNameMax),
  meetType: z.enum(MEET_TYPES, { error: M.required }),
  meetMethod: z.enum(MEET_METHODS, { error: M.required }),
  password: z
    .string({ error: M.required })
    .min(1, M.required)
    .min(MEET_PASSWORD_MIN, M.passwordMinDot)
    .max(MEET_PASSWORD_MAX, M.passwordMax),
  /** The notice (공고문): PNG, JPG or PDF of division MEET. */
  noticeFileSeq: fileSeq,
  /** The written resolution (서면결의서): PDF of division MEET. */
  writtenResolutionFileSeq: fileSeq,
  voteAdditional: VoteAdditionalInputSchema.default({
    isVoteAdditionalInputEnabled: false,
    voteAdditionalTitle: "",
    voteAdditionalContent: "",
  }),
  electronicVote: ElectronicVoteInputSchema.nullable().default(null),
  onsiteVote: OnsiteVoteInputSchema.nullable().default(null),
  agendas: z.array(MeetAgendaInputSchema).min(1, M.agendasRequired).max(AGENDAS_MAX),
};

type InfoShape = {
  meetMethod: (typeof MEET_METHODS)[number];
  electronicVote: ElectronicVoteInput | null;
  onsiteVote: OnsiteVoteInput | null;
  agendas: { order: number }[];
};

/** The rules across parts: each method's parts present, a mixed e-vote ending by the meeting, agenda numbers unique. */
function refineInfo(value: InfoShape, ctx: z.RefinementCtx) {
  const needsEvote = value.meetMethod !== "ONSITE";
  const needsOnsite = value.meetMethod !== "ELECTRONIC";
  if (needsEvote && !value.electronicVote) {
    ctx.addIssue({ code: "custom", path: ["electronicVote"], message: M.required });
  }
  if (needsOnsite && !value.onsiteVote) ctx.addIssue({ code: "custom", path: ["onsiteVote"], message: M.required });
  if (value.meetMethod === "ONSITE_ELECTRONIC" && value.electronicVote && value.onsiteVote) {
    const problem = evotePeriodProblem({ ...value.electronicVote, onsiteMeetAt: value.onsiteVote.meetAt });
    if (problem) ctx.addIssue({ code: "custom", path: ["electronicVote", "voteEndAt"], message: problem });
  }
  const orders = agendaOrdersProblem(value.agendas.map((a) => a.order));
  if (orders) ctx.addIssue({ code: "custom", path: ["agendas"], message: orders });
}

/**
 * POST /v1/meets (spec 03 §7): the wizard's three steps in one body. `totalParticipantCount` is a mock meeting's
 * total of voters (real + virtual, 10,000 at most, not below the real count); left out, there are no virtual
 * voters. The password's re-entry is checked by the wizard. The parts of another method are ignored.
 */
export const CreateMeetBodySchema = z
  .object({
    unionSeq: z.number().int().positive().optional(),
    isMock: z.boolean().default(false),
    openType: z.enum(OPEN_TYPES, { error: M.required }),
    unionRegisterSeqs: z.array(z.number().int().positive()).max(100_000),
    totalParticipantCount: z.number().int().min(0).nullable().default(null),
    ...infoFields,
  })
  .superRefine((value, ctx) => {
    const voters = votersProblem({
      realCount: new Set(value.unionRegisterSeqs).size,
      isMock: value.isMock,
      totalCount: value.isMock ? value.totalParticipantCount : null,
    });
    if (voters) ctx.addIssue({ code: "custom", path: ["unionRegisterSeqs"], message: voters });
    refineInfo(value, ctx);
  });
export type CreateMeetBody = z.input<typeof CreateMeetBodySchema>;
export type CreateMeetInput = z.output<typeof CreateMeetBodySchema>;

/** Step 2 of the wizard (open/agenda): the info fields with the password's re-entry. */
export const MeetInfoStepSchema = z.object({ ...infoFields, passwordConfirm: z.string() }).superRefine((value, ctx) => {
  if (value.password !== value.passwordConfirm) {
    ctx.addIssue({ code: "custom", path: ["passwordConfirm"], message: M.passwordMismatch });
  }
  refineInfo(value, ctx);
});

export const CreateMeetResultSchema = z.object({
  meetSeq: z.number().int(),
  meetStatus: z.string(),
  participantCount: z.number().int(),
  virtualParticipantCount: z.number().int(),
  totalCost: z.number().int(),
});
export type CreateMeetResult = z.infer<typeof CreateMeetResultSchema>;

/** POST /v1/meets/cost/calculate {unionSeq, meetMethod, unionRegisterSeqs}. */
export const MeetCostBodySchema = z.object({
  unionSeq: z.number().int().positive().optional(),
  meetMethod: z.enum(MEET_METHODS, { error: M.required }),
  unionRegisterSeqs: z.array(z.number().int().positive()).min(1, M.selectVoters).max(100_000),
});
export type MeetCostBody = z.input<typeof MeetCostBodySchema>;
export const MeetCostSchema = z.object({
  totalCost: z.number().int(),
  unitCost: z.number().int(),
  participantCount: z.number().int(),
});
export type MeetCost = z.infer<typeof MeetCostSchema>;

/** GET /v1/meets/register-candidates: the register's owners for step 1, by open type (대의원회 대의원, 이사회 이사). */
export const ListMeetCandidatesQuerySchema = z.object({
  openType: z.enum(OPEN_TYPES).default("GENERAL"),
  name: cleanText().max(30).optional(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(10_000).default(10),
});
export type ListMeetCandidatesQuery = z.infer<typeof ListMeetCandidatesQuerySchema>;

export const MeetRegisterCandidateSchema = z.object({
  unionRegisterSeq: z.number().int(),
  unionRegisterNo: z.string(),
  name: z.object({ name: z.string(), nameClass: z.string() }),
  positionDescription: z.string(),
  ownerType: z.enum(OWNER_TYPES),
  shareType: z.enum(SHARE_TYPES),
  birth: z.string(),
  phoneNo: z.string(),
  agentName: z.string().nullable(),
});
export type MeetRegisterCandidate = z.infer<typeof MeetRegisterCandidateSchema>;
