import { expect, type Page, test } from "@playwright/test";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = process.env.ONLINE_SHOTS ?? "/tmp/shots-online";
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const UNION = 1;
const HISTORY = `/unions/${UNION}/meet-management/history`;
/**
 * The demo's mixed meeting under way since an hour (no online meeting yet) and its detail password. The file is
 * named meetings-online so that it runs before meetings-results, which takes this meeting to COMPLETE (an ended
 * meeting cannot apply); the results journey then steps through this journey's ended online meeting.
 */
const MIXED = "2026년 제2차 임시총회";
/** The demo's in-progress meeting, whose online meeting is live with attendees' opinions and speech requests. */
const MAIN = "2026년 정기총회";
const PASSWORD = "meet1234";

test.describe.configure({ timeout: 420_000 });

async function openOnlineTab(page: Page, name: string) {
  // Searched by name: union 1 has more meetings than a page of the list.
  await page.goto(`${HISTORY}?meetName=${encodeURIComponent(name)}`);
  const history = page.getByRole("table", { name: "총회 내역" });
  await expect(async () => {
    await page.reload();
    await expect(history.getByRole("link", { name })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 120_000 });
  await history.getByRole("link", { name }).click();
  const gate = page.getByRole("form", { name: "총회 비밀번호 확인" });
  await gate.getByLabel("비밀번호").fill(PASSWORD);
  await gate.getByRole("button", { name: "확인" }).click();
  await page.getByRole("tab", { name: "온라인 총회" }).click();
}

async function confirmIn(page: Page, title: string, button: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialog).toBeHidden();
}

test("온라인 총회: apply, confirmed by the operator, start, notice, online vote start and close, end with the certificate", async ({
  page,
}) => {
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await openOnlineTab(page, MIXED);

  // PENDING: the explanation and the paid application.
  await expect(page.getByRole("heading", { name: "온라인 총회", level: 2 })).toBeVisible();
  await shot(page, "1-pending");
  await page.getByRole("button", { name: "온라인 총회 신청하기" }).click();
  const apply = page.getByRole("dialog", { name: "온라인 총회 신청" });
  await expect(apply).toContainText("300,000");
  await apply.getByRole("checkbox").check();
  await apply.getByRole("button", { name: "신청하기" }).click();
  await expect(page.getByText("온라인 총회 신청이 완료되었습니다.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "온라인 총회 신청 확인 중" })).toBeVisible();
  await shot(page, "2-applying");

  // DEMO_AUTO_APPROVE: the operator confirms after 5 s; the panel polls every 10 s.
  const start = page.getByRole("button", { name: "온라인 총회 운영 시작" });
  await expect(start).toBeVisible({ timeout: 150_000 });
  await shot(page, "3-confirmed");
  await start.click();
  await expect(page.getByText("운영이 시작 되었습니다.")).toBeVisible();

  // The stream info, then the broadcast: the player plays the simulator's test stream.
  await page.getByRole("button", { name: "영상 송출 정보 생성" }).click();
  await expect(page.getByText("메타데이터가 생성 되었습니다.")).toBeVisible();
  await page.getByRole("button", { name: "온라인 총회 시작" }).click();
  await confirmIn(page, "온라인 총회 시작", "시작");
  const player = page.locator("video[aria-label='온라인 총회 영상']");
  await expect(player).toBeVisible();
  await expect
    .poll(async () => player.evaluate((video) => (video as unknown as { readyState: number }).readyState), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(2);

  // 온라인 총회 설정: encoder URL and key with copy buttons.
  await page.getByRole("tab", { name: "온라인 총회 설정" }).click();
  await expect(page.getByRole("textbox", { name: "인코더 URL" })).toHaveValue(/^rtmps:\/\//);
  await expect(page.getByRole("button", { name: "스트림 키 복사" })).toBeVisible();
  await expect(page.getByText(/스트림 키 유효기간/)).toBeVisible();
  await shot(page, "4-settings");

  // 공지 등록 (150): the newest shows as 최근 공지.
  await page.getByRole("tab", { name: "공지 등록" }).click();
  const notice = "잠시 후 제1호 안건 온라인 투표를 시작합니다.";
  await expect(page.getByRole("button", { name: "등록" })).toBeDisabled();
  await page.getByLabel("공지 내용").fill(notice);
  await page.getByRole("button", { name: "등록" }).click();
  await expect(page.getByText("공지가 등록되었습니다.")).toBeVisible();
  await expect(page.getByRole("table", { name: "공지 목록" })).toContainText(notice);
  await expect(page.getByText(notice).first()).toBeVisible();

  // The online vote: start (irreversible), the end refused meanwhile, then the close.
  await page.getByRole("button", { name: "투표 시작하기" }).click();
  await confirmIn(page, "투표 시작하기", "투표 시작");
  await expect(page.getByText("투표가 시작되었습니다.")).toBeVisible();
  await expect(page.getByText("투표 진행중")).toBeVisible();
  await expect(page.getByRole("button", { name: "온라인 총회 종료" })).toBeDisabled();
  await shot(page, "5-voting");
  await page.getByRole("button", { name: "투표 마감하기" }).click();
  await confirmIn(page, "투표 마감하기", "투표 마감");
  await expect(page.getByText(/투표가 마감되었습니다/)).toBeVisible();
  await expect(page.getByRole("button", { name: "투표 시작하기" })).toBeDisabled();

  // The end: ended info and 온라인 총회 내역 증명서 once the job made it.
  await page.getByRole("button", { name: "온라인 총회 종료" }).click();
  await confirmIn(page, "온라인 총회 종료", "종료");
  await expect(page.getByRole("heading", { name: "온라인 총회 종료 정보" })).toBeVisible();
  const download = page.getByRole("button", { name: "온라인 총회 내역 증명서 다운로드" });
  await expect(download).toBeEnabled({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/온라인총회_내역_증명서\.pdf$/);
  await shot(page, "6-ended");
});

test("온라인 총회 dashboard: answer an opinion, approve a speech, attendees and the link texts", async ({ page }) => {
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await openOnlineTab(page, MAIN);
  await expect(page.locator("video[aria-label='온라인 총회 영상']")).toBeVisible();
  await expect(page.getByText(/\d+명 \/ \d+명/).first()).toBeVisible();
  await shot(page, "7-dashboard");

  // 발언 요청: 발언승인 on the oldest request; the others wait while it is in progress.
  const speeches = page.getByRole("table", { name: "발언 요청" });
  const approve = speeches.getByRole("button", { name: "발언승인" });
  await expect(approve.first()).toBeEnabled();
  await approve.first().click();
  await expect(speeches.getByRole("button", { name: "연결취소" })).toBeVisible();
  await expect(speeches.getByRole("button", { name: "발언승인" }).first()).toBeDisabled();
  await shot(page, "8-speeches");

  // 참석자 의견: 답변입력 (150), then read-only 답변보기.
  await page.getByRole("tab", { name: "참석자 의견" }).click();
  const opinions = page.getByRole("table", { name: "참석자 의견" });
  await opinions.getByRole("button", { name: "답변입력" }).first().click();
  const dialog = page.getByRole("dialog", { name: "답변입력" });
  await dialog.getByLabel("답변").fill("이사 선임 안건은 최대 2명까지 선택할 수 있습니다.");
  await dialog.getByRole("button", { name: "등록" }).click();
  await expect(page.getByText("답변이 등록되었습니다.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await shot(page, "9-opinions");

  // 참석자 현황: only NOT_ATTEND rows are selectable; the link texts' cost step with the prefilled message.
  await page.getByRole("tab", { name: "참석자 현황" }).click();
  const attendees = page.getByRole("table", { name: "참석자 현황" });
  await expect(attendees.getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("button", { name: "온라인 총회 링크 발송" }).click();
  await expect(page.getByRole("dialog", { name: "알림" })).toContainText("선택된 대상이 없습니다.");
  await page.getByRole("dialog", { name: "알림" }).getByRole("button", { name: "확인" }).click();
  await page.getByLabel("참석 구분").click();
  await page.getByRole("option", { name: "불참" }).click();
  await attendees.getByRole("checkbox", { name: "행 선택" }).first().check();
  await page.getByRole("button", { name: "온라인 총회 링크 발송" }).click();
  const links = page.getByRole("dialog", { name: "온라인 총회 참석 링크 발송" });
  await expect(links).toContainText("/m/o/");
  await shot(page, "10-links");
  await links.getByRole("checkbox").check();
  await links.getByRole("button", { name: "발송" }).click();
  await expect(page.getByText(/온라인 총회 링크 발송이 완료되었습니다/)).toBeVisible();

  await page.getByRole("tab", { name: "안건 목록" }).click();
  await expect(page.getByText(/제1호 안건/)).toBeVisible();
  await shot(page, "11-agendas");
});
