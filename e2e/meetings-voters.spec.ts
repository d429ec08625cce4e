import { expect, type Page, test } from "@playwright/test";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = process.env.MEETVOTERS_SHOTS ?? "../.tmp/screens";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/meetings-voters-${name}.png`, fullPage: true });

const UNION = 1;
const HISTORY = `/unions/${UNION}/meet-management/history`;
/** The demo's ONSITE_ELECTRONIC meeting in PROCESS (apps/server/src/db/seed/meetings-demo-plan.ts). */
const MAIN = "2026년 정기총회";
const PASSWORD = "meet1234";

const voters = (page: Page) => page.getByRole("table", { name: "선거인 목록" });
const roster = (page: Page) => page.getByRole("table", { name: "선거인 관리" });
const alertDialog = (page: Page) => page.getByRole("dialog", { name: "알림" });

/** The console's first load can be slow on a busy machine: open the sign-in page once before signing in. */
async function signInWarm(page: Page) {
  test.slow();
  await page.goto("/");
  await page.waitForURL(/\/oauth\/authorize\?/, { timeout: 90_000 });
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
}

/** The demo meetings are seeded after the demo register (a job after listen): wait, then pass the gate. */
async function openMain(page: Page) {
  const table = page.getByRole("table", { name: "총회 내역" });
  // The sign-in's last redirect may still be landing on "/": each try navigates afresh. Searched by name: other
  // journeys open meetings on the same server, and the newest come first.
  await expect(async () => {
    await page.goto(`${HISTORY}?meetName=${encodeURIComponent(MAIN)}`);
    await expect(table.getByRole("link", { name: MAIN })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  await table.getByRole("link", { name: MAIN }).click();
  const gate = page.getByRole("form", { name: "총회 비밀번호 확인" });
  await gate.getByLabel("비밀번호").fill(PASSWORD);
  await gate.getByRole("button", { name: "확인" }).click();
  await expect(page.getByRole("tab", { name: "HOME" })).toBeVisible();
}

/** The number after a label in the 전체 / 조회 목록 line. */
async function countOf(page: Page, label: "전체" | "조회 목록") {
  const text = (await page.getByLabel("선거인 수").textContent()) ?? "";
  const match = new RegExp(`${label}\\s*([\\d,]+)명`).exec(text);
  return Number((match?.[1] ?? "0").replaceAll(",", ""));
}

test("전자투표 관리: count cards, search, send history, resend with its cost and consent box", async ({ page }) => {
  await signInWarm(page);
  await openMain(page);
  await page.getByRole("tab", { name: "전자투표 관리" }).click();
  await expect(page.getByRole("group", { name: "전자투표 발송 현황" })).toContainText("수신완료");
  await expect(page.getByRole("group", { name: "전자투표 진행 현황" })).toContainText("투표완료");
  await expect(voters(page).getByRole("row")).toHaveCount(11);
  const total = await countOf(page, "전체");
  expect(total).toBeGreaterThan(100);
  await shot(page, "evote");

  // A status filter narrows 조회 목록 and leaves 전체.
  await page.getByRole("combobox", { name: "전자투표 상태" }).click();
  await page.getByRole("option", { name: "투표완료", exact: true }).click();
  await page.getByRole("button", { name: "검색" }).click();
  await expect.poll(() => countOf(page, "조회 목록")).toBeLessThan(total);
  expect(await countOf(page, "전체")).toBe(total);
  await expect(voters(page).getByRole("row").nth(1)).toContainText("투표완료");
  await page.getByRole("button", { name: "초기화" }).click();

  // The first voter not voted: its send history, then a resend (consent box first).
  await page.getByRole("combobox", { name: "전자투표 상태" }).click();
  await page.getByRole("option", { name: "수신완료", exact: true }).click();
  await page.getByRole("button", { name: "검색" }).click();
  const row = voters(page).getByRole("row").nth(1);
  await expect(row).toContainText("수신완료");
  const name = (await row.getByRole("button").first().textContent()) ?? "";
  await row.getByRole("button", { name: `${name} 관리` }).click();
  await page.getByRole("menuitem", { name: "발송 이력" }).click();
  const history = page.getByRole("dialog", { name: /전자투표 발송 이력/ });
  await expect(history.getByRole("table")).toContainText("발송");
  await shot(page, "send-history");
  await history.getByRole("button", { name: "닫기" }).click();

  await row.getByRole("button", { name: `${name} 관리` }).click();
  await page.getByRole("menuitem", { name: "전자투표 재발송" }).click();
  const resend = page.getByRole("dialog", { name: "전자투표 재발송" });
  await expect(resend).toContainText("재발송 대상 1명");
  await expect(resend).toContainText("50원");
  await resend.getByRole("button", { name: "재발송" }).click();
  await expect(alertDialog(page)).toContainText("주의사항을 확인하시고 내용에 동의해 주세요.");
  await alertDialog(page).getByRole("button", { name: "확인" }).click();
  await resend.getByLabel("주의사항을 확인하였으며 내용에 동의합니다.").check();
  await shot(page, "resend");
  await resend.getByRole("button", { name: "재발송" }).click();
  await expect(page.getByText("전자투표 재발송이 완료되었습니다.")).toBeVisible();

  // The member detail popup from the name.
  await page.getByRole("button", { name: "초기화" }).click();
  await voters(page).getByRole("row").nth(1).getByRole("button").first().click();
  await expect(page.getByRole("dialog", { name: "회원 상세" })).toContainText("연번");
  await page.getByRole("dialog", { name: "회원 상세" }).getByRole("button", { name: "닫기" }).click();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "내역 다운" }).click();
  expect((await downloading).suggestedFilename()).toMatch(/선거인 목록_\d{8}\.xlsx$/);
});

test("선거인 관리: delete with password and reason, add back through three dialogs, edit, change history", async ({
  page,
}) => {
  await signInWarm(page);
  await openMain(page);
  await page.getByRole("tab", { name: "선거인 관리" }).click();
  await expect(roster(page).getByRole("row")).toHaveCount(11);
  const total = await countOf(page, "전체");
  await shot(page, "roster");

  // Delete the last voter on the first page: acknowledgement, password, reason.
  const row = roster(page).getByRole("row").nth(10);
  const name = (await row.getByRole("button").first().textContent()) ?? "";
  await row.getByRole("button", { name: `${name} 관리` }).click();
  await page.getByRole("menuitem", { name: "삭제" }).click();
  const remove = page.getByRole("dialog", { name: "선거인 삭제" });
  await remove.getByRole("button", { name: "삭제" }).click();
  await expect(alertDialog(page)).toContainText("주의사항을 확인하시고 내용에 동의해 주세요");
  await alertDialog(page).getByRole("button", { name: "확인" }).click();
  await remove.getByLabel("주의사항을 확인하였으며 내용에 동의합니다.").check();
  await remove.getByLabel("총회 비밀번호").fill("12");
  await remove.getByRole("button", { name: "삭제" }).click();
  await expect(alertDialog(page)).toContainText("비밀번호는 4자이상 입력하세요");
  await alertDialog(page).getByRole("button", { name: "확인" }).click();
  await remove.getByLabel("총회 비밀번호").fill(PASSWORD);
  await remove.getByRole("button", { name: "삭제" }).click();
  await expect(alertDialog(page)).toContainText("삭제 사유를 입력해 주세요");
  await alertDialog(page).getByRole("button", { name: "확인" }).click();
  await remove.getByLabel("삭제 사유").fill("주소 불명으로 중복 등록");
  await shot(page, "delete");
  await remove.getByRole("button", { name: "삭제" }).click();
  await expect(page.getByText("삭제되었습니다.")).toBeVisible();
  await expect.poll(() => countOf(page, "전체")).toBe(total - 1);

  // Add the owner back: 선거인 추가하기 → 추가 선거인 목록 → 선거인 추가 (consent).
  await page.getByRole("button", { name: "선거인 추가하기" }).click();
  const pick = page.getByRole("dialog", { name: "선거인 추가하기" });
  await pick.getByRole("button", { name: "다음", exact: true }).click();
  await expect(alertDialog(page)).toContainText("선택된 조합원이 없습니다.");
  await alertDialog(page).getByRole("button", { name: "확인" }).click();
  await pick.getByLabel("이름").fill(name);
  const candidate = pick.getByRole("row").filter({ hasText: name }).first();
  await candidate.getByRole("checkbox").check();
  await shot(page, "add-pick");
  await pick.getByRole("button", { name: "다음", exact: true }).click();
  const review = page.getByRole("dialog", { name: "추가 선거인 목록" });
  await expect(review).toContainText(name);
  await review.getByRole("button", { name: "추가하기" }).click();
  const confirm = page.getByRole("dialog", { name: "선거인 추가" });
  await confirm.getByLabel("주의사항을 확인하였으며 내용에 동의합니다.").check();
  await confirm.getByRole("button", { name: "확인" }).click();
  await expect(page.getByText("선거인 추가가 완료되었습니다.")).toBeVisible();
  await expect.poll(() => countOf(page, "전체")).toBe(total);

  // Edit the re-added voter (nothing sent yet): a bad birth date is refused, then the phone change offers a resend.
  await page.getByRole("textbox", { name: "이름" }).fill(name);
  await page.getByRole("button", { name: "검색" }).click();
  const again = roster(page).getByRole("row").nth(1);
  await again.getByRole("button", { name: `${name} 관리` }).click();
  await page.getByRole("menuitem", { name: "정보 수정" }).click();
  await expect(page.getByRole("heading", { name: "선거인 수정" })).toBeVisible();
  await page.getByLabel("성별", { exact: true }).click();
  await page.getByRole("option", { name: "남자", exact: true }).click();
  await page.getByLabel("생년월일", { exact: true }).fill("1960");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(alertDialog(page)).toContainText("생년월일을 확인해 주세요");
  await alertDialog(page).getByRole("button", { name: "확인" }).click();
  await page.getByLabel("생년월일", { exact: true }).fill("19600101");
  await page.getByRole("textbox", { name: /^전화번호/ }).fill("01077778888");
  await shot(page, "edit");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("변경사항 저장 되었습니다.")).toBeVisible();
  const offer = page.getByRole("dialog", { name: "전자투표 재발송" });
  await expect(offer).toContainText("재발송 대상 1명");
  await shot(page, "edit-resend");
  await offer.getByRole("button", { name: "취소" }).click();
  await expect(page.getByRole("tab", { name: "선거인 관리" })).toHaveAttribute("aria-selected", "true");

  // 변동이력: the delete, the add and the edit, each with its titled dialog.
  await page.getByRole("link", { name: "변동이력" }).click();
  const histories = page.getByRole("table", { name: "선거인 변동이력" });
  await expect(histories).toContainText("삭제");
  await expect(histories).toContainText("추가");
  await expect(histories).toContainText("주소 불명으로 중복 등록");
  await histories
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: "수정", exact: true }) })
    .first()
    .getByRole("button")
    .click();
  const edited = page.getByRole("dialog", { name: "선거인 수정 이력" });
  await expect(edited).toContainText("수정 전");
  await expect(edited).toContainText("010-7777-8888");
  await shot(page, "histories");
});
