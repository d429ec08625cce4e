import crypto from "node:crypto";
import { ONLINE_MEETING_COST, ONLINE_MEETING_SERVICE_TYPE } from "@johap/contracts";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { members } from "../../modules/account/account.table";
import { registerSeqsOf, votersFromRegister } from "../../modules/meetings/meet-voters.mapper";
import { onlineGeneralMeetings, onlineMeetingNotices } from "../../modules/online-meetings/online-meetings.table";
import { appendLedgerEntry } from "../../platform/ledger";
import { streamingConfig } from "../../providers/streaming/config";
import { streamingSimulator } from "../../providers/streaming/simulator";
import type { Db } from "../client";
import { DEMO_MEET_PASSWORD, insertDemoMeeting, insertDemoVoters } from "./meetings-demo-writers";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The on-site meeting whose online meeting is on air now and may start its vote (the meeting time has come). */
export const DEMO_ONLINE_VOTE_MEET_NAME = "2026년 온라인 임시총회";
/** Its voters: the register's first owners. */
const VOTERS = 40;

/**
 * An on-site meeting of union 1 that began 20 minutes ago (PROCESS, SPECIAL) with its online meeting CREATED and
 * broadcasting on the streaming simulator, the online vote not started yet, and one notice: where the console's
 * 투표 시작하기 is allowed (the meeting time has come) and the attendees' viewer (/m/o/{accessCode}) shows the whole
 * journey, from joining to the online ballot. The e2e of the viewer uses it.
 */
export async function seedDemoOnlineVote(db: Db, unionSeq: number, staffLoginId: string) {
  const now = Date.now();
  const ago = (minutes: number) => new Date(now - minutes * MINUTE);
  const meetAt = ago(20);
  const createdAt = new Date(now - 20 * DAY);
  const [staff] = await db
    .select({ memberSeq: members.memberSeq })
    .from(members)
    .where(eq(members.loginId, staffLoginId));
  const { meet } = await insertDemoMeeting(
    db,
    {
      unionSeq,
      name: DEMO_ONLINE_VOTE_MEET_NAME,
      openType: "GENERAL",
      meetType: "SPECIAL",
      meetMethod: "ONSITE",
      meetStatus: "PROCESS",
      meetAt,
      passwordHash: await hash(DEMO_MEET_PASSWORD),
      createdAt,
    },
    {
      onsite: {
        meetAt,
        submissionStartAt: new Date(now - 14 * DAY),
        submissionEndAt: new Date(meetAt.getTime() - 5 * 60 * MINUTE),
      },
      agendas: [
        {
          name: "정비사업비 예산 변경의 건",
          voteForm: "AGAINST",
          voteType: "MONO",
          candidates: ["정비사업비 변경(안)"],
        },
        {
          name: "대의원 보궐 선출의 건",
          voteForm: "SELECT",
          voteType: "MONO",
          candidates: ["문가람", "배나래", "송하늘"],
        },
      ],
    },
  );
  const rows = await votersFromRegister(db, meet.meetSeq, unionSeq, await registerSeqsOf(db, unionSeq, VOTERS));
  await insertDemoVoters(db, meet, rows);

  const streaming = streamingSimulator({ db, config: streamingConfig(), now: () => ago(15) });
  const channel = await streaming.createChannel({ name: `${meet.name} 온라인 총회` });
  await streaming.start(channel.channelId);
  const [online] = await db
    .insert(onlineGeneralMeetings)
    .values({
      meetSeq: meet.meetSeq,
      unionSeq,
      serviceStatus: "CREATED",
      appliedBy: staff?.memberSeq ?? null,
      appliedAt: new Date(now - 5 * DAY),
      confirmedAt: new Date(now - 5 * DAY + 5 * MINUTE),
      createdAt: ago(40),
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
      startAt: ago(15),
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
    createdAt: new Date(now - 5 * DAY),
  });
  await db.insert(onlineMeetingNotices).values({
    onlineGeneralMeetingSeq: id,
    message: "온라인 총회에 오신 것을 환영합니다. 안건 설명 후 온라인 투표를 시작합니다.",
    createdBy: staff?.memberSeq ?? null,
    createdAt: ago(14),
  });
}
