import { RECEIPT_MESSAGES } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meetBallotChoices, meetBallots, meetParticipants, meets } from "../../modules/meetings/meetings.table";
import { verifyEvidenceChain } from "../../platform/evidence/evidence-chain";
import { createTestApp, type TestApp, UNION_2 } from "../../test/test-app";
import { DEMO_LOGIN } from "./demo-seed";
import { seedDemoMeetings } from "./meetings-demo-seed";
import {
  demoReceiptCode,
  RECEIPTS_DEMO_NAME,
  receiptsDemoLinkCode,
  seedReceiptsDemoMeetings,
} from "./meetings-receipts-demo-seed";
import { seedDemoRegister } from "./register-demo-seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoRegister(t.handle.db, UNION_2, 300);
  await seedDemoMeetings(t.handle.db, UNION_2, DEMO_LOGIN.loginId);
  expect(await seedReceiptsDemoMeetings(t.handle.db, UNION_2, DEMO_LOGIN.loginId)).toBe(true);
});
afterAll(() => t.close());

describe("the verifiable receipts demo meeting", () => {
  it("adds an electronic meeting in COUNTING with 31 ballots of 40 voters and their choices, once", async () => {
    const [meet] = await t.handle.db
      .select()
      .from(meets)
      .where(and(eq(meets.unionSeq, UNION_2), eq(meets.name, RECEIPTS_DEMO_NAME)));
    expect(meet).toMatchObject({ meetMethod: "ELECTRONIC", meetStatus: "COUNTING", linkCode: "receipts2" });
    const voters = await t.handle.db.select().from(meetParticipants).where(eq(meetParticipants.meetSeq, meet!.meetSeq));
    const ballots = await t.handle.db.select().from(meetBallots).where(eq(meetBallots.meetSeq, meet!.meetSeq));
    const choices = await t.handle.db
      .select()
      .from(meetBallotChoices)
      .where(eq(meetBallotChoices.meetSeq, meet!.meetSeq));
    expect(voters).toHaveLength(40);
    expect(ballots).toHaveLength(31);
    expect(choices).toHaveLength(31 * 2);
    expect(await seedReceiptsDemoMeetings(t.handle.db, UNION_2, DEMO_LOGIN.loginId)).toBe(false);
    expect(await verifyEvidenceChain(t.handle.db, UNION_2)).toMatchObject({ ok: true });
  });

  it("publishes the fingerprints on its receipts page, where a demo code checks as counted", async () => {
    const linkCode = receiptsDemoLinkCode(UNION_2);
    const list = await t.app.inject({ url: `/v1/owner/meet-receipts/${linkCode}` });
    expect(list.json().data).toMatchObject({ phase: "PUBLISHED", totalCount: 31 });
    const check = await t.app.inject({
      method: "POST",
      url: `/v1/owner/meet-receipts/${linkCode}/check`,
      payload: { receiptCode: demoReceiptCode(UNION_2, 0) },
    });
    expect(check.json().data).toMatchObject({
      isCounted: true,
      channel: "ELECTRONIC",
      message: RECEIPT_MESSAGES.counted,
    });
    expect(demoReceiptCode(UNION_2, 0)).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  });
});
