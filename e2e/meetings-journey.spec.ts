import fs from "node:fs";
import path from "node:path";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { ensureBalance } from "./support/api";
import { type Ballot, type BallotVoter, castBallot, findBallotLink } from "./support/ballot-phone";
import { fillMeetInfo, fillTwoAgendas, meetOpenPath } from "./support/meet-wizard";
import { DEMO_LOGIN, signIn } from "./support/sign-in";

const SHOTS = process.env.MEETJOURNEY_SHOTS ?? path.join(import.meta.dirname, "../.tmp/screens");
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `meetings-journey-${name}.png`), fullPage: true });
};

/** The journey runs on a machine shared with other runs: waits are longer than the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

const UNION = 1;
const OPEN = meetOpenPath(UNION);
const PASSWORD = "meet1234";

type Candidate = {
  unionRegisterSeq: number;
  name: { name: string };
  ownerType: string;
  birth: string;
  phoneNo: string;
  agentName: string | null;
};
type MeetDetail = { meetSeq: number; name: string; meetStatus: string };
type SendStatusCount = { opened: number; voted: number; unVoted: number };

/** A console call with the staff page's session and the Union-Seq header: the answer's data. */
async function consoleCall<T>(page: Page, method: "GET" | "PATCH", url: string, data?: unknown): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "accessToken")?.value;
  const response = await page.request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, "Union-Seq": String(UNION) },
    data,
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()).data as T;
}
const consoleGet = <T>(page: Page, url: string) => consoleCall<T>(page, "GET", url);

/**
 * Three owners of the register the journey can vote as: persons with an 8-digit birth date,
 * a name nobody else has (the wizard's search finds one row) and a phone nobody else has (its texts are theirs).
 */
async function fitVoters(page: Page): Promise<Candidate[]> {
  const all = await consoleGet<Candidate[]>(page, "/v1/meets/register-candidates?openType=GENERAL&pageSize=10000");
  const count = (key: (c: Candidate) => string, value: string) => all.filter((c) => key(c) === value).length;
  const voters = all
    .filter(
      (c) =>
        c.ownerType === "PERSON" &&
        /^\d{8}$/.test(c.birth) &&
        /^01\d{8,9}$/.test(c.phoneNo.replace(/\D/g, "")) &&
        count((o) => o.name.name, c.name.name) === 1 &&
        count((o) => o.phoneNo.replace(/\D/g, ""), c.phoneNo.replace(/\D/g, "")) === 1,
    )
    .slice(0, 3);
  return voters;
}

/** The demo register is seeded by a job after the server starts: wait until three fit owners are there. */
async function threeVoters(page: Page): Promise<Candidate[]> {
  let voters: Candidate[] = [];
  await expect
    .poll(
      async () => {
        voters = await fitVoters(page);
        return voters.length;
      },
      {
        message: "three register owners fit to vote on a phone",
        timeout: 120_000,
        intervals: [2_000],
      },
    )
    .toBe(3);
  return voters;
}

test("a meeting opened through the wizard starts, texts its ballot links, and two owners vote on phones", async ({
  page,
  browser,
}) => {
  // The wizard, a start job, the ballot-link outbox and two whole ballots on phones, on a busy machine.
  test.setTimeout(600_000);
  await signIn(page, DEMO_LOGIN.loginId, DEMO_LOGIN.password);
  await expect(page).toHaveURL(/\/unions\/1$/);
  // Three ONSITE_ELECTRONIC voters cost 2,100원; other journeys may have spent the demo's deposit.
  await ensureBalance(page, UNION, 10_000);
  const voters = await threeVoters(page);
  const meetName = `흐름 시험 총회 ${Date.now().toString(36)}`;

  // Step 1: the three owners, each found by name in the wizard's search.
  await page.goto(OPEN);
  await expect(page.getByRole("heading", { name: "총회 개설", level: 1 })).toBeVisible();
  const search = page.getByRole("search", { name: "선거인 검색" });
  const table = page.getByRole("table", { name: "선거인 후보 목록" });
  for (const [i, voter] of voters.entries()) {
    await search.getByLabel("이름").fill(voter.name.name);
    await search.getByRole("button", { name: "검색" }).click();
    const row = table.getByRole("row").filter({ has: page.getByRole("cell", { name: voter.name.name, exact: true }) });
    await expect(row).toHaveCount(1);
    await row.getByRole("checkbox", { name: "행 선택" }).check();
    await expect(page.getByLabel("선택한 선거인 수")).toHaveText(String(i + 1));
  }
  await shot(page, "1-voters");
  await page.getByRole("button", { name: "다음", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${OPEN}/agenda$`));

  // Step 2: the meeting's info (the e-vote starts in an hour, as staff open it) and two agendas.
  await fillMeetInfo(page, { name: meetName, password: PASSWORD });
  await fillTwoAgendas(page);
  await shot(page, "2-agenda");
  await page.getByRole("button", { name: "다음", exact: true }).click();

  // Step 3: the preview and the cost, then 개설.
  const preview = page.getByRole("region", { name: "미리보기" });
  await expect(preview).toContainText("제1호 안건 · 조합 정관 변경의 건");
  await expect(preview).toContainText("제2호 안건 · 조합장 선출의 건");
  await expect(page.getByLabel("개설 비용 금액")).toHaveText("2,100원");
  await page.getByRole("button", { name: "총회 개설" }).click();
  await page.getByRole("dialog", { name: "총회 개설" }).getByRole("button", { name: "개설" }).click();
  await expect(page.getByText("총회 개설이 완료되었습니다.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/unions/${UNION}/meet-management/history/\\d+$`));
  const meetSeq = Number(/\/history\/(\d+)$/.exec(page.url())?.[1]);
  const meetUrl = `/v1/meets/${meetSeq}`;
  const opened = await consoleGet<MeetDetail>(page, meetUrl);
  expect(opened).toMatchObject({ name: meetName, meetStatus: "BEFORE" });

  // Staff bring the start forward (정보 수정 moves times while BEFORE; a moved start must lie ahead): the
  // e-vote starts in 5 seconds, the written submission keeps its hour. The start job is queued again.
  const startAt = new Date(Date.now() + 5_000);
  await consoleCall(page, "PATCH", meetUrl, { electronicVote: { voteStartAt: startAt.toISOString() } });
  await expect
    .poll(async () => (await consoleGet<MeetDetail>(page, meetUrl)).meetStatus, {
      message: "the start job moves the meeting to PROCESS",
      timeout: 150_000,
      intervals: [1_000],
    })
    .toBe("PROCESS");
  const startedAfter = Date.now() - startAt.getTime();

  // The ballot-link outbox (every 3 s) texts each voter a link to this meeting.
  const links = new Map<number, string>();
  await expect
    .poll(
      async () => {
        for (const voter of voters) {
          if (links.has(voter.unionRegisterSeq)) continue;
          const token = await findBallotLink(page.request, voter.phoneNo, meetName);
          if (token) links.set(voter.unionRegisterSeq, token);
        }
        return links.size;
      },
      { message: "every voter is texted a ballot link", timeout: 150_000, intervals: [2_000] },
    )
    .toBe(3);
  const textedAfter = Date.now() - startAt.getTime();
  test.info().annotations.push({
    type: "timing",
    description: `PROCESS ${Math.round(startedAfter / 1000)} s and the three links ${Math.round(textedAfter / 1000)} s after the moved start`,
  });

  const countsUrl = `${meetUrl}/electronic-vote/send-status-count`;
  const before = await consoleGet<SendStatusCount>(page, countsUrl);

  // Two of them vote on phones: 찬성 on the first agenda, a candidate each on the second.
  for (const [i, voter] of voters.slice(0, 2).entries()) {
    const candidate = i === 0 ? "기호 1. 김철수" : "기호 2. 이영희";
    const ballot: Ballot = {
      meetName,
      agendas: ["조합 정관 변경의 건", "조합장 선출의 건"],
      marks: [
        { agenda: "조합 정관 변경의 건", choice: "찬성" },
        { agenda: "조합장 선출의 건", choice: candidate },
      ],
      reviewTexts: ["찬성", candidate],
    };
    const who: BallotVoter = { name: voter.name.name, birth: voter.birth, phoneNo: voter.phoneNo };
    await castBallot({
      browser,
      request: page.request,
      voter: who,
      linkToken: links.get(voter.unionRegisterSeq) ?? "",
      ballot,
      shot: (phone, name) => shot(phone, `phone-${i + 1}-${name}`),
    });
  }

  // The console counts two more ballots.
  const after = await consoleGet<SendStatusCount>(page, countsUrl);
  expect(after.voted).toBe(before.voted + 2);
  expect(after.unVoted).toBe(before.unVoted - 2);

  // 전자투표 관리 behind the meeting's password: 투표완료 2명.
  await page.goto(`/unions/${UNION}/meet-management/history/${meetSeq}`);
  const gate = page.getByRole("form", { name: "총회 비밀번호 확인" });
  await gate.getByLabel("비밀번호").fill(PASSWORD);
  await gate.getByRole("button", { name: "확인" }).click();
  await page.getByRole("tab", { name: "전자투표 관리" }).click();
  const progress = page.getByRole("group", { name: "전자투표 진행 현황" });
  await expect(progress.getByLabel("투표완료 2명")).toBeVisible();
  await expect(progress.getByLabel(`미완료 ${after.unVoted}명`)).toBeVisible();
  await shot(page, "3-evote");
});
