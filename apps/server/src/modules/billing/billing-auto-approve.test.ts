import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Session, signInSupervisor, type TestApp, UNION_1 } from "../../test/test-app";
import { DEPOSIT_CONFIRM_JOB } from "./billing.jobs";

let t: TestApp;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp({ DEMO_AUTO_APPROVE: "1", DEMO_DEPOSIT_CONFIRM_SECONDS: "3" });
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
    const cancel = await t.app.inject({
      method: "PATCH",
      url: `${base}/deposit-charges/${seq}/status`,
      headers: supervisor.auth,
      payload: { status: "CANCEL" },
    });
    expect(cancel.statusCode).toBe(200);
    // The confirmation job has run, and found the charge cancelled.
    await expect
      .poll(
        async () =>
          (
            (await t.handle.executeSql("select state from pgboss.job where name = $1 and singleton_key = $2", [
              DEPOSIT_CONFIRM_JOB,
              `deposit-${seq}`,
            ])) as { rows: { state: string }[] }
          ).rows.map((r) => r.state),
        { timeout: 20_000, interval: 500 },
      )
      .toEqual(["completed"]);
    expect(await statusOf(seq)).toBe("CANCEL");
    expect(await balance()).toBe(before);
  });
});
