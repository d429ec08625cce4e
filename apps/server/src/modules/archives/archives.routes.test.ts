import { ERROR_CODES, ARCHIVE_MESSAGES as M, SUB_MENUS } from "@johap/contracts";
import { and, eq, inArray } from "drizzle-orm";
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
import { managerGroupMenus } from "../permissions/permissions.table";
import { unionManagers } from "../union-users/union-users.table";

let t: TestApp;
let supervisor: Session;
let member: Session;
/** The member's permission group (사무국): it holds no M0410 until a test grants it. */
let memberGroupId: number;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
  member = await signInMember(t.app);
  const [row] = await t.handle.db
    .select({ managerGroupId: unionManagers.managerGroupId })
    .from(unionManagers)
    .where(and(eq(unionManagers.serviceMemberId, member.serviceMemberId), eq(unionManagers.unionSeq, UNION_1)));
  memberGroupId = row!.managerGroupId!;
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"),
  Buffer.from("0000000d4944415478da63f8cfc0f01f0005000201a5f6d2d30000000049454e44ae426082", "hex"),
]);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (session: Session, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session.auth, ...(payload ? { payload } : {}) });
const listUrl = (unionSeq = UNION_1) => `/v1/unions/${unionSeq}/archives`;
const itemUrl = (archiveSeq: number, unionSeq = UNION_1) => `${listUrl(unionSeq)}/${archiveSeq}`;

/** A file uploaded the way the console does: a signed URL for the archive division, then the PUT. */
async function uploadFile(
  session: Session,
  fileName: string,
  bytes: Buffer,
  unionSeq = UNION_1,
  division = "UNION_BOARD",
) {
  const contentType = fileName.endsWith(".png") ? "image/png" : "application/pdf";
  const signed = await t.app.inject({
    method: "POST",
    url: "/v2/generate/upload-signed-urls",
    headers: { ...session.auth, "union-seq": String(unionSeq) },
    payload: { divisionCode: division, files: [{ fileName, contentType, size: bytes.length }] },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const { url, fileSeq } = signed.json().data[0] as { url: string; fileSeq: number };
  const put = await t.app.inject({ method: "PUT", url, headers: { "content-type": contentType }, payload: bytes });
  expect(put.statusCode, put.body).toBe(200);
  return fileSeq;
}

const body = (overrides: object = {}) => ({
  category: "MEETING",
  title: "2026년 정기총회 자료",
  content: "정기총회 안건 설명 자료와 회의 결과를 올립니다.",
  isPublic: true,
  fileSeqs: [],
  ...overrides,
});

async function create(session: Session, overrides: object = {}) {
  const response = await call(session, "POST", listUrl(), body(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    archiveSeq: number;
    files: { fileSeq: number; originName: string }[];
    histories: { action: string; fileName: string; nickname: string; occurredAt: string }[];
  } & Record<string, unknown>;
}

/** Gives the member's group M0410 (read, or read and manage) for the duration of `work`. */
async function withMemberMenu<T>(subMenus: ("01" | "02")[], work: () => Promise<T>) {
  const ids = SUB_MENUS.filter((s) => s.menuCode === "M0410" && subMenus.some((c) => s.code.endsWith(c))).map(
    (s) => s.menuId,
  );
  await t.handle.db.insert(managerGroupMenus).values(ids.map((menuId) => ({ managerGroupId: memberGroupId, menuId })));
  try {
    return await work();
  } finally {
    await t.handle.db
      .delete(managerGroupMenus)
      .where(and(eq(managerGroupMenus.managerGroupId, memberGroupId), inArray(managerGroupMenus.menuId, ids)));
  }
}

describe("POST /v1/unions/{unionSeq}/archives", () => {
  it("registers an entry with its uploaded files, and the history records each upload by the writer", async () => {
    const pdf = await uploadFile(supervisor, "총회 안건.pdf", PDF);
    const png = await uploadFile(supervisor, "현장 사진.png", PNG);
    const created = await create(supervisor, { fileSeqs: [pdf, png] });
    expect(created).toMatchObject({
      category: "MEETING",
      title: "2026년 정기총회 자료",
      content: "정기총회 안건 설명 자료와 회의 결과를 올립니다.",
      isPublic: true,
      fileCount: 2,
      fileSeqs: [pdf, png],
      files: [
        { fileSeq: pdf, originName: "총회 안건.pdf", contentType: "application/pdf", size: PDF.length },
        { fileSeq: png, originName: "현장 사진.png", contentType: "image/png", size: PNG.length },
      ],
      createdBy: { memberSeq: supervisor.memberSeq },
    });
    expect(created.histories.map((h) => [h.action, h.fileName]).sort()).toEqual([
      ["UPLOAD", "총회 안건.pdf"],
      ["UPLOAD", "현장 사진.png"],
    ]);
    expect(created.histories[0]!.nickname).not.toBe("");
    const detail = (await call(supervisor, "GET", itemUrl(created.archiveSeq))).json().data;
    expect(detail).toEqual(created);
  });

  it("refuses a missing category, title or content with the Korean messages", async () => {
    const cases: [object, string][] = [
      [{ category: undefined }, M.categoryRequired],
      [{ category: "NOPE" }, M.categoryRequired],
      [{ title: "  " }, M.titleRequired],
      [{ title: undefined }, M.titleRequired],
      [{ content: "" }, M.contentRequired],
      [{ title: "가".repeat(101) }, M.titleMax],
      [{ fileSeqs: Array.from({ length: 11 }, (_, i) => i + 1) }, M.filesMax],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(supervisor, "POST", listUrl(), body(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.VALIDATION, message });
    }
  });

  it("refuses a file of another division, another union, unknown, or already attached elsewhere", async () => {
    const smsImage = await uploadFile(supervisor, "문자.png", PNG, UNION_1, "SMS_IMAGE");
    expect((await call(supervisor, "POST", listUrl(), body({ fileSeqs: [smsImage] }))).json().message).toBe(
      M.fileWrongDivision,
    );
    const otherUnion = await uploadFile(supervisor, "타조합.pdf", PDF, UNION_2);
    expect((await call(supervisor, "POST", listUrl(), body({ fileSeqs: [otherUnion] }))).json().message).toBe(
      M.fileNotFound,
    );
    expect((await call(supervisor, "POST", listUrl(), body({ fileSeqs: [999_999] }))).json().message).toBe(
      M.fileNotFound,
    );
    const attached = await uploadFile(supervisor, "첨부.pdf", PDF);
    await create(supervisor, { fileSeqs: [attached] });
    expect((await call(supervisor, "POST", listUrl(), body({ fileSeqs: [attached] }))).json().message).toBe(
      M.fileTaken,
    );
  });
});

describe("GET /v1/unions/{unionSeq}/archives", () => {
  it("lists newest first with the file count, searches by title, pages by 10", async () => {
    const a = await create(supervisor, { title: "조합 정관 개정안", category: "OFFICIAL" });
    const b = await create(supervisor, { title: "시공사 계약서 사본", category: "CONTRACT" });
    const list = (await call(supervisor, "GET", listUrl())).json();
    expect(list.data[0]).toMatchObject({ archiveSeq: b.archiveSeq, title: "시공사 계약서 사본", fileCount: 0 });
    expect(list.data[1].archiveSeq).toBe(a.archiveSeq);
    expect(list.data[0]).not.toHaveProperty("content");
    const byTitle = (await call(supervisor, "GET", `${listUrl()}?title=${encodeURIComponent("정관")}`)).json();
    expect(byTitle.data.map((r: { archiveSeq: number }) => r.archiveSeq)).toEqual([a.archiveSeq]);
    expect(byTitle.pagination).toEqual({ totalDataCount: 1, totalElements: 1 });
    const byCategory = (await call(supervisor, "GET", `${listUrl()}?category=CONTRACT`)).json();
    expect(byCategory.data.every((r: { category: string }) => r.category === "CONTRACT")).toBe(true);
    const paged = (await call(supervisor, "GET", `${listUrl()}?pageSize=1&page=1`)).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.data[0].archiveSeq).toBe(a.archiveSeq);
    expect((await call(supervisor, "GET", `${listUrl()}?title=${"가".repeat(101)}`)).json().message).toBe(
      M.titleFilterMax,
    );
  });
});

describe("PUT /v1/unions/{unionSeq}/archives/{archiveSeq}", () => {
  it("changes the fields, removes a file (history DELETE) and adds an image (history UPLOAD)", async () => {
    const pdf = await uploadFile(supervisor, "회의록.pdf", PDF);
    const created = await create(supervisor, { fileSeqs: [pdf], category: "MINUTES", title: "이사회 회의록" });
    const png = await uploadFile(supervisor, "서명 페이지.png", PNG);
    const response = await call(
      supervisor,
      "PUT",
      itemUrl(created.archiveSeq),
      body({
        category: "MINUTES",
        title: "제3차 이사회 회의록",
        content: "수정한 내용",
        isPublic: false,
        fileSeqs: [png],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      title: "제3차 이사회 회의록",
      content: "수정한 내용",
      isPublic: false,
      fileSeqs: [png],
      fileCount: 1,
    });
    expect(data.histories.map((h: { action: string; fileName: string }) => [h.action, h.fileName]).sort()).toEqual([
      ["DELETE", "회의록.pdf"],
      ["UPLOAD", "서명 페이지.png"],
      ["UPLOAD", "회의록.pdf"],
    ]);
    expect(new Date(data.modifiedAt).getTime()).toBeGreaterThanOrEqual(new Date(data.createdAt).getTime());
  });

  it("accepts only images as files added by an update (spec 04 §5), keeping the files it had", async () => {
    const pdf = await uploadFile(supervisor, "원본.pdf", PDF);
    const created = await create(supervisor, { fileSeqs: [pdf] });
    const another = await uploadFile(supervisor, "추가.pdf", PDF);
    const refused = await call(supervisor, "PUT", itemUrl(created.archiveSeq), body({ fileSeqs: [pdf, another] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.updateImagesOnly);
    const kept = await call(
      supervisor,
      "PUT",
      itemUrl(created.archiveSeq),
      body({ title: "제목만 수정", fileSeqs: [pdf] }),
    );
    expect(kept.json().data).toMatchObject({ title: "제목만 수정", fileSeqs: [pdf] });
    expect(kept.json().data.histories).toHaveLength(1);
    const invalid = await call(supervisor, "PUT", itemUrl(created.archiveSeq), body({ content: " " }));
    expect(invalid.json().message).toBe(M.contentRequired);
  });
});

describe("file downloads", () => {
  it("streams an entry's file and records the download by who and when", async () => {
    const pdf = await uploadFile(supervisor, "배포 자료.pdf", PDF);
    const created = await create(supervisor, { fileSeqs: [pdf] });
    const download = await call(supervisor, "GET", `${itemUrl(created.archiveSeq)}/files/${pdf}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const detail = (await call(supervisor, "GET", itemUrl(created.archiveSeq))).json().data;
    expect(detail.histories[0]).toMatchObject({ action: "DOWNLOAD", fileName: "배포 자료.pdf" });
    expect(Date.now() - new Date(detail.histories[0].occurredAt).getTime()).toBeLessThan(60_000);
    const notAttached = await uploadFile(supervisor, "다른 파일.pdf", PDF);
    const refused = await call(supervisor, "GET", `${itemUrl(created.archiveSeq)}/files/${notAttached}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(M.fileNotFound);
  });
});

describe("DELETE /v1/unions/{unionSeq}/archives/{archiveSeq}", () => {
  it("deletes the entry with its history; it is then not found", async () => {
    const pdf = await uploadFile(supervisor, "삭제할 자료.pdf", PDF);
    const created = await create(supervisor, { fileSeqs: [pdf] });
    const response = await call(supervisor, "DELETE", itemUrl(created.archiveSeq));
    expect(response.json()).toEqual({ status: 200, data: { archiveSeq: created.archiveSeq } });
    const gone = await call(supervisor, "GET", itemUrl(created.archiveSeq));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.archiveNotFound);
    expect((await call(supervisor, "DELETE", itemUrl(created.archiveSeq))).statusCode).toBe(404);
    // Its file is free again for another entry.
    expect((await create(supervisor, { fileSeqs: [pdf] })).fileSeqs).toEqual([pdf]);
  });
});

describe("permissions and tenancy", () => {
  it("refuses every call to a manager without M0410 (403 E00501) and lets 조회 read but not write", async () => {
    const created = await create(supervisor);
    const calls: [Method, string, object?][] = [
      ["GET", listUrl()],
      ["POST", listUrl(), body()],
      ["GET", itemUrl(created.archiveSeq)],
      ["PUT", itemUrl(created.archiveSeq), body()],
      ["DELETE", itemUrl(created.archiveSeq)],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(member, method, url, payload);
      expect(response.json(), `${method} ${url}`).toMatchObject({ status: 403, code: ERROR_CODES.PERMISSION_DENIED });
    }
    await withMemberMenu(["01"], async () => {
      expect((await call(member, "GET", itemUrl(created.archiveSeq))).statusCode).toBe(200);
      const write = await call(member, "POST", listUrl(), body());
      expect(write.json()).toMatchObject({ status: 403, code: ERROR_CODES.PERMISSION_DENIED });
    });
  });

  it("never shows another union's entry: its number under this union is not found, its union refused", async () => {
    const created = await create(supervisor);
    // The supervisor of union 1 manages union 2 as well in the demo; a record of union 1 under union 2's path:
    const crossed = await call(supervisor, "GET", itemUrl(created.archiveSeq, UNION_2));
    expect([403, 404]).toContain(crossed.statusCode);
    expect(crossed.json().data).toBeUndefined();
    for (const method of ["PUT", "DELETE"] as const) {
      const response = await call(supervisor, method, itemUrl(created.archiveSeq, UNION_2), body());
      expect([403, 404]).toContain(response.statusCode);
    }
    expect((await call(supervisor, "GET", itemUrl(created.archiveSeq))).statusCode).toBe(200);
    // The member, who is no manager of union 2, is refused there.
    const other = await call(member, "GET", listUrl(UNION_2));
    expect(other.json()).toMatchObject({ status: 403 });
  });

  it("shows a non-public entry only to its writer and the supervisor", async () => {
    await withMemberMenu(["01", "02"], async () => {
      const mine = await create(member, { title: "사무국 내부 자료", isPublic: false });
      const hidden = await create(supervisor, { title: "조합장 비공개 자료", isPublic: false });
      const shown = await create(supervisor, { title: "조합장 공개 자료", isPublic: true });
      const memberList = (await call(member, "GET", `${listUrl()}?pageSize=100`)).json().data as {
        archiveSeq: number;
      }[];
      const seqs = memberList.map((r) => r.archiveSeq);
      expect(seqs).toContain(mine.archiveSeq);
      expect(seqs).toContain(shown.archiveSeq);
      expect(seqs).not.toContain(hidden.archiveSeq);
      expect((await call(member, "GET", itemUrl(hidden.archiveSeq))).statusCode).toBe(404);
      expect((await call(member, "DELETE", itemUrl(hidden.archiveSeq))).statusCode).toBe(404);
      expect((await call(supervisor, "GET", itemUrl(mine.archiveSeq))).statusCode).toBe(200);
    });
  });
});
