import { expect, type Page, test } from "@playwright/test";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = process.env.MEETDETAIL_SHOTS ?? "../.tmp/screens";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/meetings-detail-${name}.png`, fullPage: true });

const UNION = 1;
const HISTORY = `/unions/${UNION}/meet-management/history`;
/** The demo's meetings (apps/server/src/db/seed/meetings-demo-plan.ts) and their detail password. */
const MAIN = "2026년 정기총회";
const BEFORE = "2026년 제1차 임시총회";
const MOCK = "전자투표 모의 총회";
const PASSWORD = "meet1234";

// The demo meetings are seeded by a job after the server starts; on a busy machine the first pages are slow.
test.describe.configure({ timeout: 150_000 });

const table = (page: Page) => page.getByRole("table", { name: "총회 내역" });

/** The demo meetings are seeded after the demo register (a job after listen): wait for them. */
async function openHistory(page: Page) {
  await page.goto(HISTORY);
  await expect(page.getByRole("heading", { name: "총회 내역", level: 1 })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(table(page).getByRole("link", { name: MAIN })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
}

async function pickFilter(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function passGate(page: Page, password: string) {
  const gate = page.getByRole("form", { name: "총회 비밀번호 확인" });
  await gate.getByLabel("비밀번호").fill(password);
  await gate.getByRole("button", { name: "확인" }).click();
}

test("the history list: filters with 전체, the empty text and the Excel download", async ({ page }) => {
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  await openHistory(page);
  await expect(table(page)).toContainText(BEFORE);
  await expect(table(page)).toContainText(MOCK);
  await shot(page, "history");

  await pickFilter(page, "투표 방식", "전자투표");
  await page.getByRole("button", { name: "검색" }).click();
  await expect(page).toHaveURL(/meetMethod=ELECTRONIC/);
  await expect(table(page).getByRole("link", { name: BEFORE })).toBeVisible();
  await expect(table(page).getByRole("link", { name: MAIN })).toHaveCount(0);

  await pickFilter(page, "진행 상태", "진행전");
  await page.getByRole("button", { name: "검색" }).click();
  await expect(table(page).getByRole("link", { name: BEFORE })).toBeVisible();
  await expect(table(page).getByRole("link", { name: MOCK })).toHaveCount(0);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "엑셀 다운로드" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^총회내역_\d{8}\.xlsx$/);

  await page.getByRole("button", { name: "초기화" }).click();
  await page.getByLabel("총회명").fill("없는 총회 이름");
  await page.getByRole("button", { name: "검색" }).click();
  await expect(table(page)).toContainText("표시할 데이터가 없습니다.");
  await page.getByRole("button", { name: "초기화" }).click();
  await expect(table(page).getByRole("link", { name: MAIN })).toBeVisible();
});

test("a meeting behind its password: HOME, 투표 보기, 정보 수정 and the password change", async ({ page }) => {
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  await openHistory(page);
  await table(page).getByRole("link", { name: BEFORE }).click();

  // The password gate: empty, wrong, then right.
  const gate = page.getByRole("form", { name: "총회 비밀번호 확인" });
  await expect(gate).toBeVisible();
  await shot(page, "gate");
  await gate.getByRole("button", { name: "확인" }).click();
  await expect(gate).toContainText("비밀번호를 입력해주세요.");
  await passGate(page, "wrong-one");
  await expect(gate).toContainText("입력한 비밀번호가 일치하지 않습니다.");
  await passGate(page, PASSWORD);

  // HOME of an ELECTRONIC meeting: its tabs, the overview and electronic blocks, the counts.
  await expect(page.getByRole("tab", { name: "HOME" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "서면투표 관리" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "총회 개요" })).toContainText(BEFORE);
  await expect(page.getByRole("region", { name: "전자투표 정보" })).toBeVisible();
  await expect(page.getByRole("region", { name: "선거인 현황" })).toContainText("전체 선거인");
  await shot(page, "home");

  // 투표 보기: the agendas as the voters see them.
  await page.getByRole("button", { name: "투표 보기" }).click();
  const ballot = page.getByRole("dialog");
  await expect(ballot).toContainText("제1호 안건");
  await expect(ballot).toContainText("시공자 선정 및 계약 체결의 건");
  await shot(page, "vote-view");
  await ballot.getByRole("button", { name: "닫기" }).click();

  // 정보 수정: the convener and the e-vote guidance; an empty contact is refused first.
  await page.getByRole("button", { name: "정보 수정" }).click();
  const edit = page.getByRole("dialog", { name: "정보 수정" });
  await edit.getByLabel("소집권자").fill("김소집");
  await edit.getByLabel("안내 문구").fill("전자투표 안내를 바꿨습니다.");
  await edit.getByLabel("문의전화번호").fill("");
  await edit.getByRole("button", { name: "저장" }).click();
  await expect(page.getByRole("dialog", { name: "알림" })).toContainText("문의전화번호를 입력하세요");
  await page.getByRole("dialog", { name: "알림" }).getByRole("button", { name: "확인" }).click();
  await edit.getByLabel("문의전화번호").fill("0212345678");
  await shot(page, "edit");
  await edit.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("총회 정보가 수정되었습니다.")).toBeVisible();
  await expect(page.getByRole("region", { name: "총회 개요" })).toContainText("김소집");
  await expect(page.getByRole("region", { name: "전자투표 정보" })).toContainText("전자투표 안내를 바꿨습니다.");

  // 비밀번호 변경: the re-entry must match; then changed, and changed back for the other journeys.
  await page.getByRole("button", { name: "비밀번호 변경" }).click();
  const change = page.getByRole("dialog", { name: "비밀번호 변경" });
  await change.getByLabel("현재 비밀번호").fill(PASSWORD);
  await change.getByLabel("새 비밀번호", { exact: true }).fill("new1234");
  await change.getByLabel("새 비밀번호 확인").fill("new12345");
  await change.getByRole("button", { name: "저장" }).click();
  await expect(page.getByRole("dialog", { name: "알림" })).toContainText("새 비밀번호가 일치하지 않습니다.");
  await page.getByRole("dialog", { name: "알림" }).getByRole("button", { name: "확인" }).click();
  await change.getByLabel("새 비밀번호 확인").fill("new1234");
  await shot(page, "password");
  await change.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("비밀번호 변경이 완료되었습니다.")).toBeVisible();
  await expect(change).toBeHidden();

  // A new tab of the browser asks again; the new password opens it; then the old one is restored.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await passGate(other, PASSWORD);
  await expect(other.getByRole("form", { name: "총회 비밀번호 확인" })).toContainText(
    "입력한 비밀번호가 일치하지 않습니다.",
  );
  await passGate(other, "new1234");
  await expect(other.getByRole("tab", { name: "HOME" })).toBeVisible();
  await other.getByRole("button", { name: "비밀번호 변경" }).click();
  const back = other.getByRole("dialog", { name: "비밀번호 변경" });
  await back.getByLabel("현재 비밀번호").fill("new1234");
  await back.getByLabel("새 비밀번호", { exact: true }).fill(PASSWORD);
  await back.getByLabel("새 비밀번호 확인").fill(PASSWORD);
  await back.getByRole("button", { name: "저장" }).click();
  await expect(other.getByText("비밀번호 변경이 완료되었습니다.")).toBeVisible();
  await other.close();

  // The same tab keeps the verified password through a reload.
  await page.reload();
  await expect(page.getByRole("tab", { name: "HOME" })).toBeVisible();
  await expect(page.getByRole("form", { name: "총회 비밀번호 확인" })).toHaveCount(0);
});

test("a mock meeting shows its banner, and the main meeting the tabs of ONSITE_ELECTRONIC", async ({ page }) => {
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  await openHistory(page);
  await table(page).getByRole("link", { name: MOCK }).click();
  await passGate(page, PASSWORD);
  await expect(page.getByText("모의 총회 내역입니다.")).toBeVisible();
  await expect(page.getByRole("region", { name: "선거인 현황" })).toContainText("가상 선거인");
  await shot(page, "mock");

  await page.getByRole("link", { name: "목록" }).click();
  await table(page).getByRole("link", { name: MAIN }).click();
  await passGate(page, PASSWORD);
  await expect(page.getByRole("tab", { name: "HOME" })).toBeVisible();
  await expect(page.getByText("모의 총회 내역입니다.")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "선거인 현황" })).toContainText("투표 완료");
  await shot(page, "main");
});
