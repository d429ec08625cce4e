import { ERROR_CODES, RECIPIENTS_EXPORT_SHEET_NAME, todayInSeoul } from "@johap/contracts";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { withoutMenu } from "../../test/without-menu";
import { unionRegisters } from "../register/register.table";
import { withReadOnlyMenu } from "./consent-recipients.test-support";
import {
  addConsentOwners,
  consoleCall,
  createConsent,
  createStartedConsent,
  DAY,
  openConsentApp,
  CONSENTS_URL as URL,
} from "./consents-test-support";

let t: TestApp;
let member: Session;
let supervisor: Session;
let guide: number;
let owners: number[];
let extra: number[];

beforeAll(async () => {
  const people = [
    { name: "=홍길동", birth: "19600101", land: 100, apartmentDong: "101" },
    { name: "김영희", birth: "19700202", agent: { name: "김대리", birth: "19900101" } },
    { name: "국토교통부", ownerType: "PUBLIC" as const },
  ];
  ({ t, member, supervisor, owners, guide } = await openConsentApp(people, 6100));
  // Not recipients: one with identity, one without (no birth, no agent).
  extra = await addConsentOwners(
    t.handle.db,
    UNION_1,
    [{ name: "후보자", birth: "19750505" }, { name: "신원없음" }],
    6200,
  );
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: object, session = member) =>
  consoleCall(t, { method, url, payload, session });

const openConsent = () => createStartedConsent(t, { session: member, guide, owners, startedAgo: 2 * DAY });

describe("the recipients tab's reads", () => {
  it("counts recipients by status and those a bulk send targets", async () => {
    const { consentSeq, seqOf } = await openConsent();
    await call("POST", `${URL}/${consentSeq}/recipients/${seqOf("김영희")}/submit`, {
      submittedAt: new Date(Date.now() - DAY).toISOString(),
    });
    const counts = await call("GET", `${URL}/${consentSeq}/recipients/counts`);
    expect(counts.json().data).toEqual({ total: 3, notSubmitted: 1, submitted: 2, withdrawal: 0, sendable: 1 });
  });

  it("lists owners of the register not yet recipients, marking those without identity, by name", async () => {
    const { consentSeq } = await openConsent();
    const page = (await call("GET", `${URL}/${consentSeq}/recipients/candidates?pageSize=1000`)).json();
    const mine = page.data.filter((c: { unionRegisterSeq: number }) =>
      [...owners, ...extra].includes(c.unionRegisterSeq),
    );
    expect(mine).toEqual([
      expect.objectContaining({ unionRegisterSeq: extra[0], unionRegisterNo: "6200", hasIdentity: true }),
      expect.objectContaining({ unionRegisterSeq: extra[1], unionRegisterNo: "6201", hasIdentity: false }),
    ]);
    const named = (
      await call("GET", `${URL}/${consentSeq}/recipients/candidates?searchName=${encodeURIComponent("후보")}`)
    ).json();
    expect(named.data.map((c: { name: { name: string } }) => c.name.name)).toEqual(["후보자"]);
    const refused = await call("POST", `${URL}/${consentSeq}/recipients`, { unionRegisterSeqs: [extra[1]!] });
    expect(refused.json().message).toBe(
      "신원없음: 이름 또는 생년월일(본인 또는 대리인)이 없는 소유자는 대상자로 추가할 수 없습니다.",
    );
    const long = await call("GET", `${URL}/${consentSeq}/recipients/candidates?searchName=${"가".repeat(31)}`);
    expect(long.json().message).toBe("이름은 최대 30자까지 입력 가능합니다.");
  });

  it("answers a recipient with its owner's info and agent (the owner info popup)", async () => {
    const { consentSeq, seqOf } = await openConsent();
    const detail = (await call("GET", `${URL}/${consentSeq}/recipients/${seqOf("김영희")}`)).json().data;
    expect(detail.owner).toMatchObject({
      unionRegisterNo: "6101",
      name: { name: "김영희" },
      mainPhone: { phoneNo: "01012340000", isContactAllowed: true },
      postAddress: { address: "서울특별시 중구 세종대로 110", zipNo: "04524" },
      agent: { name: "김대리", birth: "19900101", phoneNo: "01099990000", relationType: "FAMILY" },
    });
    const plain = (await call("GET", `${URL}/${consentSeq}/recipients/${seqOf("=홍길동")}`)).json().data;
    expect(plain.owner.agent).toBeNull();
    expect(plain.owner.localAddresses[0]).toMatchObject({ apartmentDong: "101" });
  });

  it("exports the recipients as an xlsx named with the date, sheet 전자 동의서 대상자 관리 내역, formulas escaped", async () => {
    const { consentSeq, seqOf } = await openConsent();
    await call("POST", `${URL}/${consentSeq}/recipients/${seqOf("김영희")}/submit`, {
      submittedAt: new Date(Date.now() - DAY).toISOString(),
    });
    const response = await call("GET", `${URL}/${consentSeq}/recipients/excel`);
    expect(response.statusCode).toBe(200);
    const day = todayInSeoul().replaceAll("-", "");
    expect(response.headers["content-disposition"]).toContain(
      encodeURIComponent(`전자 동의서 대상자 관리 내역_${day}.xlsx`),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(RECIPIENTS_EXPORT_SHEET_NAME)!;
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(1).value).toBe("일련번호");
    expect(sheet.getRow(2).getCell(2).value).toBe("'=홍길동");
    expect(sheet.getRow(3).getCell(2).value).toBe("김영희");
    expect(sheet.getRow(3).getCell(11).value).toBe("서면 제출");
    expect(sheet.getRow(4).getCell(11).value).toBe("자동 제출");
    const filtered = await call("GET", `${URL}/${consentSeq}/recipients/excel?searchStatus=NOT_SUBMITTED`);
    const small = new ExcelJS.Workbook();
    await small.xlsx.load(filtered.rawPayload as unknown as ArrayBuffer);
    expect(small.getWorksheet(RECIPIENTS_EXPORT_SHEET_NAME)!.rowCount).toBe(2);
  });

  it("orders register numbers as numbers: 6300-2 before 6300-10, then 6301", async () => {
    const shared = await t.handle.db
      .insert(unionRegisters)
      .values(
        [
          [6301, 0],
          [6300, 10],
          [6300, 2],
        ].map(([main, sub]) => ({
          unionSeq: UNION_1,
          unionRegisterNoMain: main!,
          unionRegisterNoSub: sub!,
          name: `순서${main}-${sub}`,
          birth: "19700101",
          shareType: sub ? "SHARE" : "SINGLE",
          mainPhone: { phoneNo: "01012340000", isContactAllowed: true },
          realAddress: { city: "", gu: "", dong: "", jibun: "", address: "", detailAddress: "" },
          postAddress: { address: "", detailAddress: "", zipNo: "" },
        })),
      )
      .returning({ seq: unionRegisters.unionRegisterSeq });
    const { consentSeq } = await createConsent(t, { session: member, guide, owners: shared.map((r) => r.seq) });
    const list = (await call("GET", `${URL}/${consentSeq}/recipients`)).json().data;
    expect(list.map((r: { registers: { unionRegisterNo: string } }) => r.registers.unionRegisterNo)).toEqual([
      "6300-2",
      "6300-10",
      "6301",
    ]);
    const second = (await call("GET", `${URL}/${consentSeq}/recipients?page=1&pageSize=2`)).json();
    expect(second.pagination.totalElements).toBe(3);
    expect(second.data.map((r: { registers: { unionRegisterNo: string } }) => r.registers.unionRegisterNo)).toEqual([
      "6301",
    ]);
    const beyond = (await call("GET", `${URL}/${consentSeq}/recipients?page=5&pageSize=2`)).json();
    expect(beyond).toMatchObject({ data: [], pagination: { totalElements: 3 } });
  });

  it("refuses a 조회-only member's writes (E00501) and lets it read", async () => {
    const { consentSeq, seqOf } = await openConsent();
    const recipient = `${URL}/${consentSeq}/recipients/${seqOf("김영희")}`;
    await withReadOnlyMenu(t, member, UNION_1, "M1201", async () => {
      const writes = [
        call("POST", `${recipient}/submit`, { submittedAt: new Date(Date.now() - DAY).toISOString() }),
        call("POST", `${recipient}/withdraw`, { submittedAt: new Date().toISOString() }),
        call("POST", `${URL}/${consentSeq}/recipients`, { unionRegisterSeqs: [extra[0]!] }),
        call("DELETE", recipient),
      ];
      for (const response of await Promise.all(writes)) {
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe(ERROR_CODES.PERMISSION_DENIED);
      }
      expect((await call("GET", `${recipient}/histories`)).statusCode).toBe(200);
      expect((await call("GET", `${URL}/${consentSeq}/recipients/excel`)).statusCode).toBe(200);
    });
    expect((await call("GET", recipient)).json().data.status).toBe("NOT_SUBMITTED");
  });

  it("refuses another union's consent (404), and every read without M1201 (E00501)", async () => {
    const { consentSeq, seqOf } = await openConsent();
    for (const path of [
      "recipients/counts",
      "recipients/candidates",
      "recipients/excel",
      `recipients/${seqOf("김영희")}`,
    ]) {
      const foreign = await consoleCall(t, {
        url: `${URL}/${consentSeq}/${path}`,
        session: supervisor,
        unionSeq: UNION_2,
      });
      expect(foreign.statusCode, path).toBe(404);
    }
    await withoutMenu(t, member, UNION_1, "M1201", async () => {
      for (const path of ["recipients/counts", "recipients/candidates", "recipients/excel"]) {
        const refused = await call("GET", `${URL}/${consentSeq}/${path}`);
        expect(refused.json().code, path).toBe(ERROR_CODES.PERMISSION_DENIED);
      }
    });
  });
});
