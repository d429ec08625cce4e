import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const ROOT = path.join(import.meta.dirname, "../..");

export type FeedServer = { url: string; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`feed server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/v1/common-codes`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`feed server not serving at ${url} within ${timeoutMs} ms`);
}

/**
 * A second server of the built console on a free port and its own data folder, with a fast, busy registry
 * feed: a poll every 2 s reporting a change for about one in 50 traced registrations (the defaults are
 * 30 s and one in 2,000, too slow for a journey). Started by the spec that needs it, stopped after it.
 */
export async function startFeedServer(): Promise<FeedServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = path.join(ROOT, ".tmp", `e2e-feed-data-${Date.now()}`);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const child = spawn(process.execPath, ["tools/start.mjs", "--no-build"], {
    cwd: ROOT,
    detached: true,
    // The server's log (warnings and failed jobs) stays in .tmp for a failed run to be read.
    stdio: ["ignore", fs.openSync(`${dataDir}.log`, "w"), "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DEMO_AUTO_APPROVE: "1",
      REGISTRY_FEED_SECONDS: "2",
      REGISTRY_CHANGE_ONE_IN: "50",
    },
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(url, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
