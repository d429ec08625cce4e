import { z } from "zod";
import {
  ATTEND_EXPECTED_TYPES,
  ATTENDANCE_CATEGORIES,
  VOTE_CATEGORIES,
  WRITTEN_SUBMISSION_STATUSES,
  WRITTEN_SUBMISSION_TYPES,
} from "./meetings.constants";

/**
 * Written submissions (서면 제출), attend-expected types and on-site attendance of a meeting's voters, and the
 * counts the on-site dashboards read (spec 03 sections 2.2, 2.3, 2.6 and 3). Counts only, never choices.
 */

/** Messages of this part the spec does not show (ours), and the spec's own where it has one. */
export const MEET_ONSITE_MESSAGES = {
  participantsRequired: "선택된 선거인이 없습니다.",
  writtenTypeRequired: "서면 제출 방법을 선택해 주세요.",
  writtenStatusRequired: "서면 제출자를 선택해 주세요.",
  dateTimeInvalid: "일시를 확인해 주세요.",
  attendExpectedRequired: "참석 예정 여부를 선택해 주세요.",
  noOnsiteVote: "현장 투표가 없는 총회입니다.",
  notProcess: "진행중인 총회에서만 처리할 수 있습니다.",
  writtenOutOfPeriod: "서면 제출 기간 안에 제출된 서면결의서만 등록할 수 있습니다.",
  writtenInFuture: "제출 일시는 현재 시각 이후일 수 없습니다.",
  notSubmitted: "서면 제출 내역이 없는 선거인이 있습니다.",
  withdrawalBeforeSubmission: "철회 일시는 제출 일시보다 빠를 수 없습니다.",
  noElectronicVote: "전자투표가 없는 총회입니다.",
  checkInBeforeMeetDay: "현장 출석은 총회 당일부터 등록할 수 있습니다.",
  writtenRegistered: "서면 제출이 등록되었습니다.",
  writtenWithdrawn: "서면 제출이 철회되었습니다.",
  saved: "변경사항 저장 되었습니다.",
  checkedIn: "현장 출석이 등록되었습니다.",
  checkInCancelled: "현장 출석이 취소되었습니다.",
} as const;
const M = MEET_ONSITE_MESSAGES;

/** Evidence chain events of this part: what staff recorded of paper ballots and attendance (no choices). */
export const MEET_ONSITE_EVIDENCE_KINDS = {
  writtenSubmitted: "MEET_WRITTEN_SUBMITTED",
  writtenWithdrawn: "MEET_WRITTEN_WITHDRAWN",
  checkedIn: "MEET_ONSITE_CHECKED_IN",
  checkInCancelled: "MEET_ONSITE_CHECK_IN_CANCELLED",
} as const;

export const OnsiteMeetParamsSchema = z.object({ meetSeq: z.coerce.number().int().positive() });
/** /v2/general-meetings/{id}/...: the meeting's meetSeq. */
export const GeneralMeetingIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const participantSeqs = z
  .array(z.number().int().positive(), { error: M.participantsRequired })
  .min(1, M.participantsRequired)
  .max(10_000);
const optionalDateTime = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), M.dateTimeInvalid)
  .nullish();

/**
 * Registers (or corrects) the written submission of one or more voters: how it came (직접, 등기, 담당자),
 * who handed it in (본인, 대리인, 불참) and when (default now). A withdrawn one is registered again.
 */
export const WrittenSubmissionBodySchema = z.object({
  meetParticipantSeqs: participantSeqs,
  writtenSubmissionType: z.enum(WRITTEN_SUBMISSION_TYPES, { error: M.writtenTypeRequired }),
  writtenSubmissionStatus: z.enum(WRITTEN_SUBMISSION_STATUSES, { error: M.writtenStatusRequired }),
  writtenSubmissionAt: optionalDateTime,
});
export type WrittenSubmissionBody = z.input<typeof WrittenSubmissionBodySchema>;

/** Withdraws the voters' written submissions (default now); the submission's facts are kept. */
export const WrittenWithdrawalBodySchema = z.object({
  meetParticipantSeqs: participantSeqs,
  writtenWithdrawalAt: optionalDateTime,
});
export type WrittenWithdrawalBody = z.input<typeof WrittenWithdrawalBodySchema>;

export const AttendExpectedBodySchema = z.object({
  meetParticipantSeqs: participantSeqs,
  attendExpectedType: z.enum(ATTEND_EXPECTED_TYPES, { error: M.attendExpectedRequired }),
});
export type AttendExpectedBody = z.input<typeof AttendExpectedBodySchema>;

/** On-site check-in (or its cancellation) of voters, at the time of the call. */
export const OnsiteAttendanceBodySchema = z.object({ meetParticipantSeqs: participantSeqs });
export type OnsiteAttendanceBody = z.input<typeof OnsiteAttendanceBodySchema>;

/** A voter's written, attendance and vote-category state after an action. */
export const OnsiteParticipantStateSchema = z.object({
  meetParticipantSeq: z.number().int(),
  writtenSubmissionType: z.enum(WRITTEN_SUBMISSION_TYPES).nullable(),
  writtenSubmissionStatus: z.enum(WRITTEN_SUBMISSION_STATUSES).nullable(),
  writtenSubmissionAt: z.string().nullable(),
  writtenWithdrawalAt: z.string().nullable(),
  attendExpectedType: z.enum(ATTEND_EXPECTED_TYPES),
  attendanceCategory: z.enum(ATTENDANCE_CATEGORIES),
  attendAt: z.string().nullable(),
  voteCategory: z.enum(VOTE_CATEGORIES),
  /** Voted electronically (or online) and has a written submission too: the tally resolves it. */
  isDuplicateVote: z.boolean(),
});
export type OnsiteParticipantState = z.infer<typeof OnsiteParticipantStateSchema>;

export const OnsiteActionResultSchema = z.object({
  count: z.number().int(),
  duplicateCount: z.number().int(),
  participants: z.array(OnsiteParticipantStateSchema),
});
export type OnsiteActionResult = z.infer<typeof OnsiteActionResultSchema>;

export const TIME_SERIES_UNITS = ["HOUR", "DAY"] as const;
export type TimeSeriesUnit = (typeof TIME_SERIES_UNITS)[number];
/** Without a unit: hourly for a period of up to 48 hours, else daily. */
export const TimeSeriesQuerySchema = z.object({ unit: z.enum(TIME_SERIES_UNITS).optional() });

/** One bucket (an hour or a Seoul day from `at`): the votes in it and all of them up to its end. */
export const TimeSeriesPointSchema = z.object({
  at: z.string(),
  count: z.number().int(),
  cumulativeCount: z.number().int(),
});
export type TimeSeriesPoint = z.infer<typeof TimeSeriesPointSchema>;

export const ElectronicVoteTimeSeriesSchema = z.object({
  unit: z.enum(TIME_SERIES_UNITS),
  startAt: z.string(),
  endAt: z.string(),
  items: z.array(TimeSeriesPointSchema),
});
export type ElectronicVoteTimeSeries = z.infer<typeof ElectronicVoteTimeSeriesSchema>;

/** Written submissions by submission time (withdrawn ones left out), with the method of each. */
export const WrittenSubmissionTimeSeriesSchema = z.object({
  unit: z.enum(TIME_SERIES_UNITS),
  startAt: z.string(),
  endAt: z.string(),
  items: z.array(
    TimeSeriesPointSchema.extend({
      direct: z.number().int(),
      registered: z.number().int(),
      manager: z.number().int(),
    }),
  ),
});
export type WrittenSubmissionTimeSeries = z.infer<typeof WrittenSubmissionTimeSeriesSchema>;

/**
 * GET /onsite-vote/vote-count: the on-site side of the meeting at a glance (the HOME block's donuts 서면 제출 현황
 * read it: written rate, written by method, expected attendance rate).
 */
export const OnsiteVoteCountSchema = z.object({
  totalParticipantCount: z.number().int(),
  /** Written submissions not withdrawn. */
  writtenVoteCount: z.number().int(),
  /** The written votes by method: 직접, 등기, 담당자. */
  direct: z.number().int(),
  registered: z.number().int(),
  manager: z.number().int(),
  writtenWithdrawalCount: z.number().int(),
  /** Everyone checked in on site, pre-voters included. */
  onsiteAttendanceCount: z.number().int(),
  /** Checked in on site without a pre-vote: votes on site (ONSITE_VOTED). */
  onsiteVoteCount: z.number().int(),
  attendExpectedCount: z.number().int(),
});
export type OnsiteVoteCount = z.infer<typeof OnsiteVoteCountSchema>;

export const CountShareSchema = z.object({ count: z.number().int(), percentage: z.number() });
export type CountShare = z.infer<typeof CountShareSchema>;

/**
 * Attendance situation (spec 03 section 3), each voter counted once: on site (after a written vote, after an
 * electronic vote, or voting there), online (likewise), absent with a written or an electronic vote, or not
 * attending at all. `totalAttendance` is everyone counted present, the percentage of all voters.
 */
export const AttendSituationSchema = z.object({
  totalParticipantCount: z.number().int(),
  writtenVoteOnSite: CountShareSchema,
  electronicVoteOnSite: CountShareSchema,
  onsiteAttendance: CountShareSchema,
  writtenVoteOnline: CountShareSchema,
  electronicVoteOnline: CountShareSchema,
  onlineAttendance: CountShareSchema,
  writtenVote: CountShareSchema,
  electronicVote: CountShareSchema,
  nonAttendance: CountShareSchema,
  totalAttendance: CountShareSchema,
});
export type AttendSituation = z.infer<typeof AttendSituationSchema>;

/** Vote summary (spec 03 section 3). A voter with an electronic and a written vote is one voted voter. */
export const VoteAggregatesSchema = z.object({
  totalVotedCount: z.number().int(),
  totalParticipantCount: z.number().int(),
  electronicVoteCount: z.number().int(),
  writtenVoteCount: z.number().int(),
  onsiteVoteCount: z.number().int(),
  onlineVoteCount: z.number().int(),
  duplicateVoteCount: z.number().int(),
  notVotedCount: z.number().int(),
});
export type VoteAggregates = z.infer<typeof VoteAggregatesSchema>;
