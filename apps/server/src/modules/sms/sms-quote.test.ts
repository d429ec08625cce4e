import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Session, signInMember, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { files } from "../files/files.table";
import { addOwners, PNG } from "./sms-test-support";

let t: TestApp;
let member: Session;
let ownOwner: number;
let foreignOwner: number;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
  const [own] = await addOwners(t.handle.db, UNION_1, [{ name: "홍길동", phoneNo: "01011112222" }]);
  const [foreign] = await addOwners(t.handle.db, UNION_2, [{ name: "타조합", phoneNo: "01077778888" }]);
  ownOwner = own!.unionRegisterSeq;
  foreignOwner = foreign!.unionRegisterSeq;
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
