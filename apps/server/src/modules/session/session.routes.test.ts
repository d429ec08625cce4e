import { ERROR_CODES, MENU_CODES } from "@johap/contracts";
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

const get = (url: string, session: Session) => t.app.inject({ url, headers: session.auth });

describe("members", () => {
  it("returns the signed-in member", async () => {
    const response = await get(`/v3/members/${supervisor.memberSeq}`, supervisor);
    expect(response.json()).toEqual({
      status: 200,
      data: {
        memberSeq: supervisor.memberSeq,
        name: "김조합",
        birth: "19680315",
        phoneNo: "01012345678",
        nickname: "조합장",
      },
    });
  });

  it("refuses another member's details", async () => {
    const response = await get(`/v3/members/${supervisor.memberSeq}`, member);
    expect(response.statusCode).toBe(403);
    expect(response.json().data).toBeUndefined();
  });

  it("verifies the password, refusing a wrong or empty one with Korean messages", async () => {
    const url = `/v1/members/${member.memberSeq}/password/verify`;
    const good = await t.app.inject({
      method: "POST",
      url,
      headers: member.auth,
      payload: { password: "member1234!" },
    });
    expect(good.json().data).toEqual({ isVerified: true });
    const bad = await t.app.inject({ method: "POST", url, headers: member.auth, payload: { password: "nope" } });
    expect(bad.json()).toMatchObject({ status: 400, message: "비밀번호가 일치하지 않습니다." });
    const empty = await t.app.inject({ method: "POST", url, headers: member.auth, payload: { password: "" } });
    expect(empty.json()).toMatchObject({ status: 400, message: "비밀번호를 입력해 주세요." });
    const other = await t.app.inject({
      method: "POST",
      url: `/v1/members/${supervisor.memberSeq}/password/verify`,
      headers: member.auth,
      payload: { password: "demo1234!" },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe("service member unions and menus", () => {
  it("lists the supervisor's two unions with the SUPERVISOR label", async () => {
    const response = await get(`/v2/service-members/${supervisor.serviceMemberId}/unions`, supervisor);
    const data = response.json().data;
    expect(data.map((u: { unionId: number }) => u.unionId)).toEqual([UNION_1, UNION_2]);
    expect(data[0]).toMatchObject({ unionName: "한빛1구역 주택재개발정비사업조합", label: "SUPERVISOR" });
  });

  it("refuses another member's union list", async () => {
    const response = await get(`/v2/service-members/${supervisor.serviceMemberId}/unions`, member);
    expect(response.statusCode).toBe(403);
  });

  it("gives the supervisor every menu checked and a member only the group's menus", async () => {
    const [supUnion] = (await get(`/v2/service-members/${supervisor.serviceMemberId}/unions`, supervisor)).json().data;
    const supMenus = (await get(`/v2/service-managers/${supUnion.serviceManagerId}/menus`, supervisor)).json().data;
    expect(supMenus.map((m: { code: string }) => m.code)).toEqual(MENU_CODES);
    expect(supMenus.every((m: { subMenus: { isChecked: boolean }[] }) => m.subMenus.every((s) => s.isChecked))).toBe(
      true,
    );

    const [memUnion] = (await get(`/v2/service-members/${member.serviceMemberId}/unions`, member)).json().data;
    expect(memUnion).toMatchObject({ unionId: UNION_1, label: "USER" });
    const memMenus = (await get(`/v2/service-managers/${memUnion.serviceManagerId}/menus`, member)).json().data;
    const visible = memMenus
      .filter((m: { subMenus: { isChecked: boolean }[] }) => m.subMenus.some((s) => s.isChecked))
      .map((m: { code: string }) => m.code);
    expect(visible).toEqual(["M0401", "M0403", "M1201", "M1004", "M0901", "M0902"]);
    const restricted = memMenus.find((m: { code: string }) => m.code === "M1101");
    expect(restricted.subMenus.every((s: { isRestricted: boolean }) => s.isRestricted)).toBe(true);

    const others = await get(`/v2/service-managers/${supUnion.serviceManagerId}/menus`, member);
    expect(others.statusCode).toBe(403);
  });
});

describe("service info and revocation", () => {
  it("returns the division and the ledger balances", async () => {
    const response = await get(`/v1/unions/${UNION_1}/service-info`, member);
    expect(response.json().data).toMatchObject({
      serviceDivisionCode: "PREMIUM",
      serviceDivisionName: "프리미엄",
      depositBalance: 1_964_600,
      pointBalance: 50_000,
    });
  });

  it("answers E00504 once the member's permission is revoked, on service-info and menus", async () => {
    const [memUnion] = (await get(`/v2/service-members/${member.serviceMemberId}/unions`, member)).json().data;
    await t.handle.db
      .update(unionManagers)
      .set({ status: "REVOKED", revokedAt: new Date() })
      .where(and(eq(unionManagers.unionSeq, UNION_1), eq(unionManagers.serviceMemberId, member.serviceMemberId)));
    const info = await get(`/v1/unions/${UNION_1}/service-info`, member);
    expect(info.json()).toMatchObject({ status: 403, code: ERROR_CODES.MEMBER_REVOKED });
    const menus = await get(`/v2/service-managers/${memUnion.serviceManagerId}/menus`, member);
    expect(menus.json().code).toBe(ERROR_CODES.MEMBER_REVOKED);
    const unions = (await get(`/v2/service-members/${member.serviceMemberId}/unions`, member)).json().data;
    expect(unions).toEqual([]);
  });

  it("answers E00503 when the union's service period has ended", async () => {
    const { unions } = await import("../union-users/union-users.table");
    await t.handle.db
      .update(unions)
      .set({ serviceEndAt: new Date(Date.now() - 1000) })
      .where(eq(unions.unionSeq, UNION_2));
    const info = await get(`/v1/unions/${UNION_2}/service-info`, supervisor);
    expect(info.json().code).toBe(ERROR_CODES.UNION_SERVICE_ENDED);
  });
});
