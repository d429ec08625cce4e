import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { assemble } from "./assemble";
import { ensureConsoleClient } from "./auth-server/console-client";
import { loadServerSecrets } from "./auth-server/server-secrets";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DEMO_GUEST_LOGIN } from "./db/seed/account-demo-seed";
import { DEMO_LOGIN, seedDemo } from "./db/seed/demo-seed";
import { limitHeapGrowth } from "./heap-growth";
import { fileStoreFromConfig } from "./platform/file-store-from-config";
import { startJobs } from "./platform/jobs";

limitHeapGrowth();
const config = loadConfig();
const logger = pino({ level: config.logLevel });
const startedAt = Date.now();
const serves = config.role !== "worker";

const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await handle.migrate();
if (serves) {
  await ensureConsoleClient(handle.db, config.consoleOrigins);
  if (config.demoSeed && (await seedDemo(handle.db))) logger.info("demo data seeded");
}
const secrets = await loadServerSecrets(handle.db);
if (serves) {
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(path.join(config.dataDir, "ops-token"), secrets.opsToken, { mode: 0o600 });
}
const jobs = await startJobs(handle, logger);
const store = fileStoreFromConfig(config, secrets.fileUrlSecret);
const { app } = await assemble({
  config,
  handle,
  secrets,
  jobs,
  store,
  log: logger,
  role: config.role,
  feeds: true,
  logger: { level: config.logLevel },
});
if (app) await app.listen({ port: config.port, host: config.host });

if (app) {
  const url = `http://localhost:${config.port}`;
  console.log(`\n  조합 OMS 콘솔: ${url}  (${handle.kind}, ${config.role}, ${Date.now() - startedAt} ms)`);
  if (config.demoSeed) console.log(`  데모 로그인: ${DEMO_LOGIN.loginId} / ${DEMO_LOGIN.password}`);
  if (config.demoSeed) console.log(`  사업구역 없는 회원: ${DEMO_GUEST_LOGIN.loginId} / ${DEMO_GUEST_LOGIN.password}`);
  console.log(`  API 문서: ${url}/docs\n`);
} else {
  console.log(`\n  조합 OMS 작업 프로세스 (${handle.kind}, ${config.role}, ${Date.now() - startedAt} ms)\n`);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app?.close();
  await jobs.stop();
  await handle.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
