import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  electronicConsentRecipientHistories,
  electronicConsentRecipients,
  electronicConsents,
} from "../../modules/consents/consents.table";
import { verifyEvidenceChain } from "../../platform/evidence/evidence-chain";
import { createTestApp, type TestApp, UNION_2 } from "../../test/test-app";
import { seedDemoConsents } from "./consents-demo-seed";
import { DEMO_LOGIN } from "./demo-seed";
import { seedDemoRegister } from "./register-demo-seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoRegister(t.handle.db, UNION_2, 250);
});
afterAll(() => t.close());

describe("consents demo seed", () => {
  it("gives the union a COMPLETED, an IN_PROGRESS (about 40% submitted, written and withdrawn ones) and a BEFORE consent", async () => {
    const started = Date.now();
    expect(await seedDemoConsents(t.handle.db, UNION_2, DEMO_LOGIN.loginId)).toBe(true);
    expect(Date.now() - started).toBeLessThan(15_000);
    const consents = await t.handle.db
      .select()
      .from(electronicConsents)
      .where(eq(electronicConsents.unionSeq, UNION_2));
    expect(consents.map((c) => c.progressStatus)).toEqual(["COMPLETED", "IN_PROGRESS", "BEFORE"]);
    expect(new Set(consents.map((c) => c.linkCode)).size).toBe(3);
    const open = consents[1]!;
    const recipients = await t.handle.db
      .select()
      .from(electronicConsentRecipients)
      .where(eq(electronicConsentRecipients.consentSeq, open.consentSeq));
    const count = (status: string) => recipients.filter((r) => r.status === status).length;
    const submitted = ["ELECTRONIC_SUBMITTED", "WRITTEN_SUBMITTED", "AUTO_SUBMITTED"].map(count);
    const share = submitted.reduce((a, b) => a + b, 0) / recipients.length;
    expect(recipients.length).toBe(200);
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.5);
    expect(count("WRITTEN_SUBMITTED")).toBeGreaterThan(0);
    expect(count("WITHDRAWAL")).toBeGreaterThan(0);
    const histories = await t.handle.db
      .select()
      .from(electronicConsentRecipientHistories)
      .where(eq(electronicConsentRecipientHistories.consentSeq, open.consentSeq));
    expect(histories.filter((h) => h.action === "WITHDRAWN")).toHaveLength(count("WITHDRAWAL"));
    expect(histories.find((h) => h.status === "WRITTEN_SUBMITTED")?.managerName).toBe("김조합");
    const chain = await verifyEvidenceChain(t.handle.db, UNION_2);
    expect(chain).toMatchObject({ ok: true });
    expect(chain.length).toBeGreaterThanOrEqual(histories.length);
  });

  it("runs once per union", async () => {
    expect(await seedDemoConsents(t.handle.db, UNION_2, DEMO_LOGIN.loginId)).toBe(false);
  });
});
