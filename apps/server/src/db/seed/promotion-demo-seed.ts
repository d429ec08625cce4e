import { hash } from "@node-rs/argon2";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { members } from "../../modules/account/account.table";
import { meetParticipants, meets } from "../../modules/meetings/meetings.table";
import {
  promotionConnectionHistories,
  promotionExecutionHistories,
  promotionUsers,
} from "../../modules/promotion/promotion.table";
import type { Db } from "../client";
import { DEMO_MEET_NAME } from "./meetings-demo-plan";

/** The relay link of the in-progress meeting (a public YouTube live stream). */
export const DEMO_LIVE_STREAM_URL = "https://www.youtube.com/watch?v=jfKfPfyJRdk";
/** The demo promotion head's sign-in (its account was "sent"): id and password. */
export const DEMO_PROMOTION_LOGIN = { id: "hpdemo01", password: "promo1234!" } as const;

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

type StaffPlan = {
  loginId: string;
  name: string;
  phoneNo: string;
  memo: string;
  position: "HEAD" | "PROM";
  /** Index of its head in the plan (managers). */
  head?: number;
  isSent: boolean;
  isUnused?: boolean;
};

const IN_PROGRESS: StaffPlan[] = [
  {
    loginId: DEMO_PROMOTION_LOGIN.id,
    name: "김정호",
    phoneNo: "01051230001",
    memo: "1·2동 담당 팀",
    position: "HEAD",
    isSent: true,
  },
  {
    loginId: "hpdemo02",
    name: "이서연",
    phoneNo: "01051230002",
    memo: "3·4동 담당 팀",
    position: "HEAD",
    isSent: true,
  },
  { loginId: "hpdemo03", name: "박민수", phoneNo: "01051230003", memo: "상가 담당", position: "HEAD", isSent: true },
  {
    loginId: "hpdemo04",
    name: "최영희",
    phoneNo: "01051230004",
    memo: "외지 조합원 담당",
    position: "HEAD",
    isSent: false,
  },
  {
    loginId: "hpdemo05",
    name: "정우진",
    phoneNo: "01051230005",
    memo: "활동 중단",
    position: "HEAD",
    isSent: true,
    isUnused: true,
  },
  { loginId: "hpdemo11", name: "한지민", phoneNo: "01051230011", memo: "", position: "PROM", head: 0, isSent: true },
  { loginId: "hpdemo12", name: "오세훈", phoneNo: "01051230012", memo: "", position: "PROM", head: 0, isSent: true },
  { loginId: "hpdemo13", name: "서지우", phoneNo: "01051230013", memo: "", position: "PROM", head: 1, isSent: true },
  { loginId: "hpdemo14", name: "윤하늘", phoneNo: "01051230014", memo: "", position: "PROM", head: 1, isSent: false },
  { loginId: "hpdemo15", name: "강도윤", phoneNo: "01051230015", memo: "", position: "PROM", head: 2, isSent: true },
  { loginId: "hpdemo16", name: "임수아", phoneNo: "01051230016", memo: "", position: "PROM", head: 2, isSent: false },
];

const UPCOMING: StaffPlan[] = [
  {
    loginId: "hpdemo21",
    name: "김정호",
    phoneNo: "01051230001",
    memo: "임시총회 1팀",
    position: "HEAD",
    isSent: false,
  },
  {
    loginId: "hpdemo22",
    name: "문채원",
    phoneNo: "01051230022",
    memo: "임시총회 2팀",
    position: "HEAD",
    isSent: false,
  },
  { loginId: "hpdemo23", name: "배수현", phoneNo: "01051230023", memo: "", position: "PROM", head: 0, isSent: false },
];

async function meetNamed(db: Db, unionSeq: number, name: string) {
  const [row] = await db
    .select()
    .from(meets)
    .where(and(eq(meets.unionSeq, unionSeq), eq(meets.name, name)));
  return row ?? null;
}

/** Registers the plan's staff on the meeting; answers their seqs in plan order. */
async function insertStaff(
  db: Db,
  meet: typeof meets.$inferSelect,
  plan: StaffPlan[],
  passwordHash: string,
  createdBy: number | null,
  now: number,
) {
  const seqs: number[] = [];
  for (const [i, staff] of plan.entries()) {
    const createdAt = new Date(now - (12 - i) * DAY);
    const [row] = await db
      .insert(promotionUsers)
      .values({
        unionSeq: meet.unionSeq,
        meetSeq: meet.meetSeq,
        loginId: staff.loginId,
        name: staff.name,
        phoneNo: staff.phoneNo,
        memo: staff.memo,
        position: staff.position,
        userStatus: staff.isUnused ? "UNUSED" : "USE",
        headPromotionUserSeq: staff.head === undefined ? null : (seqs[staff.head] ?? null),
        passwordHash: staff.isSent ? passwordHash : null,
        accountSentAt: staff.isSent ? new Date(createdAt.getTime() + 2 * HOUR) : null,
        accountSendCount: staff.isSent ? 1 : 0,
        createdBy,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    seqs.push(row!.promotionUserSeq);
  }
  return seqs;
}

/**
 * 홍보 관리 demo (spec 03 §2.11): heads and managers on union 1's in-progress meeting (accounts sent to most, one
 * head set 미사용, voters assigned to them, sign-ins, sign-outs and a refused sign-in, and their voter-list reads)
 * and two heads and a manager on the upcoming meeting; the in-progress meeting gets its relay link (현장중계).
 * The demo head signs in as `hpdemo01` / `promo1234!`.
 */
export async function seedDemoPromotion(db: Db, unionSeq: number, createdByLoginId: string) {
  const inProgress = await meetNamed(db, unionSeq, DEMO_MEET_NAME);
  if (!inProgress) return false;
  const [already] = await db
    .select({ seq: promotionUsers.promotionUserSeq })
    .from(promotionUsers)
    .where(eq(promotionUsers.meetSeq, inProgress.meetSeq))
    .limit(1);
  if (already) return false;
  const [creator] = await db.select().from(members).where(eq(members.loginId, createdByLoginId));
  const createdBy = creator?.memberSeq ?? null;
  const now = Date.now();
  const passwordHash = await hash(DEMO_PROMOTION_LOGIN.password);

  await db.update(meets).set({ liveStreamUrl: DEMO_LIVE_STREAM_URL }).where(eq(meets.meetSeq, inProgress.meetSeq));
  const seqs = await insertStaff(db, inProgress, IN_PROGRESS, passwordHash, createdBy, now);

  // Voters assigned in register order to the staff in use (about two thirds of the voters).
  const usable = seqs.filter((_, i) => !IN_PROGRESS[i]!.isUnused);
  const voters = await db
    .select({ seq: meetParticipants.meetParticipantSeq })
    .from(meetParticipants)
    .where(and(eq(meetParticipants.meetSeq, inProgress.meetSeq), isNull(meetParticipants.deletedAt)))
    .orderBy(asc(meetParticipants.unionRegisterNoMain), asc(meetParticipants.unionRegisterNoSub));
  const assignedCount = Math.floor((voters.length * 2) / 3);
  const byStaff = new Map<number, number[]>();
  voters.slice(0, assignedCount).forEach((voter, i) => {
    const staff = usable[i % usable.length]!;
    byStaff.set(staff, [...(byStaff.get(staff) ?? []), voter.seq]);
  });
  for (const [staff, voterSeqs] of byStaff) {
    for (let i = 0; i < voterSeqs.length; i += 500) {
      await db
        .update(meetParticipants)
        .set({ promotionUserSeq: staff })
        .where(inArray(meetParticipants.meetParticipantSeq, voterSeqs.slice(i, i + 500)));
    }
  }

  // Sign-ins over the last five days: each sent account in use signs in, reads its voters, and mostly signs out.
  for (const [i, staff] of IN_PROGRESS.entries()) {
    if (!staff.isSent) continue;
    const seq = seqs[i]!;
    const base = { meetSeq: inProgress.meetSeq, promotionUserSeq: seq };
    if (staff.isUnused) {
      await db.insert(promotionConnectionHistories).values({
        ...base,
        actionType: "LOGIN_FAIL",
        ipAddress: "203.0.113.25",
        actionedAt: new Date(now - 20 * HOUR),
      });
      continue;
    }
    const assigned = (byStaff.get(seq) ?? []).length;
    for (let day = 5; day >= 1; day -= 2 - (i % 2)) {
      const at = now - day * DAY + (9 + i) * HOUR;
      const ipAddress = `198.51.100.${10 + i}`;
      await db
        .insert(promotionConnectionHistories)
        .values([
          { ...base, actionType: "LOGIN", ipAddress, actionedAt: new Date(at) },
          ...(day % 2 === 1 || i === 0
            ? [{ ...base, actionType: "LOGOUT", ipAddress, actionedAt: new Date(at + 40 * 60 * 1000) }]
            : []),
        ]);
      await db.insert(promotionExecutionHistories).values({
        ...base,
        menu: "담당 선거인",
        message: `담당 선거인 목록 조회 (${staff.position === "HEAD" ? assigned + Math.floor(assigned / 2) : assigned}명)`,
        actionedAt: new Date(at + 5 * 60 * 1000),
      });
    }
    if (i === 1) {
      await db
        .insert(promotionConnectionHistories)
        .values({ ...base, actionType: "LOGIN_FAIL", ipAddress: "198.51.100.11", actionedAt: new Date(now - 3 * DAY) });
    }
  }

  const upcoming = await meetNamed(db, unionSeq, "2026년 제1차 임시총회");
  if (upcoming) await insertStaff(db, upcoming, UPCOMING, passwordHash, createdBy, now);
  return true;
}
