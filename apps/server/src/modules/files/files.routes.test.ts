import fs from "node:fs";
import http from "node:http";
import { ERROR_CODES, SUB_MENUS } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signFileUrl } from "../../platform/file-store";
import { answeredWithin, madeBody, streamedMultipart } from "../../platform/uploads.test-support";
import {
  createTestApp,
  type Session,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
  UNION_2,
} from "../../test/test-app";
import { managerGroupMenus } from "../permissions/permissions.table";
import { unionManagers, unions } from "../union-users/union-users.table";
import { EXPIRE_PENDING_JOB } from "./files.service";
import { files } from "./files.table";

let t: TestApp;
let supervisor: Session;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
  member = await signInMember(t.app);
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"),
  Buffer.from("0000000d4944415478da63f8cfc0f01f0005000201a5f6d2d30000000049454e44ae426082", "hex"),
]);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const MB = 1024 * 1024;

function multipart(fields: Record<string, string>, uploads: { name: string; type: string; bytes: Buffer }[]) {
  const boundary = "----johaptest";
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of uploads) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function upload(
  session: Session,
  unionSeq: number | null,
  divisionCode: string,
  list: { name: string; type: string; bytes: Buffer }[],
) {
  const body = multipart({ divisionCode }, list);
  return t.app.inject({
    method: "POST",
    url: "/v1/files",
    headers: {
      ...session.auth,
      ...body.headers,
      ...(unionSeq ? { "union-seq": String(unionSeq), "member-seq": String(session.memberSeq) } : {}),
    },
    payload: body.payload,
  });
}

describe("POST /v1/files", () => {
  it("stores files checked by content and returns their fileSeq", async () => {
    const response = await upload(member, UNION_1, "CALLING_NUMBER", [
      { name: "사업자등록증.png", type: "image/png", bytes: PNG },
      { name: "위임장.pdf", type: "application/pdf", bytes: PDF },
    ]);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({
      originalName: "사업자등록증.png",
      contentType: "image/png",
      status: "STORED",
      size: PNG.length,
    });
    expect(data[1]).toMatchObject({ contentType: "application/pdf" });
  });

  it("refuses a file whose content does not match an allowed type, storing nothing", async () => {
    const before = await t.handle.db.select().from(files);
    const response = await upload(member, UNION_1, "CALLING_NUMBER", [
      { name: "ok.png", type: "image/png", bytes: PNG },
      { name: "fake.png", type: "image/png", bytes: Buffer.from("not really a png") },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe("png, jpg, pdf 파일만 업로드할 수 있습니다.");
    expect(await t.handle.db.select().from(files)).toHaveLength(before.length);
  });

  it("refuses an unknown division and a missing Union-Seq header", async () => {
    const bad = await upload(member, UNION_1, "NOPE", [{ name: "a.png", type: "image/png", bytes: PNG }]);
    expect(bad.json()).toMatchObject({ status: 400, message: "파일 구분을 확인해 주세요." });
    const noUnion = await upload(member, null, "CALLING_NUMBER", [{ name: "a.png", type: "image/png", bytes: PNG }]);
    expect(noUnion.statusCode).toBe(400);
  });

  it("refuses a file over the division's size limit with 413 naming it: 이미지는 300KB 이하만 첨부 가능합니다.", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(300 * 1024)]);
    const response = await upload(member, UNION_1, "SMS_IMAGE", [{ name: "big.png", type: "image/png", bytes: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("이미지는 300KB 이하만 첨부 가능합니다.");
  });

  it("refuses a 100 MB part once past its division's 10 MB, before the rest is sent, storing nothing", async () => {
    const before = await t.handle.db.select().from(files);
    const body = streamedMultipart(
      { divisionCode: "CALLING_NUMBER" },
      { name: "위임장.pdf", type: "application/pdf", bytes: 100 * MB, head: PDF },
    );
    const response = await answeredWithin(
      t.app.inject({
        method: "POST",
        url: "/v1/files",
        headers: {
          ...member.auth,
          ...body.headers,
          "union-seq": String(UNION_1),
          "member-seq": String(member.memberSeq),
        },
        payload: body.payload,
      }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("파일은 10MB를 초과 할 수 없습니다.");
    expect(body.pulled()).toBeLessThanOrEqual(16 * MB);
    body.release();
    expect(await t.handle.db.select().from(files)).toHaveLength(before.length);
    const left = fs.readdirSync(t.filesDir, { recursive: true }).map(String);
    expect(left.filter((name) => name.endsWith(".partial"))).toEqual([]);
  });

  it("refuses an upload into another union", async () => {
    const response = await upload(member, UNION_2, "CALLING_NUMBER", [
      { name: "a.png", type: "image/png", bytes: PNG },
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(ERROR_CODES.UNION_FORBIDDEN);
  });
});

describe("downloads", () => {
  it("serves a file by GET and POST to its union's managers only", async () => {
    const stored = (
      await upload(supervisor, UNION_2, "POST", [{ name: "안내문.pdf", type: "application/pdf", bytes: PDF }])
    ).json().data[0];
    const byGet = await t.app.inject({ url: `/v1/files?fileSeq=${stored.fileSeq}`, headers: supervisor.auth });
    expect(byGet.statusCode).toBe(200);
    expect(byGet.rawPayload.equals(PDF)).toBe(true);
    expect(byGet.headers["content-disposition"]).toContain("filename*=UTF-8''");
    const byPost = await t.app.inject({
      method: "POST",
      url: "/v2/files/download",
      headers: supervisor.auth,
      payload: { fileSeq: stored.fileSeq },
    });
    expect(byPost.rawPayload.equals(PDF)).toBe(true);
    const other = await t.app.inject({ url: `/v1/files?fileSeq=${stored.fileSeq}`, headers: member.auth });
    expect(other.statusCode).toBe(403);
    expect(other.rawPayload.equals(PDF)).toBe(false);
    const missing = await t.app.inject({
      method: "POST",
      url: "/v2/files/download",
      headers: member.auth,
      payload: { fileSeq: 999999 },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("menus of a file's division", () => {
  it("reads need one of the division's menus, uploads its 관리; another division's menu is not enough", async () => {
    const [manager] = await t.handle.db
      .select()
      .from(unionManagers)
      .where(and(eq(unionManagers.serviceMemberId, member.serviceMemberId), eq(unionManagers.unionSeq, UNION_1)));
    const groupId = manager!.managerGroupId!;
    const menuId = (code: string) => SUB_MENUS.find((s) => s.code === code)!.menuId;
    const before = await t.handle.db
      .select()
      .from(managerGroupMenus)
      .where(eq(managerGroupMenus.managerGroupId, groupId));
    const grant = async (codes: string[]) => {
      await t.handle.db.delete(managerGroupMenus).where(eq(managerGroupMenus.managerGroupId, groupId));
      if (codes.length) {
        await t.handle.db
          .insert(managerGroupMenus)
          .values(codes.map((code) => ({ managerGroupId: groupId, menuId: menuId(code) })));
      }
    };
    try {
      const document = (
        await upload(supervisor, UNION_1, "CALLING_NUMBER", [
          { name: "재직증명서.pdf", type: "application/pdf", bytes: PDF },
        ])
      ).json().data[0];
      const read = () => t.app.inject({ url: `/v1/files?fileSeq=${document.fileSeq}`, headers: member.auth });
      const send = () =>
        upload(member, UNION_1, "CALLING_NUMBER", [{ name: "서류.pdf", type: "application/pdf", bytes: PDF }]);

      await grant(["M040101", "M040102"]);
      expect((await read()).json()).toMatchObject({ status: 403, code: ERROR_CODES.PERMISSION_DENIED });
      expect((await send()).json()).toMatchObject({ status: 403, code: ERROR_CODES.PERMISSION_DENIED });

      await grant(["M040301"]);
      expect((await read()).rawPayload.equals(PDF)).toBe(true);
      expect((await send()).json()).toMatchObject({ status: 403, code: ERROR_CODES.PERMISSION_DENIED });

      await grant(["M040301", "M040302"]);
      expect((await send()).statusCode).toBe(200);
    } finally {
      await t.handle.db.delete(managerGroupMenus).where(eq(managerGroupMenus.managerGroupId, groupId));
      if (before.length) await t.handle.db.insert(managerGroupMenus).values(before);
    }
  });

  it("a union whose service has ended serves none of its files", async () => {
    const stored = (
      await upload(supervisor, UNION_2, "POST", [{ name: "공문.pdf", type: "application/pdf", bytes: PDF }])
    ).json().data[0];
    await t.handle.db
      .update(unions)
      .set({ serviceEndAt: new Date(Date.now() - 1000) })
      .where(eq(unions.unionSeq, UNION_2));
    try {
      const refused = await t.app.inject({ url: `/v1/files?fileSeq=${stored.fileSeq}`, headers: supervisor.auth });
      expect(refused.json()).toMatchObject({ status: 403, code: ERROR_CODES.UNION_SERVICE_ENDED });
    } finally {
      await t.handle.db.update(unions).set({ serviceEndAt: null }).where(eq(unions.unionSeq, UNION_2));
    }
  });
});

describe("signed upload URLs", () => {
  const request = (session: Session, unionSeq: number, body: object) =>
    t.app.inject({
      method: "POST",
      url: "/v2/generate/upload-signed-urls",
      headers: { ...session.auth, "union-seq": String(unionSeq) },
      payload: body,
    });

  it("issues a signed URL, accepts the PUT, then serves the file", async () => {
    const signed = (
      await request(member, UNION_1, {
        divisionCode: "CALLING_NUMBER",
        files: [{ fileName: "신분증.png", contentType: "image/png", size: PNG.length }],
      })
    ).json().data[0];
    expect(signed.url).toMatch(/^\/v2\/files\/upload\/\d+\?expires=\d+&signature=/);
    const put = await t.app.inject({
      method: "PUT",
      url: signed.url,
      headers: { "content-type": "image/png" },
      payload: PNG,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ status: "STORED", contentType: "image/png" });
    const again = await t.app.inject({
      method: "PUT",
      url: signed.url,
      headers: { "content-type": "image/png" },
      payload: PNG,
    });
    expect(again.statusCode).toBe(404);
    const download = await t.app.inject({ url: `/v1/files?fileSeq=${signed.fileSeq}`, headers: member.auth });
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it("refuses a tampered signature, a size mismatch and wrong content", async () => {
    const signed = (
      await request(member, UNION_1, {
        divisionCode: "CALLING_NUMBER",
        files: [{ fileName: "a.png", contentType: "image/png", size: PNG.length }],
      })
    ).json().data[0];
    const tampered = await t.app.inject({
      method: "PUT",
      url: signed.url.replace(/signature=.*/, "signature=AAAA"),
      payload: PNG,
      headers: { "content-type": "image/png" },
    });
    expect(tampered.statusCode).toBe(403);
    const expired = signed.url.replace(/expires=\d+/, `expires=${Date.now() - 1}`);
    expect(
      (await t.app.inject({ method: "PUT", url: expired, payload: PNG, headers: { "content-type": "image/png" } }))
        .statusCode,
    ).toBe(403);
    const short = await t.app.inject({
      method: "PUT",
      url: signed.url,
      payload: PNG.subarray(0, 10),
      headers: { "content-type": "image/png" },
    });
    expect(short.json().message).toBe("파일 크기가 요청한 크기와 다릅니다.");
    const wrong = await t.app.inject({
      method: "PUT",
      url: signed.url,
      payload: Buffer.alloc(PNG.length, 65),
      headers: { "content-type": "image/png" },
    });
    expect(wrong.statusCode).toBe(415);
  });

  it("refuses an empty file list with a Korean message and another union's header", async () => {
    const empty = await request(member, UNION_1, { divisionCode: "CALLING_NUMBER", files: [] });
    expect(empty.json()).toMatchObject({ status: 400, message: "업로드할 파일을 선택해 주세요." });
    const other = await request(member, UNION_2, {
      divisionCode: "CALLING_NUMBER",
      files: [{ fileName: "a.png", contentType: "image/png", size: 10 }],
    });
    expect(other.statusCode).toBe(403);
  });

  it("a pending upload is removed by the expiry job", async () => {
    const signed = (
      await request(supervisor, UNION_1, {
        divisionCode: "POST",
        files: [{ fileName: "a.pdf", contentType: "application/pdf", size: PDF.length }],
      })
    ).json().data[0];
    await t.jobs.send(EXPIRE_PENDING_JOB, { fileSeq: signed.fileSeq, expiresAt: Date.now() });
    const deadline = Date.now() + 15_000;
    let rows = await t.handle.db.select().from(files).where(eq(files.fileSeq, signed.fileSeq));
    while (rows.length > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      rows = await t.handle.db.select().from(files).where(eq(files.fileSeq, signed.fileSeq));
    }
    expect(rows).toHaveLength(0);
  });
});

describe("signed upload hardening", () => {
  const issue = (files: { fileName: string; contentType: string; size: number }[], divisionCode = "CALLING_NUMBER") =>
    t.app.inject({
      method: "POST",
      url: "/v2/generate/upload-signed-urls",
      headers: { ...member.auth, "union-seq": String(UNION_1) },
      payload: { divisionCode, files },
    });
  const pendingPng = async () =>
    (await issue([{ fileName: "신분증.png", contentType: "image/png", size: PNG.length }])).json().data[0] as {
      fileSeq: number;
      url: string;
    };
  const put = (url: string, payload: Buffer | NodeJS.ReadableStream, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "PUT", url, headers: { "content-type": "image/png", ...headers }, payload });

  it("refuses an unsigned 100 MB PUT without reading its body", async () => {
    const { fileSeq } = await pendingPng();
    const body = madeBody(100 * MB, { holdAfter: MB });
    const response = await answeredWithin(
      put(`/v2/files/upload/${fileSeq}?expires=${Date.now() + 60_000}&signature=${"A".repeat(43)}`, body.stream),
    );
    expect(response.statusCode).toBe(403);
    expect(response.headers.connection).toBe("close");
    expect(body.pulled()).toBeLessThanOrEqual(MB);
    body.release();
  });

  it("answers an unsigned 100 MB PUT over HTTP while the body is still held back", async () => {
    const { fileSeq } = await pendingPng();
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const body = madeBody(100 * MB, { holdAfter: 8 * MB });
    const status = await answeredWithin(
      new Promise<number>((resolve, reject) => {
        const request = http.request(
          `${address}/v2/files/upload/${fileSeq}?expires=${Date.now() + 60_000}&signature=${"A".repeat(43)}`,
          { method: "PUT", headers: { "content-type": "image/png" } },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        // The server closes the connection after its answer: writing the rest then fails, as it should.
        request.on("error", (error) => (body.pulled() > 0 ? undefined : reject(error)));
        body.stream.pipe(request);
      }),
    );
    expect(status).toBe(403);
    expect(body.pulled()).toBeLessThanOrEqual(8 * MB);
    body.stream.destroy();
  });

  it("refuses a signature whose base64url padding bits were changed", async () => {
    const signed = await pendingPng();
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const signature = new URL(signed.url, "http://x").searchParams.get("signature")!;
    const changed = signature.slice(0, -1) + alphabet[alphabet.indexOf(signature.at(-1)!) ^ 1];
    const refused = await put(signed.url.replace(signature, changed), PNG);
    expect(refused.statusCode).toBe(403);
    expect((await put(signed.url, PNG)).statusCode).toBe(200);
  });

  it("parses expires strictly: expires=1e13 is refused even with the signature of 10000000000000", async () => {
    const { fileSeq } = await pendingPng();
    const url = signFileUrl(t.secrets.fileUrlSecret, "upload", fileSeq, 1e13);
    for (const expires of ["1e13", "+10000000000000", "10000000000000.0"]) {
      const refused = await put(url.replace("expires=10000000000000", `expires=${expires}`), PNG);
      expect(refused.statusCode, expires).toBe(403);
    }
    expect((await put(url, PNG)).statusCode).toBe(200);
  });

  it("refuses a Content-Length other than the issued size before reading the body", async () => {
    const signed = await pendingPng();
    const body = madeBody(100 * MB, { holdAfter: MB });
    const response = await answeredWithin(put(signed.url, body.stream, { "content-length": String(100 * MB) }));
    expect(response.json()).toMatchObject({ status: 400, message: "파일 크기가 요청한 크기와 다릅니다." });
    expect(body.pulled()).toBeLessThanOrEqual(MB);
    body.release();
  });

  it("stops a chunked body at the issued size with 413, storing nothing, and takes the right body after", async () => {
    const signed = await pendingPng();
    const body = madeBody(100 * MB, { head: PNG, holdAfter: 2 * MB });
    const refused = await answeredWithin(put(signed.url, body.stream));
    expect(refused.json()).toMatchObject({ status: 413, message: "파일 크기가 요청한 크기와 다릅니다." });
    body.release();
    const [row] = await t.handle.db.select().from(files).where(eq(files.fileSeq, signed.fileSeq));
    expect(row!.status).toBe("PENDING");
    expect((await put(signed.url, PNG)).json().data).toMatchObject({ status: "STORED", size: PNG.length });
  });

  it("never signs a URL for a size the division refuses, with the division's message", async () => {
    const image = await issue([{ fileName: "a.png", contentType: "image/png", size: 300 * 1024 + 1 }], "SMS_IMAGE");
    expect(image.json()).toMatchObject({ status: 400, message: "이미지는 300KB 이하만 첨부 가능합니다." });
    const document = await issue([{ fileName: "a.pdf", contentType: "application/pdf", size: 10 * MB + 1 }]);
    expect(document.json()).toMatchObject({ status: 400, message: "파일은 10MB를 초과 할 수 없습니다." });
    expect(
      (await issue([{ fileName: "a.png", contentType: "image/png", size: 300 * 1024 }], "SMS_IMAGE")).statusCode,
    ).toBe(200);
  });

  it("serves a stored file by an API-signed download URL, and not by the upload's signature", async () => {
    const signed = await pendingPng();
    await put(signed.url, PNG);
    const expiresAt = Date.now() + 60_000;
    const download = await t.app.inject({
      url: signFileUrl(t.secrets.fileUrlSecret, "download", signed.fileSeq, expiresAt),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers["content-disposition"]).toContain("filename*=UTF-8''");
    const withUploadSignature = signFileUrl(t.secrets.fileUrlSecret, "upload", signed.fileSeq, expiresAt);
    expect((await t.app.inject({ url: withUploadSignature.replace("/upload/", "/download/") })).statusCode).toBe(403);
  });
});
