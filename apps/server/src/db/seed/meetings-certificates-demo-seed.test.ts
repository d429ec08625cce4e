import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  makeCertificates,
  makeResultCertificate,
  meetsWaitingForResultFile,
  meetsWithWaitingCertificates,
} from "../../modules/meetings/meet-certificates-make";
import { meetCertificates } from "../../modules/meetings/meet-results.table";
import { meets } from "../../modules/meetings/meetings.table";
import { localFileStore } from "../../platform/file-store";
import { createTestApp, type TestApp, UNION_2 } from "../../test/test-app";
import { DEMO_LOGIN } from "./demo-seed";
import { CERTIFICATES_DEMO_MEET_NAME, seedCertificatesDemoMeetings } from "./meetings-certificates-demo-seed";
import { seedDemoMeetings } from "./meetings-demo-seed";
import { seedDemoRegister } from "./register-demo-seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoRegister(t.handle.db, UNION_2, 300);
  await seedDemoMeetings(t.handle.db, UNION_2, DEMO_LOGIN.loginId);
});
afterAll(() => t.close());

describe("the certificates demo", () => {
  it("requests certificates of last year's meeting once, which the sweep then makes", async () => {
    expect(await seedCertificatesDemoMeetings(t.handle.db, UNION_2, DEMO_LOGIN.loginId)).toBe(true);
    expect(await seedCertificatesDemoMeetings(t.handle.db, UNION_2, DEMO_LOGIN.loginId)).toBe(false);
    const [meet] = await t.handle.db
      .select()
      .from(meets)
      .where(and(eq(meets.unionSeq, UNION_2), eq(meets.name, CERTIFICATES_DEMO_MEET_NAME)));
    expect(meet?.completedAt).not.toBeNull();
    expect(meet?.documentStorageEndAt).not.toBeNull();
    const rows = await t.handle.db.select().from(meetCertificates).where(eq(meetCertificates.meetSeq, meet!.meetSeq));
    expect(rows.filter((r) => r.certificateType === "DIST_CERT")).toHaveLength(8);
    expect(rows.filter((r) => r.certificateType === "VOTE_CERT")).toHaveLength(5);
    expect(await meetsWithWaitingCertificates(t.handle.db)).toContain(meet!.meetSeq);

    await makeCertificates(
      { db: t.handle.db, store: localFileStore(t.filesDir, t.secrets.fileUrlSecret) },
      meet!.meetSeq,
    );
    const made = await t.handle.db.select().from(meetCertificates).where(eq(meetCertificates.meetSeq, meet!.meetSeq));
    expect(made.every((r) => r.status === "COMPLETE" && r.fileSeq !== null)).toBe(true);
  });

  it("has a confirmed result for every completed meeting, whose PDF the sweep makes", async () => {
    const completed = await t.handle.db
      .select()
      .from(meets)
      .where(and(eq(meets.unionSeq, UNION_2), eq(meets.meetStatus, "COMPLETE")));
    expect(completed.length).toBeGreaterThanOrEqual(2);
    expect(completed.every((m) => m.voteResultCertificateFilePath === null)).toBe(true);
    const waiting = await meetsWaitingForResultFile(t.handle.db);
    expect(waiting).toEqual(expect.arrayContaining(completed.map((m) => m.meetSeq)));
    const store = localFileStore(t.filesDir, t.secrets.fileUrlSecret);
    for (const meetSeq of waiting) expect(await makeResultCertificate({ db: t.handle.db, store }, meetSeq)).toBe(true);
    const after = await t.handle.db
      .select()
      .from(meets)
      .where(and(eq(meets.unionSeq, UNION_2), eq(meets.meetStatus, "COMPLETE")));
    expect(after.every((m) => m.voteResultCertificateFilePath !== null)).toBe(true);
    expect(await meetsWaitingForResultFile(t.handle.db)).toEqual([]);
  });
});
