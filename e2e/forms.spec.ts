import { expect, test } from "@playwright/test";
import { DEMO_LOGIN, MEMBER_LOGIN, signIn } from "./support/sign-in";

const SHOTS = "/tmp/shots-forms";
const PAGE = "/unions/1/union-management/forms";

test.describe.configure({ mode: "serial" });

test("the supervisor searches the form library, previews a form and downloads it as PDF and Word", async ({ page }) => {
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { name: "문서 서식" })).toBeVisible();
  const list = page.getByRole("list", { name: "문서 서식 목록" });
  await expect(list.getByRole("listitem")).toHaveCount(8);
  await page.screenshot({ path: `${SHOTS}/forms-list.png`, fullPage: true });

  await page.getByLabel("검색어").fill("위임장");
  await page.getByRole("button", { name: "검색" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  const proxy = list.getByRole("listitem", { name: "총회 위임장" });
  await expect(proxy).toContainText("대리인");

  await proxy.getByRole("button", { name: "총회 위임장 미리보기" }).click();
  const dialog = page.getByRole("dialog", { name: "총회 위임장 미리보기" });
  await expect(dialog.locator("iframe")).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${SHOTS}/forms-preview.png` });
  await dialog.getByRole("button", { name: "닫기" }).click();
  await expect(dialog).toBeHidden();

  for (const [label, fileName] of [
    ["PDF", "총회 위임장.pdf"],
    ["Word", "총회 위임장.docx"],
  ] as const) {
    const downloading = page.waitForEvent("download");
    await proxy.getByRole("button", { name: `총회 위임장 ${label} 다운로드` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
  }

  await page.getByRole("button", { name: "초기화" }).click();
  await page.getByRole("combobox", { name: "구분" }).click();
  await page.getByRole("option", { name: "동의서" }).click();
  await page.getByRole("button", { name: "검색" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await page.getByLabel("검색어").fill("존재하지 않는 서식");
  await page.getByRole("button", { name: "검색" }).click();
  await expect(page.getByText("표시할 데이터가 없습니다.")).toBeVisible();
});

test("an ordinary member without the menu does not see it and is refused its page", async ({ page }) => {
  await signIn(page, MEMBER_LOGIN.loginId, MEMBER_LOGIN.password);
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { name: "문서 서식" })).toBeHidden();
});
