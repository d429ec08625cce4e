import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../platform/ledger.table";
import { createTestApp, type Session, signInMember, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { files } from "../files/files.table";
import { unionRegisters } from "../register/register.table";
import { addOwners, PNG } from "./sms-test-support";

let t: TestApp;
let member: Session;
let ownOwner: number;
let foreignOwner: number;
let refusedOwner: number;
let refusedSubOwner: number;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
  const [own] = await addOwners(t.handle.db, UNION_1, [{ name: "홍길동", phoneNo: "01011112222" }]);
  const [foreign] = await addOwners(t.handle.db, UNION_2, [{ name: "타조합", phoneNo: "01077778888" }]);
  ownOwner = own!.unionRegisterSeq;
  foreignOwner = foreign!.unionRegisterSeq;
  const [refused, refusedSub] = await addOwners(
    t.handle.db,
    UNION_1,
    [
      { name: "동의안함", phoneNo: "01044445555", isContactAllowed: false },
      { name: "부번호", phoneNo: "01066667777" },
    ],
    9100,
  );
  refusedOwner = refused!.unionRegisterSeq;
  refusedSubOwner = refusedSub!.unionRegisterSeq;
  await t.handle.db
    .update(unionRegisters)
    .set({ subPhones: [{ phoneSeq: 1, phoneNo: "01088889999", isContactAllowed: false, memo: "직장" }] })
    .where(eq(unionRegisters.unionRegisterSeq, refusedSubOwner));
});
afterAll(() => t.close());

const CALLER = "0212345678";
const PENDING_CALLER = "0212345679";
const base = `/v1/unions/${UNION_1}`;
const message = (over: Record<string, unknown> = {}) => ({
  outgoingPhoneNo: CALLER,
  sendType: "IMMEDIATE",
  message: "총회 안내 문자입니다.",
  recipients: [{ unionRegisterSeq: ownOwner, name: "홍길동", phoneNo: "01011112222" }],
  ...over,
});
const post = (path: string, body: object) =>
  t.app.inject({ method: "POST", url: `${base}${path}`, headers: member.auth, payload: body });
const quote = (body: object) => post("/sms/cost/calculate", body);
const send = (body: object) => post("/sms", body);

/** A stored file row, as an upload of another division or union leaves it. */
async function storedFile(unionSeq: number, divisionCode: string) {
  const [row] = await t.handle.db
    .insert(files)
    .values({
      unionSeq,
      uploadedBy: member.memberSeq,
      divisionCode,
      originalName: "poster.png",
      contentType: "image/png",
      size: PNG.length,
      storageKey: `test/${divisionCode}/${unionSeq}/${Date.now()}`,
      status: "STORED",
    })
    .returning({ fileSeq: files.fileSeq });
  return row!.fileSeq;
}

describe("POST sms/cost/calculate validates the request as the send does", () => {
  it("quotes a request the send accepts", async () => {
    const response = await quote(message());
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ totalCount: 1, smsType: "SMS" });
  });

  it("refuses a pending caller number with 승인된 발신번호만 사용할 수 있습니다.", async () => {
    const body = message({ outgoingPhoneNo: PENDING_CALLER });
    for (const response of [await quote(body), await send(body)]) {
      expect(response.json()).toMatchObject({ status: 400, message: "승인된 발신번호만 사용할 수 있습니다." });
    }
  });

  it("refuses an owner of another union with 수신자 연락처를 확인해 주세요.", async () => {
    const body = message({ recipients: [{ unionRegisterSeq: foreignOwner, name: "타조합", phoneNo: "01077778888" }] });
    for (const response of [await quote(body), await send(body)]) {
      expect(response.json()).toMatchObject({ status: 400, message: "수신자 연락처를 확인해 주세요." });
    }
  });

  it("refuses a reused file that is not an SMS image of this union with the image type message", async () => {
    const cases = [await storedFile(UNION_1, "REGISTER_ATTACHMENT"), await storedFile(UNION_2, "SMS_IMAGE"), 999_999];
    for (const fileSeq of cases) {
      const body = message({ fileSeqs: [fileSeq] });
      for (const response of [await quote(body), await send(body)]) {
        expect(response.json(), String(fileSeq)).toMatchObject({
          status: 400,
          message: "이미지는 png, jpg, jpeg 파일만 첨부 가능합니다.",
        });
      }
    }
  });
});

describe("an owner's phone without contact consent (연락 동의)", () => {
  const refusedMain = { unionRegisterSeq: 0, name: "동의안함", phoneNo: "010-4444-5555" };
  const recipientsOf = (over: Record<string, unknown>[]) =>
    message({ recipients: [{ unionRegisterSeq: ownOwner, name: "홍길동", phoneNo: "01011112222" }, ...over] });

  it("is refused by the quote and the send alike unless the user included it explicitly", async () => {
    const bodies = [
      recipientsOf([{ ...refusedMain, unionRegisterSeq: refusedOwner }]),
      recipientsOf([{ ...refusedMain, unionRegisterSeq: refusedOwner, isIncludedWithoutConsent: false }]),
      // A sub phone marked without consent counts as well; the owner's consenting main phone does not help.
      recipientsOf([{ unionRegisterSeq: refusedSubOwner, name: "부번호", phoneNo: "01088889999" }]),
    ];
    const usages = () => t.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, "USAGE"));
    const before = (await usages()).length;
    for (const body of bodies) {
      for (const response of [await quote(body), await send(body)]) {
        expect(response.json()).toMatchObject({
          status: 400,
          message: "연락 동의하지 않은 조합원은 직접 포함한 경우에만 발송할 수 있습니다.",
        });
      }
    }
    expect(await usages()).toHaveLength(before);
  });

  it("is quoted and sent, charged once, when included explicitly", async () => {
    const body = recipientsOf([
      { ...refusedMain, unionRegisterSeq: refusedOwner, isIncludedWithoutConsent: true },
      { unionRegisterSeq: refusedSubOwner, name: "부번호", phoneNo: "01066667777" },
    ]);
    const quoted = await quote(body);
    expect(quoted.json()).toMatchObject({ status: 200, data: { totalCount: 3, smsType: "SMS" } });
    const sent = await send(body);
    expect(sent.json()).toMatchObject({
      status: 200,
      data: { totalCount: 3, totalCost: quoted.json().data.totalCost },
    });
    const usage = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, `sms:${sent.json().data.smsId}`), eq(ledgerEntries.kind, "USAGE")));
    expect(usage.map((entry) => entry.amount)).toEqual([-quoted.json().data.totalCost]);
  });
});
