import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { balanceOf, ensureDemoStaff, won } from "./support/api";
import { signIn } from "./support/sign-in";

const SCREENS = path.join(import.meta.dirname, "../.tmp/screens");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENS, `shell-${name}.png`) });

const sideBarOf = (page: Page) => page.getByRole("navigation", { name: "사이드 메뉴" });
const sideBarWidth = async (page: Page) => Math.round((await sideBarOf(page).boundingBox())?.width ?? 0);

// The supervisor and the member's group as seeded: the permissions journey changes both (and stops where it fails).
test.beforeAll(async ({ browser }) => {
  await ensureDemoStaff(browser);
});

test("a supervisor signs in, switches union, folds the side bar and signs out", async ({ page }) => {
  await signIn(page, "demo", "demo1234!");

  await expect(page).toHaveURL(/\/unions\/1$/);
  const header = page.getByRole("banner");
  // Deposit plus point from the ledger, as the API reports it now (other journeys on this server charge it).
  await expect(header).toContainText(won(await balanceOf(page, 1)));
  await expect(header).toContainText("프리미엄");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(page.getByText("한빛1구역 주택재개발정비사업조합에 오신 것을 환영합니다.")).toBeVisible();
  await expect(sideBarOf(page).getByText("조합장")).toBeVisible();
  await shot(page, "home-union-1");

  await page.getByRole("combobox", { name: "사업구역" }).click();
  await page.getByRole("option", { name: "푸른숲 재건축정비사업조합" }).click();
  await expect(page).toHaveURL(/\/unions\/2$/);
  await expect(header).toContainText(won(await balanceOf(page, 2)));
  await expect(header).toContainText("기본형");
  await expect(page.getByText("푸른숲 재건축정비사업조합에 오신 것을 환영합니다.")).toBeVisible();

  await page.getByRole("button", { name: "메뉴 접기" }).click();
  await expect.poll(() => sideBarWidth(page)).toBe(56);
  await shot(page, "side-bar-collapsed");
  await page.getByRole("button", { name: "메뉴 펼치기" }).click();
  await expect.poll(() => sideBarWidth(page)).toBe(300);

  await page.getByRole("button", { name: "로그아웃" }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByText("로그인 페이지로 이동합니다.")).toBeVisible();
  await shot(page, "sign-in-notice");
  await expect(page).toHaveURL(/\/oauth\/authorize\?/);
  await expect(page.getByRole("button", { name: "로그인" })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("accessToken");
});

test("an ordinary member sees only the menus of their group and is kept out of other unions", async ({ page }) => {
  await signIn(page, "member", "member1234!");

  await expect(page).toHaveURL(/\/unions\/1$/);
  const sideBar = sideBarOf(page);
  await expect(
    sideBar.getByRole("list", { name: "업무 관리" }).getByRole("link", { name: "전자 명부 관리" }),
  ).toBeVisible();
  await expect(sideBar.getByRole("link", { name: "전자 명부 관리" })).toHaveAttribute(
    "href",
    "/unions/1/union-management/registers",
  );
  await expect(sideBar.getByRole("link", { name: "권한 그룹 관리" })).toHaveCount(0);
  await expect(sideBar.getByRole("list", { name: "기타 관리" })).toHaveCount(0);
  await shot(page, "member-menus");

  await page.goto("/unions/2");
  await expect(page).toHaveURL(/\/error\/restricted$/);
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText("사업구역 접근 권한이 해제되었습니다.");
  await alert.getByRole("button", { name: "확인" }).click();

  await expect(page).toHaveURL(/\/my-page$/);
  await expect(page.getByRole("heading", { name: "개인정보" })).toBeVisible();
  const zones = page.getByRole("region", { name: "나의 사업구역" });
  await expect(zones.getByRole("row", { name: /한빛1구역 주택재개발정비사업조합/ })).toContainText("사용자");
  await shot(page, "my-page");
});
