import { ERROR_CODES, OFFICE_MESSAGES as M, SUB_MENUS } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
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
import { managerGroupMenus } from "../permissions/permissions.table";
import { unionManagers } from "../union-users/union-users.table";

let t: TestApp;
let supervisor: Session;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
  member = await signInMember(t.app);
});
afterAll(() => t.close());

const officeUrl = (unionSeq: number) => `/v1/unions/${unionSeq}/office`;
const managersUrl = (unionSeq: number) => `/v1/unions/${unionSeq}/managers`;
type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (session: Session, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: session.auth, ...(payload ? { payload } : {}) });

const office = (overrides: object = {}) => ({
  name: "푸른숲 조합 사무실",
  phoneNo: "0311234567",
  faxNo: "0311234568",
  email: "office@pureunsup.example",
  address: { zipNo: "13494", address: "경기도 성남시 분당구 판교역로 1", detailAddress: "2층" },
  managerName: "정담당",
  managerPhoneNo: "01044445555",
  ...overrides,
});
const manager = (overrides: object = {}) => ({
  name: "한담당",
  phoneNo: "01077778888",
  email: "han@pureunsup.example",
  ...overrides,
});

describe("office (GET, POST, PUT /v1/unions/{unionSeq}/office)", () => {
  it("reads the demo office of union 1", async () => {
    const response = await call(supervisor, "GET", officeUrl(UNION_1));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: "한빛1구역 조합 사무실",
      address: { zipNo: "04524", address: "서울특별시 중구 세종대로 110", detailAddress: "한빛빌딩 3층" },
      phoneNo: "0212345678",
      managerName: "박사무",
    });
    expect(response.json().data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("answers null for a union without an office; PUT there is 404", async () => {
    expect((await call(supervisor, "GET", officeUrl(UNION_2))).json()).toEqual({ status: 200, data: null });
    const put = await call(supervisor, "PUT", officeUrl(UNION_2), office());
    expect(put.json()).toMatchObject({ status: 404, message: M.officeNotFound });
  });

  it("refuses each invalid office field with its Korean message and stores nothing", async () => {
    const cases: [object, string][] = [
      [{ name: "" }, M.officeNameRequired],
      [{ name: "   " }, M.officeNameRequired],
      [{ name: undefined }, M.officeNameRequired],
      [{ name: "가".repeat(51) }, M.officeNameMax],
      [{ phoneNo: "" }, M.officePhoneRequired],
      [{ phoneNo: undefined }, M.officePhoneRequired],
      [{ phoneNo: "031-123-4567" }, M.officePhoneDigits],
      [{ phoneNo: "031123456789" }, M.officePhoneDigits],
      [{ faxNo: "fax" }, M.faxNoDigits],
      [{ email: "office@" }, M.emailInvalid],
      [{ managerPhoneNo: "010-4444" }, M.managerPhoneDigits],
      [{ address: { zipNo: "123456", address: "", detailAddress: "" } }, M.zipNo],
    ];
    for (const [overrides, message] of cases) {
      for (const method of ["POST", "PUT"] as const) {
        const response = await call(supervisor, method, officeUrl(UNION_2), office(overrides));
        expect(response.json(), `${method} ${JSON.stringify(overrides)}`).toMatchObject({ status: 400, message });
      }
    }
    expect((await call(supervisor, "GET", officeUrl(UNION_2))).json().data).toBeNull();
  });

  it("creates the office once (POST), then edits it (PUT)", async () => {
    const created = await call(supervisor, "POST", officeUrl(UNION_2), office({ email: "", faxNo: "" }));
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ name: "푸른숲 조합 사무실", email: "", faxNo: "" });
    const again = await call(supervisor, "POST", officeUrl(UNION_2), office());
    expect(again.json()).toMatchObject({ status: 409, message: M.officeExists });

    const edited = await call(
      supervisor,
      "PUT",
      officeUrl(UNION_2),
      office({ name: "  푸른숲 새 사무실 ", phoneNo: "0319998888" }),
    );
    expect(edited.statusCode).toBe(200);
    const data = edited.json().data;
    expect(data).toMatchObject({ name: "푸른숲 새 사무실", phoneNo: "0319998888", email: "office@pureunsup.example" });
    expect(new Date(data.modifiedAt).getTime()).toBeGreaterThanOrEqual(new Date(data.createdAt).getTime());
    expect((await call(supervisor, "GET", officeUrl(UNION_2))).json().data).toEqual(data);
    expect((await call(supervisor, "GET", officeUrl(UNION_1))).json().data.name).toBe("한빛1구역 조합 사무실");
  });
});

describe("office managers (GET, POST /managers, DELETE /managers/{unionManagerSeq})", () => {
  it("lists the two demo managers of union 1, paged", async () => {
    const response = await call(supervisor, "GET", managersUrl(UNION_1));
    expect(response.json()).toMatchObject({
      status: 200,
      data: [
        { name: "박사무", phoneNo: "01023456789", email: "park@hanbit1.johap.example" },
        { name: "최총무", phoneNo: "01034567890", email: "" },
      ],
      pagination: { totalDataCount: 2, totalElements: 2 },
    });
    const second = await call(supervisor, "GET", `${managersUrl(UNION_1)}?page=1&pageSize=1`);
    expect(second.json().data).toEqual([expect.objectContaining({ name: "최총무" })]);
    expect((await call(supervisor, "GET", managersUrl(UNION_2))).json()).toMatchObject({
      data: [],
      pagination: { totalElements: 0 },
    });
  });

  it("refuses each invalid manager field with the spec's message", async () => {
    const cases: [object, string][] = [
      [{ name: "" }, M.managerNameRequired],
      [{ name: "  " }, M.managerNameRequired],
      [{ name: undefined }, M.managerNameRequired],
      [{ phoneNo: "" }, M.managerPhoneRequired],
      [{ phoneNo: "---" }, M.managerPhoneRequired],
      [{ phoneNo: undefined }, M.managerPhoneRequired],
      [{ phoneNo: "010123456" }, M.managerPhoneInvalid],
      [{ phoneNo: "010123456789" }, M.managerPhoneInvalid],
      [{ email: "han@" }, M.emailInvalid],
      [{ email: "han pureunsup.example" }, M.emailInvalid],
    ];
    for (const [overrides, message] of cases) {
      const response = await call(supervisor, "POST", managersUrl(UNION_2), manager(overrides));
      expect(response.json(), JSON.stringify(overrides)).toMatchObject({ status: 400, message });
    }
    expect((await call(supervisor, "GET", managersUrl(UNION_2))).json().data).toEqual([]);
  });

  it("registers a manager (phone stripped to digits, email optional) and deletes it", async () => {
    const created = await call(supervisor, "POST", managersUrl(UNION_2), manager({ phoneNo: "010-7777-8888" }));
    expect(created.statusCode).toBe(200);
    const data = created.json().data;
    expect(data).toMatchObject({ name: "한담당", phoneNo: "01077778888", email: "han@pureunsup.example" });
    const noEmail = await call(supervisor, "POST", managersUrl(UNION_2), manager({ name: "두담당", email: "" }));
    expect(noEmail.json().data).toMatchObject({ name: "두담당", email: "", phoneNo: "01077778888" });
    expect((await call(supervisor, "GET", managersUrl(UNION_2))).json().pagination.totalElements).toBe(2);

    const deleted = await call(supervisor, "DELETE", `${managersUrl(UNION_2)}/${data.unionManagerSeq}`);
    expect(deleted.json()).toEqual({ status: 200, data: { unionManagerSeq: data.unionManagerSeq } });
    const left = (await call(supervisor, "GET", managersUrl(UNION_2))).json().data;
    expect(left.map((m: { name: string }) => m.name)).toEqual(["두담당"]);
    const twice = await call(supervisor, "DELETE", `${managersUrl(UNION_2)}/${data.unionManagerSeq}`);
    expect(twice.json()).toMatchObject({ status: 404, message: M.managerNotFound });
  });

  it("does not delete another union's manager through this union's path", async () => {
    const [first] = (await call(supervisor, "GET", managersUrl(UNION_1))).json().data;
    const response = await call(supervisor, "DELETE", `${managersUrl(UNION_2)}/${first.unionManagerSeq}`);
    expect(response.json()).toMatchObject({ status: 404, message: M.managerNotFound });
    expect((await call(supervisor, "GET", managersUrl(UNION_1))).json().pagination.totalElements).toBe(2);
  });
});

describe("access to office info (menu M1102)", () => {
  const everyCall = (unionSeq: number): [Method, string, object?][] => [
    ["GET", officeUrl(unionSeq)],
    ["POST", officeUrl(unionSeq), office()],
    ["PUT", officeUrl(unionSeq), office()],
    ["GET", managersUrl(unionSeq)],
    ["POST", managersUrl(unionSeq), manager()],
    ["DELETE", `${managersUrl(unionSeq)}/1`],
  ];

  it("a member whose group lacks M1102 gets 403 E00501 on every call and changes nothing", async () => {
    for (const [method, url, payload] of everyCall(UNION_1)) {
      const response = await call(member, method, url, payload);
      expect(response.json(), `${method} ${url}`).toMatchObject({ status: 403, code: ERROR_CODES.PERMISSION_DENIED });
      expect(response.json().data).toBeUndefined();
    }
    expect((await call(supervisor, "GET", managersUrl(UNION_1))).json().pagination.totalElements).toBe(2);
  });

  it("a manager of another union gets 403 E00502 with no data", async () => {
    for (const [method, url, payload] of everyCall(UNION_2)) {
      const response = await call(member, method, url, payload);
      expect(response.json(), `${method} ${url}`).toMatchObject({ status: 403, code: ERROR_CODES.UNION_FORBIDDEN });
      expect(response.json().data).toBeUndefined();
    }
  });

  it("with only 조회 (M110201) a member reads but may not change", async () => {
    const [row] = await t.handle.db
      .select()
      .from(unionManagers)
      .where(and(eq(unionManagers.serviceMemberId, member.serviceMemberId), eq(unionManagers.unionSeq, UNION_1)));
    const groupId = row!.managerGroupId!;
    const read = SUB_MENUS.find((s) => s.code === "M110201")!.menuId;
    await t.handle.db.insert(managerGroupMenus).values({ managerGroupId: groupId, menuId: read });
    try {
      expect((await call(member, "GET", officeUrl(UNION_1))).json().data.name).toBe("한빛1구역 조합 사무실");
      expect((await call(member, "GET", managersUrl(UNION_1))).json().pagination.totalElements).toBe(2);
      for (const [method, url, payload] of everyCall(UNION_1).filter(([m]) => m !== "GET")) {
        const response = await call(member, method, url, payload);
        expect(response.json(), `${method} ${url}`).toMatchObject({ status: 403, code: ERROR_CODES.PERMISSION_DENIED });
      }
    } finally {
      await t.handle.db
        .delete(managerGroupMenus)
        .where(and(eq(managerGroupMenus.managerGroupId, groupId), eq(managerGroupMenus.menuId, read)));
    }
  });
});
