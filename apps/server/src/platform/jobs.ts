import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { DbHandle } from "../db/client";

export type JobHandler<T extends object> = (data: T) => Promise<void>;

/** pg-boss on the same database: natively on PostgreSQL, through `db.executeSql` on PGlite. */
export type Jobs = {
  boss: PgBoss;
  /** Declares a queue and its worker; call before `start` returns. */
  define: <T extends object>(name: string, handler: JobHandler<T>) => Promise<void>;
  send: <T extends object>(name: string, data: T, options?: PgBoss.SendOptions) => Promise<string | null>;
  stop: () => Promise<void>;
};

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
  const defined = new Set<string>();
  return {
    boss,
    define: async (name, handler) => {
      if (defined.has(name)) return;
      defined.add(name);
      await boss.createQueue(name);
      await boss.work<object>(name, { pollingIntervalSeconds: 0.5, batchSize: 5 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    send: (name, data, options) => boss.send(name, data, options ?? {}),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5000 }),
  };
}
