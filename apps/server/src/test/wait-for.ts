import type { TestApp } from "./test-app";

export type WaitOptions = {
  /** Give up after this long (default 20 s). */
  timeoutMs?: number;
  /** Between two checks (default 100 ms). */
  intervalMs?: number;
  /** What is awaited, for the timeout's message. */
  what?: string;
};

/**
 * Polls `check` until it answers a value other than null, undefined or false, and returns that value: for
 * state that a job or another request changes on its own schedule. It returns as soon as the state is
 * there and fails with `what` and the last answer once `timeoutMs` has passed; a test never sleeps for a
 * fixed time instead.
 */
export async function waitFor<T>(
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  { timeoutMs = 20_000, intervalMs = 100, what = "the awaited state" }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) {
      throw new Error(`waited ${timeoutMs} ms for ${what}; the last check answered ${String(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Job states that are still to run or running: a job in one of them may still change what it works on. */
const UNFINISHED_STATES = ["created", "retry", "active"];

/** Waits until every job of `queue` has finished (completed, failed or cancelled); answers their states. */
export async function waitForJobsDone(t: Pick<TestApp, "handle">, queue: string, options: WaitOptions = {}) {
  return waitFor(
    async () => {
      const { rows } = await t.handle.executeSql("select state from pgboss.job where name = $1 order by created_on", [
        queue,
      ]);
      const states = (rows as { state: string }[]).map((row) => row.state);
      return states.some((state) => UNFINISHED_STATES.includes(state)) ? false : states;
    },
    { what: `the ${queue} jobs to finish`, ...options },
  );
}
