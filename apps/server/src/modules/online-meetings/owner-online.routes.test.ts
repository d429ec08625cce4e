import { BALLOT_MESSAGES as B, OWNER_MESSAGES as M, ONLINE_VIEWER_MESSAGES as V } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEventQueue } from "../../platform/evidence/evidence.table";
import { createTestApp, signInSupervisor, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { AGENT_PHONE, OWNER_PHONE } from "../consents/owner-consents-test-support";
import { meetBallotChoices, meetBallots } from "../meetings/meetings.table";
import { insertMeet, voterRow } from "../meetings/meetings-test-support";
import { addVoterOwners, insertBallotLinks, voterCall, voterSession } from "../meetings/owner-meetings-test-support";
import { onlineMeetingOpinions, onlineMeetingSpeeches, onlineMeetingViewers } from "./online-meetings.table";
import {
  afterCache,
  attendeeCall,
  attendeeSession,
  identifyAttendee,
  insertOnlineMeeting,
  setOnline,
} from "./owner-online-test-support";

let t: TestApp;
let owners: number[];
const PEOPLE = [
  { name: "홍길동", birth: "19610101", agent: { name: "홍대리", birth: "19900909" } },
  { name: "김영희", birth: "19710202" },
  { name: "이철수", birth: "19810303" },
  { name: "박민수", birth: "19910404" },
];
type Auth = { authorization: string };
type BallotDto = { agendas: { agendaSeq: number; voteForm: string; candidates: { candidateSeq: number }[] }[] };

beforeAll(async () => {
  t = await createTestApp();
  owners = await addVoterOwners(t.handle.db, UNION_1, PEOPLE, 8600);
});
afterAll(() => t.close());

/** A mixed meeting in PROCESS with its online meeting created and broadcasting. */
async function onlineMeeting(over: Parameters<typeof insertOnlineMeeting>[2] = {}) {
  const meeting = await insertMeet(t.handle.db, { unionSeq: UNION_1, unionRegisterSeqs: owners });
  const online = await insertOnlineMeeting(t.handle.db, { meetSeq: meeting.meetSeq, unionSeq: UNION_1 }, over);
  return { ...meeting, online, code: online.accessCode! };
}

const call = (auth: Auth, method: "GET" | "POST", path: string, code: string, payload?: object) =>
  attendeeCall(t, auth, method, path, code, payload);

/** YES on every against candidate, the first candidate on every select agenda. */
const validChoices = (ballot: BallotDto) =>
  ballot.agendas.flatMap((a) =>
    a.voteForm === "AGAINST"
      ? a.candidates.map((c) => ({ agendaSeq: a.agendaSeq, candidateSeq: c.candidateSeq, choice: "YES" }))
      : [{ agendaSeq: a.agendaSeq, candidateSeq: a.candidates[0]!.candidateSeq, choice: "SELECTED" }],
  );

describe("the viewer link and the identity check", () => {
  it("shows public facts only, 404 for an unknown or cancelled code", async () => {
    const m = await onlineMeeting();
    const intro = await t.app.inject({ method: "GET", url: `/v1/owner/online-meetings/${m.code}` });
    expect(intro.statusCode, intro.body).toBe(200);
    expect(intro.json().data).toMatchObject({
      name: "2026년 정기총회",
      phase: "LIVE",
      meetMethod: "ONSITE_ELECTRONIC",
    });
    expect(intro.body).not.toContain("홍길동");
    const unknown = await t.app.inject({ method: "GET", url: "/v1/owner/online-meetings/nosuchcode123" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(V.linkNotFound);
    const cancelled = await onlineMeeting({ serviceStatus: "CANCELED", canceledAt: new Date() });
    expect((await t.app.inject({ method: "GET", url: `/v1/owner/online-meetings/${cancelled.code}` })).statusCode).toBe(
      404,
    );
  });

  it("matches the name and birth among the meeting's voters (owner or agent), one message for a mismatch", async () => {
    const m = await onlineMeeting();
    const wrong = await identifyAttendee(t, m.code, { name: "홍길동", birth: "19610102" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.identityMismatch);
    const agent = await attendeeSession(t, m.code, { name: "홍대리", birth: "19900909" }, AGENT_PHONE);
    const me = await call(agent, "GET", "/me", m.code);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({ signerType: "AGENT", name: "홍대리", ownerName: "홍길동" });
  });

  it("refuses the identity check before the online meeting is created", async () => {
    const m = await onlineMeeting({ serviceStatus: "CONFIRMED", streamingStatus: null });
    const started = await identifyAttendee(t, m.code, PEOPLE[1]!);
    expect(started.statusCode).toBe(400);
    expect(started.json().message).toBe(V.notReady);
  });

  it("refuses no token, a staff token, an e-vote token and another online meeting's token on every route", async () => {
    const m = await onlineMeeting();
    const other = await onlineMeeting();
    const staff = await signInSupervisor(t.app);
    const [link] = await insertBallotLinks(t.handle.db, [m.participants[1]!]);
    const evote = await voterSession(t, link!, PEOPLE[1]!, OWNER_PHONE);
    const otherAuth = await attendeeSession(t, other.code, PEOPLE[1]!, OWNER_PHONE);
    const routes: ["GET" | "POST", string, object?][] = [
      ["POST", "/join"],
      ["GET", "/watch"],
      ["GET", "/me"],
      ["POST", "/leave"],
      ["POST", "/session"],
      ["GET", "/notices"],
      ["GET", "/opinions"],
      ["POST", "/opinions", { comment: "의견" }],
      ["POST", "/speeches", { speechCategory: "VOICE" }],
      ["POST", "/speeches/1/cancel"],
      ["POST", "/speeches/1/connect"],
      ["GET", "/ballot"],
      ["POST", "/ballot", { choices: [{ agendaSeq: 1, candidateSeq: 1, choice: "YES" }] }],
    ];
    for (const [method, path, payload] of routes) {
      const none = await t.app.inject({ method, url: `/v1/owner/online-meetings/${m.code}${path}`, payload });
      expect(none.statusCode, `${method} ${path}`).toBe(401);
      expect((await call(staff.auth, method, path, m.code, payload)).statusCode, `${method} ${path} staff`).toBe(401);
      expect((await call(evote, method, path, m.code, payload)).statusCode, `${method} ${path} e-vote`).toBe(401);
      const foreign = await call(otherAuth, method, path, m.code, payload);
      expect(foreign.statusCode, `${method} ${path} other meeting`).toBe(403);
      expect(foreign.json().message).toBe(V.scopeMismatch);
    }
    // And the viewer's token opens no e-vote ballot.
    const own = await attendeeSession(t, m.code, PEOPLE[1]!, OWNER_PHONE);
    expect((await voterCall(t, own, "GET", `/v1/owner/meetings/${link}/me`)).statusCode).toBe(401);
  });

  it("refuses a union-2 meeting's token on a union-1 link (another union)", async () => {
    const [foreignOwner] = await addVoterOwners(t.handle.db, UNION_2, [{ name: "최타조", birth: "19550505" }], 8700);
    const meeting = await insertMeet(t.handle.db, { unionSeq: UNION_2, unionRegisterSeqs: [foreignOwner!] });
    const online = await insertOnlineMeeting(t.handle.db, { meetSeq: meeting.meetSeq, unionSeq: UNION_2 });
    const foreign = await attendeeSession(t, online.accessCode!, { name: "최타조", birth: "19550505" }, OWNER_PHONE);
    const m = await onlineMeeting();
    expect((await call(foreign, "GET", "/watch", m.code)).statusCode).toBe(403);
  });
});

describe("join, watch, leave", () => {
  it("joins as ONLINE, serves the watch state without a write per poll, leaves and rejoins", async () => {
    const m = await onlineMeeting();
    const auth = await attendeeSession(t, m.code, PEOPLE[2]!, OWNER_PHONE);
    const voter = m.participants[2]!;
    const joined = await call(auth, "POST", "/join", m.code);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().data).toMatchObject({ attendanceStatus: "ATTEND", name: "이철수", votedAt: null });
    expect(await voterRow(t.handle.db, voter.meetParticipantSeq)).toMatchObject({ attendanceCategory: "ONLINE" });

    const seenOf = async () =>
      (
        await t.handle.db
          .select({ lastSeenAt: onlineMeetingViewers.lastSeenAt })
          .from(onlineMeetingViewers)
          .where(eq(onlineMeetingViewers.meetParticipantSeq, voter.meetParticipantSeq))
      )[0]!.lastSeenAt.getTime();
    const before = await seenOf();
    for (let i = 0; i < 3; i++) {
      const watch = await call(auth, "GET", "/watch", m.code);
      expect(watch.statusCode, watch.body).toBe(200);
      expect(watch.json().data).toMatchObject({
        phase: "LIVE",
        streamingStatus: "BROADCASTING",
        playUrl: m.online.playUrl,
        voteStatus: "PENDING",
        latestNotice: null,
      });
    }
    expect(await seenOf()).toBe(before);

    const left = await call(auth, "POST", "/leave", m.code);
    expect(left.json().data.attendanceStatus).toBe("LEAVE");
    const opinion = await call(auth, "POST", "/opinions", m.code, { comment: "질문 있습니다" });
    expect(opinion.statusCode).toBe(400);
    expect(opinion.json().message).toBe(V.notJoined);
    expect((await call(auth, "POST", "/session", m.code)).statusCode).toBe(400);
    const again = await call(auth, "POST", "/join", m.code);
    expect(again.json().data.attendanceStatus).toBe("ATTEND");
    expect(again.json().data.joinedAt).toBe(joined.json().data.joinedAt);
    const renewed = await call(auth, "POST", "/session", m.code);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().data.accessToken).toBeTruthy();
  });

  it("shows the newest notice and the notices list; ENDED once the meeting is complete", async () => {
    const m = await onlineMeeting();
    const auth = await attendeeSession(t, m.code, PEOPLE[1]!, OWNER_PHONE);
    await call(auth, "POST", "/join", m.code);
    const { onlineMeetingNotices } = await import("./online-meetings.table");
    await t.handle.db.insert(onlineMeetingNotices).values([
      {
        onlineGeneralMeetingSeq: m.online.onlineGeneralMeetingSeq,
        message: "첫 공지",
        createdAt: new Date(Date.now() - 1000),
      },
      { onlineGeneralMeetingSeq: m.online.onlineGeneralMeetingSeq, message: "잠시 후 투표를 시작합니다" },
    ]);
    await afterCache();
    const watch = (await call(auth, "GET", "/watch", m.code)).json().data;
    expect(watch.latestNotice.message).toBe("잠시 후 투표를 시작합니다");
    const notices = (await call(auth, "GET", "/notices", m.code)).json().data as { message: string }[];
    expect(notices.map((n) => n.message)).toEqual(["잠시 후 투표를 시작합니다", "첫 공지"]);
    await t.handle.db.execute(
      (await import("drizzle-orm")).sql`update meets set meet_status = 'COMPLETE' where meet_seq = ${m.meetSeq}`,
    );
    await afterCache();
    expect((await call(auth, "GET", "/watch", m.code)).json().data.phase).toBe("ENDED");
    const late = await call(auth, "POST", "/speeches", m.code, { speechCategory: "VOICE" });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(V.ended);
  });
});

describe("opinions and requests to speak", () => {
  it("sends opinions (150 characters) and shows the staff's answers to their author only", async () => {
    const m = await onlineMeeting();
    const a = await attendeeSession(t, m.code, PEOPLE[1]!, OWNER_PHONE);
    const b = await attendeeSession(t, m.code, PEOPLE[3]!, OWNER_PHONE);
    await call(a, "POST", "/join", m.code);
    await call(b, "POST", "/join", m.code);
    const tooLong = await call(a, "POST", "/opinions", m.code, { comment: "가".repeat(151) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(V.opinionMax);
    const empty = await call(a, "POST", "/opinions", m.code, { comment: "   " });
    expect(empty.json().message).toBe(V.opinionRequired);
    const sent = await call(a, "POST", "/opinions", m.code, { comment: "가".repeat(150) });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ status: "PENDING", answer: null });
    await t.handle.db
      .update(onlineMeetingOpinions)
      .set({ status: "COMPLETED", answer: "답변드립니다", answeredAt: new Date() })
      .where(eq(onlineMeetingOpinions.opinionSeq, sent.json().data.opinionSeq));
    const mine = (await call(a, "GET", "/opinions", m.code)).json().data;
    expect(mine).toMatchObject([{ status: "COMPLETED", answer: "답변드립니다" }]);
    expect((await call(b, "GET", "/opinions", m.code)).json().data).toEqual([]);
  });

  it("requests to speak once at a time, cancels a REQUESTED one, connects an approved one", async () => {
    const m = await onlineMeeting();
    const a = await attendeeSession(t, m.code, PEOPLE[3]!, OWNER_PHONE);
    await call(a, "POST", "/join", m.code);
    const bad = await call(a, "POST", "/speeches", m.code, { speechCategory: "VIDEO" });
    expect(bad.json().message).toBe(V.speechCategory);
    const first = await call(a, "POST", "/speeches", m.code, { speechCategory: "VOICE" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.status).toBe("REQUESTED");
    const second = await call(a, "POST", "/speeches", m.code, { speechCategory: "PHONE" });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(V.speechOpen);
    const cancelled = await call(a, "POST", `/speeches/${first.json().data.speechSeq}/cancel`, m.code);
    expect(cancelled.json().data.status).toBe("CANCELED");

    const phone = (await call(a, "POST", "/speeches", m.code, { speechCategory: "PHONE" })).json().data;
    expect((await call(a, "POST", `/speeches/${phone.speechSeq}/connect`, m.code)).json().message).toBe(
      V.speechNotConnectable,
    );
    // The staff's 발언승인 (the console side) makes it PENDING.
    await t.handle.db
      .update(onlineMeetingSpeeches)
      .set({ status: "PENDING" })
      .where(eq(onlineMeetingSpeeches.speechSeq, phone.speechSeq));
    const cancelApproved = await call(a, "POST", `/speeches/${phone.speechSeq}/cancel`, m.code);
    expect(cancelApproved.statusCode).toBe(400);
    expect(cancelApproved.json().message).toBe(V.speechNotCancelable);
    const connected = await call(a, "POST", `/speeches/${phone.speechSeq}/connect`, m.code);
    expect(connected.json().data.status).toBe("SPEAKING");
    expect((await call(a, "GET", "/me", m.code)).json().data.speech).toMatchObject({
      speechSeq: phone.speechSeq,
      status: "SPEAKING",
      speechCategory: "PHONE",
    });
    // Another attendee cannot touch it.
    const b = await attendeeSession(t, m.code, PEOPLE[1]!, OWNER_PHONE);
    await call(b, "POST", "/join", m.code);
    expect((await call(b, "POST", `/speeches/${phone.speechSeq}/cancel`, m.code)).statusCode).toBe(404);
  });
});

describe("the online vote", () => {
  it("opens only while VOTING, checks the choices like the e-vote ballot, one ballot per voter", async () => {
    const m = await onlineMeeting();
    const voter = m.participants[1]!;
    const a = await attendeeSession(t, m.code, PEOPLE[1]!, OWNER_PHONE);
    await call(a, "POST", "/join", m.code);
    const ballot = (await call(a, "GET", "/ballot", m.code)).json().data;
    expect(ballot).toMatchObject({ voteStatus: "PENDING", isVotable: false });
    const choices = validChoices(ballot);
    const early = await call(a, "POST", "/ballot", m.code, { choices });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(V.notVoting);

    await setOnline(t.handle.db, m.online.onlineGeneralMeetingSeq, { voteStatus: "VOTING", voteStartedAt: new Date() });
    await afterCache();
    expect((await call(a, "GET", "/ballot", m.code)).json().data).toMatchObject({
      voteStatus: "VOTING",
      isVotable: true,
    });
    const missing = await call(a, "POST", "/ballot", m.code, { choices: choices.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(B.agendaMissing(1));

    const cast = await call(a, "POST", "/ballot", m.code, { choices });
    expect(cast.statusCode, cast.body).toBe(200);
    expect(cast.json().data.receiptCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const again = await call(a, "POST", "/ballot", m.code, { choices });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(B.alreadyVoted);

    const ballots = await t.handle.db.select().from(meetBallots).where(eq(meetBallots.meetSeq, m.meetSeq));
    expect(ballots).toHaveLength(1);
    expect(ballots[0]).toMatchObject({ channel: "ONLINE", meetParticipantSeq: voter.meetParticipantSeq });
    const stored = await t.handle.db.select().from(meetBallotChoices).where(eq(meetBallotChoices.meetSeq, m.meetSeq));
    expect(stored).toHaveLength(choices.length);
    expect(stored.every((c) => c.channel === "ONLINE")).toBe(true);
    expect(await voterRow(t.handle.db, voter.meetParticipantSeq)).toMatchObject({
      voteCategory: "ONLINE_VOTED",
      attendanceCategory: "ONLINE",
    });
    const events = await t.handle.db
      .select()
      .from(auditEventQueue)
      .where(
        and(
          eq(auditEventQueue.unionSeq, UNION_1),
          eq(auditEventQueue.subject, `meet:${m.meetSeq}/participant:${voter.meetParticipantSeq}`),
        ),
      );
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ channel: "ONLINE" });
    expect((await call(a, "GET", "/me", m.code)).json().data).toMatchObject({ channel: "ONLINE" });
    expect((await call(a, "GET", "/ballot", m.code)).json().data).toMatchObject({
      isVotable: false,
      channel: "ONLINE",
    });
  });

  it("refuses an attendee who has not joined", async () => {
    const m = await onlineMeeting({ voteStatus: "VOTING", voteStartedAt: new Date() });
    const a = await attendeeSession(t, m.code, PEOPLE[2]!, OWNER_PHONE);
    const ballot = (await call(a, "GET", "/ballot", m.code)).json().data;
    const cast = await call(a, "POST", "/ballot", m.code, { choices: validChoices(ballot) });
    expect(cast.statusCode).toBe(400);
    expect(cast.json().message).toBe(V.notJoined);
  });

  it("lands one ballot of 20 concurrent casts across ONLINE and ELECTRONIC", async () => {
    const m = await onlineMeeting({ voteStatus: "VOTING", voteStartedAt: new Date() });
    const voter = m.participants[3]!;
    const online = await attendeeSession(t, m.code, PEOPLE[3]!, OWNER_PHONE);
    await call(online, "POST", "/join", m.code);
    const [link] = await insertBallotLinks(t.handle.db, [voter]);
    const evote = await voterSession(t, link!, PEOPLE[3]!, OWNER_PHONE);
    const choices = validChoices((await call(online, "GET", "/ballot", m.code)).json().data);
    const casts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? call(online, "POST", "/ballot", m.code, { choices })
          : voterCall(t, evote, "POST", `/v1/owner/meetings/${link}/ballot`, { choices }),
      ),
    );
    const codes = casts.map((r) => r.statusCode);
    expect(
      codes.filter((c) => c === 200),
      codes.join(","),
    ).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const ballots = await t.handle.db
      .select()
      .from(meetBallots)
      .where(eq(meetBallots.meetParticipantSeq, voter.meetParticipantSeq));
    expect(ballots).toHaveLength(1);
    const stored = await t.handle.db.select().from(meetBallotChoices).where(eq(meetBallotChoices.meetSeq, m.meetSeq));
    expect(stored).toHaveLength(choices.length);
  });
});
