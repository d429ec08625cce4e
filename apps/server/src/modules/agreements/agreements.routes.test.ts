import { type AgreementRegister, ERROR_CODES, AGREEMENT_MESSAGES as M } from "@johap/contracts";
import { eq } from "drizzle-orm";
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
import { withoutMenu } from "../../test/without-menu";
import { addConsentOwners } from "../consents/consents-test-support";
import { registerLocalAddresses, unionRegisters } from "../register/register.table";
import { agreementResponseHistories } from "./agreements.table";

let t: TestApp;
let supervisor: Session;
let member: Session;
/** Union 1: 김동의 (701, agent 김대리), 이동의 (702, 010-5555-6666), 박동의 (703, 신당동); union 2: 최타조합 (9201). */
let owners: number[];
let otherUnionOwner: number;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
  member = await signInMember(t.app);
  owners = await addConsentOwners(
    t.handle.db,
    UNION_1,
    [{ name: "김동의", agent: { name: "김대리", birth: "19900101" } }, { name: "이동의" }, { name: "박동의" }],
    701,
  );
  await t.handle.db
    .update(registerLocalAddresses)
    .set({ dong: "신당동" })
    .where(eq(registerLocalAddresses.unionRegisterSeq, owners[2]!));
  await t.handle.db
    .update(unionRegisters)
    .set({ mainPhone: { phoneNo: "01055556666", isContactAllowed: true }, mainPhoneNo: "01055556666" })
    .where(eq(unionRegisters.unionRegisterSeq, owners[1]!));
  [otherUnionOwner] = (await addConsentOwners(t.handle.db, UNION_2, [{ name: "최타조합" }], 9201)) as [number];
});
afterAll(() => t.close());

const listUrl = (unionSeq = UNION_1) => `/v1/unions/${unionSeq}/consents/registers`;
const saveUrl = (unionSeq = UNION_1) => `/v1/unions/${unionSeq}/consents`;
const get = (url: string, session = supervisor) => t.app.inject({ method: "GET", url, headers: session.auth });
const post = (payload: object, session = supervisor, unionSeq = UNION_1) =>
  t.app.inject({ method: "POST", url: saveUrl(unionSeq), headers: session.auth, payload });
const list = async (query = "") => {
  const response = await get(`${listUrl()}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: AgreementRegister[]; pagination: { totalElements: number } };
};
const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

describe("GET /v1/unions/{unionSeq}/consents/registers", () => {
  it("lists the register's owners, unconfirmed (NONE) before anything is recorded, with phone and agent", async () => {
    const { data, pagination } = await list();
    expect(pagination.totalElements).toBe(3);
    expect(data.map((row) => [row.unionRegisterNo, row.name.name, row.consentStatus, row.responseAt])).toEqual([
      ["701", "김동의", "NONE", null],
      ["702", "이동의", "NONE", null],
      ["703", "박동의", "NONE", null],
    ]);
    expect(data[0]!.agent).toEqual({ name: "김대리", phoneNo: "01099990000" });
    expect(data[2]!.localAddresses).toEqual(["서울특별시 신당동 102"]);
  });

  it("filters by name, register number, phone and located address", async () => {
    expect((await list(q({ name: "이동" }))).data.map((row) => row.unionRegisterSeq)).toEqual([owners[1]]);
    expect((await list(q({ unionRegisterNo: "703" }))).data.map((row) => row.unionRegisterSeq)).toEqual([owners[2]]);
    expect((await list(q({ localAddress: "신당" }))).data.map((row) => row.unionRegisterSeq)).toEqual([owners[2]]);
    expect((await list(q({ phoneNo: "5555" }))).data.map((row) => row.unionRegisterSeq)).toEqual([owners[1]]);
    expect((await list(q({ phoneNo: "0109999" }))).pagination.totalElements).toBe(0);
  });

  it("refuses a bad filter with the register's messages and a reversed period", async () => {
    const name = await get(`${listUrl()}${q({ name: "가".repeat(31) })}`);
    expect(name.json()).toMatchObject({ status: 400, message: "이름은 30자까지 입력할 수 있습니다." });
    const phone = await get(`${listUrl()}${q({ phoneNo: "010-1234" })}`);
    expect(phone.json()).toMatchObject({ status: 400, message: "연락처는 숫자 11자리까지 입력할 수 있습니다." });
    const order = await get(`${listUrl()}${q({ searchFrom: "2026-11-10", searchTo: "2026-11-01" })}`);
    expect(order.json()).toMatchObject({ status: 400, message: M.periodOrder });
    const day = await get(`${listUrl()}${q({ searchFrom: "2026-11" })}`);
    expect(day.json()).toMatchObject({ status: 400, message: M.periodIncomplete });
  });
});

describe("POST /v1/unions/{unionSeq}/consents", () => {
  it("sets the status and response date of the selected owners, and keeps the change in the history", async () => {
    const response = await post({
      unionRegisterSeqs: [owners[0], owners[1]],
      consentStatus: "AGREE",
      responseAt: "2026-11-03",
    });
    expect(response.json()).toEqual({
      status: 200,
      data: { updatedCount: 2, consentStatus: "AGREE", responseAt: "2026-11-03" },
    });
    const { data } = await list();
    expect(data.map((row) => [row.consentStatus, row.responseAt])).toEqual([
      ["AGREE", "2026-11-03"],
      ["AGREE", "2026-11-03"],
      ["NONE", null],
    ]);
    expect(data[0]!.modifiedAt).not.toBeNull();
    await post({ unionRegisterSeqs: [owners[1]], consentStatus: "DISAGREE", responseAt: "2026-11-10" });
    const history = await t.handle.db
      .select()
      .from(agreementResponseHistories)
      .where(eq(agreementResponseHistories.unionRegisterSeq, owners[1]!));
    expect(history.map((row) => [row.consentStatus, row.responseAt, row.memberSeq])).toEqual([
      ["AGREE", "2026-11-03", supervisor.memberSeq],
      ["DISAGREE", "2026-11-10", supervisor.memberSeq],
    ]);
  });

  it("filters by the response-date range (inclusive) and by status", async () => {
    const inRange = await list(q({ searchFrom: "2026-11-01", searchTo: "2026-11-03" }));
    expect(inRange.data.map((row) => row.unionRegisterSeq)).toEqual([owners[0]]);
    const from = await list(q({ searchFrom: "2026-11-04" }));
    expect(from.data.map((row) => row.unionRegisterSeq)).toEqual([owners[1]]);
    const none = await list(q({ consentStatus: "NONE" }));
    expect(none.data.map((row) => row.unionRegisterSeq)).toEqual([owners[2]]);
  });

  it("NONE clears the response date (the dialog hides it)", async () => {
    await post({ unionRegisterSeqs: [owners[0]], consentStatus: "NONE", responseAt: "2026-11-05" });
    const row = (await list(q({ unionRegisterNo: "701" }))).data[0]!;
    expect([row.consentStatus, row.responseAt]).toEqual(["NONE", null]);
  });

  it("refuses a missing status with 동의 현황을 선택해주세요.", async () => {
    for (const consentStatus of [undefined, "", "MAYBE"]) {
      const response = await post({ unionRegisterSeqs: [owners[0]], consentStatus, responseAt: "2026-11-05" });
      expect(response.json()).toMatchObject({ status: 400, message: M.statusRequired });
    }
  });

  it("refuses no owner, a missing or bad response date", async () => {
    expect(
      (await post({ unionRegisterSeqs: [], consentStatus: "AGREE", responseAt: "2026-11-05" })).json(),
    ).toMatchObject({ status: 400, message: M.selectNone });
    expect((await post({ unionRegisterSeqs: [owners[0]], consentStatus: "AGREE" })).json()).toMatchObject({
      status: 400,
      message: M.responseAtRequired,
    });
    expect(
      (await post({ unionRegisterSeqs: [owners[0]], consentStatus: "AGREE", responseAt: "2026-02-30" })).json(),
    ).toMatchObject({ status: 400, message: M.responseAtInvalid });
  });

  it("refuses an owner of another union and changes nobody", async () => {
    const response = await post({
      unionRegisterSeqs: [owners[2], otherUnionOwner],
      consentStatus: "AGREE",
      responseAt: "2026-11-05",
    });
    expect(response.json()).toMatchObject({ status: 400, message: M.notInRegister });
    expect((await list(q({ unionRegisterNo: "703" }))).data[0]!.consentStatus).toBe("NONE");
  });
});

describe("GET /v1/unions/{unionSeq}/consents/registers/excel", () => {
  it("downloads 동의_현황.xlsx, sheet 동의 현황 내역, with the list's filters", async () => {
    const response = await get(`${listUrl()}/excel${q({ consentStatus: "DISAGREE" })}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain(encodeURIComponent("동의_현황.xlsx"));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("동의 현황 내역")!;
    expect(sheet.getRow(1).getCell(1).value).toBe("일련번호");
    expect(sheet.rowCount).toBe(2);
    expect([2, 7, 8].map((cell) => sheet.getRow(2).getCell(cell).value)).toEqual(["이동의", "반대", "2026-11-10"]);
  });
});

describe("another union and permissions", () => {
  it("a member of another union gets 403 E00502", async () => {
    for (const response of [
      await get(listUrl(UNION_2), member),
      await get(`${listUrl(UNION_2)}/excel`, member),
      await post({ unionRegisterSeqs: [otherUnionOwner], consentStatus: "NONE" }, member, UNION_2),
    ]) {
      expect(response.json()).toMatchObject({ status: 403, code: ERROR_CODES.UNION_FORBIDDEN });
    }
  });

  it("a member whose group lacks M0402 gets 403 E00501", async () => {
    await withoutMenu(t, member, UNION_1, "M0402", async () => {
      for (const response of [
        await get(listUrl(), member),
        await get(`${listUrl()}/excel`, member),
        await post({ unionRegisterSeqs: [owners[0]], consentStatus: "NONE" }, member),
      ]) {
        expect(response.json()).toMatchObject({ status: 403, code: ERROR_CODES.PERMISSION_DENIED });
      }
    });
  });

  it("another union's supervisor list never holds this union's owners", async () => {
    const response = await get(listUrl(UNION_2));
    expect((response.json().data as AgreementRegister[]).map((row) => row.unionRegisterSeq)).toEqual([otherUnionOwner]);
  });
});
