import type { JobModule } from "../../platform/job-registry";
import { job } from "../../platform/jobs";
import { CONVERT_JOB, convertRegister } from "./register-file.service";

/** The register conversion: converts at once when the operator policy is automatic, else after `ops register convert`. */
export const registerJobs: JobModule = {
  name: "register",
  definitions: ({ db, store, operator }) => [
    job<{ unionSeq: number; actorMemberSeq: number; operator: boolean }>(CONVERT_JOB, (data) =>
      convertRegister({ db, store, policy: operator, ...data }),
    ),
  ],
};
