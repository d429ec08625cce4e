import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Session, type TestApp, UNION_1 } from "../../test/test-app";
import { waitFor } from "../../test/wait-for";
import { consoleCall, openConsoleApp } from "../consents/consents-test-support";
import { meetElectronicVotes, meetOnsiteVotes, meets } from "./meetings.table";
import { MEET_SWEEP_JOB, startMeetIfDue, sweepDueMeets } from "./meetings-lifecycle";
import { DAY, HOUR, type MeetFiles, meetBody, uploadMeetFiles } from "./meets-open-test-support";

let t: TestApp;
let supervisor: Session;
let owners: number[];
let files: MeetFiles;

beforeAll(async () => {
  ({ t, supervisor, owners } = await openConsoleApp([{ name: "홍길동", birth: "19600101" }], 8300));
  files = await uploadMeetFiles(t, supervisor, UNION_1);
});
afterAll(() => t.close());

const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const open = async (body: object) => {
  const response = await consoleCall(t, { method: "POST", url: "/v1/meets", payload: body, session: supervisor });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.meetSeq as number;
};
const statusOf = async (meetSeq: number) =>
  (await t.handle.db.select({ s: meets.meetStatus }).from(meets).where(eq(meets.meetSeq, meetSeq)))[0]!.s;
const becomes = (meetSeq: number, status: string) =>
  waitFor(async () => (await statusOf(meetSeq)) === status, { what: `meeting ${meetSeq} ${status}` });

describe("meeting lifecycle (BEFORE → PROCESS)", () => {
  it("starts an ONSITE_ELECTRONIC meeting by the job queued at opening, at the earlier of the e-vote and written starts", async () => {
    const base = meetBody(files, owners);
    const meetSeq = await open({
      ...base,
      electronicVote: { ...base.electronicVote!, voteStartAt: at(HOUR) },
      onsiteVote: { ...base.onsiteVote!, submissionStartAt: at(2500) },
    });
    expect(await statusOf(meetSeq)).toBe("BEFORE");
    await becomes(meetSeq, "PROCESS");
  });

  it("starts an ELECTRONIC meeting at the e-vote start and an ONSITE one at the written submission start", async () => {
    const base = meetBody(files, owners);
    const electronic = await open({
      ...base,
      meetMethod: "ELECTRONIC",
      onsiteVote: null,
      electronicVote: { ...base.electronicVote!, voteStartAt: at(2000) },
    });
    const onsite = await open({
      ...base,
      meetMethod: "ONSITE",
      electronicVote: null,
      onsiteVote: { ...base.onsiteVote!, submissionStartAt: at(2000) },
    });
    await becomes(electronic, "PROCESS");
    await becomes(onsite, "PROCESS");
  });

  it("does not start before its time, and does nothing to a meeting already started", async () => {
    const meetSeq = await open(meetBody(files, owners));
    expect(await startMeetIfDue(t.handle.db, meetSeq)).toBe("BEFORE");
    expect(await startMeetIfDue(t.handle.db, meetSeq, new Date(Date.now() + 2 * HOUR))).toBe("PROCESS");
    expect(await startMeetIfDue(t.handle.db, meetSeq, new Date(Date.now() + 2 * HOUR))).toBe("PROCESS");
    expect(await startMeetIfDue(t.handle.db, 987_654)).toBeNull();
  });

  it("the sweep starts every BEFORE meeting whose start passed without its job", async () => {
    const late = await open(meetBody(files, owners));
    const ahead = await open(meetBody(files, owners));
    // Times moved behind the jobs' backs: no job is queued for them.
    await t.handle.db
      .update(meetElectronicVotes)
      .set({ voteStartAt: new Date(Date.now() - HOUR) })
      .where(eq(meetElectronicVotes.meetSeq, late));
    await t.handle.db
      .update(meetOnsiteVotes)
      .set({ submissionStartAt: new Date(Date.now() + DAY) })
      .where(eq(meetOnsiteVotes.meetSeq, late));
    expect(await sweepDueMeets(t.handle.db, new Date(Date.now() - 2 * HOUR))).toBe(0);
    await t.jobs.send(MEET_SWEEP_JOB, {});
    await becomes(late, "PROCESS");
    expect(await statusOf(ahead)).toBe("BEFORE");
  });
});
