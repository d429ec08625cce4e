import { z } from "zod";
import { AGENDA_KINDS } from "./meet-quorum.rules-data";
import { TALLY_ENTRY_TYPES, type TallyEntryCheck, type TallyEntryType } from "./meet-tally.rules";
import { MEET_METHODS, MEET_STATUSES, MEET_TYPES, OPEN_TYPES, VOTE_FORMS, VOTE_TYPES } from "./meetings.constants";
import { MEET_MESSAGES as M } from "./meetings.messages";

/**
 * The status flow and the tally of a general meeting (spec 03 §4, §5, §7; issue 16): PROCESS → COUNTING
 * (개표 결과 입력하기) → COMPLETE (총회 종료), the re-entry back to PROCESS (결과 재입력), the tally dialog chain's
 * reads (electronic result, online result) and its one write (the written and on-site hand counts), the results
 * with the quorum engine applied, and the mock-to-formal draft.
 *
 * Status flow (server rules, the web mirrors them with `tallyStartBlock`):
 * - ONSITE: PROCESS → COUNTING by staff (password + consent); refused while an online meeting votes.
 * - ONSITE_ELECTRONIC: PROCESS → COUNTING only after the e-vote ended, and not while duplicate votes exist
 *   (a voter with an electronic and a standing written vote) or an online meeting votes.
 * - ELECTRONIC: no hand count. When the e-vote ends a job moves PROCESS → COUNTING (meet-status jobs); in
 *   COUNTING the console offers 의결선택 완료 및 총회 종료 (POST /complete). POST /complete also accepts a
 *   PROCESS electronic-only meeting whose e-vote has ended (the job may not have run yet).
 * - PATCH /status {status: PROCESS} from COUNTING (결과 재입력): tallies deleted, the 연명부 request and its files
 *   deleted, candidates' decisions cleared, back to PROCESS.
 * - POST /complete from COUNTING: every candidate 가결/부결 (제 N호 안건 결과 미입력), hand counts entered
 *   (ONSITE, ONSITE_ELECTRONIC), the quorum engine applied (a 가결 of an agenda whose quorum is not met is
 *   refused), the evidence chain drained and its head stored with the result (meet_results), then COMPLETE.
 */

/** Messages of this part (ours where the spec shows none; the spec's successes of §8 exactly). */
export const MEET_RESULT_MESSAGES = {
  agreeRequired: M.acknowledgeRequiredDot,
  passwordRequired: M.passwordRequired,
  passwordWrong: M.passwordWrong,
  statusInvalid: "변경할 수 없는 총회 상태입니다.",
  notProcess: "진행중인 총회에서만 개표 결과 입력을 시작할 수 있습니다.",
  notCounting: "집계중인 총회에서만 처리할 수 있습니다.",
  evoteNotEnded: "전자투표가 종료된 뒤에 개표 결과를 입력할 수 있습니다.",
  electronicOnlyNoTally: "전자투표 총회는 개표 결과를 입력하지 않습니다. 의결 선택 후 총회를 종료해 주세요.",
  duplicateVotes: (count: number) =>
    `중복 투표 ${count}건이 있습니다. 총회관리 시스템에서 처리한 뒤 새로고침 해주세요.`,
  onlineVoting: "온라인 총회 투표가 진행중입니다. 온라인 투표를 마감한 뒤 개표 결과를 입력해 주세요.",
  onlineBroadcasting: "온라인 총회가 진행중입니다. 온라인 총회를 종료한 뒤 개표 결과를 입력해 주세요.",
  tallyMissing: "개표 결과를 먼저 입력해 주세요.",
  tallyEntryMissing: (label: string) => `${label} 개표 결과가 없습니다.`,
  tallyEntryDuplicate: "같은 종류의 개표 결과가 두 번 입력되었습니다.",
  tallyUnknownCandidate: "총회에 없는 안건 또는 후보가 포함되어 있습니다. 새로고침 후 다시 입력해 주세요.",
  decisionUnknown: "총회에 없는 후보의 결과가 포함되어 있습니다. 새로고침 후 다시 입력해 주세요.",
  noQuorumPassed: (order: number) => `제 ${order}호 안건은 의사정족수 미달로 가결할 수 없습니다.`,
  notMock: "모의 총회만 정식 총회로 전환할 수 있습니다.",
  notComplete: "종료된 총회만 정식 총회로 전환할 수 있습니다.",
  // successes (spec 03 §8; the status change and re-entry are ours)
  tallyDone: M.tallyDone,
  completeDone: "총회가 성공적으로 종료되었습니다.",
  countingDone: "집계중으로 변경되었습니다. 개표 결과를 입력해 주세요.",
  resetDone: "진행중으로 변경되었습니다. 개표 결과를 다시 입력할 수 있습니다.",
} as const;
const R = MEET_RESULT_MESSAGES;

/** Evidence chain events of the status flow (counts and decisions only, never a voter's choice). */
export const MEET_RESULT_EVIDENCE_KINDS = {
  counting: "MEET_COUNTING_STARTED",
  reset: "MEET_TALLY_RESET",
  tally: "MEET_TALLY_ENTERED",
  complete: "MEET_COMPLETED",
} as const;

const password = z
  .string({ error: R.passwordRequired })
  .min(1, R.passwordRequired)
  .max(16 * 4);
const agreed = z.literal(true, { error: R.agreeRequired });

// ── Status ───────────────────────────────────────────────────────────────────────────────────────────────

/** The statuses staff set with PATCH /status: COUNTING (개표 결과 입력하기) or PROCESS (결과 재입력). */
export const MEET_STATUS_TARGETS = ["COUNTING", "PROCESS"] as const;
export type MeetStatusTarget = (typeof MEET_STATUS_TARGETS)[number];

/** PATCH /v1/meets/{meetSeq}/status: the meeting's password and the consent checkbox of the dialog. */
export const MeetStatusBodySchema = z.object({
  status: z.enum(MEET_STATUS_TARGETS, { error: R.statusInvalid }),
  password,
  isAgreed: agreed,
});
export type MeetStatusBody = z.input<typeof MeetStatusBodySchema>;

export const MeetStatusResultSchema = z.object({
  meetSeq: z.number().int(),
  previousStatus: z.enum(MEET_STATUSES),
  meetStatus: z.enum(MEET_STATUSES),
  message: z.string(),
});
export type MeetStatusResult = z.infer<typeof MeetStatusResultSchema>;

/** One candidate's decision of the result form: true = 가결, false = 부결. */
export const CandidateDecisionSchema = z.object({
  candidateSeq: z.number().int().positive(),
  isPassed: z.boolean(),
});
export type CandidateDecision = z.infer<typeof CandidateDecisionSchema>;

/**
 * POST /v1/meets/{meetSeq}/complete: password, consent, and the result form's 가결/부결 of every candidate
 * (의결선택). The server checks completeness with `resultFormProblem` (제 N호 안건 결과 미입력).
 */
export const MeetCompleteBodySchema = z.object({
  password,
  isAgreed: agreed,
  decisions: z.array(CandidateDecisionSchema).max(2_500),
});
export type MeetCompleteBody = z.input<typeof MeetCompleteBodySchema>;

// ── Counts and the quorum ───────────────────────────────────────────────────────────────────────────────

/**
 * One candidate's votes of one channel (spec 03 §3 "Vote result counts per method"): 찬성/반대/기권 for an
 * against-type agenda, selections (`selectedCount`) for a select-type one; `totalCount` is the channel's
 * ballots on the agenda (every ballot answers every agenda), the base of the rate.
 */
export const VoteCountsSchema = z.object({
  yesCount: z.number().int(),
  noCount: z.number().int(),
  abstentionCount: z.number().int(),
  selectedCount: z.number().int(),
  totalCount: z.number().int(),
});
export type VoteCounts = z.infer<typeof VoteCountsSchema>;

/** The channels of a result: electronic and online ballots (counted), written and on-site hand counts. */
export const RESULT_CHANNELS = ["ELECTRONIC", "ONLINE", "WRITTEN", "ONSITE"] as const;
export type ResultChannel = (typeof RESULT_CHANNELS)[number];
export const RESULT_CHANNEL_LABELS: Record<ResultChannel, string> = {
  ELECTRONIC: "전자투표",
  ONLINE: "온라인투표",
  WRITTEN: "서면투표",
  ONSITE: "현장투표",
};

const ThresholdCheckSchema = z.object({
  requirement: z.enum(["PRESENCE", "IN_PERSON"]),
  label: z.string(),
  count: z.number().int(),
  required: z.number().int(),
  isMet: z.boolean(),
  shortfall: z.number().int(),
  article: z.string(),
  source: z.enum(["LAW", "ARTICLES"]),
});

/** The quorum engine's evaluation of an agenda (contracts `QuorumEvaluation`), as the results carry it. */
export const QuorumEvaluationSchema = z.object({
  kind: z.enum(AGENDA_KINDS),
  kindLabel: z.string(),
  memberCount: z.number().int(),
  presentCount: z.number().int(),
  inPersonCount: z.number().int(),
  breakdown: z.object({
    onsite: z.number().int(),
    online: z.number().int(),
    electronic: z.number().int(),
    written: z.number().int(),
  }),
  inPersonModes: z.array(z.object({ mode: z.enum(["ONSITE", "ONLINE", "ELECTRONIC"]), article: z.string() })),
  preVoteExcludesInPerson: z.string().nullable(),
  checks: z.array(ThresholdCheckSchema),
  isMet: z.boolean(),
  resolution: z.object({
    base: z.enum(["PRESENT", "MEMBERS"]),
    baseCount: z.number().int(),
    label: z.string(),
    required: z.number().int(),
    article: z.string(),
    source: z.enum(["LAW", "ARTICLES"]),
  }),
  issues: z.array(z.object({ code: z.string(), group: z.string(), message: z.string() })),
});
export type QuorumEvaluationDto = z.infer<typeof QuorumEvaluationSchema>;

/** The engine's decision of a candidate by its yes votes (선택형: its selections): 가결, 부결 or 정족수 미달. */
export const SuggestedDecisionSchema = z.object({
  decision: z.enum(["PASSED", "REJECTED", "NO_QUORUM"]),
  isPassed: z.boolean(),
  yesCount: z.number().int(),
  required: z.number().int(),
  article: z.string(),
});
export type SuggestedDecision = z.infer<typeof SuggestedDecisionSchema>;

export const ResultCandidateSchema = z.object({
  candidateSeq: z.number().int(),
  no: z.number().int(),
  name: z.string(),
  /** The stored decision: true = 가결, false = 부결, null = not decided yet. */
  isPassed: z.boolean().nullable(),
  /** Per channel; a channel the meeting does not have is all zeros. */
  electronic: VoteCountsSchema,
  online: VoteCountsSchema,
  written: VoteCountsSchema,
  onsite: VoteCountsSchema,
  total: VoteCountsSchema,
  /** Vote rate (spec 03 §9): yes (or selections) / the agenda's total ballots, a percentage with 2 decimals. */
  rate: z.number(),
  /** What the quorum engine decides for it (the result form pre-fills it); a 가결 on NO_QUORUM is refused. */
  suggested: SuggestedDecisionSchema,
});
export type ResultCandidate = z.infer<typeof ResultCandidateSchema>;

export const ResultAgendaSchema = z.object({
  agendaSeq: z.number().int(),
  order: z.number().int(),
  name: z.string(),
  voteForm: z.enum(VOTE_FORMS),
  voteType: z.enum(VOTE_TYPES),
  selectCount: z.number().int(),
  agendaKind: z.enum(AGENDA_KINDS),
  /** Ballots counted on this agenda per channel and in all (the rate's base). */
  votedCounts: z.object({
    electronic: z.number().int(),
    online: z.number().int(),
    written: z.number().int(),
    onsite: z.number().int(),
    total: z.number().int(),
  }),
  quorum: QuorumEvaluationSchema,
  candidates: z.array(ResultCandidateSchema),
});
export type ResultAgenda = z.infer<typeof ResultAgendaSchema>;

/** A saved hand count (one per type): its final count and when it was entered. */
export const TallyEntrySummarySchema = z.object({
  type: z.enum(TALLY_ENTRY_TYPES),
  finalCount: z.number().int(),
  enteredAt: z.string(),
});

/** The evidence chain's head stored when the results were confirmed (COMPLETE). */
export const ConfirmedResultSchema = z.object({
  confirmedAt: z.string(),
  chainIndex: z.number().int(),
  chainHeadHash: z.string(),
});

/**
 * GET /v1/meets/{meetSeq}/vote/result (and the answer of POST): everything the 집계 결과 tab and the tally
 * chain need. `registered` is what the management system registered for each hand count (the final count's
 * bound, `finalCountProblem`): WRITTEN = standing written submissions of voters without an electronic or
 * online ballot, ONSITE = voters checked in on site without a pre-vote. `tallyEntryTypes` lists the hand
 * counts this meeting's method needs (none for ELECTRONIC); `isTallyEntered` is true once they all are.
 */
export const MeetVoteResultSchema = z.object({
  meetSeq: z.number().int(),
  meetStatus: z.enum(MEET_STATUSES),
  meetMethod: z.enum(MEET_METHODS),
  isMock: z.boolean(),
  meetAt: z.string(),
  totalParticipantCount: z.number().int(),
  registered: z.object({ WRITTEN: z.number().int(), ONSITE: z.number().int() }),
  tallyEntryTypes: z.array(z.enum(TALLY_ENTRY_TYPES)),
  entries: z.array(TallyEntrySummarySchema),
  isTallyEntered: z.boolean(),
  agendas: z.array(ResultAgendaSchema),
  confirmed: ConfirmedResultSchema.nullable(),
  /** The meeting's online meeting now (none: both false): 개표 결과 입력하기 waits while it votes or is on air. */
  online: z.object({ isVoting: z.boolean(), isBroadcasting: z.boolean() }),
});
export type MeetVoteResult = z.infer<typeof MeetVoteResultSchema>;

/**
 * GET /v1/meets/{meetSeq}/electronic-vote/result and /online-vote/result: the counted ballots of one channel
 * (the first dialogs of the tally chain), read-only.
 */
export const ChannelResultSchema = z.object({
  meetSeq: z.number().int(),
  channel: z.enum(["ELECTRONIC", "ONLINE"]),
  votedCount: z.number().int(),
  /**
   * Online attendees who cast nothing by the vote's close (always 0 for the electronic channel): counted as 기권 on
   * against agendas and 무효 on select ones, so each candidate's totalCount is votedCount + unsubmittedCount.
   */
  unsubmittedCount: z.number().int(),
  agendas: z.array(
    z.object({
      agendaSeq: z.number().int(),
      order: z.number().int(),
      name: z.string(),
      voteForm: z.enum(VOTE_FORMS),
      voteType: z.enum(VOTE_TYPES),
      selectCount: z.number().int(),
      candidates: z.array(
        z.object({
          candidateSeq: z.number().int(),
          no: z.number().int(),
          name: z.string(),
          counts: VoteCountsSchema,
          rate: z.number(),
        }),
      ),
    }),
  ),
});
export type ChannelResult = z.infer<typeof ChannelResultSchema>;

// ── Tally entry (POST /vote/result) ───────────────────────────────────────────────────────────────────

const count = z.number().int().min(0).max(9_999_999);

/** One candidate's hand-counted row (choices outside the agenda's form must be 0). */
export const TallyCountRowSchema = z.object({
  agendaSeq: z.number().int().positive(),
  candidateSeq: z.number().int().positive(),
  yesCount: count.default(0),
  noCount: count.default(0),
  abstentionCount: count.default(0),
  selectedCount: count.default(0),
});
export type TallyCountRow = z.input<typeof TallyCountRowSchema>;

export const TallyEntryBodySchema = z.object({
  type: z.enum(TALLY_ENTRY_TYPES),
  finalCount: count,
  rows: z.array(TallyCountRowSchema).max(2_500),
});
export type TallyEntryBody = z.input<typeof TallyEntryBodySchema>;

/**
 * POST /v1/meets/{meetSeq}/vote/result: the tally chain's confirm step, every hand count the method needs
 * (WRITTEN and ONSITE) at once; replaces earlier ones. COUNTING only. The server runs `checkTallyEntry` on
 * each (registered counts, rows, select sums, totals in range) and answers the first problem's message.
 */
export const TallyBodySchema = z.object({
  entries: z.array(TallyEntryBodySchema).min(1, R.tallyMissing).max(TALLY_ENTRY_TYPES.length),
});
export type TallyBody = z.input<typeof TallyBodySchema>;

/** A checked entry (`checkTallyEntry`) as the body's entry: every candidate row, missing counts 0. */
export function tallyEntryBodyOf(type: TallyEntryType, check: TallyEntryCheck): TallyEntryBody {
  const rows: TallyCountRow[] = [];
  for (const [agendaSeq, candidates] of Object.entries(check.rows)) {
    for (const [candidateSeq, row] of Object.entries(candidates)) {
      rows.push({
        agendaSeq: Number(agendaSeq),
        candidateSeq: Number(candidateSeq),
        yesCount: row.YES ?? 0,
        noCount: row.NO ?? 0,
        abstentionCount: row.ABSTAIN ?? 0,
        selectedCount: row.SELECTED ?? 0,
      });
    }
  }
  return { type, finalCount: check.finalCount, rows };
}

// ── Completion ──────────────────────────────────────────────────────────────────────────────────────────

/** One agenda as confirmed: kind, quorum, per candidate the counts, the engine's and the stored decision. */
export const CompletedAgendaSchema = z.object({
  agendaSeq: z.number().int(),
  order: z.number().int(),
  name: z.string(),
  agendaKind: z.enum(AGENDA_KINDS),
  quorum: QuorumEvaluationSchema,
  candidates: z.array(
    z.object({
      candidateSeq: z.number().int(),
      no: z.number().int(),
      name: z.string(),
      total: VoteCountsSchema,
      rate: z.number(),
      suggested: SuggestedDecisionSchema,
      isPassed: z.boolean(),
    }),
  ),
});
export type CompletedAgenda = z.infer<typeof CompletedAgendaSchema>;

/**
 * POST /complete's answer and GET /v2/general-meetings/{id}/completed: the confirmed result (meet_results) or,
 * before completion, `isCompleted: false` and nulls. `voteResultCertificateFilePath` is null until the result
 * PDF is made (투표결과 파일 생성 중...).
 */
export const MeetCompletedSchema = z.object({
  meetSeq: z.number().int(),
  meetStatus: z.enum(MEET_STATUSES),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  confirmed: ConfirmedResultSchema.nullable(),
  voteResultCertificateFilePath: z.string().nullable(),
  agendas: z.array(CompletedAgendaSchema),
});
export type MeetCompleted = z.infer<typeof MeetCompletedSchema>;

// ── Mock → formal ───────────────────────────────────────────────────────────────────────────────────────

/**
 * GET /v1/meets/{meetSeq}/formal-draft (정식 총회로 전환, a COMPLETE mock meeting): the mock's settings as the
 * opening wizard's input, to open the formal meeting with (POST /v1/meets, charged as any opening). Times are
 * left out (they must lie ahead); the voters are the mock's real voters' register entries.
 */
export const MeetFormalDraftSchema = z.object({
  sourceMeetSeq: z.number().int(),
  isMock: z.literal(false),
  openType: z.enum(OPEN_TYPES),
  meetType: z.enum(MEET_TYPES),
  meetMethod: z.enum(MEET_METHODS),
  name: z.string(),
  moverName: z.string(),
  noticeFileSeq: z.number().int().nullable(),
  writtenResolutionFileSeq: z.number().int().nullable(),
  unionRegisterSeqs: z.array(z.number().int()),
  voteAdditional: z.object({
    isVoteAdditionalInputEnabled: z.boolean(),
    voteAdditionalTitle: z.string(),
    voteAdditionalContent: z.string(),
  }),
  electronicVote: z
    .object({
      signatureType: z.enum(["ELECTRONIC", "HOLOGRAPHIC"]),
      senderName: z.string(),
      contactNo: z.string(),
      description: z.string(),
    })
    .nullable(),
  onsiteVote: z
    .object({
      zipNo: z.string(),
      jibunAddress: z.string(),
      roadAddress: z.string(),
      detailAddress: z.string(),
      contactNo: z.string(),
      attendanceRate: z.number().int(),
    })
    .nullable(),
  agendas: z.array(
    z.object({
      order: z.number().int(),
      name: z.string(),
      description: z.string(),
      attachFileSeq: z.number().int().nullable(),
      voteForm: z.enum(VOTE_FORMS),
      voteType: z.enum(VOTE_TYPES),
      selectCount: z.number().int(),
      agendaKind: z.enum(AGENDA_KINDS),
      candidates: z.array(
        z.object({
          no: z.number().int(),
          name: z.string(),
          description: z.string(),
          attachFileSeq: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});
export type MeetFormalDraft = z.infer<typeof MeetFormalDraftSchema>;

// ── The web's disabled states (spec 03 §4), the same facts the server checks ────────────────────────────

/** Why 개표 결과 입력하기 is unavailable (null when it may be pressed). */
export type TallyStartBlock =
  | "NOT_PROCESS"
  | "ELECTRONIC_ONLY"
  | "EVOTE_NOT_ENDED"
  | "DUPLICATES"
  | "ONLINE_VOTING"
  | "ONLINE_BROADCASTING";

/**
 * 개표 결과 입력하기 (spec 03 §4): ONSITE in PROCESS, unless an online meeting votes; ONSITE_ELECTRONIC in PROCESS
 * after the e-vote ended, unless duplicate votes exist or an online meeting votes. ELECTRONIC never (it
 * completes with 의결선택 완료 및 총회 종료).
 */
export function tallyStartBlock(args: {
  meetMethod: (typeof MEET_METHODS)[number];
  meetStatus: (typeof MEET_STATUSES)[number];
  voteEndAt: Date | string | null;
  duplicateVoteCount: number;
  isOnlineVoting: boolean;
  /** The online meeting is on air (온라인 총회 진행중): the tally waits for its end too. */
  isOnlineBroadcasting?: boolean;
  now?: Date;
}): TallyStartBlock | null {
  if (args.meetMethod === "ELECTRONIC") return "ELECTRONIC_ONLY";
  if (args.meetStatus !== "PROCESS") return "NOT_PROCESS";
  if (args.meetMethod === "ONSITE_ELECTRONIC") {
    const now = args.now ?? new Date();
    if (args.voteEndAt === null || new Date(args.voteEndAt).getTime() > now.getTime()) return "EVOTE_NOT_ENDED";
    if (args.duplicateVoteCount > 0) return "DUPLICATES";
  }
  if (args.isOnlineVoting) return "ONLINE_VOTING";
  return args.isOnlineBroadcasting ? "ONLINE_BROADCASTING" : null;
}

/** The message of a block (for the server's 400 and the button's tooltip). */
export function tallyStartBlockMessage(block: TallyStartBlock, duplicateVoteCount: number): string {
  switch (block) {
    case "NOT_PROCESS":
      return R.notProcess;
    case "ELECTRONIC_ONLY":
      return R.electronicOnlyNoTally;
    case "EVOTE_NOT_ENDED":
      return R.evoteNotEnded;
    case "DUPLICATES":
      return R.duplicateVotes(duplicateVoteCount);
    case "ONLINE_VOTING":
      return R.onlineVoting;
    case "ONLINE_BROADCASTING":
      return R.onlineBroadcasting;
  }
}

/** The hand counts a method needs: none for ELECTRONIC, written and on-site for the others. */
export const tallyEntryTypesOf = (meetMethod: (typeof MEET_METHODS)[number]): TallyEntryType[] =>
  meetMethod === "ELECTRONIC" ? [] : ["WRITTEN", "ONSITE"];
