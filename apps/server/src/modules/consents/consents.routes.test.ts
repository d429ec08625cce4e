import { type CreateConsentBody, ERROR_CODES } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Session, type TestApp, UNION_1, UNION_2 } from "../../test/test-app";
import { withoutMenu } from "../../test/without-menu";
import { electronicConsents } from "./consents.table";
import {
  addConsentOwners,
  consentBody,
  consoleCall,
  createConsent,
  DAY,
  HOUR,
  openConsentApp,
  startConsent,
  CONSENTS_URL as URL,
  uploadGuide,
} from "./consents-test-support";

let t: TestApp;
let supervisor: Session;
let member: Session;
let owners: number[];
let guide: number;

beforeAll(async () => {
  ({ t, supervisor, member, owners, guide } = await openConsentApp([
    { name: "홍길동", birth: "19600101" },
    { name: "김영희", birth: "19700202" },
    { name: "국토교통부", ownerType: "PUBLIC" },
  ]));
});
afterAll(() => t.close());

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  opts: { session?: Session; unionSeq?: number } = {},
) => consoleCall(t, { method, url, payload, ...opts, session: opts.session ?? member });
const create = (over: Partial<CreateConsentBody> = {}) => createConsent(t, { session: member, guide, owners, over });

describe("GET /v2/electronic-consent-templates", () => {
  it("lists the NORMAL and CERTIFIED templates, paged when asked", async () => {
    const all = (await call("GET", "/v2/electronic-consent-templates")).json();
    expect(all.data.map((x: { templateType: string }) => x.templateType)).toEqual(["NORMAL", "CERTIFIED"]);
    expect(all.data[0]).toMatchObject({ no: 1, templateSeq: 1, signatureUsage: "OPTIONAL", fileUrl: null });
    expect(all.pagination.totalElements).toBe(2);
    const page = (await call("GET", "/v2/electronic-consent-templates?isPaging=true&page=1&pageSize=1")).json();
    expect(page.data).toEqual([expect.objectContaining({ no: 2, templateType: "CERTIFIED" })]);
  });
});

describe("POST /v2/electronic-consents", () => {
  it("creates a BEFORE consent with a 6-character link code, its recipients and the defaults", async () => {
    const consent = await create({ unionSeq: UNION_1 });
    expect(consent).toMatchObject({
      unionSeq: UNION_1,
      progressStatus: "BEFORE",
      title: "재개발 정비계획 변경 동의서",
      guideFileSeq: guide,
      guideFilePath: `/v1/files?fileSeq=${guide}`,
      isSignatureRequired: true,
      isIdentityRequired: true,
      isWithdrawRequired: true,
      activeWithdrawnDays: 1,
      consentCondition: 100,
      isEndDateUnknown: false,
      template: { templateSeq: 1, templateType: "NORMAL" },
      // Nothing is submitted before the start: the public owner's automatic consent comes with it.
      recipientCount: { submitted: 0, total: 3 },
      documentStorageStatus: "STORING",
      documentStorageExtensionStatus: "NONE",
    });
    expect(consent.linkCode).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(consent.consentUrl).toBe(`/m/c/${consent.linkCode}`);
    const other = await create();
    expect(other.linkCode).not.toBe(consent.linkCode);
  });

  it("takes an unknown end as no end, and a CERTIFIED template's signature as required", async () => {
    const consent = await create({
      templateSeq: 2,
      isEndDateUnknown: true,
      endedAt: null,
      isSignatureRequired: false,
      consentCondition: 66.667,
    });
    expect(consent).toMatchObject({ endedAt: null, isEndDateUnknown: true, isSignatureRequired: true });
    expect(consent.consentCondition).toBe(66.667);
  });

  it("refuses invalid forms with the spec's Korean messages", async () => {
    const now = Date.now();
    const cases: [Record<string, unknown>, string][] = [
      [{ templateSeq: 0 }, "동의서 유형을 선택해 주세요."],
      [{ templateSeq: undefined }, "동의서 유형을 선택해 주세요."],
      [{ title: "  " }, "제목을 입력해 주세요."],
      [{ title: "가".repeat(51) }, "제목은 최대 50자까지 입력 가능합니다."],
      [{ content: "가".repeat(301) }, "내용은 최대 300자까지 입력 가능합니다."],
      [{ guideFileTitle: "" }, "안내자료 제목을 입력해 주세요."],
      [{ guideFileSeq: undefined }, "안내자료 파일(PDF)을 업로드해 주세요."],
      [{ startedAt: undefined }, "제출 시작일시를 설정해 주세요."],
      [{ startedAt: new Date(now - 60_000).toISOString() }, "제출 시작일시는 현재 시각 이후로 설정해 주세요."],
      [{ endedAt: null }, "제출 종료일시를 설정해 주세요."],
      [
        { endedAt: new Date(now + HOUR + DAY - 60_000).toISOString() },
        "제출 종료일시는 제출 시작일시로부터 1일 이후로 설정해 주세요.",
      ],
      [{ consentCondition: 0.5 }, "최소 1%부터 입력 가능합니다."],
      [{ consentCondition: 100.5 }, "최대 100%까지 입력 가능합니다."],
      [{ consentCondition: 50.1234 }, "공유자 동의 조건은 소수점 셋째 자리까지 입력 가능합니다."],
      [{ activeWithdrawnDays: 0 }, "최소 1일부터 입력 가능합니다."],
      [{ activeWithdrawnDays: 1000 }, "최대 999일까지 입력 가능합니다."],
      [{ unionRegisterSeqs: [] }, "대상자를 1명 이상 선택해 주세요."],
      [{ templateSeq: 999 }, "동의서 유형을 찾을 수 없습니다."],
    ];
    for (const [over, message] of cases) {
      const response = await call("POST", URL, { ...consentBody(guide, owners), ...over });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message, JSON.stringify(over)).toBe(message);
    }
    // The end exactly a day after the start is the earliest allowed.
    const start = now + HOUR;
    const edge = await call(
      "POST",
      URL,
      consentBody(guide, owners, {
        startedAt: new Date(start).toISOString(),
        endedAt: new Date(start + DAY).toISOString(),
      }),
    );
    expect(edge.statusCode, edge.body).toBe(200);
  });

  it("refuses owners without name or birth (own or agent's), other unions' owners and a guide that is no PDF of the union", async () => {
    const [noBirth, withAgent, company] = await addConsentOwners(
      t.handle.db,
      UNION_1,
      [
        { name: "박무생", birth: "" },
        { name: "최대리", birth: "", agent: { name: "최아들", birth: "19900101" } },
        { name: "한빛건설", ownerType: "COMPANY", birth: "" },
      ],
      7100,
    );
    const lacking = await call("POST", URL, consentBody(guide, [owners[0]!, noBirth!]));
    expect(lacking.json()).toMatchObject({
      status: 400,
      message: "박무생: 이름 또는 생년월일(본인 또는 대리인)이 없는 소유자는 대상자로 추가할 수 없습니다.",
    });
    expect((await call("POST", URL, consentBody(guide, [company!]))).json().message).toContain("한빛건설");
    expect((await call("POST", URL, consentBody(guide, [withAgent!]))).statusCode).toBe(200);
    const [foreign] = await addConsentOwners(t.handle.db, UNION_2, [{ name: "타조합", birth: "19800101" }], 7200);
    expect((await call("POST", URL, consentBody(guide, [foreign!]))).json().message).toBe(
      "조합원 정보를 찾을 수 없습니다.",
    );
    const foreignGuide = await uploadGuide(t, supervisor, UNION_2);
    const refused = await call("POST", URL, consentBody(foreignGuide, owners));
    expect(refused.json().message).toBe("안내자료 파일(PDF)을 업로드해 주세요.");
  });
});

describe("GET /v2/electronic-consents", () => {
  it("lists the union's consents newest first, by title and status, with recipient counts and paging", async () => {
    const titled = await create({ title: "조합설립 변경 동의서 검색용" });
    const found = (await call("GET", `${URL}?searchTitle=${encodeURIComponent("검색용")}`)).json();
    expect(found.data).toEqual([
      {
        consentSeq: titled.consentSeq,
        title: "조합설립 변경 동의서 검색용",
        progressStatus: "BEFORE",
        startedAt: titled.startedAt,
        endedAt: titled.endedAt,
        template: titled.template,
        recipientCount: { submitted: 0, total: 3 },
      },
    ]);
    expect(found.pagination).toEqual({ totalDataCount: 1, totalElements: 1 });
    const page = (await call("GET", `${URL}?page=0&pageSize=2`)).json();
    expect(page.data).toHaveLength(2);
    expect(page.data[0].consentSeq).toBeGreaterThan(page.data[1].consentSeq);
    await startConsent(t.handle.db, titled.consentSeq);
    const inProgress = (await call("GET", `${URL}?searchProgressStatus=IN_PROGRESS`)).json();
    expect(inProgress.data.map((c: { consentSeq: number }) => c.consentSeq)).toEqual([titled.consentSeq]);
    expect((await call("GET", `${URL}?searchTitle=${"가".repeat(51)}`)).json().message).toBe(
      "제목은 최대 50자까지 입력 가능합니다.",
    );
  });
});

describe("PUT /v2/electronic-consents/{consentSeq}", () => {
  it("edits a BEFORE consent and answers the detail as GET does", async () => {
    const consent = await create();
    const startedAt = new Date(Date.now() + 2 * HOUR).toISOString();
    const edited = await call("PUT", `${URL}/${consent.consentSeq}`, {
      title: "수정된 제목",
      startedAt,
      endedAt: new Date(Date.now() + 3 * DAY).toISOString(),
      isWithdrawRequired: false,
      activeWithdrawnDays: 7,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      title: "수정된 제목",
      startedAt,
      isWithdrawRequired: false,
      activeWithdrawnDays: 7,
    });
    expect((await call("GET", `${URL}/${consent.consentSeq}`)).json().data).toEqual(edited.json().data);
  });

  it("keeps the signature toggle of a template that is not OPTIONAL", async () => {
    const certified = await create({ templateSeq: 2 });
    const response = await call("PUT", `${URL}/${certified.consentSeq}`, { isSignatureRequired: false });
    expect(response.json().message).toBe("선택한 동의서 유형은 서명 사용 여부를 변경할 수 없습니다.");
  });

  it("while IN_PROGRESS locks all but the end, end-unknown and the condition", async () => {
    const consent = await create();
    await startConsent(t.handle.db, consent.consentSeq);
    const url = `${URL}/${consent.consentSeq}`;
    const locked: [Record<string, unknown>, string][] = [
      [{ title: "새 제목" }, "진행중인 전자 동의서의 제목은(는) 수정할 수 없습니다."],
      [{ content: "새 내용" }, "진행중인 전자 동의서의 내용은(는) 수정할 수 없습니다."],
      [{ guideFileTitle: "새 안내" }, "진행중인 전자 동의서의 안내자료 제목은(는) 수정할 수 없습니다."],
      [
        { startedAt: new Date(Date.now() + DAY).toISOString() },
        "진행중인 전자 동의서의 제출 시작일시은(는) 수정할 수 없습니다.",
      ],
      [{ templateSeq: 2 }, "진행중인 전자 동의서의 동의서 유형은(는) 수정할 수 없습니다."],
      [{ isSmsRequired: false }, "진행중인 전자 동의서의 문자 발송 여부은(는) 수정할 수 없습니다."],
      [{ isIdentityRequired: false }, "진행중인 전자 동의서의 본인 확인 여부은(는) 수정할 수 없습니다."],
      [{ isSignatureRequired: false }, "진행중인 전자 동의서의 서명 사용 여부은(는) 수정할 수 없습니다."],
      [{ activeWithdrawnDays: 9 }, "진행중인 전자 동의서의 철회 기간은(는) 수정할 수 없습니다."],
    ];
    for (const [body, message] of locked) {
      const response = await call("PUT", url, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // The whole form sent back unchanged passes; the end and the condition change.
    const current = (await call("GET", url)).json().data;
    const endedAt = new Date(Date.now() + 30 * DAY).toISOString();
    const response = await call("PUT", url, {
      title: current.title,
      startedAt: current.startedAt,
      templateSeq: current.templateSeq,
      endedAt,
      consentCondition: 75.5,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ endedAt, consentCondition: 75.5, title: current.title });
    const unknown = await call("PUT", url, { isEndDateUnknown: true });
    expect(unknown.json().data).toMatchObject({ isEndDateUnknown: true, endedAt: null });
    // Started two days ago: an end a minute ago is a day after the start, but no longer ahead.
    const past = await call("PUT", url, {
      isEndDateUnknown: false,
      endedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.json().message).toBe("제출 종료일시는 현재 시각 이후로 설정해 주세요.");
  });

  it("refuses every change once COMPLETED", async () => {
    const consent = await create();
    await startConsent(t.handle.db, consent.consentSeq);
    await call("POST", `${URL}/${consent.consentSeq}/progress-status`, { progressStatus: "COMPLETED" });
    const response = await call("PUT", `${URL}/${consent.consentSeq}`, { consentCondition: 50 });
    expect(response.json()).toMatchObject({ status: 400, message: "마감된 전자 동의서는 수정할 수 없습니다." });
  });
});

describe("POST /v2/electronic-consents/{consentSeq}/progress-status", () => {
  it("ends an IN_PROGRESS consent by hand, irreversibly, and only that", async () => {
    const consent = await create();
    const url = `${URL}/${consent.consentSeq}/progress-status`;
    const early = await call("POST", url, { progressStatus: "COMPLETED" });
    expect(early.json().message).toBe("진행중인 전자 동의서만 종료할 수 있습니다.");
    await startConsent(t.handle.db, consent.consentSeq);
    const back = await call("POST", url, { progressStatus: "BEFORE" });
    expect(back.json().message).toBe("전자 동의서는 마감(COMPLETED)으로만 변경할 수 있습니다.");
    const ended = await call("POST", url, { progressStatus: "COMPLETED" });
    expect(ended.statusCode, ended.body).toBe(200);
    const data = ended.json().data;
    expect(data.progressStatus).toBe("COMPLETED");
    expect(Date.parse(data.documentStorageEndAt) - Date.parse(data.completedAt)).toBeGreaterThan(5 * 365 * DAY);
    const again = await call("POST", url, { progressStatus: "COMPLETED" });
    expect(again.json().message).toBe("진행중인 전자 동의서만 종료할 수 있습니다.");
  });
});

describe("access", () => {
  const calls = (consentSeq: number) => [
    { method: "GET" as const, url: URL },
    { method: "GET" as const, url: `${URL}/${consentSeq}` },
    { method: "PUT" as const, url: `${URL}/${consentSeq}`, payload: { title: "가로채기" } },
    { method: "POST" as const, url: `${URL}/${consentSeq}/progress-status`, payload: { progressStatus: "COMPLETED" } },
    { method: "GET" as const, url: "/v2/electronic-consent-templates" },
    { method: "GET" as const, url: `${URL}/${consentSeq}/recipients` },
    { method: "GET" as const, url: `${URL}/${consentSeq}/statistics/area` },
    { method: "GET" as const, url: `${URL}/${consentSeq}/statistics/dong` },
  ];

  it("answers another union's consent as not found and changes nothing", async () => {
    const foreignOwners = await addConsentOwners(t.handle.db, UNION_2, [{ name: "푸른숲", birth: "19750505" }], 7300);
    const foreignGuide = await uploadGuide(t, supervisor, UNION_2);
    const foreign = await call("POST", URL, consentBody(foreignGuide, foreignOwners), {
      session: supervisor,
      unionSeq: UNION_2,
    });
    const consentSeq = foreign.json().data.consentSeq;
    for (const c of calls(consentSeq).filter((x) => x.url.includes(`/${consentSeq}`))) {
      const response = await call(c.method, c.url, c.payload, { session: supervisor, unionSeq: UNION_1 });
      expect(response.statusCode, c.url).toBe(404);
      expect(response.json()).toEqual({
        status: 404,
        code: ERROR_CODES.NOT_FOUND,
        message: "전자 동의서를 찾을 수 없습니다.",
      });
    }
    const [row] = await t.handle.db
      .select()
      .from(electronicConsents)
      .where(eq(electronicConsents.consentSeq, consentSeq));
    expect(row?.title).toBe("재개발 정비계획 변경 동의서");
    // The member manages union 1 only: union 2 in the header is refused by the guard.
    const header = await call("GET", `${URL}/${consentSeq}`, undefined, { unionSeq: UNION_2 });
    expect(header.json().code).toBe(ERROR_CODES.UNION_FORBIDDEN);
    // A union named in the query or body must be the header's.
    const query = await call("GET", `${URL}?searchUnionSeq=${UNION_2}`, undefined, { session: supervisor });
    expect(query.json()).toMatchObject({ status: 403, code: ERROR_CODES.UNION_FORBIDDEN });
    const body = await call("POST", URL, { ...consentBody(guide, owners), unionSeq: UNION_2 }, { session: supervisor });
    expect(body.json()).toMatchObject({ status: 403, code: ERROR_CODES.UNION_FORBIDDEN });
  });

  it("refuses a member without menu M1201 with E00501", async () => {
    const consent = await create();
    await withoutMenu(t, member, UNION_1, "M1201", async () => {
      for (const c of calls(consent.consentSeq)) {
        const response = await call(c.method, c.url, c.payload);
        expect(response.statusCode, c.url).toBe(403);
        expect(response.json().code, c.url).toBe(ERROR_CODES.PERMISSION_DENIED);
      }
      const [row] = await t.handle.db
        .select()
        .from(electronicConsents)
        .where(eq(electronicConsents.consentSeq, consent.consentSeq));
      expect(row?.progressStatus).toBe("BEFORE");
    });
  });
});
