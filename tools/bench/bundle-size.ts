/**
 * JavaScript the browser loads for sign-in plus the shell, gzip (target under 250 KB): a real Chromium
 * signs in as the demo supervisor and lands on the union Home; every script response is gzipped and summed.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "../../e2e/chromium";

const root = path.resolve(import.meta.dirname, "../..");
const PORT = 8291;

export async function benchBundleSize() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "johap-bench-bundle-"));
  const server = spawn("node", ["tools/start.mjs", "--no-build"], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  try {
    for (let i = 0; i < 600; i++) {
      const ok = await fetch(`http://localhost:${PORT}/v1/common-codes`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const browser = await chromium.launch(CHROMIUM_LAUNCH);
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), zlib.gzipSync(body, { level: 9 }).length);
    });
    await page.goto(`http://localhost:${PORT}/`);
    await page.getByLabel("아이디").fill("demo");
    await page.getByLabel("비밀번호").fill("demo1234!");
    await page.getByRole("button", { name: "로그인" }).click();
    await page.waitForURL(/\/unions\/\d+$/);
    await page.waitForLoadState("networkidle");
    await browser.close();
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    console.log(
      `JavaScript for sign-in + shell: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files (target < 250 KB)`,
    );
    return { totalBytes: total, files: scripts.size };
  } finally {
    server.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBundleSize();
