import { MEET_RESULT_MESSAGES as R } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Session, TestApp } from "../../test/test-app";
import { UNION_1 } from "../../test/test-app";
import { consoleCall, openConsoleApp } from "../consents/consents-test-support";
import { insertOnlineMeeting, setOnline } from "../online-meetings/owner-online-test-support";
import { endEvote } from "./meet-results-test-support";
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
