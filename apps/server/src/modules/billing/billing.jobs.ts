import type { Db } from "../../db/client";
import type { Jobs } from "../../platform/jobs";
import { confirmDeposit } from "./billing.service";

/** The demo stand-in for the operator: confirms a pending charge a while after it was requested. */
export const DEPOSIT_CONFIRM_JOB = "billing.deposit-confirm";

export async function defineDepositJobs(db: Db, jobs: Jobs) {
  await jobs.define<{ depositChargeSeq: number }>(DEPOSIT_CONFIRM_JOB, async (data) => {
    await confirmDeposit({ db, depositChargeSeq: data.depositChargeSeq });
  });
}

export const scheduleDepositConfirm = (jobs: Jobs, depositChargeSeq: number, seconds: number) =>
  jobs.send(
    DEPOSIT_CONFIRM_JOB,
    { depositChargeSeq },
    { startAfter: seconds, singletonKey: `deposit-${depositChargeSeq}` },
  );
