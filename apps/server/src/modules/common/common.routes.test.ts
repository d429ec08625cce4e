import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REQUIRED_GROUPS = [
  "UNION_REGISTER_USER_DIVIDE",
  "UNION_REGISTER_SHARE_TYPE",
  "UNION_REGISTER_POSITION",
  "AGENT_RELATION_TYPE",
  "TENDENCY_TYPE",
  "CERTIFICATE_ISSUED_STATUS",
  "BUILDING_USAGE",
  "ATTEND_TYPE",
  "VOTING_WRITTEN_TYPE",
  "PROMOTION_USER_STATUS",
  "UNION_AGREEMENT_RESPONSE_TYPE",
];
const HANGUL = /[\uAC00-\uD7A3]/;

describe("GET /v1/common-codes", () => {
  it("serves every code group the spec names, each item with a Korean label", async () => {
    const response = await t.app.inject({ url: "/v1/common-codes" });
    expect(response.statusCode).toBe(200);
    const groups: { groupCode: string; items: { code: string; name: string }[] }[] = response.json().data;
    const codes = groups.map((g) => g.groupCode);
    for (const required of REQUIRED_GROUPS) expect(codes).toContain(required);
    expect(codes.some((c) => c.startsWith("COUNSEL_"))).toBe(true);
    expect(codes.some((c) => c.startsWith("ELECTRONIC_CONSENT_"))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    for (const group of groups) {
      expect(group.items.length, group.groupCode).toBeGreaterThan(0);
      for (const item of group.items) expect(item.name, `${group.groupCode}.${item.code}`).toMatch(HANGUL);
    }
    const share = groups.find((g) => g.groupCode === "UNION_REGISTER_SHARE_TYPE");
    expect(share?.items.map((i) => i.code)).toEqual(["SINGLE", "SHARE"]);
  });

  it("filters by group code", async () => {
    const response = await t.app.inject({ url: "/v1/common-codes?groupCode=AGENT_RELATION_TYPE" });
    const data = response.json().data;
    expect(data).toHaveLength(1);
    expect(data[0].items.map((i: { code: string }) => i.code)).toEqual(expect.arrayContaining(["SPOUSE", "ETC"]));
  });
});
