import { acquisitionPeriodOf } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerLocalAddresses } from "../../modules/register/register.table";
import { createTestApp, type TestApp, UNION_2 } from "../../test/test-app";
import { seedDemoRegister } from "./register-demo-seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo register seed", () => {
  it("gives each land right the acquisition period a saved right gets (acquisitionPeriodOf its acquiredAt)", async () => {
    expect(await seedDemoRegister(t.handle.db, UNION_2, 40)).toBe(true);
    const locals = await t.handle.db
      .select({ land: registerLocalAddresses.landOwnership })
      .from(registerLocalAddresses)
      .where(eq(registerLocalAddresses.unionSeq, UNION_2));
    const lands = locals.flatMap((l) => (l.land ? [l.land] : []));
    expect(lands.length).toBeGreaterThan(10);
    for (const land of lands) {
      expect(land.acquisitionPeriod).toMatch(/^\d+년 \d+개월$/);
      expect(land.acquisitionPeriod).toBe(acquisitionPeriodOf(land.acquiredAt));
    }
  });
});
