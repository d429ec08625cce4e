import type { JobModule } from "../../platform/job-registry";
import { job } from "../../platform/jobs";
import { AUTO_APPROVE_JOB, autoApproveApplication } from "./union-applications.service";

/** Zone applications decided by the demo's stand-in for vendor staff. */
export const accountJobs: JobModule = {
  name: "account",
  definitions: ({ db }) => [
    job<{ unionApplicationId: number }>(AUTO_APPROVE_JOB, ({ unionApplicationId }) =>
      autoApproveApplication(db, unionApplicationId),
    ),
  ],
};
