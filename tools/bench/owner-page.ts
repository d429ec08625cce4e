/**
 * The owner pages' first load (ARCHITECTURE "Owner pages": under 90 KB of JavaScript, gzip):
 * 1. the initial JavaScript of apps/owner/dist: the scripts index.html names (the entry chunk and the early
 *    fetch) and every chunk they import statically (the lazily loaded signing steps not counted), gzip level 9;
 * 2. the first render of /m/c/{linkCode} (the consent's title on screen; the server renders the page with its
 *    facts, docs/decisions.md "A consent link's page rendered by the server") on
 *    Debian's Chromium under Lighthouse's slow 4G (150 ms RTT x 3.75 = 562.5 ms latency, 1,474.56 kbps
 *    down, 675 kbps up, through CDP Network.emulateNetworkConditions) and a 4x CPU slowdown
 *    (Emulation.setCPUThrottlingRate). The yardstick, measured in the same run under the same conditions:
 *    a blank HTML page with one heading, served from this process.
 * OWNER_PAGE_TIMELINE=1 prints each run's requests (start, first byte, last byte, ms since navigation).
 * Needs `npm run build` first (it reads apps/owner/dist and starts `tools/start.mjs --no-build`).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "../../e2e/chromium";
import { signIn } from "./sign-in";

const root = path.resolve(import.meta.dirname, "../..");
const DIST = path.join(root, "apps/owner/dist");
const PORT = 8293;
const BLANK_PORT = 8294;
const RUNS = 5;
const BUDGET_KB = 90;

/** Lighthouse's "slow 4G" (mobile) throttling, as CDP takes it (bytes per second). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

const gzipSize = (bytes: Buffer) => zlib.gzipSync(bytes, { level: 9 }).length;
const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;

/** The entry chunk named by index.html and the chunks it imports statically, with their gzip sizes. */
export function initialScripts(dist = DIST) {
  const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
  // Every script index.html names (the module entry and the early fetch), and what the module imports statically.
  const scripts = [...html.matchAll(/<script[^>]*src="\/m\/([^"]+)"/g)].map((m) => m[1]!);
  if (scripts.length === 0) throw new Error("apps/owner/dist/index.html names no script: run npm run build first");
  const seen = new Map<string, number>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const bytes = fs.readFileSync(path.join(dist, file));
    seen.set(file, gzipSize(bytes));
    for (const match of bytes.toString("utf8").matchAll(STATIC_IMPORT)) {
      visit(path.posix.join(path.posix.dirname(file), match[1]!));
    }
  };
  for (const script of scripts) visit(script);
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/m\/([^"]+)"/g)].map((m) =>
    gzipSize(fs.readFileSync(path.join(dist, m[1]!))),
  );
  return {
    files: [...seen.entries()].map(([file, gzip]) => ({ file, gzip })),
    jsGzip: [...seen.values()].reduce((a, b) => a + b, 0),
    cssGzip: css.reduce((a, b) => a + b, 0),
  };
}

/** In the page: the time (ms since navigation) the first `h1` with text appears, and first contentful paint. */
const RENDER_RECORDER = `(() => {
  const state = { h1: null, fcp: null };
  window.__firstRender = state;
  const check = () => {
    if (state.h1 === null) {
      const h1 = document.querySelector("h1");
      if (h1 && h1.textContent && h1.textContent.trim()) state.h1 = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") state.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
})()`;

async function firstRender(browser: Browser, url: string, heading: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(RENDER_RECORDER);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor({ timeout: 60_000 });
  const state = await page.evaluate<{ h1: number | null; fcp: number | null }>("window.__firstRender");
  if (process.env.OWNER_PAGE_TIMELINE) {
    const entries = await page.evaluate<string[]>(
      `performance.getEntries().filter((e) => e.entryType === "navigation" || e.entryType === "resource").map((e) => [e.name.replace(location.origin, ""), Math.round(e.startTime), Math.round(e.responseStart), Math.round(e.responseEnd)].join(" "))`,
    );
    console.log(`${url}: h1 ${state.h1?.toFixed(0)} fcp ${state.fcp?.toFixed(0)}\n  ${entries.join("\n  ")}`);
  }
  await context.close();
  return { renderMs: state.h1 ?? Number.NaN, fcpMs: state.fcp ?? Number.NaN };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function waitForServer(origin: string) {
  for (let i = 0; i < 1200; i++) {
    const ok = await fetch(`${origin}/v1/common-codes`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start");
}

/** The demo consent in progress: its link and title (read with the demo supervisor's session). */
async function demoConsent(origin: string) {
  const token = await signIn(origin);
  const headers = { authorization: `Bearer ${token}`, "Union-Seq": "1" };
  // The demo consents are seeded once the demo register is (a job after the start): wait for them.
  let first: { consentSeq: number } | undefined;
  for (let i = 0; i < 360 && !first; i++) {
    const response = await fetch(`${origin}/v2/electronic-consents?searchProgressStatus=IN_PROGRESS`, { headers });
    [first] = ((await response.json()) as { data: { consentSeq: number }[] }).data ?? [];
    if (!first) await new Promise((r) => setTimeout(r, 500));
  }
  if (!first) throw new Error("no demo consent in progress");
  const detail = await fetch(`${origin}/v2/electronic-consents/${first.consentSeq}`, { headers });
  return ((await detail.json()) as { data: { linkCode: string; title: string } }).data;
}

export async function benchOwnerPage() {
  const bundle = initialScripts();
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `owner pages initial JS: ${kb(bundle.jsGzip)} KB gzip in ${bundle.files.length} file(s) (${bundle.files
      .map((f) => `${f.file} ${kb(f.gzip)} KB`)
      .join(", ")}); CSS ${kb(bundle.cssGzip)} KB gzip; budget ${BUDGET_KB} KB (${(
      (bundle.jsGzip / 1024 / BUDGET_KB) * 100
    ).toFixed(0)}% of it)`,
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "johap-bench-owner-"));
  const server = spawn("node", ["tools/start.mjs", "--no-build"], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  const blank = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>빈 페이지</title></head><body><h1>빈 페이지</h1></body></html>',
    );
  });
  await new Promise<void>((resolve) => blank.listen(BLANK_PORT, resolve));
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const origin = `http://localhost:${PORT}`;
    await waitForServer(origin);
    const consent = await demoConsent(origin);
    const owner: { renderMs: number; fcpMs: number }[] = [];
    const yardstick: { renderMs: number; fcpMs: number }[] = [];
    for (let i = 0; i < RUNS; i++) {
      yardstick.push(await firstRender(browser, `http://localhost:${BLANK_PORT}/`, "빈 페이지"));
      owner.push(await firstRender(browser, `${origin}/m/c/${consent.linkCode}`, consent.title));
    }
    const result = {
      ownerRenderMs: median(owner.map((r) => r.renderMs)),
      ownerFcpMs: median(owner.map((r) => r.fcpMs)),
      blankRenderMs: median(yardstick.map((r) => r.renderMs)),
      blankFcpMs: median(yardstick.map((r) => r.fcpMs)),
    };
    console.log(
      `first render of /m/c/${consent.linkCode} (title on screen), slow 4G + 4x CPU, median of ${RUNS}: ` +
        `${result.ownerRenderMs.toFixed(0)} ms (first contentful paint ${result.ownerFcpMs.toFixed(0)} ms); ` +
        `blank HTML page yardstick ${result.blankRenderMs.toFixed(0)} ms (FCP ${result.blankFcpMs.toFixed(0)} ms); ` +
        `ratio ${(result.ownerRenderMs / result.blankRenderMs).toFixed(2)}x`,
    );
    return { ...bundle, ...result };
  } finally {
    await browser.close();
    blank.close();
    // The server writes its data until it has exited: remove the folder after that.
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchOwnerPage();
