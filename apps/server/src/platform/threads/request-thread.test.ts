import { afterEach, describe, expect, it } from "vitest";
import { type RequestThread, requestThread } from "./request-thread";

const SCHED_OTHER = 0;
const SCHED_IDLE = 5;
type Sched = { nice: number; policy: number };

let started: RequestThread<null, Sched>[] = [];
afterEach(async () => {
  await Promise.all(started.map((t) => t.stop()));
  started = [];
});

/** A probe thread started with BACKGROUND_THREAD_NICE = `nice` (a worker takes the environment it starts with). */
async function schedOf(background: boolean, nice: string): Promise<Sched> {
  const saved = process.env.BACKGROUND_THREAD_NICE;
  process.env.BACKGROUND_THREAD_NICE = nice;
  try {
    const thread = requestThread<null, Sched>({
      module: new URL("./sched-probe.worker.ts", import.meta.url),
      name: `sched-probe-${background}-${nice}`,
      background,
      resourceLimits: { maxOldGenerationSizeMb: 32 },
    });
    started.push(thread);
    return await thread.call(null);
  } finally {
    process.env.BACKGROUND_THREAD_NICE = saved;
  }
}

// A thread in the idle class starts (tsx, its module) only on CPU time nothing else wants: with three API test
// files at once on two cores that took 14 s in CI, so these tests allow two minutes.
describe.runIf(process.platform === "linux")("background threads' CPU priority (Linux)", { timeout: 120_000 }, () => {
  it("runs a background thread at nice 19 in the idle scheduling class", async () => {
    expect(await schedOf(true, "19")).toEqual({ nice: 19, policy: SCHED_IDLE });
  });

  it("lowers the nice value alone below 19, and leaves it at 0", async () => {
    expect(await schedOf(true, "10")).toEqual({ nice: 10, policy: SCHED_OTHER });
    expect(await schedOf(true, "0")).toEqual({ nice: 0, policy: SCHED_OTHER });
  });

  it("leaves a thread requests wait on at the server's priority", async () => {
    expect(await schedOf(false, "19")).toEqual({ nice: 0, policy: SCHED_OTHER });
  });
});
