import {
  type Attendee,
  LIVE_VIEWER_WINDOW_MS,
  ONLINE_MEETING_MESSAGES as M,
  ONLINE_READ_CACHE_MS,
  type OnlineEndInfo,
  type OnlineMeeting,
  type OnlineMeetingCertificateStatus,
  type OnlineNotice,
  type Opinion,
  type SpeechConsoleAction,
  type SpeechStatus,
  type StreamingStatus,
  type ViewerDetail,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { badRequest, notFound } from "../../platform/errors";
import { resultFilePath } from "../meetings/meet-certificates.service";
import { toAttendee, toMetadata, toNotice, toOpinion, toSpeech, toViewerDetail } from "./online-meetings.mapper";
import {
  type AttendeeFilter,
  answerOpinion,
  endCounts,
  insertNotice,
  latestNotice,
  listAttendees,
  listNotices,
  listOpinions,
  listSpeeches,
  type MeetRow,
  type OnlineRow,
  opinionOf,
  otherSpeechInProgress,
  participantCounts,
  setSpeechStatus,
  since,
  speechOf,
  viewerOf,
} from "./online-meetings.repository";
import { endBlock, speechActionBlock, speechNext, voteStartBlock } from "./online-meetings.rules";
import { factsOf, meetFactsOf, onlineOf, statusOf } from "./online-meetings.service";
import { type ReadCache, readCache } from "./online-read-cache";

type CachedDashboard = {
  view: Omit<OnlineMeeting, "serverTime" | "voteStartBlock">;
  online: OnlineRow;
  meet: MeetRow;
};

/** The per-process caches of what is polled (one set per app; see online-read-cache.ts). */
export type OnlineReads = {
  dashboards: ReadCache<CachedDashboard>;
  notices: ReadCache<{ rows: OnlineNotice[]; total: number }>;
  /** Forgets every cached answer of one online meeting (after this process wrote to it). */
  changed: (id: number) => void;
};

export function onlineReads(): OnlineReads {
  const dashboards = readCache<CachedDashboard>({ ttlMs: ONLINE_READ_CACHE_MS });
  const notices = readCache<{ rows: OnlineNotice[]; total: number }>({ ttlMs: ONLINE_READ_CACHE_MS });
  return {
    dashboards,
    notices,
    changed: (id) => {
      dashboards.forget(`${id}:`);
      notices.forget(`${id}:`);
    },
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function endInfoOf(db: Db, online: OnlineRow, counts: { total: number; cumulative: number; agents: number }) {
  if (online.streamingStatus !== "STOPPED" || !online.endAt) return null;
  const handled = await endCounts(db, online.onlineGeneralMeetingSeq);
  const info: OnlineEndInfo = {
    startAt: iso(online.startAt),
    endAt: iso(online.endAt),
    totalParticipantCount: counts.total,
    attendeeCount: counts.cumulative,
    agentCount: counts.agents,
    ...handled,
    certificateStatus: {
      status: online.certificateStatus as OnlineMeetingCertificateStatus,
      filePath: online.certificateFileSeq ? resultFilePath(online.certificateFileSeq) : null,
    },
  };
  return info;
}

async function loadDashboard(db: Db, online: OnlineRow, meet: MeetRow, publicBaseUrl: string) {
  const now = new Date();
  const [counts, notice] = await Promise.all([
    participantCounts(db, online, meet, since(LIVE_VIEWER_WINDOW_MS, now)),
    latestNotice(db, online.onlineGeneralMeetingSeq),
  ]);
  return {
    onlineGeneralMeetingSeq: online.onlineGeneralMeetingSeq,
    meetSeq: meet.meetSeq,
    meetName: meet.name,
    meetStatus: meet.meetStatus,
    meetAt: meet.meetAt.toISOString(),
    serviceStatus: statusOf(online),
    streamingStatus: online.streamingStatus as StreamingStatus | null,
    voteStatus: online.voteStatus as "PENDING" | "VOTING",
    voteStartedAt: iso(online.voteStartedAt),
    voteEndedAt: iso(online.voteEndedAt),
    playUrl: online.streamingStatus === "BROADCASTING" ? online.playUrl : null,
    startAt: iso(online.startAt),
    endAt: iso(online.endAt),
    totalParticipantCount: counts.total,
    cumulativeParticipantCount: counts.cumulative,
    currentParticipantCount: counts.current,
    accessUrl: online.accessCode ? `${publicBaseUrl}/m/o/${online.accessCode}` : null,
    latestNotice: notice ? toNotice(notice) : null,
    metadata: toMetadata(online),
    endBlock: endBlock(factsOf(online)),
    endInfo: await endInfoOf(db, online, counts),
  };
}

/**
 * GET /v2/online-general-meetings/{id}: the live dashboard, polled every 10 s. The answer, the union check
 * included, is kept 1.5 s per (meeting, union) in this process: a poll makes no query while it is fresh; another
 * union's request misses the cache and is refused by the check. Only 투표 시작하기's time rule is computed anew.
 */
export async function getDashboard(opts: {
  db: Db;
  reads: OnlineReads;
  unionSeq: number;
  id: number;
  publicBaseUrl: string;
  now?: Date;
}): Promise<OnlineMeeting> {
  const now = opts.now ?? new Date();
  const cached = await opts.reads.dashboards.get(`${opts.id}:${opts.unionSeq}`, async () => {
    const { online, meet } = await onlineOf(opts.db, opts.unionSeq, opts.id);
    return { view: await loadDashboard(opts.db, online, meet, opts.publicBaseUrl), online, meet };
  });
  return {
    ...cached.view,
    voteStartBlock: voteStartBlock(factsOf(cached.online), meetFactsOf(cached.meet), now),
    serverTime: now.toISOString(),
  };
}

/** GET …/notices: newest first, kept 1.5 s per (meeting, union, page) like the dashboard. */
export async function getNotices(opts: {
  db: Db;
  reads: OnlineReads;
  unionSeq: number;
  id: number;
  page: number;
  pageSize: number;
}) {
  return opts.reads.notices.get(`${opts.id}:${opts.unionSeq}:${opts.page}:${opts.pageSize}`, async () => {
    await onlineOf(opts.db, opts.unionSeq, opts.id);
    const { rows, total } = await listNotices(opts.db, opts.id, opts.page, opts.pageSize);
    return { rows: rows.map(toNotice), total };
  });
}

/** POST …/notices (공지 등록, 150 characters): the newest shows on the dashboard and the attendees' viewer. */
export async function createNotice(opts: {
  db: Db;
  reads: OnlineReads;
  actor: Actor;
  unionSeq: number;
  id: number;
  message: string;
}): Promise<OnlineNotice> {
  const { online } = await onlineOf(opts.db, opts.unionSeq, opts.id);
  if (online.serviceStatus !== "CREATED") throw badRequest(M.notCreated);
  const row = await insertNotice(opts.db, {
    onlineGeneralMeetingSeq: opts.id,
    message: opts.message,
    createdBy: opts.actor.memberSeq,
  });
  opts.reads.changed(opts.id);
  return toNotice(row);
}

export async function getOpinions(opts: { db: Db; unionSeq: number; id: number; page: number; pageSize: number }) {
  await onlineOf(opts.db, opts.unionSeq, opts.id);
  const { rows, total, pending } = await listOpinions(opts.db, opts.id, opts.page, opts.pageSize);
  return { rows: rows.map(toOpinion), total, pending };
}

export async function getOpinion(opts: { db: Db; unionSeq: number; id: number; opinionSeq: number }): Promise<Opinion> {
  await onlineOf(opts.db, opts.unionSeq, opts.id);
  const row = await opinionOf(opts.db, opts.id, opts.opinionSeq);
  if (!row) throw notFound(M.opinionNotFound);
  return toOpinion(row);
}

/** POST …/opinions/{opinionSeq} (답변입력): PENDING → COMPLETED with the answer (150); answered once. */
export async function answer(opts: {
  db: Db;
  reads: OnlineReads;
  actor: Actor;
  unionSeq: number;
  id: number;
  opinionSeq: number;
  answer: string;
}): Promise<Opinion> {
  const result = await inTransaction(opts.db, async (tx) => {
    await onlineOf(tx, opts.unionSeq, opts.id);
    const row = await opinionOf(tx, opts.id, opts.opinionSeq, { forUpdate: true });
    if (!row) throw notFound(M.opinionNotFound);
    if (row.opinion.status !== "PENDING") throw badRequest(M.opinionAnswered);
    await answerOpinion(tx, opts.opinionSeq, opts.answer, opts.actor.memberSeq);
    const answered = await opinionOf(tx, opts.id, opts.opinionSeq);
    return toOpinion(answered!);
  });
  opts.reads.changed(opts.id);
  return result;
}

export async function getSpeeches(opts: { db: Db; unionSeq: number; id: number; page: number; pageSize: number }) {
  await onlineOf(opts.db, opts.unionSeq, opts.id);
  const { rows, total, inProgress } = await listSpeeches(opts.db, opts.id, opts.page, opts.pageSize);
  return { rows: rows.map((row) => toSpeech(row, inProgress > 0)), total, inProgress };
}

/**
 * PATCH …/speeches/{speechSeq}/status: 발언승인 (REQUESTED → PENDING, only while no other request is PENDING or
 * SPEAKING), 연결종료 (SPEAKING → COMPLETED), 연결취소 (PENDING → CANCELED). Other moves are refused (the console
 * ignores the refusal silently, spec 03 §4).
 */
export async function changeSpeech(opts: {
  db: Db;
  reads: OnlineReads;
  actor: Actor;
  unionSeq: number;
  id: number;
  speechSeq: number;
  action: SpeechConsoleAction;
}): Promise<{ speechSeq: number; speechStatusType: SpeechStatus }> {
  const result = await inTransaction(opts.db, async (tx) => {
    await onlineOf(tx, opts.unionSeq, opts.id, { forUpdate: true });
    const speech = await speechOf(tx, opts.id, opts.speechSeq);
    if (!speech) throw notFound(M.speechNotFound);
    const status = speech.status as SpeechStatus;
    const block = speechActionBlock(status, opts.action, await otherSpeechInProgress(tx, opts.id, opts.speechSeq));
    if (block) throw badRequest(block);
    const next = speechNext(status, opts.action)!;
    await setSpeechStatus(tx, opts.speechSeq, next, opts.actor.memberSeq);
    return { speechSeq: opts.speechSeq, speechStatusType: next };
  });
  opts.reads.changed(opts.id);
  return result;
}

export async function getAttendees(opts: {
  db: Db;
  unionSeq: number;
  id: number;
  filter: AttendeeFilter;
  paging: { page: number; pageSize: number } | null;
}): Promise<{ rows: Attendee[]; total: number; online: OnlineRow; meet: MeetRow }> {
  const { online, meet } = await onlineOf(opts.db, opts.unionSeq, opts.id);
  const { rows, total } = await listAttendees(opts.db, online, opts.filter, opts.paging);
  return { rows: rows.map(toAttendee), total, online, meet };
}

/** GET …/viewers/{viewerSeq} (참석자 상세): name, phone and the voter's property addresses. */
export async function getViewer(opts: {
  db: Db;
  unionSeq: number;
  id: number;
  viewerSeq: number;
}): Promise<ViewerDetail> {
  await onlineOf(opts.db, opts.unionSeq, opts.id);
  const row = await viewerOf(opts.db, opts.id, opts.viewerSeq);
  if (!row) throw notFound(M.viewerNotFound);
  return toViewerDetail(row.viewer, row.voter.localAddresses ?? []);
}
