import fs from "node:fs";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { fillMeetInfo, fillTwoAgendas, meetOpenPath } from "./support/meet-wizard";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = process.env.MEETOPEN_SHOTS ?? "../.tmp/screens";
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/meetings-open-${name}.png`, fullPage: true });
};

/** The journey runs on a machine shared with other runs: waits are longer than the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

const UNION = 1;
const OPEN = meetOpenPath(UNION);

test("opens an ONSITE_ELECTRONIC meeting with two agendas through the wizard", async ({ page }) => {
  // A long journey (three steps, three uploads): more than the default minute on a busy machine.
  test.setTimeout(400_000);
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  // open/agenda without voters and an open type in navigation state goes back to open.
  await page.goto(`${OPEN}/agenda`);
  await expect(page).toHaveURL(new RegExp(`${OPEN}$`));
  await expect(page.getByRole("heading", { name: "총회 개설", level: 1 })).toBeVisible();

  // Step 1: nobody chosen yet, then three owners of the register.
  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText("선거인을 선택하세요.");
  await page.getByRole("button", { name: "확인" }).click();
  const table = page.getByRole("table", { name: "선거인 후보 목록" });
  const boxes = table.getByRole("checkbox", { name: "행 선택" });
  await expect(boxes.first()).toBeVisible();
  for (const i of [0, 1, 2]) await boxes.nth(i).check();
  await expect(page.getByLabel("선택한 선거인 수")).toHaveText("3");
  await page.getByRole("tab", { name: "대의원회" }).click();
  await expect(page.getByText("직책이 대의원인 조합원만 표시됩니다.", { exact: false })).toBeVisible();
  await page.getByRole("tab", { name: "총회" }).click();
  for (const i of [0, 1, 2]) await boxes.nth(i).check();
  await shot(page, "1-voters");
  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${OPEN}/agenda$`));

  // Step 2: the meeting info of a mixed meeting, files, then two agendas. Its page loads on its own: wait for it
  // (a click while step 1 still shows was lost in CI).
  await expect(page.getByRole("heading", { name: "총회 정보" })).toBeVisible();
  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText("필수 값을 입력해주세요.");
  await page.getByRole("button", { name: "확인" }).click();
  await fillMeetInfo(page, { name: "2026년 임시총회 (e2e)", password: "meet1234", passwordConfirm: "meet9999" });
  await fillTwoAgendas(page, { candidateImage: true });

  // The re-entry must match.
  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText("비밀번호가 일치하지 않습니다.");
  await page.getByRole("button", { name: "확인" }).click();
  await page.getByLabel("총회 비밀번호 확인").fill("meet1234");
  await shot(page, "2-agenda");
  await page.getByRole("button", { name: "다음", exact: true }).click();

  // Step 3: the preview, the cost, the confirmation.
  const preview = page.getByRole("region", { name: "미리보기" });
  await expect(preview).toContainText("제1호 안건 · 조합 정관 변경의 건");
  await expect(preview).toContainText("찬성=1");
  await expect(preview).toContainText("반대=2");
  await expect(preview).toContainText("기권=3");
  await expect(preview).toContainText("김철수");
  await expect(page.getByLabel("개설 비용 금액")).toHaveText("2,100원");
  await shot(page, "3-preview");
  await page.getByRole("button", { name: "총회 개설" }).click();
  const confirm = page.getByRole("dialog", { name: "총회 개설" });
  await expect(confirm).toContainText("개설 후에는 취소 및 환불이 불가능합니다.");
  await shot(page, "4-confirm");
  await confirm.getByRole("button", { name: "개설" }).click();
  await expect(page.getByText("총회 개설이 완료되었습니다.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/unions/${UNION}/meet-management/history/\\d+$`));
  await shot(page, "5-opened");
});
