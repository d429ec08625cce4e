import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type Session,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
  UNION_2,
} from "../../test/test-app";

let t: TestApp;
let supervisor: Session;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
  member = await signInMember(t.app);
});
afterAll(() => t.close());

const base = (unionSeq = UNION_1) => `/v1/unions/${unionSeq}`;
const charge = (overrides: object = {}) => ({
  requestAmount: 50_000,
  depositorName: "한빛조합",
  depositorPhoneNo: "01012345678",
  ...overrides,
});

async function requestCharge(body: object = charge(), headers: Record<string, string> = {}, unionSeq = UNION_1) {
  return t.app.inject({
    method: "POST",
    url: `${base(unionSeq)}/deposit-charges`,
    headers: { ...supervisor.auth, ...headers },
    payload: body,
  });
}
const newCharge = async (body: object = charge()) => (await requestCharge(body)).json().data.seq as number;
const getCharge = async (seq: number, unionSeq = UNION_1) =>
  t.app.inject({ method: "GET", url: `${base(unionSeq)}/deposit-charges/${seq}`, headers: supervisor.auth });
const balance = async (unionSeq = UNION_1) => {
  const data = (
    await t.app.inject({ method: "GET", url: `${base(unionSeq)}/service-info`, headers: supervisor.auth })
  ).json().data;
  return data.depositBalance + data.pointBalance;
};
const confirm = (seq: number) =>
  t.app.inject({
    method: "POST",
    url: `/ops/deposit-charges/${seq}/confirm`,
    headers: { "x-ops-token": t.secrets.opsToken },
  });
const cancel = (seq: number, status = "CANCEL") =>
  t.app.inject({
    method: "PATCH",
    url: `${base()}/deposit-charges/${seq}/status`,
    headers: supervisor.auth,
    payload: { status },
  });
const invoice = (overrides: object = {}) => ({
  email: "office@hanbit.example",
  managerName: "이사무",
  managerPhoneNo: "01098765432",
  depositAt: "2026-11-20",
  requestAt: "2026-11-21",
  ...overrides,
});
const requestInvoice = (seq: number, body: object = invoice()) =>
  t.app.inject({
    method: "POST",
    url: `${base()}/deposit-charges/${seq}/tax-invoices`,
    headers: supervisor.auth,
    payload: body,
  });
const listTransactions = async (query = "") =>
  (await t.app.inject({ method: "GET", url: `${base()}/transactions${query}`, headers: supervisor.auth })).json();

describe("deposit charge requests", () => {
  it("registers a pending request with the total to deposit (amount x 1.1) and the requester", async () => {
    const response = await requestCharge(charge({ requestAmount: 123_455 }));
    expect(response.statusCode).toBe(200);
    const seq = response.json().data.seq;
    const detail = (await getCharge(seq)).json().data;
    expect(detail).toMatchObject({
      seq,
      requestAmount: 123_455,
      depositAmount: 135_801,
      depositorName: "한빛조합",
      depositorPhoneNo: "01012345678",
      requesterName: "김조합",
      status: "REQUEST",
      taxInvoiceType: "APPLY",
      taxInvoiceStatus: "NONE",
      taxInvoice: null,
      completedAt: null,
    });
  });

  it("forces the tax invoice from 100,000 won and keeps the choice below", async () => {
    const forced = await newCharge(charge({ requestAmount: 100_000, taxInvoiceType: "NOT_APPLY" }));
    expect((await getCharge(forced)).json().data.taxInvoiceType).toBe("APPLY");
    const declined = await newCharge(charge({ requestAmount: 99_999, taxInvoiceType: "NOT_APPLY" }));
    expect((await getCharge(declined)).json().data.taxInvoiceType).toBe("NOT_APPLY");
  });

  it("refuses each invalid field with its Korean message and stores nothing", async () => {
    const before = (await listTransactions()).pagination.totalElements;
    const cases: [object, string][] = [
      [{ requestAmount: undefined }, "충전 요청 금액을 입력해 주세요."],
      [{ requestAmount: 0 }, "충전 요청 금액을 입력해 주세요."],
      [{ requestAmount: 1.5 }, "충전 요청 금액을 입력해 주세요."],
      [{ requestAmount: 50_000_001 }, "충전 요청 금액은 50,000,000원을 초과할 수 없습니다."],
      [{ depositorName: "" }, "입금자명을 입력해 주세요."],
      [{ depositorName: "   " }, "입금자명을 입력해 주세요."],
      [{ depositorName: "가".repeat(31) }, "입금자명은 30자까지 입력할 수 있습니다."],
      [{ depositorPhoneNo: "" }, "비상 연락처를 입력해 주세요."],
      [{ depositorPhoneNo: "010-1234" }, "비상 연락처는 숫자 11자리까지 입력할 수 있습니다."],
      [{ depositorPhoneNo: "010123456789" }, "비상 연락처는 숫자 11자리까지 입력할 수 있습니다."],
    ];
    for (const [overrides, message] of cases) {
      const response = await requestCharge(charge(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message, message).toBe(message);
    }
    expect((await listTransactions()).pagination.totalElements).toBe(before);
  });

  it("accepts 50,000,000 won, the maximum", async () => {
    expect((await requestCharge(charge({ requestAmount: 50_000_000 }))).statusCode).toBe(200);
  });

  it("creates exactly one charge for 50 parallel requests with one Idempotency-Key", async () => {
    const before = (await listTransactions()).pagination.totalElements;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => requestCharge(charge({ requestAmount: 77_000 }), { "idempotency-key": "k-50" })),
    );
    // Each answer is the charge's seq, or 409 E00541 while the first request was still working.
    expect(responses.every((r) => r.statusCode === 200 || r.json().code === "E00541")).toBe(true);
    const seqs = new Set(responses.filter((r) => r.statusCode === 200).map((r) => r.json().data.seq));
    expect(seqs.size).toBe(1);
    expect((await listTransactions()).pagination.totalElements).toBe(before + 1);
  });

  it("refuses the same key with other values and a malformed key", async () => {
    await requestCharge(charge(), { "idempotency-key": "k-other" });
    const other = await requestCharge(charge({ requestAmount: 60_000 }), { "idempotency-key": "k-other" });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe("같은 요청 키로 다른 내용을 보낼 수 없습니다.");
    const bad = await requestCharge(charge(), { "idempotency-key": "bad key!" });
    expect(bad.statusCode).toBe(400);
  });

  it("keeps keys per union: the same key in another union is another charge", async () => {
    const one = await requestCharge(charge(), { "idempotency-key": "k-union" }, UNION_1);
    const two = await requestCharge(charge(), { "idempotency-key": "k-union" }, UNION_2);
    expect(one.json().data.seq).not.toBe(two.json().data.seq);
  });
});

describe("cancel and tax invoice", () => {
  it("cancels a pending request once", async () => {
    const seq = await newCharge();
    const response = await cancel(seq);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe("CANCEL");
    const again = await cancel(seq);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("입금 대기 중인 충전 요청만 취소할 수 있습니다.");
  });

  it("refuses another status value", async () => {
    const seq = await newCharge();
    const response = await cancel(seq, "COMPLETE");
    expect(response.statusCode).toBe(400);
    expect((await getCharge(seq)).json().data.status).toBe("REQUEST");
  });

  it("does not cancel a confirmed charge", async () => {
    const seq = await newCharge();
    await confirm(seq);
    expect((await cancel(seq)).statusCode).toBe(409);
  });

  it("takes the tax invoice info once while its status is NONE", async () => {
    const seq = await newCharge();
    const response = await requestInvoice(seq);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      taxInvoiceStatus: "REQUEST",
      taxInvoice: invoice(),
    });
    expect(response.json().data.taxInvoiceRequestAt).not.toBeNull();
    const again = await requestInvoice(seq);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("이미 세금계산서 발행을 요청한 충전입니다.");
  });

  it("refuses each invalid tax invoice field with its Korean message", async () => {
    const seq = await newCharge();
    const cases: [object, string][] = [
      [{ email: "" }, "이메일을 입력해 주세요."],
      [{ email: "office@" }, "올바른 이메일 형식을 입력해 주세요."],
      [{ managerName: "" }, "담당자명을 입력해 주세요."],
      [{ managerName: "가나다라마바사아자차카" }, "담당자명은 10자까지만 입력할 수 있습니다."],
      [{ managerPhoneNo: "" }, "담당자 연락처를 입력해 주세요."],
      [{ managerPhoneNo: "010-9876" }, "담당자 연락처는 숫자 11자리까지 입력할 수 있습니다."],
      [{ depositAt: "" }, "입금일을 선택해 주세요."],
      [{ requestAt: undefined }, "발행 요청일을 선택해 주세요."],
    ];
    for (const [overrides, message] of cases) {
      const response = await requestInvoice(seq, invoice(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message, message).toBe(message);
    }
    expect((await getCharge(seq)).json().data.taxInvoiceStatus).toBe("NONE");
  });

  it("refuses a tax invoice for a cancelled charge", async () => {
    const seq = await newCharge();
    await cancel(seq);
    const response = await requestInvoice(seq);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("취소된 충전 요청에는 세금계산서를 요청할 수 없습니다.");
  });
});

describe("deposit confirmation (operator)", () => {
  it("credits the requested amount once and issues a requested tax invoice", async () => {
    const seq = await newCharge(charge({ requestAmount: 250_000 }));
    await requestInvoice(seq);
    const before = await balance();
    const first = await confirm(seq);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.changed).toBe(true);
    expect(first.json().data.charge).toMatchObject({ status: "COMPLETE", taxInvoiceStatus: "ISSUED" });
    expect(await balance()).toBe(before + 250_000);
    const second = await confirm(seq);
    expect(second.json().data.changed).toBe(false);
    expect(await balance()).toBe(before + 250_000);
  });

  it("changes nothing for a cancelled charge", async () => {
    const seq = await newCharge();
    await cancel(seq);
    const before = await balance();
    const response = await confirm(seq);
    expect(response.json().data).toMatchObject({ changed: false, charge: { status: "CANCEL" } });
    expect(await balance()).toBe(before);
  });

  it("issues the tax invoice at once for a charge already credited", async () => {
    const seq = await newCharge();
    await confirm(seq);
    expect((await requestInvoice(seq)).json().data.taxInvoiceStatus).toBe("ISSUED");
  });

  it("needs the ops token and answers 404 for an unknown charge", async () => {
    const seq = await newCharge();
    const refused = await t.app.inject({ method: "POST", url: `/ops/deposit-charges/${seq}/confirm` });
    expect(refused.statusCode).toBeGreaterThanOrEqual(401);
    expect((await getCharge(seq)).json().data.status).toBe("REQUEST");
    expect((await confirm(999_999)).statusCode).toBe(404);
  });
});

describe("charge and usage list", () => {
  it("lists ledger entries with the running balance and pending charges, newest first", async () => {
    const seq = await newCharge(charge({ requestAmount: 31_000 }));
    const list = await listTransactions("?pageSize=5");
    expect(list.data).toHaveLength(5);
    const first = list.data[0];
    expect(first).toMatchObject({
      no: list.pagination.totalElements,
      kind: "CHARGE",
      serviceType: "DEPOSIT_CHARGE",
      transactionSeq: null,
      depositChargeSeq: seq,
      status: "REQUEST",
      totalChargeAmount: 31_000,
      totalBalance: null,
      completedAt: null,
    });
    await confirm(seq);
    const credited = (await listTransactions("?pageSize=1")).data[0];
    expect(credited.transactionSeq).not.toBeNull();
    expect(credited.depositChargeSeq).toBe(seq);
    expect(credited.totalBalance).toBe(await balance());
  });

  it("pages with page and pageSize and numbers rows down", async () => {
    const page0 = await listTransactions("?page=0&pageSize=3");
    const page1 = await listTransactions("?page=1&pageSize=3");
    expect(page1.data[0].no).toBe(page0.data[2].no - 1);
    expect(page0.pagination.totalElements).toBe(page1.pagination.totalElements);
  });

  it("filters by kind and by period", async () => {
    const usage = await listTransactions("?kind=USAGE&pageSize=100");
    expect(usage.data.length).toBeGreaterThan(0);
    expect(usage.data.every((r: { kind: string }) => r.kind === "USAGE")).toBe(true);
    const future = await listTransactions("?startDate=2999-01-01&endDate=2999-12-31");
    expect(future.pagination.totalElements).toBe(0);
    const bad = await t.app.inject({
      method: "GET",
      url: `${base()}/transactions?startDate=2026-02-01&endDate=2026-01-01`,
      headers: supervisor.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("조회 기간을 확인해 주세요.");
  });

  it("shows the demo history: confirmed charges, usages and a refund", async () => {
    const all = (await listTransactions("?pageSize=100")).data as {
      serviceType: string;
      kind: string;
      status: string;
    }[];
    expect(all.some((r) => r.kind === "REFUND")).toBe(true);
    expect(all.some((r) => r.serviceType === "SMS" && r.kind === "USAGE")).toBe(true);
    expect(all.some((r) => r.status === "CANCEL")).toBe(true);
  });

  it("downloads 충전및사용_다운로드.xlsx with the filtered rows", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `${base()}/transactions/download?kind=USAGE`,
      headers: supervisor.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers["content-disposition"])).toContain(encodeURIComponent("충전및사용_다운로드.xlsx"));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("충전 및 사용 내역");
    expect(sheet?.getRow(1).getCell(1).value).toBe("번호");
    const usages = (await listTransactions("?kind=USAGE")).pagination.totalElements;
    expect(sheet?.rowCount).toBe(usages + 1);
  });
});

describe("billing permissions", () => {
  const calls = (unionSeq: number, seq: number) => [
    { method: "POST" as const, url: `${base(unionSeq)}/deposit-charges`, payload: charge() },
    { method: "GET" as const, url: `${base(unionSeq)}/deposit-charges/${seq}` },
    { method: "PATCH" as const, url: `${base(unionSeq)}/deposit-charges/${seq}/status`, payload: { status: "CANCEL" } },
    { method: "POST" as const, url: `${base(unionSeq)}/deposit-charges/${seq}/tax-invoices`, payload: invoice() },
    { method: "GET" as const, url: `${base(unionSeq)}/transactions` },
    { method: "GET" as const, url: `${base(unionSeq)}/transactions/download` },
  ];

  it("refuses a member without menu M1103 with E00501 and changes nothing", async () => {
    const seq = await newCharge();
    for (const call of calls(UNION_1, seq)) {
      const response = await t.app.inject({ ...call, headers: member.auth });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json().code, call.url).toBe("E00501");
    }
    expect((await getCharge(seq)).json().data).toMatchObject({ status: "REQUEST", taxInvoiceStatus: "NONE" });
  });

  it("refuses a manager of another union with E00502 and no data", async () => {
    const seq = await newCharge();
    for (const call of calls(UNION_2, seq)) {
      const response = await t.app.inject({ ...call, headers: member.auth });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json().code, call.url).toBe("E00502");
      expect(response.json().data, call.url).toBeUndefined();
    }
  });

  it("never shows a charge through another union's path", async () => {
    const seq = await newCharge();
    expect((await getCharge(seq, UNION_2)).statusCode).toBe(404);
    const response = await t.app.inject({
      method: "PATCH",
      url: `${base(UNION_2)}/deposit-charges/${seq}/status`,
      headers: supervisor.auth,
      payload: { status: "CANCEL" },
    });
    expect(response.statusCode).toBe(404);
    expect((await getCharge(seq)).json().data.status).toBe("REQUEST");
  });

  it("lets any member of the union read the service info", async () => {
    const response = await t.app.inject({ method: "GET", url: `${base()}/service-info`, headers: member.auth });
    expect(response.statusCode).toBe(200);
  });
});
