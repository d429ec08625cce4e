import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import type { ServerSecrets } from "./auth-server/server-secrets";
import type { Config } from "./config";
import type { DbHandle } from "./db/client";
import { checkMaintenance } from "./modules/maintenance/maintenance.service";
import type { FileStore } from "./platform/file-store";
import type { JobContext } from "./platform/job-registry";
import type { Jobs } from "./platform/jobs";
import { operatorPolicy } from "./platform/operator-policy";
import { aiFromConfig } from "./providers/ai";
import type { AiPort } from "./providers/ai/port";
import type { RegistryPort } from "./providers/registry/port";
import { registrySimulator } from "./providers/registry/simulator";
import type { SmsGatewayPort } from "./providers/sms/port";
import { smsSimulator } from "./providers/sms/simulator";

export type ContextDeps = {
  config: Config;
  handle: DbHandle;
  secrets: ServerSecrets;
  jobs: Jobs;
  store: FileStore;
  /** The registry office; the built-in simulator unless a test gives its own. */
  registry?: RegistryPort;
  /** The SMS gateway; the built-in simulator unless a test gives its own. */
  smsGateway?: SmsGatewayPort;
  /** The AI text helper; from AI_* settings (OpenAI-compatible) or the built-in engine. */
  ai?: AiPort;
  log?: FastifyBaseLogger;
};

/** What every process has, whatever its role: the database, jobs, files, the outside services and the operator policy. */
export type AppContext = JobContext & { secrets: ServerSecrets; ai: AiPort };

export function buildContext(deps: ContextDeps): AppContext {
  const { config, handle } = deps;
  const db = handle.db;
  return {
    config,
    handle,
    db,
    secrets: deps.secrets,
    jobs: deps.jobs,
    store: deps.store,
    registry:
      deps.registry ??
      registrySimulator({
        isInMaintenance: async () => (await checkMaintenance({ db, type: "DATA_ORDER" })).isUnderMaintenance,
        changeOneIn: config.registryChangeOneIn,
        issueSeconds: config.registryIssueSeconds,
      }),
    smsGateway:
      deps.smsGateway ??
      smsSimulator({
        isInMaintenance: async () => (await checkMaintenance({ db, type: "SMS_SEND" })).isUnderMaintenance,
      }),
    ai: deps.ai ?? aiFromConfig(config.ai),
    operator: operatorPolicy({
      automatic: config.demoAutoApprove,
      depositConfirmSeconds: config.depositConfirmSeconds,
    }),
    log: deps.log ?? pino({ level: "silent" }),
  };
}
