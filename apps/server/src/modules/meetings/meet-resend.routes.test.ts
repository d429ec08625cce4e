import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../platform/ledger.table";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { addConsentOwners, consoleCall, openConsoleApp } from "../consents/consents-test-support";
import type { EvotePort } from "./evote/evote.port";
import { dispatchEvoteSends } from "./evote/evote-delivery";
import { meetElectronicVotes, meetEvoteSends } from "./meetings.table";
import { insertMeet, setVoter, THREE_OWNERS, voterRow } from "./meetings-test-support";

let t: TestApp;
let member: Session;
let admin: Session;
let owners: number[];

beforeAll(async () => {
  ({ t, member, supervisor: admin, owners } = await openConsoleApp(THREE_OWNERS, 9500));
});
afterAll(() => t.close());

const call = (url: string, payload?: object, opts: { session?: Session; key?: string } = {}) =>
  consoleCall(t, { method: "POST", url, payload, session: opts.session ?? admin, key: opts.key });

/** A PROCESS meeting whose three voters have phones; 김영희 has voted. */
async function meeting(method: "ELECTRONIC" | "ONSITE" | "ONSITE_ELECTRONIC" = "ONSITE_ELECTRONIC") {
  const { meetSeq, participants, seqOf } = await insertMeet(t.handle.db, {
    unionSeq: UNION_1,
    method,
    unionRegisterSeqs: owners,
  });
  for (const [i, p] of participants.entries()) {
    await setVoter(t.handle.db, p.meetParticipantSeq, { phoneNo: `0101234000${i}`, evoteProgressStatus: "SENT" });
  }
  await setVoter(t.handle.db, seqOf("김영희"), {
    evoteProgressStatus: "VOTED",
    voteCategory: "PRE_ELECTRONIC_VOTED",
    votedAt: new Date(),
  });
  return { meetSeq, seqOf };
}

const usages = (meetSeq: number) =>
  t.handle.db
    .select()
    .from(ledgerEntries)
    .where(and(like(ledgerEntries.reference, `meet:${meetSeq}:%`), eq(ledgerEntries.kind, "USAGE")));
const sendsOf = (seq: number) =>
  t.handle.db.select().from(meetEvoteSends).where(eq(meetEvoteSends.meetParticipantSeq, seq));
const voter = (seq: number) => voterRow(t.handle.db, seq);

describe("POST /v1/meets/{meetSeq}/electronic-vote/cost/calculate and /resend", () => {
  it("quotes the cost, then charges once per Idempotency-Key, cancels old links and queues new ones", async () => {
    const { meetSeq, seqOf } = await meeting();
    const hong = seqOf("홍길동");
    const lee = seqOf("이철수");
    await t.handle.db.insert(meetEvoteSends).values({
      meetSeq,
      meetParticipantSeq: hong,
      kind: "SEND",
      status: "SENT",
      phoneNo: "010",
      linkToken: `old-${hong}`,
    });
    const cost = await call(`/v1/meets/${meetSeq}/electronic-vote/cost/calculate`, {
      meetParticipantSeqs: [hong, lee],
    });
    expect(cost.statusCode, cost.body).toBe(200);
    expect(cost.json().data).toEqual({ count: 2, unitCost: 50, totalCost: 100 });
    const body = { meetParticipantSeqs: [hong, lee] };
    const first = await call(`/v1/meets/${meetSeq}/electronic-vote/resend`, body, { key: `resend-${meetSeq}` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ requested: 2, totalCost: 100 });
    const again = await call(`/v1/meets/${meetSeq}/electronic-vote/resend`, body, { key: `resend-${meetSeq}` });
    expect(again.json()).toEqual(first.json());
    const charged = await usages(meetSeq);
    expect(charged.reduce((sum, e) => sum + e.amount, 0)).toBe(-100);
    const sends = await sendsOf(hong);
    expect(sends.map((s) => [s.kind, s.status]).sort()).toEqual([
      ["RESEND", "WAIT"],
      ["SEND", "CANCELLED"],
    ]);
    expect(await voter(hong)).toMatchObject({ evoteProgressStatus: "WAIT", resendCount: 1, isResent: true });
  });

  it("gives back what a paid link cost when its delivery fails, once, against the charge's reference", async () => {
    const { meetSeq, seqOf } = await meeting();
    const body = { meetParticipantSeqs: [seqOf("홍길동"), seqOf("이철수")] };
    const sent = await call(`/v1/meets/${meetSeq}/electronic-vote/resend`, body, { key: `refund-${meetSeq}` });
    expect(sent.statusCode, sent.body).toBe(200);
    // The e-vote closes before the links are handed over: both deliveries fail (투표 기간 종료) and are refunded.
    const [evote] = await t.handle.db
      .select()
      .from(meetElectronicVotes)
      .where(eq(meetElectronicVotes.meetSeq, meetSeq));
    const afterClose = new Date(evote!.voteEndAt.getTime() + 60_000);
    const port: EvotePort = {
      submit: async () => new Map(),
      poll: async () => [],
    };
    const run = () => dispatchEvoteSends({ db: t.handle.db, port, publicBaseUrl: "http://localhost", now: afterClose });
    expect((await run()).closed).toBeGreaterThanOrEqual(2);
    await run();
    const entries = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.reference, `meet:${meetSeq}:%`));
    expect(entries.filter((e) => e.kind === "USAGE").reduce((sum, e) => sum + e.amount, 0)).toBe(-100);
    const refunds = entries.filter((e) => e.kind === "REFUND");
    expect(refunds.reduce((sum, e) => sum + e.amount, 0)).toBe(100);
    expect(refunds[0]!.description).toContain("전자투표 재발송 실패 환불");
    expect((await sendsOf(seqOf("홍길동"))).find((s) => s.kind === "RESEND")).toMatchObject({
      status: "FAILED",
      cost: 50,
    });
  });

  it("refuses a voted voter, an ONSITE meeting, a voter without a phone and the last 24 hours", async () => {
    const { meetSeq, seqOf } = await meeting();
    const voted = await call(`/v1/meets/${meetSeq}/electronic-vote/resend`, { meetParticipantSeqs: [seqOf("김영희")] });
    expect(voted.json().message).toBe("재발송할 수 없는 선거인이 포함되어 있습니다.");
    await setVoter(t.handle.db, seqOf("이철수"), { phoneNo: "" });
    const phoneless = await call(`/v1/meets/${meetSeq}/electronic-vote/cost/calculate`, {
      meetParticipantSeqs: [seqOf("이철수")],
    });
    expect(phoneless.json().message).toBe("전화번호가 없는 선거인이 포함되어 있습니다.");
    const none = await call(`/v1/meets/${meetSeq}/electronic-vote/resend`, { meetParticipantSeqs: [] });
    expect(none.json().message).toBe("선택된 선거인이 없습니다.");
    await t.handle.db
      .update(meetElectronicVotes)
      .set({ voteEndAt: new Date(Date.now() + 23 * 3600_000) })
      .where(eq(meetElectronicVotes.meetSeq, meetSeq));
    const late = await call(`/v1/meets/${meetSeq}/electronic-vote/resend`, { meetParticipantSeqs: [seqOf("홍길동")] });
    expect(late.json().message).toBe("전자투표 재발송은 전자투표 종료 24시간 전까지만 가능합니다.");
    const onsite = await meeting("ONSITE");
    const res = await call(`/v1/meets/${onsite.meetSeq}/electronic-vote/resend`, {
      meetParticipantSeqs: [onsite.seqOf("홍길동")],
    });
    expect(res.json().message).toBe("전자투표가 없는 총회입니다.");
    expect(await usages(meetSeq)).toHaveLength(0);
  });

  it("answers 403 without write access to M1004 and 404 for another union's meeting", async () => {
    const { meetSeq, seqOf } = await meeting();
    const denied = await call(
      `/v1/meets/${meetSeq}/electronic-vote/resend`,
      { meetParticipantSeqs: [seqOf("홍길동")] },
      { session: member },
    );
    expect(denied.statusCode).toBe(403);
    const foreign = await addConsentOwners(t.handle.db, UNION_2, [{ name: "남의조합", birth: "19600101" }], 9600);
    const other = await insertMeet(t.handle.db, { unionSeq: UNION_2, unionRegisterSeqs: foreign });
    const res = await call(`/v1/meets/${other.meetSeq}/electronic-vote/resend`, { meetParticipantSeqs: other.seqs });
    expect(res.statusCode).toBe(404);
  });
});

describe("POST /v2/general-meetings/{id}/participants/encourages", () => {
  it("texts every unvoted voter with a phone once per key, and one voter alone", async () => {
    const { meetSeq, seqOf } = await meeting("ELECTRONIC");
    const all = await call(`/v2/general-meetings/${meetSeq}/participants/encourages`, undefined, {
      key: `enc-${meetSeq}`,
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toEqual({ requested: 2, totalCost: 100 });
    const again = await call(`/v2/general-meetings/${meetSeq}/participants/encourages`, undefined, {
      key: `enc-${meetSeq}`,
    });
    expect(again.json()).toEqual(all.json());
    expect((await sendsOf(seqOf("김영희"))).length).toBe(0);
    expect((await sendsOf(seqOf("홍길동")))[0]).toMatchObject({ kind: "ENCOURAGE", status: "WAIT" });
    const one = await call(`/v2/general-meetings/${meetSeq}/participants/${seqOf("이철수")}/encourages`);
    expect(one.json().data).toEqual({ requested: 1, totalCost: 50 });
    const votedOne = await call(`/v2/general-meetings/${meetSeq}/participants/${seqOf("김영희")}/encourages`);
    expect(votedOne.json().message).toBe("이미 투표를 완료한 선거인입니다.");
    const charged = await usages(meetSeq);
    expect(charged.reduce((sum, e) => sum + e.amount, 0)).toBe(-150);
  });
});
