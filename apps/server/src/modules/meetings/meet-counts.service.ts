import type { AttendExpectedCount, SendStatusCount, TendencyCount, WrittenSubmissionCount } from "@johap/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { meetOf } from "./meet-lookup";
import { liveVotersOf } from "./meet-participants.repository";
import { meetParticipants as p } from "./meetings.table";

type MeetCall = { db: Db; unionSeq: number; meetSeq: number };

const n = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;
const submitted = sql`${p.writtenSubmissionType} is not null and ${p.writtenWithdrawalAt} is null`;

/**
 * 전자투표 발송 현황 (spec 03 §2.3 cards 수신완료, 전송대기, 전송실패, 전송완료, 미발송; 열람, 미열람, 투표완료,
 * 미완료) over the meeting's live voters, from each voter's latest delivery progress:
 * - sendWait: link queued (WAIT); sendFail: FAILED; unSent: never sent (NONE);
 * - sendDone: the link left (sent, received, opened or voted after a send: `sentAt` set);
 * - received: the phone reported it (`receivedAt` set, or opened/voted since);
 * - opened: OPENED or VOTED; unOpened: sent but not opened; voted: VOTED; unVoted: every other voter.
 */
export async function sendStatusCount(opts: MeetCall): Promise<SendStatusCount> {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const status = p.evoteProgressStatus;
  const [row] = await opts.db
    .select({
      total: sql<number>`count(*)::int`,
      received: n(sql`${p.receivedAt} is not null or ${status} in ('OPENED', 'VOTED')`),
      sendWait: n(sql`${status} = 'WAIT'`),
      sendFail: n(sql`${status} = 'FAILED'`),
      sendDone: n(sql`${p.sentAt} is not null or ${status} in ('SENT', 'RECEIVED', 'OPENED', 'VOTED')`),
      unSent: n(sql`${status} = 'NONE'`),
      opened: n(sql`${status} in ('OPENED', 'VOTED')`),
      unOpened: n(sql`${status} in ('SENT', 'RECEIVED')`),
      voted: n(sql`${status} = 'VOTED'`),
    })
    .from(p)
    .where(liveVotersOf(opts.meetSeq));
  const r = row!;
  return {
    received: r.received,
    sendWait: r.sendWait,
    sendFail: r.sendFail,
    sendDone: r.sendDone,
    unSent: r.unSent,
    opened: r.opened,
    unOpened: r.unOpened,
    voted: r.voted,
    unVoted: r.total - r.voted,
  };
}

/**
 * 서면 제출 현황 (spec 03 §2.3 cards 제출(직접), 제출(등기), 제출(담당자); 예정, 거부, 미정, 미응답; 본인, 대리인,
 * 불참, 미정, 미확인): submissions not withdrawn by method and by submitter, and attend-expected types.
 */
export async function writtenSubmissionCount(opts: MeetCall): Promise<WrittenSubmissionCount> {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const type = p.writtenSubmissionType;
  const who = p.writtenSubmissionStatus;
  const expected = p.attendExpectedType;
  const [row] = await opts.db
    .select({
      total: sql<number>`count(*)::int`,
      direct: n(sql`${submitted} and ${type} = 'DIRECT'`),
      registered: n(sql`${submitted} and ${type} = 'REGISTERED'`),
      manager: n(sql`${submitted} and ${type} = 'MANAGER'`),
      expected: n(sql`${expected} = 'EXPECTED'`),
      refusal: n(sql`${expected} = 'REFUSAL'`),
      undefined: n(sql`${expected} = 'UNDEFINED'`),
      none: n(sql`${expected} = 'NONE'`),
      mySelf: n(sql`${submitted} and ${who} = 'MYSELF'`),
      agent: n(sql`${submitted} and ${who} = 'AGENT'`),
      nonAppearance: n(sql`${submitted} and ${who} = 'NON_APPEARANCE'`),
      undetermined: n(sql`${submitted} and ${who} is null`),
      unconfirmed: n(sql`not (${submitted})`),
    })
    .from(p)
    .where(liveVotersOf(opts.meetSeq));
  return row!;
}

/** 참석 예정 현황: the live voters by attend-expected type (예정, 거부, 미정, 미응답). */
export async function attendExpectedCount(opts: MeetCall): Promise<AttendExpectedCount> {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const expected = p.attendExpectedType;
  const [row] = await opts.db
    .select({
      total: sql<number>`count(*)::int`,
      expected: n(sql`${expected} = 'EXPECTED'`),
      refusal: n(sql`${expected} = 'REFUSAL'`),
      undefined: n(sql`${expected} = 'UNDEFINED'`),
      none: n(sql`${expected} = 'NONE'`),
    })
    .from(p)
    .where(liveVotersOf(opts.meetSeq));
  return row!;
}

/** 성향 (spec 03 §9 chart): upper positive, middle neutral, lower negative, undetermined, nothing (not counselled). */
export async function tendencyCount(opts: MeetCall): Promise<TendencyCount> {
  await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const t = p.tendency;
  const [row] = await opts.db
    .select({
      positive: n(sql`${t} = 'POSITIVE'`),
      neutral: n(sql`${t} = 'NEUTRAL'`),
      negative: n(sql`${t} = 'NEGATIVE'`),
      undetermined: n(sql`${t} = 'UNDETERMINED'`),
      nothing: n(sql`${t} not in ('POSITIVE', 'NEUTRAL', 'NEGATIVE', 'UNDETERMINED')`),
    })
    .from(p)
    .where(liveVotersOf(opts.meetSeq));
  return row!;
}
