import { ERROR_CODES, ERROR_MESSAGES } from "@johap/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../modules/files/files.table";
import { smsMessages } from "../modules/sms/sms.table";
import { addApprovedCaller, PNG } from "../modules/sms/sms-test-support";
import { createTestApp, type Session, signInSupervisor, type TestApp, UNION_1 } from "../test/test-app";
import { assertCleanText } from "./clean-input";

let t: TestApp;
let supervisor: Session;
const CALLER = "0212345670";
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
  await addApprovedCaller(t.handle.db, UNION_1, CALLER);
});
afterAll(() => t.close());

const union = `/v1/unions/${UNION_1}`;
const REFUSED = { status: 400, code: ERROR_CODES.VALIDATION, message: ERROR_MESSAGES.INVALID_CHARACTERS };
const office = { name: "푸른숲 조합 사무실", phoneNo: "0311234567", email: "office@pureunsup.example" };

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...supervisor.auth, ...headers } });
const putOffice = (payload: string) =>
  t.app.inject({
    method: "PUT",
    url: `${union}/office`,
    headers: { ...supervisor.auth, "content-type": "application/json" },
    payload,
  });

/** A multipart body written out by hand: text fields, then one file part whose name is given as RFC 5987 `filename*`. */
function multipart(fields: Record<string, string>, file?: { encodedName: string; type: string; bytes: Buffer }) {
  const boundary = "----johapclean";
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename*=UTF-8''${file.encodedName}\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe("assertCleanText", () => {
  it("walks strings, keys, arrays and records at any depth, and leaves buffers alone", () => {
    expect(assertCleanText({ a: ["가", { b: "😀" }], n: 1 })).toEqual({ a: ["가", { b: "😀" }], n: 1 });
    expect(() => assertCleanText({ a: [{ b: ["x\u0000"] }] })).toThrow(ERROR_MESSAGES.INVALID_CHARACTERS);
    expect(() => assertCleanText({ "k\uDC00": 1 })).toThrow(ERROR_MESSAGES.INVALID_CHARACTERS);
    // The query and path parameters as their parsers make them: on a prototype that has no prototype.
    const parsed = Object.assign(Object.create(Object.create(null)), { name: "a\u0000" });
    expect(() => assertCleanText(parsed)).toThrow(ERROR_MESSAGES.INVALID_CHARACTERS);
    expect(assertCleanText(Buffer.from([0, 0xd8]))).toHaveLength(2);
    let deep: unknown = "\uD800";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(() => assertCleanText(deep)).toThrow(ERROR_MESSAGES.INVALID_CHARACTERS);
  });
});

describe("NUL and lone surrogates are refused with 허용되지 않는 문자가 포함되어 있습니다.", () => {
  it("in a query filter, also of a public route and of a download, which answers the envelope and no file", async () => {
    for (const url of [
      "/v1/common-codes?groupCode=%00",
      `${union}/registers?name=%00`,
      `${union}/registers?realAddress=a%00b`,
      `${union}/registers/download?name=%00`,
    ]) {
      const response = await get(url);
      expect(response.json(), url).toEqual(REFUSED);
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
    }
  });

  it("in a path parameter and a header", async () => {
    expect((await get(`${union}/registers/1%00`)).json()).toEqual(REFUSED);
    expect((await get(`${union}/office`, { "x-note": "a\u0000" })).json()).toEqual(REFUSED);
  });

  it("in a JSON body, a lone surrogate as an escape, changing nothing", async () => {
    await t.app.inject({ method: "POST", url: `${union}/office`, headers: supervisor.auth, payload: office });
    const before = (await get(`${union}/office`)).json();
    const withNul = JSON.stringify({ ...office, email: "a\u0000@pureunsup.example" });
    expect(withNul).toContain("\\u0000");
    expect((await putOffice(withNul)).json()).toEqual(REFUSED);
    const withSurrogate = JSON.stringify({ ...office, address: { zipNo: "", address: "x", detailAddress: "\uD800" } });
    expect(withSurrogate).toContain("\\ud800");
    expect((await putOffice(withSurrogate)).json()).toEqual(REFUSED);
    expect((await get(`${union}/office`)).json()).toEqual(before);
  });

  it("in a multipart text field, storing no message", async () => {
    const before = await t.handle.db.select().from(smsMessages);
    const recipients = JSON.stringify([{ unionRegisterSeq: null, name: "", phoneNo: "01012345678" }]);
    const body = multipart({ outgoingPhoneNo: CALLER, sendType: "IMMEDIATE", message: "안내\u0000", recipients });
    const response = await t.app.inject({
      method: "POST",
      url: `${union}/sms`,
      headers: { ...supervisor.auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.json()).toEqual(REFUSED);
    expect(await t.handle.db.select().from(smsMessages)).toHaveLength(before.length);
  });

  it("in an uploaded file's name, storing no file", async () => {
    const before = await t.handle.db.select().from(files);
    const body = multipart(
      { divisionCode: "CALLING_NUMBER" },
      { encodedName: "a%00.png", type: "image/png", bytes: PNG },
    );
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/files",
      headers: { ...supervisor.auth, ...body.headers, "union-seq": String(UNION_1) },
      payload: body.payload,
    });
    expect(response.json()).toEqual(REFUSED);
    expect(await t.handle.db.select().from(files)).toHaveLength(before.length);
  });
});

describe("a body the route cannot read", () => {
  it("answers 400 요청 형식을 확인해 주세요. for malformed JSON and for a content type no parser takes", async () => {
    const malformed = { status: 400, code: ERROR_CODES.VALIDATION, message: ERROR_MESSAGES.MALFORMED_BODY };
    expect((await putOffice('{"name": "사무실",')).json()).toEqual(malformed);
    const xml = await t.app.inject({
      method: "PUT",
      url: `${union}/office`,
      headers: { ...supervisor.auth, "content-type": "application/xml" },
      payload: "<office/>",
    });
    expect(xml.json()).toEqual(malformed);
  });
});
