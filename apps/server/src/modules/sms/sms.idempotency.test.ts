import { ERROR_CODES } from "@johap/contracts";
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotencyKeys } from "../../platform/idempotency.table";
import { ledgerEntries } from "../../platform/ledger.table";
import {
  createTestApp,
  type Session,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
} from "../../test/test-app";
import { setMaintenance } from "../maintenance/maintenance.service";
import { smsMessages } from "./sms.table";
import { multipartBody, PNG, waitFor } from "./sms-test-support";

let t: TestApp;
let supervisor: Session;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
  member = await signInMember(t.app);
});
afterAll(() => t.close());

const CALLER = "0212345678";
const base = `/v1/unions/${UNION_1}`;
const REUSED = {
  status: 422,
  code: ERROR_CODES.IDEMPOTENCY_KEY_REUSED,
  message: "같은 요청 키로 다른 내용을 보낼 수 없습니다.",
};
const headersOf = (session: Session, key?: string) => ({
  ...session.auth,
  ...(key ? { "idempotency-key": key } : {}),
});
const message = (text: string, phones = ["01011112222"]) => ({
  outgoingPhoneNo: CALLER,
  sendType: "IMMEDIATE",
  message: text,
  recipients: phones.map((phoneNo) => ({ phoneNo })),
});
const send = (body: object, key?: string, session = member) =>
  t.app.inject({ method: "POST", url: `${base}/sms`, headers: headersOf(session, key), payload: body });
const resend = (smsId: number, key?: string) =>
  t.app.inject({ method: "POST", url: `${base}/sms/${smsId}/resend`, headers: headersOf(member, key) });
const messageCount = async () =>
  (await t.handle.db.select({ n: count() }).from(smsMessages).where(eq(smsMessages.unionSeq, UNION_1)))[0]!.n;
const usageCount = async () =>
  (
    await t.handle.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.unionSeq, UNION_1), eq(ledgerEntries.kind, "USAGE")))
  )[0]!.n;
const usageOf = (smsId: number) =>
  t.handle.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reference, `sms:${smsId}`), eq(ledgerEntries.kind, "USAGE")));
/** The one answer that ran; every other is its replay (same body) or 409 E00541 while it was working. */
function expectOneRan(responses: { statusCode: number; body: string; headers: Record<string, unknown> }[]) {
  const ran = responses.filter((r) => r.statusCode === 200 && r.headers["idempotent-replayed"] === undefined);
  expect(ran).toHaveLength(1);
  for (const response of responses) {
    if (response.statusCode === 409) expect(JSON.parse(response.body).code).toBe(ERROR_CODES.IDEMPOTENCY_IN_FLIGHT);
    else expect(response.body).toBe(ran[0]!.body);
  }
  return JSON.parse(ran[0]!.body).data;
}
/** A settled message with failed recipients (numbers ending in 0000 fail). */
async function settledWithFailures(text: string) {
  const sent = await send(message(text, ["01011112222", "01055550000"]));
  expect(sent.statusCode, sent.body).toBe(200);
  const smsId = sent.json().data.smsId as number;
  await waitFor(async () => {
    const detail = (await t.app.inject({ url: `${base}/sms/${smsId}`, headers: member.auth })).json().data;
    return detail.sendStatus === "COMPLETE" && detail.failCount > 0;
  });
  return smsId;
}

describe("POST sms with an Idempotency-Key", () => {
  it("answers the same key and body with the first answer again and charges once", async () => {
    const [messages, usages] = [await messageCount(), await usageCount()];
    const first = await send(message("정기총회 안내"), "sms-same");
    const again = await send(message("정기총회 안내"), "sms-same");
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    const usage = await usageOf(first.json().data.smsId);
    expect(usage.reduce((sum, entry) => sum + entry.amount, 0)).toBe(-first.json().data.totalCost);
    expect(await messageCount()).toBe(messages + 1);
    expect(await usageCount()).toBe(usages + usage.length);
  });

  it("refuses the same key with another text with 422 and charges nothing", async () => {
    await send(message("첫 번째 문구"), "sms-other");
    const [messages, usages] = [await messageCount(), await usageCount()];
    const other = await send(message("두 번째 문구"), "sms-other");
    expect(other.json()).toMatchObject(REUSED);
    expect(await messageCount()).toBe(messages);
    expect(await usageCount()).toBe(usages);
  });

  it("hashes multipart fields and image bytes: another boundary replays, another image is refused", async () => {
    const fields = {
      outgoingPhoneNo: CALLER,
      sendType: "IMMEDIATE",
      title: "포스터",
      message: "총회 포스터입니다.",
      recipients: JSON.stringify([{ phoneNo: "01033334444" }]),
    };
    const post = (bytes: Buffer, boundary: string) => {
      const body = multipartBody(fields, [{ name: "poster.png", type: "image/png", bytes }]);
      return t.app.inject({
        method: "POST",
        url: `${base}/sms`,
        headers: { ...headersOf(member, "sms-multipart"), "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.from(body.payload.toString("latin1").replaceAll("----johapsmstest", boundary), "latin1"),
      });
    };
    const first = await post(PNG, "----first");
    expect(first.statusCode).toBe(200);
    const [messages, usages] = [await messageCount(), await usageCount()];
    const sameParts = await post(PNG, "----second");
    expect(sameParts.body).toBe(first.body);
    expect(sameParts.headers["idempotent-replayed"]).toBe("true");
    const otherImage = Buffer.concat([PNG.subarray(0, PNG.length - 1), Buffer.from([PNG.at(-1)! ^ 1])]);
    expect((await post(otherImage, "----second")).json()).toMatchObject(REUSED);
    expect([await messageCount(), await usageCount()]).toEqual([messages, usages]);
  });

  it("runs concurrent identical requests once: one charge, the others replay it or answer 409", async () => {
    const [messages, usages] = [await messageCount(), await usageCount()];
    const responses = await Promise.all(Array.from({ length: 10 }, () => send(message("동시 발송"), "sms-parallel")));
    const data = expectOneRan(responses);
    expect(await messageCount()).toBe(messages + 1);
    expect(await usageCount()).toBe(usages + (await usageOf(data.smsId)).length);
  });

  it("scopes keys to the member: another manager's same key is another request", async () => {
    const mine = await send(message("담당자별 키"), "sms-scope", member);
    const theirs = await send(message("담당자별 키"), "sms-scope", supervisor);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers["idempotent-replayed"]).toBeUndefined();
    expect(theirs.json().data.smsId).not.toBe(mine.json().data.smsId);
  });

  it("keeps no answer for a 5xx or an input error: the retry runs again", async () => {
    await setMaintenance({ db: t.handle.db, type: "SMS_SEND", isUnderMaintenance: true });
    const down = await send(message("점검 뒤 재시도"), "sms-retry");
    await setMaintenance({ db: t.handle.db, type: "SMS_SEND", isUnderMaintenance: false });
    expect(down.statusCode).toBe(502);
    const notApproved = await send({ ...message("점검 뒤 재시도"), outgoingPhoneNo: "0299998888" }, "sms-input");
    expect(notApproved.json()).toMatchObject({ status: 400, message: "승인된 발신번호만 사용할 수 있습니다." });
    // Neither key keeps a record: it was released when the request failed.
    const records = await t.handle.db
      .select()
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, ["sms-retry", "sms-input"]));
    expect(records).toEqual([]);
    const retried = await send(message("점검 뒤 재시도"), "sms-retry");
    expect(retried.statusCode).toBe(200);
    expect(retried.headers["idempotent-replayed"]).toBeUndefined();
    expect((await send(message("다른 문구"), "sms-input")).statusCode).toBe(200);
  });
});

describe("POST sms/{smsId}/resend with an Idempotency-Key", () => {
  let failedA: number;
  let failedB: number;
  beforeAll(async () => {
    [failedA, failedB] = await Promise.all([settledWithFailures("재발송 A"), settledWithFailures("재발송 B")]);
  });

  it("answers the same key again with the first resend and charges it once", async () => {
    const first = await resend(failedA, "rs-same");
    expect(first.statusCode).toBe(200);
    const [messages, usages] = [await messageCount(), await usageCount()];
    const again = await resend(failedA, "rs-same");
    expect(again.body).toBe(first.body);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect([await messageCount(), await usageCount()]).toEqual([messages, usages]);
    const usage = await usageOf(first.json().data.smsId);
    expect(usage.reduce((sum, entry) => sum + entry.amount, 0)).toBe(-first.json().data.totalCost);
  });

  it("refuses the same key for another message with 422 and charges nothing", async () => {
    const [messages, usages] = [await messageCount(), await usageCount()];
    expect((await resend(failedB, "rs-same")).json()).toMatchObject(REUSED);
    expect([await messageCount(), await usageCount()]).toEqual([messages, usages]);
  });

  it("runs concurrent identical resends once: the others replay it or answer 409 in flight", async () => {
    const [messages, usages] = [await messageCount(), await usageCount()];
    const responses = await Promise.all(Array.from({ length: 10 }, () => resend(failedB, "rs-parallel")));
    const data = expectOneRan(responses);
    expect(await messageCount()).toBe(messages + 1);
    expect(await usageCount()).toBe(usages + (await usageOf(data.smsId)).length);
  });

  it("keeps a refusal as the answer: the same key replays it", async () => {
    const scheduledAt = new Date(Date.now() + 3_600_000).toISOString();
    const waiting = (await send({ ...message("예약 문자"), sendType: "SCHEDULE", scheduledAt })).json().data.smsId;
    const refused = await resend(waiting, "rs-refused");
    expect(refused.json()).toMatchObject({ status: 409, message: "재발송할 실패 문자가 없습니다." });
    const again = await resend(waiting, "rs-refused");
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(refused.body);
    expect(again.headers["idempotent-replayed"]).toBe("true");
  });
});
