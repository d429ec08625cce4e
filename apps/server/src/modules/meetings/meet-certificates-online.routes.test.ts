import { randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../platform/ledger.table";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { waitFor } from "../../test/wait-for";
import { addConsentOwners, consoleCall, openConsoleApp } from "../consents/consents-test-support";
import { meetBallots } from "./meetings.table";
import { insertMeet, setVoter, THREE_OWNERS } from "./meetings-test-support";

let t: TestApp;
let member: Session;
let admin: Session;
let owners: number[];

beforeAll(async () => {
  ({ t, member, supervisor: admin, owners } = await openConsoleApp(THREE_OWNERS, 9960));
});
afterAll(() => t.close());

type Call = { method?: "GET" | "PATCH"; payload?: object; session?: Session; key?: string };
const call = (url: string, opts: Call = {}) =>
  consoleCall(t, {
    method: opts.method ?? (opts.payload ? "PATCH" : "GET"),
    url,
    payload: opts.payload,
    session: opts.session ?? admin,
    key: opts.key,
  });

/** A completed meeting of the method where 홍길동 and 김영희 voted in the online meeting and 이철수 did not. */
async function completedOnline(method: "ONSITE" | "ONSITE_ELECTRONIC" = "ONSITE") {
  const made = await insertMeet(t.handle.db, {
    unionSeq: UNION_1,
    method,
    status: "COMPLETE",
    unionRegisterSeqs: owners,
  });
  for (const name of ["홍길동", "김영희"]) {
    const seq = made.seqOf(name);
    await t.handle.db.insert(meetBallots).values({
      meetSeq: made.meetSeq,
      meetParticipantSeq: seq,
      channel: "ONLINE",
      receiptHash: randomBytes(8).toString("hex"),
    });
    await setVoter(t.handle.db, seq, { attendanceCategory: "ONLINE", voteCategory: "ONLINE_VOTED" });
  }
  return made;
}

const base = (meetSeq: number) => `/v2/general-meetings/${meetSeq}`;
const statuses = async (meetSeq: number) => {
  const res = await call(`${base(meetSeq)}/participants/certificates/online`);
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json().data as { name: string; certificateIssuanceStatus: string }[]).map((p) => [
      p.name,
      p.certificateIssuanceStatus,
    ]),
  );
};
const usages = (meetSeq: number) =>
  t.handle.db
    .select()
    .from(ledgerEntries)
    .where(and(like(ledgerEntries.reference, `meet:${meetSeq}:certificate:online%`), eq(ledgerEntries.kind, "USAGE")));

describe("온라인투표 내역 증명서 through /v2/general-meetings/{id}/…/certificates/online", () => {
  it("lists AVAILABLE online voters, applies once per Idempotency-Key, then downloads a zip (DOWNLOADED)", async () => {
    const { meetSeq, seqOf } = await completedOnline();
    expect(await statuses(meetSeq)).toEqual({ 홍길동: "AVAILABLE", 김영희: "AVAILABLE", 이철수: "UNAVAILABLE" });
    const summary = await call(`${base(meetSeq)}/certificates/online`);
    expect(summary.json().data).toEqual({
      availableCount: 2,
      inProgressCount: 0,
      unavailableCount: 1,
      downloadCount: 0,
      unitCost: 1000,
    });

    const apply = { certificateIds: [seqOf("홍길동"), seqOf("김영희")], status: "APPLY" };
    const url = `${base(meetSeq)}/participants/certificates/online`;
    const first = await call(url, { payload: apply, key: `online-${meetSeq}` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ requested: 2, totalCost: 2000 });
    expect((await call(url, { payload: apply, key: `online-${meetSeq}` })).json()).toEqual(first.json());
    expect((await usages(meetSeq)).reduce((sum, e) => sum + e.amount, 0)).toBe(-2000);

    await waitFor(
      async () => {
        const now = await statuses(meetSeq);
        return now.홍길동 === "DOWNLOADABLE" && now.김영희 === "DOWNLOADABLE" ? now : null;
      },
      { what: "two online certificates made" },
    );
    const again = await call(url, { payload: apply, key: `online2-${meetSeq}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      "요청하신 증명서는 발급 신청 또는 다운로드가 불가능합니다. 가능한 선거인을 선택해주세요.",
    );

    const zip = await call(url, { payload: { certificateIds: [seqOf("홍길동")], status: "DOWNLOAD" } });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(decodeURIComponent(String(zip.headers["content-disposition"]))).toMatch(
      /온라인투표 내역 증명서_\d{14}\.zip/,
    );
    expect(await statuses(meetSeq)).toEqual({ 홍길동: "DOWNLOADED", 김영희: "DOWNLOADABLE", 이철수: "UNAVAILABLE" });
    expect((await call(`${base(meetSeq)}/certificates/online`)).json().data).toMatchObject({
      availableCount: 0,
      downloadCount: 1,
    });
    const filtered = await call(`${url}?certificateIssuanceStatus=DOWNLOADABLE`);
    expect(filtered.json().data.map((p: { name: string }) => p.name)).toEqual(["김영희"]);
  });

  it("refuses none selected, an UNAVAILABLE voter, a download not made, and a method without online votes", async () => {
    const { meetSeq, seqOf } = await completedOnline("ONSITE_ELECTRONIC");
    const url = `${base(meetSeq)}/participants/certificates/online`;
    const none = await call(url, { payload: { certificateIds: [], status: "APPLY" } });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("발급 신청 또는 다운로드가 가능한 선거인을 선택해주세요.");
    const unavailable = await call(url, { payload: { certificateIds: [seqOf("이철수")], status: "APPLY" } });
    expect(unavailable.json().message).toBe(
      "요청하신 증명서는 발급 신청 또는 다운로드가 불가능합니다. 가능한 선거인을 선택해주세요.",
    );
    const notMade = await call(url, { payload: { certificateIds: [seqOf("홍길동")], status: "DOWNLOAD" } });
    expect(notMade.statusCode).toBe(400);
    expect(await usages(meetSeq)).toHaveLength(0);

    const electronic = await insertMeet(t.handle.db, {
      unionSeq: UNION_1,
      method: "ELECTRONIC",
      status: "COMPLETE",
      unionRegisterSeqs: owners,
    });
    const offered = await call(`${base(electronic.meetSeq)}/certificates/online`);
    expect(offered.statusCode).toBe(400);
    expect(offered.json().message).toBe("이 총회의 투표 방식에서는 발급할 수 없는 증명서입니다.");
  });

  it("answers 403 to a member without write access to M1005 and 404 for another union's meeting", async () => {
    const { meetSeq, seqOf } = await completedOnline();
    const url = `${base(meetSeq)}/participants/certificates/online`;
    const body = { certificateIds: [seqOf("홍길동")], status: "APPLY" };
    expect((await call(url, { payload: body, session: member })).statusCode).toBe(403);
    const foreign = await addConsentOwners(t.handle.db, UNION_2, [{ name: "남의조합", birth: "19600101" }], 9990);
    const other = await insertMeet(t.handle.db, {
      unionSeq: UNION_2,
      method: "ONSITE",
      status: "COMPLETE",
      unionRegisterSeqs: foreign,
    });
    expect((await call(`${base(other.meetSeq)}/certificates/online`)).statusCode).toBe(404);
    expect((await call(`${base(other.meetSeq)}/participants/certificates/online`)).statusCode).toBe(404);
    const otherPatch = { certificateIds: other.seqs, status: "APPLY" };
    expect(
      (await call(`${base(other.meetSeq)}/participants/certificates/online`, { payload: otherPatch })).statusCode,
    ).toBe(404);
  });
});
