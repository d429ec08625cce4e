import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localFileStore } from "../../platform/file-store";
import { createTestApp, type Session, signInSupervisor, type TestApp, UNION_1 } from "../../test/test-app";
import { seedDemoArchives } from "./archives-demo-seed";
import { DEMO_LOGIN, DEMO_MEMBER_LOGIN } from "./demo-seed";

let t: TestApp;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
});
afterAll(() => t.close());

type Row = { archiveSeq: number; category: string; fileCount: number; isPublic: boolean };

describe("archive demo seed", () => {
  it("adds entries of every category with stored files and a history of uploads and downloads, once", async () => {
    // The app's own store (the same folder), as the demo seed job gets it.
    const store = localFileStore(t.filesDir, crypto.randomBytes(32));
    await seedDemoArchives(t.handle.db, UNION_1, [DEMO_LOGIN.loginId, DEMO_MEMBER_LOGIN.loginId], store);
    await seedDemoArchives(t.handle.db, UNION_1, [DEMO_LOGIN.loginId, DEMO_MEMBER_LOGIN.loginId], store);
    const list = await t.app.inject({
      method: "GET",
      url: `/v1/unions/${UNION_1}/archives?pageSize=100`,
      headers: supervisor.auth,
    });
    const rows = list.json().data as Row[];
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((row) => row.category)).size).toBe(6);
    expect(rows.some((row) => !row.isPublic)).toBe(true);
    const withFiles = rows.find((row) => row.fileCount > 0)!;
    const detail = (
      await t.app.inject({
        method: "GET",
        url: `/v1/unions/${UNION_1}/archives/${withFiles.archiveSeq}`,
        headers: supervisor.auth,
      })
    ).json().data;
    expect(detail.histories.length).toBeGreaterThan(0);
    expect(detail.histories.some((h: { action: string }) => h.action === "UPLOAD")).toBe(true);
    const file = detail.files[0];
    const download = await t.app.inject({
      method: "GET",
      url: `/v1/unions/${UNION_1}/archives/${withFiles.archiveSeq}/files/${file.fileSeq}`,
      headers: supervisor.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(file.size);
    const nicknames = new Set(
      (
        await Promise.all(
          rows.map(
            async (row) =>
              (
                await t.app.inject({
                  method: "GET",
                  url: `/v1/unions/${UNION_1}/archives/${row.archiveSeq}`,
                  headers: supervisor.auth,
                })
              ).json().data.histories as { nickname: string }[],
          ),
        )
      )
        .flat()
        .map((h) => h.nickname),
    );
    expect(nicknames.size).toBe(2);
  });
});
