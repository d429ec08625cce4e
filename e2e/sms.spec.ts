import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { ensureBalance } from "./support/api";
import { setMaintenance } from "./support/ops";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SCREENS = path.join(import.meta.dirname, "../.tmp/screens");
const MESSAGES = "/unions/1/union-management/messages";
const CALLER = "0215880000";
const SPARE_CALLER = "0317770001";
/** Numbers ending in 0000 fail in the text gateway simulator. */
const FAILING_MANUAL = "010-9999-0000";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test.describe.configure({ mode: "serial" });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  // The journey spends a few thousand won: it funds the union itself rather than count on the demo balance
  // that other journeys on this server may have spent. Its checks are relative to the balance it reads.
  await ensureBalance(page, 1, 50_000);
  // The text gateway answers: (d) puts it in maintenance and back, but a journey stopped there would leave it so.
  await setMaintenance(page.request, "SMS_SEND", false);
});

test.afterAll(async () => {
  await page.close();
});

const shot = (name: string) => page.screenshot({ path: path.join(SCREENS, `sms-${name}.png`), animations: "disabled" });

async function expectAlert(message: string | RegExp, title = "알림") {
  const alert = page.getByRole("dialog", { name: title });
  await expect(alert).toContainText(message);
  await alert.getByRole("button", { name: "확인" }).click();
  await expect(alert).toBeHidden();
}

/** The header's balance in won. */
async function balance(): Promise<number> {
  const text = await page
    .getByRole("banner")
    .getByText(/^[\d,]+원$/)
    .first()
    .textContent();
  return Number((text ?? "").replace(/\D/g, ""));
}

async function addCaller(number: string, owner: string) {
  await page.getByRole("button", { name: "발신번호 등록" }).click();
  const dialog = page.getByRole("dialog", { name: "발신번호 등록" });
  await dialog.getByRole("button", { name: "등록" }).click();
  await expectAlert("발신번호를 입력해 주세요.");
  await dialog.getByLabel("발신번호").fill(number);
  await dialog.getByLabel("명의자").fill(owner);
  await dialog.getByLabel("비상연락처").fill("01055556666");
  await dialog.getByRole("button", { name: "등록" }).click();
  await expectAlert("통신서비스 이용증명원을 첨부해 주세요.");
  await dialog
    .getByLabel("통신서비스 이용증명원")
    .setInputFiles({ name: "proof.pdf", mimeType: "application/pdf", buffer: PDF });
  await dialog.getByLabel("위임장").setInputFiles({ name: "attorney.png", mimeType: "image/png", buffer: PNG });
  await dialog.getByLabel("신분증 사본").setInputFiles({ name: "id.png", mimeType: "image/png", buffer: PNG });
  return dialog;
}

test("(a) 발신번호 관리: a caller is registered with its documents and approved", async () => {
  await page.goto(`${MESSAGES}/callers`);
  await expect(page.getByRole("tab", { name: "발신번호 관리", selected: true })).toBeVisible();
  const dialog = await addCaller(CALLER, "조합사무실");
  await shot("caller-add-dialog");
  await dialog.getByRole("button", { name: "등록" }).click();
  await expect(page.getByText("발신번호가 등록되었습니다.")).toBeVisible();
  const row = page.getByRole("table", { name: "발신번호 목록" }).getByRole("row", { name: /02-1588-0000/ });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText("승인완료", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await shot("callers");
});

test("(b) 문자발송: validation, AI helper, 100 members and a manual number, cost, send", async () => {
  await page.goto(MESSAGES);
  const table = page.getByRole("table", { name: "수신자 선택" });
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole("row")).toHaveCount(11, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  // The first approved caller is the default; the one registered in (a) is offered too.
  const sender = page.getByRole("combobox", { name: "발신번호" });
  await expect(sender).toHaveText(/^0\d{1,2}-\d{3,4}-\d{4}$/);
  await sender.click();
  await page.getByRole("option", { name: /02-1588-0000/ }).click();
  await expect(sender).toHaveText("02-1588-0000");

  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expectAlert("발송할 문자 내용을 입력 또는 이미지를 첨부해 주세요.");

  // AI helper: at least 3 words, then the draft fills the message.
  await page.getByRole("button", { name: "AI 문구 생성" }).click();
  const ai = page.getByRole("dialog", { name: "AI 문구 생성" });
  await ai.getByRole("button", { name: "생성" }).click();
  await expect(ai).toContainText("메시지를 입력해주세요.");
  await ai.getByLabel("요청 내용").fill("총회 안내");
  await ai.getByRole("button", { name: "생성" }).click();
  await expect(ai).toContainText("조금 더 구체적으로 입력해주세요 (단어 3개 이상).");
  await ai.getByLabel("요청 내용").fill("정기총회 참석 안내 문자");
  await shot("ai-dialog");
  await ai.getByRole("button", { name: "생성" }).click();
  await expect(ai).toBeHidden({ timeout: 20_000 });
  const message = page.getByRole("textbox", { name: "메시지 내용" });
  await expect(message).not.toHaveValue("");

  // A short Korean text stays an SMS: 2 bytes per letter.
  await message.fill("정기총회 안내드립니다.");
  await expect(page.getByLabel("입력한 바이트")).toContainText("22 / 90 bytes");
  await expect(page.getByLabel("메시지 유형")).toHaveText("SMS");
  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expectAlert("선택된 수신자가 없습니다. 수신자를 선택해 주세요.");

  // Over 2,000 bytes is refused with 입력 초과.
  await message.fill("가".repeat(1001));
  await expect(page.getByRole("dialog", { name: "입력 초과" })).toBeVisible();
  await shot("over-limit-alert");
  await expectAlert("2000Bytes이상 입력할 수 없습니다.", "입력 초과");
  await expect(page.getByLabel("메시지 유형")).toHaveText("LMS");
  await message.fill("정기총회 안내드립니다.");

  // The register's search panel filters the recipients.
  await page.getByRole("button", { name: "검색", exact: true }).click();
  const firstName = (await table.getByRole("row").nth(1).getByRole("cell").nth(2).textContent()) ?? "";
  const search = page.getByRole("search", { name: "명부 검색" });
  await search.getByLabel("이름").fill(firstName);
  await search.getByRole("button", { name: "조회" }).click();
  await expect(page.getByRole("button", { name: "검색 결과 전체 선택" })).toBeVisible();
  await expect(async () => {
    const names = await table.getByRole("row").locator("td:nth-child(3)").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.includes(firstName))).toBe(true);
  }).toPass({ timeout: 10_000 });
  await search.getByRole("button", { name: "조건 초기화" }).click();
  await expect(page.getByRole("button", { name: "전체 선택", exact: true })).toBeVisible();

  // 100 members of the register, then manual numbers (a bad one is listed).
  await page.getByRole("combobox", { name: "페이지당 행 수" }).click();
  await page.getByRole("option", { name: "100", exact: true }).click();
  await expect(table.getByRole("row")).toHaveCount(101);
  // 전체 선택 leaves out owners whose phone has no contact consent (연락 동의) and says how many.
  await page.getByRole("button", { name: "전체 선택", exact: true }).click();
  const leftOut = page.getByRole("alert").filter({ hasText: /^연락 동의하지 않은 [\d,]+명 제외/ });
  await expect(leftOut).toBeVisible();
  await shot("select-all-consent");
  await page.getByRole("button", { name: "선택 해제" }).click();
  await expect(leftOut).toBeHidden();
  // They are marked 연락 미동의; the page checkbox leaves them out too, and a row ticked on its own is sent.
  const refusedRows = table.getByRole("row").filter({ hasText: "연락 미동의" });
  const refusedCount = await refusedRows.count();
  expect(refusedCount).toBeGreaterThan(0);
  await table.getByRole("checkbox", { name: "현재 페이지 전체 선택" }).check();
  await expect(page.getByLabel("선택한 조합원 수")).toHaveText(String(100 - refusedCount));
  await expect(refusedRows.first().getByRole("checkbox")).not.toBeChecked();
  await refusedRows.first().getByRole("checkbox").check();
  await expect(page.getByLabel("선택한 조합원 수")).toHaveText(String(101 - refusedCount));
  await refusedRows.first().scrollIntoViewIfNeeded();
  await shot("consent-marked");
  await page.getByRole("textbox", { name: "수신번호" }).fill(`${FAILING_MANUAL}\n12ab`);
  await page.getByRole("button", { name: "번호 추가" }).click();
  await expectAlert("12ab");
  await expect(page.getByRole("list", { name: "직접 입력한 번호" })).toContainText("010-9999-0000");
  const total = Number(((await page.getByLabel("총 수신자 수").textContent()) ?? "").replace(/\D/g, ""));
  expect(total).toBeGreaterThan(90);
  await page
    .getByRole("heading", { name: "메시지 작성" })
    .evaluate((heading) => heading.scrollIntoView({ block: "center" }));
  await shot("compose");

  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expect(page.getByRole("heading", { name: "발송 비용" })).toBeVisible();
  await expect(page.getByText(`${total.toLocaleString("ko-KR")}건`)).toBeVisible();
  await expect(page.getByLabel("총 비용")).toHaveText(`${(total * 20).toLocaleString("ko-KR")}원`);
  await page.getByRole("button", { name: "발송", exact: true }).click();
  await expectAlert("비용을 확인하고 발송 동의에 체크해 주세요.");
  await page.getByRole("checkbox", { name: /발송 건수와 비용을 확인했으며/ }).check();
  await shot("cost");
  const before = await balance();
  await page.getByRole("button", { name: "발송", exact: true }).click();
  await expect(page.getByText("문자 발송이 완료되었습니다.")).toBeVisible();
  await expect(page).toHaveURL(/\/messages\/records\/\d+$/);
  await expect.poll(balance).toBeLessThan(before);

  // The carrier settles every recipient; numbers ending in 0000 fail, are listed and refunded.
  await expect(page.getByText("발송완료")).toBeVisible({ timeout: 45_000 });
  // Every recipient's final result and 완료일시 come in without a reload.
  const recipients = page.getByRole("table", { name: "수신자 목록" });
  await expect(recipients.getByRole("row").filter({ hasText: /발송중|대기/ })).toHaveCount(0);
  const dateTime = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;
  for (const row of (await recipients.getByRole("row").all()).slice(1)) {
    await expect(row).toContainText(/성공|실패/);
    await expect(row.getByRole("cell").nth(3)).toHaveText(dateTime);
  }
  await shot("record-settled");
  const failed = Number(await page.getByLabel("실패 건수").textContent());
  expect(failed).toBeGreaterThan(0);
  await expect.poll(balance).toBe(before - (total - failed) * 20);
  await page.getByRole("button", { name: "실패", exact: true }).click();
  await expect(recipients.getByRole("row", { name: /010-9999-0000/ })).toContainText("실패");
  await shot("record");
});

test("(c) 실패 재발송: the cost is confirmed and the failures go out again", async () => {
  const failCount = Number(await page.getByLabel("실패 건수").textContent());
  const firstUrl = page.url();
  await page.getByRole("button", { name: "실패 재발송" }).click();
  const confirm = page.getByRole("dialog", { name: "실패 재발송" });
  await expect(confirm).toContainText(`발송에 실패한 ${failCount}건`);
  await expect(confirm).toContainText(`${(failCount * 20).toLocaleString("ko-KR")}원`);
  await shot("resend-confirm");
  await confirm.getByRole("button", { name: "재발송" }).click();
  await expect(page.getByText("문자 재발송이 완료되었습니다.")).toBeVisible();
  await expect(page).not.toHaveURL(firstUrl);
  // The resend is a new record with only the failed recipients.
  await expect(page.getByText(`${failCount}명`, { exact: true })).toBeVisible();
  await expect(page.getByText("발송완료")).toBeVisible({ timeout: 45_000 });
  await expect(page.getByLabel("실패 건수")).toHaveText(String(failCount));
  // The first message's failures went out once: it offers no second resend.
  await page.goto(firstUrl);
  await expect(page.getByLabel("실패 건수")).toHaveText(String(failCount));
  await expect(page.getByRole("button", { name: "실패 재발송" })).toHaveCount(0);
});

test("(d) 예약발송: a scheduled message waits and is cancelled", async () => {
  await page.getByRole("tab", { name: "문자발송" }).click();
  await page.getByRole("textbox", { name: "수신번호" }).fill("01012341234");
  await page.getByRole("button", { name: "번호 추가" }).click();
  await page.getByRole("textbox", { name: "메시지 내용" }).fill("예약 안내");
  await expect(page.getByText("이미지 첨부 (최대 3장, 장당 300KB)")).toBeVisible();
  await page.getByLabel("이미지 첨부").setInputFiles({ name: "poster.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByLabel("메시지 유형")).toHaveText("MMS");
  await page.getByRole("radio", { name: "예약발송" }).check();
  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expectAlert("예약발송일시를 선택해 주세요.");
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  const local = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T10:00`;
  await page.getByLabel("예약발송일시").fill(local);
  await page.getByRole("button", { name: "다음", exact: true }).click();
  // A scheduled send can be cancelled while it waits, its charge refunded.
  await expect(page.getByRole("alert").filter({ hasText: "예약 발송은 발송 전(예약대기)까지" })).toContainText(
    "취소하면 차감된 비용이 환불됩니다.",
  );
  await shot("cost-scheduled");
  await page.getByRole("checkbox", { name: /발송 건수와 비용을 확인했으며/ }).check();
  // While the text gateway is in maintenance (SMS_SEND) the send stops with its message.
  await setMaintenance(page.request, "SMS_SEND", true);
  try {
    await page.getByRole("button", { name: "발송", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "알림" })).toBeVisible();
    await shot("maintenance-alert");
    await expectAlert("현재 문자 발송 시스템 점검 중입니다.");
    await expect(page.getByRole("heading", { name: "발송 비용" })).toBeVisible();
  } finally {
    await setMaintenance(page.request, "SMS_SEND", false);
  }
  await page.getByRole("button", { name: "발송", exact: true }).click();
  await expect(page).toHaveURL(/\/messages\/records\/\d+$/);
  await expect(page.getByText("예약대기")).toBeVisible();
  await expect(page.getByRole("region", { name: "발송 정보" })).toContainText("MMS");
  await expect(page.getByRole("region", { name: "발송 정보" })).toContainText("poster.png");
  await shot("record-scheduled");
  await page.getByRole("button", { name: "예약 취소" }).click();
  const cancelDialog = page.getByRole("dialog", { name: "예약 발송 취소" });
  await expect(cancelDialog).toContainText("예약된 문자 발송을 취소하시겠습니까? 차감된 비용은 모두 환불됩니다.");
  await expect(cancelDialog).toContainText("환불 금액");
  await shot("cancel-confirm");
  await cancelDialog.getByRole("button", { name: "예약 취소" }).click();
  await expect(page.getByText("문자 예약 전송 취소가 완료되었습니다.")).toBeVisible();
  await expect(page.getByText("예약취소")).toBeVisible();

  await page.getByRole("button", { name: "삭제" }).click();
  await expect(page.getByRole("dialog", { name: "문자함 삭제" })).toBeVisible();
  await shot("delete-confirm");
  await page.getByRole("dialog", { name: "문자함 삭제" }).getByRole("button", { name: "삭제" }).click();
  await expect(page.getByText("해당 문자함을 삭제하였습니다.")).toBeVisible();
  await expect(page).toHaveURL(/\/messages\/records$/);
  const records = page.getByRole("table", { name: "문자 발송 내역" });
  await expect(records.getByRole("row", { name: /즉시발송 02-1588-0000/ })).toHaveCount(2);
  await expect(records.getByRole("row", { name: /예약발송 02-1588-0000/ })).toHaveCount(0);
  await shot("records");
});

test("(e) 보낸 메시지함: an earlier message becomes the draft", async () => {
  await page.getByRole("tab", { name: "문자발송" }).click();
  await page.getByRole("button", { name: "보낸 메시지함" }).click();
  const box = page.getByRole("dialog", { name: "보낸 메시지함" });
  await expect(box.getByRole("listitem").first()).toBeVisible();
  await shot("sent-box");
  await box.getByRole("button", { name: "불러오기" }).first().click();
  await expect(box).toBeHidden();
  await expect(page.getByRole("textbox", { name: "메시지 내용" })).toHaveValue("정기총회 안내드립니다.");
});

test("(f) 발신번호 삭제 needs the password", async () => {
  await page.getByRole("tab", { name: "발신번호 관리" }).click();
  const dialog = await addCaller(SPARE_CALLER, "예비번호");
  await dialog.getByRole("button", { name: "등록" }).click();
  await expect(page.getByText("발신번호가 등록되었습니다.")).toBeVisible();
  const list = page.getByRole("table", { name: "발신번호 목록" });
  await list
    .getByRole("row", { name: /031-777-0001/ })
    .getByRole("checkbox")
    .check();
  await page.getByRole("button", { name: "선택 삭제" }).click();
  const confirm = page.getByRole("dialog", { name: "발신번호 삭제" });
  await confirm.getByRole("button", { name: "삭제" }).click();
  await expect(confirm).toContainText("비밀번호를 입력해 주세요.");
  await confirm.getByLabel("비밀번호").fill(DEMO_LOGIN.password);
  await shot("caller-delete-dialog");
  await confirm.getByRole("button", { name: "삭제" }).click();
  await expect(page.getByText("발신번호가 삭제되었습니다.")).toBeVisible();
  await expect(list.getByRole("row", { name: /031-777-0001/ })).toHaveCount(0);
  await expect(list.getByRole("row", { name: /02-1588-0000/ })).toBeVisible();
});
