import { seoulLocalOf } from "@johap/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addConsentOwners } from "../../modules/consents/consents-test-support";
import { counsels } from "../../modules/counsels/counsels.table";
import { createTestApp, type Session, signInMember, type TestApp, UNION_1 } from "../../test/test-app";
import { seedDemoCounsels } from "./counsels-demo-seed";
import { DEMO_LOGIN, DEMO_MEMBER_LOGIN } from "./demo-seed";

let t: TestApp;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t.app);
  await addConsentOwners(
    t.handle.db,
    UNION_1,
    Array.from({ length: 160 }, (_, i) => ({ name: `소유자${i + 1}`, birth: "19700101" })),
    1,
  );
});
afterAll(() => t.close());

describe("counselling demo seed", () => {
  it("adds a few hundred records of the last six months by both demo users, once", async () => {
    const added = await seedDemoCounsels(t.handle.db, UNION_1, [DEMO_LOGIN.loginId, DEMO_MEMBER_LOGIN.loginId]);
    expect(added).toBeGreaterThanOrEqual(250);
    expect(added).toBeLessThanOrEqual(500);
    expect(await seedDemoCounsels(t.handle.db, UNION_1, [DEMO_LOGIN.loginId])).toBe(0);

    const rows = await t.handle.db.select().from(counsels);
    expect(rows).toHaveLength(added);
    expect(new Set(rows.map((row) => row.counselorMemberSeq)).size).toBe(2);
    const now = Date.now();
    for (const row of rows) {
      expect(row.counselAt.getTime()).toBeLessThan(now);
      expect(row.counselAt.getTime()).toBeGreaterThan(now - 190 * 24 * 3600 * 1000);
      const hour = Number(seoulLocalOf(row.counselAt).slice(11, 13));
      expect(hour).toBeGreaterThanOrEqual(9);
      expect(hour).toBeLessThan(18);
      expect(row.topics.length).toBeGreaterThan(0);
      expect(row.memo.length).toBeGreaterThan(10);
    }
    const list = await t.app.inject({ url: `/v1/unions/${UNION_1}/counsels?pageSize=5`, headers: member.auth });
    expect(list.json().pagination.totalElements).toBe(added);
    const history = await t.app.inject({
      url: `/v1/unions/${UNION_1}/registers/${rows.find((row) => row.unionRegisterSeq)!.unionRegisterSeq}/counsels`,
      headers: member.auth,
    });
    expect(history.json().data.length).toBeGreaterThan(0);
  });
});
