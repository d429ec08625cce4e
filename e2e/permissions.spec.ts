import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { ensureDemoStaff } from "./support/api";
import { DEMO_LOGIN, MEMBER_LOGIN, signIn } from "./support/sign-in";

const SCREENS = path.join(import.meta.dirname, "../.tmp/screens");
const AUTH = "/unions/1/etc-management/auth";
const GROUP = "사무실팀";

test.describe.configure({ mode: "serial" });

let page: Page;

test.beforeAll(async ({ browser }) => {
  // The journey starts from the seeded staff: 김조합 the supervisor, 이사무 in 사무국.
  await ensureDemoStaff(browser);
  page = await browser.newPage();
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
});

test.afterAll(async ({ browser }) => {
  await page.close();
  // Stopped between the two delegations, the journey would leave the supervisor label with 이사무, and the other
  // journeys sign in as the supervisor 김조합 (those that need 이사무's group arrange it themselves too).
  await ensureDemoStaff(browser);
});

const shot = (target: Page, name: string) =>
  target.screenshot({ path: path.join(SCREENS, `permissions-${name}.png`), animations: "disabled" });
const groupItem = (name: string, target = page) =>
  target.getByRole("list", { name: /권한그룹/ }).getByRole("button", { name: new RegExp(`^${name}`) });
const sideBarOf = (target: Page) => target.getByRole("navigation", { name: "사이드 메뉴" });

async function expectAlert(message: string) {
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText(message);
  await alert.getByRole("button", { name: "확인" }).click();
  await expect(alert).toBeHidden();
}

async function addPerson(name: string, screen?: string) {
  await page.getByRole("button", { name: "권한자 추가" }).click();
  const dialog = page.getByRole("dialog", { name: /권한자 추가/ });
  await dialog.getByLabel("이름").fill(name);
  await dialog.getByRole("button", { name: "검색" }).click();
  await dialog.getByRole("checkbox", { name: `${name} 선택` }).check();
  if (screen) await shot(page, screen);
  await dialog.getByRole("button", { name: "추가", exact: true }).click();
  await expect(page.getByText("권한 변경이 완료되었습니다.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("table", { name: "권한자 목록" })).toContainText(name);
}

async function signInMember(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const member = await context.newPage();
  await signIn(member, MEMBER_LOGIN.loginId, MEMBER_LOGIN.password);
  await expect(member).toHaveURL(/\/unions\/1$/);
  return member;
}

test("(a) the auto-generated 관리자 group is read-only", async () => {
  await page.getByRole("navigation", { name: "사이드 메뉴" }).getByRole("link", { name: "권한 그룹 관리" }).click();
  await expect(page).toHaveURL(AUTH);
  await expect(page.getByRole("heading", { level: 1, name: "권한 그룹 관리" })).toBeVisible();
  await expect(groupItem("관리자")).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("button", { name: "그룹 삭제" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "권한자 추가" })).toBeDisabled();
  // Read-only fields: the name and memo show and cannot be typed into.
  for (const name of ["그룹명", "메모"]) await expect(page.getByRole("textbox", { name })).not.toBeEditable();
  await expect(page.getByRole("textbox", { name: "그룹명" })).toHaveValue("관리자");
  await expect(page.getByRole("table", { name: "권한자 목록" })).toContainText("김조합");
  await shot(page, "admin-group");
  await page.getByRole("tab", { name: "메뉴 권한" }).click();
  await expect(page.getByRole("checkbox", { name: "사무실 정보 조회" })).toBeDisabled();
});

test("(b) the supervisor creates a group, adds the demo member and grants 사무실 정보", async () => {
  await page.getByRole("button", { name: "그룹 추가" }).click();
  const dialog = page.getByRole("dialog", { name: "그룹 추가" });
  await dialog.getByRole("button", { name: "추가" }).click();
  await expectAlert("그룹명을 입력해주세요.");
  await dialog.getByLabel("그룹명").fill(GROUP);
  await dialog.getByRole("button", { name: "추가" }).click();
  await expect(page.getByText("그룹 추가가 완료되었습니다.")).toBeVisible();
  await expect(groupItem(GROUP)).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("tab", { name: "권한자" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("button", { name: "권한자 추가" }).click();
  const add = page.getByRole("dialog", { name: /권한자 추가/ });
  await add.getByRole("button", { name: "추가", exact: true }).click();
  await expectAlert("추가할 조합원을 선택해주세요.");
  await expect(add.getByRole("checkbox", { name: "김조합 선택" })).toBeDisabled();
  await add.getByRole("button", { name: "취소" }).click();
  await addPerson("이사무", "add-persons");
  await expect(groupItem(GROUP)).toContainText("권한자 1명");

  await page.getByRole("tab", { name: "메뉴 권한" }).click();
  await expect(page.getByRole("checkbox", { name: "권한 그룹 관리 조회" })).toBeDisabled();
  await page.getByRole("checkbox", { name: "사무실 정보 조회" }).check();
  await shot(page, "menus");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("변경사항 저장이 완료되었습니다.")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "사무실 정보 조회" })).toBeChecked();
});

test("(c) the member, signed in elsewhere, sees the granted menu and no longer the old group's", async ({
  browser,
}) => {
  const member = await signInMember(browser);
  const sideBar = sideBarOf(member);
  await expect(sideBar.getByRole("link", { name: "사무실 정보" })).toBeVisible();
  await expect(sideBar.getByRole("link", { name: "전자 명부 관리" })).toHaveCount(0);
  await shot(member, "member-menus");

  // The supervisor puts the member back into 사무국 and deletes the new group; the member's side
  // menu follows on their next navigation.
  await groupItem("사무국").click();
  await page.getByRole("tab", { name: "권한자" }).click();
  await addPerson("이사무");
  await groupItem(GROUP).click();
  await page.getByRole("button", { name: "그룹 삭제" }).click();
  const confirm = page.getByRole("dialog", { name: "그룹 삭제" });
  await confirm.getByRole("button", { name: "삭제" }).click();
  await expect(page.getByText("그룹 삭제가 완료되었습니다.")).toBeVisible();
  await expect(groupItem(GROUP)).toHaveCount(0);
  await expect(groupItem("관리자")).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("tab", { name: "권한자" })).toHaveAttribute("aria-selected", "true");

  // The side menu refetches on a navigation once what it holds is 5 s old: the member goes back and forth
  // between Home and 사무실 정보 until a navigation has brought the new menus.
  const registers = sideBar.getByRole("link", { name: "전자 명부 관리" });
  await expect(async () => {
    if (/\/union-infos$/.test(member.url())) await member.goBack();
    else await sideBar.getByRole("link", { name: "사무실 정보" }).click({ timeout: 2_000 });
    await expect(registers).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [500] });
  await expect(sideBar.getByRole("link", { name: "사무실 정보" })).toHaveCount(0);
  await member.context().close();
});

/** Delegates from the signed-in supervisor on `target` to `name` of 사무국, then 확인 signs them out. */
async function delegateTo(target: Page, name: string) {
  await target.goto(AUTH);
  await groupItem("사무국", target).click();
  await target.getByRole("button", { name: `${name} 관리자 위임` }).click();
  const confirm = target.getByRole("dialog", { name: "관리자 위임" });
  await expect(confirm).toContainText(`${name}님에게 관리자 권한을 위임하시겠습니까?`);
  await confirm.getByRole("button", { name: "위임" }).click();
  const alert = target.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText("관리자 권한이 위임되었습니다. 다시 로그인해 주세요.");
  await shot(target, `delegated-to-${name}`);
  await alert.getByRole("button", { name: "확인" }).click();
  await expect(target).toHaveURL(/\/auth\/sign-in$|\/oauth\/authorize\?/);
}

test("(d) the supervisor delegates to the member and is signed out; the member delegates back", async ({ browser }) => {
  await delegateTo(page, "이사무");

  const member = await signInMember(browser);
  await expect(sideBarOf(member).getByRole("link", { name: "권한 그룹 관리" })).toBeVisible();
  await expect(member.getByRole("button", { name: "이사무 관리자 위임" })).toHaveCount(0);
  await delegateTo(member, "김조합");
  await member.context().close();

  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  await expect(sideBarOf(page).getByRole("link", { name: "권한 그룹 관리" })).toBeVisible();
});
