import fs from "node:fs";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = process.env.MEETOPEN_SHOTS ?? "../.tmp/screens";
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/meetings-open-${name}.png`, fullPage: true });
};

/** The journey runs on a machine shared with other runs: waits are longer than the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

const UNION = 1;
const OPEN = `/unions/${UNION}/meet-management/open`;
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

const SEOUL = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});
/** A `datetime-local` value `ms` from now in the browser's zone (Asia/Seoul). */
const localIn = (ms: number) => SEOUL.format(new Date(Date.now() + ms)).replace(" ", "T");

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"),
  Buffer.from("0000000d4944415478da63f8cfc0f01f0005000201a5f6d2d30000000049454e44ae426082", "hex"),
]);

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

  // Step 2: the meeting info of a mixed meeting, files, then two agendas.
  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText("필수 값을 입력해주세요.");
  await page.getByRole("button", { name: "확인" }).click();
  await page.getByLabel("총회명").fill("2026년 임시총회 (e2e)");
  await page.getByLabel("소집권자").fill("홍길동");
  await page.getByRole("textbox", { name: "총회 비밀번호", exact: true }).fill("meet1234");
  await page.getByLabel("총회 비밀번호 확인").fill("meet9999");
  await page
    .getByLabel("공고문 파일", { exact: true })
    .setInputFiles({ name: "공고문.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText("공고문.pdf")).toBeVisible();
  await page
    .getByLabel("서면결의서 파일", { exact: true })
    .setInputFiles({ name: "서면결의서.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText("서면결의서.pdf")).toBeVisible();
  await page.getByLabel("발신자명").fill("한빛재개발조합");
  await page.getByRole("textbox", { name: "문의전화번호", exact: true }).fill("0212345678");
  await page.getByLabel("전자투표 시작일시").fill(localIn(HOUR));
  await page.getByLabel("전자투표 종료일시").fill(localIn(2 * DAY));
  await page.getByLabel("서면 제출 시작일시").fill(localIn(HOUR));
  await page.getByLabel("서면 제출 종료일시").fill(localIn(2 * DAY));
  await page.getByLabel("총회 일시").fill(localIn(3 * DAY));
  await page.getByLabel("총회 장소 주소").fill("서울특별시 중구 세종대로 110");
  await page.getByLabel("상세 주소").fill("대강당");

  const first = page.getByRole("group", { name: "1번째 안건" });
  await first.getByLabel("안건명").fill("조합 정관 변경의 건");
  await first.getByLabel("1번째 안건 후보 1 이름").fill("정관 변경안");
  await page.getByRole("button", { name: "안건 추가" }).click();
  const second = page.getByRole("group", { name: "2번째 안건" });
  await second.getByLabel("안건명").fill("조합장 선출의 건");
  await second.getByRole("combobox", { name: "투표 형식" }).click();
  await page.getByRole("option", { name: "선택 투표" }).click();
  await second.getByLabel("2번째 안건 후보 1 이름").fill("김철수");
  await second
    .getByLabel("2번째 안건 후보 1 이미지", { exact: true })
    .setInputFiles({ name: "김철수.png", mimeType: "image/png", buffer: PNG });
  await expect(second.getByText("김철수.png")).toBeVisible();
  await second.getByRole("button", { name: "후보 추가" }).click();
  await second.getByLabel("2번째 안건 후보 2 이름").fill("이영희");

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
