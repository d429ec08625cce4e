import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  electronicConsentCertificates,
  electronicConsentStorageExtensions,
} from "../../modules/consents/consent-certificates.table";
import { localFileStore } from "../../platform/file-store";
import { createTestApp, type TestApp, UNION_2 } from "../../test/test-app";
import { seedDemoConsentCertificates } from "./consents-certificates-demo-seed";
import { seedDemoConsents } from "./consents-demo-seed";
import { DEMO_LOGIN } from "./demo-seed";
import { seedDemoRegister } from "./register-demo-seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoRegister(t.handle.db, UNION_2, 300);
  await seedDemoConsents(t.handle.db, UNION_2, DEMO_LOGIN.loginId);
});
afterAll(() => t.close());

describe("seedDemoConsentCertificates", () => {
  it("issues real certificates in the started consents, leaves a few PENDING and requests one extension, once", async () => {
    const store = localFileStore(t.filesDir, t.secrets.fileUrlSecret);
    expect(await seedDemoConsentCertificates(t.handle.db, UNION_2, DEMO_LOGIN.loginId, { store })).toBe(true);
    const rows = await t.handle.db
      .select()
      .from(electronicConsentCertificates)
      .where(eq(electronicConsentCertificates.unionSeq, UNION_2));
    const issued = rows.filter((r) => r.status === "ISSUED");
    expect(issued.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.status === "PENDING").length).toBeGreaterThan(0);
    expect(issued.every((r) => r.sha256 && r.fileSeq && r.chainIndex)).toBe(true);
    const extensions = await t.handle.db
      .select()
      .from(electronicConsentStorageExtensions)
      .where(eq(electronicConsentStorageExtensions.unionSeq, UNION_2));
    expect(extensions.map((e) => e.status)).toEqual(["REQUESTED"]);
    expect(await seedDemoConsentCertificates(t.handle.db, UNION_2, DEMO_LOGIN.loginId, { store })).toBe(false);
  });
});
