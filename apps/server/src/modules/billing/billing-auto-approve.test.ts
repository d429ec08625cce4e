import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Session, signInSupervisor, type TestApp, UNION_1 } from "../../test/test-app";

let t: TestApp;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp({ DEMO_AUTO_APPROVE: "1", DEMO_DEPOSIT_CONFIRM_SECONDS: "1" });
  supervisor = await signInSupervisor(t.app);
});
afterAll(() => t.close());

const base = `/v1/unions/${UNION_1}`;
const body = { requestAmount: 40_000, depositorName: "자동", depositorPhoneNo: "0212345678" };
const post = async () =>
  (
    await t.app.inject({ method: "POST", url: `${base}/deposit-charges`, headers: supervisor.auth, payload: body })
  ).json().data.seq as number;
const statusOf = async (seq: number) =>
  (await t.app.inject({ method: "GET", url: `${base}/deposit-charges/${seq}`, headers: supervisor.auth })).json().data
    .status as string;
const balance = async () => {
  const data = (await t.app.inject({ method: "GET", url: `${base}/service-info`, headers: supervisor.auth })).json()
    .data;
  return data.depositBalance + data.pointBalance;
};

describe("DEMO_AUTO_APPROVE for deposits", () => {
  it("confirms a pending charge after DEMO_DEPOSIT_CONFIRM_SECONDS and credits it once", async () => {
    const before = await balance();
    const seq = await post();
    expect(await statusOf(seq)).toBe("REQUEST");
    await expect.poll(() => statusOf(seq), { timeout: 20_000, interval: 500 }).toBe("COMPLETE");
    expect(await balance()).toBe(before + 40_000);
  });

  it("leaves a charge cancelled before the delay cancelled and the balance unchanged", async () => {
    const before = await balance();
    const seq = await post();
    await t.app.inject({
      method: "PATCH",
      url: `${base}/deposit-charges/${seq}/status`,
      headers: supervisor.auth,
      payload: { status: "CANCEL" },
    });
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(await statusOf(seq)).toBe("CANCEL");
    expect(await balance()).toBe(before);
  });
});
