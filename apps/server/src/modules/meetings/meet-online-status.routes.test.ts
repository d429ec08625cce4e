import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { addConsentOwners, consoleCall, openConsoleApp } from "../consents/consents-test-support";
import { onlineGeneralMeetings } from "../online-meetings/online-meetings.table";
import { insertMeet, THREE_OWNERS } from "./meetings-test-support";

let t: TestApp;
let member: Session;
let admin: Session;
let owners: number[];

beforeAll(async () => {
  ({ t, member, supervisor: admin, owners } = await openConsoleApp(THREE_OWNERS, 9970));
});
afterAll(() => t.close());

const status = (meetSeq: number, session = admin) =>
  consoleCall(t, { url: `/v2/general-meetings/${meetSeq}/online-general-meetings/status`, session });

describe("GET /v2/general-meetings/{id}/online-general-meetings/status", () => {
  it("answers PENDING without an online meeting, and in progress while it broadcasts or votes", async () => {
    const { meetSeq } = await insertMeet(t.handle.db, {
      unionSeq: UNION_1,
      method: "ONSITE",
      status: "PROCESS",
      unionRegisterSeqs: owners,
    });
    const none = await status(meetSeq);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toEqual({
      onlineGeneralMeetingSeq: null,
      serviceStatus: "PENDING",
      streamingStatus: null,
      voteStatus: "PENDING",
      isInProgress: false,
    });

    await t.handle.db
      .insert(onlineGeneralMeetings)
      .values({ meetSeq, unionSeq: UNION_1, serviceStatus: "CANCELED", canceledAt: new Date() });
    expect((await status(meetSeq)).json().data.serviceStatus).toBe("PENDING");

    const [row] = await t.handle.db
      .insert(onlineGeneralMeetings)
      .values({ meetSeq, unionSeq: UNION_1, serviceStatus: "CREATED", streamingStatus: "BROADCASTING" })
      .returning();
    expect((await status(meetSeq)).json().data).toEqual({
      onlineGeneralMeetingSeq: row!.onlineGeneralMeetingSeq,
      serviceStatus: "CREATED",
      streamingStatus: "BROADCASTING",
      voteStatus: "PENDING",
      isInProgress: true,
    });
    // A member with the meetings menu reads it too; it changes nothing.
    expect((await status(meetSeq, member)).statusCode).not.toBe(404);
  });

  it("refuses another union's meeting with 404", async () => {
    const foreign = await addConsentOwners(t.handle.db, UNION_2, [{ name: "남의조합", birth: "19600101" }], 9975);
    const other = await insertMeet(t.handle.db, { unionSeq: UNION_2, status: "PROCESS", unionRegisterSeqs: foreign });
    expect((await status(other.meetSeq)).statusCode).toBe(404);
  });
});
