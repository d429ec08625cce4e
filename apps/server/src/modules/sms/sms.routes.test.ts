import { ERROR_CODES } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balancesOf } from "../../platform/ledger";
import { ledgerEntries } from "../../platform/ledger.table";
import {
  createTestApp,
  type Session,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
  UNION_2,
} from "../../test/test-app";
import { withoutMenu } from "../../test/without-menu";
import { setMaintenance } from "../maintenance/maintenance.service";
import { unionRegisters } from "../register/register.table";
import { smsMessages, smsRecipients } from "./sms.table";
import { dispatchSms, expandRecipients, SUBMIT_FAILED_REASON, sweepLostDelivery } from "./sms-delivery.job";
import { addApprovedCaller, addOwners, multipartBody, PNG, waitFor } from "./sms-test-support";

let t: TestApp;
let supervisor: Session;
let member: Session;
let owners: number[];
const CALLER = "0212345678";

beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
  member = await signInMember(t.app);
  owners = (
    await addOwners(t.handle.db, UNION_1, [
      { name: "홍길동", phoneNo: "01011112222" },
      { name: "김영희", phoneNo: "01033334444" },
      { name: "이철수", phoneNo: "01055550000" },
    ])
  ).map((o) => o.unionRegisterSeq);
});
afterAll(() => t.close());

const base = (unionSeq = UNION_1) => `/v1/unions/${unionSeq}`;
const headersOf = (session: Session, extra: Record<string, string> = {}) => ({
  ...session.auth,
  "member-seq": String(session.memberSeq),
  ...extra,
});
const message = (over: Record<string, unknown> = {}) => ({
  outgoingPhoneNo: CALLER,
  sendType: "IMMEDIATE",
  message: "총회 안내 문자입니다.",
  recipients: [
    { unionRegisterSeq: owners[0], name: "홍길동", phoneNo: "010-1111-2222" },
    { unionRegisterSeq: owners[2], name: "이철수", phoneNo: "01055550000" },
    { unionRegisterSeq: null, name: "", phoneNo: "123456789" },
  ],
  ...over,
});
const send = (body: unknown, opts: { session?: Session; unionSeq?: number; key?: string } = {}) =>
  t.app.inject({
    method: "POST",
    url: `${base(opts.unionSeq)}/sms`,
    headers: headersOf(opts.session ?? member, opts.key ? { "idempotency-key": opts.key } : {}),
    payload: body as object,
  });
const quote = (body: unknown, session = member) =>
  t.app.inject({
    method: "POST",
    url: `${base()}/sms/cost/calculate`,
    headers: headersOf(session),
    payload: body as object,
  });
const get = (url: string, session = member) => t.app.inject({ url, headers: headersOf(session) });
const settled = (smsId: number) =>
  waitFor(async () => {
    const detail = (await get(`${base()}/sms/${smsId}`)).json().data;
    return detail.sendStatus === "COMPLETE" ? detail : null;
  });

describe("POST sms/cost/calculate", () => {
  it("derives the type and prices it: SMS 20, LMS 50 (title or over 90 bytes), MMS 200 (image)", async () => {
    expect((await quote(message())).json().data).toEqual({
      totalCount: 3,
      totalCost: 60,
      smsType: "SMS",
      unitCost: 20,
    });
    expect((await quote(message({ title: "안내" }))).json().data).toMatchObject({ smsType: "LMS", totalCost: 150 });
    expect((await quote(message({ message: "가".repeat(46) }))).json().data).toMatchObject({ smsType: "LMS" });
    const fields = message();
    const body = multipartBody(
      {
        outgoingPhoneNo: CALLER,
        sendType: "IMMEDIATE",
        message: "",
        recipients: JSON.stringify(fields.recipients),
      },
      [{ name: "poster.png", type: "image/png", bytes: PNG }],
    );
    const mms = await t.app.inject({
      method: "POST",
      url: `${base()}/sms/cost/calculate`,
      headers: { ...headersOf(member), ...body.headers },
      payload: body.payload,
    });
    expect(mms.json().data).toEqual({ totalCount: 3, totalCost: 600, smsType: "MMS", unitCost: 200 });
  });

  it("counts a repeated phone number once", async () => {
    const recipients = [{ phoneNo: "01011112222" }, { phoneNo: "010-1111-2222" }, { phoneNo: "01099998888" }];
    expect((await quote(message({ recipients }))).json().data.totalCount).toBe(2);
  });

  it("refuses invalid input with the spec's Korean messages", async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const cases: [Record<string, unknown>, string][] = [
      [{ outgoingPhoneNo: "" }, "발신번호를 선택해 주세요."],
      [{ sendType: undefined }, "발송방식을 선택해 주세요."],
      [{ sendType: "SCHEDULE" }, "예약발송일시를 선택해 주세요."],
      [{ sendType: "SCHEDULE", scheduledAt: past }, "예약발송일시는 현재 이후로 선택해 주세요."],
      [{ recipients: [] }, "선택된 수신자가 없습니다. 수신자를 선택해 주세요."],
      [{ message: " " }, "발송할 문자 내용을 입력 또는 이미지를 첨부해 주세요."],
      [{ message: "가".repeat(1001) }, "2000Bytes이상 입력할 수 없습니다."],
      [{ recipients: [{ phoneNo: "0101" }] }, "수신자 연락처를 확인해 주세요."],
    ];
    for (const [over, text] of cases) {
      const response = await quote(message(over));
      expect(response.statusCode, text).toBe(400);
      expect(response.json().message).toBe(text);
    }
  });

  it("refuses a fourth image with 이미지는 최대 3장까지 첨부 가능합니다.", async () => {
    const png = { name: "a.png", type: "image/png", bytes: PNG };
    const body = multipartBody(
      { outgoingPhoneNo: CALLER, sendType: "IMMEDIATE", recipients: JSON.stringify([{ phoneNo: "01011112222" }]) },
      [png, png, png, png],
    );
    const response = await t.app.inject({
      method: "POST",
      url: `${base()}/sms/cost/calculate`,
      headers: { ...headersOf(member), ...body.headers },
      payload: body.payload,
    });
    expect(response.json().message).toBe("이미지는 최대 3장까지 첨부 가능합니다.");
  });
});

describe("POST sms (immediate)", () => {
  it("charges once per Idempotency-Key, settles every recipient and refunds the failures", async () => {
    const before = await balancesOf(t.handle.db, UNION_1);
    const first = await send(message(), { key: "k-immediate-1" });
    expect(first.statusCode).toBe(200);
    const accepted = first.json().data;
    expect(accepted).toMatchObject({ smsType: "SMS", sendType: "IMMEDIATE", totalCount: 3, totalCost: 60 });
    const again = await send(message(), { key: "k-immediate-1" });
    expect(again.json().data.smsId).toBe(accepted.smsId);
    // Charged once, from the points (the balance itself may already hold the refund of the failures).
    const usage = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, `sms:${accepted.smsId}`), eq(ledgerEntries.kind, "USAGE")));
    expect(usage.map((entry) => [entry.creditType, entry.amount])).toEqual([["POINT", -60]]);

    const detail = await settled(accepted.smsId);
    expect(detail).toMatchObject({ recipientCount: 3, successCount: 1, failCount: 2, refundedCost: 40 });
    expect(detail.sentAt).not.toBeNull();
    expect(detail.completedAt).not.toBeNull();
    const after = await balancesOf(t.handle.db, UNION_1);
    expect(after.pointBalance + after.depositBalance).toBe(before.pointBalance + before.depositBalance - 20);
    const rows = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `sms:${accepted.smsId}`));
    expect(rows.map((r) => [r.kind, r.amount]).sort()).toEqual([
      ["REFUND", 40],
      ["USAGE", -60],
    ]);

    const recipients = (await get(`${base()}/sms/${accepted.smsId}/recipients`)).json();
    expect(recipients.pagination.totalElements).toBe(3);
    const byPhone = Object.fromEntries(recipients.data.map((r: { phoneNo: string }) => [r.phoneNo, r]));
    expect(byPhone["01011112222"]).toMatchObject({ sendResult: "SUCCESS", sendStatus: "COMPLETE", name: "홍길동" });
    expect(byPhone["01055550000"]).toMatchObject({ sendResult: "FAIL", failReason: "결번 또는 서비스 정지 번호" });
    expect(byPhone["123456789"]).toMatchObject({ sendResult: "FAIL", failReason: "잘못된 수신번호" });
    const failed = (await get(`${base()}/sms/${accepted.smsId}/recipients?sendResult=FAIL`)).json();
    expect(failed.pagination.totalElements).toBe(2);

    const list = (await get(`${base()}/sms?page=0`)).json();
    expect(list.data[0]).toMatchObject({
      smsId: accepted.smsId,
      successCount: 1,
      failCount: 2,
      sendStatus: "COMPLETE",
    });
    expect(list.data.length).toBeLessThanOrEqual(10);

    // Resend the failed recipients: a new message, charged again.
    const resent = await t.app.inject({
      method: "POST",
      url: `${base()}/sms/${accepted.smsId}/resend`,
      headers: headersOf(member, { "idempotency-key": "k-resend-1" }),
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({ totalCount: 2, totalCost: 40 });
    const resentDetail = await settled(resent.json().data.smsId);
    expect(resentDetail.failCount).toBe(2);

    // The same request again answers the same resend; another resend of these failures is refused.
    const resend = (key: string) =>
      t.app.inject({
        method: "POST",
        url: `${base()}/sms/${accepted.smsId}/resend`,
        headers: headersOf(member, { "idempotency-key": key }),
      });
    expect((await resend("k-resend-1")).json().data.smsId).toBe(resent.json().data.smsId);
    expect((await get(`${base()}/sms/${accepted.smsId}`)).json().data.isResendable).toBe(false);
    expect(resentDetail.isResendable).toBe(true);
    const usages = await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, "USAGE"));
    const secondResend = await resend("k-resend-2");
    expect(secondResend.json()).toMatchObject({
      status: 409,
      message: "이미 재발송한 문자입니다. 재발송한 문자에서 다시 보내 주세요.",
    });
    expect(await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, "USAGE"))).toHaveLength(
      usages.length,
    );
  });

  it("sends an MMS with an uploaded image and shows it in the detail and the sent-box", async () => {
    const body = multipartBody(
      {
        outgoingPhoneNo: CALLER,
        sendType: "IMMEDIATE",
        title: "포스터",
        message: "총회 포스터입니다.",
        recipients: JSON.stringify([{ unionRegisterSeq: owners[1], name: "김영희", phoneNo: "01033334444" }]),
      },
      [{ name: "poster.png", type: "image/png", bytes: PNG }],
    );
    const response = await t.app.inject({
      method: "POST",
      url: `${base()}/sms`,
      headers: { ...headersOf(member), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const { smsId, smsType, totalCost } = response.json().data;
    expect([smsType, totalCost]).toEqual(["MMS", 200]);
    const detail = await settled(smsId);
    expect(detail.files).toHaveLength(1);
    expect(detail.filePaths[0]).toBe(`/v1/files?fileSeq=${detail.files[0].fileSeq}`);
    const image = await get(detail.filePaths[0]);
    expect(image.statusCode).toBe(200);

    const sentBox = (await get(`${base()}/sent-sms`)).json();
    expect(sentBox.data.length).toBeLessThanOrEqual(3);
    expect(sentBox.data[0]).toMatchObject({ smsId, title: "포스터", smsType: "MMS" });
    const draft = (await get(`${base()}/sent-sms/${smsId}`)).json().data;
    expect(draft.files[0].fileSeq).toBe(detail.files[0].fileSeq);

    // Reusing the draft's image by fileSeq sends it again without an upload.
    const reuse = await send(message({ fileSeqs: [draft.files[0].fileSeq], recipients: [{ phoneNo: "01033334444" }] }));
    expect(reuse.json().data).toMatchObject({ smsType: "MMS", totalCost: 200 });
  });

  it("refuses a sender that is not an approved caller, and a register row of another union", async () => {
    const pending = await send(message({ outgoingPhoneNo: "0212345679" }));
    expect(pending.json()).toMatchObject({ status: 400, message: "승인된 발신번호만 사용할 수 있습니다." });
    const [other] = await addOwners(t.handle.db, UNION_2, [{ name: "타조합", phoneNo: "01077778888" }]);
    const foreign = await send(
      message({ recipients: [{ unionRegisterSeq: other!.unionRegisterSeq, phoneNo: "01077778888" }] }),
    );
    expect(foreign.json()).toMatchObject({ status: 400, message: "수신자 연락처를 확인해 주세요." });
  });

  it("checks SMS_SEND maintenance first: 502 E00510 and nothing charged", async () => {
    // Earlier tests' deliveries may still refund failures meanwhile: count charges, not the balance.
    const charges = async () =>
      (
        await t.handle.db
          .select()
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.unionSeq, UNION_1), eq(ledgerEntries.kind, "USAGE")))
      ).length;
    const before = await charges();
    await setMaintenance({ db: t.handle.db, type: "SMS_SEND", isUnderMaintenance: true });
    const response = await send(message());
    await setMaintenance({ db: t.handle.db, type: "SMS_SEND", isUnderMaintenance: false });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe(ERROR_CODES.EXTERNAL_MAINTENANCE);
    expect(await charges()).toBe(before);
  });

  it("refuses with E00520 when the balance does not cover the cost and creates nothing", async () => {
    await addApprovedCaller(t.handle.db, UNION_2, "0311112222");
    const before = (await get(`${base(UNION_2)}/sms`, supervisor)).json().pagination.totalElements;
    const recipients = Array.from({ length: 3000 }, (_, i) => ({ phoneNo: `010${String(20000000 + i)}` }));
    const response = await send(message({ outgoingPhoneNo: "0311112222", title: "큰 발송", recipients }), {
      session: supervisor,
      unionSeq: UNION_2,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.totalCost).toBe(150_000);
    const tooMuch = Array.from({ length: 10_000 }, (_, i) => ({ phoneNo: `010${String(30000000 + i)}` }));
    const refused = await send(message({ outgoingPhoneNo: "0311112222", title: "큰 발송", recipients: tooMuch }), {
      session: supervisor,
      unionSeq: UNION_2,
    });
    expect(refused.json()).toMatchObject({ status: 400, code: ERROR_CODES.INSUFFICIENT_BALANCE });
    const after = (await get(`${base(UNION_2)}/sms`, supervisor)).json().pagination.totalElements;
    expect(after).toBe(before + 1);
  });
});

describe("scheduled messages", () => {
  it("waits in WAIT, cancels with a full refund, and refuses a second cancel", async () => {
    const before = await balancesOf(t.handle.db, UNION_1);
    const scheduledAt = new Date(Date.now() + 3_600_000).toISOString();
    const accepted = (await send(message({ sendType: "SCHEDULE", scheduledAt }))).json().data;
    expect(accepted).toMatchObject({ sendType: "SCHEDULE", sendStatus: "WAIT", totalCost: 60 });
    const detail = (await get(`${base()}/sms/${accepted.smsId}`)).json().data;
    expect(detail).toMatchObject({ sendStatus: "WAIT", isCancellable: true, scheduledAt });
    const deleting = await t.app.inject({
      method: "DELETE",
      url: `${base()}/sent-sms/${accepted.smsId}`,
      headers: headersOf(member),
    });
    expect(deleting.json().message).toBe("예약 대기 중이거나 발송 중인 문자는 삭제할 수 없습니다.");

    const cancel = () =>
      t.app.inject({
        method: "POST",
        url: `${base()}/sms/cancel`,
        headers: headersOf(member),
        payload: { smsId: accepted.smsId },
      });
    const cancelled = await cancel();
    expect(cancelled.json().data).toEqual({ smsId: accepted.smsId, sendStatus: "CANCEL" });
    expect(await balancesOf(t.handle.db, UNION_1)).toEqual(before);
    const twice = await cancel();
    expect(twice.json()).toMatchObject({ status: 409, message: "예약 대기 중인 문자만 취소할 수 있습니다." });
    const recipients = (await get(`${base()}/sms/${accepted.smsId}/recipients`)).json().data;
    expect(recipients.every((r: { sendStatus: string }) => r.sendStatus === "CANCEL")).toBe(true);

    // A client's key that spells another entry's ledger key (the refund above) still pays for its message.
    const reused = (
      await send(message({ sendType: "SCHEDULE", scheduledAt }), { key: `${accepted.smsId}:cancel` })
    ).json().data;
    const usage = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, `sms:${reused.smsId}`), eq(ledgerEntries.kind, "USAGE")));
    expect(usage.reduce((sum, entry) => sum + entry.amount, 0)).toBe(-60);
  });

  it("is sent by the job at its time", async () => {
    const scheduledAt = new Date(Date.now() + 5_000).toISOString();
    const accepted = (await send(message({ sendType: "SCHEDULE", scheduledAt }))).json().data;
    expect(accepted.sendStatus).toBe("WAIT");
    expect((await get(`${base()}/sms/${accepted.smsId}`)).json().data.sendStatus).toBe("WAIT");
    const detail = await settled(accepted.smsId);
    expect(new Date(detail.sentAt).getTime()).toBeGreaterThanOrEqual(new Date(scheduledAt).getTime() - 50);
    expect(detail.successCount + detail.failCount).toBe(3);
  });
});

describe("delivery jobs", () => {
  it("writes each recipient once even when two expansions run at the same time", async () => {
    const recipients = Array.from({ length: 600 }, (_, i) => ({ phoneNo: `010${String(40000000 + i)}` }));
    const scheduledAt = new Date(Date.now() + 3_600_000).toISOString();
    const { smsId } = (await send(message({ sendType: "SCHEDULE", scheduledAt, recipients }))).json().data;
    await Promise.all([expandRecipients(t.handle.db, smsId), expandRecipients(t.handle.db, smsId)]);
    const listed = (await get(`${base()}/sms/${smsId}/recipients?pageSize=1`)).json();
    expect(listed.pagination.totalElements).toBe(600);
    expect(listed.data[0].sendStatus).toBe("WAIT");
  });

  it("fails and refunds at once the recipients of a batch the gateway refuses", async () => {
    const scheduledAt = new Date(Date.now() + 3_600_000).toISOString();
    const { smsId, totalCost } = (await send(message({ sendType: "SCHEDULE", scheduledAt }))).json().data;
    const refusing = {
      submit: async () => {
        throw new Error("connection reset");
      },
      collectReports: async () => [],
      reportDelayMs: 0,
    };
    await dispatchSms({ db: t.handle.db, jobs: t.jobs, gateway: refusing, smsId });
    const detail = await settled(smsId);
    expect(detail).toMatchObject({ successCount: 0, failCount: 3 });
    const recipients = (await get(`${base()}/sms/${smsId}/recipients`)).json().data;
    expect(recipients.map((r: { failReason: string }) => r.failReason)).toEqual(Array(3).fill(SUBMIT_FAILED_REASON));
    const entries = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `sms:${smsId}`));
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    expect(entries.filter((entry) => entry.kind === "USAGE").reduce((sum, e) => sum - e.amount, 0)).toBe(totalCost);
  });

  it("the sweep sends a message whose jobs were lost and settles recipients never settled", async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const lost = (await send(message({ sendType: "SCHEDULE", scheduledAt: later }))).json().data.smsId;
    const unsettled = (await send(message({ sendType: "SCHEDULE", scheduledAt: later }))).json().data.smsId;
    await expandRecipients(t.handle.db, lost);
    await expandRecipients(t.handle.db, unsettled);
    const longAgo = new Date(Date.now() - 30 * 60_000);
    // As if the process had stopped after accepting an immediate message, and after handing recipients over.
    await t.handle.db
      .update(smsMessages)
      .set({ sendType: "IMMEDIATE", scheduledAt: null, requestedAt: longAgo })
      .where(eq(smsMessages.smsId, lost));
    await t.handle.db
      .update(smsMessages)
      .set({ sendStatus: "SENDING", sentAt: longAgo })
      .where(eq(smsMessages.smsId, unsettled));
    await t.handle.db
      .update(smsRecipients)
      .set({ sendStatus: "SENDING", sentAt: longAgo })
      .where(eq(smsRecipients.smsId, unsettled));

    const swept = await sweepLostDelivery({ db: t.handle.db, jobs: t.jobs });
    expect(swept.dispatched).toBeGreaterThanOrEqual(1);
    expect(swept.settled).toBeGreaterThanOrEqual(1);
    for (const smsId of [lost, unsettled]) {
      const detail = await settled(smsId);
      expect(detail.successCount + detail.failCount).toBe(3);
    }
    // Found again, nothing is sent or refunded twice.
    const again = await sweepLostDelivery({ db: t.handle.db, jobs: t.jobs });
    expect([again.dispatched, again.settled]).toEqual([0, 0]);
  });
});

describe("records and sent-box", () => {
  it("lists the seeded history, 10 per page, and the sent-box 3 per page within 6 months", async () => {
    const list = (await get(`${base()}/sms?pageSize=10`)).json();
    expect(list.pagination.totalElements).toBeGreaterThanOrEqual(2);
    const seeded = list.data.find((s: { recipientCount: number }) => s.recipientCount === 708);
    expect(
      seeded ??
        (await get(`${base()}/sms?page=1`))
          .json()
          .data.find((s: { recipientCount: number }) => s.recipientCount === 708),
    ).toMatchObject({
      smsType: "LMS",
      sendStatus: "COMPLETE",
      successCount: 708,
    });
    const sentBox = (await get(`${base()}/sent-sms`)).json();
    expect(sentBox.data.length).toBe(3);
    expect(sentBox.data.every((s: { smsId: number }) => s.smsId > 0)).toBe(true);
  });

  it("deletes a settled message from the records and the sent-box", async () => {
    const accepted = (await send(message({ recipients: [{ phoneNo: "01011112222" }] }))).json().data;
    await settled(accepted.smsId);
    const response = await t.app.inject({
      method: "DELETE",
      url: `${base()}/sent-sms/${accepted.smsId}`,
      headers: headersOf(member),
    });
    expect(response.json().data).toEqual({ smsId: accepted.smsId });
    expect((await get(`${base()}/sms/${accepted.smsId}`)).statusCode).toBe(404);
    expect((await get(`${base()}/sent-sms/${accepted.smsId}`)).statusCode).toBe(404);
  });

  it("lists register owners with a phone for the recipient picker, filtered", async () => {
    const all = (await get(`${base()}/sms/recipients?pageSize=100`)).json();
    expect(all.pagination.totalElements).toBe(3);
    const one = (await get(`${base()}/sms/recipients?name=${encodeURIComponent("김영")}`)).json();
    expect(one.data).toHaveLength(1);
    expect(one.data[0]).toMatchObject({ name: { name: "김영희" }, mainPhone: { phoneNo: "01033334444" }, agent: null });
    const bad = await get(`${base()}/sms/recipients?phoneNo=010-1`);
    expect(bad.json().message).toBe("연락처는 숫자 11자리까지 입력할 수 있습니다.");
  });

  it("applies every register grid filter (located property, custom columns), never ignoring one", async () => {
    await t.handle.db
      .update(unionRegisters)
      .set({ attribute: { attribute1: "동의완료" } })
      .where(eq(unionRegisters.unionRegisterSeq, owners[1]!));
    const names = async (query: string) =>
      (await get(`${base()}/sms/recipients?${query}`)).json().data.map((o: { name: { name: string } }) => o.name.name);
    expect(await names(`attribute1=${encodeURIComponent("동의")}`)).toEqual(["김영희"]);
    expect(await names(`dong=${encodeURIComponent("없는동")}`)).toEqual([]);
    expect(await names(`address=${encodeURIComponent("세종대로")}`)).toHaveLength(3);
  });

  it("matches % and _ typed in the address and name filters only as themselves", async () => {
    const names = async (query: string) =>
      (await get(`${base()}/sms/recipients?pageSize=100&${query}`))
        .json()
        .data.map((o: { name: { name: string } }) => o.name.name);
    expect(await names(`address=${encodeURIComponent("%")}`)).toEqual([]);
    expect(await names(`address=${encodeURIComponent("_")}`)).toEqual([]);
    const [added] = await addOwners(t.handle.db, UNION_1, [{ name: "특수_문자%", phoneNo: "01077778888" }], 9100);
    await t.handle.db
      .update(unionRegisters)
      .set({ postAddress: { address: "세종대로 1_0%", detailAddress: "", zipNo: "04524" } })
      .where(eq(unionRegisters.unionRegisterSeq, added!.unionRegisterSeq));
    try {
      expect(await names(`address=${encodeURIComponent("%")}`)).toEqual(["특수_문자%"]);
      expect(await names(`address=${encodeURIComponent("1_0")}`)).toEqual(["특수_문자%"]);
      expect(await names(`address=${encodeURIComponent("세종대로%110")}`)).toEqual([]);
      expect(await names(`name=${encodeURIComponent("_")}`)).toEqual(["특수_문자%"]);
    } finally {
      await t.handle.db.delete(unionRegisters).where(eq(unionRegisters.unionRegisterSeq, added!.unionRegisterSeq));
    }
  });
});

describe("permissions", () => {
  const calls = () => [
    { method: "GET" as const, url: `${base()}/sms` },
    { method: "GET" as const, url: `${base()}/sms/recipients` },
    { method: "GET" as const, url: `${base()}/sms/1` },
    { method: "GET" as const, url: `${base()}/sms/1/recipients` },
    { method: "GET" as const, url: `${base()}/sent-sms` },
    { method: "GET" as const, url: `${base()}/sent-sms/1` },
    { method: "DELETE" as const, url: `${base()}/sent-sms/1` },
    { method: "GET" as const, url: `${base()}/sms-callers` },
    { method: "POST" as const, url: `${base()}/sms`, payload: message() },
    { method: "POST" as const, url: `${base()}/sms/cost/calculate`, payload: message() },
    { method: "POST" as const, url: `${base()}/sms/cancel`, payload: { smsId: 1 } },
    { method: "POST" as const, url: `${base()}/sms/1/resend` },
    { method: "POST" as const, url: `${base()}/sms-callers`, payload: {} },
    { method: "DELETE" as const, url: `${base()}/sms-callers`, payload: { smsCallerSeqs: [1], password: "x" } },
  ];

  it("refuses a manager of another union with E00502 and no data", async () => {
    for (const call of calls()) {
      const response = await t.app.inject({
        ...call,
        url: call.url.replace(`/unions/${UNION_1}/`, `/unions/${UNION_2}/`),
        headers: headersOf(member),
      });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json()).toEqual({ status: 403, code: ERROR_CODES.UNION_FORBIDDEN, message: expect.any(String) });
    }
  });

  it("refuses a member without menu M0403 with E00501 and changes nothing", async () => {
    const before = await balancesOf(t.handle.db, UNION_1);
    await withoutMenu(t, member, UNION_1, "M0403", async () => {
      for (const call of calls()) {
        const response = await t.app.inject({ ...call, headers: headersOf(member) });
        expect(response.statusCode, call.url).toBe(403);
        expect(response.json().code, call.url).toBe(ERROR_CODES.PERMISSION_DENIED);
      }
      const ai = await t.app.inject({
        method: "POST",
        url: "/ai/sms-completions",
        headers: headersOf(member, { "union-seq": String(UNION_1) }),
        payload: { memberSeq: member.memberSeq, unionSeq: UNION_1, query: "총회 안내 문자 작성" },
      });
      expect(ai.json().code).toBe(ERROR_CODES.PERMISSION_DENIED);
      expect(await balancesOf(t.handle.db, UNION_1)).toEqual(before);
    });
  });
});
