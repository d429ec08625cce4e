import type { JobModule } from "../../platform/job-registry";
import { job, recurringJob, sendRecurring } from "../../platform/jobs";
import { postalPortFrom } from "../../providers/post";
import { POSTS_LETTERS_JOB } from "./posts.service";
import { makeLetters, POSTS_TRACK_JOB, trackPosts } from "./posts-delivery";
import { renderLettersOnThread } from "./posts-letters-thread";

/** How often the tracking tick runs: a quarter of a carrier step, between 1 and 15 seconds. */
export const trackSeconds = (stepSeconds: number) => Math.max(1, Math.min(15, Math.floor(stepSeconds / 4)));

/** Postal mail: the letters of a post (PDF and hand-over to the carrier) and the tracking tick. */
export const postsJobs: JobModule = {
  name: "posts",
  definitions: ({ db, jobs, store, config }) => {
    const port = postalPortFrom(db, config);
    return [
      job<{ postSeq: number }>(POSTS_LETTERS_JOB, async (data) => {
        await makeLetters({ db, store, port, render: renderLettersOnThread, postSeq: data.postSeq });
      }),
      recurringJob(jobs, POSTS_TRACK_JOB, trackSeconds(config.post.stepSeconds), async () => {
        await trackPosts({ db, jobs, port });
      }),
    ];
  },
  startFeeds: ({ jobs, config }) => sendRecurring(jobs, POSTS_TRACK_JOB, trackSeconds(config.post.stepSeconds)),
};
