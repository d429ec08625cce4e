import type { JobModule } from "../../platform/job-registry";
import { job } from "../../platform/jobs";
import type { OperatorStepJob } from "../../platform/operator-policy";
import { confirmDeposit } from "./billing.service";

/** The operator's confirmation that a requested deposit arrived (the demo's stand-in confirms it later). */
export const DEPOSIT_CONFIRM_JOB = "billing.deposit-confirm";
export const DEPOSIT_CONFIRM_STEP: OperatorStepJob<{ depositChargeSeq: number }> = {
  step: "deposit",
  queue: DEPOSIT_CONFIRM_JOB,
  singletonKey: (data) => `deposit-${data.depositChargeSeq}`,
};

export const billingJobs: JobModule = {
  name: "billing",
  definitions: ({ db }) => [
    job<{ depositChargeSeq: number }>(DEPOSIT_CONFIRM_JOB, async (data) => {
      await confirmDeposit({ db, depositChargeSeq: data.depositChargeSeq });
    }),
  ],
};
