import { acquisitionPeriodOf, isCommonCode, RIGHTS_CODE_GROUPS } from "@johap/contracts";
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

  it("writes 지목, 용도 and 구조 as common codes, as a saved right holds them, not as labels", async () => {
    await seedDemoRegister(t.handle.db, UNION_2, 40); // seeds once: false when the test above did
    const locals = await t.handle.db
      .select({ land: registerLocalAddresses.landOwnership, building: registerLocalAddresses.buildingOwnership })
      .from(registerLocalAddresses)
      .where(eq(registerLocalAddresses.unionSeq, UNION_2));
    const values = locals.flatMap(({ land, building }) => [
      { field: "landCategory" as const, code: land?.landCategory ?? null },
      { field: "buildingUsage" as const, code: building?.buildingUsage ?? null },
      { field: "buildingStructure" as const, code: building?.buildingStructure ?? null },
    ]);
    const coded = values.filter((value) => value.code !== null);
    expect(coded.length).toBeGreaterThan(30);
    for (const { field, code } of coded) {
      expect({ field, code, isCode: isCommonCode(RIGHTS_CODE_GROUPS[field], code ?? "") }).toEqual({
        field,
        code,
        isCode: true,
      });
    }
  });
});
