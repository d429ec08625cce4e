import type { JobModule } from "../../platform/job-registry";
import { job } from "../../platform/jobs";
import { EXPIRE_PENDING_JOB, expirePendingUpload } from "./files.service";

/** When a signed upload's URL expires: an upload that reached object storage is completed, one that never arrived removed. */
export const filesJobs: JobModule = {
  name: "files",
  definitions: ({ db, store }) => [
    job<{ fileSeq: number; expiresAt: number }>(EXPIRE_PENDING_JOB, async (data) => {
      await expirePendingUpload({ db, store, ...data });
    }),
  ],
};
