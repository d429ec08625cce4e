import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { apiGet, ensureBalance } from "./support/api";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = "/tmp/shots-groups";
const UNION = 1;
const PAGE = `/unions/${UNION}/union-management/agreements`;

test.describe.configure({ mode: "serial", timeout: 180_000 });

let page: Page;

const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, animations: "disabled" });

async function expectAlert(message: string) {
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText(message);
  await alert.getByRole("button", { name: "확인" }).click();
  await expect(alert).toBeHidden();
}

test.beforeAll(async ({ browser }) => {
  // The demo data is seeded by a job after the server starts (a minute or two on a loaded machine).
  test.setTimeout(180_000);
  page = await (await browser.newContext()).newPage();
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect
    .poll(
      async () =>
        (await apiGet(page, `/v1/unions/${UNION}/consents/registers?consentStatus=AGREE&pageSize=1`)).pagination
          .totalElements,
      { message: "the demo consent statuses are seeded", timeout: 150_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
});

test("(a) 동의 현황: status filter and response-date range", async () => {
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { name: "동의 현황 관리" })).toBeVisible();
  const table = page.getByRole("table", { name: "동의 현황 목록" });
  await expect(table.getByRole("row")).toHaveCount(11);
  await page.getByRole("combobox", { name: "동의 현황" }).click();
  await page.getByRole("option", { name: "반대" }).click();
  await page.getByRole("button", { name: "검색" }).click();
  await expect(table.getByRole("row").nth(1)).toContainText("반대");
  await expect(table.getByRole("cell", { name: "동의", exact: true })).toHaveCount(0);
  await page.getByLabel("응답일 시작").fill("2026-12-31");
  await page.getByLabel("응답일 종료").fill("2026-01-01");
  await page.getByRole("button", { name: "검색" }).click();
  await expectAlert("조회 시작일이 종료일보다 늦습니다.");
  await page.getByRole("button", { name: "초기화" }).click();
  await shot("agreements");
});

test("(b) 동의 현황 설정: status required, NONE hides the date, saved for the ticked owners", async () => {
  const table = page.getByRole("table", { name: "동의 현황 목록" });
  await page.getByRole("button", { name: "동의 현황 설정" }).click();
  await expectAlert("선택된 조합원이 없습니다.");
  const first = table.getByRole("row").nth(1);
  const second = table.getByRole("row").nth(2);
  await first.getByRole("checkbox").check();
  await second.getByRole("checkbox").check();
  await page.getByRole("button", { name: "동의 현황 설정" }).click();
  const dialog = page.getByRole("dialog", { name: "동의 현황 설정" });
  await dialog.getByRole("button", { name: "저장" }).click();
  await expectAlert("동의 현황을 선택해주세요.");
  await dialog.getByRole("radio", { name: "미확인" }).check();
  await expect(dialog.getByLabel("응답일")).toHaveCount(0);
  await dialog.getByRole("radio", { name: "동의", exact: true }).check();
  await dialog.getByLabel("응답일").fill("2026-11-20");
  await shot("agreement-dialog");
  await dialog.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("저장이 완료되었습니다.")).toBeVisible();
  await expect(first).toContainText("2026-11-20");
  await expect(second).toContainText("2026-11-20");
});

test("(c) 엑셀 다운로드: 동의_현황.xlsx", async () => {
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "엑셀 다운로드" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("동의_현황.xlsx");
  const file = await download.path();
  expect(fs.statSync(file).size).toBeGreaterThan(1000);
});

test("(d) 문자 발송: the ticked owners as recipients, sent and charged", async () => {
  await ensureBalance(page, UNION, 100_000);
  await page.reload();
  const table = page.getByRole("table", { name: "동의 현황 목록" });
  await table.getByRole("row").nth(1).getByRole("checkbox").check();
  await table.getByRole("row").nth(3).getByRole("checkbox").check();
  await page.getByRole("button", { name: "문자 발송" }).click();
  const dialog = page.getByRole("dialog", { name: "문자발송" });
  await expect(dialog.getByLabel("선택한 조합원 수")).toHaveText("2");
  await dialog.getByLabel("메시지 내용").fill("동의서 제출 안내 문자입니다.");
  await shot("agreements-sms");
  await dialog.getByRole("button", { name: "다음", exact: true }).click();
  await expect(dialog.getByRole("heading", { name: "발송 비용" })).toBeVisible();
  await dialog.getByRole("checkbox", { name: /발송 건수와 비용을 확인했으며/ }).check();
  await dialog.getByRole("button", { name: "발송", exact: true }).click();
  await expect(page.getByText("문자 발송이 완료되었습니다.")).toBeVisible();
  await expect(dialog).toBeHidden();
});
