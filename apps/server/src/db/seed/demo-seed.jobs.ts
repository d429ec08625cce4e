import type { JobModule } from "../../platform/job-registry";
import { job } from "../../platform/jobs";
import { DEMO_REGISTER_JOB, seedDemoRegisters } from "./demo-seed";

/**
 * The demo union's register of about 3,000 owners, seeded by a job a moment after start: the console
 * answers at once and the register appears when its transaction commits.
 */
export const demoSeedJobs: JobModule = {
  name: "demo-seed",
  definitions: ({ db, log, config, store }) => [
    job(DEMO_REGISTER_JOB, async () => {
      if (await seedDemoRegisters(db, 3000, config.publicBaseUrl, store)) log.info("demo register seeded");
    }),
  ],
  startFeeds: async ({ jobs, config }) => {
    if (config.demoSeed) await jobs.send(DEMO_REGISTER_JOB, {}, { singletonKey: DEMO_REGISTER_JOB, startAfter: 2 });
  },
};
