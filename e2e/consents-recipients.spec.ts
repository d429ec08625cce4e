import { expect, type Page, test } from "@playwright/test";
import { apiGet, ensureBalance } from "./support/api";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = "/tmp/shots-recipients";
const UNION = 1;
const IN_PROGRESS_TITLE = "정비계획 변경 동의서";

type Recipient = {
  recipientSeq: number;
  status: string;
  registers: { name: { name: string }; ownerType: string; unionRegisterNo: string };
};

test.describe.configure({ mode: "serial" });

let page: Page;
let consentSeq: number;
let detailPath: string;
/** A recipient of the demo consent who has not submitted (not a public owner), found through the API. */
let owner: Recipient;

/** A /v2 consent read with the page's session and the Union-Seq header, as the console sends it. */
async function consentApi<T>(url: string): Promise<{ data: T; pagination?: { totalElements: number } }> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "accessToken")?.value;
  const response = await page.request.get(url, {
    headers: { authorization: `Bearer ${token}`, "Union-Seq": String(UNION) },
  });
  expect(response.ok(), `GET ${url}`).toBe(true);
  return response.json();
}

const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, animations: "disabled" });
const grid = () => page.getByRole("table", { name: "대상자 목록" });
const rowOf = (name: string) =>
  grid()
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: `${name} 소유자 정보` }) });

async function openMenu(name: string) {
  await grid()
    .getByRole("button", { name: `${name} 관리 메뉴` })
    .click();
  return page.getByRole("menu");
}

async function expectAlert(message: string) {
  const alert = page.getByRole("dialog", { name: "알림" });
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

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  await ensureBalance(page, UNION, 50_000);
  const list = await consentApi<{ consentSeq: number; title: string }[]>(
    "/v2/electronic-consents?searchProgressStatus=IN_PROGRESS",
  );
  const consent = list.data.find((c) => c.title === IN_PROGRESS_TITLE);
  if (!consent) throw new Error("the demo consent in progress is missing");
  consentSeq = consent.consentSeq;
  detailPath = `/unions/${UNION}/consent-management/${consentSeq}?tab=recipients`;
  const notSubmitted = await consentApi<Recipient[]>(
    `/v2/electronic-consents/${consentSeq}/recipients?searchStatus=NOT_SUBMITTED&pageSize=100`,
  );
  const person = notSubmitted.data.find((r) => r.registers.ownerType !== "PUBLIC");
  if (!person) throw new Error("no recipient of the demo consent is left to register");
  owner = person;
});

test.afterAll(async () => {
  await page.close();
});

test("the tab lists recipients by register number with counts, search and the owner info popup", async () => {
  const all = await consentApi<Recipient[]>(`/v2/electronic-consents/${consentSeq}/recipients?pageSize=10`);
  await page.goto(detailPath);
  await expect(page.getByRole("tab", { name: "대상자 관리", selected: true })).toBeVisible();
  const total = all.pagination?.totalElements ?? 0;
  await expect(page.getByLabel("대상자 수")).toContainText(`전체 ${total.toLocaleString("ko-KR")}명`);
  await expect(page.getByLabel("대상자 수")).toContainText(`조회 목록 ${total.toLocaleString("ko-KR")}명`);
  // The first page in the API's register number order.
  await expect(grid().locator("tbody tr td:nth-child(2)")).toHaveText(all.data.map((r) => r.registers.unionRegisterNo));
  await shot("tab");

  // Search by name narrows 조회 목록; the owner info popup shows the owner's sections.
  await page.getByRole("search", { name: "대상자 검색" }).getByLabel("이름").fill(owner.registers.name.name);
  await expect(rowOf(owner.registers.name.name)).toHaveCount(1);
  await rowOf(owner.registers.name.name)
    .getByRole("button", { name: `${owner.registers.name.name} 소유자 정보` })
    .click();
  const popup = page.getByRole("dialog", { name: "소유자 정보" });
  for (const section of ["소재지 및 연락처", "소유자 정보", "주소", "대리인 정보"]) {
    await expect(popup.getByRole("region", { name: section })).toBeVisible();
  }
  await expect(popup).toContainText(owner.registers.unionRegisterNo);
  await shot("owner-popup");
  await popup.getByRole("button", { name: "닫기" }).click();
});

test("서면 동의 등록 checks the date, registers, and 철회하기 withdraws it; 이력 보기 shows both", async () => {
  const name = owner.registers.name.name;
  const row = rowOf(name);
  await expect(row).toContainText("미제출");
  // 철회하기 is not available before a submission (spec 02 §4 tooltip).
  let menu = await openMenu(name);
  await expect(menu.getByRole("menuitem", { name: "철회하기" })).toHaveAttribute("aria-disabled", "true");
  await menu.getByRole("menuitem", { name: "서면 동의 등록" }).click();
  const written = page.getByRole("dialog", { name: "서면 동의 등록" });
  await written.getByLabel("제출일자").fill("");
  await written.getByRole("button", { name: "등록" }).click();
  await expectAlert("제출일자를 선택해주세요.");
  await written.getByLabel("제출일자").fill("2000-01-01T10:00");
  await written.getByRole("button", { name: "등록" }).click();
  await expectAlert("동의서 시작일시 이후로 선택해 주세요.");
  const now = new Date(Date.now() - 10 * 60_000);
  const local = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Asia/Seoul",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(now)
    .replace(" ", "T");
  await written.getByLabel("제출일자").fill(local);
  await shot("written-dialog");
  await written.getByRole("button", { name: "등록" }).click();
  await expect(page.getByText("서면 동의 등록이 완료되었습니다.")).toBeVisible();
  await expect(row).toContainText("서면 제출");

  menu = await openMenu(name);
  await expect(menu.getByRole("menuitem", { name: "서면 동의 등록" })).toHaveAttribute("aria-disabled", "true");
  await menu.getByRole("menuitem", { name: "철회하기" }).click();
  const withdraw = page.getByRole("dialog", { name: "철회하기" });
  await withdraw.getByLabel("철회일자").fill("2000-01-01T10:00");
  await withdraw.getByRole("button", { name: "철회" }).click();
  await expectAlert("철회일자는 제출일자와 철회 가능 기한 사이로 선택해 주세요.");
  const later = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Asia/Seoul",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(new Date(Date.now() - 60_000))
    .replace(" ", "T");
  await withdraw.getByLabel("철회일자").fill(later);
  await shot("withdraw-dialog");
  await withdraw.getByRole("button", { name: "철회" }).click();
  await expect(page.getByText("철회가 완료되었습니다.")).toBeVisible();
  await expect(row).toContainText("철회");

  menu = await openMenu(name);
  await menu.getByRole("menuitem", { name: "이력 보기" }).click();
  const history = page.getByRole("dialog", { name: /이력 보기/ });
  const rows = history.getByRole("table", { name: "제출 및 철회 이력" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("제출");
  await expect(rows.nth(0)).toContainText("서면 제출");
  await expect(rows.nth(1)).toContainText("철회");
  await shot("history-dialog");
  await history.getByRole("button", { name: "닫기" }).click();
});

test("내려받기 saves the recipients as an xlsx named with the date", async () => {
  await page.getByRole("search", { name: "대상자 검색" }).getByRole("button", { name: "초기화" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "내려받기" }).click();
  const download = await downloading;
  const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Seoul" }).format(new Date()).replaceAll("-", "");
  expect(download.suggestedFilename()).toBe(`전자 동의서 대상자 관리 내역_${today}.xlsx`);
  expect(await download.failure()).toBeNull();
});

test("일괄 발송 texts the not-submitted recipients and the charge shows in the balance and the ledger", async () => {
  const counts = await consentApi<{ sendable: number }>(`/v2/electronic-consents/${consentSeq}/recipients/counts`);
  expect(counts.data.sendable).toBeGreaterThan(0);
  const before = await balance();
  await page.getByRole("button", { name: "일괄 발송" }).click();
  const confirm = page.getByRole("dialog", { name: "일괄 발송" });
  await expect(confirm).toContainText(`미제출 대상자 ${counts.data.sendable.toLocaleString("ko-KR")}명`);
  await shot("send-confirm");
  await confirm.getByRole("button", { name: "발송" }).click();
  const result = page.getByRole("dialog", { name: "발송 결과" });
  await expect(result).toContainText("전자 동의서가 발송되었습니다.");
  const text = (await result.textContent()) ?? "";
  const cost = Number(/차감 ([\d,]+)원/.exec(text)?.[1]?.replace(/,/g, "") ?? "NaN");
  const sent = Number(/발송 ([\d,]+)건/.exec(text)?.[1]?.replace(/,/g, "") ?? "NaN");
  expect(cost).toBeGreaterThan(0);
  await shot("send-result");
  await result.getByRole("button", { name: "확인" }).click();
  await expect.poll(balance).toBe(before - cost);
  // The ledger holds the send as an SMS usage (points first, then deposit) of the whole cost.
  const transactions = await apiGet(page, `/v1/unions/${UNION}/transactions?page=0&pageSize=10`);
  const usage = (transactions.data as { kind: string; description: string; totalUsageAmount: number }[]).filter(
    (row) => row.kind === "USAGE" && row.description === `문자 발송 (LMS ${sent}건)`,
  );
  expect(usage.reduce((sum, row) => sum + row.totalUsageAmount, 0)).toBe(cost);
});
