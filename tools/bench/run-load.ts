import { execFile } from "node:child_process";
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
