import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { type FeedServer, startFeedServer } from "./support/feed-server";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SCREENS = path.join(import.meta.dirname, "../.tmp/screens");
const REGISTERS = "/unions/1/union-management/registers";
const BADGE = /등기 변동 알림 보기$/;

test.describe.configure({ mode: "serial" });

let server: FeedServer;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  server = await startFeedServer();
  context = await browser.newContext({
    baseURL: server.url,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    viewport: { width: 1440, height: 900 },
  });
  page = await context.newPage();
  // Just started, the server is busy seeding the demo register: sign-in may take a while. An attempt that
  // signed in but was slow to land on the union counts: the next one opens the console again, signed in.
  await expect(async () => {
    const signedIn = (await context.cookies()).some((cookie) => cookie.name === "accessToken");
    if (signedIn) await page.goto("/");
    else await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
    await expect(page).toHaveURL(/\/unions\/1$/, { timeout: 20_000 });
  }).toPass({ timeout: 120_000 });
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const traceSwitch = () => page.getByRole("switch", { name: "등기 변동 알림", exact: true });
const traceStatus = () => page.locator("[data-trace-status]");

/** The API with the page's session (the console keeps the access token in a cookie): the whole envelope. */
async function apiEnvelope(url: string) {
  const token = (await context.cookies()).find((cookie) => cookie.name === "accessToken")?.value;
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return response.json();
}
const apiGet = async (url: string) => (await apiEnvelope(url)).data;

/** How many registry changes union 1 has recorded so far. */
const changeCount = async (): Promise<number> =>
  (await apiEnvelope("/v1/unions/1/registration-change-histories?pageSize=1")).pagination.totalElements;

test("a registry change from the feed shows a 변동 badge; reading its notice marks it read", async () => {
  test.setTimeout(120_000);
  // The demo register is seeded a few seconds after the server starts.
  await expect(async () => {
    await page.goto(REGISTERS);
    await expect(page.getByRole("table", { name: "조합원 명부" })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  // 100 owners a page: a poll changes about one in 50 registrations, so a badge shows within a poll or two.
  await page.getByRole("combobox", { name: "페이지당 행 수" }).click();
  await page.getByRole("option", { name: "100", exact: true }).click();

  await expect(traceSwitch()).toBeEnabled();
  await traceSwitch().click();
  await expect(traceStatus()).toHaveAttribute("data-trace-status", "ACTIVATED", { timeout: 10_000 });

  const badges = page.getByRole("button", { name: BADGE });
  await expect(async () => {
    await page.reload();
    await expect(badges.first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });

  // Tracing off first, so no new change of the owner arrives while its notice is read.
  await traceSwitch().click();
  await page.getByRole("dialog", { name: "등기 변동 알림" }).getByRole("button", { name: "확인" }).click();
  await expect(traceStatus()).toHaveAttribute("data-trace-status", "DEACTIVATED", { timeout: 10_000 });
  // A poll already under way when tracing stopped may still record changes: wait until the union's change
  // count holds still over more than a feed interval (2 s).
  let lastCount = -1;
  await expect
    .poll(
      async () => {
        const count = await changeCount();
        const isStill = count === lastCount;
        lastCount = count;
        return isStill;
      },
      { timeout: 30_000, intervals: [2_500] },
    )
    .toBe(true);
  await page.reload();

  // Owner names repeat (companies): the owner is the row's name link, by its unionRegisterSeq.
  const badgeRow = page.getByRole("row").filter({ has: badges }).first();
  const href = (await badgeRow.getByRole("link").first().getAttribute("href")) ?? "";
  const unionRegisterSeq = Number(/registers\/(\d+)\/modify/.exec(href)?.[1]);
  expect(unionRegisterSeq).toBeGreaterThan(0);
  const row = page.getByRole("row").filter({ has: page.locator(`a[href$="/registers/${unionRegisterSeq}/modify"]`) });
  const badge = row.getByRole("button", { name: BADGE });
  const changesUrl = `/v1/unions/1/registers/${unionRegisterSeq}/registration-changes`;
  const before = await apiGet(changesUrl);
  expect(before.autoChanges.length).toBeGreaterThan(0);
  expect(before.autoChanges.some((change: { isRead: boolean }) => !change.isRead)).toBe(true);

  const confirmed = page.waitForResponse(
    (response) => response.url().endsWith(`${changesUrl}/confirm`) && response.request().method() === "POST",
  );
  await badge.click();
  const notice = page.getByRole("dialog", { name: "등기 변동 알림" });
  const autoRows = notice.getByRole("table", { name: "자동 변동" }).getByRole("row");
  await expect(autoRows).toHaveCount(before.autoChanges.length + 1);
  expect((await confirmed).ok()).toBe(true);
  await page.screenshot({ path: path.join(SCREENS, "registry-feed-notice.png"), animations: "disabled" });
  await notice.getByRole("button", { name: "닫기" }).click();
  await expect(notice).toBeHidden();

  await expect(row).toHaveCount(1);
  await expect(badge).toHaveCount(0);
  const after = await apiGet(changesUrl);
  expect(after.autoChanges.length).toBe(before.autoChanges.length);
  expect(after.autoChanges.every((change: { isRead: boolean }) => change.isRead)).toBe(true);
});
