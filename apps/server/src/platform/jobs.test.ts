import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { recurringJob, sendRecurring } from "./jobs";

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

  it("a recurring feed keeps one run waiting and goes on after a run that started late", async () => {
    const queue = "test.recurring";
    let runs = 0;
    const feed = recurringJob(t.jobs, queue, 1, async () => {
      runs += 1;
    });
    await t.jobs.define(queue, feed.handler, { recurring: true });
    const waiting = async () =>
      (
        (await t.handle.executeSql("select count(*)::int as n from pgboss.job where name = $1 and state = 'created'", [
          queue,
        ])) as { rows: { n: number }[] }
      ).rows[0]?.n;
    // Two workers (or a restart) start the feed: one run waits.
    expect(await sendRecurring(t.jobs, queue, 1)).not.toBeNull();
    expect(await sendRecurring(t.jobs, queue, 1)).toBeNull();
    expect(await waiting()).toBe(1);
    // A run that starts at once, in the slot it was queued in (as one queued late does): the feed goes on.
    await t.handle.executeSql("delete from pgboss.job where name = $1", [queue]);
    await t.jobs.send(queue, {});
    await expect.poll(() => runs, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(4);
    expect(await waiting()).toBeLessThanOrEqual(1);
  });
});
