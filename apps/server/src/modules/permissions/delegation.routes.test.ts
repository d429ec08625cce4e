import { ERROR_CODES, PERMISSION_MESSAGES as M } from "@johap/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemTexts } from "../../platform/system-texts/system-texts.table";
import {
  createTestApp,
  type Session,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
  UNION_2,
} from "../../test/test-app";
import { delegationTexts } from "./delegation.service";
import { addManager, managerIdOf, managerRow, targetServiceOf } from "./test-support/permissions-fixture";

const ADMIN_PHONE = "0299998888";
let t: TestApp;
let member: Session;
let supervisor: Session;
let supervisorId: number;
let memberId: number;

beforeAll(async () => {
  t = await createTestApp({ SYSTEM_ADMIN_PHONE: ADMIN_PHONE });
  member = await signInMember(t.app);
  supervisor = await signInSupervisor(t.app);
  supervisorId = await managerIdOf(t, supervisor, UNION_1);
  memberId = await managerIdOf(t, member, UNION_1);
});
afterAll(() => t.close());

const delegate = (from: number, to: number, who: Session) =>
  t.app.inject({
    method: "POST",
    url: `/v2/service-managers/${from}/delegate`,
    headers: who.auth,
    payload: { delegateeServiceManagerId: to },
  });

describe("supervisor delegation", () => {
  it("writes the three notices with both names and phones", () => {
    const texts = delegationTexts({
      unionName: "한빛",
      from: { name: "김조합", phoneNo: "01012345678" },
      to: { name: "이사무", phoneNo: "01098765432" },
    });
    expect(texts.toPrevious).toContain("이사무님에게 위임");
    expect(texts.toDelegate).toContain("김조합님으로부터 위임");
    expect(texts.toSystemAdmin).toContain("김조합(01012345678) → 이사무(01098765432)");
  });

  it("refuses the member, who lacks M1101, with E00501, and another union's manager with E00502", async () => {
    const own = await delegate(memberId, supervisorId, member);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe(ERROR_CODES.PERMISSION_DENIED);
    const otherUnionManager = await managerIdOf(t, supervisor, UNION_2);
    const other = await delegate(otherUnionManager, memberId, member);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe(ERROR_CODES.UNION_FORBIDDEN);
    expect(other.json().data).toBeUndefined();
  });

  it("refuses to delegate for someone else, to self, and to a manager outside the union's groups", async () => {
    const ungrouped = await addManager(t, UNION_1, { name: "정무소속", phoneNo: "01012120000" });
    const stranger = await addManager(t, UNION_2, { name: "남타구", phoneNo: "01034340000" });
    const cases: [number, number, number, string][] = [
      [memberId, supervisorId, 403, M.delegateSupervisorOnly],
      [supervisorId, supervisorId, 400, M.delegateSelf],
      [supervisorId, ungrouped, 400, M.delegateNonMember],
      [supervisorId, stranger, 400, M.delegateNonMember],
      [supervisorId, 999999, 400, M.delegateNonMember],
    ];
    for (const [from, to, status, message] of cases) {
      const response = await delegate(from, to, supervisor);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect((await managerRow(t, supervisorId)).label).toBe("SUPERVISOR");
    expect(await t.handle.db.select().from(systemTexts).where(eq(systemTexts.reason, "SUPERVISOR_DELEGATED"))).toEqual(
      [],
    );
  });

  it("swaps labels and groups in one go, texts three people, and moves M1101 to the delegate", async () => {
    const before = { supervisor: await managerRow(t, supervisorId), member: await managerRow(t, memberId) };
    const response = await delegate(supervisorId, memberId, supervisor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      supervisorServiceManagerId: memberId,
      previousSupervisorServiceManagerId: supervisorId,
    });
    const after = { supervisor: await managerRow(t, supervisorId), member: await managerRow(t, memberId) };
    expect(after.supervisor).toMatchObject({ label: "USER", managerGroupId: before.member.managerGroupId });
    expect(after.member).toMatchObject({ label: "SUPERVISOR", managerGroupId: before.supervisor.managerGroupId });

    const texts = await t.handle.db.select().from(systemTexts).where(eq(systemTexts.reason, "SUPERVISOR_DELEGATED"));
    expect(texts.map((x) => x.phoneNo).sort()).toEqual(["01012345678", "01098765432", ADMIN_PHONE].sort());

    const groups = `/v2/target-services/${await targetServiceOf(t, UNION_1)}/manager-groups`;
    expect((await t.app.inject({ url: groups, headers: member.auth })).statusCode).toBe(200);
    const old = await t.app.inject({ url: groups, headers: supervisor.auth });
    expect(old.json().code).toBe(ERROR_CODES.PERMISSION_DENIED);
    const persons = await t.app.inject({
      url: `${groups}/${before.supervisor.managerGroupId}/service-managers`,
      headers: member.auth,
    });
    expect(persons.json().data.map((p: { serviceManagerId: number }) => p.serviceManagerId)).toEqual([memberId]);
  });
});
