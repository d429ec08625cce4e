import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = "/tmp/shots-documents";
const UNION = 1;
const IN_PROGRESS_TITLE = "정비계획 변경 동의서";

type Recipient = { recipientSeq: number; status: string; registers: { name: { name: string }; ownerType: string } };
type RecipientFiles = { recipientSeq: number; name: string; originFilePath: string | null };

/** A /v2 consent call with the page's session and the Union-Seq header, as the console sends it. */
async function consentApi<T>(page: Page, method: "GET" | "POST", url: string, data?: unknown): Promise<{ data: T }> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "accessToken")?.value;
  const headers = { authorization: `Bearer ${token}`, "Union-Seq": String(UNION) };
  const response =
    method === "GET" ? await page.request.get(url, { headers }) : await page.request.post(url, { headers, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** yyyyMMdd of today in Korea (the server names downloads with it). */
const seoulDay = () =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Seoul" }).format(new Date()).replaceAll("-", "");

test("a written consent's form is downloaded from the 다운로드 tab as 동의서_{name}_{yyyyMMdd}.pdf", async ({
  page,
}) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  const consents = await consentApi<{ consentSeq: number; title: string }[]>(
    page,
    "GET",
    "/v2/electronic-consents?searchProgressStatus=IN_PROGRESS",
  );
  const consent = consents.data.find((c) => c.title === IN_PROGRESS_TITLE);
  if (!consent) throw new Error("the demo consent in progress is missing");
  const base = `/v2/electronic-consents/${consent.consentSeq}/recipients`;

  // A recipient who has not submitted, with a name no other recipient has: its written consent, by the API.
  const pending = await consentApi<Recipient[]>(page, "GET", `${base}?searchStatus=NOT_SUBMITTED&pageSize=200`);
  let owner: Recipient | undefined;
  for (const candidate of pending.data.filter((r) => r.registers.ownerType !== "PUBLIC" && r.registers.name.name)) {
    const name = candidate.registers.name.name;
    const same = await consentApi<RecipientFiles[]>(
      page,
      "GET",
      `${base}/files?searchRecipientName=${encodeURIComponent(name)}`,
    );
    if (same.data.length === 1 && same.data[0]?.name === name) {
      owner = candidate;
      break;
    }
  }
  if (!owner) throw new Error("no recipient with a name of its own has yet to submit");
  const name = owner.registers.name.name;
  await consentApi(page, "POST", `${base}/${owner.recipientSeq}/submit`, {
    submittedAt: new Date(Date.now() - 60_000).toISOString(),
    submitType: "WRITTEN",
  });

  await page.goto(`/unions/${UNION}/consent-management/${consent.consentSeq}?tab=downloads`);
  const grid = page.getByRole("table", { name: "다운로드 대상자 목록" });
  await expect(grid.getByText("미제출").first()).toBeVisible();
  await shot(page, "downloads-tab");

  await page.getByRole("search", { name: "다운로드 대상자 검색" }).getByLabel("이름").fill(name);
  const row = grid.getByRole("row").filter({ hasText: name });
  await expect(grid.getByRole("row")).toHaveCount(2);
  // Submitted in writing: the form is there, the documents an owner uploads online are not.
  await expect(row.getByRole("button", { name: `${name} 동의서 다운로드` })).toBeEnabled();
  await expect(row.getByText("미제출", { exact: true })).toHaveCount(4);
  await shot(page, "downloads-searched");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("button", { name: `${name} 동의서 다운로드` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`동의서_${name}_${seoulDay()}.pdf`);
  const saved = `${SHOTS}/consent-form.pdf`;
  await download.saveAs(saved);
  const bytes = fs.readFileSync(saved);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  // A recipient who has not submitted has nothing to download.
  const others = await consentApi<RecipientFiles[]>(page, "GET", `${base}/files?pageSize=50`);
  const unsubmitted = others.data.find((r) => r.originFilePath === null);
  if (unsubmitted) {
    await page.getByRole("search", { name: "다운로드 대상자 검색" }).getByLabel("이름").fill(unsubmitted.name);
    const other = grid.getByRole("row").filter({ hasText: unsubmitted.name }).first();
    // Its status (미제출) and the five documents' tags.
    await expect(other.getByText("미제출", { exact: true })).toHaveCount(6);
    await expect(other.getByRole("button", { name: /다운로드$/ })).toHaveCount(0);
  }
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, animations: "disabled", fullPage: true });
