/**
 * Time from `npm start` (tools/start.mjs, console already built) to the first 200 on `/`:
 * once on an empty data folder (migrate + seed) and once on the same folder again (warm).
 * Target: under 10 s.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const PORT = 8290;

async function firstOk(url: string, deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

async function measure(dataDir: string): Promise<number> {
  const started = Date.now();
  const child = spawn("node", ["tools/start.mjs", "--no-build"], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  const ok = await firstOk(`http://localhost:${PORT}/`, started + 60_000);
  const elapsed = Date.now() - started;
  child.kill("SIGTERM");
  await new Promise((r) => child.on("exit", r));
  if (!ok) throw new Error("server did not answer within 60 s");
  return elapsed;
}

export async function benchStartTime() {
  if (!fs.existsSync(path.join(root, "apps/web/dist/index.html"))) throw new Error("build the console first");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "johap-bench-start-"));
  const cold = await measure(dataDir);
  const warm = await measure(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `start to first 200 on /: empty data ${(cold / 1000).toFixed(2)} s, existing data ${(warm / 1000).toFixed(2)} s (target < 10 s)`,
  );
  return { cold, warm };
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStartTime();
