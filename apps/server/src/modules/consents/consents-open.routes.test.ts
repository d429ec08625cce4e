import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { registerFileStatus } from "../register/register.table";
import { PDF, PNG } from "../sms/sms-test-support";
import { addConsentOwners, consentBody, consoleCall, openConsoleApp } from "./consents-test-support";

/**
 * The open wizard's calls (spec 02 section 2.4): the register owners it picks from, the guide PDF through a
 * signed URL, and the create refusing what the wizard refuses.
 */
let t: TestApp;
let member: Session;
let owners: number[];

beforeAll(async () => {
  const people = [
    { name: "홍길동", birth: "19600101" },
    { name: "박무생", birth: "" },
    { name: "최대리", birth: "", agent: { name: "최아들", birth: "19900101" } },
    { name: "국토교통부", ownerType: "PUBLIC" as const },
    { name: "김공유", birth: "19700202", shareType: "SHARE" as const },
  ];
  ({ t, member, owners } = await openConsoleApp(people, 8000));
});
afterAll(() => t.close());

const get = (url: string, unionSeq = UNION_1) => consoleCall(t, { url, session: member, unionSeq });
const post = (url: string, payload: object) => consoleCall(t, { method: "POST", url, payload, session: member });

/** A guide uploaded as the wizard does it: a signed URL, then the PUT of the bytes. */
async function signedGuide(bytes: Buffer, fileName: string, contentType: string) {
  const signed = await post("/v2/generate/upload-signed-urls", {
    divisionCode: "CONSENT",
    files: [{ fileName, contentType, size: bytes.length }],
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const { url, fileSeq } = signed.json().data[0] as { url: string; fileSeq: number };
  const put = await t.app.inject({ method: "PUT", url, headers: { "content-type": contentType }, payload: bytes });
  expect(put.statusCode, put.body).toBe(200);
  return fileSeq;
}

describe("GET /v2/electronic-consents/register-candidates", () => {
  const CANDIDATES = "/v2/electronic-consents/register-candidates";

  it("lists the register's owners in register order, marking who lacks a name or birth (own or agent's)", async () => {
    const page = (await get(`${CANDIDATES}?pageSize=100`)).json();
    const ours = page.data.filter((row: { unionRegisterSeq: number }) => owners.includes(row.unionRegisterSeq));
    expect(
      ours.map((row: { name: { name: string }; hasIdentity: boolean }) => [row.name.name, row.hasIdentity]),
    ).toEqual([
      ["홍길동", true],
      ["박무생", false],
      ["최대리", true],
      ["국토교통부", true],
      ["김공유", true],
    ]);
    expect(ours[2]).toMatchObject({ unionRegisterNo: "8002", agent: { name: "최아들", birth: "19900101" } });
  });

  it("searches by name, share type and owner type, with paging", async () => {
    const byName = (await get(`${CANDIDATES}?name=${encodeURIComponent("박무")}`)).json();
    expect(byName.data.map((row: { name: { name: string } }) => row.name.name)).toEqual(["박무생"]);
    expect(byName.pagination.totalElements).toBe(1);
    const shared = (await get(`${CANDIDATES}?shareType=SHARE`)).json();
    expect(shared.data.map((row: { name: { name: string } }) => row.name.name)).toContain("김공유");
    expect(shared.data.every((row: { shareType: string }) => row.shareType === "SHARE")).toBe(true);
    const publicOwners = (await get(`${CANDIDATES}?ownerType=PUBLIC`)).json();
    expect(publicOwners.data.map((row: { name: { name: string } }) => row.name.name)).toEqual(["국토교통부"]);
    const second = (await get(`${CANDIDATES}?name=${encodeURIComponent("최")}&page=1&pageSize=1`)).json();
    expect(second.data).toEqual([]);
    expect(second.pagination.totalElements).toBe(1);
    const tooLong = await get(`${CANDIDATES}?name=${"가".repeat(31)}`);
    expect(tooLong.json()).toMatchObject({ status: 400, message: "이름은 최대 30자까지 입력 가능합니다." });
  });

  it("never shows another union's owners", async () => {
    const [foreign] = await addConsentOwners(t.handle.db, UNION_2, [{ name: "타조합원", birth: "19800101" }], 8100);
    const ours = (await get(`${CANDIDATES}?pageSize=1000`)).json();
    expect(ours.data.some((row: { unionRegisterSeq: number }) => row.unionRegisterSeq === foreign)).toBe(false);
    // A member of union 1 only: union 2's header, or union 2 named in the query, is refused.
    expect((await get(CANDIDATES, UNION_2)).statusCode).toBe(403);
    expect((await get(`${CANDIDATES}?searchUnionSeq=${UNION_2}`)).statusCode).toBe(403);
  });
});

describe("POST /v2/electronic-consents from the wizard", () => {
  it("takes a guide PDF uploaded through a signed URL, ignores a sent linkCode and makes a unique one", async () => {
    const guide = await signedGuide(PDF, "안내자료.pdf", "application/pdf");
    const body = { ...consentBody(guide, [owners[0]!, owners[2]!, owners[3]!]), linkCode: "AAAAAA" };
    const created = await post("/v2/electronic-consents", body);
    expect(created.statusCode, created.body).toBe(200);
    const consent = created.json().data;
    expect(consent.linkCode).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(consent.linkCode).not.toBe("AAAAAA");
    expect(consent).toMatchObject({ guideFileSeq: guide, recipientCount: { total: 3 } });
    const codes = new Set([consent.linkCode]);
    for (let i = 0; i < 5; i++) {
      const next = await post("/v2/electronic-consents", consentBody(guide, [owners[0]!]));
      codes.add(next.json().data.linkCode);
    }
    expect(codes.size).toBe(6);
  });

  it("refuses a guide that is not a PDF, and an owner lacking a birth among the picked ones", async () => {
    const png = await signedGuide(PNG, "안내자료.png", "image/png");
    const notPdf = await post("/v2/electronic-consents", consentBody(png, [owners[0]!]));
    expect(notPdf.json()).toMatchObject({ status: 400, message: "안내자료 파일(PDF)을 업로드해 주세요." });
    const guide = await signedGuide(PDF, "안내자료.pdf", "application/pdf");
    const lacking = await post("/v2/electronic-consents", consentBody(guide, [owners[0]!, owners[1]!]));
    expect(lacking.json()).toMatchObject({
      status: 400,
      message: "박무생: 이름 또는 생년월일(본인 또는 대리인)이 없는 소유자는 대상자로 추가할 수 없습니다.",
    });
  });

  it("refuses owners the register hides while a conversion is under way, as the candidates list hides them", async () => {
    const guide = await signedGuide(PDF, "안내자료.pdf", "application/pdf");
    const setStatus = (status: "REGISTERING" | "CONFIRM") =>
      t.handle.db.update(registerFileStatus).set({ status }).where(eq(registerFileStatus.unionSeq, UNION_1));
    await setStatus("REGISTERING");
    try {
      const hidden = await post("/v2/electronic-consents", consentBody(guide, [owners[0]!]));
      expect(hidden.json()).toMatchObject({ status: 400, message: "조합원 정보를 찾을 수 없습니다." });
      const listed = (await get("/v2/electronic-consents/register-candidates")).json();
      expect(listed.pagination.totalElements).toBe(0);
    } finally {
      await setStatus("CONFIRM");
    }
  });

  it("refuses a guide PDF over the division's limit before a URL is signed", async () => {
    const signed = await post("/v2/generate/upload-signed-urls", {
      divisionCode: "CONSENT",
      files: [{ fileName: "안내자료.pdf", contentType: "application/pdf", size: 20 * 1024 * 1024 + 1 }],
    });
    expect(signed.json()).toMatchObject({ status: 400, message: "파일은 20MB를 초과 할 수 없습니다." });
  });
});
