import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { opsToken } from "./support/ops";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = process.env.BALLOT_SHOTS ?? path.join(import.meta.dirname, "../.tmp/screens");
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `ballot-${name}.png`), fullPage: true });

const UNION = 1;
/** The demo's ONSITE_ELECTRONIC meeting in PROCESS (apps/server/src/db/seed/meetings-demo-seed.ts). */
const DEMO_MEET = "2026년 정기총회";

type Meet = { meetSeq: number; name: string; meetStatus: string; meetMethod: string };
type Voter = {
  meetParticipantSeq: number;
  name: { name: string };
  ownerType: string;
  birth: string;
  phoneNo: string;
  electronicVoteStatus: { progressStatus: string; voteStatus: string };
  writtenSubmissionType: string | null;
};
type SendStatusCount = { opened: number; voted: number; unVoted: number };

/** A console read with the staff page's session and the Union-Seq header. */
async function consoleGet<T>(page: Page, url: string): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "accessToken")?.value;
  const response = await page.request.get(url, {
    headers: { authorization: `Bearer ${token}`, "Union-Seq": String(UNION) },
  });
  expect(response.ok(), `GET ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()).data as T;
}

async function textsTo(request: APIRequestContext, phoneNo: string, reason: string) {
  const response = await request.get(`/ops/system-texts?phoneNo=${phoneNo}&reason=${reason}`, {
    headers: { "x-ops-token": opsToken() },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as { systemTextSeq: number; text: string }[];
}

/** The newest live ballot link of the demo meeting texted to the phone (the e-vote port's outbox). */
async function ballotLinkOf(request: APIRequestContext, phoneNo: string) {
  const texts = await textsTo(request, phoneNo, "MEET_EVOTE_LINK");
  for (const text of texts) {
    const token = /\/m\/v\/([A-Za-z0-9_-]+)/.exec(text.text)?.[1];
    if (!token) continue;
    const intro = await request.get(`/v1/owner/meetings/${token}`);
    if (intro.ok() && (await intro.json()).data.name === DEMO_MEET) return token;
  }
  throw new Error(`no live ballot link of ${DEMO_MEET} texted to ${phoneNo}`);
}

/** The identity code texted to the phone after `after` (the SMS simulator's outbox). */
async function codeTexted(request: APIRequestContext, phoneNo: string, after: number) {
  let code = "";
  await expect
    .poll(async () => {
      const newest = (await textsTo(request, phoneNo, "OWNER_IDENTITY_CODE")).find((t) => t.systemTextSeq > after);
      code = /\[(\d{6})\]/.exec(newest?.text ?? "")?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

const lastCodeSeq = async (request: APIRequestContext, phoneNo: string) =>
  (await textsTo(request, phoneNo, "OWNER_IDENTITY_CODE"))[0]?.systemTextSeq ?? 0;

/** A phone-sized page (360 x 740, touch), as a voter opens the texted link. */
async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  return context.newPage();
}

/** One voter's whole ballot on the phone: intro, identity, code, the four agendas, review, cast, receipt. */
async function vote(browser: Browser, request: APIRequestContext, voter: Voter, linkToken: string, prefix: string) {
  const phoneNo = voter.phoneNo.replace(/\D/g, "");
  const phone = await phonePage(browser);
  await phone.goto(`/m/v/${linkToken}`);
  await expect(phone.getByRole("heading", { name: DEMO_MEET, level: 1 })).toBeVisible();
  await expect(phone.getByText("투표 중", { exact: true })).toBeVisible();
  await shot(phone, `${prefix}1-intro`);
  await phone.getByRole("button", { name: "본인 확인 시작하기" }).click();

  await phone.getByLabel("이름").fill(voter.name.name);
  await phone.getByLabel("생년월일 (8자리)").fill("19000101");
  await phone.getByRole("button", { name: "인증번호 받기" }).click();
  await expect(phone.getByRole("alert")).toHaveText(
    "입력하신 정보와 일치하는 대상자가 없습니다. 이름과 생년월일을 확인해 주세요.",
  );
  const before = await lastCodeSeq(request, phoneNo);
  await phone.getByLabel("생년월일 (8자리)").fill(voter.birth);
  await phone.getByRole("button", { name: "인증번호 받기" }).click();
  await expect(phone.getByRole("heading", { name: "인증번호 입력" })).toBeVisible();
  await phone.getByLabel("인증번호 6자리").fill(await codeTexted(request, phoneNo, before));
  await phone.getByRole("button", { name: "확인", exact: true }).click();

  await expect(phone.getByRole("heading", { name: "투표하기" })).toBeVisible();
  await expect(phone.getByRole("heading", { name: "조합장 선출의 건" })).toBeVisible();
  // Nothing chosen: the first agenda's rule is said and its title takes the focus.
  await phone.getByRole("button", { name: "다음 단계: 선택 내용 확인" }).click();
  await expect(phone.getByText("제1호 안건의 선택을 확인해 주세요.")).toBeVisible();
  await expect(phone.getByRole("heading", { name: "2025년도 결산 승인의 건" })).toBeFocused();

  // 제1호 AGAINST MONO: 찬성. 제2호 SELECT MONO: 기호 2. 제3호 SELECT MULTI (2인): two, the third disabled.
  // 제4호 AGAINST MULTI: 찬성, 반대, 기권 on its three candidates.
  const agenda = (name: string) =>
    phone.locator("section.agenda").filter({ has: phone.getByRole("heading", { name }) });
  await agenda("2025년도 결산 승인의 건").getByRole("radio", { name: "찬성" }).check();
  await agenda("조합장 선출의 건").getByRole("radio", { name: "기호 2. 박서연" }).check();
  const audit = agenda("감사 선출의 건 (2인)");
  await audit.getByRole("checkbox", { name: "기호 1. 최민준" }).check();
  await audit.getByRole("checkbox", { name: "기호 3. 강지호" }).check();
  await expect(audit.getByRole("checkbox", { name: "기호 2. 정하은" })).toBeDisabled();
  await expect(audit.getByText("최대 2명까지 선택 (2명 선택됨)")).toBeVisible();
  const directors = agenda("이사 선임의 건");
  for (const [candidate, choice] of [
    ["기호 1. 한상우", "찬성"],
    ["기호 2. 오지민", "반대"],
    ["기호 3. 서윤아", "기권"],
  ] as const) {
    await directors.getByRole("group", { name: candidate }).getByRole("radio", { name: choice }).check();
  }
  await shot(phone, `${prefix}2-agendas`);
  await phone.getByRole("button", { name: "다음 단계: 선택 내용 확인" }).click();

  await expect(phone.getByRole("heading", { name: "선택 내용 확인" })).toBeVisible();
  await expect(phone.getByText("기호 2. 오지민: 반대")).toBeVisible();
  await phone.getByRole("button", { name: "투표하기" }).click();
  await expect(phone.getByRole("alert")).toHaveText("선택 내용을 확인했다는 항목에 체크해 주세요.");
  await phone.getByLabel("위 선택 내용으로 투표합니다. 투표한 뒤에는 바꿀 수 없음을 확인했습니다.").check();
  await shot(phone, `${prefix}3-review`);
  await phone.getByRole("button", { name: "투표하기" }).click();

  await expect(phone.getByRole("heading", { name: "투표 완료" })).toBeVisible();
  const receipt = phone.getByTestId("receipt-code");
  await expect(receipt).toHaveText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  await shot(phone, `${prefix}4-receipt`);
  // A reload keeps the session and shows 투표 완료 again, with the receipt kept on this phone.
  const code = await receipt.textContent();
  await phone.reload();
  await expect(phone.getByRole("heading", { name: "투표 완료" })).toBeVisible();
  await expect(phone.getByTestId("receipt-code")).toHaveText(code ?? "");
  await phone.context().close();
}

test("two voters cast the demo meeting's ballot on a phone and the console's counts move", async ({
  page,
  browser,
}) => {
  // Two whole ballots on phones (identity, code, four agendas, review, receipt, reload) after signing in.
  test.setTimeout(180_000);
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  const meets = await consoleGet<Meet[]>(page, `/v1/meets?unionSeq=${UNION}&meetStatus=PROCESS&pageSize=50`);
  const meet = meets.find((m) => m.name === DEMO_MEET && m.meetMethod === "ONSITE_ELECTRONIC");
  if (!meet) throw new Error("the demo meeting in progress is missing");
  const countsUrl = `/v1/meets/${meet.meetSeq}/electronic-vote/send-status-count`;
  const before = await consoleGet<SendStatusCount>(page, countsUrl);

  // Two voters whose link was delivered and who have not voted: persons with a birth date and a phone of their own.
  const received = await consoleGet<Voter[]>(
    page,
    `/v1/meets/${meet.meetSeq}/participants?electronicStatus=RECEIVED&pageSize=500`,
  );
  const everyone = await consoleGet<Voter[]>(page, `/v1/meets/${meet.meetSeq}/participants?pageSize=1000`);
  const voters = received
    .filter(
      (v) =>
        v.ownerType === "PERSON" &&
        v.electronicVoteStatus.voteStatus === "NOT_VOTED" &&
        v.writtenSubmissionType === null &&
        /^\d{8}$/.test(v.birth) &&
        everyone.filter((o) => o.phoneNo === v.phoneNo).length === 1,
    )
    .slice(0, 2);
  expect(voters).toHaveLength(2);

  for (const [i, voter] of voters.entries()) {
    const linkToken = await ballotLinkOf(page.request, voter.phoneNo.replace(/\D/g, ""));
    await vote(browser, page.request, voter, linkToken, `${i + 1}-`);
  }

  // The console counts two more ballots (never who chose what), and each voter reads 투표완료.
  const after = await consoleGet<SendStatusCount>(page, countsUrl);
  expect(after.voted).toBe(before.voted + 2);
  expect(after.unVoted).toBe(before.unVoted - 2);
  for (const voter of voters) {
    const row = await consoleGet<Voter & { voteCategory: string }>(
      page,
      `/v1/meets/${meet.meetSeq}/participants/${voter.meetParticipantSeq}`,
    );
    expect(row.electronicVoteStatus).toMatchObject({ progressStatus: "VOTED", voteStatus: "VOTED" });
    expect(row.voteCategory).toBe("PRE_ELECTRONIC_VOTED");
    expect(JSON.stringify(row)).not.toMatch(/박서연|SELECTED/);
  }
});
