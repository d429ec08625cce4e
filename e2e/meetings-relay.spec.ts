import { expect, type Page, test } from "@playwright/test";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = process.env.RELAY_SHOTS ?? "/tmp/shots-relaypromo";
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/relay-${name}.png`, fullPage: true });

const UNION = 1;
const HISTORY = `/unions/${UNION}/meet-management/history`;
/** The demo's in-progress mixed meeting, its detail password and its seeded relay link. */
const MAIN = "2026년 정기총회";
const PASSWORD = "meet1234";
const SEEDED = "https://www.youtube.com/watch?v=jfKfPfyJRdk";
const NAVER = "https://tv.naver.com/v/12345678";

test.describe.configure({ timeout: 330_000 });

async function expectAlert(page: Page, message: string) {
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText(message);
  await alert.getByRole("button", { name: "확인" }).click();
  await expect(alert).toBeHidden();
}

test("현장중계: the link with its preview, the URL check, 문자발송 with the prefilled text, edit and delete", async ({
  page,
}) => {
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  // Searched by name: union 1 has more meetings than a page of the list.
  await page.goto(`${HISTORY}?meetName=${encodeURIComponent(MAIN)}`);
  const history = page.getByRole("table", { name: "총회 내역" });
  // The demo meetings (and the relay link) are seeded by a job after the server starts: slow on a busy machine.
  await expect(async () => {
    await page.reload();
    await expect(history.getByRole("link", { name: MAIN })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 240_000 });
  await history.getByRole("link", { name: MAIN }).click();
  const gate = page.getByRole("form", { name: "총회 비밀번호 확인" });
  await gate.getByLabel("비밀번호").fill(PASSWORD);
  await gate.getByRole("button", { name: "확인" }).click();

  await page.getByRole("tab", { name: "현장중계" }).click();
  const url = page.getByLabel("현장중계 URL");
  await expect(url).toHaveValue(SEEDED);
  const preview = page.getByTitle("현장중계 미리보기");
  await expect(preview).toHaveAttribute("src", "https://www.youtube.com/embed/jfKfPfyJRdk");
  await expect(page.getByText("현장중계 영상은 실제 현장과 5~10초 정도 차이가 있을 수 있습니다.")).toBeVisible();
  await shot(page, "preview");

  // Not a video site's link: the spec's message, nothing saved.
  await url.fill("https://example.com/live");
  await page.getByRole("button", { name: "수정" }).click();
  await expectAlert(page, "총회 현장중계 URL주소 형식이 올바르지 않습니다. 다시 확인해주세요.");
  await url.fill("");
  await expect(page.getByRole("button", { name: "수정" })).toBeDisabled();

  await url.fill(NAVER);
  await page.getByRole("button", { name: "수정" }).click();
  await expect(page.getByText("총회 현장중계 URL주소 등록이 완료되었습니다.")).toBeVisible();
  await expect(preview).toHaveAttribute("src", "https://tv.naver.com/embed/12345678");

  // 문자발송: the send wizard in a dialog, title and message prefilled with the link.
  await page.getByRole("button", { name: "문자발송" }).click();
  const sms = page.getByRole("dialog", { name: "문자발송" });
  await expect(sms.getByLabel("제목 (선택)")).toHaveValue("총회 현장중계 안내");
  await expect(sms.getByLabel("메시지 내용")).toHaveValue(
    new RegExp(`\\[${MAIN}\\] 현장중계 안내[\\s\\S]*${NAVER.replaceAll(".", "\\.")}`),
  );
  await expect(sms.getByRole("button", { name: "다음", exact: true })).toBeVisible();
  await shot(page, "sms");
  await sms.getByRole("button", { name: "닫기" }).click();
  await expect(sms).toBeHidden();

  // Delete, then register the demo's link again for the other journeys.
  await page.getByRole("button", { name: "삭제" }).click();
  await page.getByRole("dialog", { name: "현장중계 삭제" }).getByRole("button", { name: "삭제" }).click();
  await expect(page.getByText("삭제되었습니다.")).toBeVisible();
  await expect(page.getByText("등록된 현장중계 URL이 없습니다.")).toBeVisible();
  await expect(page.getByRole("button", { name: "문자발송" })).toBeDisabled();
  await url.fill(SEEDED);
  await page.getByRole("button", { name: "등록" }).click();
  await expect(preview).toHaveAttribute("src", "https://www.youtube.com/embed/jfKfPfyJRdk");
  await shot(page, "registered");
});
