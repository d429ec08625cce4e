import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { balanceOf, won } from "./support/api";
import { confirmDepositCharge } from "./support/ops";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SCREENS = path.join(import.meta.dirname, "../.tmp/screens");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENS, `billing-${name}.png`) });

const header = (page: Page) => page.getByRole("banner");
const chargeDialog = (page: Page) => page.getByRole("dialog", { name: "예치금 충전 요청" });

async function fillCharge(page: Page, amount: string, depositor: string) {
  const dialog = chargeDialog(page);
  await dialog.getByLabel("충전 요청 금액 (원)").fill(amount);
  await dialog.getByLabel("입금자명").fill(depositor);
  await dialog.getByLabel("비상 연락처").fill("010-1111-2222");
  await expect(dialog.getByLabel("비상 연락처")).toHaveValue("01011112222");
}

test("requests a charge with a tax invoice, cancels it, and sees a confirmed charge raise the balance", async ({
  page,
}) => {
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  // The balance as it is now: other journeys on this server may have spent some of it.
  const balance = await balanceOf(page, 1);
  await expect(header(page)).toContainText(won(balance));

  // The header's 충전하기 opens the charge request dialog; the rules of spec 01 §5 apply.
  await header(page).getByRole("button", { name: "충전하기" }).click();
  const dialog = chargeDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "충전 요청" }).click();
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText("충전 요청 금액을 입력해 주세요.");
  await alert.getByRole("button", { name: "확인" }).click();

  await fillCharge(page, "150000", "한빛조합");
  await expect(dialog.getByRole("status", { name: "입금하실 금액" })).toHaveText("165,000원");
  await expect(dialog.getByRole("radio", { name: "신청", exact: true })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "미신청" })).toBeDisabled();
  await expect(dialog).toContainText("100,000원 이상 충전 시 세금계산서가 자동 발행됩니다.");
  await shot(page, "charge-dialog");
  await dialog.getByRole("button", { name: "충전 요청" }).click();
  const confirm = page.getByRole("dialog", { name: "충전 요청" }).filter({ hasText: "등록하시겠습니까" });
  await expect(confirm).toContainText("예치금 충전 요청을 등록하시겠습니까?");
  await confirm.getByRole("button", { name: "확인" }).click();
  await expect(page.getByText("충전 요청이 완료되었습니다.")).toBeVisible();

  // The tax invoice dialog opens for the new charge.
  const invoice = page.getByRole("dialog", { name: "세금계산서 발행 요청" });
  await expect(invoice).toBeVisible();
  await invoice.getByLabel("이메일").fill("office@hanbit");
  await invoice.getByRole("button", { name: "발행 요청" }).click();
  await expect(alert).toContainText("올바른 이메일 형식을 입력해 주세요.");
  await alert.getByRole("button", { name: "확인" }).click();
  await invoice.getByLabel("이메일").fill("office@hanbit.example");
  await invoice.getByLabel("담당자명").fill("이사무");
  await invoice.getByLabel("담당자 연락처").fill("01098765432");
  await shot(page, "tax-invoice-dialog");
  await invoice.getByRole("button", { name: "발행 요청" }).click();
  await expect(page.getByText("세금계산서 발행 요청이 완료되었습니다.")).toBeVisible();
  await expect(invoice).toBeHidden();
  await expect(header(page)).toContainText(won(balance));

  // The charges page lists it as pending; its detail cancels it.
  await page.goto("/unions/1/etc-management/charges");
  await expect(page.getByRole("heading", { level: 1, name: "충전 및 사용 관리" })).toBeVisible();
  const table = page.getByRole("table", { name: "충전 및 사용 내역" });
  const firstRow = table.getByRole("row").nth(1);
  await expect(firstRow).toContainText("150,000");
  await expect(firstRow).toContainText("입금 대기 · 계산서 발행 요청");
  await expect(table).toContainText("문자 발송");
  await shot(page, "charges-page");
  await firstRow.getByRole("button", { name: /^충전 요청 \d+ 상세$/ }).click();
  const detail = page.getByRole("dialog", { name: "충전 상세" });
  await expect(detail).toContainText("165,000원");
  await expect(detail).toContainText("office@hanbit.example");
  await shot(page, "charge-detail");
  await detail.getByRole("button", { name: "충전 요청 취소" }).click();
  await page.getByRole("dialog", { name: "충전 요청 취소" }).getByRole("button", { name: "요청 취소" }).click();
  await expect(page.getByText("요청이 취소 되었습니다.")).toBeVisible();
  await expect(detail).toContainText("요청 취소");
  await expect(detail.getByRole("button", { name: "충전 요청 취소" })).toBeHidden();
  await detail.getByRole("button", { name: "닫기" }).click();
  await expect(firstRow).toContainText("요청 취소");
  await expect(firstRow).not.toContainText("계산서");

  // A charge without a tax invoice; the operator confirms the deposit and the balance rises.
  await header(page).getByRole("button", { name: "충전하기" }).click();
  await fillCharge(page, "30000", "한빛조합");
  await expect(dialog.getByRole("status", { name: "입금하실 금액" })).toHaveText("33,000원");
  await dialog.getByRole("radio", { name: "미신청" }).check();
  await dialog.getByRole("button", { name: "충전 요청" }).click();
  await page
    .getByRole("dialog", { name: "충전 요청" })
    .filter({ hasText: "등록하시겠습니까" })
    .getByRole("button", { name: "확인" })
    .click();
  await expect(page.getByText("충전 요청이 완료되었습니다.")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "세금계산서 발행 요청" })).toBeHidden();
  await expect(firstRow).toContainText("30,000");
  const label = await firstRow.getByRole("button", { name: /^충전 요청 \d+ 상세$/ }).getAttribute("aria-label");
  const seq = Number(/(\d+)/.exec(label ?? "")?.[1]);
  const confirmed = await confirmDepositCharge(page.request, seq);
  expect(confirmed).toMatchObject({ changed: true, charge: { status: "COMPLETE" } });
  expect((await confirmDepositCharge(page.request, seq)).changed).toBe(false);

  await page.reload();
  await expect(header(page)).toContainText(won(balance + 30_000));
  await expect(firstRow).toContainText("충전 완료");
  await expect(firstRow).toContainText((balance + 30_000).toLocaleString("ko-KR"));
  await shot(page, "charges-confirmed");
});
