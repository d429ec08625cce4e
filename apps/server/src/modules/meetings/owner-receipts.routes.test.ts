import { ERROR_CODES, formatReceiptCode, RECEIPT_MESSAGES as M } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { addConsentOwners, consoleHeaders, HOUR, openConsoleApp } from "../consents/consents-test-support";
import { newReceiptCode, receiptHashOf } from "./meet-ballots.service";
import { meetResults } from "./meet-results.table";
import { meetBallots, meetElectronicVotes, meets } from "./meetings.table";
import { insertMeet, type MeetFixture } from "./meetings-test-support";

let t: TestApp;
let supervisor: Session;
let owners: number[];
let address = 0;

beforeAll(async () => {
  const people = Array.from({ length: 6 }, (_, i) => ({ name: `접수${i + 1}`, birth: `1980040${i + 1}` }));
  ({ t, supervisor, owners } = await openConsoleApp(people, 8700));
});
afterAll(() => t.close());

/** Each test from its own address, so the per-address limits of one do not reach another. */
const nextAddress = () => `10.0.9.${++address}`;
const list = (linkCode: string, query = "", remoteAddress = nextAddress()) =>
  t.app.inject({ url: `/v1/owner/meet-receipts/${linkCode}${query}`, remoteAddress });
const check = (linkCode: string, receiptCode: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: "POST",
    url: `/v1/owner/meet-receipts/${linkCode}/check`,
    payload: { receiptCode },
    remoteAddress,
  });

/** A meeting of the union's owners whose voters 0..n-1 cast electronically, each with a known receipt code. */
async function votedMeet(n: number, over: Partial<MeetFixture> = {}, unionSeq = UNION_1, seqs = owners) {
  const meet = await insertMeet(t.handle.db, {
    unionSeq,
    unionRegisterSeqs: seqs,
    method: "ELECTRONIC",
    status: "PROCESS",
    ...over,
  });
  const codes = Array.from({ length: n }, () => newReceiptCode());
  if (n > 0) {
    await t.handle.db.insert(meetBallots).values(
      codes.map((code, i) => ({
        meetSeq: meet.meetSeq,
        meetParticipantSeq: meet.seqs[i]!,
        channel: "ELECTRONIC" as const,
        receiptHash: receiptHashOf(code),
        castAt: new Date(Date.now() - (n - i) * 60_000),
      })),
    );
  }
  return { ...meet, linkCode: meet.meet.linkCode, codes };
}
/** Ends the meeting's e-vote an hour ago. */
const closeEvote = (meetSeq: number) =>
  t.handle.db
    .update(meetElectronicVotes)
    .set({ voteEndAt: new Date(Date.now() - HOUR) })
    .where(eq(meetElectronicVotes.meetSeq, meetSeq));
const setStatus = (meetSeq: number, meetStatus: "PROCESS" | "COUNTING" | "COMPLETE") =>
  t.handle.db.update(meets).set({ meetStatus }).where(eq(meets.meetSeq, meetSeq));

describe("GET /v1/owner/meet-receipts/{linkCode} (the public list)", () => {
  it("lists, once the e-vote has closed, the counted ballots' fingerprints ascending, without names", async () => {
    const { meetSeq, linkCode, codes, seqs } = await votedMeet(4);
    // A ballot of another channel carries no receipt code: not on the list.
    await t.handle.db.insert(meetBallots).values({
      meetSeq,
      meetParticipantSeq: seqs[4]!,
      channel: "WRITTEN",
      receiptHash: "written",
      castAt: new Date(),
    });
    await closeEvote(meetSeq);
    const response = await list(linkCode);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    const hashes = codes.map(receiptHashOf).sort();
    expect(data).toMatchObject({
      unionName: expect.any(String),
      name: "2026년 정기총회",
      meetMethod: "ELECTRONIC",
      phase: "PUBLISHED",
      totalCount: 4,
      matchedCount: 4,
      page: 0,
      pageSize: 50,
      receipts: hashes,
      chain: null,
    });
    for (const name of ["접수1", "접수2", "접수3", "접수4"]) expect(response.body).not.toContain(name);
    expect(response.body).not.toContain(codes[0]!);

    const second = (await list(linkCode, "?page=1&pageSize=3")).json().data;
    expect(second).toMatchObject({ page: 1, pageSize: 3, totalCount: 4, receipts: [hashes[3]] });
    const prefix = hashes[2]!.slice(0, 6).toUpperCase();
    const found = (await list(linkCode, `?prefix=${prefix}`)).json().data;
    expect(found.receipts).toContain(hashes[2]);
    expect(found.matchedCount).toBe(found.receipts.length);
    expect(found.totalCount).toBe(4);
  });

  it("shows no count and no list while voting is open, nor for a meeting with an on-site part before its tally", async () => {
    const open = await votedMeet(2);
    const before = (await list(open.linkCode)).json().data;
    expect(before).toMatchObject({ phase: "NOT_CLOSED", totalCount: null, matchedCount: null, receipts: [] });
    expect(Date.parse(before.closesAt)).toBeGreaterThan(Date.now());

    const mixed = await votedMeet(2, { method: "ONSITE_ELECTRONIC" });
    await closeEvote(mixed.meetSeq);
    expect((await list(mixed.linkCode)).json().data).toMatchObject({ phase: "NOT_CLOSED", receipts: [] });
    await setStatus(mixed.meetSeq, "COUNTING");
    expect((await list(mixed.linkCode)).json().data).toMatchObject({ phase: "PUBLISHED", totalCount: 2 });
  });

  it("carries the evidence chain's head once the results are confirmed", async () => {
    const { meetSeq, linkCode } = await votedMeet(1);
    await setStatus(meetSeq, "COMPLETE");
    const confirmedAt = new Date("2026-05-01T09:00:00Z");
    await t.handle.db
      .insert(meetResults)
      .values({ meetSeq, chainIndex: 42, chainHeadHash: "ab".repeat(32), summary: {}, confirmedAt });
    expect((await list(linkCode)).json().data.chain).toEqual({
      chainIndex: 42,
      chainHeadHash: "ab".repeat(32),
      confirmedAt: confirmedAt.toISOString(),
    });
  });

  it("refuses a malformed link (400), an unknown one (404), a bad prefix or page size (400)", async () => {
    const { linkCode } = await votedMeet(0);
    const malformed = await list("a");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: ERROR_CODES.VALIDATION, message: M.meetNotFound });
    const unknown = await list("Zz9Zz9Zz");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.meetNotFound);
    const prefix = await list(linkCode, "?prefix=xyz");
    expect(prefix.statusCode).toBe(400);
    expect(prefix.json().message).toBe(M.prefixFormat);
    expect((await list(linkCode, "?pageSize=501")).statusCode).toBe(400);
  });

  it("is public (no sign-in needed, a staff token changes nothing) and limited per address (429)", async () => {
    const { linkCode } = await votedMeet(0);
    const staff = await t.app.inject({
      url: `/v1/owner/meet-receipts/${linkCode}`,
      headers: consoleHeaders(supervisor, UNION_1),
    });
    expect(staff.statusCode).toBe(200);
    const from = nextAddress();
    for (let i = 0; i < 120; i++) expect((await list(linkCode, "", from)).statusCode).toBe(200);
    const limited = await list(linkCode, "", from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(ERROR_CODES.TOO_MANY_REQUESTS);
  });
});

describe("POST /v1/owner/meet-receipts/{linkCode}/check (a voter checks their code)", () => {
  it("finds a counted ballot by its code as typed (hyphens, lowercase) and names its page of the list", async () => {
    const { meetSeq, linkCode, codes } = await votedMeet(5);
    await closeEvote(meetSeq);
    const code = codes[3]!;
    const response = await check(linkCode, formatReceiptCode(code).toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    const hashes = codes.map(receiptHashOf).sort();
    const data = response.json().data;
    expect(data).toMatchObject({
      receiptHash: receiptHashOf(code),
      isCounted: true,
      channel: "ELECTRONIC",
      page: 0,
      pageSize: 50,
      message: M.counted,
    });
    expect(Date.parse(data.castAt)).toBeLessThan(Date.now());
    const onPage = (await list(linkCode, `?page=${data.page}`)).json().data.receipts;
    expect(onPage.indexOf(data.receiptHash)).toBe(hashes.indexOf(data.receiptHash));
  });

  it("answers not counted for a code no counted ballot carries, e.g. one of another union's meeting", async () => {
    const mine = await votedMeet(1);
    await closeEvote(mine.meetSeq);
    const foreignOwners = await addConsentOwners(t.handle.db, UNION_2, [{ name: "타조합", birth: "19800101" }], 8800);
    const foreign = await votedMeet(1, {}, UNION_2, foreignOwners);
    await closeEvote(foreign.meetSeq);
    const response = await check(mine.linkCode, foreign.codes[0]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      isCounted: false,
      channel: null,
      castAt: null,
      page: null,
      message: M.notCounted,
    });
    expect((await list(mine.linkCode)).json().data.receipts).toEqual([receiptHashOf(mine.codes[0]!)]);
  });

  it("refuses before voting closes (400), and an empty or malformed code (400)", async () => {
    const { meetSeq, linkCode, codes } = await votedMeet(1);
    const early = await check(linkCode, codes[0]);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(M.notClosed);
    await closeEvote(meetSeq);
    for (const [code, message] of [
      ["", M.codeRequired],
      [undefined, M.codeRequired],
      ["ABCD-EFGH-JKMN-PQR", M.codeFormat],
    ] as const) {
      const refused = await check(linkCode, code);
      expect(refused.statusCode, String(code)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await check("Zz9Zz9Zz", codes[0])).statusCode).toBe(404);
  });

  it("is limited to 30 checks per address in 10 minutes (429)", async () => {
    const { meetSeq, linkCode } = await votedMeet(0);
    await closeEvote(meetSeq);
    const from = nextAddress();
    for (let i = 0; i < 30; i++) expect((await check(linkCode, newReceiptCode(), from)).statusCode).toBe(200);
    const limited = await check(linkCode, newReceiptCode(), from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(ERROR_CODES.TOO_MANY_REQUESTS);
  });
});
