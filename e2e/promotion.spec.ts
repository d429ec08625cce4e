import { expect, type Page, test } from "@playwright/test";
import { textsTo } from "./support/ballot-phone";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = process.env.PROMOTION_SHOTS ?? "/tmp/shots-relaypromo";
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/promotion-${name}.png`, fullPage: true });

const UNION = 1;
const LIST = `/unions/${UNION}/meet-management/promotion`;
/** The demo's in-progress meeting and its seeded staff (apps/server/src/db/seed/promotion-demo-seed.ts). */
const MAIN = "2026년 정기총회";
const MANAGER_PHONE = "01051230011";
const UNUSED_HEAD = "정우진";
const run = String(Date.now()).slice(-6);
const HEAD_NAME = `이현${run.slice(-3)}`;
const HEAD_PHONE = `0107${run}0`.slice(0, 11);

test.describe.configure({ mode: "serial", timeout: 150_000 });

const table = (page: Page, name: string) => page.getByRole("table", { name });

async function expectAlert(page: Page, message: string) {
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText(message);
  await alert.getByRole("button", { name: "확인" }).click();
  await expect(alert).toBeHidden();
}

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
});

test("the promotion list: counts, filters, Excel", async () => {
  await page.goto(LIST);
  await expect(page.getByRole("heading", { name: "홍보 요원 관리", level: 1 })).toBeVisible();
  // The demo meetings and their promotion staff are seeded by a job after the server starts.
  await expect(async () => {
    await page.reload();
    await expect(table(page, "홍보 관리 총회 목록").getByRole("link", { name: MAIN })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000 });
  const row = table(page, "홍보 관리 총회 목록").getByRole("row").filter({ hasText: MAIN });
  await expect(row).toContainText("5");
  await expect(row).toContainText("6");
  await shot(page, "list");

  await page.getByRole("combobox", { name: "유형" }).click();
  await page.getByRole("option", { name: "임시", exact: true }).click();
  await page.getByRole("button", { name: "검색" }).click();
  await expect(page).toHaveURL(/meetType=SPECIAL/);
  await expect(table(page, "홍보 관리 총회 목록").getByRole("link", { name: MAIN })).toHaveCount(0);
  await expect(table(page, "홍보 관리 총회 목록")).toContainText("2026년 제1차 임시총회");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "엑셀 다운로드" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^홍보관리_\d{8}\.xlsx$/);
  await page.getByRole("button", { name: "초기화" }).click();
  await table(page, "홍보 관리 총회 목록").getByRole("link", { name: MAIN }).click();
  await expect(page.getByRole("tab", { name: "홍보 팀장 관리" })).toHaveAttribute("aria-selected", "true");
});

test("registers a head (required fields, then E03206 changes a manager to head) and sends its account", async ({
  request,
}) => {
  const heads = table(page, "홍보 팀장 목록");
  await expect(heads).toContainText("김정호");
  // Only USE rows can be ticked: the head set 미사용 cannot.
  await expect(heads.getByRole("row").filter({ hasText: UNUSED_HEAD }).getByRole("checkbox")).toBeDisabled();
  await shot(page, "heads");

  await page.getByRole("button", { name: "계정 발송" }).click();
  await expectAlert(page, "선택된 대상이 없습니다.");

  await page.getByRole("button", { name: "홍보 팀장 등록" }).click();
  const dialog = page.getByRole("dialog", { name: "홍보 팀장 등록" });
  await dialog.getByRole("button", { name: "등록" }).click();
  await expectAlert(page, "입력되지 않은 값이 있습니다.");
  await dialog.getByLabel("이름").fill(HEAD_NAME);
  await dialog.getByLabel("전화번호").fill(HEAD_PHONE);
  await dialog.getByLabel("메모").fill("e2e 등록 팀장");
  await shot(page, "register");
  await dialog.getByRole("button", { name: "등록" }).click();
  await expect(page.getByText("등록이 완료되었습니다.")).toBeVisible();
  await expect(heads.getByRole("row").filter({ hasText: HEAD_NAME })).toContainText("미발송");

  // A manager's phone: E03206 asks, then the manager becomes head.
  await page.getByRole("button", { name: "홍보 팀장 등록" }).click();
  await dialog.getByLabel("이름").fill("한지민");
  await dialog.getByLabel("전화번호").fill(MANAGER_PHONE);
  await dialog.getByRole("button", { name: "등록" }).click();
  const confirm = page.getByRole("dialog", { name: "확인" });
  await expect(confirm).toContainText("이미 담당자로 등록되어있는 정보입니다. 홍보 팀장으로 변경하시겠습니까?");
  await shot(page, "e03206");
  await confirm.getByRole("button", { name: "확인" }).click();
  await expect(page.getByText("홍보 팀장으로 변경이 완료되었습니다.")).toBeVisible();
  await expect(heads).toContainText("한지민");

  // Send the new head's account: its id and a temporary password are texted.
  await page.getByLabel("이름").first().fill(HEAD_NAME);
  await page.getByRole("button", { name: "검색" }).click();
  const newRow = heads.getByRole("row").filter({ hasText: HEAD_NAME });
  await expect(heads.getByRole("row")).toHaveCount(2);
  await newRow.getByRole("checkbox").check();
  await page.getByRole("button", { name: "계정 발송" }).click();
  const sending = page.getByRole("dialog", { name: "계정 발송" });
  await expect(sending).toContainText("1명에게 아이디와 임시 비밀번호를 문자로 발송합니다.");
  await sending.getByRole("button", { name: "발송" }).click();
  await expect(page.getByText("계정이 발송되었습니다.")).toBeVisible();
  await expect(newRow).not.toContainText("미발송");
  await shot(page, "sent");

  // The account signs in with what was texted and reads its voters: both histories show it.
  const loginId = (await newRow.getByRole("cell").nth(2).textContent())?.trim() ?? "";
  expect(loginId).toMatch(/^hp[a-z0-9]{6}$/);
  const found = await page.request.get(
    `/v1/meets/${mainMeetSeq()}/promotion-users?name=${encodeURIComponent(HEAD_NAME)}`,
    { headers: await authHeaders() },
  );
  const seq = (await found.json()).data[0].promotionUserSeq as number;
  const [text] = await textsTo(request, HEAD_PHONE, `promotion:${seq}:account`);
  expect(text?.text).toContain(`아이디: ${loginId}`);
  const password = /임시 비밀번호: (\S+)/.exec(text?.text ?? "")?.[1] ?? "";
  const signedIn = await request.post("/v1/promotion/sign-in", { data: { id: loginId, password } });
  expect(signedIn.ok()).toBe(true);
  const token = (await signedIn.json()).data.accessToken as string;
  const voters = await request.get("/v1/promotion/participants", { headers: { authorization: `Bearer ${token}` } });
  expect(voters.ok()).toBe(true);
  // Its token opens no ballot or staff route.
  const ballot = await request.get(`/v1/meets/${mainMeetSeq()}/vote/result`, {
    headers: { authorization: `Bearer ${token}`, "union-seq": String(UNION) },
  });
  expect(ballot.status()).toBe(401);
  await request.post("/v1/promotion/sign-out", { headers: { authorization: `Bearer ${token}` } });

  await page.getByRole("tab", { name: "접속 이력" }).click();
  const connections = table(page, "접속 이력");
  await expect(connections.getByRole("row").filter({ hasText: HEAD_NAME }).first()).toContainText("로그아웃");
  await expect(connections.getByRole("row").filter({ hasText: HEAD_NAME }).nth(1)).toContainText("로그인");
  await shot(page, "connections");
  await page.getByRole("tab", { name: "사용 이력" }).click();
  await expect(table(page, "사용 이력").getByRole("row").filter({ hasText: HEAD_NAME }).first()).toContainText(
    "담당 선거인 목록 조회 (0명)",
  );
  await shot(page, "executions");
});

async function authHeaders() {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name === "accessToken")?.value ?? "";
  return { authorization: `Bearer ${decodeURIComponent(token)}`, "union-seq": String(UNION) };
}

function mainMeetSeq() {
  const match = /\/promotion\/(\d+)/.exec(page.url());
  return Number(match?.[1]);
}
