import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SCREENS = path.join(import.meta.dirname, "../.tmp/screens");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENS, `consents-${name}.png`) });

const UNION = 1;
const BOARD = `/unions/${UNION}/consent-management`;
const IN_PROGRESS_TITLE = "정비계획 변경 동의서";
const BEFORE_TITLE = "조합 정관 변경 동의서";
const COMPLETED_TITLE = "조합설립인가 동의서";

type ListItem = { consentSeq: number; title: string; recipientCount: { submitted: number; total: number } };

/** A /v2 consent read with the page's session and the Union-Seq header, as the console sends it. */
async function consentApi<T>(page: Page, url: string): Promise<{ data: T; pagination?: { totalDataCount: number } }> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "accessToken")?.value;
  const response = await page.request.get(url, {
    headers: { authorization: `Bearer ${token}`, "Union-Seq": String(UNION) },
  });
  expect(response.ok(), `GET ${url}`).toBe(true);
  return response.json();
}

/** Spec 02 §9: percent rounded up to 2 decimals; printed without trailing zeros. */
const percentText = (part: number, total: number) => `${total ? Math.ceil((part * 10_000) / total) / 100 : 0}%`;

const column = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("the consent board and the status tab of the demo consent in progress", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);

  // The board: three columns with their count badges, each holding its demo consent.
  const counts = {} as Record<string, number>;
  const listed = [] as ListItem[];
  for (const status of ["BEFORE", "IN_PROGRESS", "COMPLETED"]) {
    const list = await consentApi<ListItem[]>(page, `/v2/electronic-consents?searchProgressStatus=${status}`);
    counts[status] = list.pagination?.totalDataCount ?? 0;
    listed.push(...list.data);
  }
  await page.goto(BOARD);
  await expect(page.getByRole("heading", { name: "전자 동의서 내역", level: 1 })).toBeVisible();
  await expect(column(page, "진행전")).toContainText(BEFORE_TITLE);
  await expect(column(page, "진행중")).toContainText(IN_PROGRESS_TITLE);
  await expect(column(page, "마감")).toContainText(COMPLETED_TITLE);
  await expect(page.getByLabel(`진행전 ${counts.BEFORE}건`)).toBeVisible();
  await expect(page.getByLabel(`진행중 ${counts.IN_PROGRESS}건`)).toBeVisible();
  await expect(page.getByLabel(`마감 ${counts.COMPLETED}건`)).toBeVisible();
  // A card says the API's submitted of all (rounded up) and its period.
  const before = listed.find((item) => item.title === BEFORE_TITLE);
  if (!before) throw new Error("the demo consent before its start is missing");
  // Nothing is submitted before the start, public owners' automatic consents included.
  expect(before.recipientCount.submitted).toBe(0);
  const beforeCard = column(page, "진행전").getByRole("link", { name: new RegExp(BEFORE_TITLE) });
  await expect(beforeCard).toContainText(
    `참여율${percentText(before.recipientCount.submitted, before.recipientCount.total)}`,
  );
  await expect(beforeCard).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} ~ (\d{4}-\d{2}-\d{2} \d{2}:\d{2}|미정)/);
  await expect(page.getByRole("button", { name: "전자 동의서 등록하기" })).toBeEnabled();
  await shot(page, "board");

  // The title search (debounced) leaves the other columns empty.
  await page.getByLabel("제목 검색").fill("정비계획");
  await expect(column(page, "진행전")).toContainText("등록된 전자 동의서가 없습니다.");
  await expect(column(page, "마감")).toContainText("등록된 전자 동의서가 없습니다.");
  await expect(page.getByLabel("진행전 0건")).toBeVisible();
  await expect(column(page, "진행중")).toContainText(IN_PROGRESS_TITLE);

  // The in-progress consent: its donut says the API's submitted of all, rounded up.
  const inProgress = listed.find((item) => item.title === IN_PROGRESS_TITLE);
  if (!inProgress) throw new Error("the demo consent in progress is missing");
  await column(page, "진행중")
    .getByRole("link", { name: new RegExp(IN_PROGRESS_TITLE) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${BOARD}/${inProgress.consentSeq}$`));
  const { data: consent } = await consentApi<ListItem & { progressStatus: string }>(
    page,
    `/v2/electronic-consents/${inProgress.consentSeq}`,
  );
  const { submitted, total } = consent.recipientCount;
  // The demo register's owners who may be recipients (about 2,850 of 3,000), about 40% submitted.
  expect(total).toBeGreaterThan(2500);
  expect(submitted / total).toBeGreaterThan(0.3);
  expect(submitted / total).toBeLessThan(0.5);
  await expect(page.getByRole("tab", { name: "동의서 현황", selected: true })).toBeVisible();
  await expect(page.getByText("참고용")).toBeVisible();
  await expect(page.getByText("진행중", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: IN_PROGRESS_TITLE })).toBeVisible();
  await expect(
    page.getByRole("img", {
      name: `제출 현황 ${percentText(submitted, total)} (${submitted.toLocaleString("ko-KR")}명 / ${total.toLocaleString("ko-KR")}명)`,
    }),
  ).toBeVisible();

  await shot(page, "status-tab");

  // 전자 동의서 URL 복사: the owners' address of this consent.
  await page.getByRole("button", { name: "전자 동의서 URL 복사" }).click();
  await expect(page.getByText("전자 동의서 URL이 복사되었습니다.")).toBeVisible();
  // Runs in the page (the e2e project has no DOM types).
  type Clipboard = { navigator: { clipboard: { readText: () => Promise<string> } } };
  const copied = await page.evaluate(() => (globalThis as unknown as Clipboard).navigator.clipboard.readText());
  expect(copied).toMatch(/^http:\/\/localhost:\d+\/.+/);

  // The area panel: the statistics' percent and consented m² of all m².
  const { data: area } = await consentApi<{ percent: number; consentedArea: number; totalArea: number }>(
    page,
    `/v2/electronic-consents/${inProgress.consentSeq}/statistics/area`,
  );
  await page.getByRole("switch", { name: "면적 기준 동의율" }).check();
  const areaPanel = page.getByRole("region", { name: "면적 기준 동의율" });
  await expect(areaPanel).toContainText(`${area.percent}%`);
  await expect(areaPanel).toContainText("㎡ / ");

  // The dong heat map: five cells a row, each consented/total 명, the building's name on hover.
  const { data: dongs } = await consentApi<
    { dong: string; consentedCount: number; totalCount: number; buildingName: string; percent: number }[]
  >(page, `/v2/electronic-consents/${inProgress.consentSeq}/statistics/dong`);
  await page.getByRole("switch", { name: "동별 동의 현황" }).check();
  const heatMap = page.getByRole("list", { name: "동별 동의 현황" });
  await expect(heatMap.getByRole("listitem")).toHaveCount(dongs.length);
  // The demo's dongs consent unevenly, so the cells differ in colour.
  expect(new Set(dongs.map((d) => d.percent)).size).toBeGreaterThan(1);
  const bands = await heatMap
    .getByRole("listitem")
    .evaluateAll((cells) => cells.map((c) => c.getAttribute("data-band")));
  expect(new Set(bands).size).toBeGreaterThan(1);
  const first = dongs[0];
  if (first) {
    const cell = heatMap.getByRole("listitem").first();
    await expect(cell).toContainText(`${first.consentedCount}/${first.totalCount} 명`);
    await expect(cell).toContainText(`${first.percent}%`);
    await cell.hover();
    await expect(page.getByRole("tooltip")).toHaveText(first.buildingName || first.dong);
  }
  await page.mouse.move(0, 0);
  await heatMap.scrollIntoViewIfNeeded();
  await shot(page, "status-panels");

  // The other tabs list the recipients; 다운로드 tags those who have not submitted.
  await page.getByRole("tab", { name: "대상자 관리" }).click();
  await expect(page.getByRole("table", { name: "대상자 목록" })).toContainText(/전자 제출|서면 제출|미제출/);
  await page.getByRole("tab", { name: "다운로드" }).click();
  await expect(page.getByRole("table", { name: "다운로드 대상자 목록" }).getByText("미제출").first()).toBeVisible();

  // consent-management/open is the open wizard (walked by consents-open.spec.ts), not a consent number.
  await page.goto(`${BOARD}/open`);
  await expect(page.getByRole("heading", { name: "전자 동의서 등록", level: 1 })).toBeVisible();
});
