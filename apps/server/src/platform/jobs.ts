import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Db, DbHandle } from "../db/client";

export type JobHandler<T extends object> = (data: T) => Promise<void>;

/**
 * A queue and the handler of its jobs, as a domain's `<domain>.jobs.ts` declares it. A recurring feed's
 * queue (`recurringJob`) keeps at most one job waiting.
 */
export type JobDefinition<T extends object = object> = { name: string; handler: JobHandler<T>; recurring?: boolean };

/** How a queue holds its jobs: a recurring feed's queue keeps one waiting run (pg-boss's `short` policy). */
export type QueueOptions = { recurring?: boolean };

/** Typed constructor for a job definition. */
export const job = <T extends object>(name: string, handler: JobHandler<T>): JobDefinition =>
  ({ name, handler }) as JobDefinition;

/** pg-boss on the same database: natively on PostgreSQL, through `db.executeSql` on PGlite. */
export type Jobs = {
  boss: PgBoss;
  /** Creates a queue without a worker (an API process sends to it; a worker process works it). */
  declare: (name: string, options?: QueueOptions) => Promise<void>;
  /** Creates a queue and starts its worker in this process. */
  define: <T extends object>(name: string, handler: JobHandler<T>, options?: QueueOptions) => Promise<void>;
  send: <T extends object>(name: string, data: T, options?: PgBoss.SendOptions) => Promise<string | null>;
  stop: () => Promise<void>;
};

/**
 * How often an idle worker looks for jobs. Jobs sent from this process wake their worker at once, so
 * polling only finds delayed jobs (startAfter) that came due and jobs sent by another process. Each look
 * is a query (about 3 ms on PGlite, on the thread that also answers requests), once per queue.
 */
const POLL_SECONDS = 2;

/**
 * A failing job is retried 6 times, 5 s, 10 s, 20 s ... apart (about 5 minutes in all), so a short outage
 * of the database or a provider does not use up its retries. Every handler is idempotent.
 */
const RETRY = { retryLimit: 6, retryDelay: 5, retryBackoff: true } as const;

export async function startJobs(handle: DbHandle, log: FastifyBaseLogger): Promise<Jobs> {
  const common = {
    schema: "pgboss",
    supervise: true,
    schedule: false,
    migrate: true,
  } as const;
  const boss =
    handle.kind === "postgres" && handle.connectionString
      ? new PgBoss({ ...common, connectionString: handle.connectionString, max: 4 })
      : new PgBoss({ ...common, db: { executeSql: handle.executeSql as PgBoss.Db["executeSql"] } });
  boss.on("error", (error) => log.error({ err: error }, "job system error"));
  await boss.start();
  /** Worker ids by queue: a job sent from this process wakes its worker at once. */
  const workers = new Map<string, string>();
  const declared = new Set<string>();
  const declare = async (name: string, options: QueueOptions = {}) => {
    if (declared.has(name)) return;
    declared.add(name);
    const settings = { name, ...RETRY, policy: options.recurring ? "short" : "standard" } as const;
    await boss.createQueue(name, settings);
    // A queue created by an earlier version keeps its settings unless they are updated.
    await boss.updateQueue(name, settings);
  };
  return {
    boss,
    declare,
    define: async (name, handler, options) => {
      if (workers.has(name)) return;
      workers.set(name, "");
      await declare(name, options);
      // Each job of a fetched batch succeeds or fails by itself: were the callback to throw, pg-boss would
      // fail every job of the batch, healthy ones included. A failed job is retried (RETRY).
      const id = await boss.work<object>(name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 5 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data as never);
          } catch (error) {
            log.error({ err: error, queue: name, jobId: job.id }, "job failed");
            await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
          }
        }
      });
      workers.set(name, id);
    },
    send: async (name, data, options) => {
      const id = await boss.send(name, data, options ?? {});
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
  };
}

/**
 * Queues the next run of a recurring feed at the start of the next slot of `seconds`. Its queue keeps one
 * waiting job (`short` policy): every worker and every restart may queue one, and a send while one waits
 * does nothing, so the feed runs once at a time. (Slots through pg-boss's `singletonSeconds` could lose the
 * feed: the slot of a job is taken when the database inserts it, so a run that started late, in its own
 * slot, found that slot taken when it queued the next run, and the feed stopped.)
 */
export function sendRecurring(jobs: Jobs, name: string, seconds: number) {
  const ms = seconds * 1000;
  const slot = (Math.floor(Date.now() / ms) + 1) * ms;
  return jobs.send(name, {}, { startAfter: new Date(slot) });
}

/**
 * A recurring feed (a sweep, an outbox, the registry feed): each run does `run` and then, whatever came of
 * it, queues the next run `seconds` on. The module's `startFeeds` queues the first (`sendRecurring`).
 */
export function recurringJob(jobs: Jobs, name: string, seconds: number, run: () => Promise<unknown>): JobDefinition {
  return {
    name,
    recurring: true,
    handler: async () => {
      try {
        await run();
      } finally {
        await sendRecurring(jobs, name, seconds);
      }
    },
  };
}

/**
 * The data of the jobs of `names` that are due to run (not those scheduled for later) or running (started
 * less than `activeSeconds` ago): a sweep leaves their work to them. A job active for longer is taken as
 * lost with its process.
 */
export async function liveJobData<T extends object>(db: Db, names: string[], activeSeconds: number): Promise<T[]> {
  const result = await db.execute(sql`
    select data from pgboss.job
    where name in (${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )})
      and ((state in ('created', 'retry') and start_after < now() + interval '5 seconds')
        or (state = 'active' and started_on > now() - make_interval(secs => ${activeSeconds})))`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { data: T }[];
  return rows.map((r) => r.data);
}
