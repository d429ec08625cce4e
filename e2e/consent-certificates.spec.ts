import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = process.env.CONSENT_CERTIFICATE_SHOTS ?? path.join(import.meta.dirname, "../.tmp/screens");
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `consent-certificates-${name}.png`), fullPage: true });

const UNION = 1;
/** The demo's IN_PROGRESS consent (about 40% submitted). */
const DEMO_CONSENT = "정비계획 변경 동의서";
const LIST = `/unions/${UNION}/consent-management/certification`;

test("전자 문서 증명서: requested, issued by the job, downloaded, verified on /m/verify; a changed PDF is refused", async ({
  page,
}) => {
  test.setTimeout(240_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await page.waitForURL((url) => url.pathname.startsWith("/unions/"), { timeout: 60_000 });
  // The demo consents are seeded by a job after the start; searched by title (other journeys add consents).
  const list = page.getByRole("table", { name: "전자 동의 증명서 발급 목록" });
  await expect(async () => {
    await page.goto(`${LIST}?searchTitle=${encodeURIComponent(DEMO_CONSENT)}`);
    await expect(page.getByRole("heading", { name: "전자 동의 증명서 발급", level: 1 })).toBeVisible();
    await expect(list.getByRole("link", { name: DEMO_CONSENT })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await shot(page, "list");

  // The retention extension: contact format, agreement, then charged once.
  await list.getByRole("row").filter({ hasText: DEMO_CONSENT }).getByRole("button", { name: "연장 신청" }).click();
  const extension = page.getByRole("dialog", { name: "문서보관 기간 연장" });
  await extension.getByRole("button", { name: "연장 신청" }).click();
  await expect(extension.getByRole("alert")).toHaveText("연락처를 입력해주세요.");
  await extension.getByLabel("연락처").fill("0101234");
  await extension.getByRole("button", { name: "연장 신청" }).click();
  await expect(extension.getByRole("alert")).toHaveText("올바른 연락처를 입력해주세요.");
  await extension.getByLabel("연락처").fill("01012345678");
  await expect(extension.getByLabel("연락처")).toHaveValue("010-1234-5678");
  await extension.getByRole("button", { name: "연장 신청" }).click();
  await expect(extension.getByRole("alert")).toHaveText("주의사항을 확인하시고 내용에 동의해 주세요.");
  await extension.getByLabel("주의사항을 확인하였으며 이에 동의합니다.").check();
  await shot(page, "extension");
  await extension.getByRole("button", { name: "연장 신청" }).click();
  await expect(page.getByText("문서보간 기간 연장 신청이 완료되었습니다.")).toBeVisible();
  await expect(list.getByRole("row").filter({ hasText: DEMO_CONSENT })).toContainText("연장 처리 중");

  // The detail: its tab, the four counts, and the alerts with nobody suitable selected.
  await list.getByRole("link", { name: DEMO_CONSENT }).click();
  await expect(page).toHaveURL(/\/consent-management\/certification\/\d+$/);
  await expect(page.getByRole("heading", { name: DEMO_CONSENT, level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "전자 문서 증명서" })).toHaveAttribute("aria-selected", "true");
  for (const label of ["신청가능", "신청중", "신청불가", "다운로드"]) {
    await expect(page.getByLabel(new RegExp(`^${label} \\d+건$`))).toBeVisible();
  }
  await page.getByRole("button", { name: "발급 신청" }).click();
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText(
    "요청하신 증명서를 발급 신청할 수 없습니다. 발급 신청이 가능한 대상자를 선택해 주세요.",
  );
  await alert.getByRole("button", { name: "확인" }).click();
  await page.getByRole("button", { name: "증명서 다운로드" }).click();
  await expect(alert).toContainText(
    "요청하신 증명서를 다운로드할 수 없습니다. 다운로드가 가능한 대상자를 선택해 주세요.",
  );
  await alert.getByRole("button", { name: "확인" }).click();

  // An AVAILABLE recipient: request (requestor, 0 won, agreement).
  const search = page.getByRole("search", { name: "대상자 검색" });
  await search.getByLabel("발급 상태").click();
  await page.getByRole("option", { name: "신청가능" }).click();
  await search.getByRole("button", { name: "검색" }).click();
  const table = page.getByRole("table", { name: "전자 문서 증명서 대상자" });
  const available = table.getByRole("row").filter({ hasText: "신청가능" }).first();
  await expect(available).toBeVisible();
  const registerNo = ((await available.getByRole("cell").nth(2).textContent()) ?? "").trim();
  const name = ((await available.getByRole("cell").nth(3).textContent()) ?? "").trim();
  await available.getByRole("checkbox", { name: "행 선택" }).check();
  await shot(page, "detail");
  await page.getByRole("button", { name: "발급 신청" }).click();
  const request = page.getByRole("dialog", { name: "전자 문서 증명서 발급 신청" });
  await expect(request).toContainText("1건");
  await expect(request).toContainText("0원");
  await request.getByRole("button", { name: "발급 신청" }).click();
  await expect(request.getByRole("alert")).toHaveText("주의사항을 확인하시고 내용에 동의해 주세요.");
  await request.getByLabel("주의사항을 확인하였으며 이에 동의합니다.").check();
  await shot(page, "request");
  await request.getByRole("button", { name: "발급 신청" }).click();
  await expect(page.getByText("발급 신청이 완료되었습니다.")).toBeVisible();

  // The job issues it: searched by name, the row turns 다운로드 (the list looks again while one is pending).
  await search.getByLabel("이름").fill(name);
  await search.getByLabel("발급 상태").click();
  await page.getByRole("option", { name: "전체" }).click();
  await search.getByRole("button", { name: "검색" }).click();
  const row = table.getByRole("row").filter({ hasText: registerNo }).filter({ hasText: name });
  await expect(row.getByText("다운로드", { exact: true })).toBeVisible({ timeout: 90_000 });
  await row.getByRole("checkbox", { name: "행 선택" }).check();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "증명서 다운로드" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^전자 문서 증명서_\d{14}\.pdf$/);
  const saved = path.join(SHOTS, download.suggestedFilename());
  await download.saveAs(saved);
  // The download is recorded (download-status): its time in the row's last column.
  await expect(row.getByRole("cell").last()).toHaveText(/\d{4}-\d{2}-\d{2}/);
  await shot(page, "downloaded");

  // The public verify page, as a phone opens it: the PDF matches; a changed copy does not.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/m/verify");
  await expect(page.getByRole("heading", { name: "전자 문서 증명서 확인", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "확인하기" }).click();
  await expect(page.getByRole("alert")).toHaveText("확인할 증명서 PDF 파일을 선택해 주세요.");
  await page.getByLabel("증명서 PDF 파일").setInputFiles(saved);
  await page.getByRole("button", { name: "확인하기" }).click();
  const result = page.getByRole("region", { name: "확인되었습니다" });
  await expect(result).toBeVisible();
  await expect(result).toContainText("이 조합에서 발급한 증명서와 일치합니다.");
  await expect(result).toContainText(DEMO_CONSENT);
  await expect(result).toContainText("한빛1구역");
  await shot(page, "verify-matched");

  const bytes = fs.readFileSync(saved);
  const at = bytes.length - 40;
  bytes[at] = (bytes[at] ?? 0) ^ 0x01;
  const changed = path.join(SHOTS, "changed.pdf");
  fs.writeFileSync(changed, bytes);
  await page.getByLabel("증명서 PDF 파일").setInputFiles(changed);
  await page.getByRole("button", { name: "확인하기" }).click();
  const refused = page.getByRole("region", { name: "일치하지 않음" });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText("일치하는 증명서가 없습니다.");
  await shot(page, "verify-refused");
});
