import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../modules/account/account.table";
import { managerGroupMenus, managerGroups } from "../../modules/permissions/permissions.table";
import { unionManagers, unions } from "../../modules/union-users/union-users.table";
import { ledgerEntries } from "../../platform/ledger.table";
import { createTestApp, type TestApp } from "../../test/test-app";
import { seedDemo } from "./demo-seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = async () => ({
  members: (await t.handle.db.select().from(members)).length,
  unions: (await t.handle.db.select().from(unions)).length,
  managers: (await t.handle.db.select().from(unionManagers)).length,
  groups: (await t.handle.db.select().from(managerGroups)).length,
  grants: (await t.handle.db.select().from(managerGroupMenus)).length,
  ledger: (await t.handle.db.select().from(ledgerEntries)).length,
});

describe("demo seed", () => {
  it("seeds two Korean unions, a supervisor of both and an ordinary member", async () => {
    const rows = await t.handle.db.select().from(unions);
    expect(rows.map((u) => u.name)).toEqual(["한빛1구역 주택재개발정비사업조합", "푸른숲 재건축정비사업조합"]);
    const managers = await t.handle.db.select().from(unionManagers);
    expect(managers.filter((m) => m.label === "SUPERVISOR")).toHaveLength(2);
    expect(managers.filter((m) => m.label === "USER")).toHaveLength(1);
  });

  it("is idempotent: a second run changes nothing", async () => {
    const before = await counts();
    expect(await seedDemo(t.handle.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
