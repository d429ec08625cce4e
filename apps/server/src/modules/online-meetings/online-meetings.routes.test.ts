import { ERROR_CODES, ONLINE_MEETING_MESSAGES as M, ONLINE_MEETING_COST } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../platform/ledger.table";
import { streamingChannels } from "../../providers/streaming/streaming.table";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { waitFor } from "../../test/wait-for";
import { withoutMenu } from "../../test/without-menu";
import { consoleCall, openConsoleApp } from "../consents/consents-test-support";
import { meetBallots, meetParticipants } from "../meetings/meetings.table";
import { insertMeet, type MeetFixture } from "../meetings/meetings-test-support";
import { smsMessages } from "../sms/sms.table";
import { addApprovedCaller } from "../sms/sms-test-support";
import { confirmOnline } from "./online-meetings.service";
import { onlineGeneralMeetings, onlineMeetingLinkSends } from "./online-meetings.table";
import { addOpinion, addSpeech, ensureBalance, joinViewer, setMeet } from "./online-meetings-test-support";

let t: TestApp;
let member: Session;
let supervisor: Session;
let owners: number[];

beforeAll(async () => {
  const people = Array.from({ length: 5 }, (_, i) => ({ name: `온라인${i + 1}`, birth: `1970030${i + 1}` }));
  ({ t, member, supervisor, owners } = await openConsoleApp(people, 8900));
  const db = t.handle.db;
  await ensureBalance(db, UNION_1, 10_000_000);
  await addApprovedCaller(db, UNION_1, "0215770001").catch(() => undefined);
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (
  method: Method,
  url: string,
  payload?: object,
  opts: { session?: Session; unionSeq?: number; key?: string; headers?: Record<string, string> } = {},
) => consoleCall(t, { method, url, payload, ...opts, session: opts.session ?? supervisor });
const newMeet = (over: Partial<MeetFixture> = {}) =>
  insertMeet(t.handle.db, { unionSeq: UNION_1, method: "ONSITE", unionRegisterSeqs: owners, ...over });
const apply = (meetSeq: number, key?: string) =>
  call("POST", "/v2/premium-services", { premiumServiceType: "ONLINE_GENERAL_MEETING", meetSeq }, { key });
const om = (id: number, rest = "") => `/v2/online-general-meetings/${id}${rest}`;
const panel = async (meetSeq: number) =>
  (await call("GET", `/v2/general-meetings/${meetSeq}/online-general-meetings`)).json().data;

/** A meeting whose online meeting is CREATED with stream info and broadcasting, its time come. */
async function liveMeeting(over: Partial<MeetFixture> = {}) {
  const fixture = await newMeet(over);
  await setMeet(t.handle.db, fixture.meetSeq, { meetAt: new Date(Date.now() - 60_000) });
  const id = (await apply(fixture.meetSeq)).json().data.onlineGeneralMeetingSeq as number;
  await confirmOnline({ db: t.handle.db, onlineGeneralMeetingSeq: id });
  expect((await call("POST", `/v2/general-meetings/${fixture.meetSeq}/online-general-meetings`)).statusCode).toBe(200);
  expect((await call("POST", om(id, "/meta-datas"), { onlineGeneralMeetingSeq: id })).statusCode).toBe(200);
  expect((await call("PATCH", om(id, "/status"), { streamingStatusType: "BROADCASTING" })).statusCode).toBe(200);
  return { ...fixture, id };
}

describe("application (POST/DELETE /v2/premium-services, GET …/online-general-meetings)", () => {
  it("shows PENDING, applies (charged once per Idempotency-Key), is confirmed by the operator and created", async () => {
    const { meetSeq } = await newMeet();
    const before = await panel(meetSeq);
    expect(before).toMatchObject({ serviceStatus: "PENDING", onlineGeneralMeetingSeq: null, isApplicable: true });
    expect(before.cost).toBe(ONLINE_MEETING_COST);

    const first = await apply(meetSeq, "apply-key-1");
    expect(first.statusCode).toBe(200);
    const { onlineGeneralMeetingSeq: id } = first.json().data;
    expect(first.json().data).toMatchObject({ serviceStatus: "APPLYING", totalCost: ONLINE_MEETING_COST });
    const again = await apply(meetSeq, "apply-key-1");
    expect(again.json()).toEqual(first.json());
    const usages = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, `online-meeting:${id}`), eq(ledgerEntries.kind, "USAGE")));
    expect(usages.reduce((sum, e) => sum + e.amount, 0)).toBe(-ONLINE_MEETING_COST);
    expect((await panel(meetSeq)).serviceStatus).toBe("APPLYING");

    const second = await apply(meetSeq);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(M.alreadyApplied);

    const early = await call("POST", `/v2/general-meetings/${meetSeq}/online-general-meetings`);
    expect(early.json().message).toBe(M.notConfirmed);
    expect(await confirmOnline({ db: t.handle.db, onlineGeneralMeetingSeq: id })).toBe("CONFIRMED");
    expect((await panel(meetSeq)).serviceStatus).toBe("CONFIRMED");
    const created = await call("POST", `/v2/general-meetings/${meetSeq}/online-general-meetings`);
    expect(created.json().data).toEqual({ onlineGeneralMeetingSeq: id, serviceStatus: "CREATED" });
    const done = await panel(meetSeq);
    expect(done).toMatchObject({ serviceStatus: "CREATED", isCancelable: false, isApplicable: false });
    const cancel = await call("DELETE", "/v2/premium-services", {
      premiumServiceType: "ONLINE_GENERAL_MEETING",
      meetSeq,
    });
    expect(cancel.json().message).toBe(M.notCancelable);
  });

  it("cancels an APPLYING application with a full refund, a CONFIRMED one without, and may apply again", async () => {
    const { meetSeq } = await newMeet();
    const id = (await apply(meetSeq)).json().data.onlineGeneralMeetingSeq;
    const body = { premiumServiceType: "ONLINE_GENERAL_MEETING", meetSeq };
    const canceled = await call("DELETE", "/v2/premium-services", body);
    expect(canceled.json().data).toEqual({
      onlineGeneralMeetingSeq: id,
      serviceStatus: "CANCELED",
      totalCost: ONLINE_MEETING_COST,
      refundedCost: ONLINE_MEETING_COST,
    });
    const refunds = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, `online-meeting:${id}`), eq(ledgerEntries.kind, "REFUND")));
    expect(refunds.reduce((sum, e) => sum + e.amount, 0)).toBe(ONLINE_MEETING_COST);
    expect((await panel(meetSeq)).serviceStatus).toBe("PENDING");

    const id2 = (await apply(meetSeq)).json().data.onlineGeneralMeetingSeq;
    expect(id2).not.toBe(id);
    await confirmOnline({ db: t.handle.db, onlineGeneralMeetingSeq: id2 });
    const kept = await call("DELETE", "/v2/premium-services", body);
    expect(kept.json().data).toMatchObject({ serviceStatus: "CANCELED", refundedCost: 0 });
    expect((await call("DELETE", "/v2/premium-services", body)).json().message).toBe(M.notFound);
  });

  it("refuses a COMPLETE meeting, an electronic-only one and a wrong service type with their messages", async () => {
    const complete = await newMeet({ status: "COMPLETE" });
    expect((await apply(complete.meetSeq)).json().message).toBe(M.meetComplete);
    expect((await panel(complete.meetSeq)).isApplicable).toBe(false);
    const electronic = await newMeet({ method: "ELECTRONIC" });
    expect((await apply(electronic.meetSeq)).json().message).toBe(M.meetMethod);
    const wrong = await call("POST", "/v2/premium-services", {
      premiumServiceType: "OTHER",
      meetSeq: complete.meetSeq,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.serviceTypeInvalid);
    const noMeet = await call("POST", "/v2/premium-services", { premiumServiceType: "ONLINE_GENERAL_MEETING" });
    expect(noMeet.json().message).toBe(M.meetSeqRequired);
    const otherMember = await call(
      "POST",
      "/v2/premium-services",
      { premiumServiceType: "ONLINE_GENERAL_MEETING", meetSeq: complete.meetSeq },
      { headers: { mbSeq: "999999" } },
    );
    expect(otherMember.statusCode).toBe(400);
  });

  it("refuses with E00520 when the balance does not cover the cost, charging nothing", async () => {
    const { meetSeq } = await newMeet();
    const db = t.handle.db;
    const { balancesOf } = await import("../../platform/ledger");
    const { depositBalance, pointBalance } = await balancesOf(db, UNION_1);
    const { appendLedgerEntry } = await import("../../platform/ledger");
    const drain = depositBalance + pointBalance - (ONLINE_MEETING_COST - 1);
    await appendLedgerEntry(db, {
      unionSeq: UNION_1,
      creditType: "DEPOSIT",
      kind: "USAGE",
      serviceType: "TEST",
      amount: -drain,
      description: "테스트 차감",
      reference: "test-drain",
      idempotencyKey: "test-drain",
    });
    const refused = await apply(meetSeq);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(ERROR_CODES.INSUFFICIENT_BALANCE);
    expect((await panel(meetSeq)).serviceStatus).toBe("PENDING");
    await ensureBalance(db, UNION_1, 10_000_000);
  });
});

describe("stream and dashboard (meta-datas, status, GET /v2/online-general-meetings/{id})", () => {
  it("generates the stream info once (key valid 14 days), starts and stops the broadcast, plays the test stream", async () => {
    const { meetSeq, id } = await liveMeeting();
    const dash = (await call("GET", om(id))).json().data;
    expect(dash).toMatchObject({ meetSeq, serviceStatus: "CREATED", streamingStatus: "BROADCASTING" });
    expect(dash.metadata.encoderUrl).toMatch(/^rtmps:\/\//);
    const days = (Date.parse(dash.metadata.tokenExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(dash.metadata.id).toBeTruthy();
    expect(dash.metadata.password).toBeTruthy();
    expect(dash.accessUrl).toMatch(/\/m\/o\/[A-Za-z0-9_-]+$/);
    expect(dash.startAt).toBeTruthy();
    expect((await call("POST", om(id, "/meta-datas"), {})).json().message).toBe(M.metaExists);

    const video = await t.app.inject({ url: dash.playUrl });
    expect(video.statusCode).toBe(200);
    expect(video.headers["content-type"]).toBe("video/webm");
    expect(video.rawPayload.subarray(0, 4).toString("hex")).toBe("1a45dfa3");

    expect((await call("PATCH", om(id, "/status"), { streamingStatusType: "BROADCASTING" })).json().message).toBe(
      M.streamingSame,
    );
    const stopped = await call("PATCH", om(id, "/status"), { streamingStatusType: "STOPPED" });
    expect(stopped.json().data).toMatchObject({ streamingStatus: "STOPPED" });
    expect((await t.app.inject({ url: dash.playUrl })).statusCode).toBe(404);
    const [channel] = await t.handle.db
      .select()
      .from(streamingChannels)
      .where(eq(streamingChannels.channelId, dash.playUrl.split("/")[4]));
    expect(channel?.state).toBe("ENDED");
  });

  it("counts voters, viewers ever joined and viewers watching now, and shows the latest notice", async () => {
    const { id, seqs } = await liveMeeting();
    const db = t.handle.db;
    await joinViewer(db, id, seqs[0]!);
    const gone = await joinViewer(db, id, seqs[1]!, 1);
    await db
      .update((await import("./online-meetings.table")).onlineMeetingViewers)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq((await import("./online-meetings.table")).onlineMeetingViewers.viewerSeq, gone.viewerSeq));
    await call("POST", om(id, "/notices"), { onlineGeneralMeetingSeq: id, message: "첫 공지" });
    await call("POST", om(id, "/notices"), { onlineGeneralMeetingSeq: id, message: "두번째 공지" });
    const dash = (await call("GET", om(id))).json().data;
    expect(dash).toMatchObject({
      totalParticipantCount: 5,
      cumulativeParticipantCount: 2,
      currentParticipantCount: 1,
      latestNotice: { message: "두번째 공지" },
    });
  });

  it("refuses the stream before CREATED and the broadcast before the stream info", async () => {
    const { meetSeq } = await newMeet();
    const id = (await apply(meetSeq)).json().data.onlineGeneralMeetingSeq;
    expect((await call("POST", om(id, "/meta-datas"), {})).json().message).toBe(M.notCreated);
    await confirmOnline({ db: t.handle.db, onlineGeneralMeetingSeq: id });
    await call("POST", `/v2/general-meetings/${meetSeq}/online-general-meetings`);
    const early = await call("PATCH", om(id, "/status"), { streamingStatusType: "BROADCASTING" });
    expect(early.json().message).toBe(M.metaMissing);
    const bad = await call("PATCH", om(id, "/status"), { streamingStatusType: "LIVE" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("notices (GET/POST …/notices)", () => {
  it("registers a notice of up to 150 characters, lists newest first, refuses empty and longer ones", async () => {
    const { id } = await liveMeeting();
    const made = await call("POST", om(id, "/notices"), { onlineGeneralMeetingSeq: id, message: " 휴회 안내 " });
    expect(made.json().data).toMatchObject({ message: "휴회 안내" });
    await call("POST", om(id, "/notices"), { message: "가".repeat(150) });
    const list = (await call("GET", om(id, "/notices"))).json();
    expect(list.pagination.totalElements).toBe(2);
    expect(list.data[0].message).toBe("가".repeat(150));
    const long = await call("POST", om(id, "/notices"), { message: "가".repeat(151) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(M.noticeTooLong);
    const empty = await call("POST", om(id, "/notices"), { message: "  " });
    expect(empty.json().message).toBe(M.noticeRequired);
  });
});

describe("opinions (GET …/opinions, GET/POST …/opinions/{opinionSeq})", () => {
  it("lists opinions with counts, answers one (150) once, and shows the answer and answerer", async () => {
    const { id, seqs } = await liveMeeting();
    const db = t.handle.db;
    const viewer = await joinViewer(db, id, seqs[0]!);
    const a = await addOpinion(db, id, viewer.viewerSeq, "안건 설명을 다시 부탁드립니다.");
    await addOpinion(db, id, viewer.viewerSeq, "소리가 작습니다.");
    const list = (await call("GET", om(id, "/opinions"))).json();
    expect(list.pagination.totalElements).toBe(2);
    expect(list.counts).toEqual({ totalCount: 2, pendingCount: 2 });
    expect(list.data[0]).toMatchObject({ status: "PENDING", answer: null, viewer: { name: "온라인1" } });

    const url = om(id, `/opinions/${a.opinionSeq}`);
    expect((await call("POST", url, { answer: "가".repeat(151) })).json().message).toBe(M.answerTooLong);
    expect((await call("POST", url, { answer: "" })).json().message).toBe(M.answerRequired);
    const answered = await call("POST", url, {
      opinionSeq: a.opinionSeq,
      answer: "네, 다시 설명드리겠습니다.",
      onlineGeneralMeetingSeq: id,
    });
    expect(answered.json().data).toMatchObject({
      status: "COMPLETED",
      answer: "네, 다시 설명드리겠습니다.",
      answerer: { answererName: expect.any(String) },
    });
    expect((await call("GET", url)).json().data.status).toBe("COMPLETED");
    expect((await call("POST", url, { answer: "또" })).json().message).toBe(M.opinionAnswered);
    expect((await call("GET", om(id, "/opinions"))).json().counts.pendingCount).toBe(1);
    expect((await call("GET", om(id, "/opinions/999999"))).statusCode).toBe(404);
  });
});

describe("speeches (GET …/speeches, PATCH …/speeches/{speechSeq}/status)", () => {
  it("approves one request while none is in progress, then disconnects or cancels by the state machine", async () => {
    const { id, seqs } = await liveMeeting();
    const db = t.handle.db;
    const v1 = await joinViewer(db, id, seqs[0]!);
    const v2 = await joinViewer(db, id, seqs[1]!);
    const s1 = await addSpeech(db, id, v1.viewerSeq, "VOICE");
    const s2 = await addSpeech(db, id, v2.viewerSeq, "PHONE");
    const list = async () =>
      (await call("GET", om(id, "/speeches"))).json().data as {
        speechSeq: number;
        isAble: boolean;
        speechStatusType: string;
      }[];
    expect((await list()).every((s) => s.isAble)).toBe(true);

    const patch = (speechSeq: number, status: string) =>
      call("PATCH", om(id, `/speeches/${speechSeq}/status`), { onlineGeneralMeetingSeq: id, speechSeq, status });
    expect((await patch(s1.speechSeq, "APPROVED")).json().data).toEqual({
      speechSeq: s1.speechSeq,
      speechStatusType: "PENDING",
    });
    const during = await list();
    expect(during.find((s) => s.speechSeq === s1.speechSeq)).toMatchObject({
      speechStatusType: "PENDING",
      isAble: true,
    });
    expect(during.find((s) => s.speechSeq === s2.speechSeq)).toMatchObject({
      speechStatusType: "REQUESTED",
      isAble: false,
    });
    expect((await patch(s2.speechSeq, "APPROVED")).json().message).toBe(M.speechNotAllowed);
    expect((await patch(s1.speechSeq, "DISCONNECTED")).json().message).toBe(M.speechNotAllowed);
    expect((await patch(s1.speechSeq, "CONNECTION_CANCEL")).json().data.speechStatusType).toBe("CANCELED");

    expect((await patch(s2.speechSeq, "APPROVED")).json().data.speechStatusType).toBe("PENDING");
    await db
      .update((await import("./online-meetings.table")).onlineMeetingSpeeches)
      .set({ status: "SPEAKING" })
      .where(eq((await import("./online-meetings.table")).onlineMeetingSpeeches.speechSeq, s2.speechSeq));
    expect((await patch(s2.speechSeq, "DISCONNECTED")).json().data.speechStatusType).toBe("COMPLETED");
    expect((await patch(s2.speechSeq, "BOGUS")).statusCode).toBe(400);
    expect((await patch(999999, "APPROVED")).statusCode).toBe(404);
  });
});

describe("online vote (PATCH …/vote-status)", () => {
  it("starts only when the rules allow, once; the end is refused while voting; the close counts the unsubmitted", async () => {
    const { id, meetSeq, seqs } = await liveMeeting();
    const db = t.handle.db;
    await joinViewer(db, id, seqs[0]!);
    await joinViewer(db, id, seqs[1]!);
    await joinViewer(db, id, seqs[2]!);
    await db.insert(meetBallots).values({ meetSeq, meetParticipantSeq: seqs[0]!, channel: "ONLINE", receiptHash: "x" });

    await setMeet(db, meetSeq, { meetAt: new Date(Date.now() + 3_600_000) });
    expect((await call("PATCH", om(id, "/vote-status"), { status: "VOTING" })).json().message).toBe(
      M.voteBeforeMeetTime,
    );
    expect((await call("GET", om(id))).json().data.voteStartBlock).toBe(M.voteBeforeMeetTime);
    await setMeet(db, meetSeq, { meetAt: new Date(Date.now() - 60_000) });
    expect((await call("PATCH", om(id, "/vote-status"), { status: "PENDING" })).json().message).toBe(M.voteNotVoting);

    const started = await call("PATCH", om(id, "/vote-status"), { onlineGeneralMeetingSeq: id, status: "VOTING" });
    expect(started.json().data).toMatchObject({ voteStatus: "VOTING", votedCount: 1 });
    expect((await call("GET", om(id))).json().data).toMatchObject({ voteStatus: "VOTING", endBlock: M.endWhileVoting });
    const end = await call("PATCH", om(id, "/status"), { streamingStatusType: "STOPPED" });
    expect(end.json().message).toBe(M.endWhileVoting);

    const closed = await call("PATCH", om(id, "/vote-status"), { status: "PENDING" });
    expect(closed.json().data).toMatchObject({ voteStatus: "PENDING", unsubmittedCount: 2, votedCount: 1 });
    expect(closed.json().data.voteEndedAt).toBeTruthy();
    expect((await call("PATCH", om(id, "/vote-status"), { status: "VOTING" })).json().message).toBe(
      M.voteAlreadyStarted,
    );
  });

  it("refuses the start while not broadcasting or while the meeting is BEFORE", async () => {
    const { id, meetSeq } = await liveMeeting();
    await setMeet(t.handle.db, meetSeq, { meetStatus: "BEFORE" });
    expect((await call("PATCH", om(id, "/vote-status"), { status: "VOTING" })).json().message).toBe(M.voteMeetStatus);
    await setMeet(t.handle.db, meetSeq, { meetStatus: "PROCESS" });
    await call("PATCH", om(id, "/status"), { streamingStatusType: "STOPPED" });
    expect((await call("PATCH", om(id, "/vote-status"), { status: "VOTING" })).json().message).toBe(
      M.voteNotBroadcasting,
    );
  });
});

describe("attendees (GET …/participants, excel, link sending, GET …/viewers/{viewerSeq})", () => {
  it("lists every voter with attendance, downloads them, and texts the link to NOT_ATTEND voters only", async () => {
    const { id, seqs } = await liveMeeting();
    const db = t.handle.db;
    const viewer = await joinViewer(db, id, seqs[0]!);
    for (const [i, seq] of seqs.entries()) {
      await db
        .update(meetParticipants)
        .set({ phoneNo: `0109000000${i}` })
        .where(eq(meetParticipants.meetParticipantSeq, seq));
    }
    const list = (await call("GET", om(id, "/participants"))).json();
    expect(list.pagination.totalElements).toBe(5);
    expect(list.data[0]).toMatchObject({
      attendanceCategory: "ONLINE",
      viewerSeq: viewer.viewerSeq,
      viewerAttendanceStatus: "ATTEND",
    });
    const absent = (await call("GET", om(id, "/participants?attendanceCategory=NOT_ATTEND"))).json();
    expect(absent.pagination.totalElements).toBe(4);

    const excel = await call("GET", om(id, "/participants/excel"));
    expect(excel.statusCode).toBe(200);
    expect(excel.headers["content-disposition"]).toContain(".xlsx");

    const mixed = await call("POST", om(id, "/participants/links/cost"), { meetParticipantSeqs: [seqs[0]!, seqs[1]!] });
    expect(mixed.json().message).toBe(M.linkOnlyNotAttend);
    expect((await call("POST", om(id, "/participants/links/cost"), { meetParticipantSeqs: [] })).json().message).toBe(
      M.linkNoTarget,
    );
    const cost = await call("POST", om(id, "/participants/links/cost"), { meetParticipantSeqs: [seqs[1]!, seqs[2]!] });
    expect(cost.json().data).toMatchObject({ totalCount: 2 });
    expect(cost.json().data.message).toContain("/m/o/");

    const sent = await call(
      "POST",
      om(id, "/participants/links"),
      { meetParticipantSeqs: [seqs[1]!, seqs[2]!] },
      { key: "link-1" },
    );
    expect(sent.statusCode).toBe(200);
    const { smsId, totalCost } = sent.json().data;
    expect(totalCost).toBe(cost.json().data.totalCost);
    const again = await call(
      "POST",
      om(id, "/participants/links"),
      { meetParticipantSeqs: [seqs[1]!, seqs[2]!] },
      { key: "link-1" },
    );
    expect(again.json().data.smsId).toBe(smsId);
    const [sms] = await db.select().from(smsMessages).where(eq(smsMessages.smsId, smsId));
    expect(sms?.recipientCount).toBe(2);
    const sends = await db.select().from(onlineMeetingLinkSends).where(eq(onlineMeetingLinkSends.smsMessageSeq, smsId));
    expect(sends).toHaveLength(2);
    const usage = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, `sms:${smsId}`), eq(ledgerEntries.kind, "USAGE")));
    expect(usage.reduce((s, e) => s + e.amount, 0)).toBe(-totalCost);
    const after = (await call("GET", om(id, "/participants?attendanceCategory=NOT_ATTEND"))).json().data;
    expect(after.find((a: { meetParticipantSeq: number }) => a.meetParticipantSeq === seqs[1])?.linkSentCount).toBe(1);

    const detail = await call("GET", om(id, `/viewers/${viewer.viewerSeq}`));
    expect(detail.json().data).toMatchObject({
      viewerSeq: viewer.viewerSeq,
      name: "온라인1",
      attendanceStatus: "ATTEND",
    });
    expect(Array.isArray(detail.json().data.localAddresses)).toBe(true);
    expect((await call("GET", om(id, "/viewers/999999"))).statusCode).toBe(404);
  });
});

describe("ended info and the 온라인 총회 내역 증명서", () => {
  it("shows the end info after the stop and makes the certificate PDF by a job", async () => {
    const { id, seqs } = await liveMeeting();
    const db = t.handle.db;
    const viewer = await joinViewer(db, id, seqs[0]!, 1);
    const opinion = await addOpinion(db, id, viewer.viewerSeq, "질문");
    await call("POST", om(id, `/opinions/${opinion.opinionSeq}`), { answer: "답변" });
    await addSpeech(db, id, viewer.viewerSeq);
    await call("PATCH", om(id, "/status"), { streamingStatusType: "STOPPED" });
    const info = await waitFor(
      async () => {
        const end = (await call("GET", om(id))).json().data.endInfo;
        return end?.certificateStatus.status === "AVAILABLE" ? end : null;
      },
      { timeoutMs: 60_000, what: "the online certificate" },
    );
    expect(info).toMatchObject({
      totalParticipantCount: 5,
      attendeeCount: 1,
      agentCount: 1,
      opinions: { totalCount: 1, processCount: 1 },
      speeches: { totalCount: 1, processCount: 0 },
    });
    const pdf = await call("GET", info.certificateStatus.filePath);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});

describe("access", () => {
  it("refuses another union's meeting and online meeting (404) and a member without M1004 (403)", async () => {
    const { id, meetSeq } = await liveMeeting();
    const other = { unionSeq: UNION_2 };
    const refused = [
      await call("GET", `/v2/general-meetings/${meetSeq}/online-general-meetings`, undefined, other),
      await call("GET", om(id), undefined, other),
      await call("GET", om(id, "/notices"), undefined, other),
      await call("POST", om(id, "/notices"), { message: "x" }, other),
      await call("GET", om(id, "/participants"), undefined, other),
      await call("PATCH", om(id, "/vote-status"), { status: "VOTING" }, other),
    ];
    for (const r of refused) expect([403, 404]).toContain(r.statusCode);
    const denied = await withoutMenu(t, member, UNION_1, "M1004", () =>
      call("GET", om(id), undefined, { session: member }),
    );
    expect(denied.statusCode).toBe(403);
    expect((await t.app.inject({ url: om(id) })).statusCode).toBe(401);
  });

  it("does not leave the online meeting row behind when the meeting belongs to another union", async () => {
    const foreign = await insertMeet(t.handle.db, { unionSeq: UNION_2, method: "ONSITE", voters: 1 });
    const r = await apply(foreign.meetSeq);
    expect(r.statusCode).toBe(404);
    const rows = await t.handle.db
      .select()
      .from(onlineGeneralMeetings)
      .where(eq(onlineGeneralMeetings.meetSeq, foreign.meetSeq));
    expect(rows).toHaveLength(0);
  });
});
