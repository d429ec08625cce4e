import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { electronicDocumentRecipients, electronicDocuments } from "../../modules/e-posts/e-posts.table";
import { addEpostOwners } from "../../modules/e-posts/e-posts-test-support";
import { localFileStore } from "../../platform/file-store";
import { ledgerEntries } from "../../platform/ledger.table";
import { createTestApp, type TestApp, UNION_1 } from "../../test/test-app";
import { DEMO_LOGIN } from "./demo-seed";
import { seedDemoEposts } from "./e-posts-demo-seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addEpostOwners(
    t.handle.db,
    UNION_1,
    Array.from({ length: 40 }, (_, i) => ({
      name: `소유자${i + 1}`,
      birth: "19700101",
      phoneNo: `0101234${String(5000 + i * 37).padStart(4, "0")}`,
    })),
    1,
  );
});
afterAll(() => t.close());

describe("e-posts demo seed", () => {
  it("adds a post in every state once: sent ones charged, their recipients moved on, failures refunded", async () => {
    const store = localFileStore(t.filesDir, t.secrets.fileUrlSecret);
    expect(await seedDemoEposts(t.handle.db, UNION_1, DEMO_LOGIN.loginId, store)).toBe(true);
    expect(await seedDemoEposts(t.handle.db, UNION_1, DEMO_LOGIN.loginId, store)).toBe(false);
    const posts = await t.handle.db.select().from(electronicDocuments).where(eq(electronicDocuments.unionSeq, UNION_1));
    expect(posts.map((p) => p.documentStatus).sort()).toEqual(["COMPLETED", "READY", "SCHEDULED", "SENT", "TEMP"]);
    const completed = posts.find((p) => p.documentStatus === "COMPLETED")!;
    const rows = await t.handle.db
      .select()
      .from(electronicDocumentRecipients)
      .where(eq(electronicDocumentRecipients.electronicDocumentSeq, completed.electronicDocumentSeq));
    expect(rows.every((r) => ["COMPLETED", "EXPIRED", "FAILED"].includes(r.status))).toBe(true);
    expect(rows.some((r) => r.status === "COMPLETED")).toBe(true);
    const usage = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.unionSeq, UNION_1), eq(ledgerEntries.serviceType, "E_POST")));
    expect(usage.filter((e) => e.kind === "USAGE").reduce((s, e) => s + e.amount, 0)).toBe(-(20 + 30 + 25) * 1000);
  });
});
