import { BALLOT_MESSAGES as B, OWNER_MESSAGES as M } from "@johap/contracts";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { ownerVerifications } from "../consents/consents.table";
import { AGENT_PHONE, ageCodes, confirm, lastCodeTo, OWNER_PHONE } from "../consents/owner-consents-test-support";
import { meetElectronicVotes, meetEvoteSends, meetParticipants, meets } from "./meetings.table";
import { insertMeet } from "./meetings-test-support";
import {
  addVoterOwners,
  identifyVoter,
  insertBallotLinks,
  voterCall,
  voterSession,
} from "./owner-meetings-test-support";

let t: TestApp;
let owners: number[];

const PEOPLE = [
  { name: "홍길동", birth: "19600101", agent: { name: "홍대리", birth: "19900909" } },
  { name: "김영희", birth: "19700202" },
  { name: "이철수", birth: "19800303" },
];
const HONG = { name: "홍길동", birth: "19600101" };
const KIM = { name: "김영희", birth: "19700202" };

beforeAll(async () => {
  t = await createTestApp();
  owners = await addVoterOwners(t.handle.db, UNION_1, PEOPLE, 8100);
});
afterAll(() => t.close());

async function meetingWithLinks(over: Parameters<typeof insertMeet>[1] extends infer O ? Partial<O> : never = {}) {
  const { meet, participants } = await insertMeet(t.handle.db, {
    unionSeq: UNION_1,
    unionRegisterSeqs: owners,
    ...over,
  });
  const tokens = await insertBallotLinks(t.handle.db, participants);
  return { meet, participants, tokens };
}

describe("GET /v1/owner/meetings/{linkToken} (public intro)", () => {
  it("shows the meeting's public facts and whether the e-vote is open, without any voter", async () => {
    const { tokens } = await meetingWithLinks({ name: "2026년 임시총회" });
    const response = await t.app.inject({ url: `/v1/owner/meetings/${tokens[0]}` });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ name: "2026년 임시총회", meetStatus: "PROCESS", phase: "OPEN" });
    expect(data.receiptsPath).toMatch(/^\/m\/r\/[A-Za-z0-9_-]{6,32}$/);
    expect(JSON.stringify(data)).not.toContain("홍길동");
  });

  it("answers 404 for an unknown token and 410 새 링크가 발송되었습니다 for a cancelled one", async () => {
    const unknown = await t.app.inject({ url: "/v1/owner/meetings/NoSuchToken123" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(B.linkNotFound);
    const { participants } = await meetingWithLinks();
    const [cancelled] = await insertBallotLinks(t.handle.db, participants.slice(0, 1), { status: "CANCELLED" });
    const gone = await t.app.inject({ url: `/v1/owner/meetings/${cancelled}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(B.linkReplaced);
  });

  it("answers a meeting's changed facts at once although they are held in memory (the change feed forgets them)", async () => {
    const { meet, tokens } = await meetingWithLinks({ name: "기억되는 총회" });
    const intro = () => t.app.inject({ url: `/v1/owner/meetings/${tokens[0]}` }).then((r) => r.json().data);
    expect(await intro()).toMatchObject({ name: "기억되는 총회", phase: "OPEN" });
    await t.handle.db
      .update(meets)
      .set({ name: "바뀐 총회", meetStatus: "COUNTING" })
      .where(eq(meets.meetSeq, meet.meetSeq));
    expect(await intro()).toMatchObject({ name: "바뀐 총회", meetStatus: "COUNTING", phase: "CLOSED" });
    const later = new Date(Date.now() + 86_400_000);
    await t.handle.db
      .update(meetElectronicVotes)
      .set({ voteEndAt: later })
      .where(eq(meetElectronicVotes.meetSeq, meet.meetSeq));
    expect((await intro()).voteEndAt).toBe(later.toISOString());
  });

  it("says BEFORE before the e-vote starts and CLOSED once it ended", async () => {
    const before = await meetingWithLinks({ status: "BEFORE" });
    expect((await t.app.inject({ url: `/v1/owner/meetings/${before.tokens[0]}` })).json().data.phase).toBe("BEFORE");
    const ended = await meetingWithLinks({ status: "COMPLETE" });
    expect((await t.app.inject({ url: `/v1/owner/meetings/${ended.tokens[0]}` })).json().data.phase).toBe("CLOSED");
  });
});

describe("POST /v1/owner/meetings/{linkToken}/opened", () => {
  it("sets the delivery's openedAt and the voter OPENED once; a voter who voted stays VOTED", async () => {
    const { participants, tokens } = await meetingWithLinks();
    const first = await t.app.inject({ method: "POST", url: `/v1/owner/meetings/${tokens[0]}/opened` });
    expect(first.statusCode, first.body).toBe(200);
    const [send] = await t.handle.db.select().from(meetEvoteSends).where(eq(meetEvoteSends.linkToken, tokens[0]!));
    expect(send!.openedAt).not.toBeNull();
    const [voter] = await t.handle.db
      .select()
      .from(meetParticipants)
      .where(eq(meetParticipants.meetParticipantSeq, participants[0]!.meetParticipantSeq));
    expect(voter!.evoteProgressStatus).toBe("OPENED");
    const openedAt = voter!.openedAt;
    await t.app.inject({ method: "POST", url: `/v1/owner/meetings/${tokens[0]}/opened` });
    const [again] = await t.handle.db.select().from(meetEvoteSends).where(eq(meetEvoteSends.linkToken, tokens[0]!));
    expect(again!.openedAt).toEqual(send!.openedAt);

    await t.handle.db
      .update(meetParticipants)
      .set({ evoteProgressStatus: "VOTED" })
      .where(eq(meetParticipants.meetParticipantSeq, participants[1]!.meetParticipantSeq));
    await t.app.inject({ method: "POST", url: `/v1/owner/meetings/${tokens[1]}/opened` });
    const [voted] = await t.handle.db
      .select()
      .from(meetParticipants)
      .where(eq(meetParticipants.meetParticipantSeq, participants[1]!.meetParticipantSeq));
    expect(voted!.evoteProgressStatus).toBe("VOTED");
    expect(openedAt).not.toBeNull();
  });
});

describe("identity on a ballot link (scope MEETING)", () => {
  it("refuses a wrong name or a wrong birth with one message, and another voter's details on this link", async () => {
    const { tokens } = await meetingWithLinks();
    for (const body of [
      { name: "홍길순", birth: "19600101" },
      { name: "홍길동", birth: "19600102" },
      KIM, // the right person, but the link is 홍길동's
    ]) {
      const response = await identifyVoter(t, tokens[0]!, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(M.identityMismatch);
    }
  });

  it("texts an e-vote code and refuses a wrong code, then an expired one; the right code gives a MEETING token", async () => {
    const { meet, tokens } = await meetingWithLinks();
    await ageCodes(t);
    const started = await identifyVoter(t, tokens[0]!, HONG);
    expect(started.statusCode, started.body).toBe(200);
    const { verificationId } = started.json().data;
    const code = await lastCodeTo(t, OWNER_PHONE);
    const wrong = await confirm(t, verificationId, code === "000000" ? "111111" : "000000");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.codeMismatch(4));
    await t.handle.db
      .update(ownerVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ownerVerifications.verificationId, verificationId));
    const expired = await confirm(t, verificationId, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(M.codeExpired);

    const [row] = await t.handle.db
      .select()
      .from(ownerVerifications)
      .orderBy(desc(ownerVerifications.verificationSeq))
      .limit(1);
    expect(row).toMatchObject({ scopeType: "MEETING", scopeSeq: meet.meetSeq });

    const auth = await voterSession(t, tokens[0]!, HONG, OWNER_PHONE);
    const me = await voterCall(t, auth, "GET", `/v1/owner/meetings/${tokens[0]}/me`);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.voter).toMatchObject({ signerType: "OWNER", name: "홍길동", isVotable: true, votedAt: null });
  });

  it("lets the agent identify with the agent's details; the code goes to the agent's phone", async () => {
    const { tokens } = await meetingWithLinks();
    const auth = await voterSession(t, tokens[0]!, { name: "홍대리", birth: "19900909" }, AGENT_PHONE);
    const me = (await voterCall(t, auth, "GET", `/v1/owner/meetings/${tokens[0]}/me`)).json().data;
    expect(me.voter).toMatchObject({ signerType: "AGENT", name: "홍대리", ownerName: "홍길동" });
  });

  it("refuses a voter's token on another voter's link, another meeting's link, and a staff-less call", async () => {
    const a = await meetingWithLinks();
    const b = await meetingWithLinks();
    const auth = await voterSession(t, a.tokens[0]!, HONG, OWNER_PHONE);
    const otherVoter = await voterCall(t, auth, "GET", `/v1/owner/meetings/${a.tokens[1]}/me`);
    expect(otherVoter.statusCode).toBe(403);
    expect(otherVoter.json().message).toBe(B.scopeMismatch);
    const otherMeeting = await voterCall(t, auth, "GET", `/v1/owner/meetings/${b.tokens[0]}/me`);
    expect(otherMeeting.statusCode).toBe(403);
    const none = await t.app.inject({ url: `/v1/owner/meetings/${a.tokens[0]}/me` });
    expect(none.statusCode).toBe(401);
  });

  it("refuses a voter deleted from the roll (410) and shows the meeting's files and agendas to a live one", async () => {
    const { participants, tokens } = await meetingWithLinks();
    const auth = await voterSession(t, tokens[1]!, KIM, OWNER_PHONE);
    const me = (await voterCall(t, auth, "GET", `/v1/owner/meetings/${tokens[1]}/me`)).json().data;
    expect(me.agendas.map((a: { name: string }) => a.name)).toEqual(["조합 정관 변경의 건", "조합장 선출의 건"]);
    expect(me.agendas[1].candidates).toHaveLength(3);
    expect(me.meeting.place).toContain("세종대로");
    await t.handle.db
      .update(meetParticipants)
      .set({ deletedAt: new Date() })
      .where(eq(meetParticipants.meetParticipantSeq, participants[1]!.meetParticipantSeq));
    const gone = await voterCall(t, auth, "GET", `/v1/owner/meetings/${tokens[1]}/me`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(B.voterGone);
  });

  it("never opens another union's meeting through a token minted for this union", async () => {
    const other = await addVoterOwners(t.handle.db, UNION_2, [{ name: "박민수", birth: "19550505" }], 8200);
    const { meet, participants } = await insertMeet(t.handle.db, { unionSeq: UNION_2, unionRegisterSeqs: other });
    const [token] = await insertBallotLinks(t.handle.db, participants);
    const ours = await meetingWithLinks();
    const auth = await voterSession(t, ours.tokens[0]!, HONG, OWNER_PHONE);
    const response = await voterCall(t, auth, "GET", `/v1/owner/meetings/${token}/me`);
    expect(response.statusCode).toBe(403);
    const [stored] = await t.handle.db.select().from(meets).where(eq(meets.meetSeq, meet.meetSeq));
    expect(stored!.unionSeq).toBe(UNION_2);
  });
});
