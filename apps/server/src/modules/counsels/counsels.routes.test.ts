import { ERROR_CODES, COUNSEL_MESSAGES as M, SUB_MENUS, seoulMinuteNow } from "@johap/contracts";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type Session,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
  UNION_2,
} from "../../test/test-app";
import { addConsentOwners } from "../consents/consents-test-support";
import { managerGroupMenus } from "../permissions/permissions.table";
import { unionManagers } from "../union-users/union-users.table";

let t: TestApp;
let supervisor: Session;
let member: Session;
/** Union 1: 김상담 (no. 501, with an agent), 이상담 (502), 박무관 (503); union 2: 최타조합 (9001). */
let owners: number[];
let otherUnionOwner: number;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
  member = await signInMember(t.app);
  owners = await addConsentOwners(
    t.handle.db,
    UNION_1,
    [
      { name: "김상담", birth: "19600101", agent: { name: "김대리", birth: "19900101" } },
      { name: "이상담", birth: "19610101" },
      { name: "박무관", birth: "19620101" },
    ],
    501,
  );
  [otherUnionOwner] = (await addConsentOwners(t.handle.db, UNION_2, [{ name: "최타조합" }], 9001)) as [number];
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (session: Session, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session.auth, ...(payload ? { payload } : {}) });
const counselsUrl = (unionSeq = UNION_1) => `/v1/unions/${unionSeq}/counsels`;
const counselUrl = (counselSeq: number, unionSeq = UNION_1) => `${counselsUrl(unionSeq)}/${counselSeq}`;
const historyUrl = (unionRegisterSeq: number, unionSeq = UNION_1) =>
  `/v1/unions/${unionSeq}/registers/${unionRegisterSeq}/counsels`;
const pickerUrl = (unionSeq = UNION_1) => `${counselsUrl(unionSeq)}/registers`;

const form = (overrides: object = {}) => ({
  unionRegisterSeq: owners[0],
  method: "VISIT",
  counselAt: "2025-03-05T10:30",
  topics: ["SALES", "CONTRIBUTION"],
  tendency: "UNDETERMINED",
  votingWrittenType: "NOT_APPLICABLE",
  meetAttendType: "NOT_APPLICABLE",
  memo: "분양 신청 일정과 분담금 납부 방법을 문의함.",
  serviceType: "OMS",
  ...overrides,
});
const create = async (session: Session, overrides: object = {}, unionSeq = UNION_1) => {
  const response = await call(session, "POST", counselsUrl(unionSeq), form(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { counselSeq: number } & Record<string, unknown>;
};

describe("POST /v1/unions/{unionSeq}/counsels", () => {
  it("registers a record by the signed-in counsellor, serviceType OMS, counselAt as Seoul local time", async () => {
    const { counselSeq, ...data } = await create(supervisor, { serviceType: undefined });
    expect(data).toMatchObject({
      unionSeq: UNION_1,
      unionRegisterSeq: owners[0],
      method: "VISIT",
      counselAt: "2025-03-05T10:30:00",
      counselor: { memberSeq: supervisor.memberSeq, name: "김조합" },
      topics: ["SALES", "CONTRIBUTION"],
      tendency: "UNDETERMINED",
      votingWrittenType: "NOT_APPLICABLE",
      meetAttendType: "NOT_APPLICABLE",
      serviceType: "OMS",
      memo: "분양 신청 일정과 분담금 납부 방법을 문의함.",
      unionRegister: {
        unionRegisterSeq: owners[0],
        unionRegisterNo: "501",
        name: "김상담",
        agent: { name: "김대리", relationType: "FAMILY" },
      },
    });
    expect((await call(supervisor, "GET", counselUrl(counselSeq))).json().data).toEqual({ counselSeq, ...data });
    await call(supervisor, "DELETE", counselUrl(counselSeq));
  });

  it("accepts this minute, refuses a later time", async () => {
    const minute = seoulMinuteNow();
    const now = await create(member, { counselAt: minute, unionRegisterSeq: owners[2] });
    expect(now.counselAt).toBe(`${minute}:00`);
    const later = new Date(Date.now() + 5 * 60_000);
    const response = await call(member, "POST", counselsUrl(), form({ counselAt: seoulMinuteNow(later) }));
    expect(response.json()).toMatchObject({ status: 400, message: M.counselAtFuture });
    await call(member, "DELETE", counselUrl(now.counselSeq));
  });

  it("refuses every invalid field with the spec's Korean message and stores nothing", async () => {
    const cases: [object, string][] = [
      [{ method: undefined }, M.methodRequired],
      [{ method: "FAX" }, M.methodRequired],
      [{ counselAt: "" }, M.counselAtRequired],
      [{ counselAt: undefined }, M.counselAtRequired],
      [{ counselAt: "2025-13-01T10:00" }, M.counselAtInvalid],
      [{ counselAt: "2025-03-05 10:00" }, M.counselAtInvalid],
      [{ counselAt: "2099-03-05T10:00" }, M.counselAtFuture],
      [{ topics: [] }, M.topicsRequired],
      [{ topics: undefined }, M.topicsRequired],
      [{ topics: ["WEATHER"] }, M.topicsRequired],
      [{ tendency: undefined }, M.tendencyRequired],
      [{ votingWrittenType: undefined }, M.votingWrittenTypeRequired],
      [{ meetAttendType: "ONLINE" }, M.meetAttendTypeRequired],
      [{ memo: "" }, M.memoRequired],
      [{ memo: " \u200b " }, M.memoRequired],
      [{ memo: "가".repeat(2001) }, M.memoMax],
      [{ serviceType: "APP" }, M.serviceType],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(supervisor, "POST", counselsUrl(), form(overrides));
      expect(response.json(), JSON.stringify(overrides)).toMatchObject({ status: 400, message });
    }
    expect((await call(supervisor, "GET", counselsUrl())).json().pagination.totalElements).toBe(0);
  });

  it("refuses another union's owner, an unknown owner and a body naming another union (404)", async () => {
    for (const overrides of [{ unionRegisterSeq: otherUnionOwner }, { unionRegisterSeq: 999_999 }, { unionSeq: 2 }]) {
      const response = await call(supervisor, "POST", counselsUrl(), form(overrides));
      expect(response.json(), JSON.stringify(overrides)).toMatchObject({ status: 404, message: M.registerNotFound });
    }
    expect((await call(supervisor, "GET", counselsUrl())).json().pagination.totalElements).toBe(0);
  });
});

describe("GET /v1/unions/{unionSeq}/counsels", () => {
  let seqs: number[] = [];
  beforeAll(async () => {
    seqs = [
      (await create(supervisor, { counselAt: "2025-01-31T23:59" })).counselSeq,
      (await create(member, { unionRegisterSeq: owners[1], counselAt: "2025-02-01T00:00" })).counselSeq,
      (await create(supervisor, { unionRegisterSeq: owners[2], counselAt: "2025-02-10T09:00", method: "PHONE" }))
        .counselSeq,
      (await create(member, { counselAt: "2025-02-28T18:20" })).counselSeq,
    ];
    await create(supervisor, { unionRegisterSeq: otherUnionOwner, counselAt: "2025-02-15T10:00" }, UNION_2);
  });
  afterAll(async () => {
    for (const seq of seqs) {
      const owner = (await call(supervisor, "GET", counselUrl(seq))).json().data.counselor.memberSeq;
      await call(owner === supervisor.memberSeq ? supervisor : member, "DELETE", counselUrl(seq));
    }
  });
  const list = async (query = "") => (await call(member, "GET", `${counselsUrl()}?${query}`)).json();
  const seqsOf = (body: { data: { counselSeq: number }[] }) => body.data.map((row) => row.counselSeq);

  it("lists the union's records newest first, paged, never another union's", async () => {
    const all = await list();
    expect(seqsOf(all)).toEqual([seqs[3], seqs[2], seqs[1], seqs[0]]);
    expect(all.pagination).toEqual({ totalDataCount: 4, totalElements: 4 });
    expect(all.data[1]).toMatchObject({ method: "PHONE", unionRegister: { name: "박무관", unionRegisterNo: "503" } });
    expect(seqsOf(await list("page=1&pageSize=3"))).toEqual([seqs[0]]);
    expect(seqsOf(await list("serviceType=OMS"))).toHaveLength(4);
  });

  it("filters by register number, name and a period of Seoul days (both ends included)", async () => {
    expect(seqsOf(await list("unionRegisterNo=501"))).toEqual([seqs[3], seqs[0]]);
    expect(seqsOf(await list("unionRegisterNo=501-1"))).toEqual([]);
    expect(seqsOf(await list(`unionRegisterName=${encodeURIComponent("이상")}`))).toEqual([seqs[1]]);
    expect(seqsOf(await list("searchFrom=2025-02-01&searchTo=2025-02-10"))).toEqual([seqs[2], seqs[1]]);
    expect(seqsOf(await list("searchTo=2025-01-31"))).toEqual([seqs[0]]);
    expect(seqsOf(await list("searchFrom=2025-02-28"))).toEqual([seqs[3]]);
  });

  it("refuses each invalid filter with its Korean message", async () => {
    const cases: [string, string][] = [
      ["unionRegisterNo=1--2", M.unionRegisterNoFilter],
      ["unionRegisterNo=123456789012", M.unionRegisterNoFilter],
      ["unionRegisterNo=12a", M.unionRegisterNoFilter],
      [`unionRegisterName=${encodeURIComponent("가".repeat(31))}`, M.nameFilter],
      ["searchFrom=2025-02", M.periodIncomplete],
      ["searchTo=2025", M.periodIncomplete],
      ["searchFrom=2025-02-30", M.periodIncomplete],
      ["searchFrom=1899-12-31", M.periodYear],
      ["searchTo=2101-01-01", M.periodYear],
      ["searchFrom=2025-03-01&searchTo=2025-02-01", M.periodOrder],
      ["serviceType=APP", M.serviceType],
    ];
    for (const [query, message] of cases) {
      expect(await list(query), query).toMatchObject({ status: 400, message });
    }
  });

  it("the owner's earlier records (GET /registers/{unionRegisterSeq}/counsels), newest first", async () => {
    const history = (await call(member, "GET", historyUrl(owners[0]!))).json();
    expect(seqsOf(history)).toEqual([seqs[3], seqs[0]]);
    expect(history.pagination.totalElements).toBe(2);
    expect(history.data[0]).toMatchObject({ counselor: { name: "이사무" }, counselAt: "2025-02-28T18:20:00" });
    expect(seqsOf((await call(member, "GET", `${historyUrl(owners[0]!)}?pageSize=1&page=1`)).json())).toEqual([
      seqs[0],
    ]);
    for (const seq of [otherUnionOwner, 999_999]) {
      expect((await call(supervisor, "GET", historyUrl(seq))).json()).toMatchObject({
        status: 404,
        message: M.registerNotFound,
      });
    }
  });

  it("the picker (GET /counsels/registers) finds owners by number and name with their counsel counts", async () => {
    const all = (await call(member, "GET", pickerUrl())).json();
    expect(all.pagination.totalElements).toBe(3);
    expect(all.data[0]).toMatchObject({
      unionRegisterSeq: owners[0],
      unionRegisterNo: "501",
      name: "김상담",
      birth: "19600101",
      counselCount: 2,
      lastCounselAt: "2025-02-28T18:20:00",
      agent: { name: "김대리" },
      localAddresses: ["서울특별시 한빛동 100"],
    });
    expect(all.data[1]).toMatchObject({ name: "이상담", counselCount: 1, agent: null });
    const byNo = (await call(member, "GET", `${pickerUrl()}?unionRegisterNo=502`)).json();
    expect(byNo.data.map((row: { name: string }) => row.name)).toEqual(["이상담"]);
    const byName = (await call(member, "GET", `${pickerUrl()}?name=${encodeURIComponent("박")}`)).json();
    expect(byName.data.map((row: { name: string }) => row.name)).toEqual(["박무관"]);
    const one = (await call(member, "GET", `${pickerUrl()}/${owners[0]}`)).json();
    expect(one).toEqual({ status: 200, data: all.data[0] });
    for (const seq of [otherUnionOwner, 999_999]) {
      expect((await call(member, "GET", `${pickerUrl()}/${seq}`)).json()).toMatchObject({
        status: 404,
        message: M.registerNotFound,
      });
    }
    expect((await call(member, "GET", `${pickerUrl()}?unionRegisterNo=5--1`)).json()).toMatchObject({
      status: 400,
      message: M.unionRegisterNoFilter,
    });
    expect(
      (await call(member, "GET", `${pickerUrl()}?name=${encodeURIComponent("가".repeat(31))}`)).json(),
    ).toMatchObject({ status: 400, message: M.nameFilter });
  });
});

describe("GET, PUT, DELETE /v1/unions/{unionSeq}/counsels/{counselSeq}", () => {
  it("the counsellor edits the record (the owner and counsellor stay), then deletes it", async () => {
    const created = await create(member, { unionRegisterSeq: owners[1] });
    const edited = await call(
      member,
      "PUT",
      counselUrl(created.counselSeq),
      form({
        unionRegisterSeq: owners[0],
        counselSeq: created.counselSeq,
        method: "SMS",
        counselAt: "2025-04-01T08:05",
        topics: ["TAX"],
        tendency: "POSITIVE",
        votingWrittenType: "COMPLETE",
        meetAttendType: "AGENT",
        memo: "  양도소득세 문의  ",
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const data = edited.json().data;
    expect(data).toMatchObject({
      counselSeq: created.counselSeq,
      unionRegisterSeq: owners[1],
      counselor: { memberSeq: member.memberSeq, name: "이사무" },
      method: "SMS",
      counselAt: "2025-04-01T08:05:00",
      topics: ["TAX"],
      tendency: "POSITIVE",
      votingWrittenType: "COMPLETE",
      meetAttendType: "AGENT",
      memo: "양도소득세 문의",
    });
    expect(Date.parse(data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(data.createdAt));
    expect((await call(supervisor, "GET", counselUrl(created.counselSeq))).json().data).toEqual(data);

    const deleted = await call(member, "DELETE", counselUrl(created.counselSeq));
    expect(deleted.json()).toEqual({ status: 200, data: { counselSeq: created.counselSeq } });
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const response = await call(
        member,
        method,
        counselUrl(created.counselSeq),
        method === "PUT" ? form() : undefined,
      );
      expect(response.json(), method).toMatchObject({ status: 404, message: M.counselNotFound });
    }
  });

  it("PUT refuses every invalid field with its message", async () => {
    const { counselSeq } = await create(member);
    const cases: [object, string][] = [
      [{ method: "" }, M.methodRequired],
      [{ counselAt: "" }, M.counselAtRequired],
      [{ counselAt: "2099-01-01T00:00" }, M.counselAtFuture],
      [{ topics: [] }, M.topicsRequired],
      [{ tendency: "" }, M.tendencyRequired],
      [{ votingWrittenType: "" }, M.votingWrittenTypeRequired],
      [{ meetAttendType: "" }, M.meetAttendTypeRequired],
      [{ memo: "" }, M.memoRequired],
      [{ serviceType: "APP" }, M.serviceType],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(member, "PUT", counselUrl(counselSeq), form(overrides));
      expect(response.json(), JSON.stringify(overrides)).toMatchObject({ status: 400, message });
    }
    expect((await call(member, "GET", counselUrl(counselSeq))).json().data.method).toBe("VISIT");
    await call(member, "DELETE", counselUrl(counselSeq));
  });

  it("another member may read the record but not edit or delete it (403 with the Korean message)", async () => {
    const { counselSeq } = await create(supervisor, { memo: "조합장 상담" });
    expect((await call(member, "GET", counselUrl(counselSeq))).json().data.memo).toBe("조합장 상담");
    const put = await call(member, "PUT", counselUrl(counselSeq), form({ memo: "바꿈" }));
    expect(put.json()).toEqual({ status: 403, code: ERROR_CODES.PERMISSION_DENIED, message: M.notCounselor });
    const del = await call(member, "DELETE", counselUrl(counselSeq));
    expect(del.json()).toEqual({ status: 403, code: ERROR_CODES.PERMISSION_DENIED, message: M.notCounselor });
    expect((await call(supervisor, "GET", counselUrl(counselSeq))).json().data.memo).toBe("조합장 상담");
    await call(supervisor, "DELETE", counselUrl(counselSeq));
  });

  it("another union's record is not found through this union's path, and stays", async () => {
    const other = await create(supervisor, { unionRegisterSeq: otherUnionOwner }, UNION_2);
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const response = await call(
        supervisor,
        method,
        counselUrl(other.counselSeq),
        method === "PUT" ? form() : undefined,
      );
      expect(response.json(), method).toMatchObject({ status: 404, message: M.counselNotFound });
    }
    expect((await call(supervisor, "GET", counselUrl(other.counselSeq, UNION_2))).json().data.memo).toBe(form().memo);
    await call(supervisor, "DELETE", counselUrl(other.counselSeq, UNION_2));
  });
});

describe("access (menus M0901 and M0902)", () => {
  const everyCall = (unionSeq: number): [Method, string, object?][] => [
    ["GET", counselsUrl(unionSeq)],
    ["POST", counselsUrl(unionSeq), form()],
    ["GET", pickerUrl(unionSeq)],
    ["GET", `${pickerUrl(unionSeq)}/${owners[0]}`],
    ["GET", counselUrl(1, unionSeq)],
    ["PUT", counselUrl(1, unionSeq), form()],
    ["DELETE", counselUrl(1, unionSeq)],
    ["GET", historyUrl(owners[0]!, unionSeq)],
  ];

  it("a member of another union gets 403 E00502 with no data", async () => {
    for (const [method, url, payload] of everyCall(UNION_2)) {
      const response = await call(member, method, url, payload);
      expect(response.json(), `${method} ${url}`).toMatchObject({ status: 403, code: ERROR_CODES.UNION_FORBIDDEN });
      expect(response.json().data).toBeUndefined();
    }
  });

  it("a member whose group lacks M09 gets 403 E00501 on every call and changes nothing", async () => {
    const { counselSeq } = await create(member);
    const [row] = await t.handle.db
      .select()
      .from(unionManagers)
      .where(and(eq(unionManagers.serviceMemberId, member.serviceMemberId), eq(unionManagers.unionSeq, UNION_1)));
    const groupId = row!.managerGroupId!;
    const m09 = SUB_MENUS.filter((s) => s.menuCode === "M0901" || s.menuCode === "M0902").map((s) => s.menuId);
    const held = await t.handle.db
      .delete(managerGroupMenus)
      .where(and(eq(managerGroupMenus.managerGroupId, groupId), inArray(managerGroupMenus.menuId, m09)))
      .returning();
    expect(held).toHaveLength(4);
    try {
      for (const [method, url, payload] of everyCall(UNION_1)) {
        const target = url.replace(/counsels\/1$/, `counsels/${counselSeq}`);
        const response = await call(member, method, target, payload);
        expect(response.json(), `${method} ${target}`).toMatchObject({
          status: 403,
          code: ERROR_CODES.PERMISSION_DENIED,
        });
        expect(response.json().data).toBeUndefined();
      }
    } finally {
      await t.handle.db.insert(managerGroupMenus).values(held);
    }
    expect((await call(member, "GET", counselUrl(counselSeq))).json().data.counselSeq).toBe(counselSeq);
    await call(member, "DELETE", counselUrl(counselSeq));
  });
});
