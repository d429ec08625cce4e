import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { apiGet, apiPost, ensureTraceOff } from "./support/api";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SCREENS = path.join(import.meta.dirname, "../.tmp/screens");
const REGISTERS = "/unions/1/union-management/registers";
const OWNER = "명부검증";
const AGENT = "대리검증";
const COLUMN = "동의여부";

test.describe.configure({ mode: "serial" });

/** One signed-in page for the whole journey: each step builds on the owner the first one creates. */
let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  // The grid without the registry feed marking owners changed meanwhile (the registry-changes journey turns it on).
  await ensureTraceOff(page, 1);
});

test.afterAll(async () => {
  await page.close();
});

const shot = (name: string) =>
  page.screenshot({ path: path.join(SCREENS, `register-${name}.png`), animations: "disabled" });
const grid = () => page.getByRole("table", { name: "조합원 명부" });
const ownerRow = () => grid().getByRole("row", { name: new RegExp(OWNER) });

/** The demo register is seeded a few seconds after the server starts. */
async function openGrid(query = "") {
  await expect(async () => {
    await page.goto(`${REGISTERS}${query}`);
    await expect(grid()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
}

async function expectAlert(message: string) {
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText(message);
  await alert.getByRole("button", { name: "확인" }).click();
  await expect(alert).toBeHidden();
}

async function pick(scope: Locator, combobox: string | RegExp, option: string) {
  await scope.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Whole months from a date to today, as the rights tab shows them. */
function holdingPeriod(acquiredAt: string): string {
  const [y, m, d] = acquiredAt.split("-").map(Number) as [number, number, number];
  const now = new Date();
  const months = (now.getFullYear() - y) * 12 + (now.getMonth() + 1 - m) - (now.getDate() < d ? 1 : 0);
  return `${Math.floor(months / 12)}년 ${months % 12}개월`;
}

test("(a) a new owner: every invalid value is told in 알림, then the owner is found by name", async () => {
  test.setTimeout(120_000); // about thirty form round trips on a 2-core CI machine
  await openGrid();
  await shot("grid");
  await page.getByRole("link", { name: "소유자 개별등록" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "소유자 개별등록" })).toBeVisible();
  const form = page.getByRole("form", { name: "소유자 정보" });
  const submit = () => form.getByRole("button", { name: "등록", exact: true }).click();

  await submit();
  await expectAlert("이름을 입력해 주세요.");
  await form.getByRole("textbox", { name: "이름", exact: true }).fill(OWNER);

  await form.getByLabel("생년월일").fill("1970");
  await submit();
  await expectAlert("생년월일을 확인해 주세요.");
  await form.getByLabel("생년월일").fill("19700315");

  await form.getByLabel("사업자등록번호").fill("123456789");
  await expect(form.getByLabel("사업자등록번호")).toHaveValue("123-45-6789");
  await submit();
  await expectAlert("사업자등록번호를 확인해 주세요.");
  await form.getByLabel("사업자등록번호").fill("1234567890");
  await expect(form.getByLabel("사업자등록번호")).toHaveValue("123-45-67890");

  await pick(form, /직책/, "조합임원");
  await expect(form.getByLabel("직책상세")).toHaveValue("조합임원");
  await form.getByLabel("직책상세").fill("");
  await submit();
  await expectAlert("직책상세에 내용을 입력해 주세요.");
  await form.getByLabel("직책상세").fill("감사");

  await form.getByRole("radiogroup", { name: "분양권" }).getByLabel("있음").check();
  await expect(form.getByLabel("분양권 개수")).toHaveValue("1");
  await form.getByLabel("분양권 개수").fill("");
  await submit();
  await expectAlert("분양권 개수를 입력해 주세요.");
  await form.getByLabel("분양권 개수").fill("2");

  await form.getByLabel("대표 연락처").fill("010-12");
  await expect(form.getByLabel("대표 연락처")).toHaveValue("01012");
  await submit();
  await expectAlert("연락처를 확인해 주세요.");
  await form.getByLabel("대표 연락처").fill("01055556666");

  await form.getByRole("radiogroup", { name: "공유 구분" }).getByLabel("공유").check();
  await submit();
  await expectAlert("본번을 입력해주세요.");
  await form.getByLabel("본번").fill("9001");
  await submit();
  await expectAlert("부번을 입력해주세요.");
  await form.getByLabel("부번").fill("1");
  await form.getByLabel("대표자").check();

  await submit();
  await expectAlert("소재지 정보를 입력해주세요.");
  const local = form.getByRole("group", { name: "소재지 1" });
  await local.getByLabel("시/도").fill("서울특별시");
  await local.getByLabel("읍/면/동").fill("장위동");
  await local.getByRole("textbox", { name: "지번", exact: true }).fill("900-1");
  await local.getByRole("textbox", { name: "등기 주소 1" }).fill("서울특별시 성북구 장위동 900-1");
  await shot("create-form");

  await submit();
  await expect(page.getByText("등록이 완료되었습니다.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${REGISTERS}$`));
  // The form may still be shown while the grid's route loads (its 등기부 주소 검색 is a "검색" button too).
  await expect(grid()).toBeVisible();

  await page.getByRole("button", { name: "검색", exact: true }).click();
  const search = page.getByRole("search", { name: "명부 검색" });
  await search.getByLabel("이름").fill(OWNER);
  await search.getByRole("button", { name: "조회" }).click();
  await expect(ownerRow()).toContainText("9001-1");
  await expect(ownerRow()).toContainText("1970-03-15");
  await expect(ownerRow()).toContainText("010-5555-6666");
  await expect(ownerRow()).toContainText("장위동 900-1");
  await expect(page.getByText("총 1명")).toBeVisible();
  await shot("created-found");
});

test("(b) the rights of that owner are edited and kept", async () => {
  await ownerRow().getByRole("link", { name: OWNER }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${OWNER} 소유자 정보` })).toBeVisible();
  await page.getByRole("tab", { name: "권리 내역" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${OWNER} 권리 내역` })).toBeVisible();

  const land = page.getByRole("group", { name: "토지" });
  await pick(land, /지목/, "대");
  await land.getByLabel("취득일").fill("2010-03-15");
  await expect(land.getByLabel("보유 기간")).toHaveValue(holdingPeriod("2010-03-15"));
  await land.getByLabel("전체 면적").fill("123.4567");
  await expect(land.getByLabel("전체 면적")).toHaveValue("123.456");
  await land.getByLabel("소유 면적").fill("61.5");
  await land.getByLabel("지분").fill("1/2 지분");
  await expect(land.getByLabel("지분")).toHaveValue("1/2");

  const building = page.getByRole("group", { name: "건물" });
  await expect(building.getByLabel("무허가 건물 번호")).toBeDisabled();
  await building.getByRole("switch", { name: "허가 건물", exact: true }).uncheck();
  await expect(building.getByRole("combobox", { name: /용도/ })).toBeDisabled();
  await expect(building.getByRole("textbox", { name: "층", exact: true })).toBeDisabled();
  await building.getByLabel("무허가 건물 번호").fill("무-7");
  await building.getByLabel("소유 면적").fill("30");
  await shot("rights-form");

  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("저장이 완료되었습니다.")).toBeVisible();

  await page.reload();
  await expect(land.getByRole("combobox", { name: /지목/ })).toContainText("대");
  await expect(land.getByLabel("취득일")).toHaveValue("2010-03-15");
  await expect(land.getByLabel("전체 면적")).toHaveValue("123.456");
  await expect(land.getByLabel("소유 면적")).toHaveValue("61.5");
  await expect(land.getByLabel("지분")).toHaveValue("1/2");
  await expect(building.getByRole("switch", { name: "허가 건물", exact: true })).not.toBeChecked();
  await expect(building.getByLabel("무허가 건물 번호")).toHaveValue("무-7");
  await expect(building.getByLabel("소유 면적")).toHaveValue("30");
});

test("(c) an agent is registered for that owner and named in the grid", async () => {
  await openGrid(`?name=${encodeURIComponent(OWNER)}`);
  await page.getByRole("button", { name: "대리인 등록" }).click();
  const dialog = page.getByRole("dialog", { name: "대리인 등록" });
  const submit = () => dialog.getByRole("button", { name: "등록", exact: true }).click();

  await submit();
  await expectAlert("대리인을 등록할 소유자를 선택해 주세요.");
  await dialog.getByLabel("소유자").fill(OWNER);
  await page.getByRole("option", { name: new RegExp(OWNER) }).click();

  await submit();
  await expectAlert("관계를 선택해 주세요.");
  await pick(dialog, /관계/, "기타 (직접입력)");
  await expect(dialog.getByLabel("관계 직접입력")).toBeEnabled();

  await submit();
  await expectAlert("이름을 입력해 주세요.");
  await dialog.getByLabel("이름").fill(AGENT);

  await submit();
  await expectAlert("생년월일을 입력해 주세요.");
  await dialog.getByLabel("생년월일").fill("1980");
  await submit();
  await expectAlert("생년월일을 확인해 주세요.");
  await dialog.getByLabel("생년월일").fill("19800505");

  await submit();
  await expectAlert("연락처를 입력해 주세요.");
  await dialog.getByLabel("연락처").fill("0101");
  await submit();
  await expectAlert("연락처를 확인해 주세요.");
  await dialog.getByLabel("연락처").fill("01077778888");

  await submit();
  await expectAlert("성별을 선택해 주세요.");
  await dialog.getByRole("radio", { name: "여", exact: true }).check();

  // The contract checks the ETC description after every field is valid (a cross-field rule).
  await submit();
  await expectAlert("관계 직접입력을 확인해 주세요.");
  await dialog.getByLabel("관계 직접입력").fill("조카");
  await shot("agent-dialog");

  await submit();
  await expect(page.getByText("등록이 완료되었습니다.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await ownerRow().getByRole("button", { name: AGENT }).click();
  const edit = page.getByRole("dialog", { name: "대리인 정보" });
  await expect(edit.getByLabel("관계 직접입력")).toHaveValue("조카");
  await expect(edit.getByLabel("연락처")).toHaveValue("01077778888");
  await shot("agent-edit");
  await edit.getByRole("button", { name: "취소" }).click();
});

test("(d) a custom column 동의여부 is added, a cell edited, and the value is there after a reload", async () => {
  await openGrid(`?name=${encodeURIComponent(OWNER)}`);
  await page.getByRole("button", { name: "열 설정하기" }).click();
  const dialog = page.getByRole("dialog", { name: "열 설정하기" });
  await dialog.getByRole("button", { name: "열 추가" }).click();
  await expect(dialog.getByLabel("열 제목 1")).toHaveValue("열 1");
  await dialog.getByLabel("열 제목 1").fill("");
  await dialog.getByRole("button", { name: "저장" }).click();
  await expectAlert("비어있는 열 제목을 입력해 주세요.");
  await dialog.getByLabel("열 제목 1").fill(COLUMN);
  await shot("column-settings");
  await dialog.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("저장이 완료되었습니다.")).toBeVisible();
  await expect(grid().getByRole("columnheader", { name: COLUMN })).toBeVisible();

  await ownerRow()
    .getByRole("button", { name: `${OWNER} ${COLUMN} 편집` })
    .click();
  await ownerRow()
    .getByRole("textbox", { name: `${OWNER} ${COLUMN}` })
    .fill("동의");
  await page.keyboard.press("Enter");
  await expect(page.getByText("업데이트 되었습니다.")).toBeVisible();

  await page.reload();
  await expect(ownerRow().getByRole("button", { name: `${OWNER} ${COLUMN} 편집` })).toHaveText("동의");
  await expect(ownerRow().getByRole("button", { name: AGENT })).toBeVisible();
  await shot("custom-column");

  // 표시 설정 shows a column hidden by default; the choice outlives a reload until 항목 초기화.
  await expect(grid().getByRole("columnheader", { name: "의결권" })).toHaveCount(0);
  await page.getByRole("button", { name: "표시 설정" }).click();
  const visible = page.getByRole("dialog", { name: "표시 설정" });
  await visible.getByLabel("의결권").check();
  await visible.getByLabel("생년월일").uncheck();
  await visible.getByRole("button", { name: "적용" }).click();
  await expect(grid().getByRole("columnheader", { name: "의결권" })).toBeVisible();
  await page.reload();
  await expect(grid().getByRole("columnheader", { name: "의결권" })).toBeVisible();
  await expect(grid().getByRole("columnheader", { name: "생년월일" })).toHaveCount(0);
  await page.getByRole("button", { name: "항목 초기화" }).click();
  await expect(grid().getByRole("columnheader", { name: "의결권" })).toHaveCount(0);
  await expect(grid().getByRole("columnheader", { name: "생년월일" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${REGISTERS}$`));
});

test("(e) the register downloads as 조합원_명부.xlsx with the new owner in it", async () => {
  await openGrid();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "명부 다운로드" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("조합원_명부.xlsx");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet("조합원 명부 목록");
  expect(sheet).toBeDefined();
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => (value == null ? "" : String(value))));
  });
  const [header = [], ...owners] = rows;
  expect(owners.length).toBeGreaterThanOrEqual(3000);
  const found = owners.find((row) => row[header.indexOf("성명")] === OWNER);
  expect(found, `${OWNER} in the workbook`).toBeDefined();
  expect(found?.[header.indexOf("일련번호")]).toBe("9001-1");
  expect(found?.[header.indexOf("생년월일")]).toBe("19700315");
});

/** The template's header row and 50 owners, one located property each. */
async function fiftyOwnersWorkbook(templatePath: string, outPath: string): Promise<string> {
  const template = new ExcelJS.Workbook();
  await template.xlsx.readFile(templatePath);
  const [first] = template.worksheets;
  if (!first) throw new Error("the template has no sheet");
  const header = (first.getRow(1).values as unknown[]).slice(1).map(String);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(first.name);
  sheet.addRow(header);
  for (let n = 1; n <= 50; n += 1) {
    const values: Record<string, string | number> = {
      본번: n,
      소유자구분: "개인",
      성명: `업로드${String(n).padStart(2, "0")}`,
      생년월일: "19700101",
      공유구분: "단독",
      성별: n % 2 ? "남" : "여",
      의결권: "Y",
      분양권: "N",
      연락처: `0109000${String(n).padStart(4, "0")}`,
      "소재지 시/도": "서울특별시",
      "소재지 구/군": "성동구",
      "소재지 동": "행당동",
      "소재지 지번": `${n}-1`,
      등기유형: "토지",
      "등기부 주소": `서울특별시 성동구 행당동 ${n}-1`,
    };
    for (const name of Object.keys(values)) expect(header, `template column ${name}`).toContain(name);
    sheet.addRow(header.map((name) => values[name] ?? null));
  }
  await workbook.xlsx.writeFile(outPath);
  return outPath;
}

test("(f) union 2 uploads 50 owners, watches the conversion and confirms the register", async () => {
  await page.goto("/unions/2/union-management/registers");
  await expect(page.getByRole("heading", { name: "조합원 명부 등록" })).toBeVisible();
  const [template] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "템플릿 다운로드" }).click(),
  ]);
  expect(template.suggestedFilename()).toBe("조합원_명부_양식.xlsx");
  const workbook = await fiftyOwnersWorkbook(await template.path(), test.info().outputPath("owners-50.xlsx"));

  const input = page.getByLabel("조합원 명부 파일");
  await input.setInputFiles({ name: "명부.csv", mimeType: "text/csv", buffer: Buffer.from("성명\n홍길동\n") });
  await expect(page.getByText("엑셀(xlsx) 파일만 업로드할 수 있습니다.")).toBeVisible();
  await expect(page.getByRole("button", { name: "명부 업로드" })).toBeDisabled();
  await shot("upload-refused");

  await input.setInputFiles(workbook);
  await expect(page.getByRole("list", { name: "선택한 파일" })).toContainText("owners-50.xlsx");
  await page.getByRole("button", { name: "명부 업로드" }).click();
  await expect(page.getByText("조합원 명부를 검토하고 있습니다.")).toBeVisible();
  await expect(page.getByRole("button", { name: "요청 취소" })).toBeVisible();
  await shot("reviewing");

  const confirm = page.getByRole("button", { name: "조합원 명부 확정" });
  await expect(confirm).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("총 50명")).toBeVisible();
  await expect(page.getByRole("button", { name: "검색", exact: true })).toHaveCount(0);
  await shot("convey");

  // Before confirming, the union may cancel the converted register (its owners go) and upload again.
  await page.getByRole("button", { name: "업로드 취소" }).click();
  const cancelDialog = page.getByRole("dialog", { name: "업로드 취소" });
  await expect(cancelDialog).toContainText("변환된 소유자가 모두 삭제되며");
  await cancelDialog.getByRole("button", { name: "업로드 취소" }).click();
  await expect(page.getByText("요청이 취소 되었습니다.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "조합원 명부 등록" })).toBeVisible();
  await page.getByLabel("조합원 명부 파일").setInputFiles(workbook);
  await page.getByRole("button", { name: "명부 업로드" }).click();
  await expect(confirm).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("총 50명")).toBeVisible();

  await confirm.click();
  const dialog = page.getByRole("dialog", { name: "조합원 명부 확정" });
  await expect(dialog).toContainText("업로드를 취소하거나 명부를 다시 올릴 수 없습니다.");
  await expect(dialog.getByRole("button", { name: "확정" })).toBeDisabled();
  await dialog.getByLabel("모든 내용을 확인하였습니다.").check();
  await dialog.getByRole("button", { name: "확정" }).click();
  await expect(page.getByText("명부 확정이 완료 되었습니다.")).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole("button", { name: "검색", exact: true })).toBeVisible();

  await page.getByRole("combobox", { name: /페이지당 행 수/ }).click();
  await page.getByRole("option", { name: "50", exact: true }).click();
  await expect(grid().getByRole("row")).toHaveCount(51);
  await expect(grid()).toContainText("업로드01");
  await expect(grid()).toContainText("업로드50");
  await shot("confirmed-50");

  await grid()
    .getByRole("row", { name: /업로드50/ })
    .getByRole("checkbox", { name: "행 선택" })
    .check();
  await page.getByRole("button", { name: "선택 삭제" }).click();
  const remove = page.getByRole("dialog", { name: "선택 삭제" });
  await expect(remove).toContainText("1명");
  await remove.getByRole("button", { name: "삭제" }).click();
  await expect(page.getByText("삭제가 완료되었습니다.")).toBeVisible();
  await expect(page.getByText("총 49명")).toBeVisible();
  await expect(grid()).not.toContainText("업로드50");
});

test("(g) an owner URL whose id cannot be one shows the not-found page inside the console", async () => {
  for (const id of ["abc", "99999999999999999999"]) {
    await page.goto(`/unions/1/union-management/registers/${id}/modify`);
    await expect(page.getByText("페이지를 찾을 수 없습니다")).toBeVisible();
  }
});

/** An owner body as the API takes it: one located property with one registration address (no number). */
function ownerBody(name: string, serial: { main: number; sub: number }, jibun: string) {
  return {
    unionRegisterNoMain: serial.main,
    unionRegisterNoSub: serial.sub,
    shareType: serial.sub > 0 ? "SHARE" : "SINGLE",
    name: { name, nameClass: "" },
    localAddresses: [
      {
        city: "서울특별시",
        gu: "성북구",
        dong: "장위동",
        jibun,
        registrationAddresses: [{ registrationAddress: `서울특별시 성북구 장위동 ${jibun}` }],
      },
    ],
  };
}

/** Creates an owner of union 1 through the API and answers its seq. */
async function createOwner(body: ReturnType<typeof ownerBody>): Promise<number> {
  const { data } = (await apiPost(page, "/v1/unions/1/registers", body)) as { data: { unionRegisterSeq: number } };
  return data.unionRegisterSeq;
}

/** The next main number nobody uses yet, as the server answers it (whatever other journeys added). */
async function nextFreeMainNo(): Promise<number> {
  const { data } = (await apiGet(page, "/v1/unions/1/registers/representative-check?unionRegisterNoMain=1")) as {
    data: { nextMainNo: number };
  };
  return data.nextMainNo;
}

/** This run's own owner and registration number: nothing another journey (or run) made matches them. */
const RUN = String(Date.now()).slice(-8);
const CHANGED_OWNER = `변동검증${RUN.slice(-4)}`;
const REGISTRATION_NO = `4477-${RUN}`;
let changedSerial = "";

test("(h) a staff edit adding a registration number shows the 변동 badge for that owner in the grid", async () => {
  const main = await nextFreeMainNo();
  changedSerial = String(main);
  const seq = await createOwner(ownerBody(CHANGED_OWNER, { main, sub: 0 }, `${main}-7`));
  await openGrid(`?name=${encodeURIComponent(CHANGED_OWNER)}`);
  const row = grid().getByRole("row", { name: new RegExp(CHANGED_OWNER) });
  await expect(row).toContainText(changedSerial);
  await expect(row.getByRole("button", { name: `${CHANGED_OWNER} 등기 변동 알림 보기` })).toHaveCount(0);

  await page.goto(`${REGISTERS}/${seq}/modify`);
  const form = page.getByRole("form", { name: "소유자 정보" });
  await form.getByRole("group", { name: "소재지 1" }).getByLabel("등기 고유번호").fill(REGISTRATION_NO);
  await form.getByRole("button", { name: "저장", exact: true }).click();
  await expect(page.getByText("정보 수정이 완료되었습니다.")).toBeVisible();

  await openGrid(`?name=${encodeURIComponent(CHANGED_OWNER)}`);
  await expect(row.getByRole("button", { name: `${CHANGED_OWNER} 등기 변동 알림 보기` })).toHaveText("변동");
});

/** A box as Playwright measures it, failing when the element is not rendered. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no bounding box for ${locator}`);
  return box;
}

/** The grid of the 변동 owner scrolled to its right end: 일련번호 and 이름 stay whole, side by side, on top. */
async function expectPinnedColumnsInView() {
  await openGrid(`?name=${encodeURIComponent(CHANGED_OWNER)}`);
  const container = grid().locator("xpath=..");
  const row = grid().getByRole("row", { name: new RegExp(CHANGED_OWNER) });
  const serialCell = row.getByRole("cell", { name: changedSerial, exact: true });
  const nameCell = row.getByRole("cell").filter({ has: page.getByRole("link", { name: CHANGED_OWNER }) });
  const badge = row.getByRole("button", { name: `${CHANGED_OWNER} 등기 변동 알림 보기` });
  const checkboxCell = row.getByRole("cell").filter({ has: page.getByRole("checkbox", { name: "행 선택" }) });
  await expect(badge).toBeVisible();

  const scrolled = await container.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
    return element.scrollLeft;
  });
  expect(scrolled, "the grid is wider than its container and scrolls").toBeGreaterThan(100);
  await shot("grid-scrolled");

  const frame = await boxOf(container);
  const checkbox = await boxOf(checkboxCell);
  const serial = await boxOf(serialCell);
  const name = await boxOf(nameCell);
  const chip = await boxOf(badge);
  for (const [label, box] of [
    ["checkbox", checkbox],
    ["일련번호", serial],
    ["이름", name],
  ] as const) {
    expect(box.x, `${label} starts inside the grid`).toBeGreaterThanOrEqual(frame.x - 0.5);
    expect(box.x + box.width, `${label} ends inside the grid`).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
  }
  // The first unpinned column slid under the pinned ones.
  const nextColumn = await boxOf(grid().getByRole("columnheader", { name: "구분", exact: true }));
  expect(nextColumn.x + nextColumn.width).toBeLessThanOrEqual(name.x + name.width + 0.5);
  // Side by side, not over each other: checkbox, 일련번호, 이름.
  expect(serial.x).toBeGreaterThanOrEqual(checkbox.x + checkbox.width - 0.5);
  expect(name.x).toBeGreaterThanOrEqual(serial.x + serial.width - 0.5);
  // The badge is whole inside its pinned cell.
  expect(chip.x + chip.width).toBeLessThanOrEqual(name.x + name.width + 0.5);
  await expect(serialCell).toBeInViewport({ ratio: 1 });
  await expect(nameCell).toBeInViewport({ ratio: 1 });
  await expect(grid().getByRole("columnheader", { name: "일련번호" })).toBeInViewport({ ratio: 1 });
  await expect(grid().getByRole("columnheader", { name: "이름", exact: true })).toBeInViewport({ ratio: 1 });
  // What shows at the cells' centres is the cells themselves, not a column scrolled under them.
  for (const cell of [serialCell, nameCell]) {
    const isOnTop = await cell.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const top = element.ownerDocument.elementFromPoint(rect.left + 4, rect.top + rect.height / 2);
      return top !== null && element.contains(top);
    });
    expect(isOnTop).toBe(true);
  }
}

test("(i) scrolled sideways, the grid keeps 일련번호 and 이름 (with the 변동 badge) in view", async () => {
  // A laptop's window: the grid's default columns no longer fit beside the side bar.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1100, height: 800 });
  try {
    await expectPinnedColumnsInView();
    // A full page scrolled sideways, one row ticked and another under the pointer, for the screenshot.
    await openGrid();
    await grid()
      .locator("xpath=..")
      .evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
    const ticked = grid().getByRole("row").nth(2);
    await ticked.getByRole("checkbox", { name: "행 선택" }).check();
    await grid().getByRole("row").nth(4).hover();
    await shot("grid-scrolled-page");
    await ticked.getByRole("checkbox", { name: "행 선택" }).uncheck();
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
});

test("(j) the change history leads with 이력 번호 and its 소유자 link opens the grid on that owner", async () => {
  await page.goto(`${REGISTERS}/histories?registrationNo=${encodeURIComponent(REGISTRATION_NO)}`);
  const table = page.getByRole("table", { name: "변동 이력" });
  await expect(table.getByRole("columnheader").first()).toHaveText("이력 번호");
  await expect(table.getByRole("columnheader").nth(1)).toHaveText("소유자");
  const row = table.getByRole("row", { name: new RegExp(REGISTRATION_NO) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("명부 등기정보 수정");
  await expect(row.getByRole("cell").first()).toHaveText(/^\d+$/);
  await shot("histories");

  await row.getByRole("link", { name: `${changedSerial} ${CHANGED_OWNER}` }).click();
  await expect(page).toHaveURL(new RegExp(`${REGISTERS}\\?`));
  const url = new URL(page.url());
  expect(url.searchParams.get("unionRegisterNo")).toBe(changedSerial);
  expect(url.searchParams.get("name")).toBe(CHANGED_OWNER);
  await expect(grid().getByRole("row", { name: new RegExp(CHANGED_OWNER) })).toBeVisible();
  await expect(page.getByText("총 1명")).toBeVisible();
  await expect(grid().getByRole("row")).toHaveCount(2);
});

test("(k) switching a co-owner to 단독 on its group's main number opens 알림 naming the next free number", async () => {
  const main = await nextFreeMainNo();
  await createOwner(ownerBody(`공유검증가${RUN.slice(-4)}`, { main, sub: 1 }, `${main}-1`));
  const seq = await createOwner(ownerBody(`공유검증나${RUN.slice(-4)}`, { main, sub: 2 }, `${main}-2`));

  await page.goto(`${REGISTERS}/${seq}/modify`);
  const form = page.getByRole("form", { name: "소유자 정보" });
  await expect(form.getByLabel("부번")).toHaveValue("2");
  await form.getByRole("radiogroup", { name: "공유 구분" }).getByLabel("단독").check();
  await expect(form.getByLabel("부번")).toHaveValue("0");
  await form.getByRole("button", { name: "저장", exact: true }).click();
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText(
    `본번 ${main}은(는) 공유 소유자들이 쓰고 있어 단독 소유자에게 줄 수 없습니다. 다른 본번을 입력해 주세요. (비어 있는 다음 본번: ${main + 1})`,
  );
  await shot("single-on-shared-main-no");
  await alert.getByRole("button", { name: "확인" }).click();
  await expect(alert).toBeHidden();
  // Nothing was saved: the owner is still the group's 2nd co-owner.
  await openGrid(`?unionRegisterNo=${main}-2`);
  await expect(page.getByText("총 1명")).toBeVisible();
});
