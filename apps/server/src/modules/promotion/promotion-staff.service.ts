import { randomUUID } from "node:crypto";
import { ERROR_CODES, PROMOTION_MESSAGES as M, PROMOTION_SESSION_TTL_SECONDS } from "@johap/contracts";
import { verify } from "@node-rs/argon2";
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import type { ServerSecrets } from "../../auth-server/server-secrets";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { meetParticipants, meets } from "../meetings/meetings.table";
import { recordConnection, recordExecution } from "./promotion.repository";
import { promotionSessions, promotionUsers } from "./promotion.table";
import { type PromotionClaims, signPromotionToken } from "./promotion-token";

const badCredentials = () => new AppError(401, ERROR_CODES.OAUTH_BAD_CREDENTIALS, M.badCredentials);

/** A hash to verify against when the id is unknown, so a wrong id takes as long as a wrong password. */
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0wM0n7dM1mKc3fV1Z3ZQ0mJb3cYyH8m0Xy6Vq0vQy1k";

/**
 * Sign-in of a promotion account with the id and temporary password texted to it. A refused sign-in of a known
 * account is written as LOGIN_FAIL, a sign-in as LOGIN (접속 이력), with the caller's address.
 */
export async function signInPromotion(opts: {
  db: Db;
  secrets: ServerSecrets;
  id: string;
  password: string;
  ipAddress: string;
}) {
  const [user] = await opts.db.select().from(promotionUsers).where(eq(promotionUsers.loginId, opts.id));
  const isMatch = await verify(user?.passwordHash ?? DUMMY_HASH, opts.password).catch(() => false);
  if (!user) throw badCredentials();
  const history = { meetSeq: user.meetSeq, promotionUserSeq: user.promotionUserSeq, ipAddress: opts.ipAddress };
  if (!isMatch || !user.passwordHash || user.userStatus !== "USE") {
    await recordConnection(opts.db, { ...history, actionType: "LOGIN_FAIL" });
    throw badCredentials();
  }
  const sessionId = randomUUID();
  const now = new Date();
  const claims: PromotionClaims = {
    promotionUserSeq: user.promotionUserSeq,
    meetSeq: user.meetSeq,
    unionSeq: user.unionSeq,
    sessionId,
  };
  const token = await signPromotionToken(opts.secrets, claims, now);
  await opts.db.transaction(async (tx) => {
    await tx.insert(promotionSessions).values({
      sessionId,
      promotionUserSeq: user.promotionUserSeq,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PROMOTION_SESSION_TTL_SECONDS * 1000),
    });
    await recordConnection(tx, { ...history, actionType: "LOGIN" });
  });
  return {
    accessToken: token.accessToken,
    expiresAt: token.expiresAt.toISOString(),
    promotionUserSeq: user.promotionUserSeq,
    meetSeq: user.meetSeq,
    name: user.name,
    position: user.position as "HEAD" | "PROM",
  };
}

/** Sign-out: the session ends and LOGOUT is written. */
export async function signOutPromotion(opts: { db: Db; claims: PromotionClaims; ipAddress: string }) {
  await opts.db.transaction(async (tx) => {
    await tx
      .update(promotionSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(promotionSessions.sessionId, opts.claims.sessionId), isNull(promotionSessions.revokedAt)));
    await recordConnection(tx, {
      meetSeq: opts.claims.meetSeq,
      promotionUserSeq: opts.claims.promotionUserSeq,
      actionType: "LOGOUT",
      ipAddress: opts.ipAddress,
    });
  });
  return { isSignedOut: true };
}

/**
 * 담당 선거인: the voters assigned to the account (a head also sees its managers' voters): register number, name,
 * phone and attendance intent. Never a vote, a vote status or a ballot. Written to the execution history.
 */
export async function assignedVoters(opts: { db: Db; claims: PromotionClaims }) {
  const { db, claims } = opts;
  const team = await db
    .select({ seq: promotionUsers.promotionUserSeq })
    .from(promotionUsers)
    .where(
      and(
        eq(promotionUsers.meetSeq, claims.meetSeq),
        or(
          eq(promotionUsers.promotionUserSeq, claims.promotionUserSeq),
          eq(promotionUsers.headPromotionUserSeq, claims.promotionUserSeq),
        ),
      ),
    );
  const rows = await db
    .select({
      meetParticipantSeq: meetParticipants.meetParticipantSeq,
      no: meetParticipants.unionRegisterNoMain,
      sub: meetParticipants.unionRegisterNoSub,
      name: meetParticipants.name,
      phoneNo: meetParticipants.phoneNo,
      attendExpectedType: meetParticipants.attendExpectedType,
    })
    .from(meetParticipants)
    .where(
      and(
        eq(meetParticipants.meetSeq, claims.meetSeq),
        inArray(
          meetParticipants.promotionUserSeq,
          team.map((t) => t.seq),
        ),
        isNull(meetParticipants.deletedAt),
      ),
    )
    .orderBy(asc(meetParticipants.unionRegisterNoMain), asc(meetParticipants.unionRegisterNoSub));
  await recordExecution(db, {
    meetSeq: claims.meetSeq,
    promotionUserSeq: claims.promotionUserSeq,
    menu: "담당 선거인",
    message: `담당 선거인 목록 조회 (${rows.length}명)`,
  });
  return rows.map((r) => ({
    meetParticipantSeq: r.meetParticipantSeq,
    unionRegisterNo: `${r.no}-${r.sub}`,
    name: r.name,
    phoneNo: r.phoneNo,
    attendExpectedType: r.attendExpectedType,
  }));
}

/** The signed-in account and its meeting's name and time. */
export async function promotionMe(opts: { db: Db; claims: PromotionClaims }) {
  const [row] = await opts.db
    .select({ user: promotionUsers, meetName: meets.name, meetAt: meets.meetAt })
    .from(promotionUsers)
    .innerJoin(meets, eq(meets.meetSeq, promotionUsers.meetSeq))
    .where(eq(promotionUsers.promotionUserSeq, opts.claims.promotionUserSeq));
  if (!row) throw new AppError(401, ERROR_CODES.SESSION_MISSING, M.sessionMissing);
  return {
    promotionUserSeq: row.user.promotionUserSeq,
    id: row.user.loginId,
    name: row.user.name,
    position: row.user.position as "HEAD" | "PROM",
    meetSeq: row.user.meetSeq,
    meetName: row.meetName,
    meetAt: row.meetAt.toISOString(),
  };
}
