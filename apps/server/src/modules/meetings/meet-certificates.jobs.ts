import type { JobModule } from "../../platform/job-registry";
import { job } from "../../platform/jobs";
import { JOINT_BOOK_JOB, makeJointBook } from "./meet-joint-book.service";

/** 연명부 and certificates are made by jobs: the roster's two PDFs. */
export const meetCertificatesJobs: JobModule = {
  name: "meet-certificates",
  definitions: ({ db, store, log }) => [
    job<{ meetSeq: number }>(JOINT_BOOK_JOB, async (data) => {
      await makeJointBook({ db, store, log }, data.meetSeq);
    }),
  ],
};
