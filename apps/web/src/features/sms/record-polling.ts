import type { Sms, SmsMessage } from "@johap/contracts";

/** Spec 04 §2.1: a record's counts change while the carrier reports; the detail polls until settled. */
export const RECORD_POLL_MS = 2000;

/**
 * The message is with the carrier, or about to be (an immediate send still queued, a scheduled one
 * whose time has come): its counts and recipients are about to change.
 */
export function isSettling(record: Sms | undefined, now = Date.now()) {
  if (!record) return false;
  if (record.sendStatus === "SENDING") return true;
  if (record.sendStatus !== "WAIT") return false;
  return record.sendType === "IMMEDIATE" || (record.scheduledAt !== null && Date.parse(record.scheduledAt) <= now);
}

/** A schedule still waiting is read again when it comes due (at most a minute apart, cancelled elsewhere). */
const SCHEDULE_CHECK_MAX_MS = 60_000;

/** How often the record itself refetches: while it settles, and at its scheduled time when it waits. */
export function recordPollInterval(record: Sms | undefined, now = Date.now()) {
  if (isSettling(record, now)) return RECORD_POLL_MS;
  if (record?.sendStatus === "WAIT" && record.scheduledAt !== null) {
    return Math.min(Math.max(Date.parse(record.scheduledAt) - now, RECORD_POLL_MS), SCHEDULE_CHECK_MAX_MS);
  }
  return false;
}

/** A recipient row still waiting for the carrier's report (no final result nor 완료일시 yet). */
export const isPendingRecipient = (row: SmsMessage) => row.sendStatus === "WAIT" || row.sendStatus === "SENDING";

/**
 * How often a record's recipient page refetches: while the message settles, and after it settled as
 * long as the page shown still holds a pending row (it was read before the last reports came in);
 * never for a schedule still waiting for its time, a cancelled message, or a page that is settled.
 */
export function recipientsPollInterval(record: Sms, rows: readonly SmsMessage[] | undefined, now = Date.now()) {
  if (isSettling(record, now)) return RECORD_POLL_MS;
  if (record.sendStatus === "COMPLETE" && rows?.some(isPendingRecipient)) return RECORD_POLL_MS;
  return false;
}
