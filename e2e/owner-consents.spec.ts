import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { opsToken } from "./support/ops";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = process.env.OWNER_SHOTS ?? path.join(import.meta.dirname, "../.tmp/screens");
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `owner-${name}.png`), fullPage: true });

const UNION = 1;
const IN_PROGRESS_TITLE = "정비계획 변경 동의서";
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f6d2d30000000049454e44ae426082",
  "hex",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

type Consent = {
  consentSeq: number;
  title: string;
  linkCode: string;
  recipientCount: { submitted: number; total: number };
};
type Recipient = {
  recipientSeq: number;
  status: string;
  registers: { ownerType: string; name: { name: string }; birth: string; phoneNo: string };
};

/** A /v2 consent read with the staff page's session and the Union-Seq header. */
async function consentApi<T>(page: Page, url: string): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "accessToken")?.value;
  const response = await page.request.get(url, {
    headers: { authorization: `Bearer ${token}`, "Union-Seq": String(UNION) },
  });
  expect(response.ok(), `GET ${url}`).toBe(true);
  return (await response.json()).data as T;
}

/** The identity code the SMS simulator was handed for `phoneNo` (`npm run ops -- texts`), newest first. */
async function codeTexted(request: APIRequestContext, phoneNo: string, after: number): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const response = await request.get(`/ops/system-texts?phoneNo=${phoneNo}&reason=OWNER_IDENTITY_CODE`, {
        headers: { "x-ops-token": opsToken() },
      });
      const texts = (await response.json()).data as { systemTextSeq: number; text: string }[];
      const newest = texts.find((text) => text.systemTextSeq > after);
      code = /\[(\d{6})\]/.exec(newest?.text ?? "")?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function lastTextSeq(request: APIRequestContext, phoneNo: string) {
  const response = await request.get(`/ops/system-texts?phoneNo=${phoneNo}`, {
    headers: { "x-ops-token": opsToken() },
  });
  const texts = (await response.json()).data as { systemTextSeq: number }[];
  return texts[0]?.systemTextSeq ?? 0;
}

/** A phone-sized page (360 x 740, touch), as an owner opens the texted link. */
async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  return context.newPage();
}

test("an owner signs the demo consent on a phone and the console shows the electronic submission", async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  const list = await consentApi<Consent[]>(page, "/v2/electronic-consents?searchProgressStatus=IN_PROGRESS");
  const listed = list.find((item) => item.title === IN_PROGRESS_TITLE);
  if (!listed) throw new Error("the demo consent in progress is missing");
  const consent = await consentApi<Consent>(page, `/v2/electronic-consents/${listed.consentSeq}`);
  const firstPage = await consentApi<Recipient[]>(
    page,
    `/v2/electronic-consents/${consent.consentSeq}/recipients?page=0&pageSize=10`,
  );
  const everyone = await consentApi<Recipient[]>(
    page,
    `/v2/electronic-consents/${consent.consentSeq}/recipients?page=0&pageSize=1000`,
  );
  // An owner on the first page of 대상자 관리 who has not submitted, alone with that name, with a phone.
  const owner = firstPage.find(
    (r) =>
      r.status === "NOT_SUBMITTED" &&
      r.registers.ownerType !== "PUBLIC" &&
      /^\d{8}$/.test(r.registers.birth) &&
      r.registers.phoneNo.replace(/\D/g, "").length >= 10 &&
      everyone.filter((o) => o.registers.name.name === r.registers.name.name).length === 1,
  );
  if (!owner) throw new Error("no demo owner left to sign on the first page");
  const name = owner.registers.name.name;
  const phoneNo = owner.registers.phoneNo.replace(/\D/g, "");

  // The link's page comes rendered by the server with the consent's facts (the title is in the HTML itself),
  // and the browser takes it over without a hydration error.
  const html = await (await page.request.get(`/m/c/${consent.linkCode}`)).text();
  expect(html).toContain(`<h1 class="title">${IN_PROGRESS_TITLE}</h1>`);
  expect(html).toContain(`<title>${IN_PROGRESS_TITLE} - 전자 동의서</title>`);
  expect(html).toMatch(/<style>[^<]+<\/style>/);
  expect(html).not.toContain("early-fetch.js");
  // Its script is the build's brotli copy (tools/precompress.mjs), sent with its length.
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  const scriptResponse = await page.request.get(script!, { headers: { "accept-encoding": "br" } });
  expect(scriptResponse.headers()["content-encoding"]).toBe("br");
  expect(Number(scriptResponse.headers()["content-length"])).toBeGreaterThan(0);
  const phone = await phonePage(browser);
  const pageErrors: string[] = [];
  phone.on("console", (message) => {
    if (message.type() === "error") pageErrors.push(message.text());
  });
  phone.on("pageerror", (error) => pageErrors.push(error.message));
  await phone.goto(`/m/c/${consent.linkCode}`);
  await expect(phone.getByRole("heading", { name: IN_PROGRESS_TITLE, level: 1 })).toBeVisible();
  await expect(phone.getByRole("button", { name: "본인 확인 시작하기" })).toBeEnabled();
  expect(pageErrors).toEqual([]);
  await expect(phone.getByText("진행중", { exact: true })).toBeVisible();
  await shot(phone, "1-intro");
  await phone.getByRole("button", { name: "본인 확인 시작하기" }).click();

  // A wrong birth date is refused without saying which field was wrong.
  await phone.getByLabel("이름").fill(name);
  await phone.getByLabel("생년월일 (8자리)").fill("19000101");
  await phone.getByRole("button", { name: "인증번호 받기" }).click();
  await expect(phone.getByRole("alert")).toHaveText(
    "입력하신 정보와 일치하는 대상자가 없습니다. 이름과 생년월일을 확인해 주세요.",
  );
  await shot(phone, "2-identity-error");
  const before = await lastTextSeq(page.request, phoneNo);
  await phone.getByLabel("생년월일 (8자리)").fill(owner.registers.birth);
  await phone.getByRole("button", { name: "인증번호 받기" }).click();
  await expect(phone.getByRole("heading", { name: "인증번호 입력" })).toBeVisible();
  await expect(phone.getByText(/남은 시간 [23]:\d{2}/)).toBeVisible();
  await expect(phone.getByRole("button", { name: /인증번호 다시 받기 \(\d+초 후\)/ })).toBeDisabled();
  const code = await codeTexted(page.request, phoneNo, before);
  await phone.getByLabel("인증번호 6자리").fill(code === "000000" ? "111111" : "000000");
  await phone.getByRole("button", { name: "확인", exact: true }).click();
  await expect(phone.getByRole("alert")).toHaveText("인증번호가 일치하지 않습니다. (남은 입력 횟수 4회)");
  await shot(phone, "3-code");
  await phone.getByLabel("인증번호 6자리").fill(code);
  await phone.getByRole("button", { name: "확인", exact: true }).click();

  // Read the consent, sign, attach the ID card and a resident registration abstract, review, submit.
  await expect(phone.getByRole("heading", { name: "동의서 내용 확인" })).toBeVisible();
  await expect(phone.getByText(`${name} 님(본인)`)).toBeVisible();
  await shot(phone, "4-read");
  await phone.getByLabel("동의서 내용과 안내자료를 확인했습니다.").check();
  await phone.getByRole("button", { name: "다음" }).click();

  await expect(phone.getByRole("heading", { name: "서명" })).toBeVisible();
  await phone.getByRole("button", { name: "서명 저장" }).click();
  await expect(phone.getByRole("alert")).toHaveText("서명을 해 주세요.");
  const pad = phone.getByRole("img", { name: "서명 입력란" });
  const box = await pad.boundingBox();
  if (!box) throw new Error("the signature pad is not shown");
  await phone.mouse.move(box.x + 40, box.y + 120);
  await phone.mouse.down();
  for (const [dx, dy] of [
    [80, 60],
    [130, 140],
    [180, 70],
    [240, 130],
    [290, 90],
  ] as const) {
    await phone.mouse.move(box.x + dx, box.y + dy, { steps: 6 });
  }
  await phone.mouse.up();
  await shot(phone, "5-sign");
  await phone.getByRole("button", { name: "서명 저장" }).click();

  await expect(phone.getByRole("heading", { name: "서류 첨부" })).toBeVisible();
  await phone.getByLabel("신분증 파일").setInputFiles({ name: "신분증.png", mimeType: "image/png", buffer: PNG });
  await expect(phone.getByText(/올림: 신분증 \(신분증\.png/)).toBeVisible();
  await phone.getByLabel("서류 종류").selectOption({ label: "주민등록초본" });
  await phone
    .getByLabel("주민등록초본 파일")
    .setInputFiles({ name: "초본.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(phone.getByText(/올림: 주민등록초본 \(초본\.pdf/)).toBeVisible();
  await shot(phone, "6-documents");
  await phone.getByRole("button", { name: "다음" }).click();

  await expect(phone.getByRole("heading", { name: "제출 내용 확인" })).toBeVisible();
  await phone.getByLabel("위 동의서의 내용을 확인하였으며, 전자 동의서를 제출하는 데 동의합니다.").check();
  await shot(phone, "7-review");
  await phone.getByRole("button", { name: "제출하기" }).click();
  await expect(phone.getByRole("heading", { name: "동의서 제출이 완료되었습니다." })).toBeVisible();
  await expect(phone.getByText("전자 제출", { exact: true })).toBeVisible();
  await expect(phone.getByText("철회 가능 기한")).toBeVisible();
  await expect(phone.getByRole("button", { name: "철회하기" })).toBeVisible();
  await shot(phone, "8-done");

  // The console: the donut counts it at once, and 대상자 관리 shows 전자 제출 for the owner.
  const after = await consentApi<Consent>(page, `/v2/electronic-consents/${consent.consentSeq}`);
  expect(after.recipientCount.submitted).toBe(consent.recipientCount.submitted + 1);
  const signed = (await consentApi<Recipient[]>(
    page,
    `/v2/electronic-consents/${consent.consentSeq}/recipients/${owner.recipientSeq}`,
  )) as unknown as Recipient & { submitType: string };
  expect(signed).toMatchObject({ status: "ELECTRONIC_SUBMITTED", submitType: "ELECTRONIC" });
  await page.goto(`/unions/${UNION}/consent-management/${consent.consentSeq}`);
  const { submitted, total } = after.recipientCount;
  const percent = `${Math.ceil((submitted * 10_000) / total) / 100}%`;
  const count = (n: number) => n.toLocaleString("ko-KR");
  await expect(
    page.getByRole("img", { name: `제출 현황 ${percent} (${count(submitted)}명 / ${count(total)}명)` }),
  ).toBeVisible();
  await page.getByRole("tab", { name: "대상자 관리" }).click();
  const row = page.getByRole("table", { name: "대상자 목록" }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("전자 제출");
  await page.screenshot({ path: path.join(SHOTS, "owner-9-console.png") });
  await phone.context().close();
});
