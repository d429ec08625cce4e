import { expect, type Page, test } from "@playwright/test";
import { apiGet } from "./support/api";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = "/tmp/shots-forms";
const LIST = "/unions/1/union-management/archives";
const API = "/v1/unions/1/archives";
const TITLE = `e2e 대의원회 자료 ${Date.now()}`;

const PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"),
  Buffer.from("0000000d4944415478da63f8cfc0f01f0005000201a5f6d2d30000000049454e44ae426082", "hex"),
]);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test.describe.configure({ mode: "serial" });

let page: Page;

const historyRows = () => page.getByRole("table", { name: "파일 이력" }).locator("tbody tr");

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  // The demo archive is seeded with the register by a job after the server starts.
  await expect
    .poll(async () => (await apiGet(page, `${API}?pageSize=1`)).pagination.totalElements, {
      message: "the demo archive is seeded",
      timeout: 120_000,
      intervals: [2_000],
    })
    .toBeGreaterThanOrEqual(6);
});

test("lists the demo archive and searches by title", async () => {
  await page.goto(LIST);
  await expect(page.getByRole("heading", { name: "자료실" })).toBeVisible();
  const grid = page.getByRole("table", { name: "자료 목록" });
  await expect(grid.getByRole("link", { name: "2026년 정기총회 안건집" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/archives-list.png`, fullPage: true });
  await page.getByLabel("제목").fill("회의록");
  await page.getByRole("button", { name: "검색" }).click();
  await expect(grid.getByRole("link", { name: "제12차 이사회 회의록" })).toBeVisible();
  await expect(grid.getByRole("link", { name: "2026년 정기총회 안건집" })).toBeHidden();
});

test("registers an entry with a file, downloads it and sees both in the history", async () => {
  await page.goto(LIST);
  await page.getByRole("button", { name: "등록" }).click();
  await expect(page.getByRole("heading", { name: "자료 등록" })).toBeVisible();
  const form = page.getByRole("form", { name: "자료 등록" });
  // Required fields first: the 알림 dialog names the first one missing.
  await form.getByRole("button", { name: "등록" }).click();
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText("카테고리를 선택해 주세요.");
  await alert.getByRole("button", { name: "확인" }).click();

  await form.getByRole("combobox", { name: "카테고리" }).click();
  await page.getByRole("option", { name: "회의록" }).click();
  await form.getByLabel("제목").fill(TITLE);
  await form.getByLabel("내용").fill("대의원회 회의 자료와 결과를 올립니다.");
  await form
    .getByLabel("첨부할 파일")
    .setInputFiles({ name: "대의원회 자료.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(form.getByRole("list", { name: "선택한 파일" })).toContainText("대의원회 자료.pdf");
  await page.screenshot({ path: `${SHOTS}/archives-register.png`, fullPage: true });
  await form.getByRole("button", { name: "등록" }).click();

  await expect(page.getByText("등록에 성공하였습니다.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "자료 상세" })).toBeVisible();
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(historyRows()).toHaveCount(1);
  await expect(historyRows().first()).toContainText("업로드");
  await expect(historyRows().first()).toContainText("대의원회 자료.pdf");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "대의원회 자료.pdf 다운로드" }).click();
  expect((await downloading).suggestedFilename()).toBe("대의원회 자료.pdf");
  await expect(historyRows()).toHaveCount(2);
  await expect(historyRows().first()).toContainText("다운로드");
  await page.screenshot({ path: `${SHOTS}/archives-detail.png`, fullPage: true });
});

test("updates the entry: takes the PDF off, adds an image; the history shows the deletion", async () => {
  await page.getByRole("button", { name: "수정" }).click();
  await expect(page.getByRole("heading", { name: "자료 수정" })).toBeVisible();
  const form = page.getByRole("form", { name: "자료 수정" });
  await form.getByRole("button", { name: "대의원회 자료.pdf 첨부 해제" }).click();
  await form.getByLabel("첨부할 파일").setInputFiles({ name: "현장 사진.png", mimeType: "image/png", buffer: PNG });
  await form.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("변경사항 저장이 완료되었습니다.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "자료 상세" })).toBeVisible();
  await expect(page.getByRole("list", { name: "첨부 파일" })).toContainText("현장 사진.png");
  await expect(historyRows()).toHaveCount(4);
  await expect(page.getByRole("table", { name: "파일 이력" })).toContainText("삭제");
  await page.screenshot({ path: `${SHOTS}/archives-history.png`, fullPage: true });
});

test("deletes the entry after the confirmation", async () => {
  await page.getByRole("button", { name: "삭제" }).click();
  const confirm = page.getByRole("dialog", { name: "확인" });
  await expect(confirm).toContainText("자료를 삭제하시겠습니까?");
  await confirm.getByRole("button", { name: "확인" }).click();
  await expect(page.getByText("삭제가 완료되었습니다.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "자료실" })).toBeVisible();
  await page.getByLabel("제목").fill(TITLE);
  await page.getByRole("button", { name: "검색" }).click();
  await expect(page.getByText("표시할 데이터가 없습니다.")).toBeVisible();
});
