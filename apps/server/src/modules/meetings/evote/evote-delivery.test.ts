import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemTexts } from "../../../platform/system-texts/system-texts.table";
import { deliverSystemTexts } from "../../../platform/system-texts/system-texts-outbox";
import { smsSimulator } from "../../../providers/sms/simulator";
import { createTestApp, type TestApp, UNION_1 } from "../../../test/test-app";
import { addConsentOwners } from "../../consents/consents-test-support";
import { meetElectronicVotes, meetEvoteSends, meetParticipants } from "../meetings.table";
import { insertMeet } from "../meetings-test-support";
import { collectEvoteReports, dispatchEvoteSends, EVOTE_CLOSED_REASON, sweepFirstSends } from "./evote-delivery";
import { requestEvoteSends } from "./evote-sends";
import { EVOTE_SIMULATED_FAIL_REASON, EVOTE_TEXT_REASON, evoteSimulator, simulatedReceiptAt } from "./evote-simulator";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = "https://vote.example.kr";
const SECOND = 1000;
const db = () => t.handle.db;
const gateway = smsSimulator({ isInMaintenance: async () => false, reportDelayMs: 0 });
/** No random failures, phones take 10 s at most: what a test can predict. */
const port = evoteSimulator({ failOneIn: 0, receiveDelayMs: 10 * SECOND });

let nextNo = 20_000;
async function meetWithPhones(phones: string[], opts: Parameters<typeof insertMeet>[1] | object = {}) {
  const seqs = await addConsentOwners(
    db(),
    UNION_1,
    phones.map((_, i) => ({ name: `선거인${i + 1}`, birth: "19600101" })),
    nextNo,
  );
  nextNo += phones.length;
  const { meet, participants } = await insertMeet(db(), { unionSeq: UNION_1, unionRegisterSeqs: seqs, ...opts });
  for (const [i, p] of participants.entries()) {
    await db()
      .update(meetParticipants)
      .set({ phoneNo: phones[i]! })
      .where(eq(meetParticipants.meetParticipantSeq, p.meetParticipantSeq));
  }
  return { meet, seqs: participants.map((p) => p.meetParticipantSeq) };
}
const votersOf = (seqs: number[]) =>
  db()
    .select()
    .from(meetParticipants)
    .where(inArray(meetParticipants.meetParticipantSeq, seqs))
    .orderBy(meetParticipants.meetParticipantSeq);
const sendsOf = (seqs: number[]) =>
  db()
    .select()
    .from(meetEvoteSends)
    .where(inArray(meetEvoteSends.meetParticipantSeq, seqs))
    .orderBy(meetEvoteSends.sendSeq);
const statuses = async (seqs: number[]) => (await votersOf(seqs)).map((v) => v.evoteProgressStatus);
const sendStatuses = async (seqs: number[]) => (await sendsOf(seqs)).map((s) => s.status);
const collect = (now = new Date()) => collectEvoteReports({ db: db(), port, now });
const dispatch = () => dispatchEvoteSends({ db: db(), port, publicBaseUrl: BASE });
const carrier = () => deliverSystemTexts({ db: db(), gateway });

describe("first sends when the e-vote starts", () => {
  it("requests a link for every voter with a phone once; voters without one stay NONE (미발송)", async () => {
    const { meet, seqs } = await meetWithPhones(["01011112222", "", "01033334444"]);
    const first = await sweepFirstSends({ db: db() });
    expect(first.requested).toBeGreaterThanOrEqual(2);
    expect(await statuses(seqs)).toEqual(["WAIT", "NONE", "WAIT"]);
    const sends = await sendsOf(seqs);
    expect(sends.map((s) => [s.kind, s.status, s.phoneNo, s.meetSeq])).toEqual([
      ["SEND", "WAIT", "01011112222", meet.meetSeq],
      ["SEND", "WAIT", "01033334444", meet.meetSeq],
    ]);
    await sweepFirstSends({ db: db() });
    await Promise.all([sweepFirstSends({ db: db() }), sweepFirstSends({ db: db() })]);
    expect(await sendsOf(seqs)).toHaveLength(2);
  });

  it("sends for a meeting still BEFORE once its start has passed, not before the start, after the end, or without an e-vote", async () => {
    const due = await meetWithPhones(["01011110001"], { status: "BEFORE" });
    const early = await meetWithPhones(["01011110002"], { status: "BEFORE" });
    await db()
      .update(meetElectronicVotes)
      .set({ voteStartAt: new Date(Date.now() + 3600 * SECOND) })
      .where(eq(meetElectronicVotes.meetSeq, early.meet.meetSeq));
    const ended = await meetWithPhones(["01011110003"]);
    await db()
      .update(meetElectronicVotes)
      .set({ voteStartAt: new Date(Date.now() - 7200 * SECOND), voteEndAt: new Date(Date.now() - 60 * SECOND) })
      .where(eq(meetElectronicVotes.meetSeq, ended.meet.meetSeq));
    const onsite = await meetWithPhones(["01011110004"], { method: "ONSITE" });
    const complete = await meetWithPhones(["01011110005"], { status: "COMPLETE" });
    await sweepFirstSends({ db: db() });
    expect(await statuses(due.seqs)).toEqual(["WAIT"]);
    for (const m of [early, ended, onsite, complete]) expect(await statuses(m.seqs)).toEqual(["NONE"]);
  });

  it("leaves a voter with an open link (resent before the start) alone and still marks the meeting sent", async () => {
    const { meet, seqs } = await meetWithPhones(["01011119001", "01011119002"], { status: "BEFORE" });
    await requestEvoteSends(db(), {
      unionSeq: UNION_1,
      meetSeq: meet.meetSeq,
      meetParticipantSeqs: [seqs[0]!],
      kind: "RESEND",
    });
    await sweepFirstSends({ db: db() });
    expect((await sendsOf(seqs)).map((s) => [s.meetParticipantSeq, s.kind, s.status])).toEqual([
      [seqs[0], "RESEND", "WAIT"],
      [seqs[1], "SEND", "WAIT"],
    ]);
  });
});

describe("delivery through the simulator and the SMS port", () => {
  it("moves a link WAIT → SENT → RECEIVED as the outbox and the carrier report, with the link texted to the phone", async () => {
    const { meet, seqs } = await meetWithPhones(["01052520001"]);
    await requestEvoteSends(db(), {
      unionSeq: UNION_1,
      meetSeq: meet.meetSeq,
      meetParticipantSeqs: seqs,
      kind: "SEND",
    });
    await dispatch();
    const [send] = await sendsOf(seqs);
    expect(send).toMatchObject({ status: "WAIT", smsRecipientSeq: expect.any(Number) });
    const [text] = await db().select().from(systemTexts).where(eq(systemTexts.systemTextSeq, send!.smsRecipientSeq!));
    expect(text).toMatchObject({ phoneNo: "01052520001", reason: EVOTE_TEXT_REASON, status: "QUEUED" });
    expect(text!.text).toContain(`${BASE}/m/v/${send!.linkToken}`);
    expect(text!.text).toContain("[전자투표 안내] 2026년 정기총회");
    expect(text!.text).toContain("정비조합에서 2026년 정기총회 전자투표를 안내드립니다.");
    expect(text!.text).toMatch(/투표 기간: \d{4}-\d{2}-\d{2} \d{2}:\d{2} ~ \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(text!.text).toContain("문의: 정비조합 02-1234-5678");
    // A second dispatch hands nothing over again.
    expect((await dispatch()).handedOver).toBe(0);

    await collect();
    expect(await sendStatuses(seqs)).toEqual(["WAIT"]);
    await carrier(); // the outbox hands the text to the carrier
    await collect();
    expect(await sendStatuses(seqs)).toEqual(["SENT"]);
    const [sent] = await votersOf(seqs);
    expect(sent).toMatchObject({ evoteProgressStatus: "SENT", receivedAt: null });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    await carrier(); // the carrier's report: delivered
    await collect(new Date(Date.now() + 11 * SECOND));
    const [received] = await votersOf(seqs);
    expect(received).toMatchObject({ evoteProgressStatus: "RECEIVED", sentAt: sent!.sentAt });
    expect(received!.receivedAt!.getTime()).toBeGreaterThanOrEqual(sent!.sentAt!.getTime());
    expect(await sendsOf(seqs)).toMatchObject([{ status: "RECEIVED", failReason: null }]);

    const ops = await t.app.inject({
      url: `/ops/system-texts?phoneNo=010-5252-0001&reason=${EVOTE_TEXT_REASON}`,
      headers: { "x-ops-token": t.secrets.opsToken },
    });
    expect(ops.json().data[0].text).toContain(`/m/v/${send!.linkToken}`);
  });

  it("fails wrong, empty and unreachable numbers with the carrier's reason", async () => {
    const { meet, seqs } = await meetWithPhones(["0101234", "", "01012340000"]);
    await requestEvoteSends(db(), {
      unionSeq: UNION_1,
      meetSeq: meet.meetSeq,
      meetParticipantSeqs: seqs,
      kind: "RESEND",
    });
    await dispatch();
    await carrier();
    await carrier();
    await collect(new Date(Date.now() + 11 * SECOND));
    expect(await statuses(seqs)).toEqual(["FAILED", "FAILED", "FAILED"]);
    expect((await sendsOf(seqs)).map((s) => s.failReason)).toEqual([
      "잘못된 수신번호",
      "잘못된 수신번호",
      "결번 또는 서비스 정지 번호",
    ]);
  });

  it("fails a random share of delivered links (about one in failOneIn), each link's fate fixed", async () => {
    const phones = Array.from({ length: 200 }, (_, i) => `0105300${String(1000 + i)}`);
    const { meet, seqs } = await meetWithPhones(phones);
    await requestEvoteSends(db(), {
      unionSeq: UNION_1,
      meetSeq: meet.meetSeq,
      meetParticipantSeqs: seqs,
      kind: "SEND",
    });
    const lossy = evoteSimulator({ failOneIn: 4, receiveDelayMs: 0 });
    await dispatchEvoteSends({ db: db(), port: lossy, publicBaseUrl: BASE });
    await carrier();
    await carrier();
    await collectEvoteReports({ db: db(), port: lossy });
    const sends = await sendsOf(seqs);
    const failed = sends.filter((s) => s.status === "FAILED");
    expect(failed.length).toBeGreaterThan(20);
    expect(failed.length).toBeLessThan(80);
    expect(sends.filter((s) => s.status === "RECEIVED").length).toBe(200 - failed.length);
    expect(new Set(failed.map((s) => s.failReason))).toEqual(new Set([EVOTE_SIMULATED_FAIL_REASON]));
    expect((await statuses(seqs)).filter((s) => s === "FAILED")).toHaveLength(failed.length);
  });

  it("keeps a link SENT while its phone is off (about one in lateOneIn), then RECEIVED within lateDelayMs", async () => {
    const { meet, seqs } = await meetWithPhones(["01057570001"]);
    await requestEvoteSends(db(), {
      unionSeq: UNION_1,
      meetSeq: meet.meetSeq,
      meetParticipantSeqs: seqs,
      kind: "SEND",
    });
    const late = evoteSimulator({ failOneIn: 0, receiveDelayMs: SECOND, lateOneIn: 1, lateDelayMs: 3600 * SECOND });
    await dispatchEvoteSends({ db: db(), port: late, publicBaseUrl: BASE });
    await carrier();
    await carrier();
    await collectEvoteReports({ db: db(), port: late, now: new Date(Date.now() + 2 * SECOND) });
    const [send] = await sendsOf(seqs);
    const [text] = await db().select().from(systemTexts).where(eq(systemTexts.systemTextSeq, send!.smsRecipientSeq!));
    const receiptAt = simulatedReceiptAt(send!.linkToken, text!.settledAt!, {
      failOneIn: 0,
      receiveDelayMs: SECOND,
      lateOneIn: 1,
      lateDelayMs: 3600 * SECOND,
    });
    if (receiptAt.getTime() > Date.now() + 2 * SECOND) expect(await statuses(seqs)).toEqual(["SENT"]);
    await collectEvoteReports({ db: db(), port: late, now: new Date(Date.now() + 3601 * SECOND) });
    expect(await statuses(seqs)).toEqual(["RECEIVED"]);
    expect((await votersOf(seqs))[0]!.receivedAt).toEqual(receiptAt);
  });

  it("never sets back a voter who opened the ballot or voted, and a cancelled link stays cancelled", async () => {
    const { meet, seqs } = await meetWithPhones(["01054540001", "01054540002", "01054540003"]);
    const [opened, voted, resent] = seqs as [number, number, number];
    await requestEvoteSends(db(), {
      unionSeq: UNION_1,
      meetSeq: meet.meetSeq,
      meetParticipantSeqs: seqs,
      kind: "SEND",
    });
    await dispatch();
    await carrier();
    await collect();
    const at = new Date();
    await db()
      .update(meetParticipants)
      .set({ evoteProgressStatus: "OPENED", openedAt: at })
      .where(eq(meetParticipants.meetParticipantSeq, opened));
    await db()
      .update(meetParticipants)
      .set({ evoteProgressStatus: "VOTED", votedAt: at, voteCategory: "PRE_ELECTRONIC_VOTED" })
      .where(eq(meetParticipants.meetParticipantSeq, voted));
    const [firstOfResent] = await sendsOf([resent]);
    await requestEvoteSends(db(), {
      unionSeq: UNION_1,
      meetSeq: meet.meetSeq,
      meetParticipantSeqs: [resent],
      kind: "RESEND",
    });
    await carrier();
    await collect(new Date(Date.now() + 11 * SECOND));
    expect(await statuses(seqs)).toEqual(["OPENED", "VOTED", "WAIT"]);
    expect(await sendStatuses([opened, voted])).toEqual(["RECEIVED", "RECEIVED"]);
    const [cancelled] = await db()
      .select()
      .from(meetEvoteSends)
      .where(eq(meetEvoteSends.sendSeq, firstOfResent!.sendSeq));
    expect(cancelled!.status).toBe("CANCELLED");
    await dispatch();
    await carrier();
    await carrier();
    await collect(new Date(Date.now() + 11 * SECOND));
    expect(await statuses(seqs)).toEqual(["OPENED", "VOTED", "RECEIVED"]);
    expect(await sendStatuses([resent])).toEqual(["CANCELLED", "RECEIVED"]);
  });

  it("does not text a link requested for a meeting whose e-vote is over: it fails as not sent", async () => {
    const { meet, seqs } = await meetWithPhones(["01056560001"]);
    await requestEvoteSends(db(), {
      unionSeq: UNION_1,
      meetSeq: meet.meetSeq,
      meetParticipantSeqs: seqs,
      kind: "ENCOURAGE",
    });
    await db()
      .update(meetElectronicVotes)
      .set({ voteEndAt: new Date(Date.now() - SECOND) })
      .where(eq(meetElectronicVotes.meetSeq, meet.meetSeq));
    expect((await dispatch()).closed).toBe(1);
    expect(await sendsOf(seqs)).toMatchObject([
      { status: "FAILED", failReason: EVOTE_CLOSED_REASON, smsRecipientSeq: null },
    ]);
    expect(await statuses(seqs)).toEqual(["FAILED"]);
  });
});
