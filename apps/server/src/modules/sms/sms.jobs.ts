import type { JobModule } from "../../platform/job-registry";
import { job, recurringJob, sendRecurring } from "../../platform/jobs";
import { findMessageById } from "./sms.repository";
import { SMS_DISPATCH_JOB, SMS_EXPAND_JOB } from "./sms.service";
import { CALLER_APPROVE_JOB, reviewCaller } from "./sms-callers.service";
import {
  dispatchSms,
  expandRecipients,
  pauseBetweenBatches,
  type SettleJob,
  SMS_SETTLE_JOB,
  SMS_SWEEP_JOB,
  SWEEP_EVERY_MS,
  settleSmsBatch,
  sweepLostDelivery,
} from "./sms-delivery.job";

const SWEEP_SECONDS = SWEEP_EVERY_MS / 1000;

/** Delivery of union messages (expand, dispatch, settle, the lost-work sweep) and caller-number approval. */
export const smsJobs: JobModule = {
  name: "sms",
  definitions: ({ db, jobs, smsGateway: gateway }) => [
    recurringJob(jobs, SMS_SWEEP_JOB, SWEEP_SECONDS, async () => {
      await sweepLostDelivery({ db, jobs });
    }),
    job<{ smsId: number }>(SMS_DISPATCH_JOB, async (data) => {
      await dispatchSms({ db, jobs, gateway, smsId: data.smsId });
    }),
    job<{ smsId: number }>(SMS_EXPAND_JOB, async (data) => {
      await expandRecipients(db, data.smsId);
      const sms = await findMessageById(db, data.smsId);
      if (sms?.sendType === "IMMEDIATE") await dispatchSms({ db, jobs, gateway, smsId: data.smsId });
    }),
    job<SettleJob>(SMS_SETTLE_JOB, async (data) => {
      await settleSmsBatch({ db, gateway, job: data });
      await pauseBetweenBatches();
    }),
    job<{ smsCallerSeq: number }>(CALLER_APPROVE_JOB, async (data) => {
      await reviewCaller({ db, smsCallerSeq: data.smsCallerSeq, approve: true });
    }),
  ],
  startFeeds: ({ jobs }) => sendRecurring(jobs, SMS_SWEEP_JOB, SWEEP_SECONDS),
};
