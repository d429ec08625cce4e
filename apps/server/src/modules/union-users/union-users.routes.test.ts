import { ERROR_CODES, UNION_USERS_MESSAGES as M } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_GUEST, DEMO_GUEST_LOGIN } from "../../db/seed/account-demo-seed";
import { systemTexts } from "../../platform/system-texts/system-texts.table";
import {
  createTestApp,
  type Session,
  signIn,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
  UNION_2,
} from "../../test/test-app";
import { members } from "../account/account.table";

let t: TestApp;
let supervisor: Session;
let member: Session;
let guest: Session;
beforeAll(async () => {
  t = await createTestApp({ DEMO_AUTO_APPROVE: "0" });
  supervisor = await signInSupervisor(t.app);
  member = await signInMember(t.app);
  guest = await signIn(t.app, DEMO_GUEST_LOGIN);
});
afterAll(() => t.close());

const get = (url: string, session: Session) => t.app.inject({ url, headers: session.auth });
const send = (method: "POST" | "DELETE", url: string, session: Session) =>
  t.app.inject({ method, url, headers: session.auth });
const base = (unionSeq: number) => `/v2/unions/${unionSeq}`;
const invite = (session: Session, unionSeq: number, serviceMemberId: number) =>
  send("POST", `${base(unionSeq)}/service-members/${serviceMemberId}`, session);
const myInvitations = async (session: Session) =>
  (await get(`/v2/service-members/${session.serviceMemberId}/union-invitations`, session)).json().data;
const managersOf = async (unionSeq: number, query = "") =>
  (await get(`${base(unionSeq)}/union-managers${query}`, supervisor)).json();

describe("GET /v2/unions/{unionId}/union-managers", () => {
  it("lists the union's users with group and label, paged", async () => {
    const body = await managersOf(UNION_1);
    expect(body.pagination).toEqual({ totalDataCount: 2, totalElements: 2 });
    expect(body.data.map((m: { name: string }) => m.name)).toEqual(["김조합", "이사무"]);
    expect(body.data[0]).toMatchObject({ label: "SUPERVISOR", groupName: "관리자", phone: "01012345678" });
    expect(body.data[1]).toMatchObject({ label: "USER", groupName: "사무국", birth: "19850722" });
    const second = await managersOf(UNION_1, "?page=1&pageSize=1");
    expect(second.data.map((m: { name: string }) => m.name)).toEqual(["이사무"]);
    expect(second.pagination.totalElements).toBe(2);
  });

  it("filters by name and phone", async () => {
    expect((await managersOf(UNION_1, `?name=${encodeURIComponent("이사")}`)).data).toHaveLength(1);
    expect((await managersOf(UNION_1, "?phone=9876")).data[0].name).toBe("이사무");
    expect((await managersOf(UNION_1, "?phone=0000")).data).toEqual([]);
  });

  it("matches % and _ typed in the name filter only as themselves", async () => {
    const names = async (name: string) =>
      (await managersOf(UNION_1, `?name=${encodeURIComponent(name)}`)).data.map((m: { name: string }) => m.name);
    expect(await names("%")).toEqual([]);
    expect(await names("_")).toEqual([]);
    await t.handle.db.update(members).set({ name: "이_사무%" }).where(eq(members.memberSeq, member.memberSeq));
    try {
      expect(await names("%")).toEqual(["이_사무%"]);
      expect(await names("_")).toEqual(["이_사무%"]);
      expect(await names("이_사")).toEqual(["이_사무%"]);
      expect(await names("김%합")).toEqual([]);
    } finally {
      await t.handle.db.update(members).set({ name: "이사무" }).where(eq(members.memberSeq, member.memberSeq));
    }
  });

  it("refuses a name over 30 characters and a phone with non-digits or over 11 digits", async () => {
    const long = await managersOf(UNION_1, `?name=${encodeURIComponent("가".repeat(31))}`);
    expect(long).toMatchObject({ status: 400, message: M.nameMax });
    expect(await managersOf(UNION_1, "?phone=010-1")).toMatchObject({ status: 400, message: M.phoneDigits });
    expect(await managersOf(UNION_1, "?phone=010123456789")).toMatchObject({ status: 400, message: M.phoneDigits });
  });

  it("refuses a member without M1104 (E00501) and a manager of another union (E00502)", async () => {
    const denied = await get(`${base(UNION_1)}/union-managers`, member);
    expect(denied.json()).toMatchObject({ status: 403, code: ERROR_CODES.PERMISSION_DENIED });
    expect(denied.json().data).toBeUndefined();
    const other = await get(`${base(UNION_2)}/union-managers`, member);
    expect(other.json()).toMatchObject({ status: 403, code: ERROR_CODES.UNION_FORBIDDEN });
  });
});

describe("invitations", () => {
  let invitationId = 0;

  it("finds invitable members by exact phone and refuses an empty or bad phone", async () => {
    const found = await get(`${base(UNION_1)}/service-members/invitable?phone=${DEMO_GUEST.phoneNo}`, supervisor);
    expect(found.json().data).toEqual([
      {
        serviceMemberId: guest.serviceMemberId,
        name: DEMO_GUEST.name,
        phone: DEMO_GUEST.phoneNo,
        isInvited: false,
        isManager: false,
      },
    ]);
    const manager = await get(`${base(UNION_1)}/service-members/invitable?phone=01098765432`, supervisor);
    expect(manager.json().data[0]).toMatchObject({ isInvited: true, isManager: true });
    const none = await get(`${base(UNION_1)}/service-members/invitable?phone=01000000000`, supervisor);
    expect(none.json().data).toEqual([]);
    const empty = await get(`${base(UNION_1)}/service-members/invitable?phone=%20%20`, supervisor);
    expect(empty.json()).toMatchObject({ status: 400, message: M.phoneRequired });
    const missing = await get(`${base(UNION_1)}/service-members/invitable`, supervisor);
    expect(missing.json()).toMatchObject({ status: 400, message: M.phoneRequired });
    const bad = await get(`${base(UNION_1)}/service-members/invitable?phone=abc`, supervisor);
    expect(bad.json()).toMatchObject({ status: 400, message: M.phoneDigits });
  });

  it("invites a member, texts them, and refuses inviting them again or inviting a manager", async () => {
    const response = await invite(supervisor, UNION_1, guest.serviceMemberId);
    expect(response.statusCode).toBe(200);
    invitationId = response.json().data.unionManagerInvitationId;
    const texts = await t.handle.db.select().from(systemTexts).where(eq(systemTexts.phoneNo, DEMO_GUEST.phoneNo));
    expect(texts.at(-1)).toMatchObject({ reason: "UNION_INVITATION" });
    expect(texts.at(-1)?.text).toContain("한빛1구역 주택재개발정비사업조합");

    expect((await invite(supervisor, UNION_1, guest.serviceMemberId)).json()).toMatchObject({
      status: 409,
      message: M.alreadyInvited,
    });
    expect((await invite(supervisor, UNION_1, member.serviceMemberId)).statusCode).toBe(409);
    expect((await invite(supervisor, UNION_1, 99_999)).statusCode).toBe(404);
    const found = await get(`${base(UNION_1)}/service-members/invitable?phone=${DEMO_GUEST.phoneNo}`, supervisor);
    expect(found.json().data[0]).toMatchObject({ isInvited: true, isManager: false });
  });

  it("lists the union's invitations and the invitee's own, pending (수락전)", async () => {
    const list = (await get(`${base(UNION_1)}/union-manager-invitations`, supervisor)).json();
    expect(list.pagination.totalElements).toBe(1);
    expect(list.data[0]).toMatchObject({
      unionManagerInvitationId: invitationId,
      name: DEMO_GUEST.name,
      status: "PENDING",
    });
    expect(await myInvitations(guest)).toEqual([
      expect.objectContaining({ unionManagerInvitationId: invitationId, unionId: UNION_1, status: "PENDING" }),
    ]);
    // A pending invitation makes the zone not applicable.
    const search = (await get(`/v2/unions/activations?name=${encodeURIComponent("한빛")}`, guest)).json().data;
    expect(search[0].isApplicable).toBe(false);
  });

  it("refuses the invitation calls to a member without M1104 and to another union's manager", async () => {
    const calls = [
      () => get(`${base(UNION_1)}/union-manager-invitations`, member),
      () => get(`${base(UNION_1)}/service-members/invitable?phone=01055557777`, member),
      () => invite(member, UNION_1, guest.serviceMemberId),
      () => send("POST", `${base(UNION_1)}/union-manager-invitations/${invitationId}/cancel`, member),
      () => send("DELETE", `${base(UNION_1)}/union-managers/1`, member),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.json()).toMatchObject({ status: 403, code: ERROR_CODES.PERMISSION_DENIED });
    }
    const other = await send("POST", `${base(UNION_2)}/union-manager-invitations/${invitationId}/cancel`, member);
    expect(other.json().code).toBe(ERROR_CODES.UNION_FORBIDDEN);
  });

  it("lets only the invitee accept: others get 403 E00502, the wrong union too", async () => {
    for (const session of [member, supervisor]) {
      const response = await send(
        "POST",
        `${base(UNION_1)}/union-manager-invitations/${invitationId}/approve`,
        session,
      );
      expect(response.json()).toMatchObject({
        status: 403,
        code: ERROR_CODES.UNION_FORBIDDEN,
        message: M.notYourInvitation,
      });
    }
    const wrongUnion = await send("POST", `${base(UNION_2)}/union-manager-invitations/${invitationId}/approve`, guest);
    expect(wrongUnion.statusCode).toBe(403);
    expect((await myInvitations(guest))[0].status).toBe("PENDING");
  });

  it("the invitee accepts and becomes a USER of the union; the invitation shows accepted", async () => {
    const response = await send("POST", `${base(UNION_1)}/union-manager-invitations/${invitationId}/approve`, guest);
    expect(response.json().data).toEqual({ unionManagerInvitationId: invitationId, status: "ACCEPTED" });
    expect((await myInvitations(guest))[0]).toMatchObject({ status: "ACCEPTED" });
    expect((await myInvitations(guest))[0].respondedAt).not.toBeNull();
    const unions = (await get(`/v2/service-members/${guest.serviceMemberId}/unions`, guest)).json().data;
    expect(unions).toEqual([expect.objectContaining({ unionId: UNION_1, label: "USER" })]);
    expect((await get(`/v1/unions/${UNION_1}/service-info`, guest)).statusCode).toBe(200);
    const again = await send("POST", `${base(UNION_1)}/union-manager-invitations/${invitationId}/reject`, guest);
    expect(again.json()).toMatchObject({ status: 409, message: M.invitationNotPending });
    expect((await managersOf(UNION_1)).data.map((m: { name: string }) => m.name)).toContain(DEMO_GUEST.name);
  });

  it("the invitee may reject; the supervisor sees it as rejected", async () => {
    const id = (await invite(supervisor, UNION_2, guest.serviceMemberId)).json().data.unionManagerInvitationId;
    const response = await send("POST", `${base(UNION_2)}/union-manager-invitations/${id}/reject`, guest);
    expect(response.json().data.status).toBe("REJECTED");
    const list = (await get(`${base(UNION_2)}/union-manager-invitations`, supervisor)).json().data;
    expect(list[0]).toMatchObject({ unionManagerInvitationId: id, status: "REJECTED" });
    expect((await get(`/v1/unions/${UNION_2}`, guest)).json().code).toBe(ERROR_CODES.UNION_FORBIDDEN);
  });

  it("the supervisor cancels a pending invitation; it disappears and cannot be accepted", async () => {
    const id = (await invite(supervisor, UNION_2, member.serviceMemberId)).json().data.unionManagerInvitationId;
    const cancel = await send("POST", `${base(UNION_2)}/union-manager-invitations/${id}/cancel`, supervisor);
    expect(cancel.json().data).toEqual({ unionManagerInvitationId: id });
    expect(
      (await myInvitations(member)).find(
        (i: { unionManagerInvitationId: number }) => i.unionManagerInvitationId === id,
      ),
    ).toBeUndefined();
    const accept = await send("POST", `${base(UNION_2)}/union-manager-invitations/${id}/approve`, member);
    expect(accept.statusCode).toBe(409);
    const again = await send("POST", `${base(UNION_2)}/union-manager-invitations/${id}/cancel`, supervisor);
    expect(again.json()).toMatchObject({ status: 409, message: M.invitationNotPending });
    const unknown = await send("POST", `${base(UNION_2)}/union-manager-invitations/99999/cancel`, supervisor);
    expect(unknown.statusCode).toBe(404);
  });
});

describe("DELETE /v2/unions/{unionId}/union-managers/{unionManagerId}", () => {
  it("refuses revoking the supervisor", async () => {
    const supervisorRow = (await managersOf(UNION_1)).data.find((m: { label: string }) => m.label === "SUPERVISOR");
    const response = await send(
      "DELETE",
      `${base(UNION_1)}/union-managers/${supervisorRow.unionManagerId}`,
      supervisor,
    );
    expect(response.json()).toMatchObject({ status: 409, message: M.cannotRevokeSupervisor });
  });

  it("refuses a manager id of another union", async () => {
    const row = (await managersOf(UNION_1)).data.find((m: { name: string }) => m.name === DEMO_GUEST.name);
    const response = await send("DELETE", `${base(UNION_2)}/union-managers/${row.unionManagerId}`, supervisor);
    expect(response.statusCode).toBe(404);
  });

  it("revokes a user, who then gets E00504 on that union and loses it from their list", async () => {
    const row = (await managersOf(UNION_1)).data.find((m: { name: string }) => m.name === DEMO_GUEST.name);
    const response = await send("DELETE", `${base(UNION_1)}/union-managers/${row.unionManagerId}`, supervisor);
    expect(response.json().data).toEqual({ unionManagerId: row.unionManagerId });
    expect((await managersOf(UNION_1)).data.map((m: { name: string }) => m.name)).not.toContain(DEMO_GUEST.name);
    const info = await get(`/v1/unions/${UNION_1}/service-info`, guest);
    expect(info.json()).toMatchObject({ status: 403, code: ERROR_CODES.MEMBER_REVOKED });
    expect((await get(`/v2/service-members/${guest.serviceMemberId}/unions`, guest)).json().data).toEqual([]);
    const twice = await send("DELETE", `${base(UNION_1)}/union-managers/${row.unionManagerId}`, supervisor);
    expect(twice.statusCode).toBe(404);
  });

  it("a revoked user can be invited again and, on accepting, is a USER with no group", async () => {
    const id = (await invite(supervisor, UNION_1, guest.serviceMemberId)).json().data.unionManagerInvitationId;
    await send("POST", `${base(UNION_1)}/union-manager-invitations/${id}/approve`, guest);
    const row = (await managersOf(UNION_1)).data.find((m: { name: string }) => m.name === DEMO_GUEST.name);
    expect(row).toMatchObject({ label: "USER", groupName: null });
    expect((await get(`/v1/unions/${UNION_1}/service-info`, guest)).statusCode).toBe(200);
  });
});
