import type { ListPromotionMeetsQuery, ListPromotionUsersQuery, PromotionPosition } from "@johap/contracts";
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contains, type PageQuery, pageWindow } from "../../platform/sql";
import { meetParticipants, meets } from "../meetings/meetings.table";
import {
  promotionConnectionHistories,
  promotionExecutionHistories,
  promotionSessions,
  promotionUsers,
} from "./promotion.table";

export type PromotionUserRow = typeof promotionUsers.$inferSelect;

const outerMeetSeq = sql.raw('"meets"."meet_seq"');
const positionCount = (position: PromotionPosition) =>
  sql<number>`(select count(*)::int from ${promotionUsers}
    where ${promotionUsers.meetSeq} = ${outerMeetSeq} and ${promotionUsers.position} = ${position})`;
const liveParticipantCount = sql<number>`(select count(*)::int from ${meetParticipants}
  where ${meetParticipants.meetSeq} = ${outerMeetSeq} and ${meetParticipants.deletedAt} is null)`;

/** The meeting day in Seoul, for the list's period filter. */
const meetDay = sql`(${meets.meetAt} at time zone 'Asia/Seoul')::date`;

type MeetFilters = Omit<ListPromotionMeetsQuery, "page" | "pageSize"> & { meetSeq?: number };

function meetFilters(unionSeq: number, q: MeetFilters): SQL | undefined {
  return and(
    eq(meets.unionSeq, unionSeq),
    q.meetSeq ? eq(meets.meetSeq, q.meetSeq) : undefined,
    q.meetName ? contains(meets.name, q.meetName) : undefined,
    q.startDate ? sql`${meetDay} >= ${q.startDate}::date` : undefined,
    q.endDate ? sql`${meetDay} <= ${q.endDate}::date` : undefined,
    q.meetMethod ? eq(meets.meetMethod, q.meetMethod) : undefined,
    q.meetType ? eq(meets.meetType, q.meetType) : undefined,
  );
}

export type PromotionMeetRow = typeof meets.$inferSelect & {
  participantCount: number;
  promotionHeadCount: number;
  promotionManagerCount: number;
};

/** The union's meetings with their promotion counts, newest first (a page, or all for the Excel). */
export async function listPromotionMeetRows(
  db: Db,
  unionSeq: number,
  query: MeetFilters & PageQuery,
  opts: { isPaged: boolean },
): Promise<{ rows: PromotionMeetRow[]; total: number }> {
  const where = meetFilters(unionSeq, query);
  const select = db
    .select({
      meet: meets,
      participantCount: liveParticipantCount,
      promotionHeadCount: positionCount("HEAD"),
      promotionManagerCount: positionCount("PROM"),
    })
    .from(meets)
    .where(where)
    .orderBy(desc(meets.meetAt), desc(meets.meetSeq));
  const window = pageWindow(query);
  const [found, [total]] = await Promise.all([
    opts.isPaged ? select.limit(window.limit).offset(window.offset) : select,
    db.select({ n: count() }).from(meets).where(where),
  ]);
  return {
    rows: found.map((r) => ({
      ...r.meet,
      participantCount: r.participantCount + r.meet.virtualParticipantCount,
      promotionHeadCount: r.promotionHeadCount,
      promotionManagerCount: r.promotionManagerCount,
    })),
    total: total?.n ?? 0,
  };
}

const outerUserSeq = sql.raw('"promotion_users"."promotion_user_seq"');
const assignedCount = sql<number>`(select count(*)::int from ${meetParticipants}
  where ${meetParticipants.promotionUserSeq} = ${outerUserSeq} and ${meetParticipants.deletedAt} is null)`;

export type PromotionUserListRow = PromotionUserRow & { assignedParticipantCount: number };

function userFilters(meetSeq: number, q: Omit<ListPromotionUsersQuery, "page" | "pageSize">): SQL | undefined {
  return and(
    eq(promotionUsers.meetSeq, meetSeq),
    eq(promotionUsers.position, q.position),
    q.name ? contains(promotionUsers.name, q.name) : undefined,
    q.id ? contains(promotionUsers.loginId, q.id) : undefined,
    q.phoneNo ? contains(promotionUsers.phoneNo, q.phoneNo) : undefined,
    q.userStatus ? eq(promotionUsers.userStatus, q.userStatus) : undefined,
  );
}

/** The meeting's heads or managers matching the filters, newest first, with their assigned voter counts. */
export async function listPromotionUserRows(
  db: Db,
  meetSeq: number,
  query: Omit<ListPromotionUsersQuery, "page" | "pageSize"> & PageQuery,
  opts: { isPaged: boolean },
): Promise<{ rows: PromotionUserListRow[]; total: number }> {
  const where = userFilters(meetSeq, query);
  const select = db
    .select({ user: promotionUsers, assignedParticipantCount: assignedCount })
    .from(promotionUsers)
    .where(where)
    .orderBy(desc(promotionUsers.promotionUserSeq));
  const window = pageWindow(query);
  const [found, [total]] = await Promise.all([
    opts.isPaged ? select.limit(window.limit).offset(window.offset) : select,
    db.select({ n: count() }).from(promotionUsers).where(where),
  ]);
  return {
    rows: found.map((r) => ({ ...r.user, assignedParticipantCount: r.assignedParticipantCount })),
    total: total?.n ?? 0,
  };
}

export async function findPromotionUser(db: Db, meetSeq: number, promotionUserSeq: number) {
  const [row] = await db
    .select({ user: promotionUsers, assignedParticipantCount: assignedCount })
    .from(promotionUsers)
    .where(and(eq(promotionUsers.meetSeq, meetSeq), eq(promotionUsers.promotionUserSeq, promotionUserSeq)));
  return row ? { ...row.user, assignedParticipantCount: row.assignedParticipantCount } : null;
}

export async function findByPhone(db: Db, meetSeq: number, phoneNo: string) {
  const [row] = await db
    .select()
    .from(promotionUsers)
    .where(and(eq(promotionUsers.meetSeq, meetSeq), eq(promotionUsers.phoneNo, phoneNo)))
    .for("update");
  return row ?? null;
}

export async function isLoginIdTaken(db: Db, loginId: string) {
  const [row] = await db
    .select({ seq: promotionUsers.promotionUserSeq })
    .from(promotionUsers)
    .where(eq(promotionUsers.loginId, loginId));
  return row !== undefined;
}

/** The meeting's rows among `seqs`, locked. */
export async function lockUsers(db: Db, meetSeq: number, seqs: number[]) {
  return db
    .select()
    .from(promotionUsers)
    .where(and(eq(promotionUsers.meetSeq, meetSeq), inArray(promotionUsers.promotionUserSeq, seqs)))
    .for("update");
}

/** Ends every live session of the accounts (a re-sent password, an account set UNUSED). */
export async function revokeSessions(db: Db, seqs: number[], now = new Date()) {
  if (seqs.length === 0) return;
  await db
    .update(promotionSessions)
    .set({ revokedAt: now })
    .where(and(inArray(promotionSessions.promotionUserSeq, seqs), isNull(promotionSessions.revokedAt)));
}

/** Counts of the meeting: heads, managers and accounts in use. */
export async function promotionCountsOf(db: Db, meetSeq: number) {
  const rows = await db
    .select({ position: promotionUsers.position, userStatus: promotionUsers.userStatus, n: count() })
    .from(promotionUsers)
    .where(eq(promotionUsers.meetSeq, meetSeq))
    .groupBy(promotionUsers.position, promotionUsers.userStatus);
  const sum = (pick: (r: (typeof rows)[number]) => boolean) => rows.filter(pick).reduce((s, r) => s + r.n, 0);
  return {
    headCount: sum((r) => r.position === "HEAD"),
    managerCount: sum((r) => r.position === "PROM"),
    useCount: sum((r) => r.userStatus === "USE"),
  };
}

const historyUser = {
  promotionUserSeq: promotionUsers.promotionUserSeq,
  id: promotionUsers.loginId,
  name: promotionUsers.name,
  position: promotionUsers.position,
};

export async function listConnectionRows(db: Db, meetSeq: number, query: PageQuery & { promotionUserSeq?: number }) {
  const h = promotionConnectionHistories;
  const where = and(
    eq(h.meetSeq, meetSeq),
    query.promotionUserSeq ? eq(h.promotionUserSeq, query.promotionUserSeq) : undefined,
  );
  const window = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        connectionHistorySeq: h.connectionHistorySeq,
        ...historyUser,
        actionType: h.actionType,
        actionedAt: h.actionedAt,
      })
      .from(h)
      .innerJoin(promotionUsers, eq(promotionUsers.promotionUserSeq, h.promotionUserSeq))
      .where(where)
      .orderBy(desc(h.actionedAt), desc(h.connectionHistorySeq))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(h).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listExecutionRows(db: Db, meetSeq: number, query: PageQuery & { promotionUserSeq?: number }) {
  const h = promotionExecutionHistories;
  const where = and(
    eq(h.meetSeq, meetSeq),
    query.promotionUserSeq ? eq(h.promotionUserSeq, query.promotionUserSeq) : undefined,
  );
  const window = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        executionHistorySeq: h.executionHistorySeq,
        ...historyUser,
        menu: h.menu,
        message: h.message,
        actionedAt: h.actionedAt,
      })
      .from(h)
      .innerJoin(promotionUsers, eq(promotionUsers.promotionUserSeq, h.promotionUserSeq))
      .where(where)
      .orderBy(desc(h.actionedAt), desc(h.executionHistorySeq))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(h).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function recordConnection(
  db: Db,
  values: { meetSeq: number; promotionUserSeq: number; actionType: string; ipAddress: string },
) {
  await db.insert(promotionConnectionHistories).values(values);
}

export async function recordExecution(
  db: Db,
  values: { meetSeq: number; promotionUserSeq: number; menu: string; message: string },
) {
  await db.insert(promotionExecutionHistories).values(values);
}

/** The names of the promotion users among `seqs` (a voter's promotionUser); no query when there are none. */
export async function promotionNamesOf(db: Db, seqs: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(seqs.filter((seq): seq is number => seq !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ seq: promotionUsers.promotionUserSeq, name: promotionUsers.name })
    .from(promotionUsers)
    .where(inArray(promotionUsers.promotionUserSeq, wanted));
  return new Map(rows.map((row) => [row.seq, row.name]));
}
