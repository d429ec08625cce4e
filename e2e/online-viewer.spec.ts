import fs from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { agendaOf, phonePage, textsTo } from "./support/ballot-phone";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = process.env.VIEWER_SHOTS ?? "/tmp/shots-viewer";
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const UNION = 1;
/** The demo's on-site meeting whose online meeting is on air and may vote (db/seed/online-viewer-demo-seed.ts). */
const MEET_NAME = "2026년 온라인 임시총회";

type Voter = { name: { name: string }; ownerType: string; birth: string; phoneNo: string; meetParticipantSeq: number };

/** The console's API with the staff page's session and the Union-Seq header: the envelope's data. */
async function staff<T>(page: Page, method: "GET" | "POST" | "PATCH", url: string, data?: unknown): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "accessToken")?.value;
  const response = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, "Union-Seq": String(UNION) },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()).data as T;
}

const digits = (phone: string) => phone.replace(/\D/g, "");
const lastCodeSeq = async (request: APIRequestContext, phone: string) =>
  (await textsTo(request, phone, "OWNER_IDENTITY_CODE"))[0]?.systemTextSeq ?? 0;

/** A voter opens the viewer link on a phone, proves who they are, and enters the online meeting. */
async function join(page: Page, path: string, voter: Voter) {
  const phone = await phonePage(page.context().browser()!);
  const phoneNo = digits(voter.phoneNo);
  await phone.goto(path);
  await expect(phone.getByRole("heading", { name: MEET_NAME, level: 1 })).toBeVisible();
  await expect(phone.getByText("생중계 중").first()).toBeVisible();
  await phone.getByRole("button", { name: "본인 확인 후 입장하기" }).click();
  await phone.getByLabel("이름").fill(voter.name.name);
  await phone.getByLabel("생년월일 (8자리)").fill(voter.birth);
  const before = await lastCodeSeq(page.request, phoneNo);
  await phone.getByRole("button", { name: "인증번호 받기" }).click();
  await expect(phone.getByRole("heading", { name: "인증번호 입력" })).toBeVisible();
  let code = "";
  await expect
    .poll(async () => {
      const newest = (await textsTo(page.request, phoneNo, "OWNER_IDENTITY_CODE")).find(
        (t) => t.systemTextSeq > before,
      );
      code = /\[(\d{6})\]/.exec(newest?.text ?? "")?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  await phone.getByLabel("인증번호 6자리").fill(code);
  await phone.getByRole("button", { name: "확인", exact: true }).click();
  await expect(phone.getByText(`${voter.name.name} 님`)).toBeVisible();
  await expect(phone.getByLabel("온라인 총회 생중계 영상")).toBeVisible();
  return phone;
}

test("two attendees join the online meeting on phones: opinion, speech, notices, and an online vote", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  const meets = await staff<{ meetSeq: number; name: string }[]>(
    page,
    "GET",
    `/v1/meets?unionSeq=${UNION}&meetStatus=PROCESS&pageSize=50`,
  );
  const meet = meets.find((m) => m.name === MEET_NAME);
  if (!meet) throw new Error(`the demo meeting ${MEET_NAME} is missing`);
  const panel = await staff<{ onlineGeneralMeetingSeq: number; serviceStatus: string }>(
    page,
    "GET",
    `/v2/general-meetings/${meet.meetSeq}/online-general-meetings`,
  );
  expect(panel.serviceStatus).toBe("CREATED");
  const id = panel.onlineGeneralMeetingSeq;
  const dashboard = await staff<{ accessUrl: string }>(page, "GET", `/v2/online-general-meetings/${id}`);
  const path = new URL(dashboard.accessUrl).pathname;

  // Two voters of the meeting: persons with a birth date and a phone of their own.
  const everyone = await staff<Voter[]>(page, "GET", `/v1/meets/${meet.meetSeq}/participants?pageSize=100`);
  const voters = everyone
    .filter(
      (v) =>
        v.ownerType === "PERSON" &&
        /^\d{8}$/.test(v.birth) &&
        everyone.filter((o) => digits(o.phoneNo) === digits(v.phoneNo)).length === 1,
    )
    .slice(0, 2);
  expect(voters).toHaveLength(2);

  const a = await join(page, path, voters[0]!);
  await expect(a.getByText("온라인 총회에 오신 것을 환영합니다.", { exact: false })).toBeVisible();
  await shot(a, "1-viewer-joined");
  const b = await join(page, path, voters[1]!);

  // A sends an opinion; B asks to speak by voice.
  const comment = "제1호 안건의 변경 사유를 자세히 설명해 주세요.";
  await a.getByLabel("의견 (최대 150자)").fill(comment);
  await a.getByRole("button", { name: "의견 보내기" }).click();
  await expect(a.getByText("의견이 전달되었습니다.")).toBeVisible();
  await expect(a.getByText("답변 대기 중")).toBeVisible();
  await b.getByRole("button", { name: "음성으로 발언 요청" }).click();
  await expect(b.getByTestId("speech-status")).toHaveText("발언 요청됨 (승인 대기)");
  await shot(b, "2-speech-requested");

  // Staff: a notice, the answer, 발언승인 (through the console's API).
  const notice = "잠시 후 온라인 투표를 시작합니다.";
  await staff(page, "POST", `/v2/online-general-meetings/${id}/notices`, {
    onlineGeneralMeetingSeq: id,
    message: notice,
  });
  const opinions = await staff<{ opinionSeq: number; comment: string }[]>(
    page,
    "GET",
    `/v2/online-general-meetings/${id}/opinions?pageSize=100`,
  );
  const opinion = opinions.find((o) => o.comment === comment)!;
  await staff(page, "POST", `/v2/online-general-meetings/${id}/opinions/${opinion.opinionSeq}`, {
    onlineGeneralMeetingSeq: id,
    opinionSeq: opinion.opinionSeq,
    answer: "사업비 증액분은 공사비 인상에 따른 것입니다.",
  });
  const speeches = await staff<{ speechSeq: number; viewer: { name: string }; speechStatusType: string }[]>(
    page,
    "GET",
    `/v2/online-general-meetings/${id}/speeches?pageSize=100`,
  );
  const speech = speeches.find((s) => s.viewer.name === voters[1]!.name.name && s.speechStatusType === "REQUESTED")!;
  await staff(page, "PATCH", `/v2/online-general-meetings/${id}/speeches/${speech.speechSeq}/status`, {
    onlineGeneralMeetingSeq: id,
    speechSeq: speech.speechSeq,
    status: "APPROVED",
  });

  // Both phones show the notice at their next poll; B connects the approved speech; A reads the answer.
  for (const phone of [a, b]) await expect(phone.getByText(notice)).toBeVisible({ timeout: 25_000 });
  await expect(b.getByTestId("speech-status")).toHaveText("발언 승인됨 (연결 대기)", { timeout: 25_000 });
  await b.getByRole("button", { name: "발언 연결하기" }).click();
  await expect(b.getByTestId("speech-status")).toHaveText("발언 중");
  await shot(b, "3-speaking-notice");
  await a.reload();
  await expect(a.getByText("사업비 증액분은 공사비 인상에 따른 것입니다.")).toBeVisible();

  // Staff start the online vote; A votes on the phone (the e-vote ballot's cards and review).
  await staff(page, "PATCH", `/v2/online-general-meetings/${id}/vote-status`, {
    onlineGeneralMeetingSeq: id,
    status: "VOTING",
  });
  await expect(a.getByRole("heading", { name: "온라인 투표" })).toBeVisible({ timeout: 25_000 });
  await agendaOf(a, "정비사업비 예산 변경의 건").getByRole("radio", { name: "찬성" }).check();
  await agendaOf(a, "대의원 보궐 선출의 건").getByRole("radio", { name: "기호 2. 배나래" }).check();
  await shot(a, "4-online-ballot");
  await a.getByRole("button", { name: "다음 단계: 선택 내용 확인" }).click();
  await expect(a.getByRole("heading", { name: "선택 내용 확인" })).toBeVisible();
  await a.getByLabel("위 선택 내용으로 투표합니다. 투표한 뒤에는 바꿀 수 없음을 확인했습니다.").check();
  await a.getByRole("button", { name: "투표하기" }).click();
  await expect(a.getByRole("heading", { name: "투표 완료" })).toBeVisible();
  await expect(a.getByTestId("receipt-code")).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await shot(a, "5-voted");
  await expect(b.getByRole("heading", { name: "온라인 투표" })).toBeVisible({ timeout: 25_000 });

  // The console counts one online ballot (never whose), and 개표 결과 입력하기 waits for the vote's close.
  const online = await staff<{ votedCount: number }>(page, "GET", `/v1/meets/${meet.meetSeq}/online-vote/result`);
  expect(online.votedCount).toBe(1);
  const result = await staff<{ online: { isVoting: boolean } }>(page, "GET", `/v1/meets/${meet.meetSeq}/vote/result`);
  expect(result.online.isVoting).toBe(true);
  await staff(page, "PATCH", `/v2/online-general-meetings/${id}/vote-status`, {
    onlineGeneralMeetingSeq: id,
    status: "PENDING",
  });
  await a.context().close();
  await b.context().close();
});
