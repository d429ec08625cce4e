import { MEET_RESULT_MESSAGES as R } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Session, TestApp } from "../../test/test-app";
import { UNION_1 } from "../../test/test-app";
import { consoleCall, openConsoleApp } from "../consents/consents-test-support";
import { onlineMeetingViewers } from "../online-meetings/online-meetings.table";
import { insertOnlineMeeting, setOnline } from "../online-meetings/owner-online-test-support";
import { withUnsubmittedOnline } from "./meet-online-progress";
import { castBallot, endEvote } from "./meet-results-test-support";
import { meets } from "./meetings.table";
import { insertMeet, MEET_PASSWORD } from "./meetings-test-support";

let t: TestApp;
let supervisor: Session;
let owners: number[];

beforeAll(async () => {
  const people = Array.from({ length: 4 }, (_, i) => ({ name: `온라인${i + 1}`, birth: `1975040${i + 1}` }));
  ({ t, supervisor, owners } = await openConsoleApp(people, 8800));
});
afterAll(() => t.close());

const call = (method: "GET" | "PATCH", url: string, payload?: object) =>
  consoleCall(t, { method, url, payload, session: supervisor });
const toCounting = (meetSeq: number) =>
  call("PATCH", `/v1/meets/${meetSeq}/status`, { status: "COUNTING", password: MEET_PASSWORD, isAgreed: true });

describe("개표 결과 입력하기 while an online meeting is in progress (spec 03 §4)", () => {
  for (const method of ["ONSITE", "ONSITE_ELECTRONIC"] as const) {
    it(`${method}: refused while on air or voting, allowed once it ends; GET /vote/result tells the web`, async () => {
      const { meetSeq } = await insertMeet(t.handle.db, { unionSeq: UNION_1, unionRegisterSeqs: owners, method });
      if (method === "ONSITE_ELECTRONIC") await endEvote(t.handle.db, meetSeq);
      const online = await insertOnlineMeeting(t.handle.db, { meetSeq, unionSeq: UNION_1 });
      const seq = online.onlineGeneralMeetingSeq;

      expect((await call("GET", `/v1/meets/${meetSeq}/vote/result`)).json().data.online).toEqual({
        isVoting: false,
        isBroadcasting: true,
      });
      const onAir = await toCounting(meetSeq);
      expect(onAir.statusCode).toBe(400);
      expect(onAir.json().message).toBe(R.onlineBroadcasting);

      await setOnline(t.handle.db, seq, { voteStatus: "VOTING", voteStartedAt: new Date() });
      const voting = await toCounting(meetSeq);
      expect(voting.statusCode).toBe(400);
      expect(voting.json().message).toBe(R.onlineVoting);
      expect((await call("GET", `/v1/meets/${meetSeq}/vote/result`)).json().data.online).toEqual({
        isVoting: true,
        isBroadcasting: true,
      });

      await setOnline(t.handle.db, seq, { voteStatus: "PENDING", voteEndedAt: new Date(), streamingStatus: "STOPPED" });
      const ended = await toCounting(meetSeq);
      expect(ended.statusCode, ended.body).toBe(200);
      expect((await t.handle.db.select().from(meets).where(eq(meets.meetSeq, meetSeq)))[0]!.meetStatus).toBe(
        "COUNTING",
      );
    });
  }

  it("ignores a cancelled application", async () => {
    const { meetSeq } = await insertMeet(t.handle.db, {
      unionSeq: UNION_1,
      unionRegisterSeqs: owners,
      method: "ONSITE",
    });
    await insertOnlineMeeting(
      t.handle.db,
      { meetSeq, unionSeq: UNION_1 },
      { canceledAt: new Date(), serviceStatus: "CANCELED" },
    );
    expect((await toCounting(meetSeq)).statusCode).toBe(200);
  });
});

describe("the online result: unsubmitted attendees once the online vote closes (spec 03 §4)", () => {
  it("counts them as 기권 on against agendas and 무효 on select ones, in the tally chain and the results", async () => {
    const m = await insertMeet(t.handle.db, { unionSeq: UNION_1, unionRegisterSeqs: owners, method: "ONSITE" });
    const online = await insertOnlineMeeting(t.handle.db, { meetSeq: m.meetSeq, unionSeq: UNION_1 });
    const seq = online.onlineGeneralMeetingSeq;
    // Three attendees joined; one voted online, one had voted electronically before, one cast nothing.
    await t.handle.db
      .insert(onlineMeetingViewers)
      .values(
        m.participants
          .slice(0, 3)
          .map((p) => ({ onlineGeneralMeetingSeq: seq, meetParticipantSeq: p.meetParticipantSeq, name: p.name })),
      );
    await castBallot(t.handle.db, m.meetSeq, m.seqs[0]!, ["YES", 1], "ONLINE");
    await castBallot(t.handle.db, m.meetSeq, m.seqs[1]!, ["NO", 0], "ELECTRONIC");
    const onlineResult = async () => (await call("GET", `/v1/meets/${m.meetSeq}/online-vote/result`)).json().data;

    await setOnline(t.handle.db, seq, { voteStatus: "VOTING", voteStartedAt: new Date() });
    expect(await onlineResult()).toMatchObject({ votedCount: 1, unsubmittedCount: 0 });

    await setOnline(t.handle.db, seq, { voteStatus: "PENDING", voteEndedAt: new Date() });
    const closed = await onlineResult();
    expect(closed).toMatchObject({ votedCount: 1, unsubmittedCount: 1 });
    const [against, select] = closed.agendas;
    expect(against.candidates[0].counts).toMatchObject({ yesCount: 1, abstentionCount: 1, totalCount: 2 });
    expect(select.candidates.map((c: { counts: { selectedCount: number } }) => c.counts.selectedCount)).toEqual([
      0, 1, 0,
    ]);
    expect(select.candidates[1].counts.totalCount).toBe(2);

    const result = (await call("GET", `/v1/meets/${m.meetSeq}/vote/result`)).json().data;
    expect(result.agendas[0].candidates[0].online).toMatchObject({ yesCount: 1, abstentionCount: 1, totalCount: 2 });
    expect(result.agendas[1].candidates[1].online).toMatchObject({ selectedCount: 1, totalCount: 2 });
  });

  it("adds nothing without unsubmitted attendees", () => {
    const agendas = [{ voteForm: "AGAINST" as const, candidates: [{ candidateSeq: 1 }] }];
    const same = withUnsubmittedOnline(agendas, { ONLINE: 2 }, [], 0);
    expect(same).toEqual({ ballots: { ONLINE: 2 }, choices: [] });
    expect(withUnsubmittedOnline(agendas, {}, [], 3)).toEqual({
      ballots: { ONLINE: 3 },
      choices: [{ channel: "ONLINE", candidateSeq: 1, choice: "ABSTAIN", count: 3 }],
    });
  });
});
