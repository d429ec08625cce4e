import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addConsentOwners, consoleCall } from "../../modules/consents/consents-test-support";
import { meetParticipants, meets } from "../../modules/meetings/meetings.table";
import { insertMeet } from "../../modules/meetings/meetings-test-support";
import { promotionUsers } from "../../modules/promotion/promotion.table";
import { createTestApp, type Session, signInSupervisor, type TestApp, UNION_1 } from "../../test/test-app";
import { DEMO_LOGIN } from "./demo-seed";
import { DEMO_MEET_NAME } from "./meetings-demo-plan";
import { DEMO_LIVE_STREAM_URL, DEMO_PROMOTION_LOGIN, seedDemoPromotion } from "./promotion-demo-seed";

let t: TestApp;
let supervisor: Session;
let meetSeq: number;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
  const owners = await addConsentOwners(
    t.handle.db,
    UNION_1,
    Array.from({ length: 30 }, (_, i) => ({ name: `홍보시드${i + 1}`, birth: "19700101" })),
    9500,
  );
  ({ meetSeq } = await insertMeet(t.handle.db, { unionSeq: UNION_1, unionRegisterSeqs: owners, name: DEMO_MEET_NAME }));
  await insertMeet(t.handle.db, {
    unionSeq: UNION_1,
    unionRegisterSeqs: owners,
    name: "2026년 제1차 임시총회",
    status: "BEFORE",
  });
});
afterAll(() => t.close());

describe("promotion demo seed", () => {
  it("adds heads, managers, assignments, both histories and the relay link, once; the demo head signs in", async () => {
    expect(await seedDemoPromotion(t.handle.db, UNION_1, DEMO_LOGIN.loginId)).toBe(true);
    expect(await seedDemoPromotion(t.handle.db, UNION_1, DEMO_LOGIN.loginId)).toBe(false);

    const [meet] = await t.handle.db.select().from(meets).where(eq(meets.meetSeq, meetSeq));
    expect(meet!.liveStreamUrl).toBe(DEMO_LIVE_STREAM_URL);
    const staff = await t.handle.db.select().from(promotionUsers).where(eq(promotionUsers.meetSeq, meetSeq));
    expect(staff.filter((s) => s.position === "HEAD")).toHaveLength(5);
    expect(staff.filter((s) => s.position === "PROM")).toHaveLength(6);
    const assigned = await t.handle.db
      .select()
      .from(meetParticipants)
      .where(isNotNull(meetParticipants.promotionUserSeq));
    expect(assigned).toHaveLength(20);

    const list = await consoleCall(t, { url: "/v1/promotion-meets?pageSize=100", session: supervisor });
    const row = list.json().data.find((m: { meetSeq: number }) => m.meetSeq === meetSeq);
    expect(row).toMatchObject({ promotionHeadCount: 5, promotionManagerCount: 6 });
    const connections = await consoleCall(t, { url: `/v1/meets/${meetSeq}/connection-histories`, session: supervisor });
    expect(connections.json().pagination.totalDataCount).toBeGreaterThan(10);
    const executions = await consoleCall(t, { url: `/v1/meets/${meetSeq}/execution-histories`, session: supervisor });
    expect(executions.json().pagination.totalDataCount).toBeGreaterThan(5);

    const signIn = await t.app.inject({ method: "POST", url: "/v1/promotion/sign-in", payload: DEMO_PROMOTION_LOGIN });
    expect(signIn.statusCode).toBe(200);
    const voters = await t.app.inject({
      url: "/v1/promotion/participants",
      headers: { authorization: `Bearer ${signIn.json().data.accessToken}` },
    });
    // The head's own voters and its two managers' voters.
    expect(voters.json().data.length).toBeGreaterThan(3);
  });
});
