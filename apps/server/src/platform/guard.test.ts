import { and, eq, gt, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSessions } from "../auth-server/auth-server.table";
import { unionManagers, unions } from "../modules/union-users/union-users.table";
import {
  createTestApp,
  type Session,
  signInMember,
  signInSupervisor,
  type TestApp,
  UNION_1,
  UNION_2,
} from "../test/test-app";
import { SESSION_MEMBERSHIP_SQL } from "./guard";

let t: TestApp;
let supervisor: Session;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
  member = await signInMember(t.app);
});
afterAll(() => t.close());

const raw = async (session: Session, unionSeq: number, at = new Date()) =>
  (await t.handle.executeSql(SESSION_MEMBERSHIP_SQL, [session.sessionId, unionSeq, session.serviceMemberId, at])).rows;

/** The same question through the query builder, typed by the table definitions. */
const built = (session: Session, unionSeq: number, at = new Date()) =>
  t.handle.db
    .select({
      sessionId: authSessions.sessionId,
      serviceManagerId: unionManagers.serviceManagerId,
      label: unionManagers.label,
      status: unionManagers.status,
      managerGroupId: unionManagers.managerGroupId,
      serviceEndAt: unions.serviceEndAt,
      isActivated: unions.isActivated,
    })
    .from(authSessions)
    .leftJoin(
      unionManagers,
      and(eq(unionManagers.unionSeq, unionSeq), eq(unionManagers.serviceMemberId, session.serviceMemberId)),
    )
    .leftJoin(unions, eq(unions.unionSeq, unionManagers.unionSeq))
    .where(
      and(
        eq(authSessions.sessionId, session.sessionId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, at),
      ),
    );

describe("the guard's session and membership statement", () => {
  it("answers a member's membership with the columns' types", async () => {
    await t.handle.db
      .update(unions)
      .set({ serviceEndAt: new Date("2099-12-31T00:00:00Z") })
      .where(eq(unions.unionSeq, UNION_1));
    const rows = await raw(member, UNION_1);
    expect(rows).toEqual(await built(member, UNION_1));
    expect(rows).toEqual([
      expect.objectContaining({
        serviceManagerId: expect.any(Number),
        label: "USER",
        status: "ACTIVE",
        serviceEndAt: new Date("2099-12-31T00:00:00Z"),
        isActivated: true,
      }),
    ]);
  });

  it("answers the live session with empty membership columns for another union", async () => {
    const rows = await raw(member, UNION_2);
    expect(rows).toEqual(await built(member, UNION_2));
    expect(rows).toEqual([
      {
        sessionId: member.sessionId,
        serviceManagerId: null,
        label: null,
        status: null,
        managerGroupId: null,
        serviceEndAt: null,
        isActivated: null,
      },
    ]);
    // The supervisor manages union 2: the same statement answers their membership, not an empty row.
    const supervisorRows = await raw(supervisor, UNION_2);
    expect(supervisorRows).toEqual(await built(supervisor, UNION_2));
    expect(supervisorRows).toEqual([
      expect.objectContaining({ sessionId: supervisor.sessionId, label: "SUPERVISOR", status: "ACTIVE" }),
    ]);
  });

  it("answers nothing for an expired or revoked session", async () => {
    // Live now: the empty answers below are the expiry's and the revocation's, not a wrong session id's.
    expect(await raw(supervisor, UNION_1)).toEqual([expect.objectContaining({ sessionId: supervisor.sessionId })]);
    expect(await built(supervisor, UNION_1)).toHaveLength(1);
    const later = new Date(Date.now() + 400 * 24 * 3600 * 1000);
    expect(await raw(supervisor, UNION_1, later)).toEqual([]);
    expect(await built(supervisor, UNION_1, later)).toEqual([]);
    await t.handle.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(eq(authSessions.sessionId, supervisor.sessionId));
    expect(await raw(supervisor, UNION_1)).toEqual([]);
    expect(await built(supervisor, UNION_1)).toEqual([]);
  });
});
