import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { ensureDemoStaff } from "./support/api";
import { signIn } from "./support/sign-in";

const SCREENS = path.join(import.meta.dirname, "../.tmp/screens");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENS, `union-users-${name}.png`) });

const GUEST_PHONE = "01055557777";

// 김조합 the supervisor and 이사무 in 사무국, as seeded: the permissions journey changes both (and stops where it fails).
test.beforeAll(async ({ browser }) => {
  await ensureDemoStaff(browser);
});

test("the supervisor invites a member by phone, the member accepts, then is revoked and kept out", async ({
  page,
  browser,
}) => {
  await signIn(page, "demo", "demo1234!");
  await expect(page).toHaveURL(/\/unions\/1$/);
  await page.getByRole("navigation", { name: "사이드 메뉴" }).getByRole("link", { name: "사용자 관리" }).click();
  await expect(page).toHaveURL(/\/unions\/1\/etc-management\/members$/);
  const users = page.getByRole("table", { name: "사용자 목록" });
  await expect(users.getByRole("row", { name: /김조합/ })).toContainText("관리자");
  await expect(users.getByRole("row", { name: /이사무/ })).toContainText("사무국");
  await shot(page, "members");

  await page.getByRole("tab", { name: "초대 목록" }).click();
  await expect(page).toHaveURL(/\/etc-management\/members\/invited$/);
  await page.getByRole("button", { name: "사용자 초대하기" }).click();
  const dialog = page.getByRole("dialog", { name: "사용자 초대" });
  await dialog.getByRole("button", { name: "검색" }).click();
  await expect(page.getByRole("dialog", { name: "알림" })).toContainText("연락처를 입력해 주세요.");
  await page.getByRole("dialog", { name: "알림" }).getByRole("button", { name: "확인" }).click();
  await dialog.getByLabel("연락처").fill("01000000000");
  await dialog.getByRole("button", { name: "검색" }).click();
  await expect(dialog).toContainText("일치하는 가입자를 찾을 수 없습니다.");
  await dialog.getByLabel("연락처").fill("01098765432");
  await dialog.getByRole("button", { name: "검색" }).click();
  await expect(dialog.getByRole("radio", { name: /이사무/ })).toBeDisabled();
  await expect(dialog).toContainText("사용 중");
  await dialog.getByLabel("연락처").fill(GUEST_PHONE);
  await dialog.getByRole("button", { name: "검색" }).click();
  await dialog.getByRole("radio", { name: /박손님/ }).check();
  await shot(page, "invite-dialog");
  await dialog.getByRole("button", { name: "초대하기" }).click();
  await expect(page.getByText("초대가 전송되었습니다.")).toBeVisible();
  const invitations = page.getByRole("table", { name: "초대 목록" });
  await expect(invitations.getByRole("row", { name: /박손님/ })).toContainText("수락전");
  await shot(page, "invited");

  // The invitee, in a browser of their own, accepts on their my page and reaches the union.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await signIn(guest, "guest", "guest1234!");
  await guest.waitForURL(/\/(unions\/\d+|my-page)$/);
  await guest.goto("/my-page");
  const zones = guest.getByRole("region", { name: "나의 사업구역" });
  const invitation = zones.getByRole("row", { name: /한빛1구역 주택재개발정비사업조합/ });
  await expect(invitation).toContainText("수락전");
  await shot(guest, "my-page-invitation");
  await invitation.getByRole("button", { name: "수락" }).click();
  await expect(zones.getByRole("link", { name: "한빛1구역 주택재개발정비사업조합" })).toBeVisible();
  await expect(zones.getByRole("row", { name: /한빛1구역/ }).filter({ hasText: "수락완료" })).toBeVisible();
  await zones.getByRole("link", { name: "한빛1구역 주택재개발정비사업조합" }).click();
  await expect(guest).toHaveURL(/\/unions\/1$/);
  await expect(guest.getByText("한빛1구역 주택재개발정비사업조합에 오신 것을 환영합니다.")).toBeVisible();

  // The supervisor revokes the new user (after confirming).
  await page.getByRole("tab", { name: "사용자 목록" }).click();
  await page.getByLabel("이름").fill("박손님");
  await page.getByRole("button", { name: "검색" }).click();
  await expect(users.getByRole("row")).toHaveCount(2);
  await users.getByRole("button", { name: "박손님 권한 해제" }).click();
  const confirm = page.getByRole("dialog", { name: "사용자 권한 해제" });
  await expect(confirm).toContainText("박손님 님의 사용자 권한을 해제하시겠습니까?");
  await confirm.getByRole("button", { name: "해제" }).click();
  await expect(page.getByText("사용자 권한이 해제되었습니다.")).toBeVisible();
  await expect(users).toContainText("표시할 데이터가 없습니다.");

  // The revoked user can no longer reach the union.
  await guest.reload();
  await expect(guest).toHaveURL(/\/error\/restricted$/);
  await expect(guest.getByRole("dialog", { name: "알림" })).toContainText("사업구역 접근 권한이 해제되었습니다.");
  await shot(guest, "restricted");
  await guestContext.close();
});

test("the supervisor cancels a pending invitation", async ({ page }) => {
  await signIn(page, "demo", "demo1234!");
  await expect(page).toHaveURL(/\/unions\/1$/);
  await page.goto("/unions/2/etc-management/members/invited");
  await page.getByRole("button", { name: "사용자 초대하기" }).click();
  const dialog = page.getByRole("dialog", { name: "사용자 초대" });
  await dialog.getByLabel("연락처").fill("01098765432");
  await dialog.getByRole("button", { name: "검색" }).click();
  await dialog.getByRole("radio", { name: /이사무/ }).check();
  await dialog.getByRole("button", { name: "초대하기" }).click();
  const invitations = page.getByRole("table", { name: "초대 목록" });
  await invitations.getByRole("button", { name: "이사무 초대 취소" }).click();
  await page.getByRole("dialog", { name: "초대 취소" }).getByRole("button", { name: "초대 취소" }).click();
  await expect(page.getByText("초대가 취소되었습니다.")).toBeVisible();
  await expect(invitations).toContainText("표시할 데이터가 없습니다.");
});
