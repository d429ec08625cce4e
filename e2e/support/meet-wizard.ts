import { expect as baseExpect, type Page } from "@playwright/test";

/** Uploads on a machine shared with other runs take longer than the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** The meeting wizard's first step (총회 개설) of a union. */
export const meetOpenPath = (unionSeq: number) => `/unions/${unionSeq}/meet-management/open`;

const SEOUL = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});
/** A `datetime-local` value `ms` from now in the browser's zone (Asia/Seoul). */
const localIn = (ms: number) => SEOUL.format(new Date(Date.now() + ms)).replace(" ", "T");

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"),
  Buffer.from("0000000d4944415478da63f8cfc0f01f0005000201a5f6d2d30000000049454e44ae426082", "hex"),
]);

export type MeetInfo = {
  name: string;
  password: string;
  /** What 총회 비밀번호 확인 is given: the password unless told. */
  passwordConfirm?: string;
};

/**
 * Step 2's meeting info of an ONSITE_ELECTRONIC meeting, as staff open one: convened by 홍길동, the notice and
 * the written resolution as PDFs, the e-vote texted by 한빛재개발조합 (0212345678) and the written submissions
 * from an hour ahead for two days, the meeting in three days at 서울특별시 중구 세종대로 110 대강당.
 */
export async function fillMeetInfo(page: Page, info: MeetInfo) {
  await page.getByLabel("총회명").fill(info.name);
  await page.getByLabel("소집권자").fill("홍길동");
  await page.getByRole("textbox", { name: "총회 비밀번호", exact: true }).fill(info.password);
  await page.getByLabel("총회 비밀번호 확인").fill(info.passwordConfirm ?? info.password);
  await page
    .getByLabel("공고문 파일", { exact: true })
    .setInputFiles({ name: "공고문.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText("공고문.pdf")).toBeVisible();
  await page
    .getByLabel("서면결의서 파일", { exact: true })
    .setInputFiles({ name: "서면결의서.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText("서면결의서.pdf")).toBeVisible();
  await page.getByLabel("발신자명").fill("한빛재개발조합");
  await page.getByRole("textbox", { name: "문의전화번호", exact: true }).fill("0212345678");
  await page.getByLabel("전자투표 시작일시").fill(localIn(HOUR));
  await page.getByLabel("전자투표 종료일시").fill(localIn(2 * DAY));
  await page.getByLabel("서면 제출 시작일시").fill(localIn(HOUR));
  await page.getByLabel("서면 제출 종료일시").fill(localIn(2 * DAY));
  await page.getByLabel("총회 일시").fill(localIn(3 * DAY));
  await page.getByLabel("총회 장소 주소").fill("서울특별시 중구 세종대로 110");
  await page.getByLabel("상세 주소").fill("대강당");
}

/**
 * Step 2's two agendas: 조합 정관 변경의 건 (찬반 on 정관 변경안) and 조합장 선출의 건 (선택 투표 between 김철수
 * and 이영희); with `candidateImage`, 김철수 gets a PNG image.
 */
export async function fillTwoAgendas(page: Page, opts: { candidateImage?: boolean } = {}) {
  const first = page.getByRole("group", { name: "1번째 안건" });
  await first.getByLabel("안건명").fill("조합 정관 변경의 건");
  await first.getByLabel("1번째 안건 후보 1 이름").fill("정관 변경안");
  await page.getByRole("button", { name: "안건 추가" }).click();
  const second = page.getByRole("group", { name: "2번째 안건" });
  await second.getByLabel("안건명").fill("조합장 선출의 건");
  await second.getByRole("combobox", { name: "투표 형식" }).click();
  await page.getByRole("option", { name: "선택 투표" }).click();
  await second.getByLabel("2번째 안건 후보 1 이름").fill("김철수");
  if (opts.candidateImage) {
    await second
      .getByLabel("2번째 안건 후보 1 이미지", { exact: true })
      .setInputFiles({ name: "김철수.png", mimeType: "image/png", buffer: PNG });
    await expect(second.getByText("김철수.png")).toBeVisible();
  }
  await second.getByRole("button", { name: "후보 추가" }).click();
  await second.getByLabel("2번째 안건 후보 2 이름").fill("이영희");
}
