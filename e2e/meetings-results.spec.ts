import fs from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = "/tmp/shots-tallyweb";
const UNION = 1;
const MIXED = "2026년 제2차 임시총회";
const ELECTRONIC = "제6차 대의원회";
const MOCK = "현장 모의 총회";
const MAIN = "2026년 정기총회";
const MEET_PASSWORD = "meet1234";
const AGENDA_1 = "제1호 안건 1번 2026년도 예산(안)";

test.describe.configure({ mode: "serial", timeout: 240_000 });

let page: Page;

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

async function meetSeqOf(name: string) {
  const meets = await meetApi<{ meetSeq: number; name: string }[]>("/v1/meets?page=0&pageSize=50");
  const meet = meets.find((m) => m.name === name);
  expect(meet, name).toBeTruthy();
  return meet!.meetSeq;
}

/** The meeting's 집계 결과 tab, through the password gate when this tab has not passed it. */
async function openResults(meetSeq: number) {
  await page.goto(`/unions/${UNION}/meet-management/history/${meetSeq}?tab=results`);
  const gate = page.getByRole("form", { name: "총회 비밀번호 확인" });
  const tab = page.getByRole("tab", { name: "집계 결과", selected: true });
  await expect(gate.or(tab)).toBeVisible();
  if (await gate.isVisible()) {
    await gate.getByLabel("비밀번호", { exact: true }).fill(MEET_PASSWORD);
    await gate.getByRole("button", { name: "확인" }).click();
  }
  await expect(tab).toBeVisible();
  await expect(page.getByRole("region", { name: "투표 현황" })).toBeVisible();
}

async function closeAlert(text: string) {
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText(text);
  await alert.getByRole("button", { name: "확인" }).click();
  await expect(alert).toBeHidden();
}

/** The password-and-consent dialog: refused without the consent, then the password, then confirmed. */
async function confirmWithPassword(dialog: Locator, button = "확인") {
  await dialog.getByLabel("주의사항을 확인하였으며 내용에 동의합니다.").check();
  await dialog.getByLabel("총회 비밀번호").fill(MEET_PASSWORD);
  await dialog.getByRole("button", { name: button }).click();
}

type VoteResult = { registered: { WRITTEN: number; ONSITE: number }; meetStatus: string; isTallyEntered: boolean };

test.beforeAll(async ({ browser }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  page = await browser.newPage();
  page.on("pageerror", (error) => console.log("page error:", error.message));
  await page.goto("/");
  await page.waitForURL(/\/oauth\/authorize\?/, { timeout: 120_000 });
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
});
test.afterAll(() => page.close());

test("a mixed meeting whose e-vote is still open: no tally button yet, and its duplicate votes in red", async () => {
  const meetSeq = await meetSeqOf(MAIN);
  const summary = await meetApi<{ duplicateVoteCount: number }>(`/v1/meets/${meetSeq}/vote/result-summary`);
  expect(summary.duplicateVoteCount).toBeGreaterThan(0);
  await openResults(meetSeq);
  await expect(
    page.getByRole("status").filter({ hasText: "전자투표가 종료된 뒤에 개표 결과를 입력할 수 있습니다." }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "개표 결과 입력하기" })).toHaveCount(0);
  await expect(
    page.getByRole("alert").filter({ hasText: `중복 투표 ${summary.duplicateVoteCount}건이 있습니다.` }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "투표 현황" })).toContainText("중복 투표");
  await shot("main-duplicates");
});

test("enters a mixed meeting's tally through the dialog chain, completes it and shows the results", async () => {
  const meetSeq = await meetSeqOf(MIXED);
  await openResults(meetSeq);
  const start = page.getByRole("button", { name: "개표 결과 입력하기" });
  await expect(start).toBeEnabled();
  await expect(page.getByRole("region", { name: "제1호 안건 결과" })).toContainText("정비사업비");
  await shot("results-process");

  // 개표 결과 입력하기: consent and password, both required; a wrong password is the server's message.
  await start.click();
  let dialog = page.getByRole("dialog", { name: "개표 결과 입력하기" });
  await expect(dialog).toContainText("읽기 전용");
  await dialog.getByRole("button", { name: "확인" }).click();
  await closeAlert("주의사항을 확인하시고 내용에 동의해 주세요.");
  await dialog.getByLabel("주의사항을 확인하였으며 내용에 동의합니다.").check();
  await dialog.getByRole("button", { name: "확인" }).click();
  await closeAlert("비밀번호를 입력해주세요.");
  await dialog.getByLabel("총회 비밀번호").fill("wrong-pass");
  await dialog.getByRole("button", { name: "확인" }).click();
  await closeAlert("입력한 비밀번호가 일치하지 않습니다.");
  await shot("start-dialog");
  await dialog.getByLabel("총회 비밀번호").fill(MEET_PASSWORD);
  await dialog.getByRole("button", { name: "확인" }).click();

  // COUNTING: the chain opens on the electronic result; close it and go back with 결과 재입력.
  let chain = page.getByRole("dialog", { name: /^개표 결과 입력 · / });
  await expect(chain).toHaveAccessibleName("개표 결과 입력 · 전자투표 결과");
  await expect(chain.getByRole("table", { name: "제1호 안건 전자투표 결과" })).toBeVisible();
  await shot("chain-electronic");
  await chain.getByRole("button", { name: "취소" }).click();
  await expect(page.getByRole("status").filter({ hasText: "집계중인 총회입니다." })).toBeVisible();
  await page.getByRole("button", { name: "결과 재입력" }).click();
  dialog = page.getByRole("dialog", { name: "결과 재입력" });
  await expect(dialog).toContainText("연명부는 삭제");
  await confirmWithPassword(dialog);
  await expect(page.getByText("진행중으로 변경되었습니다.", { exact: false })).toBeVisible();
  await expect
    .poll(async () => (await meetApi<VoteResult>(`/v1/meets/${meetSeq}/vote/result`)).meetStatus)
    .toBe("PROCESS");

  // Again, this time through the whole chain.
  await page.getByRole("button", { name: "개표 결과 입력하기" }).click();
  await confirmWithPassword(page.getByRole("dialog", { name: "개표 결과 입력하기" }));
  chain = page.getByRole("dialog", { name: /^개표 결과 입력 · / });
  await expect(chain).toHaveAccessibleName("개표 결과 입력 · 전자투표 결과");
  const result = await meetApi<VoteResult>(`/v1/meets/${meetSeq}/vote/result`);
  const { WRITTEN: written, ONSITE: onsite } = result.registered;
  expect(written).toBeGreaterThan(1);
  expect(onsite).toBeGreaterThan(0);
  await chain.getByRole("button", { name: "다음" }).click();
  await expect(chain).toHaveAccessibleName("개표 결과 입력 · 온라인 투표 결과");
  await chain.getByRole("button", { name: "다음" }).click();

  // 서면결의서: the final count is at most the registered count; each against agenda sums to final × candidates.
  await expect(chain).toHaveAccessibleName("개표 결과 입력 · 서면결의서 입력");
  const next = chain.getByRole("button", { name: "다음" });
  await chain.getByLabel("최종 서면결의서 수").fill(String(written + 1));
  await chain.getByLabel(`${AGENDA_1} 찬성`).click();
  await closeAlert(`최종 서면결의서 수는 총회관리 시스템에 등록된 서면결의서 수인 ${written} 보다 클수 없습니다.`);
  await chain.getByLabel("최종 서면결의서 수").fill(String(written));
  await chain.getByLabel(`${AGENDA_1} 찬성`).fill(String(written + 5));
  await expect(next).toBeDisabled();
  await expect(chain.getByText(`제 1호 안건의 입력 합계는 ${written}이어야 합니다.`, { exact: false })).toBeVisible();
  await shot("chain-written-over");
  await chain.getByLabel(`${AGENDA_1} 찬성`).fill(String(written - 1));
  await chain.getByLabel(`${AGENDA_1} 반대`).fill("1");
  await chain.getByLabel("제2호 안건 1번 최민준 득표").fill(String(written - 1));
  await chain.getByLabel("제2호 안건 2번 정하은 득표").fill("1");
  await expect(next).toBeEnabled();
  await shot("chain-written");
  await next.click();

  await expect(chain).toHaveAccessibleName("개표 결과 입력 · 현장 투표 입력");
  await chain.getByLabel("최종 현장 투표자 수").fill(String(onsite));
  await chain.getByLabel(`${AGENDA_1} 찬성`).fill(String(onsite));
  await chain.getByLabel("제2호 안건 2번 정하은 득표").fill(String(onsite));
  await next.click();

  await expect(chain).toHaveAccessibleName("개표 결과 입력 · 입력 결과 확인");
  await expect(chain).toContainText(`최종 서면결의서 수 ${written}명`);
  await shot("chain-confirm");
  await chain.getByRole("button", { name: "입력 완료" }).click();
  await expect(page.getByText("개표 결과 입력이 완료되었습니다.")).toBeVisible();
  await expect(chain).toBeHidden();
  await expect
    .poll(async () => (await meetApi<VoteResult>(`/v1/meets/${meetSeq}/vote/result`)).isTallyEntered)
    .toBe(true);

  // The result form: 총회 종료 asks for every candidate's 가결/부결 first.
  const agenda1 = page.getByRole("region", { name: "제1호 안건 결과" });
  await expect(agenda1).toContainText("서면투표");
  await page.getByRole("button", { name: "총회 종료" }).click();
  await closeAlert("제 1호 안건 결과 미입력");
  await agenda1.getByRole("radio", { name: "가결" }).check();
  await page.getByRole("button", { name: "총회 종료" }).click();
  await closeAlert("제 2호 안건 결과 미입력");
  await page.getByRole("button", { name: "정족수 판정 적용" }).click();
  await page.getByRole("group", { name: "정렬" }).getByRole("button", { name: "득표율순" }).click();
  await shot("results-counting");
  await page.getByRole("button", { name: "총회 종료" }).click();
  dialog = page.getByRole("dialog", { name: "총회 종료" });
  await expect(dialog).toContainText("보관");
  await confirmWithPassword(dialog, "총회 종료");
  await expect(page.getByText("총회가 성공적으로 종료되었습니다.")).toBeVisible();

  // COMPLETE: the decisions as chosen, the confirmed result with the evidence chain's head.
  await expect(page.getByRole("region", { name: "결과 확정" })).toContainText("증거 체인 #");
  await expect(agenda1.getByRole("radio")).toHaveCount(0);
  await expect(
    agenda1
      .getByRole("row", { name: /2026년도 예산\(안\)/ })
      .getByRole("cell")
      .last(),
  ).toHaveText("가결");
  await expect(page.getByRole("button", { name: "결과 재입력" })).toHaveCount(0);
  await shot("results-complete");
});

test("completes an electronic-only meeting in COUNTING with 의결선택 완료 및 총회 종료", async () => {
  const meetSeq = await meetSeqOf(ELECTRONIC);
  await openResults(meetSeq);
  await expect(page.getByRole("button", { name: "개표 결과 입력하기" })).toHaveCount(0);
  const finish = page.getByRole("button", { name: "의결선택 완료 및 총회 종료" });
  await finish.click();
  await closeAlert("제 1호 안건 결과 미입력");
  await page.getByRole("button", { name: "정족수 판정 적용" }).click();
  await shot("electronic-counting");
  await finish.click();
  await confirmWithPassword(page.getByRole("dialog", { name: "의결선택 완료 및 총회 종료" }), "총회 종료");
  await expect(page.getByText("총회가 성공적으로 종료되었습니다.")).toBeVisible();
  await expect(page.getByRole("region", { name: "결과 확정" })).toBeVisible();
  const decision = page
    .getByRole("region", { name: "제1호 안건 결과" })
    .getByRole("row")
    .nth(1)
    .getByRole("cell")
    .last();
  await expect(decision).toHaveText(/^(가결|부결)$/);
  await shot("electronic-complete");
});

test("converts a completed mock meeting into a formal one through the opening wizard", async () => {
  const meetSeq = await meetSeqOf(MOCK);
  await openResults(meetSeq);
  await expect(page.getByText("모의 총회 내역입니다.")).toBeVisible();
  await page.getByRole("button", { name: "정식 총회로 전환" }).click();
  const dialog = page.getByRole("dialog", { name: "정식 총회로 전환" });
  await expect(dialog).toContainText("선거인 8명으로 총회 개설을 진행합니다.");
  await shot("convert-dialog");
  await dialog.getByRole("button", { name: "확인" }).click();
  await expect(page).toHaveURL(/\/meet-management\/open\/agenda$/);
  await expect(page.getByLabel("총회명")).toHaveValue(MOCK);
  await expect(page.getByRole("radio", { name: "현장투표" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "안건명" })).toHaveValue("모의 안건: 조합 사무실 이전의 건");
  await shot("convert-wizard");
});
