import { execFile, spawn } from "node:child_process";
import path from "node:path";

export type LoadResult = { latencies: number[]; errors: number; non2xx: number };

const TSX = path.join(import.meta.dirname, "../../node_modules/.bin/tsx");

export const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? 0;

/**
 * Runs tools/bench/load.ts in a child process and returns its response times: `url` at `rate` a second for
 * `seconds`, or several urls in turn; with `unionSeq`, the Union-Seq header the /v2 calls need.
 */
export function runLoad(
  url: string | readonly string[],
  rate: number,
  seconds: number,
  authorization: string,
  unionSeq?: number,
): Promise<LoadResult> {
  const urls = typeof url === "string" ? url : url.join(" ");
  return new Promise((resolve, reject) => {
    execFile(
      TSX,
      [
        path.join(import.meta.dirname, "load.ts"),
        urls,
        String(rate),
        String(seconds),
        authorization,
        ...(unionSeq === undefined ? [] : [String(unionSeq)]),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}"))),
    );
  });
}

/**
 * Starts tools/bench/load.ts in a child process that runs until `stop()`, which answers its response
 * times (for a load that lasts as long as some other work does).
 */
export function startLoad(url: string, rate: number, authorization: string) {
  const child = spawn(TSX, [path.join(import.meta.dirname, "load.ts"), url, String(rate), "0", authorization], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let stdout = "";
  child.stdout.on("data", (chunk) => {
    stdout += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    stop: async (): Promise<LoadResult> => {
      // tsx runs load.ts in a child of its own and passes SIGTERM on to it.
      child.kill("SIGTERM");
      await exited;
      return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}");
    },
  };
}

/** The service time: `n` GETs one at a time (closed loop, no queue), taking `urls` in turn; each in ms. */
export async function sequentialTimes(urls: readonly string[], n: number, headers: Record<string, string>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const url = urls[i % urls.length] ?? "";
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * A list's open-loop load beside its yardstick (a trivial route behind the same guard) at the same rate, one
 * after the other, reported as `[kind] <what> at <rate>/s ...: p50, p95 (target) OK|OVER` and the yardstick's
 * line with the ratio of the two p95s; a refused or failed request stops the benchmark.
 */
export async function loadBesideYardstick(opts: {
  kind: string;
  what: string;
  urls: readonly string[];
  yardstickUrl: string;
  rate: number;
  seconds: number;
  targetMs: number;
  authorization: string;
  unionSeq: number;
}) {
  const yardstick = await runLoad([opts.yardstickUrl], opts.rate, opts.seconds, opts.authorization, opts.unionSeq);
  const list = await runLoad(opts.urls, opts.rate, opts.seconds, opts.authorization, opts.unionSeq);
  for (const [name, result] of [
    ["yardstick", yardstick],
    ["list", list],
  ] as const) {
    if (result.errors || result.non2xx) throw new Error(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  }
  const yP95 = quantile(yardstick.latencies, 0.95);
  const lP95 = quantile(list.latencies, 0.95);
  const yardstickName = new URL(opts.yardstickUrl).pathname.split("/").at(-1);
  console.log(
    `[${opts.kind}] ${opts.what} at ${opts.rate}/s for ${opts.seconds} s: p50 ${quantile(list.latencies, 0.5).toFixed(1)} ms, p95 ${lP95.toFixed(1)} ms (target <= ${opts.targetMs} ms) ${lP95 <= opts.targetMs ? "OK" : "OVER"}`,
  );
  console.log(
    `[${opts.kind}] yardstick GET ${yardstickName} (same guard): p50 ${quantile(yardstick.latencies, 0.5).toFixed(1)} ms, p95 ${yP95.toFixed(1)} ms; list/yardstick p95 ratio ${(lP95 / yP95).toFixed(2)}`,
  );
}
