import crypto from "node:crypto";
import {
  ERROR_CODES,
  ONLINE_MEETING_MESSAGES as M,
  ONLINE_MEETING_COST,
  ONLINE_MEETING_SERVICE_TYPE,
  type OnlineMeetingPanel,
  type OnlineMetadata,
  type OnlineServiceRowStatus,
  type PremiumServiceResult,
  type StreamingStatus,
  type VoteStatusResult,
} from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import type { Actor } from "../../platform/access";
import { AppError, badRequest, notFound } from "../../platform/errors";
import type { Jobs } from "../../platform/jobs";
import { debitUsage, refundUsage } from "../../platform/ledger";
import type { OperatorPolicy, OperatorStepJob } from "../../platform/operator-policy";
import { StreamingError, type StreamingPort } from "../../providers/streaming/port";
import { meetOf } from "../meetings/meet-lookup";
import { toMetadata } from "./online-meetings.mapper";
import {
  insertOnline,
  liveOnlineOfMeet,
  type MeetRow,
  type OnlineRow,
  onlineById,
  onlineWithMeet,
  unsubmittedCount,
  updateOnline,
} from "./online-meetings.repository";
import {
  applyBlock,
  canConfirm,
  cancelBlock,
  createBlock,
  isRefundedOnCancel,
  metadataBlock,
  type OnlineFacts,
  panelStatus,
  streamingBlock,
  voteCloseBlock,
  voteStartBlock,
} from "./online-meetings.rules";

export const ONLINE_CONFIRM_JOB = "online-meetings.confirm";
export const ONLINE_CERTIFICATE_JOB = "online-meetings.certificate";
/** The operator's confirmation of an application (automatic in the demo after 5 s). */
export const ONLINE_CONFIRM_STEP: OperatorStepJob<{ onlineGeneralMeetingSeq: number }> = {
  step: "online-meeting",
  queue: ONLINE_CONFIRM_JOB,
  singletonKey: (data) => `online-${data.onlineGeneralMeetingSeq}`,
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const reference = (id: number) => `online-meeting:${id}`;

/** The panel status of the meeting's live row (PENDING without one). */
export const statusOf = (row: OnlineRow | null) =>
  panelStatus(row ? { serviceStatus: row.serviceStatus as OnlineServiceRowStatus } : null);

export const factsOf = (row: OnlineRow): OnlineFacts => ({
  serviceStatus: row.serviceStatus as OnlineFacts["serviceStatus"],
  streamingStatus: row.streamingStatus as StreamingStatus | null,
  voteStatus: row.voteStatus as OnlineFacts["voteStatus"],
  voteStartedAt: row.voteStartedAt,
  hasStream: row.channelId != null,
  endAt: row.endAt,
});
export const meetFactsOf = (meet: MeetRow) => ({
  meetStatus: meet.meetStatus,
  meetMethod: meet.meetMethod,
  meetAt: meet.meetAt,
});

/** The union's online meeting (not cancelled) and its meeting, else 404. */
export async function onlineOf(db: Db, unionSeq: number, id: number, opts: { forUpdate?: boolean } = {}) {
  const found = await onlineWithMeet(db, unionSeq, id, opts);
  if (!found) throw notFound(M.notFound);
  return found;
}

/** GET /v2/general-meetings/{meetSeq}/online-general-meetings: the panel by application status. */
export async function getPanel(opts: { db: Db; unionSeq: number; meetSeq: number }): Promise<OnlineMeetingPanel> {
  const meet = await meetOf(opts.db, opts.unionSeq, opts.meetSeq);
  const row = await liveOnlineOfMeet(opts.db, meet.meetSeq);
  const status = statusOf(row);
  return {
    meetSeq: meet.meetSeq,
    onlineGeneralMeetingSeq: row?.onlineGeneralMeetingSeq ?? null,
    serviceStatus: status,
    streamingStatus: (row?.streamingStatus as StreamingStatus | null) ?? null,
    voteStatus: (row?.voteStatus as "PENDING" | "VOTING") ?? "PENDING",
    appliedAt: iso(row?.appliedAt ?? null),
    confirmedAt: iso(row?.confirmedAt ?? null),
    createdAt: iso(row?.createdAt ?? null),
    startAt: iso(row?.startAt ?? null),
    endAt: iso(row?.endAt ?? null),
    cost: row?.cost ?? ONLINE_MEETING_COST,
    isApplicable: applyBlock(meetFactsOf(meet), status) === null,
    isCancelable: cancelBlock(status) === null,
    isRefundable: isRefundedOnCancel(status),
  };
}

/**
 * 온라인 총회 신청 (POST /v2/premium-services, PENDING → APPLYING): charged ONLINE_MEETING_COST through the ledger in
 * the same transaction (once per Idempotency-Key), then handed to the operator's confirmation.
 */
export async function applyOnline(opts: {
  db: Db;
  jobs: Jobs;
  operator: OperatorPolicy;
  actor: Actor;
  unionSeq: number;
  meetSeq: number;
  onCommit?: (tx: Db, result: PremiumServiceResult) => Promise<void>;
}): Promise<PremiumServiceResult> {
  const result = await inTransaction(opts.db, async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    const current = await liveOnlineOfMeet(tx, meet.meetSeq, { forUpdate: true });
    const block = applyBlock(meetFactsOf(meet), statusOf(current));
    if (block) throw badRequest(block);
    const row = await insertOnline(tx, {
      meetSeq: meet.meetSeq,
      unionSeq: meet.unionSeq,
      serviceStatus: "APPLYING",
      appliedBy: opts.actor.memberSeq,
      cost: ONLINE_MEETING_COST,
    });
    await debitUsage(tx, {
      unionSeq: meet.unionSeq,
      amount: ONLINE_MEETING_COST,
      serviceType: ONLINE_MEETING_SERVICE_TYPE,
      description: `온라인 총회 신청 (${meet.name})`,
      reference: reference(row.onlineGeneralMeetingSeq),
      idempotencyKey: `online-meeting-apply:${row.onlineGeneralMeetingSeq}`,
    });
    const answer: PremiumServiceResult = {
      onlineGeneralMeetingSeq: row.onlineGeneralMeetingSeq,
      serviceStatus: "APPLYING",
      totalCost: ONLINE_MEETING_COST,
      refundedCost: 0,
    };
    await opts.onCommit?.(tx, answer);
    return answer;
  });
  await opts.operator.request(opts.jobs, ONLINE_CONFIRM_STEP, {
    onlineGeneralMeetingSeq: result.onlineGeneralMeetingSeq,
  });
  return result;
}

/**
 * 온라인 총회 신청 취소 (DELETE /v2/premium-services): while APPLYING (the charge refunded in full) or CONFIRMED
 * (not refunded: the operator has prepared it). The row stays as CANCELED; a new application makes a new row.
 */
export async function cancelOnline(opts: { db: Db; unionSeq: number; meetSeq: number }): Promise<PremiumServiceResult> {
  return inTransaction(opts.db, async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    const row = await liveOnlineOfMeet(tx, meet.meetSeq, { forUpdate: true });
    const status = statusOf(row);
    const block = cancelBlock(status);
    if (block || !row) throw badRequest(block ?? M.notFound);
    const refunded = isRefundedOnCancel(status) ? row.cost : 0;
    if (refunded > 0) {
      await refundUsage(tx, {
        unionSeq: meet.unionSeq,
        amount: refunded,
        serviceType: ONLINE_MEETING_SERVICE_TYPE,
        description: `온라인 총회 신청 취소 환불 (${meet.name})`,
        reference: reference(row.onlineGeneralMeetingSeq),
        idempotencyKey: `online-meeting-cancel:${row.onlineGeneralMeetingSeq}`,
      });
    }
    await updateOnline(tx, row.onlineGeneralMeetingSeq, { serviceStatus: "CANCELED", canceledAt: new Date() });
    return {
      onlineGeneralMeetingSeq: row.onlineGeneralMeetingSeq,
      serviceStatus: "CANCELED",
      totalCost: row.cost,
      refundedCost: refunded,
    };
  });
}

/** The operator's confirmation (npm run ops -- online confirm <id>, or the demo's job): APPLYING → CONFIRMED. */
export async function confirmOnline(opts: { db: Db; onlineGeneralMeetingSeq: number }) {
  return inTransaction(opts.db, async (tx) => {
    const found = await onlineById(tx, opts.onlineGeneralMeetingSeq);
    if (!found || found.online.canceledAt) return null;
    if (!canConfirm(found.online.serviceStatus as OnlineServiceRowStatus)) return found.online.serviceStatus;
    await updateOnline(tx, found.online.onlineGeneralMeetingSeq, {
      serviceStatus: "CONFIRMED",
      confirmedAt: new Date(),
    });
    return "CONFIRMED";
  });
}

/**
 * 온라인 총회 운영 시작 (POST /v2/general-meetings/{id}/online-general-meetings): CONFIRMED → CREATED, with the
 * attendees' viewer link code.
 */
export async function createOnline(opts: { db: Db; unionSeq: number; meetSeq: number }) {
  return inTransaction(opts.db, async (tx) => {
    const meet = await meetOf(tx, opts.unionSeq, opts.meetSeq, { forUpdate: true });
    const row = await liveOnlineOfMeet(tx, meet.meetSeq, { forUpdate: true });
    const block = createBlock(meetFactsOf(meet), statusOf(row));
    if (block || !row) throw badRequest(block ?? M.notFound);
    const updated = await updateOnline(tx, row.onlineGeneralMeetingSeq, {
      serviceStatus: "CREATED",
      createdAt: new Date(),
      accessCode: crypto.randomBytes(12).toString("base64url"),
    });
    return { onlineGeneralMeetingSeq: updated.onlineGeneralMeetingSeq, serviceStatus: "CREATED" as const };
  });
}

const streamingFailure = (error: unknown) =>
  error instanceof StreamingError
    ? new AppError(
        502,
        ERROR_CODES.EXTERNAL_MAINTENANCE,
        "영상 송출 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.",
      )
    : error;

/** POST …/meta-datas (메타데이터 생성): the streaming port's channel, encoder URL and key (14 days), admin login. */
export async function createMetadata(opts: {
  db: Db;
  streaming: StreamingPort;
  unionSeq: number;
  id: number;
}): Promise<OnlineMetadata> {
  const { online, meet } = await onlineOf(opts.db, opts.unionSeq, opts.id);
  const block = metadataBlock(factsOf(online));
  if (block) throw badRequest(block);
  let channel: Awaited<ReturnType<StreamingPort["createChannel"]>>;
  try {
    channel = await opts.streaming.createChannel({ name: `${meet.name} 온라인 총회` });
  } catch (error) {
    throw streamingFailure(error);
  }
  return inTransaction(opts.db, async (tx) => {
    const locked = await onlineOf(tx, opts.unionSeq, opts.id, { forUpdate: true });
    const again = metadataBlock(factsOf(locked.online));
    if (again) throw badRequest(again);
    const updated = await updateOnline(tx, opts.id, {
      channelId: channel.channelId,
      playUrl: channel.playbackUrl,
      encoderUrl: channel.ingestUrl,
      streamKey: channel.streamKey,
      streamKeyExpiresAt: channel.streamKeyExpiresAt,
      stageArn: channel.stageArn,
      adminId: channel.adminId,
      adminPassword: channel.adminPassword,
    });
    return toMetadata(updated)!;
  });
}

/**
 * 온라인 총회 시작 / 종료 (PATCH …/status): the channel goes live or off air; the first start is the meeting's
 * start, each stop its (latest) end, and a stop queues the 온라인 총회 내역 증명서.
 */
export async function setStreaming(opts: {
  db: Db;
  jobs: Jobs;
  streaming: StreamingPort;
  unionSeq: number;
  id: number;
  next: StreamingStatus;
}) {
  const { online, meet } = await onlineOf(opts.db, opts.unionSeq, opts.id);
  const block = streamingBlock(factsOf(online), meetFactsOf(meet), opts.next);
  if (block) throw badRequest(block);
  try {
    if (opts.next === "BROADCASTING") await opts.streaming.start(online.channelId!);
    else await opts.streaming.stop(online.channelId!);
  } catch (error) {
    throw streamingFailure(error);
  }
  const now = new Date();
  const updated = await inTransaction(opts.db, async (tx) => {
    const locked = await onlineOf(tx, opts.unionSeq, opts.id, { forUpdate: true });
    const again = streamingBlock(factsOf(locked.online), meetFactsOf(locked.meet), opts.next);
    if (again) throw badRequest(again);
    return updateOnline(
      tx,
      opts.id,
      opts.next === "BROADCASTING"
        ? { streamingStatus: "BROADCASTING", startAt: locked.online.startAt ?? now, endAt: null }
        : { streamingStatus: "STOPPED", endAt: now, certificateStatus: "APPLYING" },
    );
  });
  if (opts.next === "STOPPED") {
    await opts.jobs.send(ONLINE_CERTIFICATE_JOB, { onlineGeneralMeetingSeq: opts.id, endAt: now.toISOString() });
  }
  return {
    streamingStatus: updated.streamingStatus as StreamingStatus,
    startAt: iso(updated.startAt),
    endAt: iso(updated.endAt),
  };
}

/**
 * 투표 시작하기 / 투표 마감하기 (PATCH …/vote-status): the start is irreversible and allowed only by the rules; the
 * close returns how many online attendees submitted nothing (they count as 기권 / 무효).
 */
export async function setVoteStatus(opts: {
  db: Db;
  unionSeq: number;
  id: number;
  status: "VOTING" | "PENDING";
  now?: Date;
}): Promise<VoteStatusResult> {
  const now = opts.now ?? new Date();
  return inTransaction(opts.db, async (tx) => {
    const { online, meet } = await onlineOf(tx, opts.unionSeq, opts.id, { forUpdate: true });
    const facts = factsOf(online);
    const block = opts.status === "VOTING" ? voteStartBlock(facts, meetFactsOf(meet), now) : voteCloseBlock(facts);
    if (block) throw badRequest(block);
    const updated = await updateOnline(
      tx,
      opts.id,
      opts.status === "VOTING"
        ? { voteStatus: "VOTING", voteStartedAt: now }
        : { voteStatus: "PENDING", voteEndedAt: now },
    );
    const counts = await unsubmittedCount(tx, updated);
    return {
      voteStatus: updated.voteStatus as "VOTING" | "PENDING",
      voteStartedAt: iso(updated.voteStartedAt),
      voteEndedAt: iso(updated.voteEndedAt),
      unsubmittedCount: opts.status === "PENDING" ? counts.unsubmitted : 0,
      votedCount: counts.voted,
    };
  });
}

export type OnlineWithMeet = { online: OnlineRow; meet: MeetRow };
