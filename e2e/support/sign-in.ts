import { expect, type Page } from "@playwright/test";

export const DEMO_LOGIN = { loginId: "demo", password: "demo1234!" } as const;
export const MEMBER_LOGIN = { loginId: "member", password: "member1234!" } as const;

/**
 * From `/` through the console's sign-in notice to the authorization server's login page, and back: done
 * when the console holds the session (its accessToken cookie) and has left the callback page, so a journey may
 * call the API or navigate at once.
 */
export async function signIn(page: Page, loginId: string, password: string) {
  await page.goto("/");
  await expect(page).toHaveURL(/\/oauth\/authorize\?/);
  await page.getByLabel("아이디").fill(loginId);
  await page.getByLabel("비밀번호").fill(password);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "accessToken"), {
      message: `${loginId} is signed in to the console`,
    })
    .toBe(true);
  // The callback page stores the cookie, then reloads at `/`: a journey's own navigation begun before that
  // reload would be interrupted by it. Done once the console's own page is loaded.
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/") && !url.pathname.startsWith("/oauth/"));
}
