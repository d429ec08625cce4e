import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SCREENS = path.join(import.meta.dirname, "../.tmp/screens");
const officeInfo = (unionSeq: number) => `/unions/${unionSeq}/union-management/union-infos`;

test.describe.configure({ mode: "serial" });

/** One signed-in page for the journey: union 2 starts without an office, union 1 has the demo one. */
let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
});

test.afterAll(async () => {
  await page.close();
});

const shot = (name: string) =>
  page.screenshot({ path: path.join(SCREENS, `office-${name}.png`), animations: "disabled" });
const managers = () => page.getByRole("table", { name: "조합 관리자" });
const officeSection = () => page.getByRole("region", { name: "사무실 정보" });

async function expectAlert(message: string) {
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText(message);
  await alert.getByRole("button", { name: "확인" }).click();
  await expect(alert).toBeHidden();
}

test("(a) union 1 shows the demo office and its two managers; one manager row at a time", async () => {
  await page.goto(officeInfo(1));
  await expect(page.getByRole("heading", { level: 1, name: "사무실 정보" })).toBeVisible();
  await expect(officeSection()).toContainText("한빛1구역 조합 사무실");
  await expect(officeSection()).toContainText("(04524) 서울특별시 중구 세종대로 110 한빛빌딩 3층");
  await expect(officeSection()).toContainText("02-1234-5678");
  await expect(managers().getByRole("row")).toHaveCount(3);
  await expect(managers()).toContainText("010-2345-6789");
  await expect(managers().getByRole("checkbox", { name: "현재 페이지 전체 선택" })).toHaveCount(0);
  const [first, second] = [managers().getByRole("checkbox").nth(0), managers().getByRole("checkbox").nth(1)];
  await first.check();
  await second.check();
  await expect(first).not.toBeChecked();
  await expect(second).toBeChecked();
  await shot("union-1");
});

test("(b) union 2 has no office: the empty text, then the office is created and edited", async () => {
  await page.goto(officeInfo(2));
  await expect(officeSection()).toContainText("등록된 사무실이 정보가 없습니다.");
  await expect(managers()).toContainText("등록된 담당자가 없습니다.");
  await shot("empty");

  await officeSection().getByRole("button", { name: "사무실 정보 등록" }).click();
  const dialog = page.getByRole("dialog", { name: "사무실 정보 등록" });
  await dialog.getByRole("button", { name: "등록" }).click();
  await expectAlert("사무실 이름을 입력해주세요.");
  await dialog.getByLabel("사무실 이름").fill("푸른숲 조합 사무실");
  await dialog.getByRole("button", { name: "등록" }).click();
  await expectAlert("사무실 연락처를 입력해주세요.");
  await dialog.getByLabel("대표 연락처").fill("031-123-4567-89");
  await expect(dialog.getByLabel("대표 연락처")).toHaveValue("03112345678");
  await dialog.getByLabel("대표 연락처").fill("0311234567");
  await dialog.getByLabel("이메일").fill("office@");
  await dialog.getByRole("button", { name: "등록" }).click();
  await expectAlert("유효한 이메일을 입력해주세요.");
  await dialog.getByLabel("이메일").fill("office@pureunsup.example");
  await dialog.getByLabel("우편번호").fill("13494a");
  await expect(dialog.getByLabel("우편번호")).toHaveValue("13494");
  await dialog.getByLabel("주소", { exact: true }).fill("경기도 성남시 분당구 판교역로 1");
  await dialog.getByLabel("상세 주소").fill("2층");
  await dialog.getByRole("button", { name: "등록" }).click();
  await expect(page.getByText("등록이 완료되었습니다.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(officeSection()).toContainText("푸른숲 조합 사무실");
  await expect(officeSection()).toContainText("(13494) 경기도 성남시 분당구 판교역로 1 2층");
  await expect(officeSection()).toContainText("031-123-4567");

  await officeSection().getByRole("button", { name: "정보 수정" }).click();
  const edit = page.getByRole("dialog", { name: "사무실 정보 수정" });
  await expect(edit.getByLabel("사무실 이름")).toHaveValue("푸른숲 조합 사무실");
  await edit.getByLabel("사무실 이름").fill("푸른숲 조합 새 사무실");
  await edit.getByLabel("담당자", { exact: true }).fill("정담당");
  await shot("edit-dialog");
  await edit.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("정보 수정이 완료되었습니다.")).toBeVisible();
  await expect(officeSection()).toContainText("푸른숲 조합 새 사무실");
  await expect(officeSection()).toContainText("정담당");
  await page.reload();
  await expect(officeSection()).toContainText("푸른숲 조합 새 사무실");
  await shot("created");
});

test("(c) an office manager is registered after bad input is refused, then deleted", async () => {
  await page.getByRole("button", { name: "삭제", exact: true }).click();
  await expectAlert("삭제할 조합 관리자를 선택해주세요.");

  await page.getByRole("button", { name: "담당자 등록" }).click();
  const dialog = page.getByRole("dialog", { name: "담당자 등록" });
  await dialog.getByRole("button", { name: "등록" }).click();
  await expectAlert("담당자 이름을 입력해주세요.");
  await dialog.getByLabel("담당자 이름").fill("한담당");
  await dialog.getByRole("button", { name: "등록" }).click();
  await expectAlert("담당자 연락처를 입력해주세요.");
  await dialog.getByLabel("연락처").fill("010-123-4567");
  await expect(dialog.getByLabel("연락처")).toHaveValue("0101234567");
  await dialog.getByLabel("연락처").fill("010-123");
  await dialog.getByRole("button", { name: "등록" }).click();
  await expectAlert("유효한 연락처를 입력해주세요 (10-11자리 숫자).");
  await dialog.getByLabel("연락처").fill("010-7777-8888-9");
  await expect(dialog.getByLabel("연락처")).toHaveValue("01077778888");
  await dialog.getByLabel("이메일").fill("han@pureunsup");
  await dialog.getByRole("button", { name: "등록" }).click();
  await expectAlert("유효한 이메일을 입력해주세요.");
  await shot("manager-dialog");
  await dialog.getByLabel("이메일").fill("han@pureunsup.example");
  await dialog.getByRole("button", { name: "등록" }).click();
  await expect(page.getByText("등록이 완료되었습니다.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = managers().getByRole("row", { name: /한담당/ });
  await expect(row).toContainText("010-7777-8888");
  await expect(row).toContainText("han@pureunsup.example");

  await row.getByRole("checkbox", { name: "행 선택" }).check();
  await page.getByRole("button", { name: "삭제", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "담당자 삭제" });
  await expect(confirm).toContainText("선택한 담당자를 삭제하시겠습니까?");
  await confirm.getByRole("button", { name: "삭제" }).click();
  await expect(page.getByText("삭제가 완료되었습니다.")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(managers()).toContainText("등록된 담당자가 없습니다.");
});
