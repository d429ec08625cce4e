import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { apiGet, signedInIdsOf } from "./support/api";
import { signIn } from "./support/sign-in";

const SCREENS = path.join(import.meta.dirname, "../.tmp/screens");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENS, `account-${name}.png`) });

test("a member checks their details, applies for a zone and sees it approved", async ({ page }) => {
  await signIn(page, "guest", "guest1234!");
  await expect(page).toHaveURL(/\/(my-page|unions\/\d+)$/);
  await page.goto("/my-page");
  const zones = page.getByRole("region", { name: "나의 사업구역" });
  // What the guest holds now (another journey invites them to 한빛1구역): none of it is 푸른숲 yet.
  const { serviceMemberId } = await signedInIdsOf(page);
  const held = await Promise.all(
    ["unions", "union-applications", "union-invitations"].map(
      async (list) => (await apiGet(page, `/v2/service-members/${serviceMemberId}/${list}`)).data as unknown[],
    ),
  );
  const empty = zones.getByText("표시할 데이터가 없습니다. 사업구역 추가하기로 신청해 주세요.");
  await expect(zones.getByRole("table").or(empty)).toBeVisible();
  if (held.every((list) => list.length === 0)) await expect(empty).toBeVisible();
  await expect(zones).not.toContainText("푸른숲 재건축정비사업조합");

  // 개인정보: shown only after the password is verified again.
  const personal = page.getByRole("region", { name: "개인정보" });
  await expect(personal).not.toContainText("010-5555-7777");
  await personal.getByLabel("비밀번호").fill("wrong-password");
  await personal.getByRole("button", { name: "확인" }).click();
  await expect(page.getByText("비밀번호가 일치하지 않습니다.")).toBeVisible();
  await personal.getByLabel("비밀번호").fill("guest1234!");
  await personal.getByRole("button", { name: "확인" }).click();
  await expect(personal).toContainText("박손님");
  await expect(personal).toContainText("010-5555-7777");
  await shot(page, "personal-info");

  await personal.getByRole("button", { name: "정보 수정" }).click();
  const edit = page.getByRole("dialog", { name: "개인정보 수정" });
  await edit.getByLabel("닉네임").fill("");
  await edit.getByRole("button", { name: "저장" }).click();
  await expect(page.getByRole("dialog", { name: "알림" })).toContainText("닉네임을 입력해 주세요.");
  await page.getByRole("dialog", { name: "알림" }).getByRole("button", { name: "확인" }).click();
  await edit.getByLabel("닉네임").fill("새손님");
  await edit.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("정보 수정이 완료되었습니다.")).toBeVisible();
  await expect(personal).toContainText("새손님");

  // 사업구역 추가하기: at most 5 at once; zones already managed or applied are not applicable.
  await zones.getByRole("button", { name: "사업구역 추가하기" }).click();
  const dialog = page.getByRole("dialog", { name: "사업구역 추가하기" });
  const results = dialog.getByRole("list", { name: "사업구역 검색 결과" });
  await expect(results.getByRole("checkbox")).toHaveCount(2);
  await dialog.getByLabel("사업구역명").fill("푸른숲");
  await dialog.getByRole("button", { name: "검색" }).click();
  await expect(results.getByRole("checkbox")).toHaveCount(1);
  await results.getByRole("checkbox", { name: "푸른숲 재건축정비사업조합" }).check();
  await expect(dialog).toContainText("선택 1 / 5");
  await shot(page, "zone-apply-dialog");
  await dialog.getByRole("button", { name: "신청하기" }).click();
  await expect(dialog).toBeHidden();

  const row = zones.getByRole("row", { name: /푸른숲 재건축정비사업조합/ });
  await expect(row).toContainText("신청중");
  await shot(page, "application-pending");

  // The demo approves applications automatically after a few seconds; the page picks it up.
  await expect(row.getByRole("link", { name: "푸른숲 재건축정비사업조합" })).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText("사용자");
  await shot(page, "application-approved");

  await zones.getByRole("button", { name: "사업구역 추가하기" }).click();
  await expect(
    page
      .getByRole("dialog", { name: "사업구역 추가하기" })
      .getByRole("checkbox", { name: "푸른숲 재건축정비사업조합" }),
  ).toBeDisabled();
  await page.getByRole("dialog", { name: "사업구역 추가하기" }).getByRole("button", { name: "취소" }).click();

  await row.getByRole("link", { name: "푸른숲 재건축정비사업조합" }).click();
  await expect(page).toHaveURL(/\/unions\/2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
});

test("a failed invitation answer shows 오류, also when the invitation left the list meanwhile", async ({ page }) => {
  // The union withdrew the invitation while it was on screen: 수락 fails, and the reloaded list is empty.
  let isWithdrawn = false;
  const invitation = {
    unionManagerInvitationId: 990_001,
    unionId: 990_001,
    unionName: "철회된 초대 조합",
    status: "PENDING",
    invitationAt: new Date().toISOString(),
    respondedAt: null,
  };
  await page.route("**/v2/service-members/*/union-invitations", (route) =>
    route.fulfill({ json: { status: 200, data: isWithdrawn ? [] : [invitation] } }),
  );
  await page.route("**/v2/unions/990001/union-manager-invitations/990001/approve", (route) => {
    isWithdrawn = true;
    return route.fulfill({ status: 409, json: { status: 409, code: "E00409", message: "초대를 찾을 수 없습니다." } });
  });
  await signIn(page, "guest", "guest1234!");
  await expect(page).toHaveURL(/\/(my-page|unions\/\d+)$/);
  await page.goto("/my-page");
  const zones = page.getByRole("region", { name: "나의 사업구역" });
  const row = zones.getByRole("row", { name: /철회된 초대 조합/ });
  await expect(row).toContainText("수락전");
  await row.getByRole("button", { name: "수락" }).click();
  const failed = page.getByRole("dialog", { name: "오류" });
  await expect(failed).toContainText("초대 처리 중 문제가 발생하였습니다. 잠시 후 다시 시도해 주세요.");
  await failed.getByRole("button", { name: "확인" }).click();
  await expect(failed).toBeHidden();
  await expect(zones).not.toContainText("철회된 초대 조합");
});
