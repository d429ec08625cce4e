import { expect, type Page, test } from "@playwright/test";
import { apiGet, ensureBalance } from "./support/api";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = "/tmp/shots-groups";
const UNION = 1;
const LIST = `/unions/${UNION}/union-management/address-groups`;
const MESSAGES = `/unions/${UNION}/union-management/messages`;
const GROUP = `e2e 모임 ${Date.now() % 100000}`;

test.describe.configure({ mode: "serial", timeout: 180_000 });

let page: Page;
let groupSeq: number;

const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, animations: "disabled" });

async function expectAlert(message: string) {
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText(message);
  await alert.getByRole("button", { name: "확인" }).click();
  await expect(alert).toBeHidden();
}

test.beforeAll(async ({ browser }) => {
  // The demo data is seeded by a job after the server starts (a minute or two on a loaded machine).
  test.setTimeout(180_000);
  page = await (await browser.newContext()).newPage();
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  // The demo register, its consent statuses and groups are seeded by a job after the server starts.
  await expect
    .poll(
      async () =>
        (
          await apiGet(
            page,
            `/v1/unions/${UNION}/register-groups?unionRegisterGroupName=${encodeURIComponent("임원 연락망")}`,
          )
        ).pagination.totalElements,
      { message: "the demo address groups are seeded", timeout: 150_000, intervals: [2_000] },
    )
    .toBe(1);
});

test("(a) 목록: the staff's groups and the auto-generated ones (not selectable), search, 삭제 with none", async () => {
  await page.goto(LIST);
  await expect(page.getByRole("heading", { name: "주소록 그룹" })).toBeVisible();
  const table = page.getByRole("table", { name: "주소록 그룹 목록" });
  await expect(table.getByRole("row", { name: /임원 연락망/ })).toBeVisible();
  await page.getByRole("button", { name: "삭제", exact: true }).click();
  await expectAlert("삭제할 그룹을 선택해주세요.");
  await page.getByLabel("그룹명").fill("[자동]");
  await page.getByRole("button", { name: "검색" }).click();
  const auto = table.getByRole("row", { name: /\[자동\] 동의 현황 동의/ });
  await expect(auto).toBeVisible();
  await expect(auto.getByRole("checkbox")).toBeDisabled();
  await shot("list-auto");
  await page.getByRole("button", { name: "초기화" }).click();
  await shot("list");
});

test("(b) 그룹 추가: name required, members picked from the register, saved and shown", async () => {
  await page.goto(LIST);
  await page.getByRole("button", { name: "그룹 추가" }).click();
  await expect(page.getByRole("heading", { name: "주소록 그룹 추가" })).toBeVisible();
  await page.getByRole("button", { name: "등록" }).click();
  await expectAlert("그룹명을 입력해주세요.");
  await page.getByLabel("그룹명").fill(GROUP);
  await page.getByLabel("메모").fill("e2e 로 만든 그룹");
  const candidates = page.getByRole("table", { name: "조합원 후보 목록" });
  await expect(candidates.getByRole("row")).toHaveCount(11);
  for (const index of [1, 2, 3]) await candidates.getByRole("row").nth(index).getByRole("checkbox").check();
  await expect(page.getByLabel("그룹 조합원 수")).toHaveText("3");
  await shot("create");
  await page.getByRole("button", { name: "등록" }).click();
  await expect(page.getByText("그룹 추가가 완료되었습니다.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "주소록 그룹 상세" })).toBeVisible();
  groupSeq = Number(/address-groups\/(\d+)$/.exec(page.url())?.[1]);
  expect(groupSeq).toBeGreaterThan(0);
  await expect(page.getByText("3명")).toBeVisible();
  await expect(page.getByRole("table", { name: "그룹 조합원 목록" }).getByRole("row")).toHaveCount(4);
  await shot("detail");
});

test("(c) 수정: one member out, the name changed", async () => {
  await page.getByRole("button", { name: "수정" }).click();
  await expect(page.getByRole("heading", { name: "주소록 그룹 수정" })).toBeVisible();
  const picked = page.getByRole("table", { name: "그룹 조합원 목록" });
  await expect(picked.getByRole("row")).toHaveCount(4);
  // Unticking a row takes it out of the group (the next row moves up into its place).
  await picked.getByRole("row").nth(1).getByRole("checkbox").click();
  await expect(page.getByLabel("그룹 조합원 수")).toHaveText("2");
  await page.getByLabel("그룹명").fill(`${GROUP} 수정`);
  await shot("modify");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("그룹 수정이 완료되었습니다.")).toBeVisible();
  await expect(page.getByText(`${GROUP} 수정`)).toBeVisible();
  await expect(page.getByText("2명")).toBeVisible();
});

test("(d) 문자 발송: the group as the recipient source, sent and charged", async () => {
  await ensureBalance(page, UNION, 100_000);
  await page.goto(MESSAGES);
  await page.getByRole("combobox", { name: "그룹" }).click();
  await page.getByRole("option", { name: new RegExp(`^${GROUP} 수정`) }).click();
  const table = page.getByRole("table", { name: "수신자 선택" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await page.getByRole("button", { name: "그룹 전체 선택" }).click();
  await expect(page.getByLabel("선택한 조합원 수")).toHaveText("2");
  await page.getByLabel("메시지 내용").fill("주소록 그룹 안내 문자입니다.");
  await shot("sms-group");
  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expect(page.getByRole("heading", { name: "발송 비용" })).toBeVisible();
  await expect(page.getByText("2건")).toBeVisible();
  await page.getByRole("checkbox", { name: /발송 건수와 비용을 확인했으며/ }).check();
  await page.getByRole("button", { name: "발송", exact: true }).click();
  await expect(page.getByText("문자 발송이 완료되었습니다.")).toBeVisible();
  await expect(page).toHaveURL(/\/messages\/records\/\d+$/);
});

test("(e) 삭제: the new group goes", async () => {
  await page.goto(LIST);
  const row = page.getByRole("table", { name: "주소록 그룹 목록" }).getByRole("row", { name: new RegExp(GROUP) });
  await row.getByRole("checkbox").check();
  await page.getByRole("button", { name: "삭제", exact: true }).click();
  await page.getByRole("dialog", { name: "그룹 삭제" }).getByRole("button", { name: "삭제" }).click();
  await expect(page.getByText("삭제가 완료되었습니다.")).toBeVisible();
  await expect(row).toHaveCount(0);
});
