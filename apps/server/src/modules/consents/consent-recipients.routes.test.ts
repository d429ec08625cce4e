import { type CreateConsentBody, todayInSeoul } from "@johap/contracts";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../../platform/evidence/evidence.table";
import { verifyEvidenceChain } from "../../platform/evidence/evidence-chain";
import { type Session, type TestApp, UNION_1 } from "../../test/test-app";
import { electronicConsents } from "./consents.table";
import {
  addConsentOwners,
  consoleCall,
  createConsent,
  createStartedConsent,
  DAY,
  HOUR,
  openConsentApp,
  startConsent,
  CONSENTS_URL as URL,
} from "./consents-test-support";

let t: TestApp;
let member: Session;
let guide: number;
/** 홍길동, 김영희, 이철수 (co-owned), 국토교통부 (public), 박영수 (no property), by register number. */
let owners: number[];

beforeAll(async () => {
  ({ t, member, owners, guide } = await openConsentApp([
    { name: "홍길동", birth: "19600101", land: 100, building: 50.5, apartmentDong: "101", buildingName: "한빛아파트" },
    { name: "김영희", birth: "19700202", land: 200, apartmentDong: "101" },
    { name: "이철수", birth: "19800303", shareType: "SHARE", land: 300, apartmentDong: "1001" },
    { name: "국토교통부", ownerType: "PUBLIC", land: 400, apartmentDong: "102" },
    { name: "박영수", birth: "19900404" },
  ]));
});
afterAll(() => t.close());

const FROM = { remoteAddress: "203.0.113.9", ua: "JohapTest/1.0" };
const request = { remoteAddress: FROM.remoteAddress, headers: { "user-agent": FROM.ua } };
const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  consoleCall(t, { ...request, method, url, payload, session: member });

/** A consent IN_PROGRESS since `startedAgo`, with every owner as recipient; answers it and its recipients by owner. */
async function openConsent(over: Partial<CreateConsentBody> = {}, startedAgo = 5 * DAY) {
  const c = await createStartedConsent(t, { session: member, guide, owners, over, startedAgo, request });
  return { ...c, url: (name: string) => `${URL}/${c.consentSeq}/recipients/${c.seqOf(name)}` };
}
const startOf = async (consentSeq: number) =>
  (await call("GET", `${URL}/${consentSeq}`)).json().data.startedAt as string;
const at = (ms: number) => new Date(ms).toISOString();
/** Midnight of today in Korea. */
const seoulMidnight = () => Date.parse(`${todayInSeoul()}T00:00:00+09:00`);

describe("GET and POST /v2/electronic-consents/{consentSeq}/recipients", () => {
  it("lists recipients by register number with their register entry, and filters by name, status and share type", async () => {
    const { consentSeq } = await openConsent();
    const all = (await call("GET", `${URL}/${consentSeq}/recipients`)).json();
    expect(all.pagination.totalElements).toBe(5);
    expect(all.data.map((r: { registers: { name: { name: string } } }) => r.registers.name.name)).toEqual([
      "홍길동",
      "김영희",
      "이철수",
      "국토교통부",
      "박영수",
    ]);
    expect(all.data[0]).toMatchObject({
      status: "NOT_SUBMITTED",
      submittedAt: null,
      activeWithdrawnDays: 1,
      isWrittenRegistrable: true,
      isWithdrawable: false,
      isRemovable: true,
      registers: {
        unionRegisterSeq: owners[0],
        unionRegisterNo: "7000",
        ownerType: "PERSON",
        shareType: "SINGLE",
        birth: "19600101",
        localAddresses: [
          expect.objectContaining({ apartmentDong: "101", landOwnership: expect.objectContaining({ ownedArea: 100 }) }),
        ],
      },
    });
    expect(all.data[3]).toMatchObject({
      status: "AUTO_SUBMITTED",
      submitType: "AUTO",
      isWithdrawable: true,
      isRemovable: false,
    });
    const query = async (q: string) =>
      (await call("GET", `${URL}/${consentSeq}/recipients?${q}`))
        .json()
        .data.map((r: { registers: { name: { name: string } } }) => r.registers.name.name);
    expect(await query(`searchRecipientName=${encodeURIComponent("영")}`)).toEqual(["김영희", "박영수"]);
    expect(await query("searchStatus=AUTO_SUBMITTED")).toEqual(["국토교통부"]);
    expect(await query("searchStatus=SUBMITTED")).toEqual(["국토교통부"]);
    expect(await query("searchShareType=SHARE")).toEqual(["이철수"]);
    expect(await query("page=1&pageSize=2")).toEqual(["이철수", "국토교통부"]);
    const long = await call("GET", `${URL}/${consentSeq}/recipients?searchRecipientName=${"가".repeat(31)}`);
    expect(long.json().message).toBe("이름은 최대 30자까지 입력 가능합니다.");
  });

  it("adds owners not yet recipients, leaves the others, and refuses owners without identity or a completed consent", async () => {
    const { consentSeq } = await createConsent(t, { session: member, guide, owners: [owners[0]!], request });
    const url = `${URL}/${consentSeq}/recipients`;
    const added = await call("POST", url, { unionRegisterSeqs: [owners[0]!, owners[1]!, owners[3]!] });
    expect(added.json().data).toMatchObject({ addedCount: 2 });
    expect((await call("GET", url)).json().pagination.totalElements).toBe(3);
    const [nameless] = await addConsentOwners(t.handle.db, UNION_1, [{ name: "무생일", birth: "" }], 7500);
    const refused = await call("POST", url, { unionRegisterSeqs: [nameless!] });
    expect(refused.json().message).toBe(
      "무생일: 이름 또는 생년월일(본인 또는 대리인)이 없는 소유자는 대상자로 추가할 수 없습니다.",
    );
    expect((await call("POST", url, { unionRegisterSeqs: [] })).json().message).toBe(
      "대상자를 1명 이상 선택해 주세요.",
    );
    await startConsent(t.handle.db, consentSeq);
    await call("POST", `${URL}/${consentSeq}/progress-status`, { progressStatus: "COMPLETED" });
    const late = await call("POST", url, { unionRegisterSeqs: [owners[4]!] });
    expect(late.json().message).toBe("마감된 전자 동의서에는 대상자를 추가할 수 없습니다.");
  });
});

describe("GET and DELETE .../recipients/{recipientSeq}", () => {
  it("reads one recipient and removes one not submitted; a submitted one, or any once COMPLETED, stays", async () => {
    const c = await openConsent();
    const one = await call("GET", c.url("김영희"));
    expect(one.json().data).toMatchObject({ recipientSeq: c.seqOf("김영희"), registers: { name: { name: "김영희" } } });
    const removed = await call("DELETE", c.url("김영희"));
    expect(removed.json().data).toEqual({ recipientSeq: c.seqOf("김영희") });
    expect((await call("GET", c.url("김영희"))).json()).toMatchObject({
      status: 404,
      message: "대상자를 찾을 수 없습니다.",
    });
    expect((await call("GET", `${URL}/${c.consentSeq}/recipients`)).json().pagination.totalElements).toBe(4);
    const auto = await call("DELETE", c.url("국토교통부"));
    expect(auto.json().message).toBe("제출한 대상자는 제외할 수 없습니다. 철회 후 제외해 주세요.");
    // Removed, the owner may be added again.
    expect(
      (await call("POST", `${URL}/${c.consentSeq}/recipients`, { unionRegisterSeqs: [owners[1]!] })).json().data
        .addedCount,
    ).toBe(1);
    await call("POST", `${URL}/${c.consentSeq}/progress-status`, { progressStatus: "COMPLETED" });
    const completed = await call("DELETE", c.url("박영수"));
    expect(completed.json().message).toBe("마감된 전자 동의서의 대상자는 제외할 수 없습니다.");
  });
});

describe("POST .../recipients/{recipientSeq}/submit (서면 동의 등록)", () => {
  it("registers a written consent between the start and now, with its history and evidence event", async () => {
    const c = await openConsent({ activeWithdrawnDays: 3 });
    const start = Date.parse(await startOf(c.consentSeq));
    const url = `${c.url("홍길동")}/submit`;
    expect((await call("POST", url, {})).json().message).toBe("제출일자를 선택해주세요.");
    expect((await call("POST", url, { submittedAt: at(start - 1000) })).json().message).toBe(
      "동의서 시작일시 이후로 선택해 주세요.",
    );
    expect((await call("POST", url, { submittedAt: at(Date.now() + 60_000) })).json().message).toBe(
      "제출일자는 현재 시각과 동의서 종료일시 이전으로 선택해 주세요.",
    );
    expect((await call("POST", url, { submittedAt: at(start), submitType: "ELECTRONIC" })).statusCode).toBe(400);
    const response = await call("POST", url, { submittedAt: at(start), submitType: "WRITTEN", certifiedNo: "ignored" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: "WRITTEN_SUBMITTED",
      submitType: "WRITTEN",
      submittedAt: at(start),
      certifiedNo: null,
      activeWithdrawnDays: 3,
      activeWithdrawnAt: at(start + 3 * DAY),
      isWrittenRegistrable: false,
      isCancellable: true,
    });
    const again = await call("POST", url, { submittedAt: at(start) });
    expect(again.json().message).toBe("지금은 서면 동의 등록이 불가능한 상태입니다.");
    expect((await call("GET", `${URL}/${c.consentSeq}`)).json().data.recipientCount).toEqual({
      submitted: 2,
      total: 5,
    });

    const histories = (await call("GET", `${c.url("홍길동")}/histories`)).json().data;
    expect(histories).toEqual([
      {
        recipientHistorySeq: expect.any(Number),
        manager: { managerName: "이사무" },
        status: "WRITTEN_SUBMITTED",
        action: "SUBMITTED",
        occurredAt: expect.any(String),
      },
    ]);
    const [event] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `consent:${c.consentSeq}/recipient:${c.seqOf("홍길동")}`));
    expect(event).toMatchObject({
      unionSeq: UNION_1,
      kind: "CONSENT_SUBMITTED",
      ip: FROM.remoteAddress,
      userAgent: FROM.ua,
      payload: expect.objectContaining({
        submitType: "WRITTEN",
        consentTextHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    });
  });

  it("stops at the consent's end, and refuses before the start or after the end", async () => {
    const c = await openConsent();
    await t.handle.db
      .update(electronicConsents)
      .set({ endedAt: new Date(Date.now() - HOUR) })
      .where(eq(electronicConsents.consentSeq, c.consentSeq));
    const url = `${c.url("김영희")}/submit`;
    const afterEnd = await call("POST", url, { submittedAt: at(Date.now() - HOUR + 1000) });
    expect(afterEnd.json().message).toBe("제출일자는 현재 시각과 동의서 종료일시 이전으로 선택해 주세요.");
    expect((await call("POST", url, { submittedAt: at(Date.now() - HOUR - 1000) })).statusCode).toBe(200);

    const before = await createStartedConsent(t, { session: member, guide, owners, startedAgo: 0, request });
    const early = await call(
      "POST",
      `${URL}/${before.consentSeq}/recipients/${before.recipients[0]!.recipientSeq}/submit`,
      {
        submittedAt: at(Date.now()),
      },
    );
    expect(early.json().message).toBe("지금은 서면 동의 등록이 불가능한 상태입니다.");
  });

  it("needs a numeric serial number on a CERTIFIED template", async () => {
    const c = await openConsent({ templateSeq: 2 });
    const url = `${c.url("이철수")}/submit`;
    const submittedAt = at(Date.now() - HOUR);
    for (const certifiedNo of [undefined, "", "12-34", "12a"]) {
      const response = await call("POST", url, { submittedAt, certifiedNo });
      expect(response.json().message, String(certifiedNo)).toBe("일련번호를 알맞게 입력해주세요.");
    }
    const ok = await call("POST", url, { submittedAt, certifiedNo: "0012345678" });
    expect(ok.json().data).toMatchObject({ status: "WRITTEN_SUBMITTED", certifiedNo: "0012345678" });
  });
});

describe("POST .../recipients/{recipientSeq}/withdraw (철회)", () => {
  it("withdraws up to the deadline's day and refuses a day after it", async () => {
    const c = await openConsent({ activeWithdrawnDays: 1 });
    // Deadline today 00:01 in Korea: still withdrawable today.
    const onTime = seoulMidnight() + 60_000 - DAY;
    await call("POST", `${c.url("홍길동")}/submit`, { submittedAt: at(onTime) });
    // Deadline yesterday 23:59 in Korea: too late.
    const late = seoulMidnight() - 60_000 - DAY;
    await call("POST", `${c.url("김영희")}/submit`, { submittedAt: at(late) });
    const list = (await call("GET", `${URL}/${c.consentSeq}/recipients?searchStatus=WRITTEN_SUBMITTED`)).json().data;
    expect(list.map((r: { isWithdrawable: boolean }) => r.isWithdrawable)).toEqual([true, false]);

    const refused = await call("POST", `${c.url("김영희")}/withdraw`, { submittedAt: at(Date.now()) });
    expect(refused.json().message).toBe("지금은 철회를 진행할 수 없는 상태입니다.");
    const url = `${c.url("홍길동")}/withdraw`;
    expect((await call("POST", url, {})).json().message).toBe("제출일자를 선택해주세요.");
    const range = "철회일자는 제출일자와 철회 가능 기한 사이로 선택해 주세요.";
    expect((await call("POST", url, { submittedAt: at(onTime - 1000) })).json().message).toBe(range);
    expect((await call("POST", url, { submittedAt: at(Date.now() + 60_000) })).json().message).toBe(range);
    const withdrawn = await call("POST", url, { submittedAt: at(Date.now()) });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data).toMatchObject({
      status: "WITHDRAWAL",
      isWrittenRegistrable: true,
      isWithdrawable: false,
    });
    expect((await call("GET", `${URL}/${c.consentSeq}`)).json().data.recipientCount).toEqual({
      submitted: 2,
      total: 5,
    });
    // A withdrawn owner may consent in writing again.
    expect((await call("POST", `${c.url("홍길동")}/submit`, { submittedAt: at(Date.now()) })).json().data.status).toBe(
      "WRITTEN_SUBMITTED",
    );
    const histories = (await call("GET", `${c.url("홍길동")}/histories`)).json().data;
    expect(histories.map((h: { action: string; status: string }) => [h.action, h.status])).toEqual([
      ["SUBMITTED", "WRITTEN_SUBMITTED"],
      ["WITHDRAWN", "WITHDRAWAL"],
      ["SUBMITTED", "WRITTEN_SUBMITTED"],
    ]);
  });

  it("withdraws a public owner's automatic consent without a deadline, but nothing when withdrawal is off or the consent ended", async () => {
    const c = await openConsent({ isWithdrawRequired: false });
    await call("POST", `${c.url("홍길동")}/submit`, { submittedAt: at(Date.now() - HOUR) });
    const off = await call("POST", `${c.url("홍길동")}/withdraw`, { submittedAt: at(Date.now()) });
    expect(off.json().message).toBe("지금은 철회를 진행할 수 없는 상태입니다.");
    const auto = await call("POST", `${c.url("국토교통부")}/withdraw`, { submittedAt: at(Date.now()) });
    expect(auto.json().data).toMatchObject({ status: "WITHDRAWAL", submitType: "AUTO" });
    expect((await call("POST", `${c.url("박영수")}/withdraw`, { submittedAt: at(Date.now()) })).json().message).toBe(
      "지금은 철회를 진행할 수 없는 상태입니다.",
    );
    const ended = await openConsent();
    await call("POST", `${URL}/${ended.consentSeq}/progress-status`, { progressStatus: "COMPLETED" });
    const completed = await call("POST", `${ended.url("국토교통부")}/withdraw`, { submittedAt: at(Date.now()) });
    expect(completed.json().message).toBe("지금은 철회를 진행할 수 없는 상태입니다.");
  });
});

describe("POST .../recipients/{recipientSeq}/cancel (서면 동의 취소)", () => {
  it("undoes a written consent registered by mistake and refuses any other", async () => {
    const c = await openConsent();
    await call("POST", `${c.url("이철수")}/submit`, { submittedAt: at(Date.now() - HOUR) });
    const cancelled = await call("POST", `${c.url("이철수")}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: "NOT_SUBMITTED",
      submittedAt: null,
      submitType: null,
      isRemovable: true,
    });
    const message = "진행중인 전자 동의서의 서면 동의 등록만 취소할 수 있습니다.";
    expect((await call("POST", `${c.url("이철수")}/cancel`)).json().message).toBe(message);
    expect((await call("POST", `${c.url("국토교통부")}/cancel`, {})).json().message).toBe(message);
    const histories = (await call("GET", `${c.url("이철수")}/histories`)).json().data;
    expect(histories.map((h: { action: string }) => h.action)).toEqual(["SUBMITTED", "CANCELLED"]);
    const kinds = await t.handle.db
      .select({ kind: auditEvents.kind })
      .from(auditEvents)
      .where(eq(auditEvents.subject, `consent:${c.consentSeq}/recipient:${c.seqOf("이철수")}`))
      .orderBy(auditEvents.chainIndex);
    expect(kinds.map((k) => k.kind)).toEqual(["CONSENT_SUBMITTED", "CONSENT_SUBMISSION_CANCELLED"]);
  });
});

describe("statistics", () => {
  it("answers consented and total m² with the percent rounded up, and the consent per apartment dong", async () => {
    const c = await openConsent();
    const area = async () => (await call("GET", `${URL}/${c.consentSeq}/statistics/area`)).json().data;
    // Total 100 + 50.5 + 200 + 300 + 400; the public owner (400) consented automatically.
    expect(await area()).toEqual({ totalArea: 1050.5, consentedArea: 400, percent: 38.08 });
    await call("POST", `${c.url("홍길동")}/submit`, { submittedAt: at(Date.now() - HOUR) });
    expect(await area()).toEqual({ totalArea: 1050.5, consentedArea: 550.5, percent: 52.41 });
    const dong = (await call("GET", `${URL}/${c.consentSeq}/statistics/dong`)).json().data;
    expect(dong).toEqual([
      { dong: "101", totalCount: 2, consentedCount: 1, buildingName: "한빛아파트", percent: 50 },
      { dong: "102", totalCount: 1, consentedCount: 1, buildingName: "", percent: 100 },
      { dong: "1001", totalCount: 1, consentedCount: 0, buildingName: "", percent: 0 },
    ]);
  });
});

describe("evidence", () => {
  it("keeps the union's chain whole after every submission, withdrawal and cancel", async () => {
    const check = await verifyEvidenceChain(t.handle.db, UNION_1);
    expect(check.ok).toBe(true);
    const events = await t.handle.db
      .select({ kind: auditEvents.kind })
      .from(auditEvents)
      .where(and(eq(auditEvents.unionSeq, UNION_1), like(auditEvents.subject, "consent:%")));
    const kinds = new Set(events.map((e) => e.kind));
    expect(kinds).toEqual(new Set(["CONSENT_SUBMITTED", "CONSENT_WITHDRAWN", "CONSENT_SUBMISSION_CANCELLED"]));
    expect(check).toMatchObject({ length: events.length });
  });
});
