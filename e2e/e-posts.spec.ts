import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { apiGet, ensureBalance, won } from "./support/api";
import { setMaintenance } from "./support/ops";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SCREENS = process.env.EPOSTS_SHOTS ?? path.join(import.meta.dirname, "../.tmp/screens");
const EPOSTS = "/unions/1/electronic-posts";
const TITLE = `총회 소집 통지 ${Date.now() % 100_000}`;

// The server runs the e-document simulator an hour a second (EDOC_CLOCK_SCALE=3600): owners open within seconds.
test.describe.configure({ mode: "serial", timeout: 300_000 });

let page: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  page = await browser.newPage();
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  await ensureBalance(page, 1, 50_000);
  await setMaintenance(page.request, "POST_SEND", false);
});

test.afterAll(async () => {
  await page.close();
});

const shot = (name: string) =>
  page.screenshot({ path: path.join(SCREENS, `e-posts-${name}.png`), animations: "disabled", fullPage: true });

async function expectAlert(message: string | RegExp) {
  const alert = page.getByRole("dialog", { name: "알림" });
  await expect(alert).toContainText(message);
  await alert.getByRole("button", { name: "확인" }).click();
  await expect(alert).toBeHidden();
}

async function notice(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595.28, 841.89]).drawText("General meeting notice", { x: 60, y: 760, size: 20 });
  return Buffer.from(await doc.save());
}

type Candidate = {
  unionRegisterNo: string;
  name: { name: string };
  mainPhone: { phoneNo: string };
  birth: string;
  agent: { name: string; phoneNo: string; birth: string } | null;
  isSelectable: boolean;
};

/** The simulator's recipients who open and confirm: a mobile number not ending 0000, last digit 0-2 or 5-7. */
const confirms = (phone: string) => /^01\d{8,9}$/.test(phone) && !phone.endsWith("0000") && /[0-25-7]$/.test(phone);
/** The agent receives in the owner's place when the agent's name, birth and phone are all there. */
const receiver = (c: Candidate) =>
  c.agent?.name && c.agent.birth && c.agent.phoneNo.replace(/\D/g, "").length >= 9
    ? { name: c.agent.name, phone: c.agent.phoneNo.replace(/\D/g, "") }
    : { name: c.name.name, phone: c.mainPhone.phoneNo.replace(/\D/g, "") };

test("one e-post to two owners, followed to opened and completed", async () => {
  // The demo register is seeded by a job after the server starts.
  let owners: Candidate[] = [];
  await expect(async () => {
    const page0 = (await apiGet(page, "/v1/unions/1/electronic-documents/registers?pageSize=200")) as {
      data: Candidate[];
    };
    owners = page0.data.filter((c) => c.isSelectable && confirms(receiver(c).phone)).slice(0, 2);
    expect(owners).toHaveLength(2);
  }).toPass({ timeout: 90_000 });

  await page.goto(EPOSTS);
  await expect(page.getByRole("heading", { name: "전자 등기" })).toBeVisible();
  await page.getByRole("button", { name: "전자 등기 생성" }).click();

  // Step 1: nobody chosen yet, then the two owners by their register numbers.
  await expect(page.getByRole("heading", { name: "수신자 선택" })).toBeVisible();
  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expectAlert("선택 대상이 없습니다.");
  const table = page.getByRole("table", { name: "수신자 후보" });
  for (const owner of owners) {
    await page.getByRole("textbox", { name: "일련번호" }).fill(owner.unionRegisterNo);
    await page.getByRole("button", { name: "검색" }).click();
    const row = table.getByRole("row").filter({ hasText: owner.name.name });
    await expect(row).toHaveCount(1);
    await row.getByRole("checkbox").check();
  }
  await expect(page.getByLabel("선택한 수신자 수")).toHaveText("2");
  await shot("1-recipients");
  await page.getByRole("button", { name: "다음", exact: true }).click();

  // Step 2: the post's checks in the spec's order, then a title and a PDF.
  await expect(page.getByRole("heading", { name: "등기 입력" })).toBeVisible();
  await page.getByRole("button", { name: "생성", exact: true }).click();
  await expectAlert("등기 정보를 입력해주세요.");
  await page.getByRole("textbox", { name: "제목" }).fill(TITLE);
  await page.getByRole("button", { name: "생성", exact: true }).click();
  await expectAlert("첨부된 파일이 없습니다.");
  await page
    .getByLabel("등기 문서")
    .setInputFiles({ name: "소집통지서.pdf", mimeType: "application/pdf", buffer: await notice() });
  await expect(page.getByRole("list", { name: "선택한 파일" })).toContainText("소집통지서.pdf");
  await shot("2-documents");
  await page.getByRole("button", { name: "생성", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "전자 등기 생성" });
  await confirm.getByRole("button", { name: "생성" }).click();

  // Step 3: created; it is sent from the list.
  await expect(page.getByRole("heading", { name: "전자 등기가 생성 되었습니다." })).toBeVisible();
  await shot("3-created");
  await page.getByRole("button", { name: "목록으로" }).click();
  const list = page.getByRole("table", { name: "전자 등기 목록" });
  const row = list.getByRole("row").filter({ hasText: TITLE });
  await expect(row).toContainText("발송대기");
  await expect(row.getByRole("button", { name: `${TITLE} 상세` })).toBeEnabled();

  // 발송: the cost of two, the agreement, then sent now.
  await row.getByRole("button", { name: `${TITLE} 발송` }).click();
  const dialog = page.getByRole("dialog", { name: "전자 등기 발송" });
  await expect(dialog.getByLabel("총 비용")).toHaveText(won(2000));
  await dialog.getByRole("button", { name: "발송", exact: true }).click();
  await expect(dialog).toContainText("주의사항을 확인하시고 내용에 동의해 주세요.");
  await dialog.getByRole("checkbox").check();
  await shot("4-send");
  await dialog.getByRole("button", { name: "발송", exact: true }).click();
  await expect(page.getByText("전자 등기가 발송 되었습니다.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The detail follows each owner: received, opened, then completed.
  await row.getByRole("button", { name: `${TITLE} 상세` }).click();
  await expect(page.getByRole("heading", { name: "전자 등기 상세" })).toBeVisible();
  const recipients = page.getByRole("table", { name: "수신자별 발송 현황" });
  await expect(recipients.getByRole("row")).toHaveCount(3);
  // The server first (its statuses are in the message when it lags), then the page that polls it.
  const postSeq = new URL(page.url()).pathname.split("/").at(-1);
  await expect
    .poll(
      async () => {
        const body = (await apiGet(page, `/v1/unions/1/electronic-documents/${postSeq}/recipients?pageSize=10`)) as {
          data: { status: string }[];
        };
        return body.data.map((r) => r.status).join(",");
      },
      { message: "both recipients COMPLETED on the server", timeout: 150_000, intervals: [2_000] },
    )
    .toBe("COMPLETED,COMPLETED");
  await expect(recipients.getByRole("cell", { name: "완료", exact: true })).toHaveCount(2, { timeout: 15_000 });
  for (const owner of owners) {
    const cells = recipients.getByRole("row").filter({ hasText: receiver(owner).name });
    // 발송, 수신, 열람 and 완료 times are all there (no "-" among the four).
    await expect(cells.getByRole("cell").nth(3)).not.toHaveText("-");
    await expect(cells.getByRole("cell").nth(5)).not.toHaveText("-");
    await expect(cells.getByRole("cell").nth(6)).not.toHaveText("-");
  }
  await expect(page.getByRole("region", { name: "발송 정보" })).toContainText("종료");
  await shot("5-detail");

  await page.getByRole("button", { name: "목록", exact: true }).click();
  await expect(row).toContainText("2 / 2 / 0");
  await shot("6-list");
});

test("a draft saved with 임시저장 is resumed with 이어서 작성 and created", async () => {
  const draftTitle = `임시 통지 ${Date.now() % 100_000}`;
  const candidates = (await apiGet(page, "/v1/unions/1/electronic-documents/registers?pageSize=50")) as {
    data: Candidate[];
  };
  const owner = candidates.data.find((c) => c.isSelectable)!;

  await page.goto(EPOSTS);
  await page.getByRole("button", { name: "전자 등기 생성" }).click();
  await page.getByRole("textbox", { name: "일련번호" }).fill(owner.unionRegisterNo);
  await page.getByRole("button", { name: "검색" }).click();
  const candidateRow = page.getByRole("table", { name: "수신자 후보" }).getByRole("row").filter({
    hasText: owner.name.name,
  });
  await candidateRow.first().getByRole("checkbox").check();
  await page.getByRole("button", { name: "다음", exact: true }).click();
  await page.getByRole("textbox", { name: "제목" }).fill(draftTitle);
  await page.getByRole("button", { name: "임시저장" }).click();
  await expect(page.getByRole("heading", { name: "전자 등기가 임시저장 되었습니다." })).toBeVisible();
  await page.getByRole("button", { name: "목록으로" }).click();

  // The draft has no detail; 이어서 작성 opens the wizard with its recipient and title.
  const row = page.getByRole("table", { name: "전자 등기 목록" }).getByRole("row").filter({ hasText: draftTitle });
  await expect(row).toContainText("임시저장");
  await expect(row.getByRole("button", { name: `${draftTitle} 발송` })).toBeDisabled();
  await row.getByRole("button", { name: `${draftTitle} 이어서 작성` }).click();
  await expect(page.getByRole("heading", { name: "전자 등기 이어서 작성" })).toBeVisible();
  await expect(page.getByLabel("선택한 수신자 수")).toHaveText("1");
  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "제목" })).toHaveValue(draftTitle);
  await page.getByRole("button", { name: "생성", exact: true }).click();
  await expectAlert("첨부된 파일이 없습니다.");
  await page
    .getByLabel("등기 문서")
    .setInputFiles({ name: "통지서.pdf", mimeType: "application/pdf", buffer: await notice() });
  await page.getByRole("button", { name: "생성", exact: true }).click();
  await page.getByRole("dialog", { name: "전자 등기 생성" }).getByRole("button", { name: "생성" }).click();
  await expect(page.getByRole("heading", { name: "전자 등기가 생성 되었습니다." })).toBeVisible();
  await shot("7-draft-created");
  await page.getByRole("button", { name: "목록으로" }).click();
  const done = page.getByRole("table", { name: "전자 등기 목록" }).getByRole("row").filter({ hasText: draftTitle });
  await expect(done).toContainText("발송대기");
  await expect(done.getByRole("button", { name: `${draftTitle} 상세` })).toBeEnabled();
  await expect(done.getByRole("button", { name: `${draftTitle} 발송` })).toBeEnabled();
});
