import { execFile, spawn } from "node:child_process";
import path from "node:path";

export type LoadResult = { latencies: number[]; errors: number; non2xx: number };

const TSX = path.join(import.meta.dirname, "../../node_modules/.bin/tsx");

/** Runs tools/bench/load.ts in a child process and returns its response times. */
export function runLoad(url: string, rate: number, seconds: number, authorization: string): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    execFile(
      TSX,
      [path.join(import.meta.dirname, "load.ts"), url, String(rate), String(seconds), authorization],
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
