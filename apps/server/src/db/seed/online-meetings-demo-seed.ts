import crypto from "node:crypto";
import { ONLINE_MEETING_COST, ONLINE_MEETING_SERVICE_TYPE } from "@johap/contracts";
import { and, asc, eq, isNull } from "drizzle-orm";
import { members } from "../../modules/account/account.table";
import { meetParticipants, meets } from "../../modules/meetings/meetings.table";
import {
  onlineGeneralMeetings,
  onlineMeetingNotices,
  onlineMeetingOpinions,
  onlineMeetingSpeeches,
  onlineMeetingViewers,
} from "../../modules/online-meetings/online-meetings.table";
import { appendLedgerEntry } from "../../platform/ledger";
import { streamingConfig } from "../../providers/streaming/config";
import { streamingSimulator } from "../../providers/streaming/simulator";
import type { Db } from "../client";
import { DEMO_MEET_NAME } from "./meetings-demo-plan";

const MINUTE = 60_000;
const VIEWERS = 48;
/** Of the viewers, these stopped polling a while ago (left or dropped): the live count is lower than the total. */
const GONE = 9;

const OPINIONS: [string, string | null][] = [
  ["제2호 안건 조합장 후보들의 공약 자료를 다시 보여주실 수 있나요?", "네, 화면에 다시 띄워 드리겠습니다."],
  ["소리가 조금 작습니다. 음량을 키워 주세요.", "음향 조정하였습니다. 불편을 드려 죄송합니다."],
  ["결산 자료의 외부 감사 의견은 어디서 볼 수 있나요?", "조합 홈페이지 자료실에 게시되어 있습니다."],
  ["이사 선임 안건은 몇 명까지 선택할 수 있나요?", null],
  ["온라인 투표는 언제 시작하나요?", null],
  ["대리인으로 참석했는데 투표도 가능한가요?", null],
  ["현장 참석자 수도 알려 주세요.", null],
];

/**
 * The online meeting of union 1's in-progress meeting (2026년 정기총회, issue 18): CREATED and broadcasting for the
 * last 35 minutes on the streaming simulator's channel, with attendees (some no longer watching), opinions (some
 * answered), speech requests in every state and notices, so the 온라인 총회 dashboard is alive in the demo.
 */
export async function seedDemoOnlineMeetings(db: Db, unionSeq: number, staffLoginId: string) {
  const [meet] = await db
    .select()
    .from(meets)
    .where(and(eq(meets.unionSeq, unionSeq), eq(meets.name, DEMO_MEET_NAME)));
  if (!meet) return;
  const [staff] = await db
    .select({ memberSeq: members.memberSeq })
    .from(members)
    .where(eq(members.loginId, staffLoginId));
  const staffSeq = staff?.memberSeq ?? null;
  const now = Date.now();
  const ago = (minutes: number) => new Date(now - minutes * MINUTE);

  const streaming = streamingSimulator({ db, config: streamingConfig(), now: () => ago(35) });
  const channel = await streaming.createChannel({ name: `${meet.name} 온라인 총회` });
  await streaming.start(channel.channelId);

  const [online] = await db
    .insert(onlineGeneralMeetings)
    .values({
      meetSeq: meet.meetSeq,
      unionSeq,
      serviceStatus: "CREATED",
      appliedBy: staffSeq,
      appliedAt: new Date(now - 3 * 24 * 60 * MINUTE),
      confirmedAt: new Date(now - 3 * 24 * 60 * MINUTE + 5 * MINUTE),
      createdAt: ago(60),
      cost: ONLINE_MEETING_COST,
      accessCode: crypto.randomBytes(12).toString("base64url"),
      channelId: channel.channelId,
      playUrl: channel.playbackUrl,
      encoderUrl: channel.ingestUrl,
      streamKey: channel.streamKey,
      streamKeyExpiresAt: channel.streamKeyExpiresAt,
      stageArn: channel.stageArn,
      adminId: channel.adminId,
      adminPassword: channel.adminPassword,
      streamingStatus: "BROADCASTING",
      startAt: ago(35),
    })
    .returning();
  const id = online!.onlineGeneralMeetingSeq;
  await appendLedgerEntry(db, {
    unionSeq,
    creditType: "DEPOSIT",
    kind: "USAGE",
    serviceType: ONLINE_MEETING_SERVICE_TYPE,
    amount: -ONLINE_MEETING_COST,
    description: `온라인 총회 신청 (${meet.name})`,
    reference: `online-meeting:${id}`,
    idempotencyKey: `online-meeting-apply:${id}`,
    createdAt: new Date(now - 3 * 24 * 60 * MINUTE),
  });

  // Voters who did not attend on site and have a phone join online, a minute or so apart.
  const voters = await db
    .select()
    .from(meetParticipants)
    .where(
      and(
        eq(meetParticipants.meetSeq, meet.meetSeq),
        isNull(meetParticipants.deletedAt),
        eq(meetParticipants.attendanceCategory, "NOT_ATTEND"),
      ),
    )
    .orderBy(asc(meetParticipants.unionRegisterNoMain), asc(meetParticipants.unionRegisterNoSub))
    .limit(VIEWERS);
  const viewers: (typeof onlineMeetingViewers.$inferSelect)[] = [];
  for (const [i, voter] of voters.entries()) {
    const isAgent = voter.agent?.phoneNo ? 1 : 0;
    const joinedAt = ago(34 - Math.floor((i * 30) / voters.length));
    const isGone = i >= voters.length - GONE;
    const [viewer] = await db
      .insert(onlineMeetingViewers)
      .values({
        onlineGeneralMeetingSeq: id,
        meetParticipantSeq: voter.meetParticipantSeq,
        name: isAgent ? (voter.agent?.name ?? voter.name) : voter.name,
        phone: isAgent ? (voter.agent?.phoneNo ?? "") : voter.phoneNo,
        isAgent,
        attendanceStatus: isGone && i % 2 === 0 ? "LEAVE" : "ATTEND",
        joinedAt,
        lastSeenAt: isGone ? ago(12) : new Date(now),
        leftAt: isGone && i % 2 === 0 ? ago(12) : null,
      })
      .returning();
    await db
      .update(meetParticipants)
      .set({ attendanceCategory: "ONLINE", attendAt: joinedAt })
      .where(eq(meetParticipants.meetParticipantSeq, voter.meetParticipantSeq));
    viewers.push(viewer!);
  }
  if (viewers.length === 0) return;
  const viewerAt = (i: number) => viewers[i % viewers.length]!;

  for (const [i, [comment, answer]] of OPINIONS.entries()) {
    const commentAt = ago(30 - i * 4);
    await db.insert(onlineMeetingOpinions).values({
      onlineGeneralMeetingSeq: id,
      viewerSeq: viewerAt(i * 3).viewerSeq,
      comment,
      commentAt,
      status: answer ? "COMPLETED" : "PENDING",
      answer,
      answeredAt: answer ? new Date(commentAt.getTime() + 2 * MINUTE) : null,
      answeredBy: answer ? staffSeq : null,
    });
  }

  const speeches: [number, "VOICE" | "PHONE", string, number][] = [
    [1, "VOICE", "COMPLETED", 28],
    [4, "PHONE", "CANCELED", 22],
    [7, "VOICE", "REQUESTED", 6],
    [10, "PHONE", "REQUESTED", 2],
  ];
  for (const [viewer, category, status, minutes] of speeches) {
    await db.insert(onlineMeetingSpeeches).values({
      onlineGeneralMeetingSeq: id,
      viewerSeq: viewerAt(viewer).viewerSeq,
      speechCategory: category,
      status,
      registeredAt: ago(minutes),
      updatedAt: ago(Math.max(0, minutes - 3)),
      updatedBy: status === "REQUESTED" ? null : staffSeq,
    });
  }

  const notices: [string, number][] = [
    ["온라인 총회에 오신 것을 환영합니다. 잠시 후 총회를 시작합니다.", 35],
    ["제1호 안건 설명이 진행 중입니다. 의견은 참석자 의견 창에 남겨 주세요.", 20],
    ["온라인 투표는 총회 시간에 맞춰 시작됩니다. 투표 시작 시 문자로 안내드립니다.", 5],
  ];
  for (const [message, minutes] of notices) {
    await db
      .insert(onlineMeetingNotices)
      .values({ onlineGeneralMeetingSeq: id, message, createdBy: staffSeq, createdAt: ago(minutes) });
  }
}
