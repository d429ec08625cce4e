import { type Browser, expect, type Page, test } from "@playwright/test";
import { apiGet, ensureDemoStaff, groupSubMenuCodes, setGroupSubMenuCodes } from "./support/api";
import { DEMO_LOGIN, MEMBER_LOGIN, signIn } from "./support/sign-in";

const SHOTS = "/tmp/shots-counsel";
const UNION = 1;
const PICKER = `/unions/${UNION}/counsel-management/create`;
const LIST = `/unions/${UNION}/counsel-management/counsels`;
const API = `/v1/unions/${UNION}/counsels`;
/** The memo of this run's record: found again on the detail page. */
const MEMO = `이주비 대출 한도와 분양 신청 일정을 문의함. (e2e ${Date.now()})`;
const M09_SUB_MENUS = ["M090101", "M090102", "M090201", "M090202"];

type PickerRow = { unionRegisterSeq: number; unionRegisterNo: string; name: string; counselCount: number };

test.describe.configure({ mode: "serial" });

let page: Page;
let owner: PickerRow;
let counselSeq: number;

const shot = (target: Page, name: string) =>
  target.screenshot({ path: `${SHOTS}/${name}.png`, animations: "disabled" });

async function expectAlert(message: string) {
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText(message);
  await alert.getByRole("button", { name: "확인" }).click();
  await expect(alert).toBeHidden();
}

/** The console's Seoul "YYYY-MM-DD" of today (the browser runs in Asia/Seoul). */
const seoulToday = () => new Date(Date.now() + 9 * 3600 * 1000).toISOString().slice(0, 10);

async function signedIn(browser: Browser, login: { loginId: string; password: string }) {
  const context = await browser.newContext();
  const signedPage = await context.newPage();
  await signIn(signedPage, login.loginId, login.password);
  return signedPage;
}

test.beforeAll(async ({ browser }) => {
  // Journeys before may have moved 이사무 (member) or the supervisor label; 사무국 must hold both M09 menus.
  await ensureDemoStaff(browser);
  page = await signedIn(browser, DEMO_LOGIN);
  const codes = await groupSubMenuCodes(page, UNION, "사무국");
  if (!M09_SUB_MENUS.every((code) => codes.includes(code))) {
    await setGroupSubMenuCodes(page, UNION, "사무국", [...new Set([...codes, ...M09_SUB_MENUS])]);
  }
  // The demo register, then its counselling records, are seeded by a job after the server starts.
  await expect
    .poll(async () => (await apiGet(page, `${API}?pageSize=1`)).pagination.totalElements, {
      message: "the demo counselling records are seeded",
      timeout: 120_000,
      intervals: [2_000],
    })
    .toBeGreaterThanOrEqual(250);
  const picker = await apiGet(page, `${API}/registers?pageSize=20`);
  owner = (picker.data as PickerRow[]).find((row) => row.counselCount >= 2) as PickerRow;
  expect(owner, "a demo owner with earlier records").toBeDefined();
});

test.afterAll(async () => {
  await page?.context().close();
});

test("상담 등록: the picker's filters and member dialog, the form's defaults, rules, side panel and leave check", async () => {
  await page.goto(PICKER);
  await expect(page.getByRole("heading", { level: 1, name: "상담 등록" })).toBeVisible();
  const grid = page.getByRole("table", { name: "상담 대상 조합원 목록" });
  await expect(grid.getByRole("row")).toHaveCount(11);
  await shot(page, "01-picker");

  const search = page.getByRole("search", { name: "조합원 검색" });
  await search.getByLabel("일련번호").fill("1--2");
  await search.getByRole("button", { name: "검색" }).click();
  await expectAlert("일련번호는 숫자와 '-'로 11자까지 입력할 수 있습니다.");
  await search.getByLabel("일련번호").fill(owner.unionRegisterNo);
  await search.getByLabel("이름").fill(owner.name);
  await search.getByRole("button", { name: "검색" }).click();
  await expect(page).toHaveURL(new RegExp(`unionRegisterNo=${owner.unionRegisterNo}`));
  await expect(grid.getByRole("row")).toHaveCount(2);

  await grid.getByRole("button", { name: owner.name, exact: true }).click();
  const member = page.getByRole("dialog", { name: "조합원 정보" });
  await expect(member).toContainText(owner.unionRegisterNo);
  await expect(member).toContainText(`${owner.counselCount}회`);
  await shot(page, "02-member-dialog");
  await member.getByRole("button", { name: "닫기" }).click();

  await grid.getByRole("button", { name: `${owner.name} 상담 등록` }).click();
  await expect(page).toHaveURL(`${PICKER}/${owner.unionRegisterSeq}`);
  const form = page.getByRole("form", { name: "상담 등록" });
  await expect(form.getByRole("region", { name: "상담 대상" })).toContainText(owner.name);
  // Spec 02 §9 defaults: 방문, 미정, 해당없음 (서면결의 and 총회 참석).
  await expect(form.getByRole("radiogroup", { name: "상담방식" }).getByLabel("방문")).toBeChecked();
  await expect(form.getByRole("radiogroup", { name: "성향" }).getByLabel("미정")).toBeChecked();
  await expect(form.getByRole("radiogroup", { name: "서면결의" }).getByLabel("해당없음")).toBeChecked();
  await expect(form.getByRole("radiogroup", { name: "총회 참석" }).getByLabel("해당없음")).toBeChecked();
  // Future times cannot be picked.
  await expect(form.getByLabel("상담일시")).toHaveAttribute("max", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

  await form.getByRole("button", { name: "등록" }).click();
  await expectAlert("상담주제를 최소 한 개 이상 선택해 주세요.");
  await form.getByLabel("분양").check();
  await form.getByLabel("이주").check();
  await form.getByRole("button", { name: "등록" }).click();
  await expectAlert("상담내용을 입력해 주세요.");
  await form.getByLabel("상담일시").fill("");
  await form.getByRole("button", { name: "등록" }).click();
  await expectAlert("상담일시를 입력해 주세요.");
  await form.getByLabel("상담일시").fill(`${seoulToday()}T00:00`);
  await form.getByLabel("상담내용").fill(MEMO);

  await form.getByRole("button", { name: "이전 상담 이력" }).click();
  const panel = page.getByRole("dialog", { name: "이전 상담 이력" });
  await expect(panel).toContainText(`총 ${owner.counselCount}건`);
  await expect(panel.getByRole("listitem")).toHaveCount(owner.counselCount);
  await shot(page, "03-form-side-panel");
  await panel.getByRole("button", { name: "닫기" }).click();
  await expect(panel).toBeHidden();
  await shot(page, "04-form-filled");

  // Leaving a filled form asks first; 취소 stays.
  await form.getByRole("button", { name: "목록" }).click();
  const leave = page.getByRole("dialog", { name: "확인" });
  await expect(leave).toContainText("수정한 내용이 저장되지 않았습니다.");
  await leave.getByRole("button", { name: "취소" }).click();
  await expect(page).toHaveURL(`${PICKER}/${owner.unionRegisterSeq}`);

  await form.getByRole("button", { name: "등록" }).click();
  await expect(page.getByText("저장이 완료 되었습니다.")).toBeVisible();
  await expect(page).toHaveURL(PICKER);
  const mine = (await apiGet(page, `${API}?unionRegisterNo=${owner.unionRegisterNo}`)).data[0];
  expect(mine).toMatchObject({
    memo: MEMO,
    method: "VISIT",
    topics: ["SALES", "RELOCATION"],
    tendency: "UNDETERMINED",
    votingWrittenType: "NOT_APPLICABLE",
    meetAttendType: "NOT_APPLICABLE",
    serviceType: "OMS",
    counselAt: `${seoulToday()}T00:00:00`,
    counselor: { name: "김조합" },
  });
  counselSeq = mine.counselSeq;
});

test("상담 내역: found by number and today's period, edited by its counsellor", async () => {
  await page.goto(LIST);
  await expect(page.getByRole("heading", { level: 1, name: "상담 내역" })).toBeVisible();
  const grid = page.getByRole("table", { name: "상담 내역 목록" });
  await expect(grid.getByRole("row")).toHaveCount(11);
  await expect(grid.getByRole("columnheader")).toHaveText([
    "",
    "일련번호",
    "이름",
    "직책",
    "성향",
    "서면결의",
    "상담방식",
    "상담자",
    "상담주제",
    "상담일시",
    "상세",
  ]);
  await shot(page, "05-list");

  const search = page.getByRole("search", { name: "상담 내역 검색" });
  // A day left half typed (only the month) is refused (spec 02 §5); years 1900-2100 only (§9).
  await search.getByLabel("상담 시작일").focus();
  await page.keyboard.type("11");
  await search.getByRole("button", { name: "검색" }).click();
  await expectAlert("기간 조회는 연도, 월, 일을 모두 입력해야 합니다.");
  await search.getByLabel("상담 시작일").fill("1899-12-31");
  await search.getByRole("button", { name: "검색" }).click();
  await expectAlert("기간은 1900년부터 2100년까지 조회할 수 있습니다.");
  await search.getByLabel("상담 시작일").fill(seoulToday());
  await search.getByLabel("상담 종료일").fill(seoulToday());
  await search.getByLabel("일련번호").fill(owner.unionRegisterNo);
  await search.getByRole("button", { name: "검색" }).click();
  await expect(page).toHaveURL(new RegExp(`searchFrom=${seoulToday()}`));
  const row = grid.getByRole("row").filter({ hasText: "김조합" }).first();
  await expect(row).toContainText(owner.name);
  await expect(row).toContainText("분양, 이주");
  await expect(row).toContainText(`${seoulToday()} 00:00`);
  await row.getByRole("checkbox", { name: "행 선택" }).check();
  await expect(search).toContainText("1건 선택");
  await shot(page, "06-list-filtered");

  await row.getByRole("link", { name: /상담 상세$/ }).click();
  await expect(page).toHaveURL(`${LIST}/${counselSeq}`);
  const detail = page.getByRole("definition").filter({ hasText: MEMO });
  await expect(detail).toBeVisible();
  await expect(page.getByRole("button", { name: "수정" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "삭제" })).toBeEnabled();
  await shot(page, "07-detail-counsellor");

  await page.getByRole("button", { name: "수정" }).click();
  await expect(page).toHaveURL(`${LIST}/${counselSeq}/modify`);
  const form = page.getByRole("form", { name: "상담 내역 수정" });
  await expect(form.getByLabel("상담내용")).toHaveValue(MEMO);
  await form.getByRole("radiogroup", { name: "상담방식" }).getByLabel("전화").check();
  await form.getByRole("radiogroup", { name: "성향" }).getByLabel("상 (긍정)").check();
  await form.getByRole("radiogroup", { name: "서면결의" }).getByLabel("완료", { exact: true }).check();
  await form.getByRole("radiogroup", { name: "총회 참석" }).getByLabel("대리인").check();
  await shot(page, "08-modify");
  await form.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("저장이 완료 되었습니다.")).toBeVisible();
  await expect(page).toHaveURL(`${LIST}/${counselSeq}`);
  const dl = page.locator("dl[aria-label='상담 내역']");
  await expect(dl).toContainText("상담방식전화");
  await expect(dl).toContainText("성향상 (긍정)");
  await expect(dl).toContainText("서면결의완료");
  await expect(dl).toContainText("총회 참석대리인");
});

test("another member sees the record with 수정 and 삭제 disabled, and the API refuses both", async ({ browser }) => {
  const member = await signedIn(browser, MEMBER_LOGIN);
  try {
    await member.goto(`${LIST}/${counselSeq}`);
    await expect(member.getByRole("heading", { level: 1, name: "상담 내역 상세" })).toBeVisible();
    await expect(member.getByRole("definition").filter({ hasText: MEMO })).toBeVisible();
    await expect(member.getByRole("button", { name: "수정" })).toBeDisabled();
    await expect(member.getByRole("button", { name: "삭제" })).toBeDisabled();
    await shot(member, "09-detail-other-member");

    const token = (await member.context().cookies()).find((cookie) => cookie.name === "accessToken")?.value;
    const headers = { authorization: `Bearer ${token}` };
    const record = (await apiGet(member, `${API}/${counselSeq}`)).data;
    const body = { ...record, memo: "다른 상담자가 바꿈" };
    for (const response of [
      await member.request.put(`${API}/${counselSeq}`, { headers, data: body }),
      await member.request.delete(`${API}/${counselSeq}`, { headers }),
    ]) {
      expect(response.status()).toBe(403);
      expect(await response.json()).toMatchObject({
        code: "E00501",
        message: "상담자 본인만 상담 내역을 수정하거나 삭제할 수 있습니다.",
      });
    }
    expect((await apiGet(member, `${API}/${counselSeq}`)).data.memo).toBe(MEMO);
  } finally {
    await member.context().close();
  }
});

test("the counsellor deletes the record after 해당 상담 내역을 삭제하시겠습니까?", async () => {
  await page.goto(`${LIST}/${counselSeq}`);
  await page.getByRole("button", { name: "삭제" }).click();
  const confirm = page.getByRole("dialog", { name: "확인" });
  await expect(confirm).toContainText("해당 상담 내역을 삭제하시겠습니까?");
  await shot(page, "10-delete-confirm");
  await confirm.getByRole("button", { name: "삭제" }).click();
  await expect(page.getByText("상담 내역이 삭제되었습니다.")).toBeVisible();
  await expect(page).toHaveURL(LIST);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "accessToken")?.value;
  const gone = await page.request.get(`${API}/${counselSeq}`, { headers: { authorization: `Bearer ${token}` } });
  expect(gone.status()).toBe(404);
});
