import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statesOf = async (queue: string) =>
  (
    (await t.handle.executeSql(
      "select data->>'n' as n, state, retry_limit from pgboss.job where name = $1 order by 1",
      [queue],
    )) as { rows: { n: string; state: string; retry_limit: number }[] }
  ).rows;

describe("jobs", () => {
  it("a failing job fails alone, to be retried; the jobs fetched with it complete", async () => {
    const queue = "test.one-fails";
    const done: number[] = [];
    await t.jobs.define<{ n: number }>(queue, async ({ n }) => {
      if (n === 2) throw new Error("the second one fails");
      done.push(n);
    });
    await Promise.all([1, 2, 3].map((n) => t.jobs.send(queue, { n })));
    await expect
      .poll(async () => (await statesOf(queue)).map((s) => [s.n, s.state]), { timeout: 15_000, interval: 100 })
      .toEqual([
        ["1", "completed"],
        ["2", "retry"],
        ["3", "completed"],
      ]);
    expect(done.sort()).toEqual([1, 3]);
    expect((await statesOf(queue)).every((s) => s.retry_limit === 6)).toBe(true);
  });
});
