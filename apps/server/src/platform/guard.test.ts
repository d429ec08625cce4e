import { ALL_SUB_MENU_IDS, MENU_CODES, SUB_MENUS } from "@johap/contracts";
import { and, eq, exists, gt, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSessions } from "../auth-server/auth-server.table";
import { allowsMenu, isRestrictedSubMenu } from "../modules/permissions/menu-access";
import { managerGroupMenus } from "../modules/permissions/permissions.table";
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
import { LIVE_SESSION, menuGrantsOf, type RunStatement, SESSION_MEMBERSHIP, statementRunner } from "./guard";
import { appendLedgerEntry } from "./ledger";

let t: TestApp;
let supervisor: Session;
let member: Session;
let run: RunStatement;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await signInSupervisor(t.app);
  member = await signInMember(t.app);
  // As the guard runs them: named prepared statements on PostgreSQL, plain ones on PGlite.
  run = statementRunner(t.handle.db, t.handle.executeSql);
});
afterAll(() => t.close());

const idsText = (ids: number[]) => `{${ids.join(",")}}`;
const raw = (session: Session, unionSeq: number, at = new Date(), menuIds: number[] = []) =>
  run(SESSION_MEMBERSHIP, [session.sessionId, unionSeq, session.serviceMemberId, at, idsText(menuIds)]);

/** The same question through the query builder, typed by the table definitions. */
const built = (session: Session, unionSeq: number, at = new Date(), menuIds: number[] = []) =>
  t.handle.db
    .select({
      sessionId: authSessions.sessionId,
      expiresAt: authSessions.expiresAt,
      serviceManagerId: unionManagers.serviceManagerId,
      label: unionManagers.label,
      status: unionManagers.status,
      managerGroupId: unionManagers.managerGroupId,
      serviceEndAt: unions.serviceEndAt,
      isActivated: unions.isActivated,
      groupGrants:
        menuIds.length === 0
          ? sql<boolean>`false`
          : exists(
              t.handle.db
                .select({ one: sql`1` })
                .from(managerGroupMenus)
                .where(
                  and(
                    eq(managerGroupMenus.managerGroupId, unionManagers.managerGroupId),
                    inArray(managerGroupMenus.menuId, menuIds),
                  ),
                ),
            ),
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

const idOf = (code: string) => SUB_MENUS.find((s) => s.code === code)!.menuId;
const groupIdsOf = (menu: string, isWrite: boolean) =>
  menuGrantsOf(menu, isWrite).groupMenuIds.slice(1, -1).split(",").filter(Boolean).map(Number);

describe("the menus that pass a route's check", () => {
  it("grants a USER's group exactly what assertMembershipAllows grants, one held sub-menu at a time", () => {
    for (const menu of MENU_CODES) {
      for (const isWrite of [false, true]) {
        const ids = groupIdsOf(menu, isWrite);
        for (const held of ALL_SUB_MENU_IDS) {
          // What the group grants: its sub-menus less the supervisor-only ones (grantedMenuIds).
          const granted = new Set([held].filter((id) => !isRestrictedSubMenu(id)));
          expect(ids.includes(held), `${menu} ${isWrite ? "write" : "read"} with ${held}`).toBe(
            allowsMenu(granted, menu, isWrite),
          );
        }
      }
    }
  });

  it("lets the supervisor through every menu, reading and changing", () => {
    for (const menu of MENU_CODES) {
      for (const isWrite of [false, true]) {
        expect(menuGrantsOf(menu, isWrite).supervisor).toBe(allowsMenu(new Set(ALL_SUB_MENU_IDS), menu, isWrite));
        expect(menuGrantsOf(menu, isWrite).supervisor).toBe(true);
      }
    }
    expect(groupIdsOf("M0401", false)).toEqual([idOf("M040101"), idOf("M040102")]);
    expect(groupIdsOf("M0401", true)).toEqual([idOf("M040102")]);
    expect(groupIdsOf("M1101", false)).toEqual([]);
  });
});

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
        groupGrants: false,
      }),
    ]);
  });

  it("answers whether the member's group holds one of the given sub-menus", async () => {
    // The demo member's group holds 문자 (M0403) but not 충전 및 사용 내역 (M1103).
    const sms = groupIdsOf("M0403", true);
    const billing = groupIdsOf("M1103", false);
    expect(await raw(member, UNION_1, new Date(), sms)).toEqual(await built(member, UNION_1, new Date(), sms));
    expect(await raw(member, UNION_1, new Date(), sms)).toEqual([expect.objectContaining({ groupGrants: true })]);
    expect(await raw(member, UNION_1, new Date(), billing)).toEqual(await built(member, UNION_1, new Date(), billing));
    expect(await raw(member, UNION_1, new Date(), billing)).toEqual([expect.objectContaining({ groupGrants: false })]);
  });

  it("answers the live session with empty membership columns for another union", async () => {
    const rows = await raw(member, UNION_2);
    expect(rows).toEqual(await built(member, UNION_2));
    expect(rows).toEqual([
      {
        sessionId: member.sessionId,
        expiresAt: expect.any(Date),
        serviceManagerId: null,
        label: null,
        status: null,
        managerGroupId: null,
        serviceEndAt: null,
        isActivated: null,
        groupGrants: false,
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
    const supervisor = await signInSupervisor(t.app);
    // Live now: the empty answers below are the expiry's and the revocation's, not a wrong session id's.
    expect(await raw(supervisor, UNION_1)).toEqual([expect.objectContaining({ sessionId: supervisor.sessionId })]);
    expect(await built(supervisor, UNION_1)).toHaveLength(1);
    expect(await run(LIVE_SESSION, [supervisor.sessionId, new Date()])).toHaveLength(1);
    const later = new Date(Date.now() + 400 * 24 * 3600 * 1000);
    expect(await raw(supervisor, UNION_1, later)).toEqual([]);
    expect(await built(supervisor, UNION_1, later)).toEqual([]);
    expect(await run(LIVE_SESSION, [supervisor.sessionId, later])).toEqual([]);
    await t.handle.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(eq(authSessions.sessionId, supervisor.sessionId));
    expect(await raw(supervisor, UNION_1)).toEqual([]);
    expect(await built(supervisor, UNION_1)).toEqual([]);
    expect(await run(LIVE_SESSION, [supervisor.sessionId, new Date()])).toEqual([]);
  });
});

describe("what the guard remembers between calls", () => {
  // Each change is written straight to the table, as another process or an operator would: the guard
  // hears it through the database's change feed, not from the route that made it.
  const sms = `/v1/unions/${UNION_1}/sms?page=0&pageSize=10`;
  const call = (session: Session, url = sms) => t.app.inject({ method: "GET", url, headers: session.auth });
  const codeOf = async (session: Session, url = sms) => {
    const response = await call(session, url);
    return response.statusCode === 200 ? 200 : `${response.statusCode} ${response.json().code}`;
  };

  it("refuses a member at once when the membership, the group's menus or the union change", async () => {
    const member = await signInMember(t.app);
    expect(await codeOf(member)).toBe(200);
    expect(await codeOf(member)).toBe(200);
    const [membership] = await t.handle.db
      .select()
      .from(unionManagers)
      .where(and(eq(unionManagers.unionSeq, UNION_1), eq(unionManagers.serviceMemberId, member.serviceMemberId)));
    const where = eq(unionManagers.serviceManagerId, membership!.serviceManagerId);

    await t.handle.db.update(unionManagers).set({ status: "REVOKED" }).where(where);
    expect(await codeOf(member)).toBe("403 E00504");
    await t.handle.db.update(unionManagers).set({ status: "ACTIVE" }).where(where);
    expect(await codeOf(member)).toBe(200);

    const smsMenuIds = groupIdsOf("M0403", false);
    const groupMenus = and(
      eq(managerGroupMenus.managerGroupId, membership!.managerGroupId!),
      inArray(managerGroupMenus.menuId, smsMenuIds),
    );
    const held = await t.handle.db.select().from(managerGroupMenus).where(groupMenus);
    await t.handle.db.delete(managerGroupMenus).where(groupMenus);
    expect(await codeOf(member)).toMatch(/^403 /);
    await t.handle.db.insert(managerGroupMenus).values(held);
    expect(await codeOf(member)).toBe(200);

    await t.handle.db.update(unions).set({ isActivated: false }).where(eq(unions.unionSeq, UNION_1));
    const ended = await codeOf(member);
    await t.handle.db.update(unions).set({ isActivated: true }).where(eq(unions.unionSeq, UNION_1));
    expect(ended).toMatch(/^403 /);
    expect(await codeOf(member)).toBe(200);
  });

  it("refuses a revoked session at once, on union routes and others", async () => {
    const session = await signInSupervisor(t.app);
    const me = "/v2/unions/activations";
    expect(await codeOf(session)).toBe(200);
    expect((await call(session, me)).statusCode).toBe(200);
    await t.handle.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(eq(authSessions.sessionId, session.sessionId));
    expect(await codeOf(session)).toMatch(/^401 /);
    expect((await call(session, me)).statusCode).toBe(401);
  });

  it("answers service-info's balance anew once the union's ledger moves", async () => {
    const session = await signInSupervisor(t.app);
    const url = `/v1/unions/${UNION_1}/service-info`;
    const before = (await call(session, url)).json().data;
    expect((await call(session, url)).json().data).toEqual(before);
    await appendLedgerEntry(t.handle.db, {
      unionSeq: UNION_1,
      creditType: "POINT",
      kind: "CHARGE",
      serviceType: "TEST",
      amount: 700,
    });
    expect((await call(session, url)).json().data.pointBalance).toBe(before.pointBalance + 700);
  });
});
