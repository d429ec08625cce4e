import crypto from "node:crypto";
import { type Browser, expect, type Page } from "@playwright/test";
import { confirmDepositCharge } from "./ops";
import { DEMO_LOGIN, MEMBER_LOGIN, signIn } from "./sign-in";

/** The API as the signed-in page calls it: its access token (the console keeps it in a cookie). */
async function authOf(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "accessToken")?.value;
  if (!token) throw new Error("the page is not signed in (no accessToken cookie)");
  return { authorization: `Bearer ${token}` };
}

/** Who the page is signed in as: the access token's subject (memberSeq) and `smid` (serviceMemberId). */
export async function signedInIdsOf(page: Page) {
  const token = (await authOf(page)).authorization.slice("Bearer ".length);
  const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as {
    sub: string;
    smid: number;
  };
  return { memberSeq: Number(claims.sub), serviceMemberId: claims.smid };
}

/** GET with the page's session: the whole envelope. */
export async function apiGet(page: Page, url: string) {
  const response = await page.request.get(url, { headers: await authOf(page) });
  if (!response.ok()) throw new Error(`GET ${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** POST with the page's session: the whole envelope. */
export async function apiPost(page: Page, url: string, data?: unknown) {
  const response = await page.request.post(url, { headers: await authOf(page), data });
  if (!response.ok()) throw new Error(`POST ${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** PUT with the page's session: the whole envelope. */
export async function apiPut(page: Page, url: string, data?: unknown) {
  const response = await page.request.put(url, { headers: await authOf(page), data });
  if (!response.ok()) throw new Error(`PUT ${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** The union's balance (deposit plus point) as the API reports it now, with the page's own session. */
export async function balanceOf(page: Page, unionSeq: number): Promise<number> {
  const { data } = (await apiGet(page, `/v1/unions/${unionSeq}/service-info`)) as {
    data: { depositBalance: number; pointBalance: number };
  };
  return data.depositBalance + data.pointBalance;
}

/** Won as the console prints them: `2,014,600원`. */
export const won = (amount: number) => `${amount.toLocaleString("ko-KR")}원`;

/**
 * Makes sure the union has at least `amount` won to spend, whatever other journeys spent before: a deposit
 * charge request through the API, confirmed by the operator. Answers the balance then.
 */
export async function ensureBalance(page: Page, unionSeq: number, amount: number): Promise<number> {
  const balance = await balanceOf(page, unionSeq);
  if (balance >= amount) return balance;
  const response = await page.request.post(`/v1/unions/${unionSeq}/deposit-charges`, {
    headers: { ...(await authOf(page)), "idempotency-key": crypto.randomUUID() },
    data: {
      requestAmount: amount - balance,
      depositorName: "시험준비",
      depositorPhoneNo: "01011112222",
      taxInvoiceType: "NOT_APPLY",
    },
  });
  if (!response.ok()) throw new Error(`deposit charge request: ${response.status()} ${await response.text()}`);
  await confirmDepositCharge(page.request, (await response.json()).data.seq);
  return balanceOf(page, unionSeq);
}

/**
 * Switches union's registry tracing (등기 변동 알림) off and waits until it has settled: while it is on, the
 * feed marks the register's owners changed (변동 badges) and the grid's switch reads 켜짐.
 */
export async function ensureTraceOff(page: Page, unionSeq: number) {
  const url = `/v1/unions/${unionSeq}/registration-trace`;
  const status = async () => (await apiGet(page, url)).data.registrationTraceStatus as string;
  if ((await status()) !== "DEACTIVATED") await apiPost(page, `${url}/deactivate`);
  await expect.poll(status, { timeout: 10_000 }).toBe("DEACTIVATED");
}

type Membership = { unionId: number; label: "SUPERVISOR" | "USER"; serviceManagerId: number; targetServiceId: number };
type Manager = { serviceManagerId: number; member: { name: string }; managerGroupId: number | null };

/** A new browser context signed in as `login` (closed by the caller with its context). */
async function signedInPage(browser: Browser, login: { loginId: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, login.loginId, login.password);
  await expect(page).toHaveURL(/\/(unions\/\d+|my-page)$/);
  return page;
}

/** The signed-in page's membership of the union: label, serviceManagerId and the union's targetServiceId. */
async function membershipOf(page: Page, unionSeq: number): Promise<Membership> {
  const { serviceMemberId } = await signedInIdsOf(page);
  const { data } = (await apiGet(page, `/v2/service-members/${serviceMemberId}/unions`)) as { data: Membership[] };
  const membership = data.find((union) => union.unionId === unionSeq);
  if (!membership) throw new Error(`service member ${serviceMemberId} is not a member of union ${unionSeq}`);
  return membership;
}

/** A manager of the union by name, as the permission screens find them (the page's user is its supervisor). */
async function managerNamed(page: Page, targetServiceId: number, name: string): Promise<Manager> {
  const url = `/v2/target-services/${targetServiceId}/service-managers?name=${encodeURIComponent(name)}`;
  const manager = ((await apiGet(page, url)).data as Manager[]).find((one) => one.member.name === name);
  if (!manager) throw new Error(`no manager ${name} in target service ${targetServiceId}`);
  return manager;
}

/** Puts the manager into the permission group of that name, unless they are in it already. */
async function moveToGroup(page: Page, targetServiceId: number, manager: Manager, groupName: string) {
  const groupsUrl = `/v2/target-services/${targetServiceId}/manager-groups`;
  const groups = (await apiGet(page, groupsUrl)).data as { managerGroupId: number; name: string }[];
  const group = groups.find((one) => one.name === groupName);
  if (!group) throw new Error(`no permission group ${groupName} in target service ${targetServiceId}`);
  if (manager.managerGroupId === group.managerGroupId) return;
  await apiPost(page, `${groupsUrl}/${group.managerGroupId}/service-managers`, {
    serviceManagerIds: [manager.serviceManagerId],
  });
}

/**
 * Union 1's staff as the demo seeds them, whatever journeys before left: 김조합 (demo) its supervisor and
 * 이사무 (member) a user in 사무국. The permissions journey moves 이사무 to a group of its own and hands the
 * supervisor label to them and back; where it fails, it leaves them so. Signs the two in with browser contexts
 * of their own (the member only when the label is theirs, to delegate it back), closed after.
 */
export async function ensureDemoStaff(browser: Browser) {
  const demo = await signedInPage(browser, DEMO_LOGIN);
  try {
    const { label, targetServiceId } = await membershipOf(demo, 1);
    if (label !== "SUPERVISOR") {
      const member = await signedInPage(browser, MEMBER_LOGIN);
      try {
        const theirs = await membershipOf(member, 1);
        if (theirs.label !== "SUPERVISOR") throw new Error("neither demo nor member is union 1's supervisor");
        const supervisor = await managerNamed(member, targetServiceId, "김조합");
        // Only a manager in a permission group can take the label.
        if (supervisor.managerGroupId === null) await moveToGroup(member, targetServiceId, supervisor, "사무국");
        await apiPost(member, `/v2/service-managers/${theirs.serviceManagerId}/delegate`, {
          delegateeServiceManagerId: supervisor.serviceManagerId,
        });
      } finally {
        await member.context().close();
      }
    }
    await moveToGroup(demo, targetServiceId, await managerNamed(demo, targetServiceId, "이사무"), "사무국");
  } finally {
    await demo.context().close();
  }
}

type GroupMenu = { code: string; subMenus: { menuId: number; code: string; isChecked: boolean }[] };

/** The menus URL of the union's permission group of that name (the page's user is the union's supervisor). */
async function groupMenusUrl(page: Page, unionSeq: number, groupName: string) {
  const groupsUrl = `/v2/target-services/${(await membershipOf(page, unionSeq)).targetServiceId}/manager-groups`;
  const groups = (await apiGet(page, groupsUrl)).data as { managerGroupId: number; name: string }[];
  const group = groups.find((one) => one.name === groupName);
  if (!group) throw new Error(`no permission group ${groupName} in union ${unionSeq}`);
  return `${groupsUrl}/${group.managerGroupId}/menus`;
}

/** The sub-menu codes the group holds: `M040101` (명부 조회), `M040102` (명부 관리) ... */
export async function groupSubMenuCodes(page: Page, unionSeq: number, groupName: string): Promise<string[]> {
  const menus = (await apiGet(page, await groupMenusUrl(page, unionSeq, groupName))).data as GroupMenu[];
  return menus.flatMap((menu) => menu.subMenus.filter((sub) => sub.isChecked).map((sub) => sub.code));
}

/** Replaces the group's sub-menus by those codes, as 메뉴 권한's 저장 does. */
export async function setGroupSubMenuCodes(page: Page, unionSeq: number, groupName: string, codes: readonly string[]) {
  const url = await groupMenusUrl(page, unionSeq, groupName);
  const menus = (await apiGet(page, url)).data as GroupMenu[];
  const menuIds = menus.flatMap((menu) => menu.subMenus.filter((sub) => codes.includes(sub.code)).map((s) => s.menuId));
  await apiPut(page, url, { menuIds });
}
