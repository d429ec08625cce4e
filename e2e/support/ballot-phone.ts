import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { opsToken } from "./ops";

/** Who votes: the register's name, the 8-digit birth date and the phone the link and the code are texted to. */
export type BallotVoter = { name: string; birth: string; phoneNo: string };

/**
 * One mark on the ballot: `choice` is the label of a radio (찬성, 반대, 기권, or `기호 2. 박서연` of a single
 * choice) or, with `kind: "checkbox"`, of a candidate of a several-choice agenda; `candidate` names the
 * group of an agenda voting 찬반 on several candidates (`기호 1. 한상우`).
 */
export type BallotMark = { agenda: string; choice: string; candidate?: string; kind?: "radio" | "checkbox" };

/** A ballot to cast: the meeting's name, its agendas in order, the marks, what the review must read. */
export type Ballot = {
  meetName: string;
  agendas: readonly string[];
  marks: readonly BallotMark[];
  /** Lines the 선택 내용 확인 step shows, e.g. `기호 2. 오지민: 반대`. */
  reviewTexts?: readonly string[];
  /** Checks of the marked agendas before going on (e.g. a full several-choice agenda disables the rest). */
  checkMarks?: (phone: Page) => Promise<void>;
};

/** The system texts (the SMS simulator's outbox) sent to the phone for a reason, newest first. */
export async function textsTo(request: APIRequestContext, phoneNo: string, reason: string) {
  const response = await request.get(`/ops/system-texts?phoneNo=${phoneNo}&reason=${reason}`, {
    headers: { "x-ops-token": opsToken() },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as { systemTextSeq: number; text: string }[];
}

const digitsOf = (phoneNo: string) => phoneNo.replace(/\D/g, "");

/** The newest live ballot link of the meeting texted to the phone (the e-vote port's outbox), or null. */
export async function findBallotLink(request: APIRequestContext, phoneNo: string, meetName: string) {
  for (const text of await textsTo(request, digitsOf(phoneNo), "MEET_EVOTE_LINK")) {
    const token = /\/m\/v\/([A-Za-z0-9_-]+)/.exec(text.text)?.[1];
    if (!token) continue;
    const intro = await request.get(`/v1/owner/meetings/${token}`);
    if (intro.ok() && (await intro.json()).data.name === meetName) return token;
  }
  return null;
}

/** The ballot link of the meeting texted to the phone; fails when there is none. */
export async function ballotLinkOf(request: APIRequestContext, phoneNo: string, meetName: string) {
  const token = await findBallotLink(request, phoneNo, meetName);
  if (!token) throw new Error(`no live ballot link of ${meetName} texted to ${phoneNo}`);
  return token;
}

/** The identity code texted to the phone after the text `after` (the SMS simulator's outbox). */
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

/** A phone-sized page (360 x 740, touch), as a voter opens the texted link; closed with its context. */
export async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  return context.newPage();
}

/** Identity from the intro: a wrong birth date is refused, the right one texts a code, the code is entered. */
async function proveIdentity(phone: Page, request: APIRequestContext, voter: BallotVoter) {
  const phoneNo = digitsOf(voter.phoneNo);
  await phone.getByRole("button", { name: "본인 확인 시작하기" }).click();

  await phone.getByLabel("이름").fill(voter.name);
  await phone.getByLabel("생년월일 (8자리)").fill(voter.birth === "19000101" ? "19000102" : "19000101");
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
}

/** The agendas: nothing chosen is refused on the first agenda (its title takes the focus), then the marks. */
async function markAgendas(phone: Page, ballot: Ballot) {
  await expect(phone.getByRole("heading", { name: "투표하기" })).toBeVisible();
  for (const name of ballot.agendas) await expect(phone.getByRole("heading", { name, exact: true })).toBeVisible();
  await phone.getByRole("button", { name: "다음 단계: 선택 내용 확인" }).click();
  await expect(phone.getByText("제1호 안건의 선택을 확인해 주세요.")).toBeVisible();
  await expect(phone.getByRole("heading", { name: ballot.agendas[0], exact: true })).toBeFocused();

  for (const mark of ballot.marks) {
    const agenda = agendaOf(phone, mark.agenda);
    const scope = mark.candidate ? agenda.getByRole("group", { name: mark.candidate }) : agenda;
    await scope.getByRole(mark.kind ?? "radio", { name: mark.choice }).check();
  }
  await ballot.checkMarks?.(phone);
}

/** An agenda's card on the ballot, by its name. */
export const agendaOf = (phone: Page, name: string) =>
  phone.locator("section.agenda").filter({ has: phone.getByRole("heading", { name, exact: true }) });

/**
 * One voter's whole ballot on a phone: intro, identity (a wrong birth date first), the texted code, the
 * agendas (nothing chosen is refused first), review (unconfirmed is refused first), cast, the receipt, and a
 * reload that keeps it. `shot` takes the screenshots (intro, agendas, review, receipt). Answers the receipt code.
 */
export async function castBallot(opts: {
  browser: Browser;
  request: APIRequestContext;
  voter: BallotVoter;
  linkToken: string;
  ballot: Ballot;
  shot?: (phone: Page, name: string) => Promise<unknown>;
}) {
  const { ballot, shot = async () => undefined } = opts;
  const phone = await phonePage(opts.browser);
  try {
    await phone.goto(`/m/v/${opts.linkToken}`);
    await expect(phone.getByRole("heading", { name: ballot.meetName, level: 1 })).toBeVisible();
    await expect(phone.getByText("투표 중", { exact: true })).toBeVisible();
    await shot(phone, "1-intro");
    await proveIdentity(phone, opts.request, opts.voter);
    await markAgendas(phone, ballot);
    await shot(phone, "2-agendas");
    await phone.getByRole("button", { name: "다음 단계: 선택 내용 확인" }).click();

    await expect(phone.getByRole("heading", { name: "선택 내용 확인" })).toBeVisible();
    for (const line of ballot.reviewTexts ?? []) await expect(phone.getByText(line, { exact: true })).toBeVisible();
    await phone.getByRole("button", { name: "투표하기" }).click();
    await expect(phone.getByRole("alert")).toHaveText("선택 내용을 확인했다는 항목에 체크해 주세요.");
    await phone.getByLabel("위 선택 내용으로 투표합니다. 투표한 뒤에는 바꿀 수 없음을 확인했습니다.").check();
    await shot(phone, "3-review");
    await phone.getByRole("button", { name: "투표하기" }).click();

    await expect(phone.getByRole("heading", { name: "투표 완료" })).toBeVisible();
    const receipt = phone.getByTestId("receipt-code");
    await expect(receipt).toHaveText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await shot(phone, "4-receipt");
    // A reload keeps the session and shows 투표 완료 again, with the receipt kept on this phone.
    const code = (await receipt.textContent()) ?? "";
    await phone.reload();
    await expect(phone.getByRole("heading", { name: "투표 완료" })).toBeVisible();
    await expect(phone.getByTestId("receipt-code")).toHaveText(code);
    return code;
  } finally {
    await phone.context().close();
  }
}
