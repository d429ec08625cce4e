import type { SendResult } from "@johap/contracts";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { type Jobs, liveJobData } from "../../platform/jobs";
import { refundUsage } from "../../platform/ledger";
import { SmsGatewayMaintenanceError, type SmsGatewayPort } from "../../providers/sms/port";
import { SIMULATED_FAIL_REASONS } from "../../providers/sms/simulator";
import { checkMaintenance } from "../maintenance/maintenance.service";
import {
  addSettledCounts,
  clearPendingRecipients,
  countRecipientRows,
  findMessageById,
  insertRecipients,
  lockMessage,
  markBatchSending,
  markMessageSending,
  recipientBatches,
  recipientsInRange,
  settleRecipients,
  undispatchedMessageIds,
  unsettledRanges,
} from "./sms.repository";
import { SMS_DISPATCH_JOB, SMS_EXPAND_JOB, SMS_SERVICE_TYPE, smsReference } from "./sms.service";

export const SMS_SETTLE_JOB = "sms.settle";
/** Recipients per settle job: 10,000 recipients make 100 jobs, never one job per recipient. */
export const SETTLE_BATCH = 100;
/** Recipients written per transaction when a message's recipients become rows. */
export const EXPAND_BATCH = 100;
const MAINTENANCE_RETRY_MS = 60_000;
/** Why a batch the gateway refused (an error other than maintenance) failed. */
export const SUBMIT_FAILED_REASON = "발송 서버 오류";
export const SMS_SWEEP_JOB = "sms.sweep";
/** How often the sweep looks for delivery work that was lost: a crash's work is resumed within a minute. */
export const SWEEP_EVERY_MS = 20_000;
/** A message not with the gateway this long after it was due has lost its dispatch job. */
export const DISPATCH_OVERDUE_MS = 30_000;
/** Recipients handed to the gateway this long ago and never settled have lost their settle job. */
export const SETTLE_OVERDUE_MS = 30_000;

/** Pause between delivery batches, in which interactive requests run. */
const BATCH_PAUSE_MS = 25;

/**
 * Gives interactive requests room between delivery batches. The embedded database (PGlite) runs in
 * this thread and answers one query at a time, so without a pause a request would queue behind every
 * batch of a large message; with it a request waits for at most one short batch.
 */
export const pauseBetweenBatches = () => new Promise<void>((resolve) => setTimeout(resolve, BATCH_PAUSE_MS));

export type SettleJob = { smsId: number; fromId: number; toId: number; failReason?: string | null };

/**
 * Writes a message's accepted recipients as rows, EXPAND_BATCH per transaction. Each transaction locks
 * the message and counts the rows already written, so a retry or a concurrent run never writes a
 * recipient twice; rows of a cancelled message are written as CANCEL.
 */
export async function expandRecipients(db: Db, smsId: number) {
  for (;;) {
    const more = await inTransaction(db, async (tx) => {
      const sms = await lockMessage(tx, smsId);
      if (!sms?.pendingRecipients) return false;
      const written = await countRecipientRows(tx, smsId);
      const batch = sms.pendingRecipients.slice(written, written + EXPAND_BATCH);
      if (batch.length === 0) {
        await clearPendingRecipients(tx, smsId);
        return false;
      }
      await insertRecipients(tx, smsId, batch, sms.sendStatus === "CANCEL" ? "CANCEL" : "WAIT");
      return true;
    });
    if (!more) return;
    await pauseBetweenBatches();
  }
}

/**
 * Hands a due message to the gateway: WAIT -> SENDING for the message, then per batch of recipient
 * ids WAIT -> SENDING, one submit and one delayed settle job. During SMS_SEND maintenance the message
 * waits and the job retries a minute later.
 */
export async function dispatchSms(opts: { db: Db; jobs: Jobs; gateway: SmsGatewayPort; smsId: number }) {
  const { db, jobs, gateway, smsId } = opts;
  await expandRecipients(db, smsId);
  const sms = await findMessageById(db, smsId);
  // SENDING: a dispatch that stopped half way resumes with the recipients still waiting.
  if (!sms || (sms.sendStatus !== "WAIT" && sms.sendStatus !== "SENDING")) return { dispatched: false };
  if (sms.sendStatus === "WAIT" && (await checkMaintenance({ db, type: "SMS_SEND" })).isUnderMaintenance) {
    await jobs.send(SMS_DISPATCH_JOB, { smsId }, { startAfter: new Date(Date.now() + MAINTENANCE_RETRY_MS) });
    return { dispatched: false };
  }
  const started = await inTransaction(db, async (tx) => {
    const locked = await lockMessage(tx, smsId);
    return locked?.sendStatus === "SENDING" || markMessageSending(tx, smsId, new Date());
  });
  if (!started) return { dispatched: false };
  for (const batch of await recipientBatches(db, smsId, SETTLE_BATCH)) {
    await pauseBetweenBatches();
    const items = await markBatchSending(db, smsId, batch.fromId, batch.toId, new Date());
    if (items.length === 0) continue;
    let failReason: string | null = null;
    try {
      await gateway.submit({
        smsType: sms.smsType,
        from: sms.outgoingPhoneNo,
        title: sms.title,
        text: sms.message,
        fileSeqs: sms.fileSeqs,
        items,
      });
    } catch (error) {
      // The gateway did not take the batch: its recipients fail (and are refunded) at once, rather than
      // staying handed over with nobody to report on them.
      failReason =
        error instanceof SmsGatewayMaintenanceError ? SIMULATED_FAIL_REASONS.maintenance : SUBMIT_FAILED_REASON;
    }
    await jobs.send<SettleJob>(
      SMS_SETTLE_JOB,
      { smsId, ...batch, failReason },
      { startAfter: new Date(Date.now() + (failReason ? 0 : gateway.reportDelayMs)) },
    );
  }
  return { dispatched: true };
}

/**
 * Settles one batch from the gateway's delivery reports in one transaction: recipient results,
 * the message's counters (COMPLETE when all are settled) and one refund for the batch's failures.
 */
export async function settleSmsBatch(opts: { db: Db; gateway: SmsGatewayPort; job: SettleJob }) {
  const { smsId, fromId, toId, failReason } = opts.job;
  return inTransaction(opts.db, async (tx) => {
    const sms = await findMessageById(tx, smsId);
    if (!sms) return { settled: 0 };
    const items = await recipientsInRange(tx, smsId, fromId, toId, "SENDING", { forUpdate: true });
    if (items.length === 0) return { settled: 0 };
    const reports = failReason
      ? items.map((i) => ({ id: i.id, sendResult: "FAIL" as SendResult, failReason }))
      : await opts.gateway.collectReports(items);
    const at = new Date();
    await settleRecipients(tx, reports, at);
    const fail = reports.filter((r) => r.sendResult === "FAIL").length;
    const refund = fail * sms.unitCost;
    let refunded = 0;
    if (refund > 0) {
      const rows = await refundUsage(tx, {
        unionSeq: sms.unionSeq,
        amount: refund,
        serviceType: SMS_SERVICE_TYPE,
        description: `문자 발송 실패 환불 (${sms.smsType} ${fail}건)`,
        reference: smsReference(smsId),
        idempotencyKey: `sms:${smsId}:refund:${fromId}-${toId}`,
      });
      refunded = rows.reduce((sum, r) => sum + r.amount, 0);
    }
    await addSettledCounts(tx, smsId, { success: reports.length - fail, fail, refunded }, at);
    return { settled: reports.length };
  });
}

/**
 * Finds delivery work whose job was lost (the process stopped between a commit and queueing the next
 * job, or a job used up its retries) and queues it again: messages due but not with the gateway are
 * dispatched, recipients handed over long ago are settled from the gateway's reports. Every step is
 * idempotent, so work found twice is still done once. Skipped during SMS_SEND maintenance, when
 * waiting messages are expected (their dispatch retries every minute).
 */
export async function sweepLostDelivery(opts: { db: Db; jobs: Jobs; now?: number }) {
  const { db, jobs } = opts;
  const now = opts.now ?? Date.now();
  if ((await checkMaintenance({ db, type: "SMS_SEND" })).isUnderMaintenance) return { dispatched: 0, settled: 0 };
  // Work that a queued or running job will still do is left to it, so a backlog is not queued twice; a job
  // running for longer than the overdue time went down with its process.
  const busy = async (names: string[]) =>
    new Set((await liveJobData<{ smsId: number }>(db, names, DISPATCH_OVERDUE_MS / 1000)).map((d) => d.smsId));
  const dispatching = await busy([SMS_DISPATCH_JOB, SMS_EXPAND_JOB]);
  const overdue = (await undispatchedMessageIds(db, new Date(now - DISPATCH_OVERDUE_MS))).filter(
    (id) => !dispatching.has(id),
  );
  for (const smsId of overdue) await jobs.send(SMS_DISPATCH_JOB, { smsId });
  const settling = await busy([SMS_SETTLE_JOB]);
  const unsettled = (await unsettledRanges(db, new Date(now - SETTLE_OVERDUE_MS))).filter(
    (r) => !settling.has(r.smsId),
  );
  for (const range of unsettled) await jobs.send<SettleJob>(SMS_SETTLE_JOB, { ...range, failReason: null });
  return { dispatched: overdue.length, settled: unsettled.length };
}
