import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStore } from "../../platform/file-store";
import { s3FileStore } from "../../platform/s3-file-store";
import { startTestS3 } from "../../platform/s3-file-store.test-server";
import { createTestApp, type Session, signInMember, type TestApp, UNION_1 } from "../../test/test-app";
import { expirePendingUpload } from "./files.service";
import { files } from "./files.table";

/** The app with its files in an S3-compatible bucket (s3rver): uploads go there by presigned PUT. */
let t: TestApp;
let s3: Awaited<ReturnType<typeof startTestS3>>;
let store: FileStore;
let member: Session;
beforeAll(async () => {
  s3 = await startTestS3();
  store = s3FileStore(s3.config);
  t = await createTestApp({}, { store });
  member = await signInMember(t.app);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"),
  Buffer.from("0000000d4944415478da63f8cfc0f01f0005000201a5f6d2d30000000049454e44ae426082", "hex"),
]);

const rowOf = async (fileSeq: number) => (await t.handle.db.select().from(files).where(eq(files.fileSeq, fileSeq)))[0];
const download = (fileSeq: number) => t.app.inject({ url: `/v1/files?fileSeq=${fileSeq}`, headers: member.auth });

async function signedUpload(size = PNG.length, divisionCode = "CALLING_NUMBER") {
  const response = await t.app.inject({
    method: "POST",
    url: "/v2/generate/upload-signed-urls",
    headers: { ...member.auth, "union-seq": String(UNION_1) },
    payload: { divisionCode, files: [{ fileName: "신분증.png", contentType: "image/png", size }] },
  });
  return response.json().data[0] as { fileSeq: number; url: string };
}
const putTo = (url: string, body: Buffer) =>
  fetch(url, { method: "PUT", body, headers: { "content-type": "image/png" } });

describe("files on S3-compatible storage", () => {
  it("uploads by a presigned S3 PUT, checks the file on first use and serves it", async () => {
    const signed = await signedUpload();
    expect(signed.url.startsWith(`${s3.config.endpoint}/${s3.config.bucket}/pending/`)).toBe(true);
    expect(signed.url).toContain("X-Amz-Signature=");
    expect((await putTo(signed.url, PNG)).status).toBe(200);
    const pending = await rowOf(signed.fileSeq);
    expect(pending).toMatchObject({ status: "PENDING" });

    const first = await download(signed.fileSeq);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(PNG)).toBe(true);
    expect(first.headers["content-type"]).toBe("image/png");
    const stored = await rowOf(signed.fileSeq);
    expect(stored).toMatchObject({ status: "STORED", contentType: "image/png", size: PNG.length });
    expect(stored!.storageKey.startsWith("calling_number/")).toBe(true);
    expect(await store.stat(pending!.storageKey)).toBeNull();

    // The URL still works until it expires, but what it writes is never the checked file.
    expect((await putTo(signed.url, Buffer.alloc(PNG.length, 65))).status).toBe(200);
    expect((await download(signed.fileSeq)).rawPayload.equals(PNG)).toBe(true);
  });

  it("completes an image uploaded by presigned PUT when an SMS reuses it", async () => {
    const signed = await signedUpload(PNG.length, "SMS_IMAGE");
    expect((await putTo(signed.url, PNG)).status).toBe(200);
    const sent = await t.app.inject({
      method: "POST",
      url: `/v1/unions/${UNION_1}/sms`,
      headers: { ...member.auth, "member-seq": String(member.memberSeq), "idempotency-key": crypto.randomUUID() },
      payload: {
        outgoingPhoneNo: "0212345678",
        sendType: "IMMEDIATE",
        title: "안내",
        message: "사진을 확인해 주세요.",
        fileSeqs: [signed.fileSeq],
        recipients: [{ unionRegisterSeq: null, name: "", phoneNo: "01012345678" }],
      },
    });
    expect(sent.statusCode).toBe(200);
    expect(await rowOf(signed.fileSeq)).toMatchObject({ status: "STORED", contentType: "image/png" });
  });

  it("refuses on first use an upload whose content or size is not what was announced, and removes it", async () => {
    const wrongContent = await signedUpload();
    await putTo(wrongContent.url, Buffer.alloc(PNG.length, 65));
    expect((await download(wrongContent.fileSeq)).json()).toMatchObject({
      status: 415,
      message: "png, jpg, pdf 파일만 업로드할 수 있습니다.",
    });
    expect(await store.stat((await rowOf(wrongContent.fileSeq))!.storageKey)).toBeNull();
    expect((await download(wrongContent.fileSeq)).statusCode).toBe(404);

    const wrongSize = await signedUpload();
    await putTo(wrongSize.url, Buffer.concat([PNG, Buffer.alloc(10)]));
    expect((await download(wrongSize.fileSeq)).json()).toMatchObject({
      status: 400,
      message: "파일 크기가 요청한 크기와 다릅니다.",
    });
    expect(await rowOf(wrongSize.fileSeq)).toMatchObject({ status: "PENDING" });
  });

  it("answers 404 for a signed upload not sent yet", async () => {
    const signed = await signedUpload();
    expect((await download(signed.fileSeq)).statusCode).toBe(404);
  });

  it("keeps a multipart upload in the bucket", async () => {
    const boundary = "----johaps3";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="divisionCode"\r\n\r\nCALLING_NUMBER\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="사업자등록증.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: "POST",
      url: "/v1/files",
      headers: {
        ...member.auth,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "union-seq": String(UNION_1),
        "member-seq": String(member.memberSeq),
      },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const { fileSeq } = response.json().data[0];
    expect(await store.stat((await rowOf(fileSeq))!.storageKey)).toEqual({ size: PNG.length });
    expect((await download(fileSeq)).rawPayload.equals(PNG)).toBe(true);
  });

  it("when the URL expires, completes an upload never used and removes one never sent", async () => {
    const used = await signedUpload();
    await putTo(used.url, PNG);
    const unsent = await signedUpload();
    for (const fileSeq of [used.fileSeq, unsent.fileSeq]) {
      await expirePendingUpload({ db: t.handle.db, store, fileSeq, expiresAt: Date.now() });
    }
    expect(await rowOf(used.fileSeq)).toMatchObject({ status: "STORED" });
    expect(await rowOf(unsent.fileSeq)).toBeUndefined();
  });
});
