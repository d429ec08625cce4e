import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { ensureDemoStaff, groupSubMenuCodes, setGroupSubMenuCodes } from "./support/api";
import { DEMO_LOGIN, MEMBER_LOGIN, signIn } from "./support/sign-in";

const SCREENS = path.join(import.meta.dirname, "../.tmp/screens");
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENS, `permissions-access-${name}.png`), animations: "disabled" });

const WRITE_DENIED = "조회 권한만 있어 사용할 수 없습니다. 관리 권한은 조합 관리자에게 요청해 주세요.";
const sideBarOf = (page: Page) => page.getByRole("navigation", { name: "사이드 메뉴" });

/** A browser context of its own, signed in; closed by the caller with its context. */
async function signedIn(browser: Browser, login: { loginId: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, login.loginId, login.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  return page;
}

/** The permission page in the shell, never the page with an empty list and a snackbar. */
async function expectPermissionPage(page: Page) {
  await expect(page.getByRole("alert")).toHaveText("조합의 권한을 찾을 수 없습니다");
  await expect(page.getByText("해당 메뉴에 대한 권한이 없습니다. 권한을 확인해주세요.")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(sideBarOf(page)).toBeVisible();
}

/** The disabled button's tooltip (a disabled button takes no pointer events: its wrapper does). */
async function expectWriteDenied(page: Page, button: ReturnType<Page["getByRole"]>) {
  await expect(button).toBeDisabled();
  await button.locator("..").hover();
  await expect(page.getByRole("tooltip")).toHaveText(WRITE_DENIED);
}

let supervisor: Page;
let seeded: string[];

// 사무국 (the demo member's group) as the journey needs it: 문자 발송 and 충전 및 사용 내역 with 조회 only, no 사무실
// 정보; put back as seeded at the end.
test.beforeAll(async ({ browser }) => {
  await ensureDemoStaff(browser);
  supervisor = await signedIn(browser, DEMO_LOGIN);
  seeded = await groupSubMenuCodes(supervisor, 1, "사무국");
  const readOnly = seeded.filter((code) => !code.startsWith("M0403"));
  await setGroupSubMenuCodes(supervisor, 1, "사무국", [...readOnly, "M040301", "M110301"]);
});

test.afterAll(async () => {
  await setGroupSubMenuCodes(supervisor, 1, "사무국", seeded);
  await supervisor.context().close();
});

test("a member sees the permission page for menus their group lacks, and read-only menus with disabled writes", async ({
  browser,
}) => {
  const member = await signedIn(browser, MEMBER_LOGIN);
  const sideBar = sideBarOf(member);
  await expect(sideBar.getByRole("link", { name: "충전 및 사용 내역" })).toBeVisible();
  await expect(sideBar.getByRole("link", { name: "사무실 정보" })).toHaveCount(0);

  // Typed addresses of menus the group lacks: the permission page, decided before the page asks the API.
  for (const tail of ["union-management/union-infos", "etc-management/auth", "etc-management/members/invited"]) {
    await member.goto(`/unions/1/${tail}`);
    await expectPermissionPage(member);
  }
  await shot(member, "permission-page");
  await member.getByRole("button", { name: "확인" }).click();
  await expect(member).toHaveURL(/\/unions\/1$/);

  // 문자 발송 with 조회 only: the callers list shows, its writes are disabled and say why.
  await sideBar.getByRole("link", { name: "문자 발송" }).click();
  await expectWriteDenied(member, member.getByRole("button", { name: "다음", exact: true }));
  await member.getByRole("tab", { name: "발신번호 관리" }).click();
  await expect(member.getByRole("table", { name: "발신번호 목록" })).toBeVisible();
  await expect(member.getByRole("button", { name: "선택 삭제" })).toBeDisabled();
  await expectWriteDenied(member, member.getByRole("button", { name: "발신번호 등록" }));
  await shot(member, "read-only-callers");

  // 충전 및 사용 내역 with 조회 only: the list, and the header's 충전하기 disabled.
  await sideBar.getByRole("link", { name: "충전 및 사용 내역" }).click();
  const charges = member.getByRole("table", { name: "충전 및 사용 내역" });
  await expect(charges.getByRole("row").nth(1)).toBeVisible();
  await expectWriteDenied(member, member.getByRole("banner").getByRole("button", { name: "충전하기" }));
  await member.mouse.move(0, 0);
  await shot(member, "charges-read-only");
  await member.context().close();
});

test("the charge list fits 1440 px with the side bar open (no sideways scroll of the page or the table) and says when it is empty", async () => {
  await supervisor.setViewportSize({ width: 1440, height: 900 });
  await supervisor.goto("/unions/1/etc-management/charges");
  const table = supervisor.getByRole("table", { name: "충전 및 사용 내역" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(sideBarOf(supervisor)).toHaveJSProperty("offsetWidth", 300);
  // How far each scrolls sideways: the page (its root element) and the table's scrolling container.
  const sideways = (element: { scrollWidth: number; clientWidth: number }) => element.scrollWidth - element.clientWidth;
  const overflow = {
    page: await supervisor.locator("html").evaluate(sideways),
    table: await table.locator("..").evaluate(sideways),
  };
  await shot(supervisor, "charges-1440");
  expect(overflow).toEqual({ page: 0, table: 0 });

  // A period without rows shows the spec's empty state.
  const search = supervisor.getByRole("search", { name: "충전 및 사용 내역 검색" });
  await search.getByLabel("조회 시작일").fill("2001-01-01");
  await search.getByLabel("조회 종료일").fill("2001-01-31");
  await search.getByRole("button", { name: "검색" }).click();
  await expect(table).toContainText("표시할 데이터가 없습니다.");
});
