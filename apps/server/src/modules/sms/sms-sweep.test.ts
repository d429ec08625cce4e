import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Session, signInMember, type TestApp, UNION_1 } from "../../test/test-app";
import { smsMessages, smsRecipients } from "./sms.table";
import { SETTLE_OVERDUE_MS, SMS_SETTLE_JOB, SWEEP_EVERY_MS, sweepLostDelivery } from "./sms-delivery.job";
import { addOwners, waitFor } from "./sms-test-support";

let t: TestApp;
let member: Session;
let owner: number;

beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
  [{ unionRegisterSeq: owner }] = (await addOwners(
    t.handle.db,
    UNION_1,
    [{ name: "박민수", phoneNo: "01077778888" }],
    9500,
  )) as [{ unionRegisterSeq: number }];
});
afterAll(() => t.close());

/** A scheduled message (its dispatch job waits an hour), with its recipients written as rows. */
async function scheduledMessage() {
  const response = await t.app.inject({
    method: "POST",
    url: `/v1/unions/${UNION_1}/sms`,
    headers: { ...member.auth, "member-seq": String(member.memberSeq), "idempotency-key": crypto.randomUUID() },
    payload: {
      outgoingPhoneNo: "0212345678",
      sendType: "SCHEDULE",
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
      message: "정기총회 안내 문자입니다.",
      recipients: [
        { unionRegisterSeq: owner, name: "박민수", phoneNo: "01077778888" },
        { unionRegisterSeq: null, name: "", phoneNo: "01012120000" },
      ],
    },
  });
  expect(response.statusCode).toBe(200);
  const smsId = response.json().data.smsId as number;
  await waitFor(async () => {
    const rows = await t.handle.db.select().from(smsRecipients).where(eq(smsRecipients.smsId, smsId));
    return rows.length === 2;
  });
  return smsId;
}

/** As if the process had died right after handing the recipients to the carrier, `secondsAgo` ago. */
async function handedOverThenCrashed(smsId: number, secondsAgo: number) {
  const at = new Date(Date.now() - secondsAgo * 1000);
  await t.handle.db.update(smsMessages).set({ sendStatus: "SENDING", sentAt: at }).where(eq(smsMessages.smsId, smsId));
  await t.handle.db
    .update(smsRecipients)
    .set({ sendStatus: "SENDING", sentAt: at })
    .where(eq(smsRecipients.smsId, smsId));
}

describe("SMS work caught by a crash", () => {
  it("is looked for often enough to be resumed within a minute", () => {
    expect(SWEEP_EVERY_MS + SETTLE_OVERDUE_MS).toBeLessThanOrEqual(60_000);
  });

  it("resumes recipients handed over 31 s before the crash and never settled", async () => {
    const smsId = await scheduledMessage();
    await handedOverThenCrashed(smsId, 31);
    const swept = await sweepLostDelivery({ db: t.handle.db, jobs: t.jobs });
    expect(swept.settled).toBe(1);
    const rows = await waitFor(async () => {
      const list = await t.handle.db.select().from(smsRecipients).where(eq(smsRecipients.smsId, smsId));
      return list.every((r) => r.sendStatus !== "SENDING") ? list : null;
    });
    expect(rows.map((r) => r.sendResult).sort()).toEqual(["FAIL", "SUCCESS"]);
  });

  it("leaves recipients to a settle job that is due, instead of queueing them twice", async () => {
    const smsId = await scheduledMessage();
    await handedOverThenCrashed(smsId, 31);
    // A settle job of this message is due in a moment (a backlog, not a crash).
    await t.jobs.send(SMS_SETTLE_JOB, { smsId, fromId: 0, toId: 0, failReason: null }, { startAfter: 3 });
    const swept = await sweepLostDelivery({ db: t.handle.db, jobs: t.jobs });
    expect(swept.settled).toBe(0);
  });
});
