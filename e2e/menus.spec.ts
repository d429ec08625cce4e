import { type Browser, expect, test } from "@playwright/test";
import { DEMO_LOGIN, MEMBER_LOGIN, signIn } from "./support/sign-in";

/** Issue 20's closing check: every side-bar entry leads to a page, never to the not-found page. */
const NOT_FOUND = "페이지를 찾을 수 없습니다";
const HOME = "/unions/1";

type Entry = { name: string; href: string };

async function walkMenus(browser: Browser, login: { loginId: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, login.loginId, login.password);
  await page.goto(HOME);
  const nav = page.getByRole("navigation", { name: "사이드 메뉴" });
  await expect(nav.getByRole("link").first()).toBeVisible({ timeout: 30_000 });
  const entries: Entry[] = await nav
    .getByRole("link")
    .evaluateAll((links) =>
      links
        .map((link) => ({ name: (link.textContent ?? "").trim(), href: link.getAttribute("href") ?? "" }))
        .filter((entry) => /^\/unions\/\d+\/./.test(entry.href)),
    );
  expect(entries.length, "menu entries in the side bar").toBeGreaterThan(0);
  // The check itself: an address no route has shows the not-found page.
  await page.goto(`${HOME}/no-such-menu`);
  await expect(page.getByText(NOT_FOUND).first()).toBeVisible({ timeout: 20_000 });
  await page.goto(HOME);
  await expect(nav.getByRole("link").first()).toBeVisible({ timeout: 30_000 });
  const notFound: string[] = [];
  for (const entry of entries) {
    await nav.getByRole("link", { name: entry.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${entry.href.replace(/[/.*+?^${}()|[\]\\]/g, "\\$&")}(\\?|$)`));
    // The page (or an error page) shows its heading once its chunk and first data are in.
    await expect(page.getByRole("heading").first()).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(300);
    if ((await page.getByText(NOT_FOUND).count()) > 0) notFound.push(`${entry.name} (${entry.href})`);
  }
  await page.context().close();
  return { entries, notFound };
}

test.describe.configure({ mode: "serial" });
test.setTimeout(300_000);

for (const [who, login] of [
  ["the supervisor", DEMO_LOGIN],
  ["an ordinary member", MEMBER_LOGIN],
] as const) {
  test(`${who}: no side-bar menu leads to the 404 page`, async ({ browser }) => {
    const { entries, notFound } = await walkMenus(browser, login);
    test.info().annotations.push({ type: "menus", description: `${entries.length} entries walked` });
    console.log(`${who}: ${entries.length} entries walked: ${entries.map((entry) => entry.name).join(", ")}`);
    if (notFound.length > 0) console.log(`${who}: 404 at ${notFound.join(", ")}`);
    expect(notFound, `${who}: menus leading to the 404 page`).toEqual([]);
  });
}
