import { createHash } from "node:crypto";
import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = "/tmp/shots-receipts";
const UNION = 1;
const DEMO_MEET_NAME = "2026년 정기총회";
const RECEIPTS_MEET_NAME = "2026년 제3차 임시총회";
const MEET_PASSWORD = "meet1234";
/** The demo's receipts page (apps/server/src/db/seed/meetings-receipts-demo-seed.ts, `receiptsDemoLinkCode`). */
const RECEIPTS_PATH = `/m/r/receipts${UNION}`;

/**
 * The demo's `i`-th receipt code as its seed derives it (`demoReceiptCode`): 16 Crockford base32 characters of
 * a fixed SHA-256, shown XXXX-XXXX-XXXX-XXXX. Real codes come from the CSPRNG and are shown to the voter once.
 */
function demoReceiptCode(i: number) {
  const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const bytes = createHash("sha256").update(`johap-demo-receipt:${UNION}:${i}`).digest();
  const code = Array.from(bytes.subarray(0, 16), (b) => alphabet[b % 32]).join("");
  return code.replace(/(.{4})(?=.)/g, "$1-");
}
const fingerprintOf = (code: string) => createHash("sha256").update(code.replace(/-/g, "")).digest("hex");

test.describe.configure({ mode: "serial", timeout: 180_000 });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, animations: "disabled", fullPage: true });

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

test("an owner checks a receipt code on the published page and finds it in the list", async ({ browser }) => {
  const phone = await browser.newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await phone.goto(RECEIPTS_PATH);
  await expect(phone.getByRole("heading", { name: RECEIPTS_MEET_NAME, level: 1 })).toBeVisible({ timeout: 60_000 });
  const list = phone.getByRole("region", { name: /집계된 투표의 접수번호/ });
  await expect(list).toContainText("(총 31건)");
  await expect(phone.getByRole("list", { name: "접수번호 지문 목록" }).getByRole("listitem")).toHaveCount(31);
  await shot(phone, "1-published");

  // A malformed code is refused on the phone; a code nobody holds is not counted.
  const check = phone.getByRole("region", { name: "내 접수번호 확인" });
  await check.getByLabel("접수번호").fill("ABCD-1234");
  await check.getByRole("button", { name: "확인" }).click();
  await expect(check.getByRole("alert")).toHaveText("접수번호 16자리를 확인해 주세요.");
  await check.getByLabel("접수번호").fill("ZZZZ-ZZZZ-ZZZZ-ZZZZ");
  await check.getByRole("button", { name: "확인" }).click();
  await expect(check.getByRole("status")).toContainText(
    "이 접수번호로 접수된 투표가 없습니다. 접수번호를 다시 확인해 주세요.",
  );

  // The demo voter's code, typed in lowercase: counted, with the fingerprint computed on the phone too.
  const code = demoReceiptCode(0);
  await check.getByLabel("접수번호").fill(code.toLowerCase());
  await check.getByRole("button", { name: "확인" }).click();
  const answer = check.getByRole("status");
  await expect(answer).toContainText("이 접수번호의 투표가 집계에 포함되어 있습니다.");
  await expect(answer).toContainText("전자투표");
  await expect(answer).toContainText("이 기기에서 계산한 지문과 같습니다.");
  const fingerprint = fingerprintOf(code);
  await expect(answer).toContainText(fingerprint.slice(0, 8));
  await shot(phone, "2-checked");

  // 공개 목록에서 보기: the voter's fingerprint marked on its page of the public list.
  await answer.getByRole("button", { name: /공개 목록에서 보기/ }).click();
  const mine = list.locator("li.mine");
  await expect(mine).toContainText("내 접수번호");
  await expect(mine).toContainText(fingerprint.slice(-8));
  await mine.scrollIntoViewIfNeeded();
  await shot(phone, "3-marked");

  // Searching by the fingerprint's first digits finds it.
  await list.getByLabel("지문 앞자리로 찾기").fill(fingerprint.slice(0, 5).toUpperCase());
  await list.getByRole("button", { name: "찾기" }).click();
  await expect(list.getByRole("listitem").first()).toContainText(fingerprint.slice(0, 8));
  await phone.close();
});

test("the page says the list is not published while a meeting with an on-site part is under way", async ({
  browser,
}) => {
  const page = await browser.newPage();
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "accessToken")?.value;
  const meets = await page.request.get("/v1/meets?page=0&pageSize=50", {
    headers: { authorization: `Bearer ${token}`, "Union-Seq": String(UNION) },
  });
  const demo = ((await meets.json()).data as { meetSeq: number; name: string; meetStatus: string }[]).find(
    (m) => m.name === DEMO_MEET_NAME && m.meetStatus === "PROCESS",
  );
  const detail = await page.request.get(`/v1/meets/${demo!.meetSeq}`, {
    headers: { authorization: `Bearer ${token}`, "Union-Seq": String(UNION) },
  });
  const linkCode = (await detail.json()).data.linkCode as string;
  await page.goto(`/m/r/${linkCode}`);
  await expect(page.getByRole("heading", { name: "아직 공개 전입니다" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("투표가 마감된 뒤에 접수번호를 확인할 수 있습니다.");
  await expect(page.getByText("총회 당일 개표를 시작하면 공개됩니다.")).toBeVisible();
  await shot(page, "4-not-closed");

  // The console: 정족수 충족 예상 on the meeting's 실시간 참석 현황.
  await page.goto(`/unions/${UNION}/meet-management/history/${demo!.meetSeq}?tab=attendance`);
  const gate = page.getByRole("form", { name: "총회 비밀번호 확인" });
  await gate.getByLabel("비밀번호", { exact: true }).fill(MEET_PASSWORD);
  await gate.getByRole("button", { name: "확인" }).click();
  const forecast = page.getByRole("region", { name: "정족수 충족 예상" });
  await expect(forecast).toBeVisible({ timeout: 30_000 });
  await expect(forecast.getByTestId("quorum-status")).toHaveText(/정족수 (충족|충족 예상|미달 예상)/);
  const table = forecast.getByRole("table", { name: "안건 종류별 정족수" });
  await expect(table).toContainText("일반 안건");
  await expect(table).toContainText("조합원 과반수 출석");
  await expect(table).toContainText("조합원 100분의 10 이상 직접 출석");
  await expect(table).toContainText("도시정비법 제45조제3항");
  await forecast.scrollIntoViewIfNeeded();
  await shot(page, "5-quorum-forecast");

  // The opening wizard's agenda step offers 안건 종류 (the quorum rules an agenda falls under).
  await page.goto(`/unions/${UNION}/meet-management/open`);
  const boxes = page.getByRole("table", { name: "선거인 후보 목록" }).getByRole("checkbox", { name: "행 선택" });
  await boxes.first().check();
  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expect(page).toHaveURL(/\/open\/agenda$/);
  const agenda = page.getByRole("group", { name: "1번째 안건" });
  const kind = agenda.getByRole("combobox", { name: "안건 종류" });
  await expect(kind).toHaveText("일반 안건");
  await kind.click();
  await page.getByRole("option", { name: "시공자 선정" }).click();
  await expect(kind).toHaveText("시공자 선정");
  await agenda.scrollIntoViewIfNeeded();
  await shot(page, "6-agenda-kind");
  await page.close();
});
