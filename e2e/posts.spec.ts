import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { ensureBalance } from "./support/api";
import { setMaintenance } from "./support/ops";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SCREENS = process.env.POSTS_SHOTS ?? path.join(import.meta.dirname, "../.tmp/screens");
const POSTS = "/unions/1/union-management/posts";

// The journey waits for the letters job and the simulated carrier (a few seconds each step).
test.describe.configure({ mode: "serial", timeout: 180_000 });

let page: Page;

test.beforeAll(async ({ browser }) => {
  // A fresh server seeds the demo union first; on a loaded machine that takes a while.
  test.setTimeout(240_000);
  page = await browser.newPage();
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  await ensureBalance(page, 1, 50_000);
  await setMaintenance(page.request, "POST_SEND", false);
});

test.afterAll(async () => {
  await page.close();
});

const shot = (name: string) =>
  page.screenshot({ path: path.join(SCREENS, `posts-${name}.png`), animations: "disabled" });

async function expectAlert(message: string | RegExp) {
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText(message);
  await alert.getByRole("button", { name: "확인" }).click();
  await expect(alert).toBeHidden();
}

async function notice(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595.28, 841.89]).drawText("General meeting notice", { x: 60, y: 760, size: 20 });
  return Buffer.from(await doc.save());
}

test("one post to three owners, followed to delivery", async () => {
  await page.goto(POSTS);
  await expect(page.getByRole("heading", { name: "우편 발송" })).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole("table", { name: "조합원 명부" });
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole("row")).toHaveCount(11, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });

  // Step 1: nobody chosen yet.
  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expectAlert("선택된 수신자가 없습니다. 수신자를 선택해 주세요.");
  const rows = table.getByRole("row");
  const names: string[] = [];
  for (const index of [1, 2, 3]) {
    await rows.nth(index).getByRole("checkbox").check();
    names.push((await rows.nth(index).getByRole("cell").nth(2).textContent()) ?? "");
  }
  await expect(page.getByLabel("선택한 수신자 수")).toHaveText("3");
  await shot("1-recipients");
  await page.getByRole("button", { name: "다음", exact: true }).click();

  // Step 2: the sender, the options (defaults 일반, 컬러, 양면) and a document.
  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expectAlert("발송자를 입력하세요.");
  await page.getByRole("textbox", { name: "발송자", exact: true }).fill("한빛1구역 조합");
  await page.getByRole("textbox", { name: "발송자 연락처" }).fill("0212345678");
  await page.getByRole("textbox", { name: "우편번호" }).fill("04524");
  await page.getByRole("textbox", { name: "발송자 주소" }).fill("서울특별시 중구 세종대로 110");
  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expectAlert("서식을 선택하거나, 보낼 문서를 업로드 해주세요.");
  await page
    .getByLabel("문서 업로드")
    .setInputFiles({ name: "총회안내문.pdf", mimeType: "application/pdf", buffer: await notice() });
  await expect(page.getByRole("list", { name: "첨부한 문서" })).toContainText("총회안내문.pdf");
  await shot("2-content");
  await page.getByRole("button", { name: "다음", exact: true }).click();

  // Step 3: the preview, and 서식저장 of the upload.
  await expect(page.getByLabel("주소 면")).toContainText(`${names[0]} 귀하`);
  await page.getByRole("button", { name: "서식저장" }).click();
  const dialog = page.getByRole("dialog", { name: "서식저장" });
  await dialog.getByRole("textbox", { name: "서식명" }).fill("총회 안내 서식");
  await dialog.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("서식 등록에 성공하였습니다.")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "PDF 미리보기" }).click();
  expect((await download).suggestedFilename()).toBe("우편_미리보기.pdf");
  await shot("3-preview");
  await page.getByRole("button", { name: "다음", exact: true }).click();

  // Step 4: pages and costs (address page + 1 page, 양면 1 sheet, 컬러: 100 + 2 × 200 + 520 = 1,020 won each).
  await expect(page.getByText("2쪽 (1매) / 통")).toBeVisible();
  await expect(page.getByLabel("총 비용")).toHaveText("3,060원");
  await page.getByRole("button", { name: "발송 요청" }).click();
  await expect(page.getByText("발송 내용과 비용을 확인하고 동의해 주세요.")).toBeVisible();
  await page.getByRole("checkbox", { name: "주의사항을 확인하였으며 이에 동의합니다." }).check();
  await shot("4-cost");
  await page.getByRole("button", { name: "발송 요청" }).click();
  await expect(page.getByText("우편발송 요청이 완료되었습니다.")).toBeVisible();
  await expect(page).toHaveURL(/\/union-management\/posts\/records\/\d+$/);

  // The letters are made, handed to the carrier and delivered (POST_STEP_SECONDS=2 in the e2e server).
  const delivery = page.getByRole("table", { name: "배송 현황" });
  await expect(delivery.getByRole("row")).toHaveCount(4);
  for (const name of names) await expect(delivery).toContainText(name);
  await expect(page.getByLabel("발송 정보")).toContainText("발송 완료", { timeout: 45_000 });
  await expect(delivery.getByRole("row").filter({ hasText: /배달 완료|반송|미배달/ })).toHaveCount(3);
  await shot("5-record");

  // The registered-mail number opens our tracking page.
  const link = delivery.getByRole("link").first();
  const href = await link.getAttribute("href");
  const tracking = await page.request.get(href ?? "");
  expect(tracking.status()).toBe(200);
  expect(await tracking.text()).toContain("우편 제작 센터");
  await page.goto(href ?? "");
  await shot("6-tracking");

  // Records list.
  await page.goto(`${POSTS}/records`);
  const records = page.getByRole("table", { name: "우편 발송 내역" });
  await expect(records.getByRole("row").nth(1)).toContainText("발송 완료");
  await shot("7-records");
});
