import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { ensureTraceOff } from "./support/api";
import { setMaintenance } from "./support/ops";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SCREENS = path.join(import.meta.dirname, "../.tmp/screens");
const REGISTERS = "/unions/1/union-management/registers";
const ADDRESS = "서울특별시 성북구 장위동 123";
const MAINTENANCE = "등기소 시스템 점검 중입니다. 잠시 후 다시 시도해 주세요.";

/** Signs in and opens the register grid (the demo register is seeded a few seconds after the server starts). */
async function openGrid(page: Page) {
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  // The registry answers (an earlier journey stopped mid-maintenance would leave it in DATA_ORDER maintenance),
  // and the toolbar's 등기 변동 알림 switch is settled off, whatever the registry-changes journey left.
  await setMaintenance(page.request, "DATA_ORDER", false);
  await ensureTraceOff(page, 1);
  await expect(async () => {
    await page.goto(REGISTERS);
    await expect(page.getByRole("link", { name: "소유자 개별등록" })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
}

/** 소유자 개별등록, 소재지 1 filled with ADDRESS, then 등기부 주소 검색. */
async function openAddressDialog(page: Page) {
  await openGrid(page);
  await page.getByRole("link", { name: "소유자 개별등록" }).click();
  await expect(page).toHaveURL(/\/registers\/create$/);
  const local = page.getByRole("group", { name: "소재지 1" });
  await local.getByLabel("시/도").fill("서울특별시");
  await local.getByLabel("시/군/구").fill("성북구");
  await local.getByLabel("읍/면/동").fill("장위동");
  await local.getByLabel("지번").fill("123");
  await local.getByRole("button", { name: "등기부 주소 검색" }).click();
  const dialog = page.getByRole("dialog", { name: /등기부 주소 검색/ });
  await expect(dialog.getByLabel("검색할 주소")).toHaveValue(ADDRESS);
  return { local, dialog, results: dialog.getByRole("table", { name: "등기부 주소 검색 결과" }) };
}

test("the grid toolbar keeps every button on one line at 1440 px with the side bar open", async ({ page }) => {
  await openGrid(page);
  expect(page.viewportSize()?.width).toBe(1440);
  const search = await page.getByRole("button", { name: "검색", exact: true }).boundingBox();
  const create = await page.getByRole("link", { name: "소유자 개별등록" }).boundingBox();
  const agent = await page.getByRole("button", { name: "대리인 등록" }).boundingBox();
  for (const box of [create, agent]) expect(Math.abs((box?.y ?? 0) - (search?.y ?? -100))).toBeLessThan(4);
  for (const name of ["열 설정하기", "표시 설정", "항목 초기화", "명부 다운로드"]) {
    await expect(page.getByRole("button", { name })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "변동 이력", exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS, "registry-toolbar-1440.png"), animations: "disabled" });
});

test("등기부 주소 검색 fills a 등기 주소 row of 소재지 1", async ({ page }) => {
  const { local, dialog, results } = await openAddressDialog(page);
  await dialog.getByRole("button", { name: "검색", exact: true }).click();
  await expect(results.getByRole("row")).toHaveCount(11);
  await expect(results).toContainText("토지");
  await expect(results).toContainText("건물");
  await page.screenshot({ path: path.join(SCREENS, "registry-address-dialog.png"), animations: "disabled" });

  await results.getByRole("button", { name: "선택" }).first().click();
  await expect(dialog).toBeHidden();
  await expect(local.getByRole("textbox", { name: "등기 주소 1", exact: true })).toHaveValue(ADDRESS);
  await expect(local.getByRole("textbox", { name: "등기 고유번호" }).first()).toHaveValue(/^\d{4}-\d{4}-\d{6}$/);
  await expect(local.getByRole("textbox", { name: "등기 주소 2", exact: true })).toHaveCount(0);
});

test("등기부 주소 검색 without a lot number finds nothing and says so", async ({ page }) => {
  const { local, dialog, results } = await openAddressDialog(page);
  await dialog.getByLabel("검색할 주소").fill("장");
  await dialog.getByRole("button", { name: "검색", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText("검색할 주소를 2자 이상 입력해 주세요.");
  await dialog.getByLabel("검색할 주소").fill("서울특별시 성북구 장위동 산");
  await dialog.getByRole("button", { name: "검색", exact: true }).click();
  await expect(dialog.getByText("검색 결과가 없습니다.")).toBeVisible();
  await expect(results).toHaveCount(0);
  await page.screenshot({ path: path.join(SCREENS, "registry-address-empty.png"), animations: "disabled" });
  await dialog.getByRole("button", { name: "닫기" }).click();
  await expect(dialog).toBeHidden();
  await expect(local.getByRole("textbox", { name: "등기 주소 1", exact: true })).toHaveValue("");
});

test("등기부 주소 검색 during registry maintenance (DATA_ORDER) shows the 502 message in the dialog", async ({
  page,
}) => {
  const { dialog, results } = await openAddressDialog(page);
  await setMaintenance(page.request, "DATA_ORDER", true);
  try {
    await dialog.getByRole("button", { name: "검색", exact: true }).click();
    await expect(dialog.getByRole("alert")).toContainText(MAINTENANCE);
    await expect(results).toHaveCount(0);
    // Told once, in the dialog: no snackbar repeats it.
    await expect(page.getByText(MAINTENANCE)).toHaveCount(1);
    await page.screenshot({ path: path.join(SCREENS, "registry-address-maintenance.png"), animations: "disabled" });
  } finally {
    await setMaintenance(page.request, "DATA_ORDER", false);
  }
  await dialog.getByRole("button", { name: "검색", exact: true }).click();
  await expect(results.getByRole("row")).toHaveCount(11);
  await expect(dialog.getByRole("alert")).toHaveCount(0);
});
