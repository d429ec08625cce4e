import type { JobModule } from "../../platform/job-registry";
import { job } from "../../platform/jobs";
import { EXPIRE_PENDING_JOB, expirePendingUpload } from "./files.service";

/** A signed upload that never arrived is removed when its URL expires. */
export const filesJobs: JobModule = {
  name: "files",
  definitions: ({ db }) => [
    job<{ fileSeq: number; expiresAt: number }>(EXPIRE_PENDING_JOB, async (data) => {
      await expirePendingUpload({ db, ...data });
    }),
  ],
};
