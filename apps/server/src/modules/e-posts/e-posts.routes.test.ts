import { ERROR_CODES, EPOST_MESSAGES as M } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../platform/ledger.table";
import { edocPortFromConfig } from "../../providers/edoc/edoc-port-from-config";
import {
  createTestApp,
  type Session,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
  UNION_2,
} from "../../test/test-app";
import { waitFor, waitForJobsDone } from "../../test/wait-for";
import { consoleCall } from "../consents/consents-test-support";
import { setMaintenance } from "../maintenance/maintenance.service";
import { EPOST_DISPATCH_JOB } from "./e-posts.service";
import { dispatchDocument, runDelivery } from "./e-posts-delivery";
import { addEpostOwners, PNG, uploadEpostDocument } from "./e-posts-test-support";

let t: TestApp;
let member: Session;
let supervisor: Session;
let owners: number[];
let pdf: number;
const BASE = `/v1/unions/${UNION_1}/electronic-documents`;
/** Simulated time an hour a second: recipients open within seconds. */
const CLOCK_SCALE = 3600;

beforeAll(async () => {
  t = await createTestApp({ EDOC_CLOCK_SCALE: String(CLOCK_SCALE) });
  member = await signInMember(t.app);
  supervisor = await signInSupervisor(t.app);
  owners = await addEpostOwners(t.handle.db, UNION_1, [
    { name: "홍길동", birth: "19600101", phoneNo: "010-1111-2222" },
    { name: "김영희", birth: "19650505", phoneNo: "01033330000" },
    { name: "박무생", phoneNo: "01055556666" },
    { name: "최대리", agent: { name: "최아들", birth: "19900101", phoneNo: "01077778881" } },
    { name: "이만료", birth: "19700303", phoneNo: "01012345674" },
  ]);
  const uploaded = await uploadEpostDocument(t, supervisor);
  pdf = uploaded.fileSeq!;
});
afterAll(() => t.close());

const [HONG, KIM, PARK, CHOI, LEE] = [0, 1, 2, 3, 4];
const seqs = (...idx: number[]) => idx.map((i) => owners[i]!);
const body = (over: Record<string, unknown> = {}) => ({
  title: "조합 총회 개최 통지",
  documents: [pdf],
  unionRegisterSeqs: seqs(HONG, KIM, CHOI, LEE),
  scheduledAt: null,
  sendMethod: "KAKAO_PAY",
  signatureExpireIn: 168,
  isScheduled: false,
  ...over,
});
const get = (url: string, session = supervisor, unionSeq = UNION_1) => consoleCall(t, { url, session, unionSeq });
const post = (url: string, payload: object = {}, opts: { session?: Session; key?: string; unionSeq?: number } = {}) =>
  consoleCall(t, { method: "POST", url, payload, session: opts.session ?? supervisor, ...opts });
const create = async (over: Record<string, unknown> = {}) => {
  const response = await post(BASE, body(over));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.electronicDocumentSeq as number;
};
const usageOf = (id: number) =>
  t.handle.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.unionSeq, UNION_1), eq(ledgerEntries.reference, `e-post:${id}`)));
const port = () => edocPortFromConfig(t.handle.db, { edocClockScale: CLOCK_SCALE });

describe("GET electronic-documents/registers", () => {
  it("lists the register's owners, selectable only with name, phone and birth of the owner or the agent", async () => {
    const page = (await get(`${BASE}/registers?pageSize=100&unionRegisterSeqs=${owners.join(",")}`)).json();
    expect(
      page.data.map((r: { name: { name: string }; isSelectable: boolean }) => [r.name.name, r.isSelectable]),
    ).toEqual([
      ["홍길동", true],
      ["김영희", true],
      ["박무생", false],
      ["최대리", true],
      ["이만료", true],
    ]);
    expect(page.data[3].agent).toEqual({ name: "최아들", phoneNo: "01077778881", birth: "19900101" });
    const byName = (await get(`${BASE}/registers?name=${encodeURIComponent("홍길")}`)).json();
    expect(byName.data.map((r: { name: { name: string } }) => r.name.name)).toEqual(["홍길동"]);
  });
});

describe("documents (signed upload of division UNION_ELECTRONIC_DOCUMENT)", () => {
  it("refuses a file over 10 MB with 파일은 10MB를 초과 할 수 없습니다. before any byte is sent", async () => {
    const { signed } = await uploadEpostDocument(t, supervisor, { bytes: Buffer.alloc(10 * 1024 * 1024 + 1) });
    expect(signed.statusCode).toBe(400);
    expect(signed.json().message).toBe(M.fileTooLarge);
    expect(M.fileTooLarge).toBe("파일은 10MB를 초과 할 수 없습니다.");
  });

  it("refuses bytes that are not a PDF whatever the name says (magic bytes)", async () => {
    const { put } = await uploadEpostDocument(t, supervisor, { bytes: PNG, fileName: "가짜.pdf" });
    expect(put?.statusCode).toBe(415);
  });
});

describe("POST electronic-documents", () => {
  it.each([
    ["no recipients", { unionRegisterSeqs: [] }, M.recipientsRequired],
    ["more than 1,000", { unionRegisterSeqs: Array.from({ length: 1001 }, (_, i) => i + 1) }, M.recipientsMax],
    ["no documents", { documents: [] }, M.documentsRequired],
    ["no title", { title: "  " }, M.titleRequired],
    ["a scheduled time in the past", { isScheduled: true, scheduledAt: "2020-01-01T00:00:00Z" }, M.scheduledAtPast],
  ])("refuses %s with its message", async (_what, over, message) => {
    const response = await post(BASE, body(over));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ERROR_CODES.VALIDATION, message });
  });

  it("refuses an owner without name, phone and birth (own or agent's), and an owner of another union", async () => {
    const incomplete = await post(BASE, body({ unionRegisterSeqs: seqs(HONG, PARK) }));
    expect(incomplete.json()).toMatchObject({ status: 400, message: M.recipientIncomplete });
    const [other] = await addEpostOwners(t.handle.db, UNION_2, [
      { name: "타조합", birth: "19500101", phoneNo: "01022223333" },
    ]);
    const foreign = await post(BASE, body({ unionRegisterSeqs: [owners[HONG]!, other!] }));
    expect(foreign.json()).toMatchObject({ status: 400, message: M.notOwner });
  });

  it("refuses a document that is not a stored PDF of this division of the union", async () => {
    const unknown = await post(BASE, body({ documents: [999_999] }));
    expect(unknown.json()).toMatchObject({ status: 400, message: M.attachmentRequired });
    const consent = await uploadEpostDocument(t, supervisor, { divisionCode: "CONSENT" });
    const other = await post(BASE, body({ documents: [consent.fileSeq] }));
    expect(other.json()).toMatchObject({ status: 400, message: M.pdfOnly });
  });

  it("creates a READY post (sendable) with the contact data of each recipient, the agent's for an owner with one", async () => {
    const response = await post(BASE, body());
    expect(response.json().data).toMatchObject({ documentStatus: "READY", isSendable: true, recipientCount: 4 });
    const id = response.json().data.electronicDocumentSeq;
    const list = (await get(`${BASE}?page=0`)).json();
    expect(list.data[0]).toMatchObject({
      electronicDocumentSeq: id,
      title: "조합 총회 개최 통지",
      recipientCount: 4,
      sentAt: null,
      documentStatus: "READY",
      isSendable: true,
      attachFile: { fileSeq: pdf, originName: "통지서.pdf" },
    });
    const recipients = (await get(`${BASE}/${id}/recipients?pageSize=10`)).json();
    expect(recipients.pagination.totalElements).toBe(4);
    expect(
      recipients.data.map((r: { name: string; phoneNo: string; isAgent: boolean; status: string }) => [
        r.name,
        r.phoneNo,
        r.isAgent,
        r.status,
      ]),
    ).toEqual([
      ["홍길동", "01011112222", false, "WAIT"],
      ["김영희", "01033330000", false, "WAIT"],
      ["최아들", "01077778881", true, "WAIT"],
      ["이만료", "01012345674", false, "WAIT"],
    ]);
  });

  it("saves a TEMP draft without title or documents: not sendable, detail and send refused", async () => {
    const response = await post(BASE, body({ isTemp: true, title: "", documents: [] }));
    expect(response.json().data).toMatchObject({ documentStatus: "TEMP", isSendable: false });
    const id = response.json().data.electronicDocumentSeq;
    expect((await get(`${BASE}/${id}`)).json()).toMatchObject({ status: 409, message: M.tempDetail });
    expect((await post(`${BASE}/${id}/cost/calculate`)).json()).toMatchObject({
      status: 409,
      message: M.tempNotSendable,
    });
    expect((await post(`${BASE}/${id}/send`)).json()).toMatchObject({ status: 409, message: M.tempNotSendable });
    const row = (await get(BASE))
      .json()
      .data.find((d: { electronicDocumentSeq: number }) => d.electronicDocumentSeq === id);
    expect(row).toMatchObject({ documentStatus: "TEMP", isSendable: false });
  });
});

describe("a TEMP draft resumed (이어서 작성): GET electronic-documents/{id}/draft and PUT electronic-documents/{id}", () => {
  const put = (url: string, payload: object, session = supervisor, unionSeq = UNION_1) =>
    consoleCall(t, { method: "PUT", url, payload, session, unionSeq });

  it("answers the draft's title, documents and recipients, then saves it READY with the create call's rules", async () => {
    const saved = await post(BASE, body({ isTemp: true, title: "", documents: [], unionRegisterSeqs: seqs(HONG) }));
    const id = saved.json().data.electronicDocumentSeq as number;
    const draft = await get(`${BASE}/${id}/draft`);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().data).toMatchObject({ electronicDocumentSeq: id, title: "", attachFiles: [] });
    expect(draft.json().data.recipients.map((r: { unionRegisterSeq: number }) => r.unionRegisterSeq)).toEqual(
      seqs(HONG),
    );

    const incomplete = await put(`${BASE}/${id}`, body({ title: "", unionRegisterSeqs: seqs(HONG, KIM) }));
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(M.titleRequired);

    const done = await put(`${BASE}/${id}`, body({ unionRegisterSeqs: seqs(HONG, KIM) }));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({
      electronicDocumentSeq: id,
      documentStatus: "READY",
      isSendable: true,
      recipientCount: 2,
    });
    const recipients = await get(`${BASE}/${id}/recipients`);
    expect(recipients.json().data.map((r: { name: string }) => r.name)).toEqual(["홍길동", "김영희"]);
    expect((await post(`${BASE}/${id}/cost/calculate`)).json().data).toMatchObject({ totalCount: 2 });

    // Completed: no longer a draft.
    expect((await get(`${BASE}/${id}/draft`)).json()).toMatchObject({ status: 409, message: M.notDraft });
    expect((await put(`${BASE}/${id}`, body())).json()).toMatchObject({ status: 409, message: M.notDraft });
  });

  it("refuses a member without M0413 and another union's path, and changes nothing", async () => {
    const saved = await post(BASE, body({ isTemp: true, title: "초안", documents: [] }));
    const id = saved.json().data.electronicDocumentSeq as number;
    expect((await put(`${BASE}/${id}`, body(), member)).statusCode).toBe(403);
    const other = `/v1/unions/${UNION_2}/electronic-documents/${id}`;
    expect((await get(`${other}/draft`, supervisor, UNION_2)).statusCode).toBe(404);
    expect((await put(other, body(), supervisor, UNION_2)).statusCode).toBe(404);
    expect((await get(`${BASE}/${id}/draft`)).json().data.title).toBe("초안");
  });
});

describe("cost and send", () => {
  it("quotes 1,000 won a recipient", async () => {
    const id = await create();
    expect((await post(`${BASE}/${id}/cost/calculate`)).json().data).toEqual({
      totalCount: 4,
      unitCost: 1000,
      totalCost: 4000,
    });
  });

  it("charges once under 6 parallel sends: one answer 200, the others 409 이미 발송된 전자 등기입니다.", async () => {
    const id = await create();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(`${BASE}/${id}/send`, {}, { key: `parallel-${id}-${i}` })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(M.alreadySent);
    const usage = (await usageOf(id)).filter((e) => e.kind === "USAGE");
    expect(usage.reduce((sum, e) => sum + e.amount, 0)).toBe(-4000);
    // The same key again gets the same answer, not a second charge.
    const winner = answers.findIndex((a) => a.statusCode === 200);
    const replay = await post(`${BASE}/${id}/send`, {}, { key: `parallel-${id}-${winner}` });
    expect(replay.json()).toEqual(answers[winner]!.json());
    expect((await usageOf(id)).filter((e) => e.kind === "USAGE")).toHaveLength(usage.length);
  });

  it("sends: each recipient received, opened, completed over time; a failure refunded as a ledger row", async () => {
    const id = await create();
    const sent = await post(`${BASE}/${id}/send`, {}, { key: `send-${id}` });
    expect(sent.json().data).toMatchObject({ electronicDocumentSeq: id, documentStatus: "SENDING", totalCost: 4000 });
    expect((await post(`${BASE}/${id}/cost/calculate`)).json()).toMatchObject({ status: 409, message: M.alreadySent });
    await waitForJobsDone(t, EPOST_DISPATCH_JOB);
    const statuses = async () => {
      await runDelivery({ db: t.handle.db, port: port() });
      const page = (await get(`${BASE}/${id}/recipients`)).json();
      return Object.fromEntries(page.data.map((r: { name: string; status: string }) => [r.name, r.status]));
    };
    const final = await waitFor(
      async () => {
        const now = await statuses();
        return now.홍길동 === "COMPLETED" && now.최아들 === "COMPLETED" ? now : null;
      },
      { timeoutMs: 30_000, intervalMs: 500, what: "two recipients completed" },
    );
    expect(final).toMatchObject({ 김영희: "FAILED", 이만료: expect.stringMatching(/^(SENT|RECEIVED)$/) });
    const rows = (await get(`${BASE}/${id}/recipients`)).json().data;
    const hong = rows.find((r: { name: string }) => r.name === "홍길동");
    expect(hong.sentAt && hong.receivedAt && hong.openedAt && hong.completedAt).toBeTruthy();
    expect(new Date(hong.openedAt).getTime()).toBeLessThanOrEqual(new Date(hong.completedAt).getTime());
    expect(rows.find((r: { name: string }) => r.name === "김영희").failReason).toBe(
      "카카오톡 미사용자 또는 수신 거부 번호입니다.",
    );
    const detail = (await get(`${BASE}/${id}`)).json().data;
    expect(detail).toMatchObject({
      documentStatus: "SENT",
      totalCost: 4000,
      refundedCost: 1000,
      completedCount: 2,
      failCount: 1,
      counts: { COMPLETED: 2, FAILED: 1 },
      attachFiles: [{ fileSeq: pdf, originName: "통지서.pdf" }],
    });
    expect(detail.sentAt).not.toBeNull();
    const entries = await usageOf(id);
    expect(entries.filter((e) => e.kind === "REFUND").reduce((sum, e) => sum + e.amount, 0)).toBe(1000);
    // Tracking again refunds nothing more.
    await runDelivery({ db: t.handle.db, port: port() });
    expect(await usageOf(id)).toHaveLength(entries.length);
  });

  it("sends later: SCHEDULED until its time, then handed over", async () => {
    const id = await create({ unionRegisterSeqs: seqs(HONG) });
    const at = new Date(Date.now() + 3_600_000);
    const sent = await post(`${BASE}/${id}/send`, { scheduledAt: at.toISOString() });
    expect(sent.json().data).toMatchObject({
      documentStatus: "SCHEDULED",
      scheduledAt: at.toISOString(),
      totalCost: 1000,
    });
    await runDelivery({ db: t.handle.db, port: port() });
    expect((await get(`${BASE}/${id}`)).json().data.documentStatus).toBe("SCHEDULED");
    await dispatchDocument({ db: t.handle.db, port: port(), id, now: new Date(at.getTime() + 1000) });
    expect((await get(`${BASE}/${id}`)).json().data.documentStatus).toBe("SENT");
    expect((await get(`${BASE}/${id}/recipients`)).json().data[0].status).toBe("SENT");
  });

  it("refuses a send time in the past", async () => {
    const id = await create();
    const response = await post(`${BASE}/${id}/send`, { scheduledAt: "2020-01-01T00:00:00Z" });
    expect(response.json()).toMatchObject({ status: 400, message: M.scheduledAtPast });
    expect(await usageOf(id)).toHaveLength(0);
  });

  it("refuses with 502 while the service is in maintenance (POST_SEND) and charges nothing", async () => {
    const id = await create();
    await setMaintenance({ db: t.handle.db, type: "POST_SEND", isUnderMaintenance: true });
    try {
      const response = await post(`${BASE}/${id}/send`);
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe(ERROR_CODES.EXTERNAL_MAINTENANCE);
    } finally {
      await setMaintenance({ db: t.handle.db, type: "POST_SEND", isUnderMaintenance: false });
    }
    expect(await usageOf(id)).toHaveLength(0);
    expect((await get(`${BASE}/${id}`)).json().data.documentStatus).toBe("READY");
  });
});

describe("access", () => {
  const calls = (id: number) => [
    { method: "GET" as const, url: BASE },
    { method: "POST" as const, url: BASE, payload: body() },
    { method: "GET" as const, url: `${BASE}/registers` },
    { method: "GET" as const, url: `${BASE}/${id}` },
    { method: "GET" as const, url: `${BASE}/${id}/recipients` },
    { method: "GET" as const, url: `${BASE}/${id}/draft` },
    { method: "PUT" as const, url: `${BASE}/${id}`, payload: body() },
    { method: "POST" as const, url: `${BASE}/${id}/cost/calculate`, payload: {} },
    { method: "POST" as const, url: `${BASE}/${id}/send`, payload: {} },
  ];

  it("refuses a manager whose group lacks menu M0413 with E00501 and sends nothing", async () => {
    const id = await create();
    // The demo member's permission group holds a few menus, not M0413.
    for (const call of calls(id)) {
      const response = await consoleCall(t, { ...call, session: member });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json().code, call.url).toBe(ERROR_CODES.PERMISSION_DENIED);
    }
    expect((await get(`${BASE}/${id}`)).json().data.documentStatus).toBe("READY");
    expect(await usageOf(id)).toHaveLength(0);
  });

  it("refuses a manager of another union, and never shows a post through another union's path", async () => {
    const id = await create();
    for (const call of calls(id)) {
      const url = call.url.replace(`/unions/${UNION_1}/`, `/unions/${UNION_2}/`);
      const response = await consoleCall(t, { ...call, url, session: member, unionSeq: UNION_2 });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code, url).toBe(ERROR_CODES.UNION_FORBIDDEN);
    }
    const other = `/v1/unions/${UNION_2}/electronic-documents/${id}`;
    expect((await get(other, supervisor, UNION_2)).statusCode).toBe(404);
    expect((await post(`${other}/send`, {}, { session: supervisor, unionSeq: UNION_2 })).statusCode).toBe(404);
    expect(await usageOf(id)).toHaveLength(0);
  });
});
