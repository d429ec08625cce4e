import crypto from "node:crypto";
import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { apiGet } from "./support/api";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = "/tmp/shots-docissue";
const UNION = 1;
const PAGE = `/unions/${UNION}/union-management/document-issuances`;
const API = `/v1/unions/${UNION}/document-issuances`;

type Registration = { registrationAddressSeq: number; registrationAddress: string; registrationType: string };
type Owner = {
  unionRegisterSeq: number;
  unionRegisterNo: string;
  name: { name: string };
  localAddresses: { registrationAddresses: Registration[] }[];
};

test.describe.configure({ mode: "serial" });

let page: Page;

const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, animations: "disabled" });

/** The registry simulator's rule (providers/registry/simulator.ts): this land registry copy is issued, not refused. */
const isIssued = (address: string) =>
  !address.includes("미등기") &&
  !address.includes("폐쇄") &&
  crypto.createHash("sha256").update(`${address}#TD`).digest()[0]! % 20 !== 0;

test.beforeAll(async ({ browser }) => {
  // The machine may be busy (the first page load builds nothing, but the server seeds the demo register).
  test.setTimeout(180_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  page = await (await browser.newContext()).newPage();
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
});

test("the demo's past orders are collected by the issuance sweep", async () => {
  test.setTimeout(420_000);
  // The demo register, then its past orders, are seeded by a job after the start; the sweep issues them.
  await expect
    .poll(
      async () => {
        const list = await apiGet(page, `${API}?pageSize=10`);
        return (list.data as { requestStatus: string }[]).filter((r) => r.requestStatus === "COMPLETE").length;
      },
      { message: "the demo orders are issued", timeout: 400_000, intervals: [3_000] },
    )
    .toBeGreaterThanOrEqual(3);
  await page.goto(`${PAGE}/records`);
  await expect(page.getByRole("table", { name: "자료 발급 내역" }).getByRole("row")).toHaveCount(4);
  await shot("01-records");
});

test("one document order placed, followed to done and downloaded", async () => {
  test.setTimeout(420_000);
  const candidates = (await apiGet(page, `${API}/registers?pageSize=200`)).data as Owner[];
  const owner = candidates.find((o) => {
    const regs = o.localAddresses.flatMap((l) => l.registrationAddresses);
    return (
      regs.length > 0 &&
      regs.every((r) => r.registrationType !== "LAND" || isIssued(r.registrationAddress)) &&
      regs.some((r) => r.registrationType === "LAND")
    );
  });
  expect(owner, "a demo owner with a land registration").toBeDefined();

  await page.goto(PAGE);
  await expect(page.getByRole("heading", { name: "자료 발급", level: 1 })).toBeVisible();
  const search = page.getByRole("search", { name: "조합원 검색" });
  await search.getByLabel("일련번호").fill(owner!.unionRegisterNo);
  await search.getByRole("button", { name: "검색" }).click();
  const table = page.getByRole("table", { name: "조합원 목록" });
  await expect(table.getByRole("row").filter({ hasText: owner!.name.name })).toHaveCount(1);
  // 선택완료 with nothing chosen: the spec's message.
  await page.getByRole("button", { name: "선택완료" }).click();
  await expect(page.getByRole("dialog", { name: "알림" })).toContainText("선택된 조합원이 없습니다.");
  await page.getByRole("dialog", { name: "알림" }).getByRole("button", { name: "확인" }).click();
  await table.getByRole("row").filter({ hasText: owner!.name.name }).getByRole("checkbox", { name: "행 선택" }).check();
  await page.getByRole("button", { name: "선택 추가" }).click();
  const selection = page.getByRole("region", { name: "선택 목록" });
  await expect(selection).toContainText(owner!.name.name);
  // Only the land registration's registry copy: the other boxes cleared.
  for (const box of await selection.getByRole("checkbox").all()) {
    const label = (await box.locator("xpath=ancestor::label").textContent()) ?? "";
    if (!label.startsWith("토지 ·") && (await box.isChecked())) await box.uncheck();
  }
  await shot("02-picker");
  await page.getByRole("button", { name: "선택완료" }).click();

  const drawer = page.getByRole("region", { name: "발급 조건" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("radio", { name: "열람" })).toBeChecked();
  await expect(drawer.getByRole("radio", { name: "현행", exact: true })).toBeChecked();
  await expect(drawer.getByRole("checkbox", { name: "말소사항 포함" })).not.toBeChecked();
  // The building ledger asks for its kind.
  await drawer.getByRole("checkbox", { name: "건축물대장" }).check();
  await drawer.getByRole("button", { name: "비용 조회" }).click();
  await expect(drawer.getByRole("alert")).toHaveText("건축물대장의 종류를 선택해주세요.");
  await drawer.getByRole("checkbox", { name: "건축물대장" }).uncheck();
  await drawer.getByRole("radio", { name: "발급", exact: true }).check();
  await shot("03-drawer");
  await drawer.getByRole("button", { name: "비용 조회" }).click();

  const dialog = page.getByRole("dialog", { name: "자료 발급 신청" });
  await expect(dialog).toContainText("토지 등기사항증명서 (발급)");
  await expect(dialog).toContainText("1,000원");
  await dialog.getByRole("button", { name: "발급 신청" }).click();
  await expect(dialog).toContainText("발급 내용과 비용을 확인하고 동의해 주세요.");
  await dialog.getByRole("checkbox", { name: "주의사항을 확인하였으며 이에 동의합니다." }).check();
  await shot("04-confirm");
  await dialog.getByRole("button", { name: "발급 신청" }).click();
  await expect(page.getByText("자료 발급 요청이 완료되었습니다.")).toBeVisible();
  await expect(page).toHaveURL(/\/document-issuances\/records\/\d+$/);

  // The registry simulator issues it after its delay; the page polls until 발급 완료.
  await expect(
    page
      .getByRole("heading", { name: /자료 발급 상세/ })
      .locator("..")
      .getByText("발급 완료"),
  ).toBeVisible({
    timeout: 300_000,
  });
  const group = page.getByRole("region", { name: "토지 등기사항증명서" });
  await expect(group.getByRole("row").filter({ hasText: owner!.name.name })).toContainText("발급 완료");
  await shot("05-record");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    group.getByRole("button", { name: "토지 등기사항증명서 다운로드" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^자료발급_\d+_토지 등기사항증명서_\d{14}\.zip$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe("PK");
  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    group.getByRole("button", { name: "PDF" }).first().click(),
  ]);
  expect(
    fs
      .readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
});
