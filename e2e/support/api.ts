import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { confirmDepositCharge } from "./ops";

/** The API as the signed-in page calls it: its access token (the console keeps it in a cookie). */
async function authOf(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "accessToken")?.value;
  if (!token) throw new Error("the page is not signed in (no accessToken cookie)");
  return { authorization: `Bearer ${token}` };
}

/** Who the page is signed in as: the access token's subject (memberSeq) and `smid` (serviceMemberId). */
export async function signedInIdsOf(page: Page) {
  const token = (await authOf(page)).authorization.slice("Bearer ".length);
  const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as {
    sub: string;
    smid: number;
  };
  return { memberSeq: Number(claims.sub), serviceMemberId: claims.smid };
}

/** GET with the page's session: the whole envelope. */
export async function apiGet(page: Page, url: string) {
  const response = await page.request.get(url, { headers: await authOf(page) });
  if (!response.ok()) throw new Error(`GET ${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** The union's balance (deposit plus point) as the API reports it now, with the page's own session. */
export async function balanceOf(page: Page, unionSeq: number): Promise<number> {
  const { data } = (await apiGet(page, `/v1/unions/${unionSeq}/service-info`)) as {
    data: { depositBalance: number; pointBalance: number };
  };
  return data.depositBalance + data.pointBalance;
}

/** Won as the console prints them: `2,014,600원`. */
export const won = (amount: number) => `${amount.toLocaleString("ko-KR")}원`;

/**
 * Makes sure the union has at least `amount` won to spend, whatever other journeys spent before: a deposit
 * charge request through the API, confirmed by the operator. Answers the balance then.
 */
export async function ensureBalance(page: Page, unionSeq: number, amount: number): Promise<number> {
  const balance = await balanceOf(page, unionSeq);
  if (balance >= amount) return balance;
  const response = await page.request.post(`/v1/unions/${unionSeq}/deposit-charges`, {
    headers: { ...(await authOf(page)), "idempotency-key": crypto.randomUUID() },
    data: {
      requestAmount: amount - balance,
      depositorName: "시험준비",
      depositorPhoneNo: "01011112222",
      taxInvoiceType: "NOT_APPLY",
    },
  });
  if (!response.ok()) throw new Error(`deposit charge request: ${response.status()} ${await response.text()}`);
  await confirmDepositCharge(page.request, (await response.json()).data.seq);
  return balanceOf(page, unionSeq);
}
