import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = process.env.WIZARD_SHOTS ?? "/tmp/shots-wizard";
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const UNION = 1;
const BOARD = `/unions/${UNION}/consent-management`;
const OPEN = `${BOARD}/open`;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const LACKING_NAME = "생일없음";

type Candidate = { unionRegisterSeq: number; name: { name: string }; hasIdentity: boolean; ownerType: string };

/** The API with the page's session, as the console calls it (Union-Seq on /v2). */
async function api<T>(page: Page, method: "GET" | "POST", url: string, data?: unknown): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "accessToken")?.value;
  const headers = { authorization: `Bearer ${token}`, "Union-Seq": String(UNION) };
  const response = await page.request.fetch(url, { method, headers, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A local "YYYY-MM-DDTHH:mm" (the date-time inputs' value) `days` from now at `hour` o'clock. */
function inputDate(days: number, hour: number) {
  const date = new Date(Date.now() + days * 24 * 3600 * 1000);
  date.setHours(hour, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
}

const alertDialog = (page: Page) => page.getByRole("dialog", { name: "알림" });
async function expectAlert(page: Page, message: string) {
  await expect(alertDialog(page)).toContainText(message);
  await alertDialog(page).getByRole("button", { name: "확인" }).click();
  await expect(alertDialog(page)).toBeHidden();
}

/** An owner of the demo register lacking a birth date (and an agent's): found, or made through the API. */
async function lackingOwner(page: Page): Promise<Candidate> {
  const all = await api<Candidate[]>(page, "GET", "/v2/electronic-consents/register-candidates?pageSize=10000");
  const found = all.find((row) => !row.hasIdentity && row.name.name);
  if (found) return found;
  await api(page, "POST", `/v1/unions/${UNION}/registers`, {
    unionRegisterNoMain: 98_765,
    unionRegisterNoSub: 0,
    shareType: "SINGLE",
    name: { name: LACKING_NAME, nameClass: "" },
    localAddresses: [
      {
        city: "서울특별시",
        gu: "성북구",
        dong: "장위동",
        jibun: "987",
        registrationAddresses: [{ registrationAddress: "서울특별시 성북구 장위동 987" }],
      },
    ],
  });
  const made = await api<Candidate[]>(
    page,
    "GET",
    `/v2/electronic-consents/register-candidates?name=${encodeURIComponent(LACKING_NAME)}`,
  );
  expect(made[0]?.hasIdentity).toBe(false);
  return made[0] as Candidate;
}

test("opens a consent through the wizard, refusing an owner without a birth date, then edits its info", async ({
  page,
}) => {
  const title = `재건축 동의서 ${Date.now() % 100_000}`;
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  const lacking = await lackingOwner(page);

  // The board's button opens the wizard at its first step.
  await page.goto(BOARD);
  await page.getByRole("button", { name: "전자 동의서 등록하기" }).click();
  await expect(page).toHaveURL(new RegExp(`${OPEN}$`));
  await expect(page.getByRole("heading", { name: "전자 동의서 등록", level: 1 })).toBeVisible();

  // Step 1: nothing typed yet, 다음 tells the first missing field.
  await page.getByRole("button", { name: "다음" }).click();
  await expectAlert(page, "동의서 유형을 선택해 주세요.");
  await page.getByRole("combobox", { name: "동의서 유형" }).click();
  await page.getByRole("option", { name: "일반 동의서 (일반)" }).click();
  await page.getByLabel("제출 시작일시").fill(inputDate(1, 9));
  await page.getByLabel("제출 종료일시").fill(inputDate(1, 18));
  await page.getByLabel("제목", { exact: true }).fill(title);
  await page.getByLabel("내용", { exact: true }).fill("재건축 사업 추진에 동의합니다.");
  await page.getByLabel("안내자료 제목").fill("재건축 안내");
  // The preview follows the typing.
  const preview = page.getByRole("region", { name: "서식 미리보기" });
  await expect(preview).toContainText(title);
  await expect(preview).toContainText("재건축 사업 추진에 동의합니다.");
  await page.getByRole("button", { name: "다음" }).click();
  await expectAlert(page, "안내자료 파일(PDF)을 업로드해 주세요.");
  await page
    .getByLabel("안내자료 파일(PDF)")
    .setInputFiles({ name: "안내자료.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByLabel("업로드한 안내자료")).toContainText("안내자료.pdf");
  await page.getByRole("button", { name: "다음" }).click();
  // An end less than a day after the start is refused.
  await expectAlert(page, "제출 종료일시는 제출 시작일시로부터 1일 이후로 설정해 주세요.");
  await page.getByLabel("제출 종료일시").fill(inputDate(8, 18));
  await shot(page, "1-info");
  await page.getByRole("button", { name: "다음" }).click();

  // Step 2: the spec's defaults, the step's own messages.
  await expect(page).toHaveURL(new RegExp(`${OPEN}/side-form$`));
  await expect(page.getByLabel("전자 서명을 받습니다.")).toBeChecked();
  await expect(page.getByLabel("신분증 촬영으로 본인을 확인합니다.")).toBeChecked();
  await expect(page.getByLabel("제출 후 철회를 허용합니다.")).toBeChecked();
  await expect(page.getByLabel("공유자 동의 조건을 사용합니다.")).toBeChecked();
  await expect(page.getByLabel("주민등록초본, 주민등록등본, 가족관계증명서를 제출받습니다.")).toBeChecked();
  await expect(page.getByLabel("공유자 동의 조건", { exact: true })).toHaveValue("100");
  await expect(page.getByLabel("철회 기간")).toHaveValue("1");
  await page.getByLabel("공유자 동의 조건", { exact: true }).fill("0.5");
  await page.getByRole("button", { name: "다음" }).click();
  await expectAlert(page, "공유자 동의 조건은 1% 이상 입력해야 합니다.");
  await page.getByLabel("공유자 동의 조건", { exact: true }).fill("66.667");
  await page.getByLabel("철회 기간").fill("");
  await page.getByRole("button", { name: "다음" }).click();
  await expectAlert(page, "철회 기간은 1일 이상 입력해야 합니다.");
  await page.getByLabel("철회 기간").fill("7");
  await shot(page, "2-conditions");
  // Back and forth keeps what was typed.
  await page.getByRole("button", { name: "이전" }).click();
  await expect(page.getByLabel("제목", { exact: true })).toHaveValue(title);
  await page.getByRole("button", { name: "다음" }).click();
  await expect(page.getByLabel("철회 기간")).toHaveValue("7");
  await page.getByRole("button", { name: "다음" }).click();

  // Step 3: 생성 needs a recipient; an owner lacking a birth is red and refused.
  await expect(page).toHaveURL(new RegExp(`${OPEN}/selection$`));
  await page.getByRole("button", { name: "생성" }).click();
  await expectAlert(page, "대상자를 1명 이상 선택해 주세요.");
  const table = page.getByRole("table", { name: "대상자 후보 목록" });
  await page.getByRole("search", { name: "대상자 검색" }).getByLabel("이름").fill(lacking.name.name);
  await page.getByRole("button", { name: "검색", exact: true }).click();
  const lackingRow = table.getByRole("row").filter({ hasText: lacking.name.name }).first();
  await expect(lackingRow).toContainText("이름·생년월일 없음");
  await lackingRow.getByRole("checkbox", { name: "행 선택" }).click();
  await expectAlert(page, "이름 또는 생년월일(본인 또는 대리인)이 없는 소유자는 대상자로 추가할 수 없습니다.");
  await expect(page.getByLabel("선택한 대상자 수")).toHaveText("0");
  await shot(page, "3-refused");
  // Every owner of the first page who can view it.
  await page.getByRole("button", { name: "초기화" }).click();
  await expect(table.getByRole("row").nth(10)).toBeVisible();
  await table.getByRole("checkbox", { name: "현재 페이지 전체 선택" }).click();
  const picked = Number(await page.getByLabel("선택한 대상자 수").textContent());
  expect(picked).toBeGreaterThan(0);
  expect(picked).toBeLessThanOrEqual(10);
  await shot(page, "3-selection");
  await page.getByRole("button", { name: "생성" }).click();

  // The new consent's detail.
  await expect(page).toHaveURL(new RegExp(`${BOARD}/\\d+$`));
  await expect(
    page.getByText("전자 동의서가 등록되었습니다. (전자 동의서 상세 페이지에서 현황을 확인하세요.)"),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const consentSeq = Number(page.url().split("/").pop());
  const created = await api<{
    recipientCount: { total: number };
    consentCondition: number;
    activeWithdrawnDays: number;
    linkCode: string;
  }>(page, "GET", `/v2/electronic-consents/${consentSeq}`);
  expect(created).toMatchObject({
    recipientCount: { total: picked },
    consentCondition: 66.667,
    activeWithdrawnDays: 7,
  });
  expect(created.linkCode).toMatch(/^[A-Za-z0-9]{6}$/);

  // Its info page: a BEFORE consent, everything editable; 이전 with a change asks first.
  await page.getByRole("button", { name: "전자 동의서 정보" }).click();
  await expect(page).toHaveURL(new RegExp(`${BOARD}/${consentSeq}/info$`));
  await expect(page.getByRole("heading", { name: "동의서 정보", level: 1 })).toBeVisible();
  await expect(page.getByText("진행전인 전자 동의서입니다.")).toBeVisible();
  await expect(page.getByRole("button", { name: "동의서 종료" })).toHaveCount(0);
  await expect(page.getByLabel("제목", { exact: true })).toHaveValue(title);
  await shot(page, "4-info-page");
  await page.getByLabel("제목", { exact: true }).fill(`${title} (수정)`);
  await page.getByRole("button", { name: "이전" }).click();
  const leave = page.getByRole("dialog", { name: "확인" });
  await expect(leave).toContainText("수정한 내용이 저장되지 않았습니다.");
  await leave.getByRole("button", { name: "취소" }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${consentSeq}/info$`));
  await page.getByLabel("공유자 동의 조건", { exact: true }).fill("0");
  await page.getByRole("button", { name: "확인" }).click();
  await expectAlert(page, "최소 1%부터 입력 가능합니다.");
  await page.getByLabel("공유자 동의 조건", { exact: true }).fill("75");
  await page.getByRole("button", { name: "확인" }).click();
  await expect(page.getByText("저장이 완료 되었습니다.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${BOARD}/${consentSeq}$`));
  await expect(page.getByRole("heading", { name: `${title} (수정)` })).toBeVisible();
  const edited = await api<{ consentCondition: number }>(page, "GET", `/v2/electronic-consents/${consentSeq}`);
  expect(edited.consentCondition).toBe(75);
});

test("leaving the wizard with input asks first; an in-progress consent's info page locks all but its end and condition", async ({
  page,
}) => {
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  await page.goto(OPEN);
  // A later step's address before the first passed goes back to the first.
  await page.goto(`${OPEN}/selection`);
  await expect(page).toHaveURL(new RegExp(`${OPEN}$`));
  await page.getByLabel("제목", { exact: true }).fill("쓰다 만 동의서");
  await page.getByRole("button", { name: "취소" }).click();
  const leave = page.getByRole("dialog", { name: "확인" });
  await expect(leave).toContainText("입력된 내용은 저장되지 않습니다. 전자동의서 등록을 취소하시겠습니까?");
  await leave.getByRole("button", { name: "취소" }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${OPEN}$`));
  await page.getByRole("button", { name: "취소" }).click();
  await leave.getByRole("button", { name: "확인" }).click();
  await expect(page).toHaveURL(new RegExp(`${BOARD}$`));

  // The demo consent in progress: its info page's locks and 동의서 종료 (asked, not done: other journeys use it).
  const inProgress = await api<{ consentSeq: number }[]>(
    page,
    "GET",
    "/v2/electronic-consents?searchProgressStatus=IN_PROGRESS",
  );
  const consentSeq = inProgress[0]?.consentSeq;
  await page.goto(`${BOARD}/${consentSeq}/info`);
  await expect(page.getByText("진행중인 전자 동의서입니다.")).toBeVisible();
  await expect(page.getByLabel("제목", { exact: true })).toBeDisabled();
  await expect(page.getByLabel("제출 시작일시")).toBeDisabled();
  await expect(page.getByLabel("철회 기간")).toBeDisabled();
  await expect(page.getByLabel("제출 종료일시")).toBeEnabled();
  await expect(page.getByLabel("공유자 동의 조건", { exact: true })).toBeEnabled();
  await page.getByRole("button", { name: "동의서 종료" }).click();
  const end = page.getByRole("dialog", { name: "동의서 종료" });
  await expect(end).toContainText("동의서 제출이 불가능해지며, 복구할 수 없습니다.");
  await expect(end).toContainText("전자 동의서를 종료하시겠습니까?");
  await shot(page, "5-in-progress-end");
  await end.getByRole("button", { name: "취소" }).click();
  await expect(end).toBeHidden();
});
