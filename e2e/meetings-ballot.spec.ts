import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { agendaOf, type Ballot, ballotLinkOf, castBallot } from "./support/ballot-phone";
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

/** The demo meeting's four agendas as a voter marks them. */
const DEMO_BALLOT: Ballot = {
  meetName: DEMO_MEET,
  agendas: ["2025년도 결산 승인의 건", "조합장 선출의 건", "감사 선출의 건 (2인)", "이사 선임의 건"],
  // 제1호 AGAINST MONO: 찬성. 제2호 SELECT MONO: 기호 2. 제3호 SELECT MULTI (2인): two, the third disabled.
  // 제4호 AGAINST MULTI: 찬성, 반대, 기권 on its three candidates.
  marks: [
    { agenda: "2025년도 결산 승인의 건", choice: "찬성" },
    { agenda: "조합장 선출의 건", choice: "기호 2. 박서연" },
    { agenda: "감사 선출의 건 (2인)", choice: "기호 1. 최민준", kind: "checkbox" },
    { agenda: "감사 선출의 건 (2인)", choice: "기호 3. 강지호", kind: "checkbox" },
    { agenda: "이사 선임의 건", candidate: "기호 1. 한상우", choice: "찬성" },
    { agenda: "이사 선임의 건", candidate: "기호 2. 오지민", choice: "반대" },
    { agenda: "이사 선임의 건", candidate: "기호 3. 서윤아", choice: "기권" },
  ],
  checkMarks: async (phone) => {
    const audit = agendaOf(phone, "감사 선출의 건 (2인)");
    await expect(audit.getByRole("checkbox", { name: "기호 2. 정하은" })).toBeDisabled();
    await expect(audit.getByText("최대 2명까지 선택 (2명 선택됨)")).toBeVisible();
  },
  reviewTexts: ["기호 2. 오지민: 반대"],
};

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
    const linkToken = await ballotLinkOf(page.request, voter.phoneNo, DEMO_MEET);
    await castBallot({
      browser,
      request: page.request,
      voter: { name: voter.name.name, birth: voter.birth, phoneNo: voter.phoneNo },
      linkToken,
      ballot: DEMO_BALLOT,
      shot: (phone, name) => shot(phone, `${i + 1}-${name}`),
    });
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
