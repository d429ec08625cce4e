import { ACCOUNT_MESSAGES, ERROR_CODES } from "@johap/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_GUEST, DEMO_GUEST_LOGIN } from "../../db/seed/account-demo-seed";
import { DEMO_MEMBER_LOGIN } from "../../db/seed/demo-seed";
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
import { activateManager } from "../union-users/union-users.repository";
import { unionManagers, unions } from "../union-users/union-users.table";
import { unionApplications } from "./account.table";
import { AUTO_APPROVE_JOB, decideApplication } from "./union-applications.service";

let t: TestApp;
let guest: Session;
let member: Session;
let supervisor: Session;
/** Extra zones so a member can apply for more than five at once. */
const extraUnionIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ DEMO_AUTO_APPROVE: "0" });
  guest = await signIn(t.app, DEMO_GUEST_LOGIN);
  member = await signInMember(t.app);
  supervisor = await signInSupervisor(t.app);
  for (let i = 1; i <= 5; i += 1) {
    const [row] = await t.handle.db
      .insert(unions)
      .values({ name: `시험${i}구역 재개발정비사업조합`, targetServiceId: 2000 + i })
      .returning();
    extraUnionIds.push(row!.unionSeq);
  }
});
afterAll(() => t.close());

const get = (url: string, session: Session) => t.app.inject({ url, headers: session.auth });
const post = (url: string, session: Session, payload: unknown) =>
  t.app.inject({ method: "POST", url, headers: session.auth, payload: payload as object });
const apply = (session: Session, unionIds: number[]) =>
  post(`/v2/service-members/${session.serviceMemberId}/unions`, session, {
    serviceMemberId: session.serviceMemberId,
    unionIds,
  });
const textsTo = (phoneNo: string) => t.handle.db.select().from(systemTexts).where(eq(systemTexts.phoneNo, phoneNo));

describe("PATCH /v3/members/{memberSeq}", () => {
  const url = () => `/v3/members/${guest.memberSeq}`;
  const patch = (session: Session, payload: object, target = url()) =>
    t.app.inject({ method: "PATCH", url: target, headers: session.auth, payload });

  it("changes nickname and phone after checking the password", async () => {
    const response = await patch(guest, {
      password: DEMO_GUEST_LOGIN.password,
      nickname: "새손님",
      phoneNo: "01055558888",
    });
    expect(response.json()).toEqual({
      status: 200,
      data: {
        memberSeq: guest.memberSeq,
        name: DEMO_GUEST.name,
        birth: DEMO_GUEST.birth,
        phoneNo: "01055558888",
        nickname: "새손님",
      },
    });
    await patch(guest, {
      password: DEMO_GUEST_LOGIN.password,
      nickname: DEMO_GUEST.nickname,
      phoneNo: DEMO_GUEST.phoneNo,
    });
    expect((await get(url(), guest)).json().data.phoneNo).toBe(DEMO_GUEST.phoneNo);
  });

  it("refuses a wrong password, an empty nickname or a bad phone and changes nothing", async () => {
    const wrong = await patch(guest, { password: "nope", nickname: "x", phoneNo: "01011112222" });
    expect(wrong.json()).toMatchObject({ status: 400, message: "비밀번호가 일치하지 않습니다." });
    const empty = await patch(guest, { password: DEMO_GUEST_LOGIN.password, nickname: " ", phoneNo: "01011112222" });
    expect(empty.json()).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.nicknameRequired });
    const long = await patch(guest, {
      password: DEMO_GUEST_LOGIN.password,
      nickname: "가".repeat(21),
      phoneNo: "01011112222",
    });
    expect(long.json().message).toBe(ACCOUNT_MESSAGES.nicknameMax);
    const phone = await patch(guest, { password: DEMO_GUEST_LOGIN.password, nickname: "손님", phoneNo: "0101-1112" });
    expect(phone.json().message).toBe(ACCOUNT_MESSAGES.phoneInvalid);
    expect((await get(url(), guest)).json().data).toMatchObject({
      nickname: DEMO_GUEST.nickname,
      phoneNo: DEMO_GUEST.phoneNo,
    });
  });

  it("refuses another member's details", async () => {
    const response = await patch(member, { password: "member1234!", nickname: "x", phoneNo: "01011112222" });
    expect(response.statusCode).toBe(403);
    expect(response.json().data).toBeUndefined();
  });
});

describe("GET /v2/unions/activations", () => {
  it("finds zones by name with isApplicable false for zones the member manages", async () => {
    const all = (await get("/v2/unions/activations", guest)).json().data;
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect(all.every((z: { isApplicable: boolean }) => z.isApplicable)).toBe(true);
    const mine = (await get(`/v2/unions/activations?name=${encodeURIComponent("한빛")}`, supervisor)).json().data;
    expect(mine).toEqual([{ unionId: UNION_1, unionName: "한빛1구역 주택재개발정비사업조합", isApplicable: false }]);
    const forMember = (await get(`/v2/unions/activations?name=${encodeURIComponent("푸른숲")}`, member)).json().data;
    expect(forMember).toEqual([{ unionId: UNION_2, unionName: "푸른숲 재건축정비사업조합", isApplicable: true }]);
  });

  it("refuses a search over 30 characters", async () => {
    const response = await get(`/v2/unions/activations?name=${encodeURIComponent("가".repeat(31))}`, guest);
    expect(response.json()).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.zoneSearchMax });
  });
});

describe("zone applications", () => {
  it("refuses no zone, more than five at once, a duplicate and an unknown zone", async () => {
    expect((await apply(guest, [])).json().message).toBe(ACCOUNT_MESSAGES.zonesRequired);
    const six = await apply(guest, [UNION_1, ...extraUnionIds]);
    expect(six.json()).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.zonesMax });
    expect((await apply(guest, [UNION_1, UNION_1])).statusCode).toBe(400);
    expect((await apply(guest, [99_999])).json()).toMatchObject({
      status: 400,
      message: ACCOUNT_MESSAGES.zoneNotFound,
    });
    const rows = await t.handle.db.select().from(unionApplications);
    expect(rows).toEqual([]);
  });

  it("refuses a zone the member already manages, all or nothing", async () => {
    const response = await apply(member, [UNION_2, UNION_1]);
    expect(response.json()).toMatchObject({ status: 409, message: ACCOUNT_MESSAGES.zoneNotApplicable });
    expect((await get(`/v2/service-members/${member.serviceMemberId}/union-applications`, member)).json().data).toEqual(
      [],
    );
  });

  it("applies for five zones at once, lists them as pending and refuses applying twice", async () => {
    const response = await apply(guest, extraUnionIds);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.applications).toHaveLength(5);
    const pending = (await get(`/v2/service-members/${guest.serviceMemberId}/union-applications`, guest)).json().data;
    expect(pending.map((a: { unionId: number }) => a.unionId)).toEqual(extraUnionIds);
    expect(pending[0]).toMatchObject({ unionName: "시험1구역 재개발정비사업조합", status: "PENDING" });
    const again = await apply(guest, [extraUnionIds[0]!]);
    expect(again.json()).toMatchObject({ status: 409, message: ACCOUNT_MESSAGES.zoneNotApplicable });
    const search = (await get(`/v2/unions/activations?name=${encodeURIComponent("시험1")}`, guest)).json().data;
    expect(search[0].isApplicable).toBe(false);
  });

  it("refuses applying in another member's name", async () => {
    const path = await post(`/v2/service-members/${guest.serviceMemberId}/unions`, member, {
      serviceMemberId: guest.serviceMemberId,
      unionIds: [UNION_2],
    });
    expect(path.statusCode).toBe(403);
    const body = await post(`/v2/service-members/${member.serviceMemberId}/unions`, member, {
      serviceMemberId: guest.serviceMemberId,
      unionIds: [UNION_2],
    });
    expect(body.json()).toMatchObject({ status: 400, message: ACCOUNT_MESSAGES.applicantMismatch });
  });

  it("approval makes the applicant a USER with no group and texts them, in one step", async () => {
    const [first] = (await get(`/v2/service-members/${guest.serviceMemberId}/union-applications`, guest)).json().data;
    const result = await decideApplication({
      db: t.handle.db,
      unionApplicationId: first.unionApplicationId,
      decision: "APPROVED",
    });
    expect(result).toMatchObject({ unionId: extraUnionIds[0], status: "APPROVED" });
    const [manager] = await t.handle.db
      .select()
      .from(unionManagers)
      .where(
        and(eq(unionManagers.unionSeq, extraUnionIds[0]!), eq(unionManagers.serviceMemberId, guest.serviceMemberId)),
      );
    expect(manager).toMatchObject({ label: "USER", status: "ACTIVE", managerGroupId: null });
    const unions = (await get(`/v2/service-members/${guest.serviceMemberId}/unions`, guest)).json().data;
    expect(unions.map((u: { unionId: number }) => u.unionId)).toEqual([extraUnionIds[0]]);
    const texts = await textsTo(DEMO_GUEST.phoneNo);
    expect(texts.at(-1)).toMatchObject({ reason: "UNION_APPLICATION_APPROVED", status: "QUEUED" });
    expect(texts.at(-1)?.text).toContain("시험1구역 재개발정비사업조합 사업구역 관리 신청이 승인되었습니다.");
    // The new user reaches the union (Home) but holds no menu until the supervisor assigns a group.
    expect((await get(`/v1/unions/${extraUnionIds[0]}`, guest)).statusCode).toBe(200);
    expect((await get(`/v2/unions/${extraUnionIds[0]}/union-managers`, guest)).json().code).toBe(
      ERROR_CODES.PERMISSION_DENIED,
    );
  });

  it("rejection texts the applicant; a decided application cannot be decided again", async () => {
    const [, second] = (await get(`/v2/service-members/${guest.serviceMemberId}/union-applications`, guest)).json()
      .data;
    await decideApplication({ db: t.handle.db, unionApplicationId: second.unionApplicationId, decision: "REJECTED" });
    expect((await textsTo(DEMO_GUEST.phoneNo)).at(-1)).toMatchObject({ reason: "UNION_APPLICATION_REJECTED" });
    await expect(
      decideApplication({ db: t.handle.db, unionApplicationId: second.unionApplicationId, decision: "APPROVED" }),
    ).rejects.toMatchObject({ httpStatus: 409, message: ACCOUNT_MESSAGES.applicationNotPending });
    const pending = (await get(`/v2/service-members/${guest.serviceMemberId}/union-applications`, guest)).json().data;
    expect(pending).toHaveLength(3);
  });

  it("refuses another member's applications and invitations", async () => {
    for (const path of ["union-applications", "union-invitations"]) {
      const response = await get(`/v2/service-members/${guest.serviceMemberId}/${path}`, member);
      expect(response.statusCode).toBe(403);
      expect(response.json().data).toBeUndefined();
    }
  });

  it("lists a zone the applicant joined meanwhile once: among the managed zones, not as 신청중", async () => {
    const zone = extraUnionIds[4]!;
    const applied = async () =>
      (await get(`/v2/service-members/${guest.serviceMemberId}/union-applications`, guest))
        .json()
        .data.map((a: { unionId: number }) => a.unionId);
    expect(await applied()).toContain(zone);
    // An invitation accepted while the application waits makes the member a manager of the zone.
    await activateManager(t.handle.db, { unionSeq: zone, serviceMemberId: guest.serviceMemberId });
    const managed = (await get(`/v2/service-members/${guest.serviceMemberId}/unions`, guest)).json().data;
    expect(managed.map((u: { unionId: number }) => u.unionId)).toContain(zone);
    expect(await applied()).not.toContain(zone);
  });
});

describe("operator commands", () => {
  const opsHeaders = () => ({ "x-ops-token": t.secrets.opsToken });

  it("lists pending applications and approves or rejects one", async () => {
    const list = await t.app.inject({ url: "/ops/union-applications", headers: opsHeaders() });
    const pending = list.json().data;
    expect(pending.length).toBe(3);
    expect(pending[0]).toMatchObject({ name: DEMO_GUEST.name, phoneNo: DEMO_GUEST.phoneNo });
    const approve = await t.app.inject({
      method: "POST",
      url: `/ops/union-applications/${pending[0].unionApplicationId}/approve`,
      headers: opsHeaders(),
    });
    expect(approve.json().data).toMatchObject({ status: "APPROVED" });
    const reject = await t.app.inject({
      method: "POST",
      url: `/ops/union-applications/${pending[1].unionApplicationId}/reject`,
      headers: opsHeaders(),
    });
    expect(reject.json().data).toMatchObject({ status: "REJECTED" });
    const again = await t.app.inject({
      method: "POST",
      url: `/ops/union-applications/${pending[1].unionApplicationId}/approve`,
      headers: opsHeaders(),
    });
    expect(again.statusCode).toBe(409);
  });

  it("refuses a caller without the ops token", async () => {
    const response = await t.app.inject({ url: "/ops/union-applications", headers: supervisor.auth });
    expect(response.statusCode).toBe(403);
  });
});

describe("automatic approval (DEMO_AUTO_APPROVE)", () => {
  it("approves an application a few seconds after it arrives", async () => {
    const auto = await createTestApp({ DEMO_AUTO_APPROVE: "1" });
    try {
      const session = await signIn(auto.app, DEMO_GUEST_LOGIN);
      const response = await auto.app.inject({
        method: "POST",
        url: `/v2/service-members/${session.serviceMemberId}/unions`,
        headers: session.auth,
        payload: { serviceMemberId: session.serviceMemberId, unionIds: [UNION_2] },
      });
      expect(response.statusCode).toBe(200);
      await expect
        .poll(
          async () =>
            (
              await auto.app.inject({
                url: `/v2/service-members/${session.serviceMemberId}/unions`,
                headers: session.auth,
              })
            ).json().data.length,
          { timeout: 15_000, interval: 500 },
        )
        .toBe(1);
    } finally {
      await auto.close();
    }
  }, 30_000);

  it("never lets a manager the union removed back in: the application waits for staff", async () => {
    const auto = await createTestApp({ DEMO_AUTO_APPROVE: "1" });
    try {
      const session = await signIn(auto.app, DEMO_MEMBER_LOGIN);
      await auto.handle.db
        .update(unionManagers)
        .set({ status: "REVOKED", revokedAt: new Date() })
        .where(and(eq(unionManagers.unionSeq, UNION_1), eq(unionManagers.serviceMemberId, session.serviceMemberId)));
      const applied = await auto.app.inject({
        method: "POST",
        url: `/v2/service-members/${session.serviceMemberId}/unions`,
        headers: session.auth,
        payload: { serviceMemberId: session.serviceMemberId, unionIds: [UNION_1] },
      });
      expect(applied.statusCode).toBe(200);
      // Once the automatic approval job has run, nothing has changed.
      await expect
        .poll(
          async () =>
            (
              (await auto.handle.executeSql("select state from pgboss.job where name = $1", [AUTO_APPROVE_JOB])) as {
                rows: { state: string }[];
              }
            ).rows.map((r) => r.state),
          { timeout: 20_000, interval: 500 },
        )
        .toEqual(["completed"]);
      const [membership] = await auto.handle.db
        .select()
        .from(unionManagers)
        .where(and(eq(unionManagers.unionSeq, UNION_1), eq(unionManagers.serviceMemberId, session.serviceMemberId)));
      expect(membership?.status).toBe("REVOKED");
      const [application] = await auto.handle.db
        .select()
        .from(unionApplications)
        .where(eq(unionApplications.serviceMemberId, session.serviceMemberId));
      expect(application?.status).toBe("PENDING");
    } finally {
      await auto.close();
    }
  }, 30_000);
});
