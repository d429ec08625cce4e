/**
 * Grid responsiveness with a large register (issue [2/4]): Debian's Chromium opens the register grid,
 * shows 100 rows a page, pages forward and back and scrolls each page; a requestAnimationFrame loop
 * and Long Animation Frame entries record every frame. Target: no frame over 200 ms.
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "../../e2e/chromium";

type FrameStats = { frames: number; maxFrameMs: number; over200: number; longestLoafMs: number };

/** Records every frame gap (requestAnimationFrame) and the longest Long Animation Frame. */
const FRAME_RECORDER = `(() => {
  const state = { last: performance.now(), max: 0, count: 0, over: 0, loaf: 0, running: true };
  window.__frames = state;
  const tick = (now) => {
    const delta = now - state.last;
    state.last = now;
    state.count += 1;
    state.max = Math.max(state.max, delta);
    if (delta > 200) state.over += 1;
    if (state.running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.loaf = Math.max(state.loaf, entry.duration);
    }).observe({ type: "long-animation-frame", buffered: false });
  } catch {}
})()`;

const SCROLL_STEP = `document.querySelector("tbody")?.closest(".MuiTableContainer-root")?.scrollBy({ top: 400 })`;
const FIRST_ROW_TEXT = `document.querySelector("tbody tr")?.textContent ?? ""`;
const STOP_RECORDING = `(() => {
  const f = window.__frames;
  f.running = false;
  return { frames: f.count, maxFrameMs: f.max, over200: f.over, longestLoafMs: f.loaf };
})()`;

export async function benchRegisterGrid(opts: {
  origin: string;
  unionSeq: number;
  loginId: string;
  password: string;
  pages: number;
}): Promise<FrameStats & { pageMs: number[] }> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    // The harness measures frames with functions it evaluates in the page, which the console's CSP (no
    // eval) would refuse; the page's own scripts are the same either way.
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: "ko-KR", bypassCSP: true });
    await page.goto(`${opts.origin}/`);
    await page.getByLabel("아이디").fill(opts.loginId);
    await page.getByLabel("비밀번호").fill(opts.password);
    await page.getByRole("button", { name: "로그인" }).click();
    await page.waitForURL(/\/unions\/\d+/);
    await page.goto(`${opts.origin}/unions/${opts.unionSeq}/union-management/registers`);
    await page.getByRole("button", { name: "다음 페이지" }).waitFor();
    await page.getByRole("combobox", { name: /페이지당 행 수/ }).click();
    await page.getByRole("option", { name: "100" }).click();
    await page.waitForFunction(() => document.querySelectorAll("tbody tr").length >= 100);

    // Scripts go in as text: the bundler's helpers (`__name`) do not exist in the page.
    await page.evaluate(FRAME_RECORDER);

    const pageMs: number[] = [];
    const scrollPage = async () => {
      for (let step = 0; step < 10; step++) {
        await page.evaluate(SCROLL_STEP);
        await page.waitForTimeout(30);
      }
    };
    const firstRowText = () => page.evaluate<string>(FIRST_ROW_TEXT);
    for (let i = 0; i < opts.pages; i++) {
      const before = await firstRowText();
      const t0 = Date.now();
      await page.getByRole("button", { name: i < opts.pages / 2 ? "다음 페이지" : "이전 페이지" }).click();
      await page.waitForFunction(`(${FIRST_ROW_TEXT}) !== ${JSON.stringify(before)}`, undefined, { timeout: 15_000 });
      pageMs.push(Date.now() - t0);
      await scrollPage();
    }
    const stats = await page.evaluate<FrameStats>(STOP_RECORDING);
    return { ...stats, pageMs };
  } finally {
    await browser.close();
  }
}
