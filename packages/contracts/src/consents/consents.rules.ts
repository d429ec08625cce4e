import {
  CONSENT_CONDITION_DECIMALS,
  CONSENT_FIELD_LABELS,
  type ConsentField,
  CONSENT_MESSAGES as M,
  MIN_CONSENT_PERIOD_MS,
  type ProgressStatus,
  type RecipientStatus,
  type SignatureUsage,
  SUBMITTED_STATUSES,
} from "./consents.constants";

/**
 * Percent of `part` in `total`, rounded up to 2 decimals (spec 02 sections 2.2 and 9); 0 when there is no
 * total. The quotient is first cut to 6 decimals so that 0.07 (7.000000000000001 in floating point) stays 7.
 */
export function ceilPercent(part: number, total: number): number {
  if (!total) return 0;
  return Math.ceil(Number(((part / total) * 10_000).toFixed(6))) / 100;
}

/** At most `CONSENT_CONDITION_DECIMALS` decimals (a consent condition of 66.667 %). */
export const hasConditionDecimals = (value: number) =>
  Number.isInteger(Number((value * 10 ** CONSENT_CONDITION_DECIMALS).toFixed(6)));

export const isSubmittedStatus = (status: RecipientStatus) => SUBMITTED_STATUSES.includes(status);

/**
 * The period of a consent form: the end is required unless it is unknown (미정) and lies at least a day
 * after the start; a new start (`isStartNew`: on create, or changed on edit) lies after `now`, as does a
 * changed end (`isEndNew`). Answers the first message, or null.
 */
export function periodProblem(
  values: { startedAt: string; endedAt: string | null; isEndDateUnknown: boolean },
  opts: { now: number; isStartNew: boolean; isEndNew: boolean },
): { field: "startedAt" | "endedAt"; message: string } | null {
  const start = Date.parse(values.startedAt);
  if (Number.isNaN(start)) return { field: "startedAt", message: M.startedAtRequired };
  if (opts.isStartNew && start <= opts.now) return { field: "startedAt", message: M.startedAtPast };
  if (values.isEndDateUnknown) return null;
  const end = values.endedAt ? Date.parse(values.endedAt) : Number.NaN;
  if (Number.isNaN(end)) return { field: "endedAt", message: M.endedAtRequired };
  if (end < start + MIN_CONSENT_PERIOD_MS) return { field: "endedAt", message: M.endedAtTooEarly };
  if (opts.isEndNew && end <= opts.now) return { field: "endedAt", message: M.endedAtPast };
  return null;
}

/** Fields that stay editable while a consent is in progress (spec 02 section 4). */
const IN_PROGRESS_EDITABLE: readonly ConsentField[] = [
  "endedAt",
  "isEndDateUnknown",
  "isActiveCondition",
  "consentCondition",
];

/**
 * The fields of a consent that cannot change in its status (spec 02 section 4): none while BEFORE
 * except the withdraw fields' own rule (editable only while BEFORE) and the signature toggle, which only
 * a template of OPTIONAL signature lets the union choose; all but the end, the end-unknown toggle and the
 * co-owner condition while IN_PROGRESS; every field once COMPLETED.
 */
export function lockedConsentFields(status: ProgressStatus, signatureUsage: SignatureUsage): ConsentField[] {
  const all = Object.keys(CONSENT_FIELD_LABELS) as ConsentField[];
  if (status === "COMPLETED") return all;
  if (status === "IN_PROGRESS") return all.filter((field) => !IN_PROGRESS_EDITABLE.includes(field));
  return signatureUsage === "OPTIONAL" ? [] : ["isSignatureRequired"];
}

/** The signature toggle a template imposes: REQUIRED on, DISABLED off, OPTIONAL the union's choice. */
export function signatureOf(usage: SignatureUsage, chosen: boolean): boolean {
  if (usage === "REQUIRED") return true;
  if (usage === "DISABLED") return false;
  return chosen;
}

/** 서면 동의 등록: the consent is in progress and the recipient has not submitted (spec 02 section 4). */
export const canRegisterWritten = (progressStatus: ProgressStatus, status: RecipientStatus) =>
  progressStatus === "IN_PROGRESS" && (status === "NOT_SUBMITTED" || status === "WITHDRAWAL");

/**
 * 철회: the consent is in progress, the recipient submitted, and either a public owner's automatic
 * submission or a consent that allows withdrawal whose deadline (a Korean calendar day) is today or later.
 */
export function canWithdraw(opts: {
  progressStatus: ProgressStatus;
  status: RecipientStatus;
  ownerType: string;
  isWithdrawRequired: boolean;
  /** The deadline's Korean date (yyyy-MM-dd), or null. */
  deadline: string | null;
  today: string;
}): boolean {
  if (opts.progressStatus !== "IN_PROGRESS" || !isSubmittedStatus(opts.status)) return false;
  if (opts.ownerType === "PUBLIC" && opts.status === "AUTO_SUBMITTED") return true;
  return opts.isWithdrawRequired && opts.deadline !== null && opts.deadline >= opts.today;
}

/** A written submission registered by mistake is cancelled while the consent is in progress. */
export const canCancelWritten = (progressStatus: ProgressStatus, status: RecipientStatus) =>
  progressStatus === "IN_PROGRESS" && status === "WRITTEN_SUBMITTED";

/** 대상자 제외: not once the consent is COMPLETED, nor a recipient whose submission stands. */
export const canRemoveRecipient = (progressStatus: ProgressStatus, status: RecipientStatus) =>
  progressStatus !== "COMPLETED" && !isSubmittedStatus(status);
