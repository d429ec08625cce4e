/**
 * Proves the process roles on one PostgreSQL (DATABASE_URL, a server where databases may be created) and
 * one S3-compatible bucket (s3rver, started here), as on several machines (each process has its own data
 * folder): an API process (ROLE=api) accepts an SMS and a register upload but works no job; a separate
 * worker process (ROLE=worker) then delivers the SMS and converts the upload. Run by .ci/run.
 *
 *   DATABASE_URL=postgres://... npx tsx tools/roles/two-process-check.ts
 */

import { generateOwners } from "../../apps/server/src/modules/register/excel/register-excel.fixtures";
import { fillTemplate, rowsOf } from "../../apps/server/src/modules/register/excel/register-excel-sheet.fixtures";
import { startTestS3 } from "../../apps/server/src/platform/s3-file-store.test-server";
import { signIn } from "../bench/sign-in";
import { freshDatabase, type RoleProcess, startRole, tempDir, waitFor } from "./processes";

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error("DATABASE_URL (a PostgreSQL server) is needed: ROLE=api and ROLE=worker share it");
const PORT = 18_000 + Math.floor(Math.random() * 1000);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SMS_UNION = 1;
const REGISTER_UNION = 2;

type Check = { name: string; ok: boolean; detail: string };
const checks: Check[] = [];

const database = await freshDatabase(serverUrl);
const s3 = await startTestS3();
const env = {
  DATABASE_URL: database.url,
  PORT: String(PORT),
  HOST: "127.0.0.1",
  CONSOLE_ORIGINS: ORIGIN,
  DEMO_SEED: "1",
  DEMO_AUTO_APPROVE: "1",
  S3_ENDPOINT: s3.config.endpoint ?? "",
  S3_BUCKET: s3.config.bucket,
  S3_ACCESS_KEY_ID: s3.config.accessKeyId ?? "",
  S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey ?? "",
  S3_REGION: s3.config.region,
  S3_FORCE_PATH_STYLE: "1",
};
const processes: RoleProcess[] = [];
try {
  const api = await startRole("api", { ...env, DATA_DIR: tempDir("johap-api-") });
  processes.push(api);
  const auth = { authorization: `Bearer ${await signIn(ORIGIN)}` };
  const json = async (response: Response) => {
    if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const smsOf = (smsId: unknown) =>
    fetch(`${ORIGIN}/v1/unions/${SMS_UNION}/sms/${smsId}`, { headers: auth }).then(json) as Promise<{
      successCount: number;
      failCount: number;
    }>;
  const registerStatus = () =>
    fetch(`${ORIGIN}/v1/unions/${REGISTER_UNION}/registers/file-status`, { headers: auth })
      .then(json)
      .then((d) => String(d.status));

  const form = new FormData();
  form.append("outgoingPhoneNo", "0212345678");
  form.append("sendType", "IMMEDIATE");
  form.append("message", "[한빛1구역] 두 프로세스 확인 문자입니다.");
  const recipients = [
    { unionRegisterSeq: null, name: "수신자1", phoneNo: "01012345678" },
    { unionRegisterSeq: null, name: "수신자2", phoneNo: "01087654321" },
    { unionRegisterSeq: null, name: "수신자3", phoneNo: "01055550000" },
  ];
  form.append("recipients", new Blob([JSON.stringify(recipients)], { type: "application/json" }), "recipients.json");
  const sent = await fetch(`${ORIGIN}/v1/unions/${SMS_UNION}/sms`, {
    method: "POST",
    headers: { ...auth, "idempotency-key": crypto.randomUUID() },
    body: form,
  }).then(json);

  const workbook = await fillTemplate(rowsOf(generateOwners(50)));
  const upload = new FormData();
  upload.append("file", new Blob([new Uint8Array(workbook)]), "명부.xlsx");
  await fetch(`${ORIGIN}/v1/unions/${REGISTER_UNION}/registers/files`, {
    method: "POST",
    headers: auth,
    body: upload,
  }).then(json);

  // No worker yet: the API process only queued the work.
  await new Promise((r) => setTimeout(r, 5000));
  const idleSms = await smsOf(sent.smsId);
  const idleStatus = await registerStatus();
  checks.push({
    name: "the API process alone works no job",
    ok: idleSms.successCount + idleSms.failCount === 0 && idleStatus === "REGISTER",
    detail: `after 5 s: SMS ${idleSms.successCount} success, ${idleSms.failCount} fail; register ${idleStatus}`,
  });

  const worker = await startRole("worker", { ...env, DATA_DIR: tempDir("johap-worker-") });
  processes.push(worker);
  const settled = await waitFor(
    "SMS delivery",
    () => smsOf(sent.smsId),
    (s) => s.successCount + s.failCount === recipients.length,
    90,
  );
  const converted = await waitFor("register conversion", registerStatus, (s) => s === "CONVEY" || s === "CANCEL", 90);
  checks.push({
    name: "the worker process delivers the SMS and converts the upload",
    ok: settled.successCount === 2 && settled.failCount === 1 && converted === "CONVEY",
    detail: `SMS ${settled.successCount} success, ${settled.failCount} fail; register ${converted}`,
  });
} catch (error) {
  checks.push({ name: "two processes on one database", ok: false, detail: String(error) });
  for (const p of processes) console.error(p.output());
} finally {
  for (const p of processes.reverse()) await p.stop();
  await database.drop();
  await s3.close();
}
for (const check of checks) console.log(`${check.ok ? "ok" : "FAILED"}: ${check.name} (${check.detail})`);
const failed = checks.filter((c) => !c.ok).length;
console.log(`roles: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
