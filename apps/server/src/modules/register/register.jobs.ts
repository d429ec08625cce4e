import type { JobContext, JobModule } from "../../platform/job-registry";
import { job, liveJobData, recurringJob, sendRecurring } from "../../platform/jobs";
import { registeringConversions } from "./register.repository";
import { CONVERT_JOB, convertRegister } from "./register-file.service";

export const REGISTER_RESUME_JOB = "register.resume";
/** How often a worker looks for conversions whose process stopped. */
const RESUME_EVERY_SECONDS = 30;
/** Advisory lock of a union's conversion (plus its unionSeq): held by the converting process while it runs. */
const CONVERSION_LOCK = 730_200_000;

type ConvertJob = { unionSeq: number; actorMemberSeq: number; operator: boolean; resume?: boolean };

/**
 * Unions this process converts now. The database's lock tells processes apart; on PGlite (one process, where
 * it always runs) this tells two jobs of one union apart, whose chunked loads would otherwise interleave.
 */
const convertingHere = new Set<number>();

/**
 * Queues the conversion again for every union left at REGISTERING whose conversion no process holds (its
 * lock went with its process) and none is due: its process stopped mid-load (what it loaded stayed hidden,
 * and the conversion removes it before loading again). On PGlite there is one process: this runs at its
 * start, when nothing converts.
 */
export async function resumeStoppedConversions(ctx: Pick<JobContext, "db" | "jobs" | "handle">) {
  const due = new Set((await liveJobData<ConvertJob>(ctx.db, [CONVERT_JOB], 0)).map((d) => d.unionSeq));
  const stopped = [];
  for (const c of await registeringConversions(ctx.db)) {
    if (!due.has(c.unionSeq) && (await ctx.handle.isLockFree(CONVERSION_LOCK + c.unionSeq))) stopped.push(c);
  }
  for (const c of stopped) {
    await ctx.jobs.send<ConvertJob>(CONVERT_JOB, {
      unionSeq: c.unionSeq,
      actorMemberSeq: c.uploadedBy,
      operator: false,
      resume: true,
    });
  }
  return stopped.length;
}

/**
 * The register conversion (at once when the operator policy is automatic, else after `ops register
 * convert`), and the resumption of conversions whose process stopped.
 */
export const registerJobs: JobModule = {
  name: "register",
  definitions: ({ db, jobs, store, operator, handle }) => [
    // Converting under the union's lock: a second job for the same union (a resumption racing a slow
    // conversion) finds it held and leaves the work to the process that holds it.
    job<ConvertJob>(CONVERT_JOB, async (data) => {
      if (convertingHere.has(data.unionSeq)) return;
      convertingHere.add(data.unionSeq);
      try {
        await handle.whileLocked(CONVERSION_LOCK + data.unionSeq, () =>
          convertRegister({ db, store, policy: operator, ...data }),
        );
      } finally {
        convertingHere.delete(data.unionSeq);
      }
    }),
    recurringJob(jobs, REGISTER_RESUME_JOB, RESUME_EVERY_SECONDS, async () => {
      await resumeStoppedConversions({ db, jobs, handle });
    }),
  ],
  startFeeds: async (ctx) => {
    await resumeStoppedConversions(ctx);
    // On PGlite nothing else can stop while this process lives: the check at start is enough.
    if (ctx.handle.kind === "postgres") await sendRecurring(ctx.jobs, REGISTER_RESUME_JOB, RESUME_EVERY_SECONDS);
  },
};
