import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type Session,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
  UNION_2,
} from "../test/test-app";
import { answeredWithin, streamedMultipart } from "./uploads.test-support";

/** Every multipart route reads through readUploads: each file under its division's limit, refused at it. */
let t: TestApp;
let member: Session;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
  supervisor = await signInSupervisor(t.app);
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const PNG_HEAD = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const smsFields = (recipients: object[]) => ({
  outgoingPhoneNo: "0212345678",
  sendType: "IMMEDIATE",
  message: "총회 안내",
  recipients: JSON.stringify(recipients),
});

describe("multipart uploads", () => {
  it("SMS: an image over 300 KB is refused with 이미지는 300KB 이하만 첨부 가능합니다. before the rest is sent", async () => {
    const body = streamedMultipart(smsFields([{ phoneNo: "01011112222" }]), {
      name: "poster.png",
      type: "image/png",
      bytes: 100 * MB,
      head: PNG_HEAD,
      holdAfter: MB,
    });
    const response = await answeredWithin(
      t.app.inject({
        method: "POST",
        url: `/v1/unions/${UNION_1}/sms/cost/calculate`,
        headers: { ...member.auth, "member-seq": String(member.memberSeq), ...body.headers },
        payload: body.payload,
      }),
    );
    expect(response.json()).toMatchObject({ status: 413, message: "이미지는 300KB 이하만 첨부 가능합니다." });
    expect(body.pulled()).toBeLessThanOrEqual(MB);
    body.release();
  });

  it("SMS: a recipients file part larger than an image is form data, not an image", async () => {
    const recipients = Array.from({ length: 10_000 }, (_, i) => ({
      unionRegisterSeq: null,
      name: "홍길동",
      phoneNo: `010${String(40000000 + i)}`,
    }));
    const json = Buffer.from(JSON.stringify(recipients));
    expect(json.length).toBeGreaterThan(300 * 1024);
    const body = streamedMultipart(
      { outgoingPhoneNo: "0212345678", sendType: "IMMEDIATE", message: "총회 안내" },
      {
        field: "recipients",
        name: "recipients.json",
        type: "application/json",
        bytes: json.length,
        head: json,
      },
    );
    const response = await t.app.inject({
      method: "POST",
      url: `/v1/unions/${UNION_1}/sms/cost/calculate`,
      headers: { ...member.auth, "member-seq": String(member.memberSeq), ...body.headers },
      payload: body.payload,
    });
    expect(response.json().data).toMatchObject({ totalCount: 10_000, smsType: "SMS" });
  });

  it("register: a file over 10 MB is refused with 명부 파일은 10MB 이하만 업로드할 수 있습니다. before the rest is sent", async () => {
    const body = streamedMultipart(
      {},
      { field: "file", name: "명부.xlsx", type: "application/octet-stream", bytes: 100 * MB, holdAfter: 12 * MB },
    );
    const response = await answeredWithin(
      t.app.inject({
        method: "POST",
        url: `/v1/unions/${UNION_2}/registers/files`,
        headers: { ...supervisor.auth, ...body.headers },
        payload: body.payload,
      }),
    );
    expect(response.json()).toMatchObject({ status: 413, message: "명부 파일은 10MB 이하만 업로드할 수 있습니다." });
    expect(body.pulled()).toBeLessThanOrEqual(12 * MB);
    body.release();
  });
});
