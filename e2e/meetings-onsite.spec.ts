import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = "/tmp/shots-meetonsite";
const UNION = 1;
const DEMO_MEET_NAME = "2026년 정기총회";
const MEET_PASSWORD = "meet1234";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let page: Page;
let meetSeq: number;

/** A meeting read with the page's session and the Union-Seq header, as the console sends it. */
async function meetApi<T>(url: string): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "accessToken")?.value;
  const response = await page.request.get(url, {
    headers: { authorization: `Bearer ${token}`, "Union-Seq": String(UNION) },
  });
  expect(response.ok(), `GET ${url}`).toBe(true);
  return (await response.json()).data as T;
}

const shot = (name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, animations: "disabled", fullPage: true });
const detailUrl = (tab: string) => `/unions/${UNION}/meet-management/history/${meetSeq}?tab=${tab}`;
const card = (label: string) =>
  page.getByRole("region", { name: "서면투표 현황" }).getByText(label, { exact: true }).locator("..");

test.beforeAll(async ({ browser }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  // Under load the first start of the console's files can take a while.
  test.setTimeout(240_000);
  page = await browser.newPage();
  page.on("pageerror", (error) => console.log("page error:", error.message));
  // A first load warms the console's files (the sign-in helper waits 10 s for its redirect).
  await page.goto("/");
  await page.waitForURL(/\/oauth\/authorize\?/, { timeout: 120_000 });
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  const meets =
    await meetApi<{ meetSeq: number; name: string; meetStatus: string; meetMethod: string }[]>(
      "/v1/meets?page=0&pageSize=50",
    );
  const demo = meets.find((m) => m.name === DEMO_MEET_NAME && m.meetStatus === "PROCESS");
  expect(demo, "the demo's meeting in PROCESS").toBeTruthy();
  meetSeq = demo!.meetSeq;
  await page.goto(detailUrl("home"));
  const gate = page.getByRole("form", { name: "총회 비밀번호 확인" });
  await gate.getByLabel("비밀번호", { exact: true }).fill(MEET_PASSWORD);
  await gate.getByRole("button", { name: "확인" }).click();
  await expect(page.getByRole("tab", { name: "서면투표 관리" })).toBeVisible();
});
test.afterAll(() => page.close());

test("registers a written submission and sees the counts and HOME's donut move", async () => {
  const before = await meetApi<{ writtenVoteCount: number; direct: number; totalParticipantCount: number }>(
    `/v1/meets/${meetSeq}/onsite-vote/vote-count`,
  );
  await page.getByRole("tab", { name: "서면투표 관리" }).click();
  await expect(card("서면 제출")).toContainText(`${before.writtenVoteCount.toLocaleString("ko-KR")}명`);
  await expect(page.getByRole("region", { name: "서면 제출 추이" })).toBeVisible();

  // Voters without a written submission who have not voted electronically.
  const search = page.getByRole("search", { name: "선거인 검색" });
  await search.getByLabel("서면 제출").click();
  await page.getByRole("option", { name: "미제출" }).click();
  await search.getByRole("button", { name: "검색" }).click();
  const grid = page.getByRole("table", { name: "서면투표 선거인 목록" });
  const row = grid.getByRole("row").filter({ hasText: "미투표" }).first();
  await expect(row).toBeVisible();
  const name = (await row.getByRole("cell").nth(2).textContent())?.trim() ?? "";
  await row.getByRole("checkbox", { name: "행 선택" }).check();
  await shot("written-tab");

  await page.getByRole("button", { name: "서면 제출 등록" }).click();
  const dialog = page.getByRole("dialog", { name: "서면 제출 등록" });
  await dialog.getByRole("button", { name: "등록" }).click();
  await expect(page.getByRole("dialog", { name: "알림" })).toContainText("서면 제출 방법을 선택해 주세요.");
  await page.getByRole("dialog", { name: "알림" }).getByRole("button", { name: "확인" }).click();
  await dialog.getByLabel("직접").check();
  await dialog.getByLabel("대리인").check();
  await shot("written-dialog");
  await dialog.getByRole("button", { name: "등록" }).click();
  await expect(page.getByText("서면 제출이 등록되었습니다.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card("서면 제출")).toContainText(`${(before.writtenVoteCount + 1).toLocaleString("ko-KR")}명`);

  // The voter now shows the submission (직접, 대리인, 사전 서면투표).
  await search.getByLabel("이름").fill(name);
  await search.getByLabel("서면 제출").click();
  await page.getByRole("option", { name: "직접" }).click();
  await search.getByRole("button", { name: "검색" }).click();
  const submitted = grid.getByRole("row").filter({ hasText: name }).first();
  await expect(submitted).toContainText("대리인");
  await expect(submitted).toContainText("사전 서면투표");

  await page.getByRole("tab", { name: "HOME" }).click();
  const overview = page.getByRole("region", { name: "서면 제출 현황" });
  const total = before.totalParticipantCount.toLocaleString("ko-KR");
  await expect(overview.getByRole("img", { name: /^서면 제출률/ })).toHaveAttribute(
    "aria-label",
    new RegExp(`\\(${(before.writtenVoteCount + 1).toLocaleString("ko-KR")}명 / ${total}명\\)`),
  );
  await expect(overview.getByRole("img", { name: /^서면 제출 방법/ })).toBeVisible();
  await expect(overview.getByRole("img", { name: /^참석 예정률/ })).toBeVisible();
  await overview.scrollIntoViewIfNeeded();
  await shot("home-onsite-block");
});

test("shows the attendance screen: live banner, 총회 출석률, the three tables and the voters", async () => {
  const situation = await meetApi<{ totalParticipantCount: number; totalAttendance: { count: number } }>(
    `/v2/general-meetings/${meetSeq}/attend-situation`,
  );
  await page.getByRole("tab", { name: "실시간 참석 현황" }).click();
  await expect(page.getByRole("status")).toContainText("총회가 진행중입니다.");
  await expect(page.getByRole("img", { name: /^총회 출석률/ })).toHaveAttribute(
    "aria-label",
    new RegExp(
      `\\(${situation.totalAttendance.count.toLocaleString("ko-KR")}명 / ${situation.totalParticipantCount.toLocaleString("ko-KR")}명\\)`,
    ),
  );
  for (const table of ["현장 참석", "온라인 참석", "전체 참석"]) {
    await expect(page.getByRole("table", { name: table })).toBeVisible();
  }
  await expect(page.getByRole("table", { name: "전체 참석" })).toContainText(
    `${situation.totalAttendance.count.toLocaleString("ko-KR")}명`,
  );
  await expect(page.getByRole("table", { name: "참석 현황 선거인 목록" }).getByRole("row").nth(1)).toBeVisible();
  await shot("attendance-tab");
});
