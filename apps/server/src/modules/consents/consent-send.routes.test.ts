import { ERROR_CODES } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balancesOf, debitUsage } from "../../platform/ledger";
import { ledgerEntries } from "../../platform/ledger.table";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { withoutMenu } from "../../test/without-menu";
import { unionRegisters } from "../register/register.table";
import { smsCallers, smsMessages, smsRecipients } from "../sms/sms.table";
import { addApprovedCaller, waitFor } from "../sms/sms-test-support";
import { withReadOnlyMenu } from "./consent-recipients.test-support";
import { consoleCall, createStartedConsent, DAY, openConsentApp, CONSENTS_URL as URL } from "./consents-test-support";

let t: TestApp;
let member: Session;
let supervisor: Session;
let guide: number;
/** 홍길동, 김영희 (no contact consent), 이철수 (no consent, agent), 국토교통부 (public), 박영수 (no phone). */
let owners: number[];
let caller: string;
const BASE_URL = "https://johap.example";

beforeAll(async () => {
  const people = [
    { name: "홍길동", birth: "19600101" },
    { name: "김영희", birth: "19700202" },
    { name: "이철수", birth: "19800303", agent: { name: "이대리", birth: "19850505" } },
    { name: "국토교통부", ownerType: "PUBLIC" as const },
    { name: "박영수", birth: "19900404" },
  ];
  ({ t, member, supervisor, owners, guide } = await openConsentApp(people, 8000, {
    PUBLIC_BASE_URL: `${BASE_URL}/`,
  }));
  const db = t.handle.db;
  const phones: [string, boolean][] = [
    ["01011112222", true],
    ["01033334444", false],
    ["01055556666", false],
    ["0221234567", true],
    ["", true],
  ];
  for (const [i, [phoneNo, isContactAllowed]] of phones.entries()) {
    await db
      .update(unionRegisters)
      .set({ mainPhone: { phoneNo, isContactAllowed }, mainPhoneNo: phoneNo })
      .where(eq(unionRegisters.unionRegisterSeq, owners[i]!));
  }
  // The union's first approved caller number sends (the demo union has one; a fresh one is given one).
  const callers = await db
    .select()
    .from(smsCallers)
    .where(eq(smsCallers.unionSeq, UNION_1))
    .orderBy(smsCallers.smsCallerSeq);
  caller = callers.find((c) => c.status === "C" && !c.deletedAt)?.outgoingPhoneNo ?? "";
  if (!caller) caller = (await addApprovedCaller(db, UNION_1, "0212345678")).outgoingPhoneNo;
});
afterAll(() => t.close());

const call = (
  method: "GET" | "POST",
  url: string,
  payload?: object,
  opts: { session?: Session; unionSeq?: number; key?: string } = {},
) => consoleCall(t, { method, url, payload, ...opts, session: opts.session ?? member });

async function openConsent(startedAgo = 2 * DAY) {
  const over = { title: "정비계획 변경 동의서" };
  return createStartedConsent(t, { session: member, guide, owners, over, startedAgo });
}

const usagesOf = (smsId: number) =>
  t.handle.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reference, `sms:${smsId}`), eq(ledgerEntries.kind, "USAGE")));

describe("POST /v2/electronic-consents/{consentSeq}/send", () => {
  it("texts the link to NOT_SUBMITTED recipients with a usable phone and contact consent (agents on their phone), charged once per key", async () => {
    const { consentSeq, linkCode } = await openConsent();
    const before = await balancesOf(t.handle.db, UNION_1);
    const first = await call("POST", `${URL}/${consentSeq}/send`, {}, { key: "consent-send-1" });
    expect(first.statusCode, first.body).toBe(200);
    const result = first.json().data;
    // 홍길동 on his phone, 이철수 through his agent (01099990000; his own phone has no contact consent); 김영희 has no contact consent, 박영수 no phone, the public owner is skipped.
    expect(result).toMatchObject({
      sentCount: 2,
      skippedStatusCount: 1,
      skippedContactCount: 1,
      skippedNoPhoneCount: 1,
      totalCost: 100,
    });
    const again = await call("POST", `${URL}/${consentSeq}/send`, {}, { key: "consent-send-1" });
    expect(again.json().data).toEqual(result);

    const usage = await usagesOf(result.smsId);
    expect(usage.map((e) => [e.serviceType, e.amount])).toEqual([["SMS", -100]]);
    const after = await balancesOf(t.handle.db, UNION_1);
    expect(after.pointBalance + after.depositBalance).toBe(before.pointBalance + before.depositBalance - 100);

    const [sms] = await t.handle.db.select().from(smsMessages).where(eq(smsMessages.smsId, result.smsId));
    expect(sms).toMatchObject({ smsType: "LMS", sendType: "IMMEDIATE", recipientCount: 2, outgoingPhoneNo: caller });
    expect(sms!.title).toBe("전자 동의서 제출 안내");
    expect(sms!.message).toContain("[전자 동의서] 정비계획 변경 동의서");
    expect(sms!.message).toContain(`${BASE_URL}/m/c/${linkCode}`);
    const rows = await waitFor(async () => {
      const found = await t.handle.db.select().from(smsRecipients).where(eq(smsRecipients.smsId, result.smsId));
      return found.length === 2 ? found : null;
    });
    expect(rows.map((r) => [r.name, r.phoneNo, r.isAgent]).sort()).toEqual([
      ["이대리", "01099990000", true],
      ["홍길동", "01011112222", false],
    ]);
  });

  it("sends only the named recipients that are NOT_SUBMITTED, and refuses when none is (전자 동의서 발송 대상 없음)", async () => {
    const { consentSeq, seqOf } = await openConsent();
    const written = await call("POST", `${URL}/${consentSeq}/recipients/${seqOf("홍길동")}/submit`, {
      submittedAt: new Date(Date.now() - DAY).toISOString(),
    });
    expect(written.statusCode, written.body).toBe(200);
    const refused = await call("POST", `${URL}/${consentSeq}/send`, {
      recipientSeqs: [seqOf("홍길동"), seqOf("국토교통부")],
    });
    expect(refused.json()).toMatchObject({
      status: 400,
      message: "발송할 대상자가 없습니다. 미제출 대상자(국공유지 제외) 중 연락처가 있는 대상자에게만 발송됩니다.",
    });
    const one = await call("POST", `${URL}/${consentSeq}/send`, { recipientSeqs: [seqOf("이철수"), seqOf("홍길동")] });
    expect(one.json().data).toMatchObject({ sentCount: 1, skippedStatusCount: 1, totalCost: 50 });
    expect(await usagesOf(one.json().data.smsId)).toHaveLength(1);
  });

  it("refuses a consent that is not in progress", async () => {
    const { consentSeq } = await openConsent(0);
    const refused = await call("POST", `${URL}/${consentSeq}/send`, {});
    expect(refused.json()).toMatchObject({ status: 400, message: "진행중인 전자 동의서만 발송할 수 있습니다." });
  });

  it("refuses with E00520 when the balance does not cover the texts, and charges nothing", async () => {
    const { consentSeq } = await openConsent();
    const { pointBalance, depositBalance } = await balancesOf(t.handle.db, UNION_1);
    const drained = pointBalance + depositBalance - 10;
    await debitUsage(t.handle.db, {
      unionSeq: UNION_1,
      amount: drained,
      serviceType: "TEST",
      description: "잔액 소진",
      reference: "test:drain",
      idempotencyKey: "test:drain",
    });
    const usagesBefore = await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, "USAGE"));
    const messagesBefore = await t.handle.db.select().from(smsMessages);
    const refused = await call("POST", `${URL}/${consentSeq}/send`, {}, { key: "consent-send-short" });
    expect(refused.json()).toMatchObject({ status: 400, code: ERROR_CODES.INSUFFICIENT_BALANCE });
    expect(await t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, "USAGE"))).toHaveLength(
      usagesBefore.length,
    );
    expect(await t.handle.db.select().from(smsMessages)).toHaveLength(messagesBefore.length);
    // Give the balance back for the other tests (a refund of the drain).
    await t.handle.db.insert(ledgerEntries).values({
      unionSeq: UNION_1,
      creditType: "POINT",
      kind: "REFUND",
      serviceType: "TEST",
      amount: drained,
      description: "잔액 복구",
      reference: "test:drain",
      idempotencyKey: "test:drain:back",
    });
  });

  it("refuses another union's consent, a union named in the body that is not the header's, and a member without M1201", async () => {
    const { consentSeq } = await openConsent();
    const foreign = await call("POST", `${URL}/${consentSeq}/send`, {}, { session: supervisor, unionSeq: UNION_2 });
    expect(foreign.statusCode).toBe(404);
    const named = await call("POST", `${URL}/${consentSeq}/send`, { unionSeq: UNION_2 });
    expect(named.json().code).toBe(ERROR_CODES.UNION_FORBIDDEN);
    await withoutMenu(t, member, UNION_1, "M1201", async () => {
      const refused = await call("POST", `${URL}/${consentSeq}/send`, {});
      expect(refused.json().code).toBe(ERROR_CODES.PERMISSION_DENIED);
    });
    await withReadOnlyMenu(t, member, UNION_1, "M1201", async () => {
      const refused = await call("POST", `${URL}/${consentSeq}/send`, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(ERROR_CODES.PERMISSION_DENIED);
      // 조회 still reads.
      expect((await call("GET", `${URL}/${consentSeq}/recipients/counts`)).statusCode).toBe(200);
    });
  });
});
