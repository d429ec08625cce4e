import { ERROR_CODES } from "@johap/contracts";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../platform/ledger.table";
import { postSimulator } from "../../providers/post/simulator";
import {
  createTestApp,
  type Session,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
  UNION_2,
} from "../../test/test-app";
import { withoutMenu } from "../../test/without-menu";
import { files } from "../files/files.table";
import { setMaintenance } from "../maintenance/maintenance.service";
import { addOwners, PNG, waitFor } from "../sms/sms-test-support";
import { postCarrierItems, postRecipients, posts } from "./posts.table";
import { trackPosts } from "./posts-delivery";
import { pdfOfPages, SENDER, typedRecipient } from "./posts-test-support";

let t: TestApp;
let supervisor: Session;
let member: Session;
let owners: number[];
let twoPages: number;
let onePng: number;

beforeAll(async () => {
  t = await createTestApp({ POST_RETURN_ONE_IN: "0" });
  supervisor = await signInSupervisor(t.app);
  member = await signInMember(t.app);
  owners = (
    await addOwners(t.handle.db, UNION_1, [
      { name: "홍길동", phoneNo: "01011112222" },
      { name: "김영희", phoneNo: "01033334444" },
      { name: "이철수", phoneNo: "01055556666" },
    ])
  ).map((o) => o.unionRegisterSeq);
  twoPages = await upload(await pdfOfPages(2), "총회안내문.pdf", "application/pdf");
  onePng = await upload(PNG, "약도.png", "image/png");
});
afterAll(() => t.close());

const base = (unionSeq = UNION_1) => `/v1/unions/${unionSeq}`;
const headersOf = (session: Session, unionSeq = UNION_1, extra: Record<string, string> = {}) => ({
  ...session.auth,
  "member-seq": String(session.memberSeq),
  "union-seq": String(unionSeq),
  ...extra,
});
const get = (url: string, session = supervisor) => t.app.inject({ url, headers: headersOf(session) });
const post = (url: string, body: unknown, opts: { session?: Session; key?: string; unionSeq?: number } = {}) =>
  t.app.inject({
    method: "POST",
    url,
    headers: headersOf(opts.session ?? supervisor, opts.unionSeq, opts.key ? { "idempotency-key": opts.key } : {}),
    payload: body as object,
  });

async function upload(bytes: Buffer, fileName: string, contentType: string, unionSeq = UNION_1) {
  const signed = await post(
    "/v2/generate/upload-signed-urls",
    { divisionCode: "POST", files: [{ fileName, contentType, size: bytes.length }] },
    { unionSeq },
  );
  expect(signed.statusCode, signed.body).toBe(200);
  const { url, fileSeq } = signed.json().data[0] as { url: string; fileSeq: number };
  const put = await t.app.inject({ method: "PUT", url, headers: { "content-type": contentType }, payload: bytes });
  expect(put.statusCode, put.body).toBe(200);
  return fileSeq;
}

const ownerRecipient = (i: number, zipNo = "04524") => ({
  unionRegisterSeq: owners[i],
  registerNo: `900${i}`,
  name: ["홍길동", "김영희", "이철수"][i],
  phoneNo: "01011112222",
  address: { address: "서울특별시 중구 세종대로 110", detailAddress: `${i + 1}호`, zipNo },
});
const body = (over: Record<string, unknown> = {}) => ({
  sender: SENDER,
  postType: "COMMON",
  colorType: "COLOR",
  flexType: "CROSS",
  fileSeqs: [twoPages],
  recipients: [ownerRecipient(0), ownerRecipient(1), ownerRecipient(2)],
  ...over,
});
const usagesOf = (postSeq: number) =>
  t.handle.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reference, `post:${postSeq}`), eq(ledgerEntries.kind, "USAGE")));
const refundsOf = (postSeq: number) =>
  t.handle.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reference, `post:${postSeq}`), eq(ledgerEntries.kind, "REFUND")));

/** Runs the carrier's clock `hours` ahead and applies the moves, until `check` holds. */
const port = () =>
  postSimulator({ db: t.handle.db, stepSeconds: 1800, returnOneIn: 0, isInMaintenance: async () => false });
async function lettersMade(postSeq: number) {
  return waitFor(async () => {
    const detail = (await get(`${base()}/posts/${postSeq}`)).json().data;
    return detail.lettersStatus === "DONE" ? detail : null;
  }, 60_000);
}
async function deliverAll() {
  const carrier = port();
  await carrier.advance(new Date(Date.now() + 2 * 3600_000));
  await carrier.advance(new Date(Date.now() + 4 * 3600_000));
  await carrier.advance(new Date(Date.now() + 6 * 3600_000));
  await trackPosts({ db: t.handle.db, jobs: t.jobs, port: carrier });
}

describe("GET posts/recipients", () => {
  it("lists the register's owners with the address their letter goes to, filtered by name", async () => {
    const page = (await get(`${base()}/posts/recipients?name=${encodeURIComponent("김영희")}`)).json();
    expect(page.data).toEqual([
      {
        unionRegisterSeq: owners[1],
        unionRegisterNo: "9001",
        name: { name: "김영희", nameClass: "" },
        phoneNo: "01033334444",
        postAddress: { address: "서울특별시 중구 세종대로 110", detailAddress: "", zipNo: "04524" },
      },
    ]);
    expect(page.pagination.totalElements).toBe(1);
  });
});

describe("POST posts/cost/calculate", () => {
  it("quotes pages, production and postage: a 2-page PDF and the address page, 양면, 컬러, 일반, 3 letters", async () => {
    const response = await post(`${base()}/posts/cost/calculate`, body());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      sentPageCount: 3,
      sheetCount: 2,
      recipientCount: 3,
      unitProductionCost: 700,
      unitShippingCost: 520,
      productionCost: 2100,
      shippingCost: 1560,
      totalCost: 3660,
    });
  });

  it("counts a PNG as one page and prices 흑백 단면 등기", async () => {
    const response = await post(
      `${base()}/posts/cost/calculate`,
      body({ fileSeqs: [twoPages, onePng], colorType: "BLACK_WHITE", flexType: "SINGLE", postType: "REGISTERED" }),
    );
    expect(response.json().data).toMatchObject({
      sentPageCount: 4,
      sheetCount: 4,
      unitProductionCost: 100 + 4 * 70,
      unitShippingCost: 2830,
    });
  });

  it.each([
    [{ sender: { ...SENDER, name: "" } }, "발송자를 입력하세요."],
    [{ sender: { ...SENDER, name: "가".repeat(31) } }, "발송자를 입력하세요."],
    [{ sender: { ...SENDER, phoneNo: "" } }, "발송자 연락처를 입력하세요."],
    [{ sender: { ...SENDER, phoneNo: "02-1234-5678" } }, "발송자 연락처를 입력하세요."],
    [{ sender: { ...SENDER, address: " " } }, "발송자 주소를 검색해 주세요."],
    [{ postType: "AIR" }, "발송방식을 선택해 주세요."],
    [{ colorType: "GOLD" }, "출력색상을 선택해 주세요."],
    [{ flexType: "FOLD" }, "출력형태을 선택해 주세요."],
    [{ fileSeqs: [] }, "서식을 선택하거나, 보낼 문서를 업로드 해주세요."],
    [{ recipients: [] }, "선택된 수신자가 없습니다. 수신자를 선택해 주세요."],
    [{ recipients: [{ ...typedRecipient("가".repeat(11)) }] }, "수신자 이름을 확인해 주세요. (최대 10자)"],
    [
      { recipients: [{ ...typedRecipient("박민수"), phoneNo: "010-1234-5678" }] },
      "수신자 연락처를 확인해 주세요. (숫자 또는 /, 최대 11자)",
    ],
    [
      { recipients: [{ ...typedRecipient("박민수"), address: { address: "", zipNo: "06236" } }] },
      "수신자 주소가 없습니다. 주소를 확인해 주세요.",
    ],
    [
      { recipients: [{ ...typedRecipient("박민수"), address: { address: "서울", zipNo: "" } }] },
      "수신자 우편번호가 없습니다. 우편번호를 확인해 주세요.",
    ],
  ])("refuses %j with its message", async (over, message) => {
    const response = await post(`${base()}/posts/cost/calculate`, body(over));
    expect(response.json()).toMatchObject({ status: 400, message });
  });

  it("refuses repeated file names, a file that is not png or pdf, and another union's file", async () => {
    const again = await upload(await pdfOfPages(1), "총회안내문.pdf", "application/pdf");
    expect((await post(`${base()}/posts/cost/calculate`, body({ fileSeqs: [twoPages, again] }))).json()).toMatchObject({
      status: 400,
      message: "파일 이름이 중복되어 첨부하실 수 없습니다.",
    });
    // A JPEG the POST division takes (spec 04 §5: a post's documents are png or pdf only).
    const [jpg] = await t.handle.db
      .insert(files)
      .values({
        unionSeq: UNION_1,
        uploadedBy: supervisor.memberSeq,
        divisionCode: "POST",
        originalName: "사진.jpg",
        contentType: "image/jpeg",
        size: 3,
        storageKey: "POST/none.jpg",
        status: "STORED",
      })
      .returning();
    const hwp = jpg!.fileSeq;
    expect((await post(`${base()}/posts/cost/calculate`, body({ fileSeqs: [hwp] }))).json()).toMatchObject({
      status: 400,
      message: "PNG 또는 PDF 파일만 첨부할 수 있습니다.",
    });
    const foreign = await upload(await pdfOfPages(1), "타조합.pdf", "application/pdf", UNION_2);
    expect((await post(`${base()}/posts/cost/calculate`, body({ fileSeqs: [foreign] }))).json()).toMatchObject({
      status: 400,
      message: "첨부 파일을 찾을 수 없습니다.",
    });
  });

  it("refuses an owner of another union", async () => {
    const [other] = await addOwners(t.handle.db, UNION_2, [{ name: "타조합", phoneNo: "01077778888" }]);
    const response = await post(
      `${base()}/posts/cost/calculate`,
      body({ recipients: [{ ...ownerRecipient(0), unionRegisterSeq: other!.unionRegisterSeq }] }),
    );
    expect(response.json()).toMatchObject({ status: 400, message: "조합원이 아니거나 소유자 정보가 없습니다." });
  });

  it("refuses more than 30 sheets as 준등기 and more than 150 sheets in an A4 envelope", async () => {
    const sixty = await upload(await pdfOfPages(60), "두꺼운문서.pdf", "application/pdf");
    const semi = await post(`${base()}/posts/cost/calculate`, body({ fileSeqs: [sixty], postType: "SEMI_REGISTERED" }));
    expect(semi.json()).toMatchObject({ status: 400, message: "준등기는 최대 30매까지 발송할 수 있습니다." });
    const single = await post(`${base()}/posts/cost/calculate`, body({ fileSeqs: [sixty], flexType: "SINGLE" }));
    expect(single.statusCode).toBe(200);
    const big = await upload(await pdfOfPages(150), "아주두꺼운문서.pdf", "application/pdf");
    const over = await post(`${base()}/posts/cost/calculate`, body({ fileSeqs: [big], flexType: "SINGLE" }));
    expect(over.json()).toMatchObject({ status: 400, message: "A4 봉투에는 최대 150매까지 넣을 수 있습니다." });
  });
});

describe("POST posts/preview", () => {
  it("answers the first letter as a PDF: the address page and the documents' pages", async () => {
    const response = await post(`${base()}/posts/preview`, body({ fileSeqs: [twoPages, onePng] }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const { PDFDocument } = await import("pdf-lib");
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(4);
  });

  it("refuses what the quote refuses", async () => {
    const response = await post(`${base()}/posts/preview`, body({ fileSeqs: [] }));
    expect(response.json()).toMatchObject({ status: 400, message: "서식을 선택하거나, 보낼 문서를 업로드 해주세요." });
  });
});

describe("post-forms", () => {
  it("saves a form (서식저장), lists it with its pages, refuses a blank name, deletes it", async () => {
    const blank = await post(`${base()}/post-forms`, { fileSeq: twoPages, formName: " " });
    expect(blank.json()).toMatchObject({ status: 400, message: "서식명을 입력해 주세요." });
    const saved = await post(`${base()}/post-forms`, { fileSeq: twoPages, formName: "총회 안내 서식" });
    expect(saved.statusCode, saved.body).toBe(200);
    const { postFormSeq } = saved.json().data;
    const list = (await get(`${base()}/post-forms`)).json().data;
    expect(list[0]).toMatchObject({
      postFormSeq,
      formName: "총회 안내 서식",
      file: { fileSeq: twoPages, originName: "총회안내문.pdf" },
      pageCount: 2,
    });
    const none = await t.app.inject({
      method: "DELETE",
      url: `${base()}/post-forms`,
      headers: headersOf(supervisor),
      payload: { postFormSeqs: [] },
    });
    expect(none.json()).toMatchObject({ status: 400, message: "삭제할 서식을 선택해 주세요." });
    const deleted = await t.app.inject({
      method: "DELETE",
      url: `${base()}/post-forms`,
      headers: headersOf(supervisor),
      payload: { postFormSeqs: [postFormSeq] },
    });
    expect(deleted.json().data).toEqual({ deletedCount: 1 });
    expect((await get(`${base()}/post-forms`)).json().data).toEqual([]);
  });

  it("refuses more than 6 saved forms in one letter", async () => {
    const fileSeqs: number[] = [];
    for (let i = 0; i < 7; i++) {
      const fileSeq = await upload(await pdfOfPages(1), `서식${i}.pdf`, "application/pdf");
      await post(`${base()}/post-forms`, { fileSeq, formName: `서식 ${i}` });
      fileSeqs.push(fileSeq);
    }
    const response = await post(`${base()}/posts/cost/calculate`, body({ fileSeqs }));
    expect(response.json()).toMatchObject({ status: 400, message: "서식은 최대 6개까지 선택할 수 있습니다." });
    const six = await post(`${base()}/posts/cost/calculate`, body({ fileSeqs: fileSeqs.slice(0, 6) }));
    expect(six.statusCode, six.body).toBe(200);
  });
});

describe("POST posts and the letters' journey", () => {
  let postSeq: number;

  it("accepts a post, charges it once in the ledger and answers the spec's records", async () => {
    const response = await post(
      `${base()}/posts`,
      body({ recipients: [ownerRecipient(0), ownerRecipient(1), ownerRecipient(2, "00000")] }),
      {
        key: "post-journey",
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ postStatus: "REQUESTED", requestCount: 3, totalCost: 3660 });
    postSeq = response.json().data.postSeq;
    const usages = await usagesOf(postSeq);
    expect(usages.reduce((sum, e) => sum + e.amount, 0)).toBe(-3660);
    expect(usages[0]).toMatchObject({ serviceType: "POST", description: "우편 발송 (3통, 3쪽)" });
    const list = (await get(`${base()}/posts`)).json();
    expect(list.data[0]).toMatchObject({
      postSeq,
      postType: "COMMON",
      colorType: "COLOR",
      flexType: "CROSS",
      requestCount: 3,
      sendQuantity: 0,
    });
    expect(list.pagination.totalElements).toBeGreaterThanOrEqual(1);
  });

  it("makes the letters PDF (address page and documents per letter) and hands each letter to the carrier", async () => {
    const detail = await lettersMade(postSeq);
    expect(detail).toMatchObject({
      postStatus: "PRODUCING",
      sender: { name: SENDER.name, zipNo: SENDER.zipNo },
      sentPageCount: 3,
      documents: [{ fileSeq: twoPages, originName: "총회안내문.pdf", pageCount: 2, postFormSeq: null }],
    });
    const file = await t.app.inject({
      method: "POST",
      url: "/v2/files/download",
      headers: headersOf(supervisor),
      payload: { fileSeq: detail.lettersFileSeq },
    });
    expect(file.statusCode).toBe(200);
    const { PDFDocument } = await import("pdf-lib");
    expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(9);
    const recipients = await waitFor(async () => {
      const rows = (await get(`${base()}/posts/${postSeq}/recipients`)).json().data;
      return rows.every((r: { trackingNo: string | null }) => r.trackingNo) ? rows : null;
    });
    expect(recipients[0]).toMatchObject({ name: "홍길동", registerNo: "9000", deliveryStatus: "PRINTING" });
    expect(recipients[0].trackingNo).toMatch(/^\d{13}$/);
    expect(recipients[0].trackingUrl).toBe(`/post-tracking/${recipients[0].trackingNo}`);
  });

  it("follows each letter to delivery; the undeliverable one is refunded its postage and resendable", async () => {
    await deliverAll();
    const detail = (await get(`${base()}/posts/${postSeq}`)).json().data;
    expect(detail).toMatchObject({
      postStatus: "COMPLETED",
      sendQuantity: 3,
      deliveredCount: 2,
      notDeliveredCount: 1,
      refundedCost: 520,
      resendableCount: 1,
    });
    expect(detail.sentAt).not.toBeNull();
    expect(detail.deliveredAt).not.toBeNull();
    const rows = (await get(`${base()}/posts/${postSeq}/recipients`)).json().data;
    expect(rows.map((r: { deliveryStatus: string }) => r.deliveryStatus)).toEqual([
      "DELIVERED",
      "DELIVERED",
      "UNDELIVERED",
    ]);
    expect(rows[2]).toMatchObject({ failReason: "수취인 주소 불명 (미배달)", refundedCost: 520, isResendable: true });
    expect((await refundsOf(postSeq)).reduce((sum, e) => sum + e.amount, 0)).toBe(520);
    // A second tick changes nothing (moves are applied once, refunds once).
    await deliverAll();
    expect((await refundsOf(postSeq)).reduce((sum, e) => sum + e.amount, 0)).toBe(520);
  });

  it("serves the tracking page of a registered-mail number, publicly", async () => {
    const rows = (await get(`${base()}/posts/${postSeq}/recipients`)).json().data;
    const page = await t.app.inject({ url: rows[0].trackingUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("배달 완료");
    expect(page.body).toContain("우편 제작 센터");
    expect((await t.app.inject({ url: "/post-tracking/6999999999999" })).statusCode).toBe(404);
  });

  it("answers the same key again without a second post or charge", async () => {
    const again = await post(
      `${base()}/posts`,
      body({ recipients: [ownerRecipient(0), ownerRecipient(1), ownerRecipient(2, "00000")] }),
      {
        key: "post-journey",
      },
    );
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().data.postSeq).toBe(postSeq);
    expect((await usagesOf(postSeq)).length).toBeGreaterThan(0);
  });

  it("resends the undelivered letter as a new post charged again, once", async () => {
    const response = await post(`${base()}/posts/${postSeq}/resend`, {}, { key: "post-resend" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ requestCount: 1, totalCost: 1220 });
    const resent = response.json().data.postSeq;
    expect((await get(`${base()}/posts/${resent}`)).json().data).toMatchObject({ resendOf: postSeq });
    const rows = (await get(`${base()}/posts/${postSeq}/recipients`)).json().data;
    expect(rows[2]).toMatchObject({ resentInPostSeq: resent, isResendable: false });
    const again = await post(`${base()}/posts/${postSeq}/resend`, {});
    expect(again.json()).toMatchObject({ status: 409, message: "재발송할 미배달 수신자가 없습니다." });
  });

  it("refuses a resend of a delivered letter", async () => {
    const rows = (await get(`${base()}/posts/${postSeq}/recipients`)).json().data;
    const response = await post(`${base()}/posts/${postSeq}/resend`, { postRecipientSeqs: [rows[0].postRecipientSeq] });
    expect(response.json()).toMatchObject({ status: 400, message: "배달되지 않은 수신자만 재발송할 수 있습니다." });
  });
});

describe("charges and permissions", () => {
  it("charges once under 10 parallel requests with one key", async () => {
    const count = async () => (await t.handle.db.select().from(posts).where(eq(posts.unionSeq, UNION_1))).length;
    const postsBefore = await count();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(`${base()}/posts`, body({ recipients: [typedRecipient("동시발송")] }), { key: "post-parallel" }),
      ),
    );
    const ran = responses.filter((r) => r.statusCode === 200 && r.headers["idempotent-replayed"] === undefined);
    expect(ran).toHaveLength(1);
    for (const response of responses) {
      if (response.statusCode === 409) expect(response.json().code).toBe(ERROR_CODES.IDEMPOTENCY_IN_FLIGHT);
      else expect(response.body).toBe(ran[0]!.body);
    }
    expect(await count()).toBe(postsBefore + 1);
    const postSeq = ran[0]!.json().data.postSeq;
    expect((await usagesOf(postSeq)).reduce((sum, e) => sum + e.amount, 0)).toBe(-1220);
    const allUsages = await t.handle.db
      .select()
      .from(ledgerEntries)
      .where(like(ledgerEntries.reference, `post:${postSeq}`));
    expect(allUsages.filter((e) => e.kind === "USAGE").length).toBeLessThanOrEqual(2);
  });

  it("checks POST_SEND maintenance first: 502 E00510 and nothing charged", async () => {
    const count = async () => (await t.handle.db.select().from(posts).where(eq(posts.unionSeq, UNION_1))).length;
    const before = await count();
    await setMaintenance({ db: t.handle.db, type: "POST_SEND", isUnderMaintenance: true });
    try {
      const response = await post(`${base()}/posts`, body());
      expect(response.json()).toMatchObject({ status: 502, code: ERROR_CODES.EXTERNAL_MAINTENANCE });
    } finally {
      await setMaintenance({ db: t.handle.db, type: "POST_SEND", isUnderMaintenance: false });
    }
    expect(await count()).toBe(before);
  });

  it("refuses the ordinary member (a manager without M0405) on every call with 403", async () => {
    await withoutMenu(t, member, UNION_1, "M0405", async () => {
      for (const response of [
        await get(`${base()}/posts`, member),
        await get(`${base()}/post-forms`, member),
        await get(`${base()}/posts/recipients`, member),
        await post(`${base()}/posts/preview`, body(), { session: member }),
        await post(`${base()}/posts/cost/calculate`, body(), { session: member }),
        await post(`${base()}/posts`, body(), { session: member }),
        await post(`${base()}/posts/1/resend`, {}, { session: member }),
      ]) {
        expect(response.statusCode, response.body).toBe(403);
      }
    });
  });

  it("does not show a post of union 1 under union 2", async () => {
    const [row] = await t.handle.db.select().from(posts).where(eq(posts.unionSeq, UNION_1)).limit(1);
    const headers = headersOf(supervisor, UNION_2);
    for (const url of [`${base(UNION_2)}/posts/${row!.postSeq}`, `${base(UNION_2)}/posts/${row!.postSeq}/recipients`]) {
      const response = await t.app.inject({ url, headers });
      expect(response.json()).toMatchObject({ status: 404, message: "우편 발송 내역을 찾을 수 없습니다." });
    }
    const resend = await post(`${base(UNION_2)}/posts/${row!.postSeq}/resend`, {}, { unionSeq: UNION_2 });
    expect(resend.statusCode).toBe(404);
  });

  it("keeps carrier rows per letter", async () => {
    const rows = await t.handle.db.select().from(postCarrierItems).limit(1);
    expect(rows.length).toBe(1);
    const [letter] = await t.handle.db
      .select()
      .from(postRecipients)
      .where(eq(postRecipients.trackingNo, rows[0]!.trackingNo));
    expect(letter?.postRecipientSeq).toBe(rows[0]!.reference);
  });
});
