import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import type { Role } from "./config";
import { type AppContext, buildContext, type ContextDeps } from "./context";
import { JOB_MODULES } from "./job-modules";
import { startJobModules } from "./platform/job-registry";

/**
 * One process of the product for its role: `api` serves HTTP and only declares the queues it sends to,
 * `worker` works every queue and runs the recurring feeds, `all` does both (npm start, tests, benchmarks).
 */
export async function assemble(
  deps: ContextDeps & { role: Role; feeds: boolean; logger?: boolean | object },
): Promise<{ ctx: AppContext; app: FastifyInstance | undefined }> {
  const ctx = buildContext(deps);
  const app = deps.role === "worker" ? undefined : await buildApp({ ...ctx, logger: deps.logger });
  const works = deps.role !== "api";
  await startJobModules(ctx, JOB_MODULES, { workers: works, feeds: works && deps.feeds });
  return { ctx, app };
}
