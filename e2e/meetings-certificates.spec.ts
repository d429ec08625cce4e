import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = process.env.CERTIFICATE_SHOTS ?? path.join(import.meta.dirname, "../.tmp/screens");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `certificates-${name}.png`) });

const UNION = 1;
/** Last year's electronic meeting (COMPLETE) of the demo, with certificates requested by the seed. */
const DEMO_MEET = "2025년 정기총회";
const LIST = `/unions/${UNION}/meet-management/certifications`;
/** A completed ONSITE delegate meeting of the demo: its 집계 결과 tab carries the 연명부 block. */
const ROSTER_MEET = "제5차 대의원회";

test("증명서 발급: the password, a 유통 증명서 requested and charged, made by the job, downloaded as a zip", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  // The console lands on its home after the sign-in; the demo meetings are seeded by a job after the start.
  await page.waitForURL((url) => url.pathname.startsWith("/unions/"), { timeout: 60_000 });
  const list = page.getByRole("table", { name: "증명서 발급 총회 목록" });
  await expect(async () => {
    await page.goto(LIST);
    await expect(page.getByRole("heading", { name: "증명서 발급", level: 1 })).toBeVisible();
    await expect(list.getByRole("button", { name: DEMO_MEET })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await shot(page, "list");

  // The meeting's name asks its password: empty, wrong, then right.
  await list.getByRole("button", { name: DEMO_MEET }).click();
  const prompt = page.getByRole("dialog", { name: "총회 비밀번호 확인" });
  await prompt.getByRole("button", { name: "확인" }).click();
  await expect(prompt.getByText("비밀번호를 입력해주세요.", { exact: true })).toBeVisible();
  await prompt.getByLabel("비밀번호").fill("wrong-one");
  await prompt.getByRole("button", { name: "확인" }).click();
  await expect(prompt.getByText("입력한 비밀번호가 일치하지 않습니다.", { exact: true })).toBeVisible();
  await prompt.getByLabel("비밀번호").fill("meet1234");
  await prompt.getByRole("button", { name: "확인" }).click();
  await expect(page).toHaveURL(/\/meet-management\/certifications\/\d+$/);
  await expect(page.getByRole("heading", { name: DEMO_MEET, level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "유통 증명서" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "투표내역 증명서" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "전자문서 증명서" })).toBeVisible();
  // The demo's completed meetings have a confirmed result: the sweep makes the result PDF after the start (the
  // page shows 투표결과 파일 생성 중... until then and looks again), and it downloads.
  const resultPdf = page.getByRole("button", { name: "투표결과 PDF" });
  await expect(resultPdf).toBeEnabled({ timeout: 90_000 });
  await shot(page, "detail-top");
  const gettingPdf = page.waitForEvent("download");
  await resultPdf.click();
  expect((await gettingPdf).suggestedFilename()).toBe(`${DEMO_MEET}_투표결과.pdf`);

  // Nothing selected: the spec's alert.
  await page.getByRole("button", { name: "발급 신청" }).click();
  await expect(page.getByRole("dialog", { name: "알림" })).toContainText(
    "발급 신청 또는 다운로드가 가능한 선거인을 선택해주세요.",
  );
  await page.getByRole("dialog", { name: "알림" }).getByRole("button", { name: "확인" }).click();

  // A voter who can be issued one: request it (cost, agreement, charge).
  const voters = page.getByRole("table", { name: "유통 증명서 선거인" });
  const able = voters.getByRole("row").filter({ hasText: "발급 가능" }).first();
  await expect(able).toBeVisible();
  const registerNo = ((await able.getByRole("cell").nth(1).textContent()) ?? "").trim();
  const name = ((await able.getByRole("cell").nth(2).textContent()) ?? "").trim();
  await able.getByRole("checkbox", { name: "행 선택" }).check();
  await shot(page, "detail");
  await page.getByRole("button", { name: "발급 신청" }).click();
  const request = page.getByRole("dialog", { name: "유통 증명서 발급 신청" });
  await expect(request).toContainText("1건");
  await expect(request).toContainText("1,000원");
  await request.getByRole("button", { name: "발급 신청" }).click();
  await expect(request.getByRole("alert")).toHaveText("주의사항을 확인하시고 내용에 동의해 주세요.");
  await request.getByLabel("주의사항을 확인하였으며 이에 동의합니다.").check();
  await shot(page, "request");
  await request.getByRole("button", { name: "발급 신청" }).click();
  await expect(page.getByText("발급 신청이 완료되었습니다.")).toBeVisible();

  // The job makes it: the row turns 발급 완료 (the list looks again every few seconds while one is made).
  const row = voters.getByRole("row").filter({ hasText: name }).filter({ hasText: registerNo });
  await expect(row.getByText("발급 완료")).toBeVisible({ timeout: 60_000 });
  await row.getByRole("checkbox", { name: "행 선택" }).check();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "다운로드" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^유통 증명서_\d{14}\.zip$/);
  const saved = path.join(SHOTS, "..", download.suggestedFilename());
  await download.saveAs(saved);
  await expect(row.getByText(/\d{4}-\d{2}-\d{2}/).last()).toBeVisible();
  await shot(page, "downloaded");
});

test("연명부 on 집계 결과: requested with a text, made by the job, the public PDF downloaded", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await page.waitForURL((url) => url.pathname.startsWith("/unions/"), { timeout: 60_000 });
  await expect(async () => {
    // Searched by name: other journeys open meetings on the same server, and the newest come first.
    await page.goto(`/unions/${UNION}/meet-management/history?meetName=${encodeURIComponent(ROSTER_MEET)}`);
    await expect(page.getByRole("link", { name: ROSTER_MEET })).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 90_000 });
  await page.getByRole("link", { name: ROSTER_MEET }).click();
  await page.getByRole("textbox", { name: "비밀번호" }).fill("meet1234");
  await page.getByRole("button", { name: "확인" }).click();
  await page.getByRole("tab", { name: "집계 결과" }).click();
  // The demo ended it through the console: the results show its counted paper ballots and the confirmed result.
  await expect(page.getByRole("region", { name: "결과 확정" })).toContainText("증거 체인 #");
  await expect(page.getByRole("region", { name: "안건별 집계 결과" })).toContainText("가결");
  const block = page.getByRole("region", { name: "연명부" });
  await expect(block).toBeVisible({ timeout: 20_000 });
  await block.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, "certificates-joint-book-before.png") });
  await block.getByRole("button", { name: "연명부 신청" }).click();
  const dialog = page.getByRole("dialog", { name: "연명부 신청" });
  await dialog.getByLabel("생성이 완료되면 문자로 알림 받기").check();
  await dialog.getByLabel("연락처").fill("01012345678");
  await page.screenshot({ path: path.join(SHOTS, "certificates-joint-book-dialog.png") });
  await dialog.getByRole("button", { name: "신청" }).click();
  await expect(page.getByText("연명부 신청이 완료 되었습니다.")).toBeVisible();
  await expect(block.getByRole("button", { name: "공개용 다운로드" })).toBeVisible({ timeout: 60_000 });
  await block.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, "certificates-joint-book-done.png") });
  const downloading = page.waitForEvent("download");
  await block.getByRole("button", { name: "공개용 다운로드" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/연명부_공개용\.pdf$/);
});
