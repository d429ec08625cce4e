/**
 * SMS figures (issue [4/4]), on PGlite or, with DATABASE_URL, on PostgreSQL:
 * - POST .../sms to 10,000 recipients: request to accepted (target < 2 s);
 * - accepted to every recipient settled by the simulator (target < 60 s);
 * - GET .../sms (records list) while delivery runs: p95 (target < 100 ms), and the ratio of its median
 *   to the median of the same SQL run directly on the same database (the floor).
 * The app runs in this process (as `npm start` does) so the direct SQL uses the same database.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pino from "pino";
import { assemble } from "../../apps/server/src/assemble";
import { ensureConsoleClient } from "../../apps/server/src/auth-server/console-client";
import { loadServerSecrets } from "../../apps/server/src/auth-server/server-secrets";
import { loadConfig } from "../../apps/server/src/config";
import { openDatabase } from "../../apps/server/src/db/client";
import { seedDemo } from "../../apps/server/src/db/seed/demo-seed";
import { localFileStore } from "../../apps/server/src/platform/file-store";
import { startJobs } from "../../apps/server/src/platform/jobs";
import { balancesOf } from "../../apps/server/src/platform/ledger";
import { prepareBenchDatabase } from "./bench-database";
import { signIn } from "./sign-in";

const PORT = 8293;
const ORIGIN = `http://localhost:${PORT}`;
const UNION = 1;
const RECIPIENTS = 10_000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p95Of = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)] ?? 0;

/** 10,000 mobile numbers; one in a hundred ends in 0000 and fails at the simulated carrier. */
function recipients() {
  return Array.from({ length: RECIPIENTS }, (_, i) => ({
    unionRegisterSeq: null,
    name: `수신자${i + 1}`,
    phoneNo: i % 100 === 0 ? `010${String(1000 + (i % 9000)).padStart(4, "0")}0000` : `010${String(10_000_000 + i)}`,
  }));
}

/** GET .../sms at 20 requests/s for `seconds` (or until stopped): response times in ms. */
function listReader(auth: Record<string, string>, seconds: number) {
  const latencies: number[] = [];
  const instance = autocannon(
    {
      url: `${ORIGIN}/v1/unions/${UNION}/sms?page=0&pageSize=10`,
      headers: auth,
      connections: 4,
      overallRate: 20,
      duration: seconds,
    },
    () => {},
  );
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const done = new Promise<void>((resolve) => instance.on("done", () => resolve()));
  return { latencies, done, stop: () => instance.stop() };
}

async function readList(auth: Record<string, string>, seconds: number) {
  const reader = listReader(auth, seconds);
  await reader.done;
  return reader.latencies;
}

export async function benchSms() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "johap-bench-sms-"));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: String(PORT), RATE_LIMIT_MAX: "1000000" });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await prepareBenchDatabase(handle);
  await handle.migrate();
  await ensureConsoleClient(handle.db, [ORIGIN]);
  await seedDemo(handle.db);
  const secrets = await loadServerSecrets(handle.db);
  const jobs = await startJobs(handle, pino({ level: "silent" }));
  const store = localFileStore(path.join(dataDir, "files"), secrets.fileUrlSecret);
  const { app } = await assemble({ config, handle, secrets, jobs, store, role: "all", feeds: false });
  if (!app) throw new Error("role all serves HTTP");
  await app.listen({ port: PORT, host: "127.0.0.1" });
  try {
    const auth = { authorization: `Bearer ${await signIn(ORIGIN)}` };
    const idle = await readList(auth, 5);
    console.log(
      `[${handle.kind}] GET sms while idle at 20 req/s: p95 ${p95Of(idle).toFixed(1)} ms, median ${median(idle).toFixed(1)} ms over ${idle.length} requests`,
    );
    const before = await balancesOf(handle.db, UNION);
    const list = recipients();
    const form = new FormData();
    form.append("outgoingPhoneNo", "0212345678");
    form.append("sendType", "IMMEDIATE");
    form.append("message", "[한빛1구역] 정기총회가 토요일 오후 2시에 열립니다.");
    form.append("recipients", new Blob([JSON.stringify(list)], { type: "application/json" }), "recipients.json");

    const started = performance.now();
    const response = await fetch(`${ORIGIN}/v1/unions/${UNION}/sms`, {
      method: "POST",
      headers: { ...auth, "idempotency-key": crypto.randomUUID() },
      body: form,
    });
    const acceptMs = performance.now() - started;
    if (!response.ok) throw new Error(await response.text());
    const accepted = ((await response.json()) as { data: { smsId: number; totalCost: number } }).data;
    console.log(
      `[${handle.kind}] POST sms to ${RECIPIENTS.toLocaleString()} recipients: accepted in ${(acceptMs / 1000).toFixed(2)} s (target < 2 s), charged ${accepted.totalCost.toLocaleString()} won`,
    );

    // Read the records list while the simulator settles recipients.
    let settledAt = 0;
    let detail = { sendStatus: "", successCount: 0, failCount: 0, refundedCost: 0 };
    const poll = (async () => {
      while (detail.sendStatus !== "COMPLETE") {
        await new Promise((r) => setTimeout(r, 100));
        const body = (await (
          await fetch(`${ORIGIN}/v1/unions/${UNION}/sms/${accepted.smsId}`, { headers: auth })
        ).json()) as { data: typeof detail };
        detail = body.data;
        if (performance.now() - started > 120_000) throw new Error("not settled within 120 s");
      }
      settledAt = performance.now();
    })();
    const reader = listReader(auth, 120);
    await poll;
    reader.stop();
    const latencies = reader.latencies;
    const settleMs = settledAt - started - acceptMs;
    console.log(
      `[${handle.kind}] all ${RECIPIENTS.toLocaleString()} recipients settled ${(settleMs / 1000).toFixed(1)} s after acceptance (target < 60 s; includes the simulated carrier delay): ${detail.successCount} success, ${detail.failCount} fail, ${detail.refundedCost.toLocaleString()} won refunded`,
    );

    const directTimes: number[] = [];
    for (let i = 0; i < 100; i++) {
      const t0 = performance.now();
      await handle.executeSql(
        "select *, count(*) over () from sms_messages where union_seq = $1 and deleted_at is null order by sms_id desc limit 10 offset 0",
        [UNION],
      );
      directTimes.push(performance.now() - t0);
    }
    const apiMedian = median(latencies);
    const sqlMedian = median(directTimes);
    console.log(
      `[${handle.kind}] GET sms during delivery at 20 req/s: p95 ${p95Of(latencies).toFixed(1)} ms over ${latencies.length} requests (target < 100 ms), median ${apiMedian.toFixed(1)} ms; direct SQL median ${sqlMedian.toFixed(1)} ms; ratio ${(apiMedian / Math.max(sqlMedian, 0.1)).toFixed(1)}`,
    );

    const after = await balancesOf(handle.db, UNION);
    const net = before.depositBalance + before.pointBalance - after.depositBalance - after.pointBalance;
    console.log(
      `[${handle.kind}] ledger: net charge ${net.toLocaleString()} won = ${detail.successCount} delivered x 20 won: ${net === detail.successCount * 20 ? "ok" : "MISMATCH"}`,
    );
  } finally {
    await app.close();
    await jobs.stop();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSms();
