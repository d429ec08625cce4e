import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Db, DbHandle } from "../db/client";
import type { RegistryPort } from "../providers/registry/port";
import type { SmsGatewayPort } from "../providers/sms/port";
import type { FileStore } from "./file-store";
import type { JobDefinition, Jobs } from "./jobs";
import type { OperatorPolicy } from "./operator-policy";

/** What a job handler may use: the same services the HTTP routes get. */
export type JobContext = {
  config: Config;
  /** The database handle, for what `db` cannot do (advisory locks held by this process). */
  handle: DbHandle;
  db: Db;
  jobs: Jobs;
  store: FileStore;
  registry: RegistryPort;
  smsGateway: SmsGatewayPort;
  operator: OperatorPolicy;
  log: FastifyBaseLogger;
};

/**
 * A domain's jobs, declared once in its `<domain>.jobs.ts`: its queues with their handlers, and what a
 * worker starts once (recurring feeds: the registry feed, the system-text outbox, the SMS sweep).
 */
export type JobModule = {
  name: string;
  definitions: (ctx: JobContext) => JobDefinition[];
  /** Queues the first run of a recurring feed; each run queues the next. Only in a worker. */
  startFeeds?: (ctx: JobContext) => Promise<unknown>;
};

/**
 * Declares every module's queues. With `workers`, this process also works them (ROLE=worker or all);
 * without, it only sends to them (ROLE=api). With `feeds`, the recurring feeds are started too.
 */
export async function startJobModules(
  ctx: JobContext,
  modules: readonly JobModule[],
  opts: { workers: boolean; feeds: boolean },
) {
  const definitions = modules.flatMap((m) => m.definitions(ctx));
  const names = new Set<string>();
  for (const definition of definitions) {
    if (names.has(definition.name)) throw new Error(`queue ${definition.name} is declared twice`);
    names.add(definition.name);
    const options = { recurring: definition.recurring };
    if (opts.workers) await ctx.jobs.define(definition.name, definition.handler, options);
    else await ctx.jobs.declare(definition.name, options);
  }
  if (opts.workers && opts.feeds) for (const m of modules) await m.startFeeds?.(ctx);
  return [...names];
}
