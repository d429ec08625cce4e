import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SCREENS = path.join(import.meta.dirname, "../.tmp/screens");
const REGISTERS = "/unions/1/union-management/registers";
const ADDRESS = "서울특별시 성북구 장위동 123";

test("등기부 주소 검색 fills a 등기 주소 row of 소재지 1", async ({ page }) => {
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  // The demo register is seeded a few seconds after the server starts.
  await expect(async () => {
    await page.goto(REGISTERS);
    await expect(page.getByRole("link", { name: "소유자 개별등록" })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
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
  await dialog.getByRole("button", { name: "검색", exact: true }).click();
  const results = dialog.getByRole("table", { name: "등기부 주소 검색 결과" });
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
