import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { ensureTraceOff } from "./support/api";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SCREENS = path.join(import.meta.dirname, "../.tmp/screens");
const REGISTERS = "/unions/1/union-management/registers";

test.describe.configure({ mode: "serial" });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  // (a) turns tracing on: it starts from off, whatever an earlier journey (or run of this one) left.
  await ensureTraceOff(page, 1);
});

test.afterAll(async () => {
  // Tracing on, the feed keeps marking union 1's owners changed for the journeys after this one.
  await ensureTraceOff(page, 1);
  await page.close();
});

const shot = (name: string) =>
  page.screenshot({ path: path.join(SCREENS, `registry-${name}.png`), animations: "disabled" });

test("(a) the 등기 변동 알림 switch turns on and settles to 켜짐", async () => {
  // The demo register is seeded a few seconds after the server starts.
  await expect(async () => {
    await page.goto(REGISTERS);
    await expect(page.getByRole("table", { name: "조합원 명부" })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });

  const toggle = page.getByRole("switch", { name: "등기 변동 알림", exact: true });
  await expect(toggle).toBeEnabled();
  if (!(await toggle.isChecked())) await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.locator("[data-trace-status]")).toHaveAttribute("data-trace-status", "ACTIVATED", {
    timeout: 10_000,
  });
  await expect(page.getByRole("status").filter({ hasText: "켜짐" })).toBeVisible();
  await expect(toggle).toBeEnabled();
  await shot("switch-on");
});

test("(b) the histories page: title, filters, and the registration number rule in 알림", async () => {
  await page.getByRole("link", { name: "변동 이력", exact: true }).click();
  await expect(page).toHaveURL(/\/union-management\/registers\/histories$/);
  await expect(page.getByRole("heading", { level: 1, name: "조합원 명부 변동 이력" })).toBeVisible();
  const form = page.getByRole("search", { name: "변동 이력 검색" });
  await expect(form.getByLabel("등기 고유번호")).toBeVisible();
  await expect(form.getByLabel("등기 목적")).toBeVisible();
  await expect(form.getByLabel("주소")).toBeVisible();
  await expect(page.getByRole("table", { name: "변동 이력" })).toBeVisible();
  await shot("histories");

  await form.getByLabel("등기 고유번호").fill("1--2");
  await form.getByRole("button", { name: "검색" }).click();
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText("등기 고유번호는 숫자와 '-'로 16자까지 입력할 수 있습니다.");
  await shot("histories-alert");
  await alert.getByRole("button", { name: "확인" }).click();
  await expect(alert).toBeHidden();
});
