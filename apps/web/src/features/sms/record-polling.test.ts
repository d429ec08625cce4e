import type { Sms, SmsMessage } from "@johap/contracts";
import { describe, expect, it } from "vitest";
import { isSettling, RECORD_POLL_MS, recipientsPollInterval, recordPollInterval } from "./record-polling";

const NOW = Date.parse("2026-03-01T10:00:00+09:00");
const record = (over: Partial<Sms> = {}): Sms => ({
  smsId: 1,
  smsType: "SMS",
  sendType: "IMMEDIATE",
  outgoingPhoneNo: "0212345678",
  title: "",
  message: "안내",
  requestedAt: "2026-03-01T00:59:00.000Z",
  scheduledAt: null,
  sentAt: null,
  completedAt: null,
  recipientCount: 2,
  successCount: 0,
  failCount: 0,
  sendStatus: "SENDING",
  totalCost: 40,
  refundedCost: 0,
  ...over,
});
const row = (over: Partial<SmsMessage> = {}): SmsMessage => ({
  messageId: 1,
  unionRegisterSeq: null,
  name: "",
  phoneNo: "01011112222",
  isAgent: false,
  sentAt: "2026-03-01T01:00:00.000Z",
  completedAt: "2026-03-01T01:00:03.000Z",
  sendResult: "SUCCESS",
  failReason: null,
  sendStatus: "COMPLETE",
  ...over,
});
const pending = row({ sendStatus: "SENDING", completedAt: null, sendResult: null });

describe("the record's recipient table polls until every result is in", () => {
  it("polls while the message is with the carrier or an immediate send is still queued", () => {
    expect(recipientsPollInterval(record(), [pending], NOW)).toBe(RECORD_POLL_MS);
    expect(recipientsPollInterval(record({ sendStatus: "WAIT" }), undefined, NOW)).toBe(RECORD_POLL_MS);
  });

  it("keeps polling after the message settled while the page shown still has a pending row", () => {
    const complete = record({ sendStatus: "COMPLETE", completedAt: "2026-03-01T01:00:03.000Z" });
    expect(recipientsPollInterval(complete, [row(), pending], NOW)).toBe(RECORD_POLL_MS);
    expect(recipientsPollInterval(complete, [row({ sendStatus: "WAIT", completedAt: null })], NOW)).toBe(
      RECORD_POLL_MS,
    );
  });

  it("stops once the page is settled, and never polls a cancelled message", () => {
    const complete = record({ sendStatus: "COMPLETE" });
    expect(recipientsPollInterval(complete, [row(), row({ messageId: 2, sendResult: "FAIL" })], NOW)).toBe(false);
    expect(recipientsPollInterval(record({ sendStatus: "CANCEL" }), [row({ sendStatus: "CANCEL" })], NOW)).toBe(false);
  });

  it("waits for a scheduled message's time, then follows it live", () => {
    const later = record({ sendType: "SCHEDULE", sendStatus: "WAIT", scheduledAt: "2026-03-01T03:00:00.000Z" });
    const waiting = [row({ sendStatus: "WAIT", sentAt: null, completedAt: null, sendResult: null })];
    expect(isSettling(later, NOW)).toBe(false);
    expect(recipientsPollInterval(later, waiting, NOW)).toBe(false);
    expect(recordPollInterval(later, NOW)).toBe(60_000);
    const soon = Date.parse("2026-03-01T02:59:50.000Z");
    expect(recordPollInterval(later, soon)).toBe(10_000);
    const due = Date.parse("2026-03-01T03:00:01.000Z");
    expect(isSettling(later, due)).toBe(true);
    expect(recipientsPollInterval(later, waiting, due)).toBe(RECORD_POLL_MS);
    expect(recordPollInterval(record({ sendStatus: "COMPLETE" }), NOW)).toBe(false);
  });
});
