import { ERROR_CODES, LIVE_STREAM_MESSAGES as M } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { withoutMenu } from "../../test/without-menu";
import { consoleCall, openConsoleApp } from "../consents/consents-test-support";
import { meets } from "./meetings.table";
import { insertMeet, type MeetFixture } from "./meetings-test-support";

let t: TestApp;
let member: Session;
let supervisor: Session;
let owners: number[];

beforeAll(async () => {
  const people = Array.from({ length: 3 }, (_, i) => ({ name: `중계${i + 1}`, birth: `1971020${i + 1}` }));
  ({ t, member, supervisor, owners } = await openConsoleApp(people, 8800));
});
afterAll(() => t.close());

type Method = "GET" | "PUT" | "DELETE";
const call = (method: Method, meetSeq: number, payload?: object, unionSeq = UNION_1, session = supervisor) =>
  consoleCall(t, { method, url: `/v1/meets/${meetSeq}/live-stream`, payload, session, unionSeq });
const newMeet = (over: Partial<MeetFixture> = {}) =>
  insertMeet(t.handle.db, { unionSeq: UNION_1, unionRegisterSeqs: owners, ...over });
const storedUrl = async (meetSeq: number) =>
  (await t.handle.db.select().from(meets).where(eq(meets.meetSeq, meetSeq)))[0]!.liveStreamUrl;

const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

describe("/v1/meets/{meetSeq}/live-stream", () => {
  it("reads null, registers a link, replaces it, reads it back and deletes it", async () => {
    const { meetSeq } = await newMeet();
    expect((await call("GET", meetSeq)).json()).toEqual({ status: 200, data: { url: null } });

    const put = await call("PUT", meetSeq, { url: ` ${YOUTUBE} ` });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toEqual({ url: YOUTUBE });
    expect(await storedUrl(meetSeq)).toBe(YOUTUBE);

    const naver = "https://tv.naver.com/l/123456";
    expect((await call("PUT", meetSeq, { url: naver })).statusCode).toBe(200);
    expect((await call("GET", meetSeq)).json().data).toEqual({ url: naver });

    const removed = await call("DELETE", meetSeq);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ url: null });
    expect(await storedUrl(meetSeq)).toBeNull();
  });

  it.each([
    "",
    "youtube.com/watch?v=dQw4w9WgXcQ",
    "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=short",
    "https://example.com/live/stream.m3u8",
    "https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "javascript:alert(1)",
  ])("refuses %j with the spec's URL message", async (url) => {
    const { meetSeq } = await newMeet();
    const response = await call("PUT", meetSeq, { url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ERROR_CODES.VALIDATION, message: M.urlInvalid });
    expect(await storedUrl(meetSeq)).toBeNull();
  });

  it("refuses a missing url with the same message", async () => {
    const { meetSeq } = await newMeet();
    const response = await call("PUT", meetSeq, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.urlInvalid);
  });

  it("only a mixed meeting has a relay, and only while BEFORE or PROCESS", async () => {
    const electronic = await newMeet({ method: "ELECTRONIC" });
    expect((await call("PUT", electronic.meetSeq, { url: YOUTUBE })).json().message).toBe(M.notRelayMethod);
    for (const status of ["COUNTING", "COMPLETE"] as const) {
      const { meetSeq } = await newMeet({ status });
      const response = await call("PUT", meetSeq, { url: YOUTUBE });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(M.closed);
      expect((await call("DELETE", meetSeq)).json().message).toBe(M.closed);
    }
    const before = await newMeet({ status: "BEFORE" });
    expect((await call("PUT", before.meetSeq, { url: YOUTUBE })).statusCode).toBe(200);
  });

  it("another union's meeting is not found through this union, and its link is untouched", async () => {
    const other = await insertMeet(t.handle.db, { unionSeq: UNION_2, voters: 0, unionRegisterSeqs: [] });
    await t.handle.db.update(meets).set({ liveStreamUrl: YOUTUBE }).where(eq(meets.meetSeq, other.meetSeq));
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const response = await call(method, other.meetSeq, method === "PUT" ? { url: YOUTUBE } : undefined);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().data).toBeUndefined();
    }
    expect(await storedUrl(other.meetSeq)).toBe(YOUTUBE);
    // Naming the other union in the header: the member does not manage it.
    expect((await call("GET", other.meetSeq, undefined, UNION_2, member)).statusCode).toBe(403);
  });

  it("needs the meetings menu (M1004): reads need its read grant, changes its write grant", async () => {
    const { meetSeq } = await newMeet();
    // The member's group reads M1004 but does not manage it.
    expect((await call("GET", meetSeq, undefined, UNION_1, member)).statusCode).toBe(200);
    for (const [method, payload] of [
      ["PUT", { url: YOUTUBE }],
      ["DELETE", undefined],
    ] as const) {
      const response = await call(method, meetSeq, payload, UNION_1, member);
      expect(response.statusCode, method).toBe(403);
      expect(response.json().code).toBe(ERROR_CODES.PERMISSION_DENIED);
    }
    await withoutMenu(t, member, UNION_1, "M1004", async () => {
      expect((await call("GET", meetSeq, undefined, UNION_1, member)).statusCode).toBe(403);
    });
    expect(await storedUrl(meetSeq)).toBeNull();
    const anonymous = await t.app.inject({ method: "GET", url: `/v1/meets/${meetSeq}/live-stream` });
    expect(anonymous.statusCode).toBe(401);
  });
});
